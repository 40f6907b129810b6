// SPDX-License-Identifier: GPL-3.0-or-later
#include "python/PortablePythonArchiveName.h"

#include "system/Platform.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ts {

namespace {

const QString kPrefix = QStringLiteral("cpython-");
const QString kSuffix = QStringLiteral("-install_only.tar.gz");

} // namespace

QStringList PortablePythonArchiveName::supportedTriples()
{
    return {QStringLiteral("x86_64-unknown-linux-gnu"), QStringLiteral("aarch64-unknown-linux-gnu"),
            QStringLiteral("x86_64-pc-windows-msvc"), QStringLiteral("aarch64-apple-darwin"),
            QStringLiteral("x86_64-apple-darwin")};
}

QString PortablePythonArchiveName::tripleFor(const QString& os, const QString& arch)
{
    const QString o = platform::normalizeOs(os);
    const QString a = platform::normalizeArch(arch);
    if (o == QLatin1String("linux") && (a == QLatin1String("x86_64") || a == QLatin1String("aarch64")))
        return a + QStringLiteral("-unknown-linux-gnu");
    if (o == QLatin1String("windows") && a == QLatin1String("x86_64"))
        return QStringLiteral("x86_64-pc-windows-msvc");
    if (o == QLatin1String("macos") && (a == QLatin1String("x86_64") || a == QLatin1String("aarch64")))
        return a + QStringLiteral("-apple-darwin");
    return {};
}

QString PortablePythonArchiveName::interpreterPathFor(const QString& triple)
{
    return triple.contains(QLatin1String("-windows-")) ? QStringLiteral("python/python.exe")
                                                       : QStringLiteral("python/bin/python3");
}

Result<PortablePythonArchiveName> PortablePythonArchiveName::make(const QString& pythonVersion,
                                                                  const QString& releaseTag, const QString& triple)
{
    using Made = Result<PortablePythonArchiveName>;
    static const QRegularExpression version(QStringLiteral("^3\\.\\d{1,2}\\.\\d{1,3}(?:(?:a|b|rc)\\d{1,2})?$"));
    static const QRegularExpression tag(QStringLiteral("^\\d{8}$"));
    if (!version.match(pythonVersion).hasMatch()) {
        return Made::fail(ErrorKind::BadInput,
                          //: %1 is the text given as a Python version
                          InstallText::tr("\"%1\" is not a Python version of the form 3.X.Y.").arg(pythonVersion));
    }
    if (!tag.match(releaseTag).hasMatch()) {
        return Made::fail(
            ErrorKind::BadInput,
            //: %1 is the text given as a release tag
            InstallText::tr("\"%1\" is not a python-build-standalone release tag (eight digits, such as 20241016).")
                .arg(releaseTag));
    }
    if (!supportedTriples().contains(triple)) {
        return Made::fail(
            ErrorKind::Unsupported,
            //: %1 is a platform triple such as x86_64-unknown-linux-gnu
            InstallText::tr("There is no portable Python for the platform %1; it is provided for 64-bit Linux "
                            "(x86_64, aarch64), 64-bit Windows on x86_64 and macOS.")
                .arg(triple));
    }
    return Made::ok(PortablePythonArchiveName{pythonVersion, releaseTag, triple});
}

Result<PortablePythonArchiveName> PortablePythonArchiveName::parse(const QString& fileName)
{
    using Parsed = Result<PortablePythonArchiveName>;
    const qsizetype plus = fileName.indexOf(QLatin1Char('+'));
    if (!fileName.startsWith(kPrefix) || !fileName.endsWith(kSuffix) || plus < 0) {
        return Parsed::fail(ErrorKind::BadInput,
                            //: %1 is a file name
                            InstallText::tr("%1 is not the name of a python-build-standalone install_only archive "
                                            "(cpython-<version>+<tag>-<platform>-install_only.tar.gz).")
                                .arg(fileName));
    }
    const QString version = fileName.mid(kPrefix.size(), plus - kPrefix.size());
    const QString rest = fileName.mid(plus + 1, fileName.size() - plus - 1 - kSuffix.size());
    const qsizetype dash = rest.indexOf(QLatin1Char('-'));
    if (dash < 0) {
        return Parsed::fail(ErrorKind::BadInput,
                            //: %1 is a file name
                            InstallText::tr("%1 is not the name of a python-build-standalone install_only archive "
                                            "(cpython-<version>+<tag>-<platform>-install_only.tar.gz).")
                                .arg(fileName));
    }
    return make(version, rest.left(dash), rest.mid(dash + 1));
}

QString PortablePythonArchiveName::fileName() const
{
    return kPrefix + pythonVersion + QLatin1Char('+') + releaseTag + QLatin1Char('-') + triple + kSuffix;
}

} // namespace ts
