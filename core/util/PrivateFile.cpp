// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/PrivateFile.h"

#include "util/Text.h"

#include <QDir>

#ifndef Q_OS_WIN
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ts::privatefile {

Status openForAppend(QFile& file, const QString& path)
{
    const auto refuse = [&path](const QString& why) {
        //: %1 is a file, %2 why it cannot be written (a system message or a reason below)
        return Status::fail(
            ErrorKind::BadInput,
            CommonText::tr("The log file %1 cannot be written: %2.").arg(QDir::toNativeSeparators(path), why));
    };
#ifndef Q_OS_WIN
    const int fd = ::open(QFile::encodeName(path).constData(),
                          O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0600);
    if (fd < 0) {
        if (errno == ELOOP)
            //: a reason, as in "The log file … cannot be written: it is a link; …"
            return refuse(CommonText::tr("it is a link; name the file itself"));
        return refuse(QString::fromLocal8Bit(std::strerror(errno)));
    }
    struct stat st{};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        //: a reason, as in "The log file … cannot be written: it is not a plain file"
        return refuse(CommonText::tr("it is not a plain file"));
    }
    if (!file.open(fd, QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return refuse(file.errorString());
    }
    return success();
#else
    file.setFileName(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text,
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return refuse(file.errorString());
    return success();
#endif
}

} // namespace ts::privatefile
