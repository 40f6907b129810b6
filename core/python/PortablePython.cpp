// SPDX-License-Identifier: GPL-3.0-or-later
#include "python/PortablePython.h"

#include "python/PortablePythonArchiveName.h"

#include "download/Sha256.h"
#include "util/Text.h"
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ts {

namespace {

constexpr qint64 kHashChunk = 1024 * 1024;

bool isSha256Hex(const QString& text)
{
    if (text.size() != 64)
        return false;
    for (const QChar c : text) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    }
    return true;
}

} // namespace

QString PortablePython::interpreterRelativePath()
{
#ifdef Q_OS_WIN
    return PortablePythonArchiveName::interpreterPathFor(QStringLiteral("x86_64-pc-windows-msvc"));
#else
    return PortablePythonArchiveName::interpreterPathFor(QStringLiteral("x86_64-unknown-linux-gnu"));
#endif
}

Result<QString> PortablePython::sha256Of(const QString& path, const CancelToken& cancel)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Result<QString>::fail(ErrorKind::BadInput,
                                     //: %1 is a file, %2 an error message from the system
                                     InstallText::tr("The file %1 could not be read: %2.")
                                         .arg(QDir::toNativeSeparators(path), file.errorString()),
                                     path);
    }
    return sha256Of(file, cancel);
}

Result<QString> PortablePython::sha256Of(QFile& file, const CancelToken& cancel)
{
    const QString path = file.fileName();
    if (!file.seek(0))
        return Result<QString>::fail(ErrorKind::BadInput,
                                     //: %1 is a file, %2 an error message from the system
                                     InstallText::tr("The file %1 could not be read: %2.")
                                         .arg(QDir::toNativeSeparators(path), file.errorString()),
                                     path);
    Sha256 hash;
    QByteArray buffer(int(kHashChunk), Qt::Uninitialized);
    for (;;) {
        if (cancel.isCancelled()) {
            return Result<QString>::fail(ErrorKind::Cancelled,
                                         //: %1 is a file name
                                         InstallText::tr("Checking %1 was cancelled.").arg(QFileInfo(path).fileName()));
        }
        const qint64 got = file.read(buffer.data(), buffer.size());
        if (got < 0) {
            return Result<QString>::fail(ErrorKind::BadInput,
                                         //: %1 is a file, %2 an error message from the system
                                         InstallText::tr("The file %1 could not be read: %2.")
                                             .arg(QDir::toNativeSeparators(path), file.errorString()),
                                         path);
        }
        if (got == 0)
            break;
        hash.addData(QByteArrayView(buffer.constData(), got));
    }
    return Result<QString>::ok(QString::fromLatin1(hash.result().toHex()));
}

Status PortablePython::checkInterpreter(const QString& stagedDir, const QString& archiveName,
                                        const PortablePythonOptions& options) const
{
    const QString interpreter = QDir(stagedDir).filePath(interpreterRelativePath());
    if (!QFileInfo(interpreter).isFile()) {
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is an archive's file name, %2 a path inside it such as python/bin/python3
                            InstallText::tr("The archive %1 holds no Python at %2; it is not a python-build-standalone "
                                            "install_only archive for this computer.")
                                .arg(archiveName, interpreterRelativePath()));
    }
    ProcessSpec spec;
    spec.program = interpreter;
    spec.arguments = {QStringLiteral("-I"), QStringLiteral("-c"), QStringLiteral("import sys, ssl, sqlite3, venv")};
    spec.timeoutMs = options.checkTimeoutMs;
    spec.displayName = InstallText::tr("The portable Python");
    const ProcessOutcome outcome = m_runner.run(spec, options.cancel);
    if (outcome.succeeded())
        return success();
    if (outcome.end == ProcessOutcome::End::Cancelled)
        return outcome.toStatus();
    return Status::fail(
        ErrorKind::Failed,
        //: %1 is an archive's file name, %2 how the program ended, a whole sentence such as "Python exited with code
        //: 1."
        InstallText::tr("The Python unpacked from %1 does not work on this computer, so it was not installed: %2")
            .arg(archiveName, outcome.describe()),
        QString::fromUtf8(outcome.standardErrorTail).trimmed());
}

Result<PortablePythonInstall> PortablePython::provision(const QString& archivePath, const QString& expectedSha256,
                                                        const QString& targetDir,
                                                        const PortablePythonOptions& options) const
{
    using Provisioned = Result<PortablePythonInstall>;
    const QString archiveName = QFileInfo(archivePath).fileName();
    const QString expected = expectedSha256.trimmed().toLower();
    if (!isSha256Hex(expected)) {
        return Provisioned::fail(
            ErrorKind::BadInput,
            //: %1 is the text given as a digest, %2 an archive's file name
            InstallText::tr("\"%1\" is not a SHA-256 digest (64 hexadecimal digits), so %2 cannot be verified.")
                .arg(expectedSha256, archiveName));
    }

    // The digest first: nothing reads the file as an archive before it is known to be the one expected.
    // One open file for both: the bytes hashed are the bytes unpacked, even in a cache others can write.
    QFile archive(archivePath);
    if (!archive.open(QIODevice::ReadOnly))
        return Provisioned::fail(ErrorKind::BadInput,
                                 //: %1 is a file, %2 an error message from the system
                                 InstallText::tr("The file %1 could not be read: %2.")
                                     .arg(QDir::toNativeSeparators(archivePath), archive.errorString()),
                                 archivePath);
    Result<QString> actual = sha256Of(archive, options.cancel);
    if (!actual)
        return actual.forward<PortablePythonInstall>();
    if (actual.value() != expected) {
        return Provisioned::fail(
            ErrorKind::BadInput,
            //: %1 is a file, %2 and %3 SHA-256 checksums (64 hexadecimal digits)
            InstallText::tr("The file %1 is not the expected download: its SHA-256 is %2, but %3 was "
                            "expected. Delete it and download it again.")
                .arg(QDir::toNativeSeparators(archivePath), actual.value(), expected),
            QStringLiteral("actual %1, expected %2").arg(actual.value(), expected));
    }

    ExtractOptions extract;
    extract.progress = options.progress;
    extract.cancel = options.cancel.flag();
    extract.verify = [&](const QString& stagedDir) { return checkInterpreter(stagedDir, archiveName, options); };
    const Result<ExtractionSummary> extracted = m_extractor.extract(archive, targetDir, extract);
    if (!extracted)
        return extracted.forward<PortablePythonInstall>();

    PortablePythonInstall install;
    install.targetDir = extracted.value().destination;
    install.interpreter = QDir::toNativeSeparators(QDir(install.targetDir).filePath(interpreterRelativePath()));
    install.sha256 = actual.value();
    return Provisioned::ok(install);
}

} // namespace ts
