// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/linux/KfdTopologySource.h"

#include "detect/GpuMerger.h"
#include "detect/paste/KfdProperties.h"
#include "system/PciIds.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace ts {

namespace {

// The decoding is shared with the reader of pasted properties files (one parser per format).
QHash<QString, qint64> readProperties(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return kfd::parseProperties(QString::fromLatin1(f.readAll()));
}

} // namespace

QString KfdTopologySource::gfxTargetFromVersion(qint64 version)
{
    return kfd::gfxTargetFromVersion(version);
}

void KfdTopologySource::collect(SystemInfo& info) const
{
    const QDir root(m_root);
    const QString devKfd = root.filePath(QStringLiteral("dev/kfd"));
    const QString nodesPath = root.filePath(QStringLiteral("sys/class/kfd/kfd/topology/nodes"));
    const bool hasTopology = QFileInfo(nodesPath).isDir();
    const bool hasDevice = QFileInfo::exists(devKfd);
    if (!hasTopology && !hasDevice)
        return;
    info.kfdPresent = hasDevice;
    info.note(QStringLiteral("kfd.present"), name());
#ifdef Q_OS_UNIX
    if (m_checkAccess && hasDevice) {
        info.kfdAccessible = ::access(QFile::encodeName(devKfd).constData(), R_OK | W_OK) == 0;
        info.note(QStringLiteral("kfd.accessible"), name());
    }
#endif

    QStringList nodes = QDir(nodesPath).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(nodes.begin(), nodes.end(), [](const QString& a, const QString& b) { return a.toInt() < b.toInt(); });
    QList<GpuInfo> found;
    int gpuIndex = 0;
    for (const QString& node : std::as_const(nodes)) {
        const QHash<QString, qint64> p =
            readProperties(nodesPath + QLatin1Char('/') + node + QStringLiteral("/properties"));
        kfd::Node n = kfd::readNode(p, name());
        if (n.kind == kfd::Node::Kind::Cpu)
            continue;
        const QString bus = n.gpu.busId;
        if (n.kind == kfd::Node::Kind::Uninitialised) {
            info.notes.append(
                QStringLiteral("kfd: node %1%2 reports no gfx target (not initialised); not used")
                    .arg(node, bus.isEmpty() ? QString() : QStringLiteral(" (") + bus + QLatin1Char(')')));
            continue;
        }
        GpuInfo& g = n.gpu;
        g.kfdNode = gpuIndex++;
        found.append(g);
    }
    GpuMerger::merge(info.gpus, found);
}

} // namespace ts
