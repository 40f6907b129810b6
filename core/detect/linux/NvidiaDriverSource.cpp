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

} // namespace

QStringList NvidiaDriverSource::queryArguments()
{
    return {QStringLiteral("--query-gpu=pci.bus_id,name,memory.total,compute_cap,driver_version,pci.device_id"),
            QStringLiteral("--format=csv")};
}

void NvidiaDriverSource::collect(SystemInfo& info) const
{
    const QDir root(m_root);
    QString version;
    QString versionSource = QStringLiteral("/sys/module/nvidia/version");
    if (!m_root.isEmpty())
        version = QString::fromLatin1(readFile(root.filePath(QStringLiteral("sys/module/nvidia/version")))).trimmed();
    static const QRegularExpression versionLike(QStringLiteral("^[0-9]+(\\.[0-9]+)+$"));
    if (!versionLike.match(version).hasMatch() && !m_root.isEmpty()) {
        version.clear();
        const QByteArray procText = readFile(root.filePath(QStringLiteral("proc/driver/nvidia/version")));
        if (!procText.isEmpty()) {
            Result<PasteParser::Parsed> proc = PasteParser().read(procText, QStringLiteral("/proc/driver/nvidia/version"));
            if (proc) {
                version = proc.value().facts.value(QStringLiteral("nvidia_driver"));
                versionSource = QStringLiteral("/proc/driver/nvidia/version");
            }
        }
    }

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
