// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ts {

struct InstallPlan;

/** The space an install needs on one volume, and what it has free. */
struct VolumeNeed
{
    QString root;          ///< the volume's mount point ("/", "C:/")
    QStringList uses;      ///< what goes there: "downloads", "pip's temporary copies", "the environment", ...
    qint64 needed = 0;     ///< bytes
    qint64 available = -1; ///< bytes free for this user; -1 when unknown

    bool enough() const { return available < 0 || available >= needed; }
    QJsonObject toJson() const;
};

/**
 * The disk space an install needs per volume: the downloads in the cache's volume, pip's temporary
 * copies of the files in the temporary folder's, the unpacked packages in the environment's (a
 * wheel takes about kUnpackFactor times its size once unpacked), and a portable Python in its own
 * place. Volumes that hold several of these add them up.
 */
namespace diskneeds {

constexpr double kUnpackFactor = 2.5;
/** A portable Python, unpacked (python-build-standalone's install_only archives unpack to ~100 MB). */
constexpr qint64 kPortablePythonBytes = qint64(150) * 1000 * 1000;

/**
 * `downloadBytes`: what is still to be fetched into the cache; `packageBytes`: every file pip installs
 * (downloaded now or taken from the cache).
 */
QList<VolumeNeed> measure(const InstallPlan& plan, qint64 downloadBytes, qint64 packageBytes);

/** The sentence for the first volume short of space (what to free, or where else to go); empty when all fit. */
QString shortage(const QList<VolumeNeed>& needs);

} // namespace diskneeds
} // namespace ts
