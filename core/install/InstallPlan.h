// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/PythonInterpreter.h"
#include "install/VenvChange.h"
#include "install/VenvState.h"
#include "policy/Recommendation.h"
#include "system/SystemInfo.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace ts {

/**
 * Everything an install will do, decided before anything changes: the one object the wizard's pages
 * show and edit and `install --dry-run` prints, and the only input of InstallRunner. Made by
 * InstallPlanner. Index URLs are kept with their credentials (pip needs them through the mirror);
 * toJson() and toText() show them redacted.
 */
struct InstallPlan
{
    QString venv;                  ///< absolute path of the environment
    PythonInterpreter python;      ///< the interpreter that creates it (or the environment's own)
    SystemInfo system;             ///< the machine the build was chosen for
    InstallChoice choice;          ///< the build: platform, torch version, index, variables to persist
    QStringList requirements;      ///< what pip is asked to install
    QList<QUrl> indexUrls;         ///< the upstream indexes, main one first
    QStringList findLinks;         ///< local wheel folders that exist
    QString cacheDir;              ///< the download cache
    bool allowInsecureHttp = false;
    VenvState venvState;           ///< what the folder holds now
    VenvChange change;             ///< what the install does to it
    QStringList notes;             ///< sentences worth showing (an index replaced, a setting ignored)
    QStringList warnings;          ///< sentences the user should act on

    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace ts
