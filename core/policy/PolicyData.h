// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/AmdOverrides.h"
#include "policy/CompatMatrix.h"
#include "policy/GpuDatabase.h"
#include "policy/PolicyDataVersion.h"
#include "policy/PortablePythonSource.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ts {

/**
 * The policy data one decision is made from: the compatibility matrix, the GPU database, the AMD
 * overrides, the failure signatures and the portable Pythons, with the version that names them all. Either the data
 * built into the program or a signed update that was accepted (docs/policy-data.md, "Updates between releases");
 * whoever makes a value from an update has validated every part of it.
 *
 * A value type; copies share the parsed data.
 */
struct PolicyData
{
    enum class Origin {
        BuiltIn, ///< the resources compiled into the program
        Update,  ///< a signed policy bundle accepted after the program was built
    };

    CompatMatrix matrix;
    GpuDatabase gpuDatabase;
    AmdOverrides amdOverrides;
    /// The failure signatures' JSON text (resources/failure-signatures.json's format); the layer that
    /// reads signatures parses it.
    QByteArray failureSignatures;
    /// The portable Pythons an update names (resources/portable-python.json's format); none: the
    /// built-in list (an update may leave the file out).
    std::optional<PortablePythonSource> portablePython;
    PolicyDataVersion version;
    Origin origin = Origin::BuiltIn;
    QString source; ///< where an update came from (a folder, a web address without credentials)
    /// An update's bundle and detached signature as they were received (empty for the built-in data):
    /// a support bundle carries them, so that support can replay a decision with the customer's data.
    QByteArray signedBundle;
    QByteArray signature;

    /** The data built into the program, with its version (resources/policy-data.json). */
    static PolicyData builtIn();
    /** The version of the built-in data; null only if the resource is damaged, which a tested build never is. */
    static PolicyDataVersion builtInVersion();
    /** Where `data update` looks without --from (resources/policy-data.json's update_url); empty when
     *  the program names no channel. */
    static QString builtInUpdateUrl();

    /** Where portable Pythons come from with this data: the update's list, else the built-in one. */
    PortablePythonSource portablePythons() const
    {
        return portablePython ? *portablePython : PortablePythonSource::builtIn();
    }

    /** "built-in" or "update", as JSON and reports write it. */
    QString originName() const;
};

} // namespace ts
