// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnose/DriverForBuild.h"

#include "system/Version.h"

namespace ts {

std::optional<DriverShortfall> DriverShortfall::judge(const QString& buildCuda, const QString& driver,
                                                      const QString& os, const CompatMatrix& matrix)
{
    const std::optional<Version> cuda = Version::parse(buildCuda);
    const std::optional<Version> installed = Version::parse(driver);
    if (!cuda || !installed || cuda->isNull() || installed->isNull())
        return std::nullopt;
    const QString system = os == QLatin1String("windows") ? QStringLiteral("windows") : QStringLiteral("linux");
    // The variant of the build's CUDA release: "10.2.89" and "10.2" are both cu102.
    std::optional<Version> needed;
    std::optional<Version> newestRunnable;
    for (const QString& id : matrix.variantIds()) {
        const CompatVariant* v = matrix.variant(id);
        if (!v || v->kind != VariantKind::Cuda || v->cuda.isNull())
            continue;
        const std::optional<Version> least = matrix.minDriver(id, system);
        if (!least)
            continue;
        if (cuda->startsWith(v->cuda) && (!needed || *least < *needed))
            needed = least;
        if (*least <= *installed && (!newestRunnable || *newestRunnable < v->cuda))
            newestRunnable = v->cuda;
    }
    if (!needed || *needed <= *installed)
        return std::nullopt;
    DriverShortfall s;
    s.driver = driver;
    s.buildCuda = buildCuda;
    s.needed = needed->toString();
    s.driverCuda = newestRunnable ? newestRunnable->toString() : QString();
    return s;
}

} // namespace ts
