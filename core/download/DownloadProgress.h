// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace ts {

/** How far one file of a batch is. Sizes are -1 while unknown (no Content-Length and no size from the index). */
struct FileProgress
{
    QString fileName;
    qint64 done = 0;
    qint64 total = -1;
    bool finished = false;  ///< verified and in the cache, or failed
    bool fromCache = false; ///< it was in the cache already (being checked again, or checked): nothing is fetched
    bool failed = false;    ///< finished without a verified file
};

/** A batch's progress, in the order of the requests; reported at a bounded rate. */
struct DownloadProgress
{
    QList<FileProgress> files;
    qint64 done = 0;    ///< bytes held over all files (cache hits count as done)
    qint64 total = -1;  ///< the sum of all sizes, or -1 while any size is unknown (show an indeterminate bar)
    qint64 fetched = 0; ///< bytes received over the network so far (the basis for speed: cache hits are free)
};

/** A file that is in the cache and verified. */
struct DownloadedFile
{
    QString path;           ///< the cached file: <cache>/files/sha256/<ab>/<hash>/<fileName>
    bool fromCache = false; ///< it was there already; nothing was fetched
    qint64 fetched = 0;     ///< bytes received over the network for it in this batch
};

/** Per request: the cached file, or a failure (BadInput: refused request; Failed: network, disk, hash; Cancelled). */
using DownloadResult = Result<DownloadedFile>;

} // namespace ts

Q_DECLARE_METATYPE(ts::DownloadProgress)
