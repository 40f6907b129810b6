// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QString>

#include <memory>

namespace ts {

/**
 * Looks up vendor and device names in a pci.ids file (the database lspci uses) without reading it
 * all: the file is memory-mapped and scanned for the vendor's line, then for the device's line
 * inside that vendor's section. Used by detection to name GPUs found by id only.
 */
class PciIdsFile
{
public:
    /** Opens `path`; with an empty path, the first of the usual system locations that exists. */
    explicit PciIdsFile(const QString& path = {});
    ~PciIdsFile();
    PciIdsFile(const PciIdsFile&) = delete;
    PciIdsFile& operator=(const PciIdsFile&) = delete;

    bool isOpen() const { return m_data != nullptr; }
    QString path() const { return m_file.fileName(); }

    /** The device's name ("AD102 [GeForce RTX 4090]"), or empty when unknown. Ids: 4 lowercase hex. */
    QString deviceName(const QString& vendorId, const QString& deviceId) const;
    /** The vendor's name ("NVIDIA Corporation"), or empty. */
    QString vendorName(const QString& vendorId) const;

    /** The usual locations of pci.ids on Linux distributions. */
    static QStringList systemLocations();

private:
    qsizetype findVendor(const QString& vendorId) const;
    QFile m_file;
    const char* m_data = nullptr;
    qsizetype m_size = 0;
};

} // namespace ts
