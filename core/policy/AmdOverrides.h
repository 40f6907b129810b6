// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * Policy data for AMD GPUs no ROCm build has kernels for (resources/amd-overrides.json): which
 * native target HSA_OVERRIDE_GFX_VERSION can stand in for, and variables some targets need.
 */
class AmdOverrides
{
public:
    /** What sources report of running a GPU with the stand-in's kernels. */
    enum class Status {
        Works,  ///< reported working; offered only when no build runs the GPU natively
        Unsafe, ///< reported to fault or hang the GPU; never offered, not even as a fallback
    };

    struct Override
    {
        QString native; ///< the target whose kernels run, e.g. "gfx1030"
        QString value;  ///< HSA_OVERRIDE_GFX_VERSION, e.g. "10.3.0"
        Status status = Status::Works;
        QString evidence; ///< what the sources report, one sentence
        QString source;

        bool unsafe() const { return status == Status::Unsafe; }
    };

    static Result<AmdOverrides> load(const QByteArray& json, const QString& where);
    static AmdOverrides builtIn();

    /** The stand-in for `gfx`, if the data has one; check unsafe() before offering it. */
    const Override* overrideFor(const QString& gfx) const;
    /** Variables `gfx` needs with any build (e.g. ROC_ENABLE_PRE_VEGA=1 for gfx803). */
    QMap<QString, QString> environmentFor(const QString& gfx) const;

private:
    QMap<QString, Override> m_overrides;
    QMap<QString, QMap<QString, QString>> m_environment;
};

} // namespace ts
