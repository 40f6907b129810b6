// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/CompatMatrix.h"

#include <QString>

#include <optional>

namespace ts {

/**
 * An NVIDIA driver older than the CUDA build of torch needs, judged from the versions a text states
 * (collect_env's "CUDA used to build PyTorch: 10.2" and "Nvidia driver version: 418.87") against the
 * compatibility matrix's lowest driver per CUDA variant. No error text is needed: the two versions
 * alone say the build cannot run.
 */
struct DriverShortfall
{
    QString driver;     ///< the driver the text states, "418.87"
    QString buildCuda;  ///< the CUDA torch was built with, "10.2"
    QString needed;     ///< the lowest driver for that CUDA on the system, "440.33"
    QString driverCuda; ///< the newest CUDA the matrix lets this driver run, "10.1"; empty when none

    /**
     * The shortfall, or nullopt when the driver is new enough or a version is missing or unknown to
     * the matrix (a CUDA release it has no variant for: nothing is guessed). `os` picks the driver
     * numbers ("linux", "windows"); empty counts as linux.
     */
    static std::optional<DriverShortfall> judge(const QString& buildCuda, const QString& driver, const QString& os,
                                                const CompatMatrix& matrix);
};

} // namespace ts
