// SPDX-License-Identifier: GPL-3.0-or-later
// Builds real wheels for a test's package index with tests/support/make_wheels.py.
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QString>

/**
 * Writes `spec` (the wheels, as make_wheels.py reads them) to `specPath` and runs the script on it;
 * `scriptPath` is QFINDTESTDATA("../support/make_wheels.py") of the caller. A run past `timeoutMs` fails.
 * Returns what went wrong, as a sentence; empty on success.
 */
inline QString makeWheels(const QString& scriptPath, const QJsonArray& spec, const QString& specPath, int timeoutMs)
{
    QFile specFile(specPath);
    if (!specFile.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write %1: %2").arg(specPath, specFile.errorString());
    specFile.write(QJsonDocument(spec).toJson());
    specFile.close();
    QProcess make;
    make.start(QStringLiteral("python3"), {scriptPath, specPath});
    if (!make.waitForFinished(timeoutMs))
        return QStringLiteral("make_wheels.py did not finish in %1 ms").arg(timeoutMs);
    if (make.exitCode() != 0)
        return QStringLiteral("make_wheels.py exited with %1: %2")
            .arg(make.exitCode())
            .arg(QString::fromUtf8(make.readAllStandardError()));
    return {};
}
