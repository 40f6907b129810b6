// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/DetectionSource.h"

namespace ts {

/**
 * Display-class PCI functions (class 0x03xxxx: VGA 0300, 3D 0302 and "Display controller" 0380,
 * which many APUs and Intel iGPUs use) from `<root>/sys/bus/pci/devices`, without lspci: ids,
 * subsystem ids, bound driver, boot_vga and, for amdgpu, VRAM. A function bound to vfio-pci (or
 * pci-stub) or to no driver is reported as present but unusable. Names come from pci.ids when the
 * system has one. Intel's iGPU sits at 00:02.0 by platform convention; that is the only place this
 * source marks a GPU integrated, the rest is left to the GPU database.
 */
class SysfsPciSource : public DetectionSource
{
public:
    /** `root` is "/" for this machine or a capture folder; `pciIds` the file to name devices from
     *  (empty: the system's). */
    explicit SysfsPciSource(QString root, QString pciIds = {}) : m_root(std::move(root)), m_pciIds(std::move(pciIds)) {}
    QString name() const override { return QStringLiteral("sysfs"); }
    void collect(SystemInfo& info) const override;

private:
    QString m_root;
    QString m_pciIds;
};

} // namespace ts
