// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallLog.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/**
 * What a program leaves when it ends on a fault of its own (util/FatalSignalReport): the paragraph it
 * wrote on standard error, kept in `fault-<program>.txt` in the logs folder as well, where a user who
 * never saw a terminal can be told of it and support can find it. The window's next start takes a new
 * report (renamed with its time, `fault-<program>-<time>.txt`, so it is told once); support bundles
 * carry the newest reports of every program.
 */
class FaultReport
{
public:
    /** The file the signal handler writes for `program` ("torch-setup", "torch-setup-cli"). */
    static QString pendingPath(const QString& program, const QString& dir = InstallLog::directory());
    /** Makes the folder and points the signal handler at pendingPath; call once, early in main(). */
    static void keepFor(const QString& program, const QString& dir = InstallLog::directory());

    struct Taken
    {
        QString path;   ///< where the report is now, renamed with its time
        QDateTime when; ///< when it was written (the file's time)
        /** The first line of the message the program ended with (Qt's "no Qt platform plugin could be
         *  initialized"), as the report kept it; empty when it kept none. */
        QString lastMessage;
    };
    /** The report `program` left and nobody has taken yet, renamed so that the next call finds none;
     *  nullopt when there is none (or it cannot be renamed: it is then told again next time). The
     *  five newest taken reports of `program` are kept, older ones removed. */
    static std::optional<Taken> takeNew(const QString& program, const QString& dir = InstallLog::directory());
    /** The newest `count` reports of any program in `dir`, taken or not, newest first. */
    static QStringList recent(int count, const QString& dir = InstallLog::directory());
};

} // namespace ts
