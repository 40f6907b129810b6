// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/KfdPropertiesReader.h"

#include "detect/paste/AmdText.h"
#include "detect/paste/KfdProperties.h"
#include "system/PciIds.h"

#include <QHash>
#include <QRegularExpression>

namespace ts {

namespace {

// Names only the KFD properties files use; "simd_count" and "gfx_target_version" say it most clearly.
bool isKfdName(const QString& name)
{
    static const char* const kNames[] = {"cpu_cores_count",
                                         "simd_count",
                                         "mem_banks_count",
                                         "caches_count",
                                         "io_links_count",
                                         "p2p_links_count",
                                         "cpu_core_id_base",
                                         "simd_id_base",
                                         "max_waves_per_simd",
                                         "lds_size_in_kb",
                                         "gds_size_in_kb",
                                         "wave_front_size",
                                         "array_count",
                                         "simd_arrays_per_engine",
                                         "cu_per_simd_array",
                                         "simd_per_cu",
                                         "max_slots_scratch_cu",
                                         "gfx_target_version",
                                         "vendor_id",
                                         "device_id",
                                         "location_id",
                                         "domain",
                                         "drm_render_minor",
                                         "hive_id",
                                         "num_sdma_engines",
                                         "num_xgmi",
                                         "unique_id",
                                         "num_gws",
                                         "num_cp_queues",
                                         "max_engine_clk_fcompute",
                                         "local_mem_size",
                                         "fw_version",
                                         "capability",
                                         "debug_prop",
                                         "sdma_fw_version",
                                         "num_xcc",
                                         "max_engine_clk_ccompute"};
    for (const char* n : kNames) {
        if (name == QLatin1String(n))
            return true;
    }
    return false;
}

bool isPropertyName(const QString& name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z][a-z0-9_]*$"));
    return re.match(name).hasMatch();
}

// `grep NAME /sys/class/kfd/kfd/topology/nodes/*/properties` prefixes each line with its file:
// "/sys/class/kfd/kfd/topology/nodes/1/properties:gfx_target_version 110000". The node number (or -1
// without the prefix) and the property line.
std::pair<int, QString> withoutFileName(const QString& line)
{
    static const QRegularExpression re(QStringLiteral("^\\s*\\S*/topology/nodes/(\\d+)/properties:(.*)$"));
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return {-1, line};
    return {m.captured(1).toInt(), m.captured(2)};
}

struct NodeLines
{
    int node = -1; // the node's number, when grep's file names tell it
    QHash<QString, qint64> props;
    QList<int> lines;
    QString lastName;      // the name on its last line
    bool complete = false; // another node or a blank line followed: nothing was cut from it
};

} // namespace

int KfdPropertiesReader::claim(const PasteBlock& block) const
{
    int kfdLines = 0;
    int targetLines = 0;
    bool target = false;
    bool fileNames = false;
    for (const QString& line : block.lines) {
        const auto [node, text] = withoutFileName(line);
        const auto p = kfd::propertyLine(text);
        if (!p || !isKfdName(p->first))
            continue;
        ++kfdLines;
        targetLines += p->first == QLatin1String("gfx_target_version") ? 1 : 0;
        fileNames = fileNames || node >= 0;
        target = target || p->first == QLatin1String("gfx_target_version") || p->first == QLatin1String("simd_count");
    }
    // `... properties | grep gfx_target_version` without the file names: only target lines, which no
    // other text has.
    if (target && kfdLines == targetLines && !fileNames)
        return block.command.contains(QLatin1String("kfd")) ? 100 : 90;
    if (!target || (kfdLines < 3 && !fileNames))
        return 0;
    if (fileNames)
        return 100; // the files' own paths
    return block.command.contains(QLatin1String("kfd")) ? 100 : 95;
}

PasteReading KfdPropertiesReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    QList<NodeLines> nodes;
    bool open = false;
    for (int i = 0; i < block.lines.size(); ++i) {
        // Inside a node any "name number" line belongs to it (kernels add names); a node starts at a
        // name only these files use.
        const auto [node, text] = withoutFileName(block.lines.at(i));
        const auto p = kfd::propertyLine(text);
        if (!p || !(isKfdName(p->first) || (open && isPropertyName(p->first)))) {
            if (open)
                nodes.last().complete = true; // prose or a prompt ends the node
            open = false;
            continue;
        }
        if (!open || p->first == QLatin1String("cpu_cores_count") || nodes.last().props.contains(p->first) ||
            node != nodes.last().node) {
            if (open)
                nodes.last().complete = true;
            nodes.append(NodeLines());
            nodes.last().node = node;
            open = true;
        }
        nodes.last().props.insert(p->first, p->second);
        nodes.last().lines.append(i);
        nodes.last().lastName = p->first;
        reading.consumed.insert(i);
    }

    const QString source = QStringLiteral("paste:") + id();
    for (NodeLines& n : nodes) {
        const QString where = n.node >= 0 ? QStringLiteral("%1 (node %2)").arg(block.where(n.lines.first())).arg(n.node)
                                          : block.where(n.lines.first());
        // The paste may have stopped inside the last line of a node nothing follows ("device_id 297").
        // A target line is kept: no cut of a real gfx_target_version reads as a target.
        const bool wholeTarget =
            n.lastName == QLatin1String("gfx_target_version") &&
            !kfd::gfxTargetFromVersion(n.props.value(QStringLiteral("gfx_target_version"))).isEmpty();
        if (!n.complete && !wholeTarget)
            n.props.remove(n.lastName);
        // A whole file states the target and both ids before location_id; a node of one cut before them
        // says too little. Lines picked out by grep are whole lines, whatever they leave out.
        const bool wholeFile = n.props.contains(QStringLiteral("cpu_cores_count"));
        if (!n.complete && wholeFile && !n.props.contains(QStringLiteral("device_id"))) {
            reading.skipped
                << QStringLiteral("kfd-properties: skipped the node at %1 (cut off before its ids)").arg(where);
            continue;
        }
        kfd::Node node = kfd::readNode(n.props, source);
        if (node.kind == kfd::Node::Kind::Cpu) {
            reading.skipped << QStringLiteral(
                                   "kfd-properties: skipped the node at %1 (a CPU node: no SIMDs, no gfx target)")
                                   .arg(where);
            continue;
        }
        if (node.kind == kfd::Node::Kind::Uninitialised) {
            reading.skipped << QStringLiteral("kfd-properties: skipped the node at %1 (a GPU whose gfx target reads "
                                              "0: not initialised)")
                                   .arg(where);
            continue;
        }
        // The KFD is AMD's compute driver: its GPU nodes are AMD GPUs even where the lines are grep'd away.
        node.gpu.set(node.gpu.vendorId, node.gpu.vendorId.isEmpty() ? pci::kAmd : QString(), "vendor_id", source);
        QString sentence = QStringLiteral("kfd-properties: node at %1 %2").arg(where, amd::describeGpu(node.gpu));
        if (node.gpu.gfxTarget.isEmpty() && !n.props.contains(QStringLiteral("gfx_target_version")))
            sentence += QStringLiteral(" (no gfx_target_version line, as kernels before 5.x write it: the target "
                                       "follows from the device id)");
        reading.recognized << sentence;
        reading.gpus.append(node.gpu);
    }
    if (!reading.consumed.isEmpty())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
    return reading;
}

} // namespace ts
