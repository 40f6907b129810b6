// SPDX-License-Identifier: GPL-3.0-or-later
#include "pip/PipConfig.h"

#include "system/Platform.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ts {

QStringList PipConfig::candidateFiles(const QProcessEnvironment& env, const QString& venv, const QString& os)
{
    QStringList files;
    const QString home = env.value(QStringLiteral("HOME"), QDir::homePath());
    if (os == QLatin1String("windows")) {
        const QString programData = env.value(QStringLiteral("ProgramData"), QStringLiteral("C:/ProgramData"));
        files << programData + QStringLiteral("/pip/pip.ini");
        const QString appData = env.value(QStringLiteral("APPDATA"));
        if (!appData.isEmpty())
            files << appData + QStringLiteral("/pip/pip.ini");
        files << home + QStringLiteral("/pip/pip.ini");
    } else {
        const QStringList xdgDirs = env.value(QStringLiteral("XDG_CONFIG_DIRS"), QStringLiteral("/etc/xdg"))
                                        .split(QLatin1Char(':'), Qt::SkipEmptyParts);
        for (const QString& dir : xdgDirs)
            files << dir + QStringLiteral("/pip/pip.conf");
        files << QStringLiteral("/etc/pip.conf");
        files << home + QStringLiteral("/.pip/pip.conf");
        if (os == QLatin1String("macos"))
            files << home + QStringLiteral("/Library/Application Support/pip/pip.conf");
        const QString xdgConfig = env.value(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
        files << xdgConfig + QStringLiteral("/pip/pip.conf");
    }
    if (!venv.isEmpty())
        files << venv + (os == QLatin1String("windows") ? QStringLiteral("/pip.ini") : QStringLiteral("/pip.conf"));
    const QString explicitFile = env.value(QStringLiteral("PIP_CONFIG_FILE"));
    if (!explicitFile.isEmpty() && explicitFile != QLatin1String("os.devnull") &&
        explicitFile != QLatin1String("/dev/null"))
        files << explicitFile;
    return files;
}

QList<PipConfig::Setting> PipConfig::parse(const QString& text, const QString& file)
{
    QList<Setting> out;
    QString section;
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char(';')))
            continue;
        if (line.startsWith(QLatin1Char('[')) && line.endsWith(QLatin1Char(']'))) {
            section = line.mid(1, line.size() - 2).trimmed().toLower();
            continue;
        }
        const bool continuation = raw.at(0).isSpace() && !out.isEmpty();
        if (continuation) {
            out.last().values << line;
            continue;
        }
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        // "key = value" or "key: value"; a URL's colon comes after the key's separator.
        qsizetype sep = eq;
        if (sep < 0 || (colon >= 0 && colon < eq && !line.mid(colon).startsWith(QStringLiteral("://"))))
            sep = colon;
        if (sep <= 0)
            continue;
        Setting s;
        s.file = file;
        s.section = section;
        s.key = line.left(sep).trimmed().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
        const QString value = line.mid(sep + 1).trimmed();
        if (!value.isEmpty())
            s.values << value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        out << s;
    }
    return out;
}

PipConfig PipConfig::read(const QProcessEnvironment& environment, const QString& venv)
{
    PipConfig config;
    for (const QString& path : candidateFiles(environment, venv, platform::currentOs())) {
        QFile f(path);
        if (!QFileInfo(path).isFile() || !f.open(QIODevice::ReadOnly))
            continue;
        config.files << path;
        config.settings += parse(QString::fromUtf8(f.readAll()), path);
    }
    return config;
}

QStringList PipConfig::valuesOf(const QString& key) const
{
    QStringList out;
    for (const Setting& s : settings) {
        if (s.key == key && (s.section == QLatin1String("global") || s.section == QLatin1String("install")))
            out = s.values; // a later file or section replaces an earlier one, as in pip
    }
    return out;
}

} // namespace ts
