// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/VideoControllerRecord.h"

#include "detect/paste/NonComputeAdapters.h"
#include "detect/paste/VendorFromName.h"
#include "detect/paste/WindowsPnp.h"
#include "system/PciIds.h"
#include "system/WindowsDriverVersion.h"

#include <QRegularExpression>

namespace ts {

namespace {

QString idsText(const GpuInfo& g)
{
    if (g.vendorId.isEmpty() || g.deviceId.isEmpty())
        return {};
    return QStringLiteral(" [%1:%2]").arg(g.vendorId, g.deviceId);
}

} // namespace

bool VideoControllerRecord::isVideoControllerProperty(QStringView key)
{
    static const char* const kKeys[] = {
        "PNPDeviceID",       "AdapterRAM",      "AdapterCompatibility",        "AdapterDACType",
        "VideoProcessor",    "DriverVersion",   "VideoModeDescription",        "InstalledDisplayDrivers",
        "VideoArchitecture", "VideoMemoryType", "CurrentHorizontalResolution", "InfSection"};
    for (const char* k : kKeys) {
        if (key.compare(QLatin1String(k), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool VideoControllerRecord::isVideoControllerTable(const QStringList& columns, bool hint)
{
    for (const QString& name : columns) {
        if (isVideoControllerProperty(name))
            return true;
    }
    return hint && (columns.contains(QLatin1String("Name"), Qt::CaseInsensitive) ||
                    columns.contains(QLatin1String("Caption"), Qt::CaseInsensitive));
}

bool VideoControllerRecord::rowFits(const QStringList& columns, const QStringList& values)
{
    static const QRegularExpression number(QStringLiteral("^[0-9]*$"));
    static const QRegularExpression version(QStringLiteral("^[0-9.]*(?:\\.\\.\\.|\u2026)?$"));
    static const QRegularExpression devicePath(
        QStringLiteral("^(?:[A-Za-z][A-Za-z0-9_]*\\\\.*|[A-Za-z0-9_]*(?:\\.\\.\\.|\u2026))?$"));
    auto cell = [&](const char* name) {
        for (int i = 0; i < columns.size() && i < values.size(); ++i) {
            if (columns.at(i).compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
                return values.at(i);
        }
        return QString();
    };
    bool any = false;
    for (const QString& v : values)
        any = any || !v.isEmpty();
    return any && number.match(cell("AdapterRAM")).hasMatch() && version.match(cell("DriverVersion")).hasMatch() &&
           devicePath.match(cell("PNPDeviceID")).hasMatch();
}

void VideoControllerRecord::set(const QString& key, const QString& value)
{
    const QString k = key.toLower();
    if (!m_values.contains(k))
        m_values.insert(k, value.trimmed());
}

void VideoControllerRecord::append(const QString& key, const QString& more)
{
    const QString k = key.toLower();
    QString& v = m_values[k];
    if (v.isEmpty())
        v = more.trimmed();
    else if (k == QLatin1String("pnpdeviceid"))
        v += more.trimmed();
    else
        v += QLatin1Char(' ') + more.trimmed();
}

QString VideoControllerRecord::value(const QString& key) const
{
    return m_values.value(key.toLower());
}

bool VideoControllerRecord::has(const QString& key) const
{
    return m_values.contains(key.toLower());
}

bool VideoControllerRecord::isVideoController(bool commandSaysVideoController) const
{
    for (const char* classKey : {"creationclassname", "__class"}) {
        const QString c = m_values.value(QLatin1String(classKey));
        if (!c.isEmpty())
            return c.compare(QLatin1String("Win32_VideoController"), Qt::CaseInsensitive) == 0;
    }
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it) {
        if (isVideoControllerProperty(it.key()))
            return true;
    }
    return commandSaysVideoController && (has(QStringLiteral("Name")) || has(QStringLiteral("Caption")));
}

void VideoControllerRecord::readInto(PasteReading& reading, const QString& readerId) const
{
    const QString source = QStringLiteral("paste:") + readerId;
    bool nameCut = false;
    QString name;
    for (const char* key : {"name", "caption", "description"}) {
        name = windows::withoutEllipsis(m_values.value(QLatin1String(key)), &nameCut);
        if (!name.isEmpty())
            break;
    }
    const QString pnp = m_values.value(QStringLiteral("pnpdeviceid"));
    const windows::PnpIds ids = windows::parsePnpDeviceId(pnp);
    const QString label = name.isEmpty() ? QStringLiteral("a video controller") : name;

    if (name.isEmpty() && ids.vendorId.isEmpty()) {
        reading.skipped.append(
            QStringLiteral("%1: skipped a video controller that shows neither a name nor a PCI id").arg(readerId));
        return;
    }

    GpuInfo g;
    g.set(g.vendorId, ids.vendorId, "vendor_id", source);
    g.set(g.deviceId, ids.deviceId, "device_id", source);
    g.set(g.subsystemVendorId, ids.subsystemVendorId, "subsystem_vendor_id", source);
    g.set(g.subsystemDeviceId, ids.subsystemDeviceId, "subsystem_device_id", source);

    // Windows falls back to its Basic Display Adapter when a device has no vendor driver: with a GPU
    // vendor's PCI id behind it this is a real GPU that needs a driver, not a software adapter. The
    // name and the rest describe Microsoft's driver, not the board, so only the ids are kept.
    if (windows::isBasicDisplayAdapter(name) && ids.isPci() &&
        (ids.vendorId == pci::kNvidia || ids.vendorId == pci::kAmd || ids.vendorId == pci::kIntel)) {
        g.usable = false;
        g.unusableReason = windows::basicDisplayReason();
        g.note(QStringLiteral("usable"), source);
        reading.gpus.append(g);
        reading.recognized.append(QStringLiteral("%1: %2 GPU%3 without its driver (shown as %4)")
                                      .arg(readerId, pci::vendorName(ids.vendorId), idsText(g), name));
        return;
    }

    QString reason = adapters::nonComputeReason(ids.vendorId, name);
    if (reason.isEmpty() && windows::isBasicDisplayAdapter(name))
        reason = QStringLiteral("Windows' fallback display driver with no GPU behind it");
    if (reason.isEmpty() && !ids.enumerator.isEmpty() && !ids.isPci())
        reason = QStringLiteral("not a PCI device: a virtual, remote or USB display");
    if (!reason.isEmpty()) {
        reading.skipped.append(QStringLiteral("%1: skipped %2 (%3)").arg(readerId, label, reason));
        return;
    }

    g.set(g.name, name, "name", source);
    // Without a PnP id the vendor comes from the name, else from AdapterCompatibility ("NVIDIA",
    // "Advanced Micro Devices, Inc."): both are the vendor's own words.
    if (!vendor::fillFromName(g) && g.vendorId.isEmpty())
        g.set(g.vendorId, vendor::idFromName(m_values.value(QStringLiteral("adaptercompatibility"))), "vendor_id",
              source);

    // NVIDIA boards get NVIDIA's own driver number (31.0.15.3623 -> 536.23), the form CUDA's driver
    // requirements are written in; other vendors keep the Windows form. Without a PnP id the vendor
    // the name or AdapterCompatibility states is enough to choose.
    QString vendor = ids.vendorId;
    if (vendor.isEmpty())
        vendor =
            pci::vendorIdFromName(name + QLatin1Char(' ') + m_values.value(QStringLiteral("adaptercompatibility")));
    static const QRegularExpression versionLike(QStringLiteral("^[0-9]+(\\.[0-9]+)+$"));
    const QString rawDriver = m_values.value(QStringLiteral("driverversion"));
    if (versionLike.match(rawDriver).hasMatch())
        g.set(g.driverVersion, windowsdriver::vendorVersion(vendor, rawDriver), "driver_version", source);

    const windows::AdapterRam ram = windows::parseAdapterRam(m_values.value(QStringLiteral("adapterram")));
    if (ram.mib >= 0) {
        g.memoryMib = ram.mib;
        g.note(QStringLiteral("memory_mib"), source);
    }

    QString sentence = QStringLiteral("%1: %2%3").arg(readerId, label, idsText(g));
    if (nameCut)
        sentence += QStringLiteral(" (name cut short by the table)");
    if (!g.driverVersion.isEmpty())
        sentence += QStringLiteral(", driver %1").arg(g.driverVersion);
    if (g.memoryMib >= 0)
        sentence += QStringLiteral(", %1 MiB").arg(g.memoryMib);
    if (ram.capped)
        sentence += QStringLiteral("; AdapterRAM is capped at 4 GiB, so the memory size is unknown");
    reading.gpus.append(g);
    reading.recognized.append(sentence);
}

void VideoControllerRecord::readAllInto(const QList<VideoControllerRecord>& records, PasteReading& reading,
                                        const QString& readerId)
{
    for (const VideoControllerRecord& r : records) {
        r.readInto(reading, readerId);
        for (int l : r.lines)
            reading.consumed.insert(l);
    }
    if (!reading.consumed.isEmpty())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("windows"));
}

} // namespace ts
