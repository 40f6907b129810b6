// SPDX-License-Identifier: GPL-3.0-or-later
// How facts from several sources about the same GPUs are joined.
#include "detect/GpuMerger.h"

#include <QTest>

using namespace ts;

namespace {
GpuInfo gpu(const char* vendor, const char* device, const char* bus, const char* name, const char* source)
{
    GpuInfo g;
    g.vendorId = QLatin1String(vendor);
    g.deviceId = QLatin1String(device);
    g.busId = QLatin1String(bus);
    g.name = QLatin1String(name);
    for (const char* f : {"vendor_id", "device_id", "bus_id", "name"})
        g.note(QLatin1String(f), QLatin1String(source));
    return g;
}
} // namespace

class TestGpuMerger : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void byBusId();
    void byOrderWithinVendor();
    void differentAddressesStayApart();
    void conflictingIdsStayApart();
    void cutShortNameKeepsWholeName();
};

void TestGpuMerger::byBusId()
{
    QList<GpuInfo> into{gpu("8086", "46a6", "0000:00:02.0", "Alder Lake-P GT2", "sysfs"),
                        gpu("10de", "2560", "0000:01:00.0", "GA106M", "sysfs")};
    GpuInfo smi = gpu("", "", "0000:01:00.0", "NVIDIA GeForce RTX 3060 Laptop GPU", "nvidia-smi");
    smi.memoryMib = 6144;
    smi.note(QStringLiteral("memory_mib"), QStringLiteral("nvidia-smi"));
    GpuMerger::merge(into, {smi});
    QCOMPARE(into.size(), 2);
    QCOMPARE(into.at(1).name, QStringLiteral("NVIDIA GeForce RTX 3060 Laptop GPU"));
    QCOMPARE(into.at(1).memoryMib, 6144);
    QCOMPARE(into.at(1).deviceId, QStringLiteral("2560"));
    QCOMPARE(into.at(1).sources.value(QStringLiteral("name")), QStringLiteral("nvidia-smi"));
    QCOMPARE(into.at(1).sources.value(QStringLiteral("device_id")), QStringLiteral("sysfs"));
}

void TestGpuMerger::byOrderWithinVendor()
{
    // nvidia-smi -L gives no addresses: its GPUs match the NVIDIA GPUs in order, never the Intel one.
    QList<GpuInfo> into{gpu("8086", "46a6", "0000:00:02.0", "", "lspci"),
                        gpu("10de", "2684", "0000:01:00.0", "", "lspci"),
                        gpu("10de", "2684", "0000:02:00.0", "", "lspci")};
    GpuMerger::merge(into, {gpu("10de", "", "", "NVIDIA GeForce RTX 4090 A", "nvidia-smi-L"),
                            gpu("10de", "", "", "NVIDIA GeForce RTX 4090 B", "nvidia-smi-L")});
    QCOMPARE(into.size(), 3);
    QCOMPARE(into.at(0).name, QString());
    QCOMPARE(into.at(1).name, QStringLiteral("NVIDIA GeForce RTX 4090 A"));
    QCOMPARE(into.at(2).name, QStringLiteral("NVIDIA GeForce RTX 4090 B"));
}

void TestGpuMerger::differentAddressesStayApart()
{
    QList<GpuInfo> into{gpu("1002", "744c", "0000:03:00.0", "", "sysfs")};
    GpuMerger::merge(into, {gpu("1002", "744c", "0000:43:00.0", "", "sysfs")});
    QCOMPARE(into.size(), 2);
}

void TestGpuMerger::conflictingIdsStayApart()
{
    QList<GpuInfo> into{gpu("1002", "744c", "", "", "rocminfo")};
    GpuMerger::merge(into, {gpu("1002", "66af", "", "", "rocm-smi")});
    QCOMPARE(into.size(), 2);
}

void TestGpuMerger::cutShortNameKeepsWholeName()
{
    QList<GpuInfo> into{gpu("10de", "", "", "NVIDIA GeForce RTX 4060 Laptop GPU", "nvidia-smi-L")};
    GpuMerger::merge(into, {gpu("10de", "", "0000:01:00.0", "NVIDIA GeForce RTX 4060", "nvidia-smi")});
    QCOMPARE(into.size(), 1);
    QCOMPARE(into.at(0).name, QStringLiteral("NVIDIA GeForce RTX 4060 Laptop GPU"));
    QCOMPARE(into.at(0).busId, QStringLiteral("0000:01:00.0"));
}

QTEST_GUILESS_MAIN(TestGpuMerger)
#include "tst_gpumerger.moc"
