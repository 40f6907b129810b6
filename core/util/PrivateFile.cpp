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
    // O_NONBLOCK: a FIFO planted there must not hang the program (it is refused below).
    const int fd = ::open(QFile::encodeName(path).constData(),
                          O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0600);
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
    // Another user's file, or a second name of one (a hard link planted in a shared folder), is not
    // appended to: run as root, that would write into whatever file the link names.
    if (st.st_uid != ::geteuid() || st.st_nlink != 1) {
        ::close(fd);
        //: a reason, as in "The log file … cannot be written: it belongs to another user or has another name too"
        return refuse(CommonText::tr("it belongs to another user or has another name too"));
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
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
