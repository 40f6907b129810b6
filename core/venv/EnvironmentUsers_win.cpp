// SPDX-License-Identifier: GPL-3.0-or-later
// The processes of Windows and the files of the environment they use, through Tool Help; compiled
// only on Windows (run under Wine by tst_environmentusers).
#include "venv/EnvironmentUsers.h"

#ifdef Q_OS_WIN
#include <QDir>
#include <QFileInfo>

#include <windows.h>

#include <tlhelp32.h>

#include <iterator>

namespace ts::environmentusers {

namespace {

QString withoutLongPathPrefix(QString path)
{
    if (path.startsWith(QLatin1String("\\\\?\\UNC\\")))
        return QStringLiteral("\\\\") + path.mid(8);
    if (path.startsWith(QLatin1String("\\\\?\\")))
        return path.mid(4);
    return path;
}

/** The executable of `pid`, or nothing where it cannot be asked (another user's, the system's). */
QString imageOf(DWORD pid)
{
    HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, pid);
    if (!process)
        return {};
    wchar_t buffer[32768];
    DWORD size = DWORD(std::size(buffer));
    const bool ok = QueryFullProcessImageNameW(process, 0, buffer, &size);
    CloseHandle(process);
    return ok ? withoutLongPathPrefix(QString::fromWCharArray(buffer, int(size))) : QString();
}

/** The first module of `pid` (its executable or a DLL) under one of `folders`. */
QString moduleInside(DWORD pid, const QStringList& folders)
{
    HANDLE snapshot = INVALID_HANDLE_VALUE;
    // A process that is still loading its modules answers ERROR_BAD_LENGTH: asked again.
    for (int attempt = 0; attempt < 3 && snapshot == INVALID_HANDLE_VALUE; ++attempt) {
        snapshot = CreateToolhelp32Snapshot(TH32CS_SNAPMODULE | TH32CS_SNAPMODULE32, pid);
        if (snapshot == INVALID_HANDLE_VALUE && GetLastError() != ERROR_BAD_LENGTH)
            return {};
    }
    if (snapshot == INVALID_HANDLE_VALUE)
        return {};
    QString found;
    MODULEENTRY32W module{};
    module.dwSize = sizeof(module);
    for (BOOL more = Module32FirstW(snapshot, &module); more && found.isEmpty();
         more = Module32NextW(snapshot, &module)) {
        const QString path = withoutLongPathPrefix(QString::fromWCharArray(module.szExePath));
        for (const QString& folder : folders) {
            if (isInside(path, folder, Qt::CaseInsensitive)) {
                found = path;
                break;
            }
        }
    }
    CloseHandle(snapshot);
    return found;
}

} // namespace

QList<Process> listProcesses(const QString& folder)
{
    QStringList folders{QDir::cleanPath(QFileInfo(folder).absoluteFilePath())};
    if (const QString canonical = QFileInfo(folder).canonicalFilePath();
        !canonical.isEmpty() && canonical.compare(folders.first(), Qt::CaseInsensitive) != 0)
        folders << canonical;
    QList<Process> processes;
    HANDLE snapshot = CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0);
    if (snapshot == INVALID_HANDLE_VALUE)
        return processes;
    PROCESSENTRY32W entry{};
    entry.dwSize = sizeof(entry);
    for (BOOL more = Process32FirstW(snapshot, &entry); more; more = Process32NextW(snapshot, &entry)) {
        Process p;
        p.pid = entry.th32ProcessID;
        p.parent = entry.th32ParentProcessID;
        p.program = QString::fromWCharArray(entry.szExeFile);
        if (entry.th32ProcessID != 0 && entry.th32ProcessID != GetCurrentProcessId()) {
            const QString image = imageOf(entry.th32ProcessID);
            bool imageInside = false;
            for (const QString& f : folders)
                imageInside = imageInside || isInside(image, f, Qt::CaseInsensitive);
            p.file = imageInside ? image : moduleInside(entry.th32ProcessID, folders);
        }
        processes.append(p);
    }
    CloseHandle(snapshot);
    return processes;
}

} // namespace ts::environmentusers
#endif
