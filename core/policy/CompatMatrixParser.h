// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/CompatMatrix.h"
#include "util/Result.h"

#include <QHash>
#include <QJsonObject>

#include <memory>

namespace ts {

/** The parsed matrix that CompatMatrix values share. Built only by parseCompatMatrix(). */
struct CompatMatrix::Data
{
    QString updated;
    QList<CompatPlatform> platforms;
    QList<CompatVariant> variants;
    QHash<QString, qsizetype> variantIndex; ///< id -> index into variants
    QList<TorchRelease> releases;           ///< newest first
    QList<CudaKernels> kernels;
    QList<RocmKernels> rocmKernels;
    QString theRockExtraTemplate; ///< e.g. "device-{target}"
    QList<TheRockChannel> theRockChannels;
    QList<TritonCompanion> triton;
};

/**
 * Validates the matrix's JSON object and builds its data. Fails with "<path>: <problem>" for the
 * first problem found (the caller prefixes the file name); see CompatMatrix::load().
 */
Result<std::shared_ptr<const CompatMatrix::Data>> parseCompatMatrix(const QJsonObject& root);

} // namespace ts
