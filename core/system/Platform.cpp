// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/Platform.h"

#include <QRegularExpression>
#include <QSysInfo>

namespace ts::platform {

QString normalizeOs(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    if (t == QLatin1String("linux"))
        return QStringLiteral("linux");
    if (t == QLatin1String("windows") || t == QLatin1String("win32") || t == QLatin1String("win") ||
        t == QLatin1String("win64"))
        return QStringLiteral("windows");
    if (t == QLatin1String("macos") || t == QLatin1String("darwin") || t == QLatin1String("osx") ||
        t == QLatin1String("mac"))
        return QStringLiteral("macos");
    return {};
}

QString normalizeArch(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    if (t == QLatin1String("x86_64") || t == QLatin1String("amd64") || t == QLatin1String("x64"))
        return QStringLiteral("x86_64");
    if (t == QLatin1String("aarch64") || t == QLatin1String("arm64"))
        return QStringLiteral("aarch64");
    if (t == QLatin1String("i386") || t == QLatin1String("i686") || t == QLatin1String("x86"))
        return QStringLiteral("i386");
    static const QStringList others = {QStringLiteral("armv7l"),     QStringLiteral("arm"),   QStringLiteral("riscv64"),
                                       QStringLiteral("ppc64le"),    QStringLiteral("ppc64"), QStringLiteral("s390x"),
                                       QStringLiteral("loongarch64")};
    return others.contains(t) ? t : QString();
}

QString normalizePythonVersion(QStringView text)
{
    static const QRegularExpression re(QStringLiteral("^(?:python\\s*)?(3)\\.(\\d{1,2})(?:\\.\\d+)?\\S*$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text.trimmed().toString());
    if (!m.hasMatch())
        return {};
    return m.captured(1) + QLatin1Char('.') + QString::number(m.captured(2).toInt());
}

QString currentOs()
{
#if defined(Q_OS_WIN)
    return QStringLiteral("windows");
#elif defined(Q_OS_MACOS)
    return QStringLiteral("macos");
#elif defined(Q_OS_LINUX)
    return QStringLiteral("linux");
#else
    return QSysInfo::kernelType();
#endif
}

QString currentArch()
{
    const QString a = normalizeArch(QSysInfo::currentCpuArchitecture());
    return a.isEmpty() ? QSysInfo::currentCpuArchitecture() : a;
}

} // namespace ts::platform
