// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallProgress.h"

#include <QFile>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * The log of one install, kept for support: the plan, every step, pip's and the check's lines, the
 * warnings and the outcome, each with the time. One file per install in directory(); the support
 * bundle takes the newest ones. Index URLs reach it redacted (the plan and the runner redact them).
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
    QString path() const { return m_file.fileName(); }

private:
    QFile m_file;
};

} // namespace ts
