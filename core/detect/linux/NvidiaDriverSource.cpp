// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/linux/NvidiaDriverSource.h"

#include "detect/GpuMerger.h"
#include "detect/paste/PasteParser.h"
#include "system/PciIds.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace ts {

namespace {

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(64 * 1024) : QByteArray();
}

// Facts read by a paste reader are labelled "paste:<reader>"; read live they are the tool's own.
void relabel(QMap<QString, QString>& sources, const QString& label)
{
    for (auto it = sources.begin(); it != sources.end(); ++it) {
        if (it.value().startsWith(QLatin1String("paste:")))
            it.value() = label;
    }
}

/** The driver version from `<root>/sys/module/nvidia/version`, else `<root>/proc/driver/nvidia/version`;
 *  `source` names the file it came from. */
QString driverVersionFromFiles(const QString& rootPath, QString* source)
{
    const QDir root(rootPath);
    static const QRegularExpression versionLike(QStringLiteral("^[0-9]+(\\.[0-9]+)+$"));
    const QString fromModule =
        QString::fromLatin1(readFile(root.filePath(QStringLiteral("sys/module/nvidia/version")))).trimmed();
    if (versionLike.match(fromModule).hasMatch()) {
        *source = QStringLiteral("/sys/module/nvidia/version");
        return fromModule;
    }
    const QByteArray procText = readFile(root.filePath(QStringLiteral("proc/driver/nvidia/version")));
    if (procText.isEmpty())
        return {};
    Result<PasteParser::Parsed> proc = PasteParser().read(procText, QStringLiteral("/proc/driver/nvidia/version"));
    if (!proc)
        return {};
    *source = QStringLiteral("/proc/driver/nvidia/version");
    return proc.value().facts.value(QStringLiteral("nvidia_driver"));
}

} // namespace

QStringList NvidiaDriverSource::queryArguments()
{
    return {QStringLiteral("--query-gpu=pci.bus_id,name,memory.total,compute_cap,driver_version,pci.device_id"),
            QStringLiteral("--format=csv")};
}

void NvidiaDriverSource::collect(SystemInfo& info) const
{
    QString versionSource;
    const QString version = m_root.isEmpty() ? QString() : driverVersionFromFiles(m_root, &versionSource);

    // Only a GPU the NVIDIA driver may drive is worth asking nvidia-smi about: not one reserved for
    // a virtual machine, left without a driver, or driven by nouveau.
    bool anyNvidia = false;
    for (const GpuInfo& g : std::as_const(info.gpus))
        anyNvidia = anyNvidia || (g.vendorId == pci::kNvidia && g.usable.value_or(true) &&
                                  g.kernelDriver != QLatin1String("nouveau"));
    if (!anyNvidia && version.isEmpty())
        return;

    if (const auto out = m_tools.run(QStringLiteral("nvidia-smi"), queryArguments())) {
        Result<SystemInfo> smi = PasteParser().parse(*out, QStringLiteral("nvidia-smi"));
        if (smi) {
            QList<GpuInfo> gpus = smi.value().gpus;
            for (GpuInfo& g : gpus)
                relabel(g.sources, QStringLiteral("nvidia-smi"));
            GpuMerger::merge(info.gpus, gpus);
        } else {
            info.notes.append(QStringLiteral("nvidia: nvidia-smi's answer was not understood: %1").arg(smi.message()));
        }
    } else if (anyNvidia) {
        info.notes.append(QStringLiteral("nvidia: nvidia-smi is not installed or did not answer; GPU names, memory "
                                         "and compute capability come from other sources"));
    }

    if (!version.isEmpty()) {
        for (GpuInfo& g : info.gpus) {
            if (g.vendorId == pci::kNvidia && g.driverVersion.isEmpty() && g.kernelDriver != QLatin1String("nouveau") &&
                g.usable.value_or(true)) {
                g.driverVersion = version;
                g.note(QStringLiteral("driver_version"), versionSource);
            }
        }
    }
}

} // namespace ts
