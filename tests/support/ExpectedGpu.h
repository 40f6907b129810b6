// SPDX-License-Identifier: GPL-3.0-or-later
// What a pasted-format reader test row expects: GPUs built field by field, and what one paste must give.
#pragma once

#include "system/GpuInfo.h"

#include <QJsonDocument>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <utility>

namespace pastetest {

/** A GPU as a row expects it; what is not set must stay unknown in the reading. */
class Gpu
{
public:
    Gpu& vendor(const char* v) { return set(m_g.vendorId, v, "vendor_id"); }
    Gpu& device(const char* v) { return set(m_g.deviceId, v, "device_id"); }
    Gpu& subsystem(const char* vendorId, const char* deviceId)
    {
        set(m_g.subsystemVendorId, vendorId, "subsystem_vendor_id");
        return set(m_g.subsystemDeviceId, deviceId, "subsystem_device_id");
    }
    Gpu& pciClass(const char* v) { return set(m_g.pciClass, v, "pci_class"); }
    Gpu& name(const char* v) { return set(m_g.name, v, "name"); }
    Gpu& bus(const char* v) { return set(m_g.busId, v, "bus_id"); }
    Gpu& driver(const char* v) { return set(m_g.driverVersion, v, "driver_version"); }
    Gpu& cc(const char* v) { return set(m_g.computeCapability, v, "compute_capability"); }
    Gpu& memory(qint64 mib)
    {
        m_g.memoryMib = mib;
        m_fields << QStringLiteral("memory_mib");
        return *this;
    }
    Gpu& integrated(bool v)
    {
        m_g.integrated = v;
        m_fields << QStringLiteral("integrated");
        return *this;
    }
    /** Names another source than the row's default for one field (facts applied by the parser). */
    Gpu& from(const char* field, const char* source)
    {
        m_sources.insert(QLatin1String(field), QLatin1String(source));
        return *this;
    }

    /** The expected value: every set field noted as coming from `source` unless from() said else. */
    ts::GpuInfo expected(const QString& source) const
    {
        ts::GpuInfo g = m_g;
        for (const QString& f : m_fields)
            g.note(f, m_sources.value(f, source));
        return g;
    }

private:
    Gpu& set(QString& field, const char* value, const char* name)
    {
        field = QLatin1String(value);
        m_fields << QLatin1String(name);
        return *this;
    }
    ts::GpuInfo m_g;
    QStringList m_fields;
    QMap<QString, QString> m_sources;
};

/** An NVIDIA GPU: nvidia-smi lists NVIDIA GPUs only. */
inline Gpu nv()
{
    return Gpu().vendor("10de");
}

/** What one paste must give. */
struct Expect
{
    Expect(QList<Gpu> g = {}, QStringList f = {}, QStringList s = {}, QString r = {})
        : gpus(std::move(g)), facts(std::move(f)), skipped(std::move(s)), recognized(std::move(r))
    {
    }
    QList<Gpu> gpus;
    QStringList facts;   ///< "key=value", all of them
    QStringList skipped; ///< substrings of the skipped notes, one per note, in order
    QString recognized;  ///< a substring one recognized note must contain, when set
};

/** A GPU as compact JSON, sources included, for comparing whole values. */
inline QByteArray json(const ts::GpuInfo& g)
{
    return QJsonDocument(g.toJson()).toJson(QJsonDocument::Compact);
}

} // namespace pastetest

Q_DECLARE_METATYPE(pastetest::Expect)
