// SPDX-License-Identifier: GPL-3.0-or-later
// Starts tests/support/package_index.py (a real HTTP server on 127.0.0.1) over a folder, and reads
// what it logged. Shared by the tests that talk to an index.
#pragma once

#include "HostPrograms.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSaveFile>
#include <QString>
#include <QUrl>

class IndexServer
{
public:
    ~IndexServer() { stop(); }

    /** Serves `root`; `scriptPath` is QFINDTESTDATA("../support/package_index.py") of the caller. */
    bool start(const QString& scriptPath, const QString& root, const QStringList& extraArgs = {})
    {
        m_root = root;
        m_process.setProgram(hostprograms::python());
        m_process.setArguments(QStringList{scriptPath, root} + extraArgs);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start();
        if (!m_process.waitForStarted() || !m_process.waitForReadyRead(10000))
            return false;
        const QByteArray line = m_process.readLine().trimmed();
        if (!line.startsWith("PORT "))
            return false;
        m_port = line.mid(5).toInt();
        return m_port > 0;
    }

    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(5000)) {
            m_process.kill();
            m_process.waitForFinished(2000);
        }
    }

    int port() const { return m_port; }
    QUrl url(const QString& path, const QString& host = QStringLiteral("127.0.0.1"),
             const QString& scheme = QStringLiteral("http")) const
    {
        return QUrl(QStringLiteral("%1://%2:%3%4").arg(scheme, host).arg(m_port).arg(path));
    }

    /** Sets the faults: url path -> behaviours in order (see package_index.py). */
    void setFaults(const QJsonObject& faults) const
    {
        write(QStringLiteral(".faults.json"), QJsonDocument(faults).toJson());
    }
    void clearFaults() const { QFile::remove(QDir(m_root).filePath(QStringLiteral(".faults.json"))); }
    /** Changes every ETag the server gives, as a server whose file versions changed would. */
    void setEtagSalt(const QString& salt) const { write(QStringLiteral(".etag-salt"), salt.toUtf8()); }

    /** The requests logged since the last clearLog(), oldest first. */
    QList<QJsonObject> requests() const
    {
        QList<QJsonObject> out;
        QFile f(QDir(m_root).filePath(QStringLiteral(".requests.log")));
        if (!f.open(QIODevice::ReadOnly))
            return out;
        const QList<QByteArray> lines = f.readAll().split('\n');
        for (const QByteArray& line : lines) {
            if (!line.trimmed().isEmpty())
                out << QJsonDocument::fromJson(line).object();
        }
        return out;
    }
    /** The logged requests for `path`. */
    QList<QJsonObject> requestsFor(const QString& path) const
    {
        QList<QJsonObject> out;
        const QList<QJsonObject> all = requests();
        for (const QJsonObject& r : all) {
            if (r.value(QStringLiteral("path")).toString() == path)
                out << r;
        }
        return out;
    }
    void clearLog() const { QFile::remove(QDir(m_root).filePath(QStringLiteral(".requests.log"))); }

private:
    void write(const QString& name, const QByteArray& data) const
    {
        QSaveFile f(QDir(m_root).filePath(name));
        if (f.open(QIODevice::WriteOnly)) {
            f.write(data);
            f.commit();
        }
    }

    QString m_root;
    QProcess m_process;
    int m_port = 0;
};
