// SPDX-License-Identifier: GPL-3.0-or-later
// The backend decision, one row per machine and policy line, on the built-in GPU database and
// compatibility matrix. Machines are written the way support staff write them by hand (or as
// `detect --json` writes them): real PCI ids, real driver versions.
#include "policy/Recommender.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace ts;

class TestRecommender : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void recommends_data();
    void recommends();
    void refuses_data();
    void refuses();
    void jsonHasTheContract();
    void neverOffersAnUnsafeOverride();

private:
    Result<Recommendation> run(const QByteArray& hw, const QStringList& pins);
    std::optional<Recommender> m_recommender;
};

void TestRecommender::initTestCase()
{
    const CompatMatrix matrix = CompatMatrix::builtIn();
    QVERIFY(!matrix.isEmpty());
    const GpuDatabase db = GpuDatabase::builtIn();
    QVERIFY(db.deviceCount() > 1000);
    m_recommender.emplace(matrix, db, AmdOverrides::builtIn());
}

Result<Recommendation> TestRecommender::run(const QByteArray& hw, const QStringList& pinTexts)
{
    Result<SystemInfo> s = SystemInfo::fromJsonText(hw, QStringLiteral("row"));
    if (!s)
        return s.forward<Recommendation>();
    QList<PackageSpec> pins;
    for (const QString& p : pinTexts)
        pins << PackageSpec::parse(p).value();
    return m_recommender->recommend(s.value(), pins);
}

namespace {
QByteArray onLinux(const QByteArray& python, const QByteArray& gpus, const QByteArray& extra = {})
{
    return R"({"os":"linux","arch":"x86_64","python":")" + python + R"(","gpus":[)" + gpus + "]" + extra + "}";
}
QByteArray onWindows(const QByteArray& python, const QByteArray& gpus)
{
    return R"({"os":"windows","arch":"amd64","python":")" + python + R"(","gpus":[)" + gpus + "]}";
}
QByteArray nv(const char* device, const char* driver)
{
    return QByteArray(R"({"vendor_id":"10de","device_id":")") + device + R"(")" +
           (driver ? QByteArray(R"(,"driver_version":")") + driver + R"(")" : QByteArray()) + "}";
}
QByteArray amd(const char* device, const char* gfx = nullptr, int node = -1)
{
    QByteArray s = QByteArray(R"({"vendor_id":"1002","device_id":")") + device + R"(")";
    if (gfx)
        s += QByteArray(R"(,"gfx_target":")") + gfx + R"(")";
    if (node >= 0)
        s += R"(,"kfd_node":)" + QByteArray::number(node);
    return s + "}";
}
QByteArray intel(const char* device)
{
    return QByteArray(R"({"vendor_id":"8086","device_id":")") + device + R"("})";
}
} // namespace

void TestRecommender::recommends_data()
{
    QTest::addColumn<QByteArray>("hw");
    QTest::addColumn<QStringList>("pins");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("torch");    // "" = not checked
    QTest::addColumn<QString>("env");      // "K=V;K2=V2" that must be set, "-" = env must be empty
    QTest::addColumn<QString>("package");  // one package string that must be in the list
    QTest::addColumn<QString>("explains"); // a reason or warning that must appear
    QTest::addColumn<QString>("firstAlternative");

    // No GPU, Apple, Intel Macs
    QTest::newRow("VM without GPU -> cpu, CPU index named")
        << onLinux("3.12", "") << QStringList{} << "cpu" << "2.14" << "-" << "torch==2.14.*"
        << "the CPU index (https://download.pytorch.org/whl/cpu) is named explicitly" << "";
    QTest::newRow("MacBook Pro M2 Pro -> mps")
        << QByteArray(
               R"({"os":"macos","arch":"arm64","python":"3.12","gpus":[{"vendor_id":"106b","name":"Apple M2 Pro"}]})")
        << QStringList{} << "mps" << "2.14" << "-" << "torch==2.14.*" << "Metal (MPS)" << "cpu";
    QTest::newRow("Intel Mac, UHD 630 only -> cpu 2.2.2")
        << QByteArray(
               R"({"os":"macos","arch":"x86_64","python":"3.11","gpus":[{"vendor_id":"8086","device_id":"3e9b"}]})")
        << QStringList{} << "cpu" << "2.2" << "-" << "torch==2.2.*" << "" << "";
    QTest::newRow("Intel Mac + Radeon Pro 5500M -> mps with CPU fallback")
        << QByteArray(
               R"({"os":"macos","arch":"x86_64","python":"3.11","gpus":[{"vendor_id":"1002","device_id":"7340","integrated":false},{"vendor_id":"8086","device_id":"3e9b"}]})")
        << QStringList{} << "mps" << "2.2" << "PYTORCH_ENABLE_MPS_FALLBACK=1" << "torch==2.2.*"
        << "Intel Mac with an AMD GPU"
        << "cpu";
    QTest::newRow("NVIDIA on an Intel Mac -> cpu with a warning")
        << QByteArray(
               R"({"os":"macos","arch":"x86_64","python":"3.9","gpus":[{"vendor_id":"10de","device_id":"0fe9"}]})")
        << QStringList{} << "cpu" << "2.2" << "-" << "" << "no CUDA build for macOS" << "";

    // NVIDIA
    QTest::newRow("RTX 4090, driver 580 -> newest CUDA") << onLinux("3.12", nv("2684", "580.95.05")) << QStringList{}
                                                         << "cu132" << "2.14" << "-" << "torchvision==0.29.*"
                                                         << "ships kernels for compute capability 8.9" << "cu130";
    QTest::newRow("hybrid laptop: RTX 3060 Laptop beats Iris Xe; driver 550 -> CUDA 12")
        << onLinux("3.10", intel("46a6") + "," + nv("2560", "550.120")) << QStringList{} << "cu126" << "2.14" << "-"
        << ""
        << "A newer driver would allow torch 2.14 with cu132" << "cu129";
    QTest::newRow("RTX 5090 beside RTX 4090 -> a Blackwell-capable build for both")
        << onLinux("3.12", nv("2b85", "580.95.05") + "," + nv("2684", "580.95.05")) << QStringList{} << "cu132"
        << "2.14" << "-"
        << "" << "compute capability 12.0 of GPU 0" << "cu130";
    QTest::newRow("RTX 5090, driver 520 (too old for any Blackwell build) -> its build + update warning")
        << onLinux("3.12", nv("2b85", "520.61.05")) << QStringList{} << "cu132" << "2.14" << "-" << ""
        << "Update the NVIDIA driver" << "";
    QTest::newRow("GTX 1080 (Pascal) -> a build that still has sm_60/61")
        << onLinux("3.12", nv("1b80", "580.95.05")) << QStringList{} << "cu126" << "2.14" << "-" << ""
        << "has no kernels for compute capability 6.1" << "";
    QTest::newRow("RTX 5050 desktop (cc 12.0) on Windows -> a Blackwell build")
        << onWindows("3.12", nv("2d83", "581.57")) << QStringList{} << "cu132" << "2.14" << "-" << ""
        << "compute capability 12.0" << "";
    QTest::newRow("B300 (cc 10.3) -> CUDA 13.2 through the sm_100 cubins")
        << onLinux("3.12", nv("3182", "580.95.05")) << QStringList{} << "cu132" << "2.14" << "-" << ""
        << "compute capability 10.3" << "";
    QTest::newRow("DGX Spark GB10 (cc 12.1) on aarch64 -> CUDA 13.2")
        << QByteArray(
               R"({"os":"linux","arch":"aarch64","python":"3.12","gpus":[{"vendor_id":"10de","device_id":"2e12","driver_version":"580.95.05"}]})")
        << QStringList{} << "cu132" << "2.14" << "-" << "" << "compute capability 12.1" << "";
    QTest::newRow("Jetson AGX Thor (cc 11.0) on aarch64 -> CUDA 13.2, the aarch64 build with sm_110")
        << QByteArray(
               R"({"os":"linux","arch":"aarch64","python":"3.12","gpus":[{"vendor_id":"10de","device_id":"2b00","driver_version":"580.95.05"}]})")
        << QStringList{} << "cu132" << "2.14" << "-" << "" << "compute capability 11.0" << "";
    QTest::newRow("Tesla K80 (Kepler 3.7) -> cu118")
        << onLinux("3.10", nv("102d", "470.256.02")) << QStringList{} << "cu118" << "2.7" << "-" << "" << "3.7" << "";
    QTest::newRow("no NVIDIA driver -> the broadest build + install warning")
        << onLinux("3.12", R"({"vendor_id":"10de","device_id":"2684"})") << QStringList{} << "cu126" << "2.14" << "-"
        << ""
        << "runs with the oldest drivers" << "";
    QTest::newRow("Windows RTX 5090 on Python 3.8 -> cu118's compute_37 PTX, with a warning")
        << onWindows("3.8", nv("2b85", "581.57")) << QStringList{} << "cu118" << "2.4" << "-" << ""
        << "only PTX that the driver compiles on first use" << "";
    QTest::newRow("Python 3.8 -> cu124 of torch 2.4.1") << onLinux("3.8", nv("2684", "580.95.05")) << QStringList{}
                                                        << "cu124" << "2.4" << "-" << "torch==2.4.*" << "" << "";
    QTest::newRow("pin torch<2.7 -> a build of torch 2.6")
        << onLinux("3.12", nv("2684", "580.95.05")) << QStringList{"torch<2.7"} << "cu126" << "2.6" << "-"
        << "torch==2.6.*"
        << "is excluded by torch<2.7" << "";
    QTest::newRow("pin of a patch newer than the matrix knows -> taken with its minor's builds")
        << onLinux("3.12", "") << QStringList{"torch==2.6.1"} << "cpu" << "2.6.1" << "-" << "torchvision==0.21.*"
        << "a patch release newer than the compatibility matrix knows" << "";
    QTest::newRow("lower bound on a newer patch -> that patch")
        << onLinux("3.12", "") << QStringList{"torch>=2.14.1"} << "cpu" << "2.14" << "-" << "torch==2.14.*,>=2.14.1"
        << ""
        << "";
    QTest::newRow("pass-through package stays in the list")
        << onLinux("3.12", nv("2684", "580.95.05")) << QStringList{"numpy<2"} << "cu132" << "2.14" << "-" << "numpy<2"
        << "" << "";
    QTest::newRow("Windows RTX 4070 -> CUDA 12.6 of torch 2.14, no Triton companion known for it")
        << onWindows("3.12", nv("2786", "576.02")) << QStringList{} << "cu126" << "2.14" << "-" << "torch==2.14.*"
        << "" << "";
    QTest::newRow("Windows RTX 4070, torch<2.14 -> CUDA + triton-windows")
        << onWindows("3.12", nv("2786", "576.02")) << QStringList{"torch<2.14"} << "cu126" << "2.13" << "-"
        << "triton-windows>=3.7,<3.8" << "" << "";
    QTest::newRow("Windows RTX 4070, torch<2.13 -> torch 2.12 with the same triton-windows minor")
        << onWindows("3.12", nv("2786", "576.02")) << QStringList{"torch<2.13"} << "cu126" << "2.12" << "-"
        << "triton-windows>=3.7,<3.8" << "" << "";

    // AMD on Linux
    QTest::newRow("RX 7900 XTX gfx1100 -> torch 2.14's ROCm 7.14 build (newest ROCm first), TheRock second")
        << onLinux("3.12", amd("744c", "gfx1100", 0)) << QStringList{} << "rocm7.14" << "2.14" << "-"
        << "torch==2.14.*"
        << "rocm7.14 of torch 2.14.0 ships native kernels for gfx1100" << "therock";
    QTest::newRow("RX 7900 XTX, index url of ROCm 7.14")
        << onLinux("3.12", amd("744c", "gfx1100", 0)) << QStringList{} << "rocm7.14" << "2.14" << "-" << ""
        << "--index-url https://download.pytorch.org/whl/rocm7.14" << "therock";
    QTest::newRow("RX 7900 XTX, torch<2.14 -> torch 2.13's ROCm 7.2")
        << onLinux("3.12", amd("744c", "gfx1100", 0)) << QStringList{"torch<2.14"} << "rocm7.2" << "2.13" << "-"
        << "" << "rocm7.2 of torch 2.13.0 ships native kernels for gfx1100" << "therock";
    QTest::newRow("RX 7900 XTX without a gfx from KFD -> the database's gfx1100")
        << onLinux("3.12", amd("744c")) << QStringList{} << "rocm7.14" << "2.14" << "-" << "" << "gfx1100"
        << "therock";
    QTest::newRow("Instinct MI355X (database: gfx950, not the Aqua Vanjaram gfx942) -> rocm7.14")
        << onLinux("3.12", amd("75a3")) << QStringList{} << "rocm7.14" << "2.14" << "-" << ""
        << "rocm7.14 of torch 2.14.0 ships native kernels for gfx950" << "therock";
    QTest::newRow("Radeon AI PRO R9700 gfx1201 -> rocm7.14")
        << onLinux("3.12", amd("7551")) << QStringList{} << "rocm7.14" << "2.14" << "-" << ""
        << "native kernels for gfx1201" << "therock";
    QTest::newRow("RX 6700 XT gfx1031 -> TheRock stable (whl-next) with torch 2.14, override as alternative")
        << onLinux("3.12", amd("73df", "gfx1031", 0)) << QStringList{} << "therock" << "2.14" << "-"
        << "torch[device-gfx1031]==2.14.*"
        << "AMD's TheRock stable wheels (https://stable.repo.amd.com/rocm/whl-next/) have native kernels for gfx1031"
        << "rocm7.14";
    QTest::newRow("Steam Deck gfx1033 -> TheRock native, the 10.3.0 stand-in only as an alternative")
        << onLinux("3.12", amd("163f", "gfx1033", 0)) << QStringList{} << "therock" << "2.14" << "-"
        << "torch[device-gfx1033]==2.14.*" << "native kernels for gfx1033" << "rocm7.14";
    QTest::newRow("Renoir iGPU gfx90c -> TheRock torch 2.12, the only release built for gfx90c")
        << onLinux("3.12", amd("1636", "gfx90c", 0)) << QStringList{} << "therock" << "2.12" << "-"
        << "torch[device-gfx90c]==2.12.*" << "torch 2.12 is the newest they offer" << "rocm7.14";
    QTest::newRow("Renoir iGPU gfx90c, torch>=2.13 -> no TheRock build (gfx90c is 2.12 only), the gfx900 stand-in")
        << onLinux("3.12", amd("1636", "gfx90c", 0)) << QStringList{"torch>=2.13"} << "rocm7.14" << "2.14"
        << "HSA_OVERRIDE_GFX_VERSION=9.0.0" << "" << "torch 2.12.* is excluded by torch>=2.13" << "cpu";
    QTest::newRow("Radeon 780M APU gfx1103 -> torch 2.14's native ROCm 7.14 build, TheRock second")
        << onLinux("3.12", amd("15bf", "gfx1103", 0)) << QStringList{} << "rocm7.14" << "2.14" << "-" << ""
        << "rocm7.14 of torch 2.14.0 ships native kernels for gfx1103" << "therock";
    QTest::newRow("Radeon 780M APU gfx1103, torch<2.14 -> torch 2.13's native ROCm 7.2 build")
        << onLinux("3.12", amd("15bf", "gfx1103", 0)) << QStringList{"torch<2.14"} << "rocm7.2" << "2.13" << "-"
        << "" << "rocm7.2 of torch 2.13.0 ships native kernels for gfx1103" << "therock";
    QTest::newRow("Radeon 780M, torch<2.13 -> TheRock; the hanging 11.0.0 stand-in is never offered")
        << onLinux("3.12", amd("15bf", "gfx1103", 0)) << QStringList{"torch<2.13"} << "therock" << "2.12" << "-"
        << "torch[device-gfx1103]==2.12.*"
        << "HSA_OVERRIDE_GFX_VERSION=11.0.0 (running the gfx1100 kernels on gfx1103) is never offered"
        << "cpu";
    QTest::newRow("Radeon 780M, torch<2.10 -> cpu, with the GPU, the hang and what runs it natively")
        << onLinux("3.12", amd("15bf", "gfx1103", 0)) << QStringList{"torch<2.10"} << "cpu" << "2.9" << "-" << ""
        << "These run gfx1103 natively: torch 2.14.0 with rocm7.2" << "";
    QTest::newRow("Radeon 780M, Python 3.9 -> cpu; TheRock's whl-next stable channel named as what would work")
        << onLinux("3.9", amd("15bf", "gfx1103", 0)) << QStringList{} << "cpu" << "2.8" << "-" << ""
        << "AMD's TheRock stable wheels (torch 2.12–2.14, Python 3.10–3.14, --index-url "
           "https://stable.repo.amd.com/rocm/whl-next/)"
        << "";
    QTest::newRow("RX 5700 XT gfx1010, torch<2.10 -> cpu; the RDNA1 stand-in is never offered")
        << onLinux("3.12", amd("731f", "gfx1010", 0)) << QStringList{"torch<2.10"} << "cpu" << "2.9" << "-" << ""
        << "gfx1010) natively, and the stand-in HSA_OVERRIDE_GFX_VERSION=10.3.0 is not offered: RDNA1" << "";
    QTest::newRow("RX 580 Polaris, Python 3.9 -> ROCm 4.2 with ROC_ENABLE_PRE_VEGA")
        << onLinux("3.9", amd("67df", "gfx803", 0)) << QStringList{} << "rocm4.2" << "1.10" << "ROC_ENABLE_PRE_VEGA=1"
        << ""
        << "gfx803 needs ROC_ENABLE_PRE_VEGA=1" << "";
    QTest::newRow("RX 580 Polaris, Python 3.12 -> cpu, honestly")
        << onLinux("3.12", amd("67df", "gfx803", 0)) << QStringList{} << "cpu" << "2.14" << "-" << ""
        << "No ROCm build runs gfx803" << "";
    QTest::newRow("RX 7900 XT + Radeon VII -> a build with kernels for both, user override reported")
        << onLinux("3.12", amd("744c", "gfx1100", 0) + "," + amd("66af", "gfx906", 1),
                   R"(,"environment":{"HSA_OVERRIDE_GFX_VERSION":"11.0.0"})")
        << QStringList{} << "rocm7.14" << "2.14" << "-" << "" << "HSA_OVERRIDE_GFX_VERSION=11.0.0 is already set"
        << "therock";
    QTest::newRow("Raphael iGPU + RX 7900 XTX -> the card, HIP_VISIBLE_DEVICES")
        << onLinux("3.12", amd("164e", "gfx1036", 1) + "," + amd("744c", "gfx1100", 0)) << QStringList{} << "rocm7.14"
        << "2.14"
        << "HIP_VISIBLE_DEVICES=0" << "" << "hides every other AMD GPU" << "therock";
    QTest::newRow("/dev/kfd not accessible -> warning with the fix")
        << onLinux("3.12", amd("744c", "gfx1100", 0), R"(,"kfd":{"present":true,"accessible":false})") << QStringList{}
        << "rocm7.14" << "2.14" << "-" << "" << "usermod -aG render,video" << "therock";

    QTest::newRow("RX 6700 XT gfx1031, torch<2.10 (no TheRock wheel) -> the override stand-in")
        << onLinux("3.12", amd("73df", "gfx1031", 0)) << QStringList{"torch<2.10"} << "rocm6.4" << "2.9"
        << "HSA_OVERRIDE_GFX_VERSION=10.3.0" << "" << "an override: the GPU is treated as gfx1030" << "cpu";
    QTest::newRow("RX 6700 XT gfx1031, Python 3.14 -> TheRock stable (whl-next has 3.14), override second")
        << onLinux("3.14", amd("73df", "gfx1031", 0)) << QStringList{} << "therock" << "2.14" << "-"
        << "torch[device-gfx1031]==2.14.*" << "AMD's TheRock stable wheels" << "rocm7.14";
    QTest::newRow("/dev/kfd missing -> warning with the fix")
        << onLinux("3.12", amd("744c", "gfx1100", 0), R"(,"kfd":{"present":false})") << QStringList{} << "rocm7.14"
        << "2.14" << "-" << "" << "--device=/dev/kfd" << "therock";
    QTest::newRow("iGPU + card without HIP order -> warning instead of a guess")
        << onLinux("3.12", amd("164e", "gfx1036") + "," + amd("744c", "gfx1100")) << QStringList{} << "rocm7.14"
        << "2.14"
        << "-" << "" << "HIP_VISIBLE_DEVICES cannot be set" << "therock";
    QTest::newRow("Tesla K80 + RX 7900 XTX on Python 3.14 -> the AMD card, K80 explained")
        << onLinux("3.14", nv("102d", "580.95.05") + "," + amd("744c", "gfx1100", 0)) << QStringList{} << "rocm7.14"
        << "2.14"
        << "-" << "" << "such as cu118 (CUDA 11.8) of torch 2.7.1" << "";

    // AMD on Windows
    QTest::newRow("Windows RX 7900 XTX -> TheRock stable with torch 2.14 (no longer 2.12)")
        << onWindows("3.12", amd("744c")) << QStringList{} << "therock" << "2.14" << "-"
        << "torch[device-gfx1100]==2.14.*" << "https://stable.repo.amd.com/rocm/whl-next/" << "directml";
    QTest::newRow("Windows Steam Deck gfx1033 -> TheRock stable")
        << onWindows("3.12", amd("163f")) << QStringList{} << "therock" << "2.14" << "-"
        << "torch[device-gfx1033]==2.14.*" << "" << "directml";
    QTest::newRow("Windows Instinct MI210 -> DirectML: TheRock's Instinct targets are Linux only")
        << onWindows("3.12", amd("740f")) << QStringList{} << "directml" << "2.4" << "-" << ""
        << "AMD's TheRock stable wheels have no gfx90a build for windows-x86_64" << "cpu";
    QTest::newRow("Windows Renoir iGPU gfx90c -> DirectML: TheRock builds gfx90c for Linux only")
        << onWindows("3.12", amd("1636")) << QStringList{} << "directml" << "2.4" << "-" << ""
        << "AMD's TheRock stable wheels have no gfx90c build for windows-x86_64" << "cpu";
    QTest::newRow("Windows RX 580 -> DirectML") << onWindows("3.10", amd("67df")) << QStringList{} << "directml"
                                                << "2.4" << "-" << "torch-directml==0.2.5.dev240914"
                                                << "DirectML" << "cpu";

    QTest::newRow("Windows AMD GPU of unknown target -> DirectML")
        << onWindows("3.11", R"({"vendor_id":"1002","device_id":"7599","name":"AMD Radeon RX 9999"})") << QStringList{}
        << "directml" << "2.4" << "-" << "" << "dxdiag /t" << "cpu";
    QTest::newRow("Windows Radeon VII -> TheRock stable (gfx906 is in AMD's Windows Radeon table)")
        << onWindows("3.12", amd("66af")) << QStringList{} << "therock" << "2.14" << "-"
        << "torch[device-gfx906]==2.14.*" << "" << "directml";
    QTest::newRow("Windows Radeon VII, torch<2.13 -> TheRock torch 2.12, pins respected")
        << onWindows("3.12", amd("66af")) << QStringList{"torch<2.13"} << "therock" << "2.12" << "-"
        << "torch[device-gfx906]==2.12.*" << "" << "directml";
    QTest::newRow("Windows Radeon VII, torch<2.12 -> DirectML: TheRock's channels start at torch 2.12")
        << onWindows("3.12", amd("66af")) << QStringList{"torch<2.12"} << "directml" << "2.4" << "-" << ""
        << "torch 2.12.* is excluded by torch<2.12" << "cpu";

    // Intel
    QTest::newRow("Arc A770 -> xpu of torch 2.14") << onLinux("3.12", intel("56a0")) << QStringList{} << "xpu"
                                                   << "2.14" << "-" << "torch==2.14.*"
                                                   << "XPU build runs on" << "cpu";
    QTest::newRow("Arc A770, xpu index url") << onLinux("3.12", intel("56a0")) << QStringList{} << "xpu" << "2.14"
                                             << "-" << "" << "--index-url https://download.pytorch.org/whl/xpu"
                                             << "cpu";
    QTest::newRow("Core Ultra 7 155H iGPU -> xpu of torch 2.14 on Windows")
        << onWindows("3.12", intel("7d55")) << QStringList{} << "xpu" << "2.14" << "-" << "" << "" << "cpu";
    QTest::newRow("Arc A770, Python 3.8, Linux -> cpu: no xpu build, and PyPI's IPEX is the CPU build")
        << onLinux("3.8", intel("56a0")) << QStringList{} << "cpu" << "2.4" << "-" << ""
        << "no torch release has a xpu build for Python 3.8 on linux-x86_64" << "";
    QTest::newRow("Arc A770, Python 3.8, Windows -> DirectML")
        << onWindows("3.8", intel("56a0")) << QStringList{} << "directml"
        << "2.4" << "-" << "" << "" << "cpu";
    QTest::newRow("UHD 630 on Linux -> cpu with the reason") << onLinux("3.12", intel("3e92")) << QStringList{} << "cpu"
                                                             << "2.14" << "-" << "" << "does not support" << "";
    QTest::newRow("UHD 630 on Windows -> DirectML")
        << onWindows("3.11", intel("3e92")) << QStringList{} << "directml" << "2.4"
        << "-" << "" << "DirectX 12" << "cpu";

    QTest::newRow("exact earlier patch pin torch==2.7.0 -> that patch, paired minors")
        << onLinux("3.12", nv("2684", "580.95.05")) << QStringList{"torch==2.7.0"} << "cu128" << "2.7.0" << "-"
        << "torchvision==0.22.*" << "" << "";
    QTest::newRow("Windows RTX 4070, driver in Windows form -> read as NVIDIA's 560.94")
        << onWindows("3.12", nv("2786", "32.0.15.6094")) << QStringList{"torch<2.14"} << "cu126" << "2.13" << "-"
        << ""
        << "NVIDIA driver 560.94 meets the minimum" << "";
    QTest::newRow("GH200 on Linux aarch64 -> an arm64 CUDA build")
        << QByteArray(
               R"({"os":"linux","arch":"aarch64","python":"3.12","gpus":[{"vendor_id":"10de","device_id":"2342","driver_version":"580.95.05"}]})")
        << QStringList{} << "cu132" << "2.14" << "-" << "" << "compute capability 9.0" << "";
    QTest::newRow("Apple Silicon described without its GPU -> mps")
        << QByteArray(R"({"os":"macos","arch":"arm64","python":"3.12","gpus":[]})") << QStringList{} << "mps" << ""
        << "-" << ""
        << "Metal (MPS)" << "cpu";

    // Mixed and unusable
    QTest::newRow("RTX 4090 + RX 7900 XTX -> NVIDIA, AMD offered")
        << onLinux("3.12", nv("2684", "580.95.05") + "," + amd("744c", "gfx1100", 0)) << QStringList{} << "cu132"
        << "2.14"
        << "-" << "" << "is not chosen" << "cu130";
    QTest::newRow("RTX 3090 on vfio-pci + RX 6600 -> the AMD card")
        << onLinux(
               "3.11",
               R"({"vendor_id":"10de","device_id":"2204","kernel_driver":"vfio-pci","usable":false,"unusable_reason":"bound to vfio-pci"},)" +
                   amd("73ff", "gfx1032", 0))
        << QStringList{} << "therock" << "" << "-" << "" << "is skipped: bound to vfio-pci" << "rocm7.14";
}

void TestRecommender::recommends()
{
    QFETCH(QByteArray, hw);
    QFETCH(QStringList, pins);
    QFETCH(QString, platform);
    QFETCH(QString, torch);
    QFETCH(QString, env);
    QFETCH(QString, package);
    QFETCH(QString, explains);
    QFETCH(QString, firstAlternative);
    Result<Recommendation> r = run(hw, pins);
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    const Recommendation& rec = r.value();
    const QString text = rec.toText();
    QVERIFY2(rec.choice.platform == platform, qPrintable(text));
    if (!torch.isEmpty())
        QVERIFY2(rec.choice.torchVersion == torch, qPrintable(text));
    if (env == QLatin1String("-")) {
        QVERIFY2(rec.choice.env.isEmpty(), qPrintable(text));
    } else {
        for (const QString& kv : env.split(QLatin1Char(';')))
            QVERIFY2(rec.choice.env.value(kv.section(QLatin1Char('='), 0, 0)) == kv.section(QLatin1Char('='), 1),
                     qPrintable(text));
    }
    // An override is set only where a row expects one (no build runs the GPU natively).
    if (rec.choice.env.contains(QStringLiteral("HSA_OVERRIDE_GFX_VERSION")))
        QVERIFY2(env.contains(QLatin1String("HSA_OVERRIDE_GFX_VERSION")), qPrintable(text));
    if (!package.isEmpty())
        QVERIFY2(rec.choice.packages.contains(package), qPrintable(text));
    if (!explains.isEmpty())
        QVERIFY2(text.contains(explains), qPrintable(text));
    if (!firstAlternative.isEmpty()) {
        QVERIFY2(!rec.alternatives.isEmpty(), qPrintable(text));
        QVERIFY2(rec.alternatives.first().platform == firstAlternative, qPrintable(text));
    }
    QVERIFY(!rec.choice.indexUrl.isEmpty());
    QVERIFY(!rec.reasons.isEmpty());
    for (const InstallChoice& a : rec.alternatives)
        QVERIFY2(!a.whyNotFirst.isEmpty(), qPrintable(text));
}

void TestRecommender::refuses_data()
{
    QTest::addColumn<QByteArray>("hw");
    QTest::addColumn<QStringList>("pins");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("kind");
    const int unsupported = int(ErrorKind::Unsupported);
    QTest::newRow("riscv64") << QByteArray(R"({"os":"linux","arch":"riscv64","python":"3.12","gpus":[]})")
                             << QStringList{} << "PyTorch publishes no builds for linux on riscv64" << unsupported;
    QTest::newRow("32-bit Windows") << QByteArray(R"({"os":"windows","arch":"i386","python":"3.12","gpus":[]})")
                                    << QStringList{} << "no builds for windows on i386" << unsupported;
    QTest::newRow("Python 3.5") << onLinux("3.5", "") << QStringList{} << "no PyTorch release has wheels for Python 3.5"
                                << unsupported;
    QTest::newRow("Blackwell on Python 3.8")
        << onLinux("3.8", nv("2b85", "580.95.05")) << QStringList{} << "has no wheels for Python 3.8" << unsupported;
    QTest::newRow("Blackwell with torch<2.6") << onLinux("3.12", nv("2b85", "580.95.05")) << QStringList{"torch<2.6"}
                                              << "is excluded by torch<2.6" << unsupported;
    QTest::newRow("torch 1.13.1 on Python 3.11: never built for it")
        << onLinux("3.11", "") << QStringList{"torch==1.13.1"}
        << "torch 1.13.1 has no cpu build for Python 3.11 on linux-x86_64, only for Python 3.7, 3.8, 3.9, 3.10"
        << unsupported;
    QTest::newRow("torch<2.0 on Python 3.11: the newest such release, named")
        << onLinux("3.11", "") << QStringList{"torch<2.0"} << "torch 1.13.1 has no cpu build for Python 3.11"
        << unsupported;
    QTest::newRow("Python 3.15 on Linux: torch-only preview wheels, explained")
        << onLinux("3.15", "") << QStringList{}
        << "torch 2.14.0 has wheels for Python 3.15 only as a preview on download.pytorch.org: torch alone, without "
           "torchvision, and none on PyPI"
        << unsupported;
    QTest::newRow("Python 3.15 on Windows with an NVIDIA GPU: the same explanation")
        << onWindows("3.15", nv("2684", "581.57")) << QStringList{}
        << "no complete PyTorch can be installed for Python 3.15 on windows-x86_64 yet" << unsupported;
    QTest::newRow("Intel Mac on Python 3.13")
        << QByteArray(R"({"os":"macos","arch":"x86_64","python":"3.13","gpus":[]})") << QStringList{}
        << "no PyTorch release has wheels for Python 3.13 on macos-x86_64" << unsupported;
    QTest::newRow("no python given") << QByteArray(R"({"os":"linux","arch":"x86_64","gpus":[]})") << QStringList{}
                                     << "does not say the Python version" << int(ErrorKind::BadInput);
}

void TestRecommender::refuses()
{
    QFETCH(QByteArray, hw);
    QFETCH(QStringList, pins);
    QFETCH(QString, message);
    QFETCH(int, kind);
    Result<Recommendation> r = run(hw, pins);
    QVERIFY2(!r.isOk(), r.isOk() ? qPrintable(r.value().toText()) : "");
    QVERIFY2(r.message().contains(message), qPrintable(r.message()));
    QCOMPARE(int(r.kind()), kind);
}

void TestRecommender::jsonHasTheContract()
{
    Result<Recommendation> r = run(onLinux("3.12", amd("73df", "gfx1031", 0)), {});
    QVERIFY(r.isOk());
    const QJsonObject o = r.value().toJson();
    for (const char* key :
         {"platform", "index_url", "packages", "env", "gfx_target", "reasons", "warnings", "alternatives"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(QStringLiteral("gfx_target")).toString(), QStringLiteral("gfx1031"));
    QCOMPARE(o.value(QStringLiteral("platform")).toString(), QStringLiteral("therock"));
}

// Every GPU the database maps to gfx1102 or gfx1103 (the targets with fewer vector registers than
// gfx1100/gfx1101), and every GPU whose target has an override the data marks unsafe: on every Python
// and under pins that exclude the native builds, neither the choice nor any alternative (the builds
// automatic fallback would try) sets an override the data does not mark as working for that GPU.
void TestRecommender::neverOffersAnUnsafeOverride()
{
    const AmdOverrides overrides = AmdOverrides::builtIn();
    QFile f(GpuDatabase::resourcePath());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QList<std::pair<QByteArray, QString>> gpus; // device id, gfx target
    QSet<QString> unsafeTargets;
    while (!f.atEnd()) {
        const QList<QByteArray> cols = f.readLine().trimmed().split('\t');
        if (cols.size() < 7 || cols.at(0) != "1002" || cols.at(1).size() != 4)
            continue; // comments, name patterns
        const QString gfx = QString::fromLatin1(cols.at(6));
        const AmdOverrides::Override* o = overrides.overrideFor(gfx);
        if (o && o->unsafe())
            unsafeTargets << gfx;
        if (gfx == QLatin1String("gfx1102") || gfx == QLatin1String("gfx1103") || (o && o->unsafe()))
            gpus << std::pair{cols.at(1), gfx};
    }
    QVERIFY2(unsafeTargets.contains(QStringLiteral("gfx1103")), "the data marks gfx1103's override unsafe");
    QVERIFY2(gpus.size() >= 10, "the database maps Navi 33 and Phoenix GPUs");
    int checked = 0;
    for (const auto& [device, gfx] : std::as_const(gpus)) {
        for (const char* python : {"3.9", "3.10", "3.12", "3.13", "3.14"}) {
            for (const QStringList& pins :
                 {QStringList{}, QStringList{"torch<2.10"}, QStringList{"torch<2.7"}, QStringList{"torch>=2.13"}}) {
                // With and without the KFD's target: the database's target must lead to the same rule.
                for (const bool fromKfd : {true, false}) {
                    const QByteArray gpu =
                        fromKfd ? amd(device.constData(), qPrintable(gfx), 0) : amd(device.constData());
                    Result<Recommendation> r = run(onLinux(python, gpu), pins);
                    if (!r) {
                        // Python 3.9 with torch>=2.13, 3.14 with torch<2.7: no release at all, so nothing is
                        // offered, and the newest release the pin allows is named with the Pythons it has.
                        QVERIFY2(r.message().contains(QStringLiteral("build for Python %1 on linux-x86_64, only for "
                                                                     "Python ")
                                                          .arg(QLatin1String(python))),
                                 qPrintable(r.message()));
                        continue;
                    }
                    const Recommendation& rec = r.value();
                    QList<InstallChoice> all{rec.choice};
                    all << rec.alternatives;
                    for (const InstallChoice& c : all) {
                        const QString set = c.env.value(QStringLiteral("HSA_OVERRIDE_GFX_VERSION"));
                        if (set.isEmpty())
                            continue;
                        const AmdOverrides::Override* o = overrides.overrideFor(gfx);
                        QVERIFY2(
                            o && !o->unsafe() && o->value == set,
                            qPrintable(
                                QStringLiteral("%1 (%2), Python %3, pins %4: %5 offers HSA_OVERRIDE_GFX_VERSION=%6\n%7")
                                    .arg(QString::fromLatin1(device), gfx, QLatin1String(python),
                                         pins.join(QLatin1Char(' ')), c.platform, set, rec.toText())));
                    }
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked >= 10 * 5 * 4 * 2);
}

QTEST_GUILESS_MAIN(TestRecommender)
#include "tst_recommender.moc"
