// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallLog.h"

#include "util/PrivateFile.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ts {

QString InstallLog::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/torch-setup/logs");
}

QStringList InstallLog::recent(int count, const QString& dir)
{
    QStringList out;
    const QFileInfoList files = QDir(dir).entryInfoList({QStringLiteral("install-*.log")}, QDir::Files, QDir::Time);
    for (const QFileInfo& f : files) {
        if (out.size() >= count)
            break;
        out << f.absoluteFilePath();
    }
    return out;
}

InstallLog::InstallLog(const QString& venv, const QString& dir)
{
    QDir().mkpath(dir);
    m_redactor.learnEnvironment(QProcessEnvironment::systemEnvironment());
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    m_path = dir + QStringLiteral("/install-") + stamp + QStringLiteral(".log");
    if (privatefile::openForAppend(m_file, m_path))
        write(QStringLiteral("Torch Setup %1: install into %2")
                  .arg(QStringLiteral(TORCH_SETUP_VERSION), QDir::toNativeSeparators(venv)));
}

void InstallLog::write(const QString& line)
{
    if (!m_file.isOpen())
        return;
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    for (const QString& l : m_redactor.redact(line).split(QLatin1Char('\n')))
        m_file.write((stamp + QLatin1Char(' ') + l + QLatin1Char('\n')).toUtf8());
    m_file.flush();
}

void InstallLog::write(const InstallProgress& event)
{
    switch (event.kind) {
    case InstallProgress::Kind::Step:
        write(QStringLiteral("== ") + event.stepText);
        break;
    case InstallProgress::Kind::Log:
        write(event.line);
        break;
    case InstallProgress::Kind::Warning:
        write(QStringLiteral("! ") + event.line);
        break;
    case InstallProgress::Kind::Finished:
        write(QStringLiteral("== finished"));
        break;
    case InstallProgress::Kind::Resolved:
        write(event.chosenText());
        break;
    default:
        break; // byte progress is not worth a line each
    }
}

} // namespace ts
