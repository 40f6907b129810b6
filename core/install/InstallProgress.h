// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/DownloadProgress.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <utility>

namespace ts {

/**
 * One event of an install, as the wizard's progress page and the CLI's progress line (or its
 * --json-progress stream) show it. The steps have weights, so `fraction` moves with the work that
 * is really done: the download of the packages carries most of it, measured in bytes.
 */
struct InstallProgress
{
    enum class Kind {
        Step,     ///< a step begins (`step`, `stepText`)
        Progress, ///< bytes or the fraction moved
        Log,      ///< a line of a program's output (`line`)
        Warning,  ///< a sentence the user should read (`line`)
        Finished, ///< the install ended (see the runner's result)
        Resolved, ///< pip chose what it installs (`chosen`): the versions it took, 2.14.1 where the choice said 2.14
    };

    Kind kind = Kind::Progress;
    int stepIndex = 0; ///< 0-based
    int stepCount = 0;
    QString step;              ///< a stable id: "lock", "environment", "packages", "configure", "check"
    QString stepText;          ///< the step in words, present tense: "Downloading and installing packages"
    bool skipped = false;      ///< for Step events: this install does not need the step; it passes at once
    double fraction = 0;       ///< the whole install, 0..1
    qint64 bytesDone = 0;      ///< downloaded (or found in the cache) so far
    qint64 bytesTotal = -1;    ///< the sum of the files' sizes, -1 while unknown
    double bytesPerSecond = 0; ///< over the last few seconds; 0 when nothing is moving
    int etaSeconds = -1;       ///< -1 when unknown
    QList<FileProgress> files; ///< per file, for Progress events
    QString line;              ///< for Log and Warning events
    /// For Resolved events: each project pip chose with its version ("torch", "2.14.1+cu130"), in pip's order.
    QList<std::pair<QString, QString>> chosen;

    /** One JSON object, the --json-progress format (docs/progress-events.md). */
    QJsonObject toJson() const;
    /** "step", "progress", "log", "warning", "finished", "resolved". */
    static QString kindName(Kind kind);
    /** For Resolved events: the version of `project` pip chose ("2.14.1+cu130"), empty when it chose none. */
    QString chosenVersion(const QString& project) const;
    /** For Resolved events: "pip chose torch 2.14.1+cu130, torchvision 0.29.1+cu130." (torch's family when
     *  pip chose any of it, else every project; empty when it chose nothing). */
    QString chosenText() const;
};

} // namespace ts

Q_DECLARE_METATYPE(ts::InstallProgress)
