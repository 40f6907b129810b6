// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/MachineFile.h"

#include "detect/SystemDetector.h"
#include "report/SupportBundle.h"
#include "util/Text.h"

#include <QFile>
#include <QFileInfo>

namespace ts {

Result<SystemInfo> readMachine(const QString& path)
{
    if (!QFileInfo(path).isDir() && SupportBundle::looksLikeOne(path))
        return SupportBundle::readMachine(path);
    return SystemDetector::fromPath(path);
}

Result<SystemInfo> loadMachine(const QString& path)
{
    if (path.isEmpty())
        return Result<SystemInfo>::ok(SystemDetector::detectThisMachine());
    const QFileInfo info(path);
    if (!info.exists())
        return Result<SystemInfo>::fail(ErrorKind::BadInput,
                                        //: %1 is a file
                                        PolicyText::tr("%1 does not exist; write it with detect --json").arg(path));
    // A machine file that looks like JSON is read as `detect --json` wrote it, so that a damaged one
    // says where it is damaged rather than being taken for pasted text.
    if (info.isFile() && !SupportBundle::looksLikeOne(path)) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return Result<SystemInfo>::fail(ErrorKind::BadInput,
                                            //: %1 is a file, %2 an error message from the system
                                            PolicyText::tr("%1 cannot be read: %2").arg(path, f.errorString()));
        if (f.size() <= 16 * 1024 * 1024) {
            const QByteArray data = f.readAll();
            if (data.trimmed().startsWith('{'))
                return SystemInfo::fromJsonText(data, path);
        }
    }
    return readMachine(path);
}

} // namespace ts
