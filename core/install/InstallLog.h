// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallProgress.h"
#include "util/Redactor.h"

#include <QFile>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * The log of one install, kept for support: the plan, every step, pip's and the check's lines, the
 * warnings and the outcome, each with the time. One file per install in directory(), readable by the
 * user alone (0600); the support bundle takes the newest ones. Every line is redacted before it is
 * written (the secrets of the environment, URL credentials, tokens: Redactor).
 */
class InstallLog
{
public:
    /** <user data>/torch-setup/logs */
    static QString directory();
    /** The newest `count` logs in `dir`, newest first. */
    static QStringList recent(int count, const QString& dir = directory());

    /** Starts a new log for an install into `venv`; a log that cannot be written is silently skipped. */
    explicit InstallLog(const QString& venv, const QString& dir = directory());

    void write(const QString& line);
    void write(const InstallProgress& event);
    QString path() const { return m_path; }

private:
    QFile m_file;
    QString m_path;
    Redactor m_redactor;
};

} // namespace ts
