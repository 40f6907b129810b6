// SPDX-License-Identifier: GPL-3.0-or-later
#include "python/Pep514Registry.h"

#include <QDir>
#include <QSet>

namespace ts {

namespace {

// Registry values are Windows paths, whatever system reads them (a recorded copy on Linux, say).
QString withSlashes(QString windowsPath)
{
    return windowsPath.replace(QLatin1Char('\\'), QLatin1Char('/'));
}

// A key's default value: QSettings names it "Default" (or ".") in the registry; a recorded copy in
// INI form writes it as "Default".
QString defaultValue(QSettings& settings, const QString& group)
{
    settings.beginGroup(group);
    QString value = settings.value(QStringLiteral("Default")).toString();
    if (value.isEmpty())
        value = settings.value(QStringLiteral(".")).toString();
    settings.endGroup();
    return value;
}

} // namespace

QList<RegisteredPython> Pep514Registry::read(QSettings& settings, const QString& where)
{
    QList<RegisteredPython> found;
    for (const QString& company : settings.childGroups()) {
        // PEP 514: the launcher registers itself under PyLauncher; it runs Pythons, it is none.
        if (company.compare(QLatin1String("PyLauncher"), Qt::CaseInsensitive) == 0)
            continue;
        settings.beginGroup(company);
        for (const QString& tag : settings.childGroups()) {
            settings.beginGroup(tag);
            RegisteredPython python;
            python.company = company;
            python.tag = tag;
            python.where = where;
            python.version = settings.value(QStringLiteral("SysVersion")).toString();
            if (python.version.isEmpty())
                python.version = settings.value(QStringLiteral("Version")).toString();
            python.architecture = settings.value(QStringLiteral("SysArchitecture")).toString();
            if (settings.childGroups().contains(QLatin1String("InstallPath"), Qt::CaseInsensitive)) {
                python.executable = settings.value(QStringLiteral("InstallPath/ExecutablePath")).toString();
                if (python.executable.isEmpty()) {
                    const QString home = defaultValue(settings, QStringLiteral("InstallPath"));
                    if (!home.isEmpty())
                        python.executable =
                            QDir(QDir::fromNativeSeparators(home)).filePath(QStringLiteral("python.exe"));
                }
            }
            settings.endGroup();
            if (!python.executable.isEmpty()) {
                python.executable = QDir::cleanPath(withSlashes(python.executable));
                found.append(python);
            }
        }
        settings.endGroup();
    }
    return found;
}

QList<RegisteredPython> Pep514Registry::find()
{
    QList<RegisteredPython> all;
#ifdef Q_OS_WIN
    struct Place
    {
        const char* key;
        QSettings::Format format;
        const char* where;
    };
    // The user's own installs first (python.org's default is "just for me"), then the machine's.
    static const Place places[] = {
        {"HKEY_CURRENT_USER\\Software\\Python", QSettings::NativeFormat, "HKCU"},
        {"HKEY_LOCAL_MACHINE\\Software\\Python", QSettings::Registry64Format, "HKLM"},
        {"HKEY_LOCAL_MACHINE\\Software\\Python", QSettings::Registry32Format, "HKLM (32-bit)"},
    };
    QSet<QString> seen;
    for (const Place& place : places) {
        QSettings settings(QLatin1String(place.key), place.format);
        for (const RegisteredPython& python : read(settings, QLatin1String(place.where))) {
            const QString key = python.executable.toLower();
            if (seen.contains(key))
                continue;
            seen.insert(key);
            all.append(python);
        }
    }
#endif
    return all;
}

} // namespace ts
