// SPDX-License-Identifier: GPL-3.0-or-later
// The Windows and macOS sources, on outputs recorded on those systems: DXGI adapter dumps through
// the same conversion the live Windows source uses, and MacSource given recorded sysctl and
// system_profiler answers in place of the tools.
#include "detect/SystemDetector.h"
#include "detect/macos/MacSource.h"
#include "detect/windows/DxgiDumpReader.h"
#include "system/WindowsDriverVersion.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

QStringList readLines(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
}

// Answers sysctl and system_profiler with what a Mac printed.
class RecordedMacTools : public ToolRunner
{
public:
    RecordedMacTools(QString sysctl, QString profiler) : m_sysctl(std::move(sysctl)), m_profiler(std::move(profiler)) {}
    std::optional<QByteArray> run(const QString& program, const QStringList&) const override
    {
        QFile f(program == QLatin1String("sysctl")            ? m_sysctl
                : program == QLatin1String("system_profiler") ? m_profiler
                                                              : QString());
        if (!f.open(QIODevice::ReadOnly))
            return std::nullopt;
        return f.readAll();
    }

private:
    QString m_sysctl;
    QString m_profiler;
};

// Counts the tools asked for, answering none of them.
class NoTools : public ToolRunner
{
public:
    std::optional<QByteArray> run(const QString& program, const QStringList&) const override
    {
        asked << program;
        return std::nullopt;
    }
    mutable QStringList asked;
};

} // namespace

class TestPlatformSources : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dxgi_data();
    void dxgi();
    void nvidiaWindowsVersion_data();
    void nvidiaWindowsVersion();
    void windowsReadsNoLinuxFilesFromTheWorkingDirectory();
    void mac_data();
    void mac();
};

void TestPlatformSources::dxgi_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QStringList>("gpus"); // vendor:device name mem driver
    QTest::newRow("nvidia-desktop") << "nvidia-desktop"
                                    << QStringList{"10de:2786 NVIDIA GeForce RTX 4070 12015 560.94"};
    QTest::newRow("hybrid-laptop") << "hybrid-laptop"
                                   << QStringList{"8086:a7a0 Intel(R) Iris(R) Xe Graphics 128 31.0.101.5590",
                                                  "10de:28e0 NVIDIA GeForce RTX 4060 Laptop GPU 7940 560.94"};
}

void TestPlatformSources::dxgi()
{
    QFETCH(QString, machine);
    QFETCH(QStringList, gpus);
    const QStringList lines =
        readLines(QFINDTESTDATA(QStringLiteral("../fixtures/dxgi/") + machine + QStringLiteral(".txt")));
    QVERIFY(!lines.isEmpty());
    const QList<DxgiAdapter> adapters = DxgiDumpReader::parse(lines);
    QStringList got;
    bool sawSoftware = false;
    for (const DxgiAdapter& a : adapters) {
        if (a.isSoftware()) {
            sawSoftware = true;
            continue;
        }
        const GpuInfo g = a.toGpuInfo();
        got << QStringLiteral("%1:%2 %3 %4 %5")
                   .arg(g.vendorId, g.deviceId, g.name)
                   .arg(g.memoryMib)
                   .arg(g.driverVersion);
        QCOMPARE(g.sources.value(QStringLiteral("device_id")), QStringLiteral("dxgi"));
    }
    QCOMPARE(got, gpus);
    QVERIFY(sawSoftware); // every Windows machine lists the Basic Render Driver; it is never a GPU
    // The same dump pasted by a customer goes through the paste parser.
    Result<SystemInfo> pasted =
        SystemDetector::fromPath(QFINDTESTDATA(QStringLiteral("../fixtures/dxgi/") + machine + QStringLiteral(".txt")));
    QVERIFY2(pasted.isOk(), qPrintable(pasted.message()));
    QCOMPARE(pasted.value().gpus.size(), gpus.size());
    QCOMPARE(pasted.value().os, QStringLiteral("windows"));
}

void TestPlatformSources::nvidiaWindowsVersion_data()
{
    QTest::addColumn<QString>("windows");
    QTest::addColumn<QString>("nvidia");
    QTest::newRow("560.94") << "32.0.15.6094" << "560.94";
    QTest::newRow("581.57") << "32.0.15.8157" << "581.57";
    QTest::newRow("536.23") << "31.0.15.3623" << "536.23";
    QTest::newRow("472.12 (short last part)") << "30.0.14.7212" << "472.12";
    QTest::newRow("not a version") << "latest" << "";
}

void TestPlatformSources::nvidiaWindowsVersion()
{
    QFETCH(QString, windows);
    QFETCH(QString, nvidia);
    QCOMPARE(windowsdriver::nvidiaVersion(windows), nvidia);
}

void TestPlatformSources::windowsReadsNoLinuxFilesFromTheWorkingDirectory()
{
    // Linux driver files in the working directory must not become facts of a Windows machine.
    QTemporaryDir cwd;
    QVERIFY(cwd.isValid());
    QVERIFY(QDir(cwd.path()).mkpath(QStringLiteral("sys/module/nvidia")));
    QVERIFY(QDir(cwd.path()).mkpath(QStringLiteral("proc/driver/nvidia")));
    for (const char* name : {"sys/module/nvidia/version", "proc/driver/nvidia/version"}) {
        QFile f(QDir(cwd.path()).filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(name[0] == 's'
                    ? "535.183.01\n"
                    : "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.183.01  Sun May 12 19:39:15 UTC 2024\n");
    }
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(cwd.path()));
    const NoTools tools;
    const auto sources =
        SystemDetector::liveSources(QStringLiteral("windows"), QString(), tools, QProcessEnvironment());
    SystemInfo info;
    GpuInfo card; // as DXGI reports an RTX 4070
    card.vendorId = QStringLiteral("10de");
    card.deviceId = QStringLiteral("2786");
    info.gpus << card;
    int nvidiaSources = 0;
    for (const auto& s : sources) {
        if (s->name() == QLatin1String("nvidia")) {
            s->collect(info);
            ++nvidiaSources;
        }
    }
    QVERIFY(QDir::setCurrent(before));
    QCOMPARE(nvidiaSources, 1);
    QVERIFY2(info.gpus.first().driverVersion.isEmpty(), qPrintable(info.gpus.first().driverVersion));
    QCOMPARE(tools.asked, QStringList{QStringLiteral("nvidia-smi")});
}

void TestPlatformSources::mac_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QString>("cpu");
    QTest::addColumn<QStringList>("gpus"); // vendor:device name integrated
    QTest::newRow("MacBook Pro M2 Pro") << "macbook-pro-m2-pro" << "aarch64" << "Apple M2 Pro"
                                        << QStringList{"106b:- Apple M2 Pro yes"};
    QTest::newRow("MacBook Pro 16 2019") << "macbook-pro-16-2019" << "x86_64"
                                         << "Intel(R) Core(TM) i9-9880H CPU @ 2.30GHz"
                                         << QStringList{"8086:3e9b Intel UHD Graphics 630 yes",
                                                        "1002:7340 AMD Radeon Pro 5500M no"};
}

void TestPlatformSources::mac()
{
    QFETCH(QString, machine);
    QFETCH(QString, arch);
    QFETCH(QString, cpu);
    QFETCH(QStringList, gpus);
    const QString base = QStringLiteral("../fixtures/macos/") + machine;
    const RecordedMacTools tools(QFINDTESTDATA(base + QStringLiteral("-sysctl.txt")),
                                 QFINDTESTDATA(base + QStringLiteral(".json")));
    SystemInfo info;
    MacSource(tools).collect(info);
    QCOMPARE(info.arch, arch);
    QCOMPARE(info.cpu, cpu);
    QCOMPARE(info.os, QStringLiteral("macos"));
    QStringList got;
    for (const GpuInfo& g : info.gpus) {
        got << QStringLiteral("%1:%2 %3 %4")
                   .arg(g.effectiveVendorId(), g.deviceId.isEmpty() ? QStringLiteral("-") : g.deviceId, g.name,
                        g.integrated ? (*g.integrated ? QStringLiteral("yes") : QStringLiteral("no"))
                                     : QStringLiteral("-"));
        QVERIFY(g.sources.value(QStringLiteral("name")) == QLatin1String("system_profiler"));
    }
    QCOMPARE(got, gpus);
}

QTEST_GUILESS_MAIN(TestPlatformSources)
#include "tst_platformsources.moc"
