// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "network/NetworkServices.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

/**
 * Which files pip chose when it resolved through the loopback mirror: from its `--report` (pip 22.2
 * and newer finish a dry run with one), or, for a pip that fetches whole files even for a dry run
 * (before 25.3) and was stopped at that point, from the metadata it asked the mirror for.
 */
namespace ts::pipchoice {

/** "torch-2.6.0+cpu-cp313-cp313-linux_x86_64.whl" -> torch, 2.6.0+cpu; "alpha-1.0.tar.gz" -> alpha, 1.0. */
std::pair<QString, QString> projectAndVersion(const QString& fileName);

/** The file names of what pip's report says it would install, with each one's URL, in its order. */
QList<std::pair<QString, QUrl>> fromReport(const QJsonObject& report);

/** An older pip's choice: per project the file whose metadata it read last (its choice, unless it
 *  backtracked onto an earlier one), and the files it fetched whole to resolve (no metadata). */
QList<MirroredFile> fromMetadataRead(const QList<MirroredFile>& mirrored);

} // namespace ts::pipchoice
