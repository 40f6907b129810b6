// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/DxdiagReader.h"
#include "detect/paste/FixedColumns.h"
#include "detect/paste/LspciReader.h"
#include "detect/paste/PasteParser.h"
#include "detect/paste/PasteSplitter.h"
#include "detect/paste/VendorFromName.h"
#include "detect/paste/WindowsPnp.h"
#include "detect/paste/WindowsVideoControllerReader.h"
#include "detect/paste/WmicReader.h"

#include "../support/PasteTestSupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <memory>
#include <vector>

using namespace ts;
using pastetest::factList;
using pastetest::fixtureText;

class TestLspciWindowsReaders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readers_data();
    void readers();
    void claims_data();
    void claims();
    void parser_data();
    void parser();
    void variants_data();
    void variants();
    void nearMisses_data();
    void nearMisses();
    void dxdiagFacts_data();
    void dxdiagFacts();
    void cutAnywhere_data();
    void cutAnywhere();
    void pnpDeviceId_data();
    void pnpDeviceId();
    void adapterRam_data();
    void adapterRam();
    void fixedColumns_data();
    void fixedColumns();
};

namespace {

const QStringList kReaderIds = {QStringLiteral("lspci"), QStringLiteral("win32-videocontroller"),
                                QStringLiteral("wmic"), QStringLiteral("dxdiag")};

std::unique_ptr<PasteReader> makeReader(const QString& id)
{
    if (id == QLatin1String("lspci"))
        return std::make_unique<LspciReader>();
    if (id == QLatin1String("win32-videocontroller"))
        return std::make_unique<WindowsVideoControllerReader>();
    if (id == QLatin1String("wmic"))
        return std::make_unique<WmicReader>();
    if (id == QLatin1String("dxdiag"))
        return std::make_unique<DxdiagReader>();
    return nullptr;
}

// What one reader takes from every block of a text that it claims, as the parser would offer them.
struct Combined
{
    PasteReading reading;
    int nonBlankLines = 0; // of the blocks the reader read
    int consumedLines = 0;
};

Combined readAll(const PasteReader& reader, const QString& text)
{
    Combined c;
    for (const PasteBlock& block : PasteSplitter().split(text)) {
        if (reader.claim(block) <= 0)
            continue;
        const PasteReading r = reader.read(block);
        c.reading.gpus.append(r.gpus);
        c.reading.recognized.append(r.recognized);
        c.reading.skipped.append(r.skipped);
        for (auto it = r.facts.cbegin(); it != r.facts.cend(); ++it)
            c.reading.facts.insert(it.key(), it.value());
        for (const QString& l : block.lines)
            c.nonBlankLines += l.trimmed().isEmpty() ? 0 : 1;
        c.consumedLines += int(r.consumed.size());
    }
    return c;
}

// The JSON form of a GPU without its sources, which the checks below look at separately.
QJsonObject withoutSources(const GpuInfo& g)
{
    QJsonObject o = g.toJson();
    o.remove(QStringLiteral("sources"));
    return o;
}

QByteArray compact(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonArray parseArray(const QByteArray& json)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        qFatal("bad expected JSON in a test row: %s", qPrintable(err.errorString()));
    return doc.array();
}

// Every field a GPU has was noted as coming from `source`, and nothing else was.
void checkSources(const GpuInfo& g, const QString& source)
{
    QJsonObject o = withoutSources(g);
    o.remove(QStringLiteral("unusable_reason")); // comes with "usable"
    QCOMPARE(QStringList(g.sources.keys()), o.keys());
    for (auto it = g.sources.cbegin(); it != g.sources.cend(); ++it)
        QCOMPARE(it.value(), source);
}

void compareGpus(const QList<GpuInfo>& actual, const QByteArray& expectedJson)
{
    const QJsonArray expected = parseArray(expectedJson);
    QCOMPARE(actual.size(), expected.size());
    for (int i = 0; i < actual.size(); ++i)
        QCOMPARE(compact(withoutSources(actual.at(i))), compact(expected.at(i).toObject()));
}

// Every PCI id in the result must be written somewhere in the text: ids are never invented. A vendor
// id may instead be the one a vendor name in the text states (a GPU named only by text).
void checkIdsAreInText(const QList<GpuInfo>& gpus, const QString& text)
{
    for (const GpuInfo& g : gpus) {
        if (!g.vendorId.isEmpty() && !text.contains(g.vendorId, Qt::CaseInsensitive)) {
            bool named = vendor::idFromName(g.name) == g.vendorId;
            for (const QString& line : text.split(QLatin1Char('\n')))
                named = named || vendor::idFromName(line) == g.vendorId;
            QVERIFY2(named,
                     qPrintable(QStringLiteral("vendor %1 is neither in the text nor named by it").arg(g.vendorId)));
        }
        for (const QString& id : {g.deviceId, g.subsystemVendorId, g.subsystemDeviceId}) {
            if (!id.isEmpty())
                QVERIFY2(text.contains(id, Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("id %1 is not in the text").arg(id)));
        }
    }
}

const char* const kNoGpus = "[]";

} // namespace

void TestLspciWindowsReaders::readers_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QByteArray>("gpus");
    QTest::addColumn<QStringList>("skipped");
    QTest::addColumn<QStringList>("facts");
    QTest::addColumn<bool>("everyLineRead");

    const QStringList onLinux{QStringLiteral("os=linux")};
    const QStringList onWindows{QStringLiteral("os=windows")};
    auto row = [](const char* fixture, const char* reader, const char* gpus, const QStringList& skipped,
                  const QStringList& facts, bool everyLineRead = true) {
        QTest::newRow(fixture) << QString::fromLatin1(fixture) << QString::fromLatin1(reader) << QByteArray(gpus)
                               << skipped << facts << everyLineRead;
    };

    // lspci
    row("lspci-nnk-nvidia-desktop.txt", "lspci",
        R"~([{"vendor_id":"10de","device_id":"2206","subsystem_vendor_id":"1458","subsystem_device_id":"404b",
            "pci_class":"0300","name":"NVIDIA Corporation GA102 [GeForce RTX 3080]","bus_id":"0000:07:00.0",
            "kernel_driver":"nvidia"}])~",
        {QStringLiteral("lspci: skipped 0000:07:00.1 Audio device (a function of the GPU at 0000:07:00.0, not a GPU)")},
        onLinux);
    row("lspci-nnk-hybrid-laptop.txt", "lspci",
        R"~([{"vendor_id":"8086","device_id":"9a60","subsystem_vendor_id":"103c","subsystem_device_id":"8870",
            "pci_class":"0300","name":"Intel Corporation TigerLake-H GT1 [UHD Graphics]","bus_id":"0000:00:02.0",
            "kernel_driver":"i915"},
           {"vendor_id":"10de","device_id":"1fbc","subsystem_vendor_id":"103c","subsystem_device_id":"8870",
            "pci_class":"0300","name":"NVIDIA Corporation TU117GLM [T1200 Laptop GPU]","bus_id":"0000:01:00.0",
            "kernel_driver":"nvidia"}])~",
        {}, onLinux);
    row("lspci-nn-mx450-laptop.txt", "lspci",
        R"~([{"vendor_id":"8086","device_id":"9a49","pci_class":"0300",
            "name":"Intel Corporation TigerLake-LP GT2 [Iris Xe Graphics]","bus_id":"0000:00:02.0"},
           {"vendor_id":"10de","device_id":"1f97","pci_class":"0302","name":"NVIDIA Corporation TU117M [GeForce MX450]",
            "bus_id":"0000:01:00.0"}])~",
        {}, onLinux);
    // -v shows BAR windows ("[size=32G]"): they are no memory size.
    row("lspci-vnn-amd-desktop.txt", "lspci",
        R"~([{"vendor_id":"1002","device_id":"744c","subsystem_vendor_id":"1002","subsystem_device_id":"0e3b",
            "pci_class":"0300","name":"Advanced Micro Devices, Inc. [AMD/ATI] Navi 31 [Radeon RX 7900 XT/7900 XTX]",
            "bus_id":"0000:03:00.0","kernel_driver":"amdgpu"}])~",
        {QStringLiteral("lspci: skipped 0000:03:00.1 Audio device (a function of the GPU at 0000:03:00.0, not a GPU)")},
        onLinux);
    // Plain lspci names the devices but gives no ids: only the vendor its name states.
    row("lspci-plain-intel-arc.txt", "lspci",
        R"~([{"vendor_id":"8086","pci_class":"0380","name":"Intel Corporation AlderLake-S GT1","bus_id":"0000:00:02.0"},
           {"vendor_id":"8086","pci_class":"0300","name":"Intel Corporation DG2 [Arc A770]","bus_id":"0000:03:00.0"}])~",
        {}, onLinux);
    row("lspci-nnk-vfio-passthrough.txt", "lspci",
        R"~([{"vendor_id":"1002","device_id":"73bf","subsystem_vendor_id":"1da2","subsystem_device_id":"e438",
            "pci_class":"0300","name":"Advanced Micro Devices, Inc. [AMD/ATI] Navi 21 [Radeon RX 6800/6800 XT / 6900 XT]",
            "bus_id":"0000:0c:00.0","kernel_driver":"amdgpu"},
           {"vendor_id":"10de","device_id":"2206","subsystem_vendor_id":"1458","subsystem_device_id":"404b",
            "pci_class":"0300","name":"NVIDIA Corporation GA102 [GeForce RTX 3080]","bus_id":"0000:0d:00.0",
            "kernel_driver":"vfio-pci","usable":false,
            "unusable_reason":"bound to vfio-pci (passed through to a virtual machine)"}])~",
        {QStringLiteral("lspci: skipped 0000:0c:00.1 Audio device (a function of the GPU at 0000:0c:00.0"),
         QStringLiteral("lspci: skipped 0000:0d:00.1 Audio device (a function of the GPU at 0000:0d:00.0")},
        onLinux);
    row("lspci-nnk-D-no-driver.txt", "lspci",
        R"~([{"vendor_id":"8086","device_id":"0102","subsystem_vendor_id":"8086","subsystem_device_id":"2008",
            "pci_class":"0300",
            "name":"Intel Corporation 2nd Generation Core Processor Family Integrated Graphics Controller",
            "bus_id":"0000:00:02.0","usable":false,"unusable_reason":"no driver is bound"}])~",
        {}, onLinux);
    row("lspci-d-03xx.txt", "lspci",
        R"~([{"vendor_id":"8086","pci_class":"0380","name":"Intel Corporation AlderLake-S GT1","bus_id":"0000:00:02.0"},
           {"vendor_id":"10de","pci_class":"0300","name":"NVIDIA Corporation GA102 [GeForce RTX 3080 Ti]",
            "bus_id":"0000:01:00.0"}])~",
        {}, onLinux);
    // A pci.ids older than the GPU: plain lspci prints the device id after "Device", the vendor by name.
    row("lspci-plain-pciids-too-old-rtx5090.txt", "lspci",
        R"~([{"vendor_id":"8086","pci_class":"0300","name":"Intel Corporation Raptor Lake-S GT1 [UHD Graphics 770]",
            "bus_id":"0000:00:02.0"},
           {"vendor_id":"10de","device_id":"2b85","pci_class":"0300","name":"NVIDIA Corporation Device 2b85",
            "bus_id":"0000:01:00.0"}])~",
        {}, onLinux);
    row("lspci-vmmnnk-a100-server.txt", "lspci",
        R"~([{"vendor_id":"10de","device_id":"20f1","subsystem_vendor_id":"10de","subsystem_device_id":"145f",
            "pci_class":"0302","name":"NVIDIA Corporation GA100 [A100 PCIe 40GB]","bus_id":"0000:17:00.0",
            "kernel_driver":"nvidia"},
           {"vendor_id":"10de","device_id":"20f1","subsystem_vendor_id":"10de","subsystem_device_id":"145f",
            "pci_class":"0302","name":"NVIDIA Corporation GA100 [A100 PCIe 40GB]","bus_id":"0000:65:00.0",
            "kernel_driver":"nvidia"}])~",
        {QStringLiteral("lspci: skipped 0000:03:00.0 ASPEED Technology, Inc. ASPEED Graphics Family (display of the "
                        "server's management controller")},
        onLinux);
    row("lspci-mmnn-hybrid-laptop.txt", "lspci",
        R"~([{"vendor_id":"10de","device_id":"25a2","subsystem_vendor_id":"1043","subsystem_device_id":"10fc",
            "pci_class":"0302","name":"NVIDIA Corporation GA107M [GeForce RTX 3050 Mobile]","bus_id":"0000:01:00.0"},
           {"vendor_id":"1002","device_id":"1638","subsystem_vendor_id":"1043","subsystem_device_id":"10fc",
            "pci_class":"0300",
            "name":"Advanced Micro Devices, Inc. [AMD/ATI] Cezanne [Radeon Vega Series / Radeon Vega Mobile Series]",
            "bus_id":"0000:05:00.0"}])~",
        {QStringLiteral("lspci: skipped 0000:05:00.1 Audio device (a function of the GPU at 0000:05:00.0"),
         QStringLiteral("lspci: skipped 0000:05:00.2 Encryption controller (a function of the GPU at 0000:05:00.0")},
        onLinux);
    row("lspci-n-rtx4090.txt", "lspci",
        R"~([{"vendor_id":"10de","device_id":"2684","pci_class":"0300","bus_id":"0000:01:00.0"}])~",
        {QStringLiteral("lspci: skipped 0000:01:00.1 class 0403 (a function of the GPU at 0000:01:00.0")}, onLinux);

    // A virtual machine's emulated VGA is no GPU; the other devices are not mentioned.
    row("lspci-nn-qemu-vm.txt", "lspci", kNoGpus,
        {QStringLiteral("lspci: skipped 0000:00:02.0 Device (virtual machine display adapter (QEMU))")}, onLinux);

    // PowerShell
    row("win32-videocontroller-fl-nvidia-desktop.txt", "win32-videocontroller",
        R"~([{"vendor_id":"10de","device_id":"1e84","subsystem_vendor_id":"1458","subsystem_device_id":"400d",
            "name":"NVIDIA GeForce RTX 2070 SUPER","driver_version":"461.09"}])~",
        {}, onWindows);
    row("win32-videocontroller-fl-hybrid-laptop.txt", "win32-videocontroller",
        R"~([{"vendor_id":"8086","device_id":"9bc4","subsystem_vendor_id":"1043","subsystem_device_id":"170d",
            "name":"Intel(R) UHD Graphics","driver_version":"27.20.100.8681","memory_mib":1024},
           {"vendor_id":"10de","device_id":"1f95","subsystem_vendor_id":"1043","subsystem_device_id":"170d",
            "name":"NVIDIA GeForce GTX 1650 Ti","driver_version":"471.41"}])~",
        {}, onWindows);
    // Without PNPDeviceID there are names, no ids (the vendor is the one the names state); AMD's driver
    // version stays in the Windows form.
    row("win32-videocontroller-ft-amd-igpu-dgpu.txt", "win32-videocontroller",
        R"~([{"vendor_id":"1002","name":"AMD Radeon(TM) Graphics","driver_version":"31.0.24019.1006"},
           {"vendor_id":"1002","name":"AMD Radeon RX 7900 XTX","driver_version":"31.0.24019.1006"}])~",
        {}, onWindows);
    row("win32-videocontroller-ft-truncated.txt", "win32-videocontroller",
        R"~([{"vendor_id":"8086","device_id":"3e9b","subsystem_vendor_id":"1043","subsystem_device_id":"1b3e",
            "name":"Intel(R) UHD Graphics 630"},
           {"vendor_id":"10de","device_id":"1c8c","subsystem_vendor_id":"1043","subsystem_device_id":"1b3e",
            "name":"NVIDIA GeForce GTX 1050 Ti"}])~",
        {}, onWindows);
    // PowerShell 7 cut the name and the PNPDeviceID with "…": only whole ids are kept.
    row("win32-videocontroller-ft-narrow-ps7.txt", "win32-videocontroller",
        R"~([{"vendor_id":"8086","device_id":"4680","subsystem_vendor_id":"1043","subsystem_device_id":"8882",
            "name":"Intel(R) UHD Graphics 770","driver_version":"31.0.101.4502","memory_mib":1024},
           {"vendor_id":"10de","device_id":"2705","name":"NVIDIA GeForce RTX 4070 Ti SU","driver_version":"560.94"}])~",
        {QStringLiteral("win32-videocontroller: skipped Parsec Virtual Display Adapter (virtual monitor driver")},
        onWindows);
    row("win32-videocontroller-ft-no-driver.txt", "win32-videocontroller",
        R"~([{"vendor_id":"8086","device_id":"4680","subsystem_vendor_id":"1043","subsystem_device_id":"8882",
            "name":"Intel(R) UHD Graphics 770","driver_version":"31.0.101.4502"},
           {"vendor_id":"10de","device_id":"2705","subsystem_vendor_id":"1043","subsystem_device_id":"88b7",
            "usable":false,
            "unusable_reason":"no vendor driver is installed (Windows drives it as Microsoft Basic Display Adapter)"}])~",
        {}, onWindows);
    row("win32-videocontroller-gwmi-arc-rdp.txt", "win32-videocontroller",
        R"~([{"vendor_id":"8086","device_id":"56a0","subsystem_vendor_id":"1025","subsystem_device_id":"3888",
            "name":"Intel(R) Arc(TM) A770 Graphics","driver_version":"31.0.101.5186"}])~",
        {QStringLiteral("win32-videocontroller: skipped Microsoft Remote Display Adapter (remote desktop display")},
        onWindows);

    // wmic
    row("wmic-table-nvidia-intel.txt", "wmic",
        R"~([{"vendor_id":"10de","device_id":"2684","subsystem_vendor_id":"1043","subsystem_device_id":"889d",
            "name":"NVIDIA GeForce RTX 4090","driver_version":"536.23"},
           {"vendor_id":"8086","device_id":"4680","subsystem_vendor_id":"1043","subsystem_device_id":"8882",
            "name":"Intel(R) UHD Graphics 770","driver_version":"31.0.101.4502","memory_mib":1024}])~",
        {}, onWindows);
    row("wmic-list-amd.txt", "wmic",
        R"~([{"vendor_id":"1002","device_id":"67df","subsystem_vendor_id":"1682","subsystem_device_id":"c580",
            "name":"Radeon RX 580 Series","driver_version":"31.0.24019.1006"}])~",
        {}, onWindows);
    row("wmic-table-qemu-vm.txt", "wmic", kNoGpus,
        {QStringLiteral("wmic: skipped Microsoft Basic Display Adapter (virtual machine display adapter (QEMU))"),
         QStringLiteral("wmic: skipped Microsoft Remote Display Adapter (remote desktop display")},
        onWindows);

    // dxdiag
    row("dxdiag-nvidia-desktop-two-monitors.txt", "dxdiag",
        R"~([{"vendor_id":"10de","device_id":"2786","subsystem_vendor_id":"1458","subsystem_device_id":"4116",
            "name":"NVIDIA GeForce RTX 4070","driver_version":"560.94","memory_mib":12011}])~",
        {QStringLiteral("dxdiag: skipped another entry of NVIDIA GeForce RTX 4070 (same device key")},
        {QStringLiteral("arch=x86_64"), QStringLiteral("cpu=AMD Ryzen 7 7800X3D 8-Core Processor"),
         QStringLiteral("os=windows"), QStringLiteral("os_version=Windows 11 Pro 64-bit (10.0, Build 22631)")});
    row("dxdiag-hybrid-laptop-render-only.txt", "dxdiag",
        R"~([{"vendor_id":"8086","device_id":"9bca","subsystem_vendor_id":"17aa","subsystem_device_id":"3fd7",
            "name":"Intel(R) UHD Graphics","driver_version":"31.0.101.2111","memory_mib":128,"integrated":true},
           {"vendor_id":"10de","device_id":"1d13","subsystem_vendor_id":"17aa","subsystem_device_id":"3fd7",
            "name":"NVIDIA GeForce MX250","driver_version":"536.67","memory_mib":2038,"integrated":false}])~",
        {QStringLiteral("dxdiag: skipped Microsoft Basic Render Driver (software renderer)")},
        {QStringLiteral("arch=x86_64"), QStringLiteral("cpu=Intel(R) Core(TM) i7-10510U CPU @ 1.80GHz"),
         QStringLiteral("os=windows"), QStringLiteral("os_version=Windows 11 Home 64-bit (10.0, Build 22621)")});
    row("dxdiag-amd-desktop.txt", "dxdiag",
        R"~([{"vendor_id":"1002","device_id":"6939","subsystem_vendor_id":"103c","subsystem_device_id":"6896",
            "name":"AMD Radeon R9 200 Series","driver_version":"27.20.20913.2000","memory_mib":4070}])~",
        {},
        {QStringLiteral("arch=x86_64"), QStringLiteral("cpu=Intel(R) Core(TM) i7-4770 CPU @ 3.40GHz"),
         QStringLiteral("os=windows"), QStringLiteral("os_version=Windows 10 Pro 64-bit (10.0, Build 19045)")});
}

void TestLspciWindowsReaders::readers()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    QFETCH(QByteArray, gpus);
    QFETCH(QStringList, skipped);
    QFETCH(QStringList, facts);
    QFETCH(bool, everyLineRead);

    const QString text = fixtureText(fixture);
    QVERIFY2(!text.isEmpty(), qPrintable(fixture));
    const std::unique_ptr<PasteReader> r = makeReader(reader);
    QCOMPARE(r->id(), reader);

    const Combined c = readAll(*r, text);
    compareGpus(c.reading.gpus, gpus);
    for (const GpuInfo& g : c.reading.gpus)
        checkSources(g, QStringLiteral("paste:") + reader);
    checkIdsAreInText(c.reading.gpus, text);

    // One sentence per GPU and per skipped thing, each prefixed with the reader's id.
    QCOMPARE(c.reading.recognized.size(), c.reading.gpus.size());
    for (const QString& s : c.reading.recognized)
        QVERIFY2(s.startsWith(reader + QStringLiteral(": ")), qPrintable(s));
    QCOMPARE(c.reading.skipped.size(), skipped.size());
    for (int i = 0; i < skipped.size(); ++i)
        QVERIFY2(c.reading.skipped.at(i).startsWith(skipped.at(i)), qPrintable(c.reading.skipped.at(i)));
    QCOMPARE(factList(c.reading.facts), facts);
    if (everyLineRead)
        QCOMPARE(c.consumedLines, c.nonBlankLines);
}

void TestLspciWindowsReaders::claims_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("reader");
    const char* const rows[][2] = {
        {"lspci-nnk-nvidia-desktop.txt", "lspci"},
        {"lspci-plain-intel-arc.txt", "lspci"},
        {"lspci-plain-pciids-too-old-rtx5090.txt", "lspci"},
        {"lspci-vmmnnk-a100-server.txt", "lspci"},
        {"lspci-mmnn-hybrid-laptop.txt", "lspci"},
        {"lspci-n-rtx4090.txt", "lspci"},
        {"lspci-as-pasted-quoted-forum.txt", "lspci"},
        {"win32-videocontroller-fl-nvidia-desktop.txt", "win32-videocontroller"},
        {"win32-videocontroller-ft-amd-igpu-dgpu.txt", "win32-videocontroller"},
        {"win32-videocontroller-gwmi-arc-rdp.txt", "win32-videocontroller"},
        {"win32-videocontroller-as-pasted.txt", "win32-videocontroller"},
        {"wmic-table-nvidia-intel.txt", "wmic"},
        {"wmic-list-amd.txt", "wmic"},
        {"wmic-as-pasted-cmd.txt", "wmic"},
        {"dxdiag-nvidia-desktop-two-monitors.txt", "dxdiag"},
        {"dxdiag-as-pasted-details.txt", "dxdiag"},
    };
    for (const auto& r : rows)
        QTest::newRow(r[0]) << QString::fromLatin1(r[0]) << QString::fromLatin1(r[1]);
}

void TestLspciWindowsReaders::claims()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    const QString text = fixtureText(fixture);
    QVERIFY(!text.isEmpty());
    // Per reader, its highest claim on any block of the paste: the format's own reader must be sure
    // and the other three must be less so.
    QMap<QString, int> best;
    for (const PasteBlock& block : PasteSplitter().split(text)) {
        for (const QString& id : kReaderIds)
            best[id] = std::max(best.value(id), makeReader(id)->claim(block));
    }
    QVERIFY2(best.value(reader) >= 75, qPrintable(QString::number(best.value(reader))));
    for (const QString& id : kReaderIds) {
        if (id != reader)
            QVERIFY2(best.value(id) < best.value(reader), qPrintable(id + QStringLiteral(" claims as much")));
    }
}

void TestLspciWindowsReaders::parser_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QByteArray>("gpus");
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("osVersion");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QString>("cpu");

    // A forum reply quoted with "> ", a prompt, grep's "--" and prose around it.
    QTest::newRow("lspci quoted forum reply")
        << QStringLiteral("lspci-as-pasted-quoted-forum.txt")
        << QByteArray(
               R"~([{"vendor_id":"10de","device_id":"1f91","subsystem_vendor_id":"103c","subsystem_device_id":"85fc",
                          "pci_class":"0300","name":"NVIDIA Corporation TU117M [GeForce GTX 1650 Mobile / Max-Q]",
                          "bus_id":"0000:01:00.0","kernel_driver":"nvidia"}])~")
        << QStringLiteral("linux") << QString() << QString() << QString();
    // A fenced `lspci -k` whose NVIDIA entry ends without a driver: no driver is bound.
    QTest::newRow("lspci fenced with prompt")
        << QStringLiteral("lspci-as-pasted-fenced.txt")
        << QByteArray(R"~([{"vendor_id":"8086","pci_class":"0380","name":"Intel Corporation AlderLake-S GT1",
                          "bus_id":"0000:00:02.0","kernel_driver":"i915"},
                         {"vendor_id":"10de","pci_class":"0300","name":"NVIDIA Corporation GA102 [GeForce RTX 3080 Ti]",
                          "bus_id":"0000:01:00.0","usable":false,"unusable_reason":"no driver is bound"}])~")
        << QStringLiteral("linux") << QString() << QString() << QString();
    // `lspci -vnn | egrep 'VGA|3D' && lspci -vnn`: grep kept only the GPU's header, so the host bridge's
    // driver line that follows says nothing about the GPU's driver.
    QTest::newRow("lspci egrep line, then a full listing")
        << QStringLiteral("lspci-realpaste-egrep-then-full.txt")
        << QByteArray(R"~([{"vendor_id":"10de","device_id":"1200","pci_class":"0300",
                          "name":"NVIDIA Corporation GF114 [GeForce GTX 560 Ti]","bus_id":"0000:01:00.0"}])~")
        << QStringLiteral("linux") << QString() << QString() << QString();
    QTest::newRow("PowerShell table in a fence")
        << QStringLiteral("win32-videocontroller-as-pasted.txt")
        << QByteArray(
               R"~([{"vendor_id":"1002","device_id":"1638","subsystem_vendor_id":"1043","subsystem_device_id":"10fc",
                          "name":"AMD Radeon(TM) Graphics","driver_version":"31.0.21912.14","memory_mib":512},
                         {"vendor_id":"10de","device_id":"25a2","subsystem_vendor_id":"1043","subsystem_device_id":"10fc",
                          "name":"NVIDIA GeForce RTX 3050 Laptop GPU","driver_version":"552.22"}])~")
        << QStringLiteral("windows") << QString() << QString() << QString();
    QTest::newRow("wmic after a cmd prompt")
        << QStringLiteral("wmic-as-pasted-cmd.txt")
        << QByteArray(
               R"~([{"vendor_id":"8086","device_id":"3e9b","subsystem_vendor_id":"1043","subsystem_device_id":"1b3e",
                          "name":"Intel(R) UHD Graphics 630","driver_version":"25.20.100.6471"},
                         {"vendor_id":"10de","device_id":"1c8c","subsystem_vendor_id":"1043","subsystem_device_id":"1b3e",
                          "name":"NVIDIA GeForce GTX 1050 Ti","driver_version":"511.79"}])~")
        << QStringLiteral("windows") << QString() << QString() << QString();
    QTest::newRow("dxdiag entry in details and a fence")
        << QStringLiteral("dxdiag-as-pasted-details.txt")
        << QByteArray(
               R"~([{"vendor_id":"10de","device_id":"128b","subsystem_vendor_id":"1043","subsystem_device_id":"86cb",
                          "name":"NVIDIA GeForce GT 710","driver_version":"474.89","memory_mib":2007}])~")
        << QStringLiteral("windows") << QString() << QString() << QString();
    QTest::newRow("full dxdiag report")
        << QStringLiteral("dxdiag-hybrid-laptop-render-only.txt")
        << QByteArray(
               R"~([{"vendor_id":"8086","device_id":"9bca","subsystem_vendor_id":"17aa","subsystem_device_id":"3fd7",
                          "name":"Intel(R) UHD Graphics","driver_version":"31.0.101.2111","memory_mib":128,
                          "integrated":true},
                         {"vendor_id":"10de","device_id":"1d13","subsystem_vendor_id":"17aa","subsystem_device_id":"3fd7",
                          "name":"NVIDIA GeForce MX250","driver_version":"536.67","memory_mib":2038,
                          "integrated":false}])~")
        << QStringLiteral("windows") << QStringLiteral("Windows 11 Home 64-bit (10.0, Build 22621)")
        << QStringLiteral("x86_64") << QStringLiteral("Intel(R) Core(TM) i7-10510U CPU @ 1.80GHz");
}

void TestLspciWindowsReaders::parser()
{
    QFETCH(QString, fixture);
    QFETCH(QByteArray, gpus);
    QFETCH(QString, os);
    QFETCH(QString, osVersion);
    QFETCH(QString, arch);
    QFETCH(QString, cpu);

    QFile f(QFINDTESTDATA(QStringLiteral("../fixtures/paste/") + fixture));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Result<SystemInfo> r = PasteParser().parse(f.readAll(), fixture);
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    const SystemInfo& info = r.value();
    compareGpus(info.gpus, gpus);
    QCOMPARE(info.os, os);
    if (!osVersion.isEmpty())
        QCOMPARE(info.osVersion, osVersion);
    if (!arch.isEmpty())
        QCOMPARE(info.arch, arch);
    if (!cpu.isEmpty())
        QCOMPARE(info.cpu, cpu);
    // The report says what was recognized, once per GPU.
    int recognized = 0;
    static const QRegularExpression ours(QStringLiteral("^(lspci|win32-videocontroller|wmic|dxdiag): (?!skipped)"));
    for (const QString& n : info.notes)
        recognized += ours.match(n).hasMatch() ? 1 : 0;
    QCOMPARE(recognized, int(info.gpus.size()));
}

void TestLspciWindowsReaders::variants_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("gpus");

    // Chat clients drop the tab before lspci's detail lines.
    QTest::newRow("lspci -nnk without indentation")
        << QStringLiteral("lspci")
        << QStringLiteral("3e:00.0 VGA compatible controller [0300]: NVIDIA Corporation GA102 [GeForce RTX 3080] "
                          "[10de:2206] (rev a1)\n"
                          "Subsystem: Gigabyte Technology Co., Ltd Device [1458:404b]\n"
                          "Kernel driver in use: nvidia\n"
                          "Kernel modules: nouveau, nvidia_drm, nvidia\n"
                          "3e:00.1 Audio device [0403]: NVIDIA Corporation GA102 High Definition Audio Controller "
                          "[10de:1aef] (rev a1)\n"
                          "Subsystem: Gigabyte Technology Co., Ltd Device [1458:404b]\n"
                          "Kernel driver in use: snd_hda_intel\n"
                          "Kernel modules: snd_hda_intel")
        << QByteArray(
               R"~([{"vendor_id":"10de","device_id":"2206","subsystem_vendor_id":"1458","subsystem_device_id":"404b",
                          "pci_class":"0300","name":"NVIDIA Corporation GA102 [GeForce RTX 3080]","bus_id":"0000:3e:00.0",
                          "kernel_driver":"nvidia"}])~");
    // Passthrough guides list devices per IOMMU group.
    QTest::newRow("lspci lines after IOMMU Group")
        << QStringLiteral("lspci")
        << QStringLiteral("IOMMU Group 14 0d:00.0 VGA compatible controller [0300]: NVIDIA Corporation GA102 [GeForce "
                          "RTX 3080] [10de:2206] (rev a1)\n"
                          "IOMMU Group 14 0d:00.1 Audio device [0403]: NVIDIA Corporation GA102 High Definition Audio "
                          "Controller [10de:1aef] (rev a1)")
        << QByteArray(R"~([{"vendor_id":"10de","device_id":"2206","pci_class":"0300",
                          "name":"NVIDIA Corporation GA102 [GeForce RTX 3080]","bus_id":"0000:0d:00.0"}])~");
    QTest::newRow("lspci -v without root, old spacing")
        << QStringLiteral("lspci")
        << QStringLiteral("01:00.0 VGA compatible controller [0300]: NVIDIA Corporation GF114 [GeForce GTX 560 Ti] "
                          "[10de:1200](rev a1) (prog-if 00 [VGA controller])\n"
                          "    Subsystem: ASUSTeK Computer Inc. Device [1043:8385]\n"
                          "    Flags: bus master, fast devsel, latency 0, IRQ 16\n"
                          "    Memory at f6000000 (32-bit, non-prefetchable) [size=32M]\n"
                          "    Memory at e8000000 (64-bit, prefetchable) [size=128M]\n"
                          "    Capabilities: <access denied>\n"
                          "    Kernel driver in use: nouveau\n"
                          "    Kernel modules: nouveau")
        << QByteArray(
               R"~([{"vendor_id":"10de","device_id":"1200","subsystem_vendor_id":"1043","subsystem_device_id":"8385",
                          "pci_class":"0300","name":"NVIDIA Corporation GF114 [GeForce GTX 560 Ti]","bus_id":"0000:01:00.0",
                          "kernel_driver":"nouveau"}])~");
    // Format-List wraps a long value onto lines indented to the value column.
    QTest::newRow("PowerShell list with a wrapped PNPDeviceID")
        << QStringLiteral("win32-videocontroller")
        << QStringLiteral("Name          : NVIDIA GeForce RTX 3080\n"
                          "DriverVersion : 31.0.15.3623\n"
                          "PNPDeviceID   : PCI\\VEN_10DE&DEV_2206&SUBSYS_3880\n"
                          "                1462&REV_A1\\4&2F7B6D5E&0&0008")
        << QByteArray(
               R"~([{"vendor_id":"10de","device_id":"2206","subsystem_vendor_id":"1462","subsystem_device_id":"3880",
                          "name":"NVIDIA GeForce RTX 3080","driver_version":"536.23"}])~");
    QTest::newRow("PowerShell ft -Wrap")
        << QStringLiteral("win32-videocontroller")
        << QStringLiteral("Name                      PNPDeviceID\n"
                          "----                      -----------\n"
                          "NVIDIA GeForce RTX 4060   PCI\\VEN_10DE&DEV_2882&SUBSYS_\n"
                          "                          37E21462&REV_A1\\4&1C3D6A2B&0&0008")
        << QByteArray(
               R"~([{"vendor_id":"10de","device_id":"2882","subsystem_vendor_id":"1462","subsystem_device_id":"37e2",
                          "name":"NVIDIA GeForce RTX 4060"}])~");
    // wmic with only the name: the command says which class the names belong to.
    QTest::newRow("wmic get name under its command")
        << QStringLiteral("wmic")
        << QStringLiteral(
               "C:\\Users\\me>wmic path win32_videocontroller get name\nName\n\nNVIDIA GeForce RTX 3060\n\n\n")
        << QByteArray(R"~([{"vendor_id":"10de","name":"NVIDIA GeForce RTX 3060"}])~");
}

void TestLspciWindowsReaders::variants()
{
    QFETCH(QString, reader);
    QFETCH(QString, text);
    QFETCH(QByteArray, gpus);
    const Combined c = readAll(*makeReader(reader), text);
    compareGpus(c.reading.gpus, gpus);
    checkIdsAreInText(c.reading.gpus, text);
}

void TestLspciWindowsReaders::dxdiagFacts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("facts");
    QTest::addColumn<QByteArray>("gpus");
    QTest::addColumn<int>("skipped");
    auto report = [](const char* os, const char* cpu) {
        return QStringLiteral("------------------\nSystem Information\n------------------\n"
                              "         Operating System: %1\n"
                              "                Processor: %2\n")
            .arg(QLatin1String(os), QLatin1String(cpu));
    };
    // Windows on Arm also says "64-bit"; the processor tells the architecture apart.
    QTest::newRow("Windows on Arm")
        << report("Windows 11 Home 64-bit (10.0, Build 26100) (26100.ge_release.240331-1435)",
                  "Snapdragon(R) X Elite - X1E78100 - Qualcomm(R) Oryon(TM) CPU (12 CPUs), ~3.4GHz")
        << QStringList{"arch=aarch64", "cpu=Snapdragon(R) X Elite - X1E78100 - Qualcomm(R) Oryon(TM) CPU", "os=windows",
                       "os_version=Windows 11 Home 64-bit (10.0, Build 26100)"}
        << QByteArray(kNoGpus) << 0;
    QTest::newRow("32-bit Windows")
        << report("Windows 7 Professional 32-bit (6.1, Build 7601) Service Pack 1 (7601.win7sp1_ldr.180810-0600)",
                  "Intel(R) Core(TM)2 Duo CPU     E8400  @ 3.00GHz (2 CPUs), ~3.0GHz")
        << QStringList{"arch=i386", "cpu=Intel(R) Core(TM)2 Duo CPU E8400 @ 3.00GHz", "os=windows",
                       "os_version=Windows 7 Professional 32-bit (6.1, Build 7601)"}
        << QByteArray(kNoGpus) << 0;
    // The same GPU among the display and the render-only devices is one GPU, noted once as a repeat.
    QTest::newRow("render-only repeat")
        << QStringLiteral("---------------\nDisplay Devices\n---------------\n"
                          "           Card name: NVIDIA GeForce RTX 3060 Laptop GPU\n"
                          "          Device Key: Enum\\PCI\\VEN_10DE&DEV_2560&SUBSYS_0A671028&REV_A1\n"
                          "    Dedicated Memory: 5996 MB\n\n"
                          "---------------------------\nRender-Only Display Devices\n---------------------------\n"
                          "           Card name: NVIDIA GeForce RTX 3060 Laptop GPU\n"
                          "          Device Key: Enum\\PCI\\VEN_10DE&DEV_2560&SUBSYS_0A671028&REV_A1\n"
                          "      Driver Version: 32.0.15.6094\n")
        << QStringList{"os=windows"}
        << QByteArray(R"~([{"vendor_id":"10de","device_id":"2560","subsystem_vendor_id":"1028",
                          "subsystem_device_id":"0a67","name":"NVIDIA GeForce RTX 3060 Laptop GPU",
                          "driver_version":"560.94","memory_mib":5996}])~")
        << 1;
}

void TestLspciWindowsReaders::dxdiagFacts()
{
    QFETCH(QString, text);
    QFETCH(QStringList, facts);
    QFETCH(QByteArray, gpus);
    QFETCH(int, skipped);
    const Combined c = readAll(DxdiagReader(), text);
    QCOMPARE(factList(c.reading.facts), facts);
    compareGpus(c.reading.gpus, gpus);
    QCOMPARE(c.reading.skipped.size(), skipped);
}

void TestLspciWindowsReaders::nearMisses_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("gpus");

    QTest::newRow("lspci ids cut off")
        << QStringLiteral("lspci")
        << QStringLiteral(
               "01:00.0 VGA compatible controller [0300]: NVIDIA Corporation AD102 [GeForce RTX 4090] [10de:26")
        << QByteArray(R"~([{"vendor_id":"10de","pci_class":"0300","name":"NVIDIA Corporation AD102 [GeForce RTX 4090]",
                          "bus_id":"0000:01:00.0"}])~");
    // The GPU is newer than the machine's pci.ids: -nn prints its ids in brackets, the plain form its
    // number after "Device"; a number cut short or a vendor the name does not state gives no id.
    QTest::newRow("lspci -nn with a device pci.ids does not know")
        << QStringLiteral("lspci")
        << QStringLiteral("01:00.0 VGA compatible controller [0300]: NVIDIA Corporation Device [10de:2b85] (rev a1)")
        << QByteArray(R"~([{"vendor_id":"10de","device_id":"2b85","pci_class":"0300","name":"NVIDIA Corporation Device",
                          "bus_id":"0000:01:00.0"}])~");
    QTest::newRow("lspci plain AMD device pci.ids does not know")
        << QStringLiteral("lspci")
        << QStringLiteral(
               "03:00.0 VGA compatible controller: Advanced Micro Devices, Inc. [AMD/ATI] Device 7551 (rev c0)")
        << QByteArray(R"~([{"vendor_id":"1002","device_id":"7551","pci_class":"0300",
                          "name":"Advanced Micro Devices, Inc. [AMD/ATI] Device 7551","bus_id":"0000:03:00.0"}])~");
    QTest::newRow("lspci plain, vendor and device both unknown")
        << QStringLiteral("lspci") << QStringLiteral("05:00.0 Display controller: Device 1ed5:0100 (rev 01)")
        << QByteArray(R"~([{"vendor_id":"1ed5","device_id":"0100","pci_class":"0380","name":"Device 1ed5:0100",
                          "bus_id":"0000:05:00.0"}])~");
    QTest::newRow("lspci plain, device number cut")
        << QStringLiteral("lspci") << QStringLiteral("01:00.0 VGA compatible controller: NVIDIA Corporation Device 2b")
        << QByteArray(R"~([{"vendor_id":"10de","pci_class":"0300","name":"NVIDIA Corporation Device 2b",
                          "bus_id":"0000:01:00.0"}])~");
    QTest::newRow("lspci plain, a vendor no name states")
        << QStringLiteral("lspci")
        << QStringLiteral("07:00.0 VGA compatible controller: Moore Threads Technology Co.,Ltd Device 0106")
        << QByteArray(R"~([{"pci_class":"0300","name":"Moore Threads Technology Co.,Ltd Device 0106",
                          "bus_id":"0000:07:00.0"}])~");
    QTest::newRow("lspci -mm with a device pci.ids does not know")
        << QStringLiteral("lspci")
        << QStringLiteral("01:00.0 \"VGA compatible controller\" \"NVIDIA Corporation\" \"Device 2b85\" -ra1 "
                          "\"ASUSTeK Computer Inc.\" \"Device 89e4\"")
        << QByteArray(R"~([{"vendor_id":"10de","device_id":"2b85","pci_class":"0300",
                          "name":"NVIDIA Corporation Device 2b85","bus_id":"0000:01:00.0"}])~");
    QTest::newRow("lspci line cut in the class")
        << QStringLiteral("lspci") << QStringLiteral("01:00.0 VGA compatible contr") << QByteArray(kNoGpus);
    QTest::newRow("lspci words in prose")
        << QStringLiteral("lspci")
        << QStringLiteral("My lspci says 01:00.0 is a VGA compatible controller: NVIDIA Corporation")
        << QByteArray(kNoGpus);
    QTest::newRow("prose that starts like an address")
        << QStringLiteral("lspci") << QStringLiteral("12:30.5 Meeting notes: the GPU is fine\n14:00.0 Lunch: pizza")
        << QByteArray(kNoGpus);
    // A -k entry cut off before its kernel lines says nothing about the driver.
    QTest::newRow("lspci -k entry cut off")
        << QStringLiteral("lspci")
        << QStringLiteral("00:02.0 VGA compatible controller [0300]: Intel Corporation Device [8086:a780] (rev 04)\n"
                          "\tSubsystem: ASUSTeK Computer Inc. Device [1043:8882]\n"
                          "\tKernel driver in use: i915\n"
                          "\tKernel modules: i915\n"
                          "01:00.0 VGA compatible controller [0300]: NVIDIA Corporation GA102 [GeForce RTX 3080] "
                          "[10de:2206] (rev a1)\n"
                          "\tSubsystem: Gigabyte Technology Co., Ltd Device [1458:404b]")
        << QByteArray(
               R"~([{"vendor_id":"8086","device_id":"a780","subsystem_vendor_id":"1043","subsystem_device_id":"8882",
                          "pci_class":"0300","name":"Intel Corporation Device","bus_id":"0000:00:02.0","kernel_driver":"i915"},
                         {"vendor_id":"10de","device_id":"2206","subsystem_vendor_id":"1458","subsystem_device_id":"404b",
                          "pci_class":"0300","name":"NVIDIA Corporation GA102 [GeForce RTX 3080]","bus_id":"0000:01:00.0"}])~");
    QTest::newRow("PowerShell header without rows")
        << QStringLiteral("win32-videocontroller")
        << QStringLiteral("Name                    DriverVersion\n----                    -------------\n")
        << QByteArray(kNoGpus);
    QTest::newRow("PowerShell table then prose")
        << QStringLiteral("win32-videocontroller")
        << QStringLiteral("Name                    DriverVersion\n----                    -------------\n"
                          "NVIDIA GeForce RTX 3080 31.0.15.3623\nthanks, that is all I have")
        << QByteArray(R"~([{"vendor_id":"10de","name":"NVIDIA GeForce RTX 3080","driver_version":"536.23"}])~");
    QTest::newRow("PowerShell list cut in PNPDeviceID")
        << QStringLiteral("win32-videocontroller")
        << QStringLiteral("Name        : NVIDIA GeForce RTX 3060\nPNPDeviceID : PCI\\VEN_10")
        << QByteArray(R"~([{"vendor_id":"10de","name":"NVIDIA GeForce RTX 3060"}])~");
    QTest::newRow("PowerShell list of another class")
        << QStringLiteral("win32-videocontroller")
        << QStringLiteral(
               "Name              : AMD Ryzen 9 7950X 16-Core Processor\nCreationClassName : Win32_Processor\n"
               "NumberOfCores     : 16")
        << QByteArray(kNoGpus);
    QTest::newRow("Basic Display Adapter without a device")
        << QStringLiteral("win32-videocontroller")
        << QStringLiteral("Name        : Microsoft Basic Display Adapter\nPNPDeviceID : ROOT\\BasicDisplay\\0000\n"
                          "AdapterRAM  : ")
        << QByteArray(kNoGpus);
    QTest::newRow("wmic header without rows")
        << QStringLiteral("wmic") << QStringLiteral("AdapterRAM  DriverVersion  Name  PNPDeviceID\n\n\n")
        << QByteArray(kNoGpus);
    QTest::newRow("wmic list cut in PNPDeviceID")
        << QStringLiteral("wmic") << QStringLiteral("Name=NVIDIA GeForce RTX 3080\n\nPNPDeviceID=PCI\\VEN_10DE&DEV_")
        << QByteArray(R"~([{"vendor_id":"10de","name":"NVIDIA GeForce RTX 3080"}])~");
    QTest::newRow("wmic of another class")
        << QStringLiteral("wmic") << QStringLiteral("Name\n\nIntel(R) Core(TM) i7-10700K CPU @ 3.80GHz\n\n")
        << QByteArray(kNoGpus);
    QTest::newRow("dxdiag title without entries")
        << QStringLiteral("dxdiag") << QStringLiteral("---------------\nDisplay Devices\n---------------\n")
        << QByteArray(kNoGpus);
    QTest::newRow("dxdiag device key cut off")
        << QStringLiteral("dxdiag")
        << QStringLiteral("           Card name: NVIDIA GeForce RTX 4070\n        Manufacturer: NVIDIA\n"
                          "          Device Key: Enum\\PCI\\VEN_10DE&DEV_27")
        << QByteArray(R"~([{"vendor_id":"10de","name":"NVIDIA GeForce RTX 4070"}])~");
}

void TestLspciWindowsReaders::nearMisses()
{
    QFETCH(QString, reader);
    QFETCH(QString, text);
    QFETCH(QByteArray, gpus);
    const Combined c = readAll(*makeReader(reader), text);
    compareGpus(c.reading.gpus, gpus);
    checkIdsAreInText(c.reading.gpus, text);
}

void TestLspciWindowsReaders::cutAnywhere_data()
{
    QTest::addColumn<QString>("fixture");
    const char* const fixtures[] = {"lspci-nnk-nvidia-desktop.txt",
                                    "lspci-vmmnnk-a100-server.txt",
                                    "lspci-mmnn-hybrid-laptop.txt",
                                    "lspci-as-pasted-fenced.txt",
                                    "lspci-plain-pciids-too-old-rtx5090.txt",
                                    "win32-videocontroller-fl-nvidia-desktop.txt",
                                    "win32-videocontroller-ft-narrow-ps7.txt",
                                    "win32-videocontroller-gwmi-arc-rdp.txt",
                                    "wmic-table-nvidia-intel.txt",
                                    "wmic-list-amd.txt",
                                    "dxdiag-hybrid-laptop-render-only.txt"};
    for (const char* f : fixtures)
        QTest::newRow(f) << QString::fromLatin1(f);
}

// A paste may stop anywhere: no reader may crash on a cut text or take an id the cut text lacks.
void TestLspciWindowsReaders::cutAnywhere()
{
    QFETCH(QString, fixture);
    const QString text = fixtureText(fixture);
    QVERIFY(!text.isEmpty());
    const int step = std::max(1, int(text.size()) / 150);
    for (int cut = 0; cut <= text.size(); cut += step) {
        const QString part = text.left(cut);
        for (const QString& id : kReaderIds) {
            const Combined c = readAll(*makeReader(id), part);
            checkIdsAreInText(c.reading.gpus, part);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("%1 cut at %2").arg(id).arg(cut)));
        }
    }
}

void TestLspciWindowsReaders::pnpDeviceId_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected"); // enumerator, vendor, device, subsystem vendor, subsystem device

    QTest::newRow("Win32_VideoController")
        << QStringLiteral("PCI\\VEN_10DE&DEV_2206&SUBSYS_38801462&REV_A1\\4&2F7B6D5E&0&0008")
        << QStringList{"PCI", "10de", "2206", "1462", "3880"};
    QTest::newRow("dxdiag device key") << QStringLiteral("Enum\\PCI\\VEN_1002&DEV_6939&SUBSYS_6896103C&REV_F0")
                                       << QStringList{"PCI", "1002", "6939", "103c", "6896"};
    QTest::newRow("lower case") << QStringLiteral("pci\\ven_10de&dev_2206")
                                << QStringList{"PCI", "10de", "2206", "", ""};
    QTest::newRow("cut in SUBSYS") << QStringLiteral("PCI\\VEN_10DE&DEV_2705&SUBSYS_\u2026")
                                   << QStringList{"PCI", "10de", "2705", "", ""};
    QTest::newRow("cut in SUBSYS digits")
        << QStringLiteral("PCI\\VEN_10DE&DEV_2705&SUBSYS_88B71...") << QStringList{"PCI", "10de", "2705", "", ""};
    QTest::newRow("cut in DEV") << QStringLiteral("PCI\\VEN_10DE&DEV_27\u2026")
                                << QStringList{"PCI", "10de", "", "", ""};
    QTest::newRow("no subsystem") << QStringLiteral("PCI\\VEN_10DE&DEV_2705&SUBSYS_00000000&REV_A1")
                                  << QStringList{"PCI", "10de", "2705", "", ""};
    QTest::newRow("software device") << QStringLiteral("ROOT\\BasicDisplay\\0000")
                                     << QStringList{"ROOT", "", "", "", ""};
    QTest::newRow("USB display") << QStringLiteral("USB\\VID_17E9&PID_4301&MI_00\\7&1A2B3C4D&0&0000")
                                 << QStringList{"USB", "", "", "", ""};
    QTest::newRow("HD audio function is no PCI id")
        << QStringLiteral("HDAUDIO\\FUNC_01&VEN_10DE&DEV_0097&SUBSYS_10DE16A2")
        << QStringList{"HDAUDIO", "", "", "", ""};
    QTest::newRow("no enumerator") << QStringLiteral("VEN_10DE&DEV_2206") << QStringList{"", "", "", "", ""};
    QTest::newRow("empty") << QString() << QStringList{"", "", "", "", ""};
}

void TestLspciWindowsReaders::pnpDeviceId()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const windows::PnpIds ids = windows::parsePnpDeviceId(text);
    QCOMPARE((QStringList{ids.enumerator, ids.vendorId, ids.deviceId, ids.subsystemVendorId, ids.subsystemDeviceId}),
             expected);
}

void TestLspciWindowsReaders::adapterRam_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("mib");
    QTest::addColumn<bool>("capped");
    QTest::newRow("4 GiB - 1 MiB is the cap") << QStringLiteral("4293918720") << qint64(-1) << true;
    QTest::newRow("uint32 maximum") << QStringLiteral("4294967295") << qint64(-1) << true;
    QTest::newRow("1 GiB") << QStringLiteral("1073741824") << qint64(1024) << false;
    QTest::newRow("512 MiB") << QStringLiteral("536870912") << qint64(512) << false;
    QTest::newRow("2 GiB - 4 KiB") << QStringLiteral("2147479552") << qint64(2047) << false;
    QTest::newRow("empty") << QString() << qint64(-1) << false;
    QTest::newRow("zero") << QStringLiteral("0") << qint64(-1) << false;
    QTest::newRow("cut") << QStringLiteral("42939\u2026") << qint64(-1) << false;
}

void TestLspciWindowsReaders::adapterRam()
{
    QFETCH(QString, text);
    QFETCH(qint64, mib);
    QFETCH(bool, capped);
    const windows::AdapterRam ram = windows::parseAdapterRam(text);
    QCOMPARE(ram.mib, mib);
    QCOMPARE(ram.capped, capped);
}

void TestLspciWindowsReaders::fixedColumns_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<QString>("underline"); // empty: a wmic header
    QTest::addColumn<QString>("row");
    QTest::addColumn<QStringList>("cells");

    QTest::newRow("left aligned") << QStringLiteral("Name                    DriverVersion")
                                  << QStringLiteral("----                    -------------")
                                  << QStringLiteral("NVIDIA GeForce RTX 3080 31.0.15.3623")
                                  << QStringList{"NVIDIA GeForce RTX 3080", "31.0.15.3623"};
    // PowerShell right-aligns numbers under a header narrower than them.
    QTest::newRow("right aligned wider than its header")
        << QStringLiteral("Name       Id") << QStringLiteral("----       --") << QStringLiteral("pwsh     4242")
        << QStringList{"pwsh", "4242"};
    QTest::newRow("empty cell") << QStringLiteral("Name                           AdapterRAM DriverVersion")
                                << QStringLiteral("----                           ---------- -------------")
                                << QStringLiteral("Parsec Virtual Display Adapter            0.45.0.0")
                                << QStringList{"Parsec Virtual Display Adapter", "", "0.45.0.0"};
    QTest::newRow("short row") << QStringLiteral("AdapterRAM  DriverVersion  Name") << QString()
                               << QStringLiteral("4293918720") << QStringList{"4293918720", "", ""};
    QTest::newRow("wmic") << QStringLiteral("AdapterRAM  DriverVersion  Name                     ") << QString()
                          << QStringLiteral("1073741824  31.0.101.4502  Intel(R) UHD Graphics 770")
                          << QStringList{"1073741824", "31.0.101.4502", "Intel(R) UHD Graphics 770"};
}

void TestLspciWindowsReaders::fixedColumns()
{
    QFETCH(QString, header);
    QFETCH(QString, underline);
    QFETCH(QString, row);
    QFETCH(QStringList, cells);
    const auto columns = underline.isEmpty() ? text::FixedColumns::fromHeader(header)
                                             : text::FixedColumns::fromUnderline(header, underline);
    QVERIFY(columns.has_value());
    QCOMPARE(columns->splitRow(row), cells);
    // Prose is no wmic header.
    QVERIFY(!text::FixedColumns::fromHeader(QStringLiteral("Here is my output")).has_value());
}

QTEST_GUILESS_MAIN(TestLspciWindowsReaders)
#include "tst_lspciwindowsreaders.moc"
