// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/CollectEnvReader.h"

#include "detect/paste/AmdText.h"
#include "detect/paste/NvidiaSmiValues.h"
#include "detect/paste/TextScan.h"
#include "detect/paste/VendorFromName.h"
#include "system/PciIds.h"
#include "system/Platform.h"

#include <QRegularExpression>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:collect-env");

// The keys the script prints, old and new; any of them in a block starts the report.
const char* const kKeys[] = {"PyTorch version",
                             "Is debug build",
                             "CUDA used to build PyTorch",
                             "ROCM used to build PyTorch",
                             "OS",
                             "GCC version",
                             "Clang version",
                             "CMake version",
                             "Libc version",
                             "Python version",
                             "Python platform",
                             "Is CUDA available",
                             "CUDA runtime version",
                             "CUDA_MODULE_LOADING set to",
                             "GPU models and configuration",
                             "Nvidia driver version",
                             "cuDNN version",
                             "HIP runtime version",
                             "MIOpen runtime version",
                             "Is XNNPACK available",
                             "Is XPU available",
                             "XPU used to build PyTorch",
                             "Intel GPU driver version",
                             "Intel GPU models onboard",
                             "Intel GPU models detected",
                             "Caching allocator config"};

bool isKnownKey(const QString& key)
{
    for (const char* k : kKeys) {
        if (key == QLatin1String(k))
            return true;
    }
    return false;
}

// "Could not collect", "N/A", "No CUDA", "None", nothing.
bool isNoValue(const QString& value)
{
    const QString v = value.trimmed();
    return v.isEmpty() || v.compare(QLatin1String("Could not collect"), Qt::CaseInsensitive) == 0 ||
           v.compare(QLatin1String("No CUDA"), Qt::CaseInsensitive) == 0 ||
           v.compare(QLatin1String("N/A"), Qt::CaseInsensitive) == 0 ||
           v.compare(QLatin1String("None"), Qt::CaseInsensitive) == 0;
}

// "GPU 0: NVIDIA GeForce RTX 3090" (nvidia-smi -L with the UUID removed by the script).
const QRegularExpression& gpuLine()
{
    static const QRegularExpression re(QStringLiteral("^GPU\\s+(\\d+):\\s*(\\S.*?)\\s*$"));
    return re;
}

// The OS line: "Ubuntu 22.04.2 LTS (x86_64)", "Microsoft Windows 11 Pro", "macOS 14.4.1 (arm64)",
// "Mac OSX 10.15.7 (x86_64)".
void readOs(const QString& value, PasteReading& reading)
{
    static const QRegularExpression archSuffix(QStringLiteral("^(.*?)\\s*\\(([^()]+)\\)\\s*$"));
    QString name = value;
    const QRegularExpressionMatch m = archSuffix.match(value);
    if (m.hasMatch()) {
        const QString arch = platform::normalizeArch(m.captured(2));
        if (!arch.isEmpty()) {
            reading.facts.insert(QStringLiteral("arch"), arch);
            name = m.captured(1);
        }
    }
    if (name.isEmpty())
        return;
    reading.facts.insert(QStringLiteral("os_version"), name);
    static const QRegularExpression linuxNames(
        QStringLiteral("\\b(?:Linux|Ubuntu|Debian|Fedora|CentOS|Red Hat|Rocky|AlmaLinux|openSUSE|SUSE|Arch|Manjaro|"
                       "Pop!_OS|Mint|Gentoo|NixOS|Amazon Linux)\\b"));
    if (name.startsWith(QLatin1String("Microsoft Windows")))
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("windows"));
    else if (name.startsWith(QLatin1String("macOS")) || name.startsWith(QLatin1String("Mac OSX")))
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("macos"));
    else if (linuxNames.match(name).hasMatch())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
}

// "Linux-5.15.0-60-generic-x86_64-with-glibc2.35", "Windows-10-10.0.22631-SP0",
// "macOS-14.4.1-arm64-arm-64bit": the OS, and the machine where it is one of the words.
void readPlatform(const QString& value, PasteReading& reading)
{
    const QStringList words = value.split(QLatin1Char('-'), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return;
    const QString os =
        words.first() == QLatin1String("Darwin") ? QStringLiteral("macos") : platform::normalizeOs(words.first());
    if (!os.isEmpty())
        reading.facts.insert(QStringLiteral("os"), os);
    for (int i = 1; i < words.size(); ++i) {
        const QString arch = platform::normalizeArch(words.at(i));
        if (!arch.isEmpty()) {
            reading.facts.insert(QStringLiteral("arch"), arch);
            break;
        }
    }
}

// "3.12.3 | packaged by Anaconda, Inc. | (main, ...) [GCC 11.2.0] (64-bit runtime)", "3.6".
QString pythonVersion(const QString& value)
{
    static const QRegularExpression re(QStringLiteral("^(3\\.[0-9]+(?:\\.[0-9]+)?)(?=$|[\\s|+])"));
    const QRegularExpressionMatch m = re.match(value.trimmed());
    return m.hasMatch() ? m.captured(1) : QString();
}

// The CPU section's "Architecture": lscpu's name ("x86_64", "aarch64") or the number Windows'
// Win32_Processor gives (0 x86, 9 x64, 12 ARM64).
QString cpuArchitecture(const QString& value)
{
    const QString v = value.trimmed();
    if (v == QLatin1String("9"))
        return QStringLiteral("x86_64");
    if (v == QLatin1String("12"))
        return QStringLiteral("aarch64");
    if (v == QLatin1String("0"))
        return QStringLiteral("i386");
    return platform::normalizeArch(v);
}

// The HIP runtime "6.0.32830" -> ROCm "6.0".
QString rocmFromHip(const QString& value)
{
    static const QRegularExpression re(QStringLiteral("^([0-9]+\\.[0-9]+)\\.[0-9]+"));
    const QRegularExpressionMatch m = re.match(value.trimmed());
    return m.hasMatch() ? m.captured(1) : QString();
}

// A ROCm build names the first GPU with its target: "AMD Radeon RX 7900 XTX (gfx1100)", or with
// "NoGCNArchNameOnOldPyTorch" glued on by old versions of the script.
GpuInfo gpuFromName(QString text)
{
    GpuInfo g;
    text.remove(QStringLiteral("NoGCNArchNameOnOldPyTorch"));
    static const QRegularExpression target(QStringLiteral("^(.*?)\\s*\\((gfx[^()\\s]*)\\)\\s*$"));
    const QRegularExpressionMatch m = target.match(text);
    if (m.hasMatch()) {
        g.set(g.gfxTarget, amd::normalizeGfxTarget(m.captured(2)), "gfx_target", kSource);
        text = m.captured(1);
    }
    g.set(g.name, text.trimmed(), "name", kSource);
    if (!vendor::fillFromName(g) && g.vendorId.isEmpty() && !g.gfxTarget.isEmpty() &&
        vendor::idFromName(g.name).isEmpty())
        g.set(g.vendorId, pci::kAmd, "vendor_id", kSource); // only AMD GPUs have gfx targets
    return g;
}

// Old ROCm runtimes name a GPU whose marketing name they lack by its PCI device id: "Device 66a1"
// (an MI50). The name says nothing, the id does; under a ROCm build the GPU is AMD's, so the id is
// a full one the GPU database knows. Elsewhere the vendor stays unknown and the name is kept.
void namedByIdOnly(PasteReading& reading, bool rocmBuild)
{
    static const QRegularExpression deviceOnly(QStringLiteral("^Device ([0-9a-fA-F]{4})$"));
    if (!rocmBuild)
        return;
    for (GpuInfo& g : reading.gpus) {
        const QRegularExpressionMatch m = deviceOnly.match(g.name);
        if (!m.hasMatch() || !(g.vendorId.isEmpty() || g.vendorId == pci::kAmd))
            continue;
        const QString id = pci::normalizeId(m.captured(1));
        for (QString& note : reading.recognized) {
            if (note.startsWith(QStringLiteral("collect-env: ") + g.name + QStringLiteral(" at ")))
                note = QStringLiteral("collect-env: AMD GPU [1002:%1], named only by its device id under a ROCm "
                                      "build")
                           .arg(id);
        }
        g.name.clear();
        g.sources.remove(QStringLiteral("name"));
        g.set(g.vendorId, pci::kAmd, "vendor_id", kSource);
        g.set(g.deviceId, id, "device_id", kSource);
    }
}

QString describe(const GpuInfo& g)
{
    QString s = g.name;
    if (!g.gfxTarget.isEmpty())
        s += QStringLiteral(" (%1)").arg(g.gfxTarget);
    if (!g.vendorId.isEmpty())
        s += QStringLiteral(", %1 by its name").arg(pci::vendorName(g.vendorId));
    return s;
}

} // namespace

int CollectEnvReader::claim(const PasteBlock& block) const
{
    int known = 0;
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        if (t == QLatin1String("Collecting environment information..."))
            return 100;
        const auto kv = text::keyValue(t);
        if (kv && isKnownKey(kv->first) && kv->first != QLatin1String("OS"))
            ++known;
    }
    if (block.command.contains(QLatin1String("collect_env")) && known > 0)
        return 100;
    // Three of the script's own keys ("PyTorch version", "Is CUDA available", ...) are its layout.
    return known >= 3 ? 95 : 0;
}

PasteReading CollectEnvReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QStringList& lines = block.lines;
    const int last = int(lines.size()) - 1;
    bool started = false;
    bool inGpuList = false; // under an empty "GPU models and configuration:"
    bool inCpu = false;     // the CPU section: lscpu, wmic or sysctl lines up to a blank line
    bool inLibraries = false;
    bool rocmBuild = false; // a ROCm version or HIP runtime is stated: the GPUs are AMD's
    auto addGpu = [&reading, &block](const QString& text, int i) {
        const GpuInfo g = gpuFromName(text);
        if (g.name.isEmpty())
            return;
        reading.gpus.append(g);
        reading.recognized << QStringLiteral("collect-env: %1 at %2").arg(describe(g), block.where(i));
    };

    for (int i = 0; i < lines.size(); ++i) {
        const QString t = lines.at(i).trimmed();
        if (t.isEmpty()) {
            inGpuList = false;
            inCpu = false;
            continue;
        }
        if (t == QLatin1String("Collecting environment information...")) {
            started = true;
            reading.consumed.insert(i);
            continue;
        }
        const bool cut = i == last; // the paste may have stopped inside this line

        if (inGpuList) {
            const QRegularExpressionMatch m = gpuLine().match(t);
            if (m.hasMatch()) {
                reading.consumed.insert(i);
                if (!cut)
                    addGpu(m.captured(2), i);
                continue;
            }
            inGpuList = false;
        }
        if (inCpu) {
            reading.consumed.insert(i);
            if (cut)
                continue;
            const auto kv = t.contains(QLatin1Char('=')) && !t.contains(QLatin1Char(':'))
                                ? text::keyValue(t, QLatin1Char('='))
                                : text::keyValue(t);
            if (kv && (kv->first == QLatin1String("Model name") || kv->first == QLatin1String("Name")) &&
                !isNoValue(kv->second))
                reading.facts.insert(QStringLiteral("cpu"), kv->second);
            else if (kv && kv->first == QLatin1String("Architecture")) {
                // lscpu's "x86_64", or Win32_Processor's number: the machine's own processor, which
                // decides over the Python build's tag below.
                const QString arch = cpuArchitecture(kv->second);
                if (!arch.isEmpty())
                    reading.facts.insert(QStringLiteral("arch"), arch);
            } else if (!kv && !t.contains(QLatin1Char('='))) {
                // macOS prints sysctl's brand string alone: "Apple M2 Pro".
                reading.facts.insert(QStringLiteral("cpu"), t);
            }
            continue;
        }
        if (started && (t == QLatin1String("CPU:") || t == QLatin1String("CPU"))) {
            inCpu = true;
            reading.consumed.insert(i);
            continue;
        }
        if (started &&
            (t.startsWith(QLatin1String("Versions of relevant libraries")) || t.startsWith(QLatin1String("=====")))) {
            inLibraries = t.startsWith(QLatin1String("Versions"));
            reading.consumed.insert(i);
            continue;
        }
        if (started && inLibraries && (t.startsWith(QLatin1String("[pip")) || t.startsWith(QLatin1String("[conda]")))) {
            reading.consumed.insert(i);
            continue;
        }

        const auto kv = text::keyValue(t);
        if (!kv || !isKnownKey(kv->first))
            continue; // prose
        started = true;
        reading.consumed.insert(i);
        const QString& key = kv->first;
        const QString& value = kv->second;
        if (key == QLatin1String("GPU models and configuration")) {
            if (value.isEmpty()) {
                inGpuList = true;
                continue;
            }
            if (cut || isNoValue(value))
                continue;
            const QRegularExpressionMatch m = gpuLine().match(value);
            addGpu(m.hasMatch() ? m.captured(2) : value, i);
            continue;
        }
        if (cut || isNoValue(value))
            continue;
        if (key == QLatin1String("ROCM used to build PyTorch") ||
            (key == QLatin1String("PyTorch version") && value.contains(QLatin1String("+rocm")))) {
            rocmBuild = true;
        } else if (key == QLatin1String("OS")) {
            readOs(value, reading);
        } else if (key == QLatin1String("Python platform")) {
            readPlatform(value, reading);
        } else if (key == QLatin1String("Python version")) {
            const QString python = pythonVersion(value);
            if (!python.isEmpty())
                reading.facts.insert(QStringLiteral("python"), python);
            // Windows' Python names its build: "[MSC v.1929 64 bit (AMD64)]". The interpreter's
            // architecture is the one pip chooses wheels for; the CPU section, later, may correct it.
            static const QRegularExpression msc(QStringLiteral("\\[MSC v\\.[0-9]+ [0-9]+ bit \\((AMD64|ARM64)\\)\\]"));
            const QRegularExpressionMatch m = msc.match(value);
            if (m.hasMatch() && !reading.facts.contains(QStringLiteral("arch")))
                reading.facts.insert(QStringLiteral("arch"), platform::normalizeArch(m.captured(1)));
        } else if (key == QLatin1String("Nvidia driver version")) {
            const QString driver = nvidia::driverVersion(value);
            if (!driver.isEmpty())
                reading.facts.insert(QStringLiteral("nvidia_driver"), driver);
        } else if (key == QLatin1String("HIP runtime version")) {
            rocmBuild = true;
            const QString rocm = rocmFromHip(value);
            if (!rocm.isEmpty())
                reading.facts.insert(QStringLiteral("rocm_version"), rocm);
        } else if (key == QLatin1String("Libc version") && value.startsWith(QLatin1String("glibc"))) {
            if (!reading.facts.contains(QStringLiteral("os")))
                reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
        }
    }
    namedByIdOnly(reading, rocmBuild);
    return reading;
}

} // namespace ts
