// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/DetectionSource.h"

namespace ts {

/**
 * AMD's compute view of the machine: `<root>/sys/class/kfd/kfd/topology/nodes/N/properties`. A node
 * with SIMDs and an initialised gfx_target_version is a GPU (CPU nodes have no SIMDs; a GPU whose
 * target reads 0 is not initialised and is noted, not used). Each GPU node is matched to its PCI
 * device by domain + location_id and gives the gfx target, HIP's device order (kfd_node) and, when
 * the node also has CPU cores (older APUs the firmware describes), that the GPU is integrated. Also whether
 * `<root>/dev/kfd` exists and whether this user may open it (members of the render/video groups may).
 */
class KfdTopologySource : public DetectionSource
{
public:
    /** `checkAccess`: ask the OS whether /dev/kfd may be opened (live); off for captures, which
     *  record that fact in system.json instead. */
    KfdTopologySource(QString root, bool checkAccess) : m_root(std::move(root)), m_checkAccess(checkAccess) {}
    QString name() const override { return QStringLiteral("kfd"); }
    void collect(SystemInfo& info) const override;

    /** "gfx1100" for KFD's gfx_target_version 110000; see kfd::gfxTargetFromVersion(). */
    static QString gfxTargetFromVersion(qint64 version);

private:
    QString m_root;
    bool m_checkAccess;
};

} // namespace ts
