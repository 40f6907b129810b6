// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/RocminfoReader.h"

#include "detect/paste/AmdText.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QRegularExpression>

#include <optional>

namespace ts {

namespace {

QString source()
{
    return QStringLiteral("paste:rocminfo");
}

// One "Agent N" section, as far as the paste shows it.
struct Agent
{
    int number = -1; // N of "Agent N"; -1 when the paste has no headers (grep output)
    int firstLine = 0;
    QString name;
    QString uuid;
    QString marketingName;
    QString vendorName;
    QString deviceType;
    QString chipId;
    QString bdfid;
    QString memoryProperties;
    qint64 firstCoarsePoolKb = -1;
    bool poolIsCoarseGlobal = false; // the pool being read is a GLOBAL coarse-grained one
    bool inIsaInfo = false;          // "Name:" lines now name ISAs, not the agent
};

bool isSeparator(const QString& t)
{
    // "*******", or "\*******" where a markdown editor escaped the first star.
    static const QRegularExpression re(QStringLiteral("^\\\\?\\*{5,}$"));
    return re.match(t).hasMatch();
}

bool isDone(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^(\\\\?\\*){3}\\s*Done\\s*(\\\\?\\*){3}$"));
    return re.match(t).hasMatch();
}

bool isRule(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^={3,}$"));
    return re.match(t).hasMatch();
}

bool isTitle(const QString& t)
{
    return t == QLatin1String("HSA System Attributes") || t == QLatin1String("HSA Agents");
}

// "ROCk module is loaded", "ROCk module version 6.8.5 is loaded", "ROCk module is NOT loaded, ...".
bool isRockLine(const QString& t)
{
    return t.startsWith(QLatin1String("ROCk module"));
}

QString rockModuleVersion(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^ROCk module version (\\d[\\w.+~-]*) is loaded"));
    const QRegularExpressionMatch m = re.match(t);
    return m.hasMatch() ? m.captured(1) : QString();
}

int agentNumber(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^Agent\\s+(\\d+)$"));
    const QRegularExpressionMatch m = re.match(t);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// Lines of rocminfo without a "key: value" shape: "Pool 1", "ISA 1", "x   1024(0x400)".
bool isBareStructureLine(const QString& t)
{
    static const QRegularExpression re(
        QStringLiteral("^(?:(?:Pool|ISA)\\s+\\d+|[xyz]\\s+\\d+(?:\\(0x[0-9a-fA-F]+\\))?)$"));
    return re.match(t).hasMatch();
}

// Other tools' output pasted in the same block ends rocminfo's part of it.
bool isForeign(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^(?:GPU\\[\\d+\\]|GPU:\\s*\\d+$|[|+])"));
    return re.match(t).hasMatch() || t.contains(QLatin1String("ROCm System Management Interface"));
}

// rocminfo's keys are short labels; a sentence with a colon in it is prose.
bool looksLikeField(const QString& key, const QString& value)
{
    return key.size() <= 40 && key.count(QLatin1Char(' ')) <= 5 && value.size() <= 120;
}

bool isIsaName(const Agent& agent, const QString& value)
{
    return agent.inIsaInfo || value.startsWith(QLatin1String("amdgcn-"), Qt::CaseInsensitive);
}

// "29772(0x744c)" -> "744c"; "0(0x0)" -> "".
QString chipIdToDeviceId(const QString& value)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)\\s*(?:\\((0x[0-9a-fA-F]+)\\))?"));
    const QRegularExpressionMatch m = re.match(value);
    if (!m.hasMatch())
        return {};
    if (!m.captured(2).isEmpty())
        return amd::hexId(m.captured(2));
    bool ok = false;
    const qint64 decimal = m.captured(1).toLongLong(&ok);
    if (!ok || decimal <= 0 || decimal > 0xffff)
        return {};
    return pci::normalizeId(QStringLiteral("0x%1").arg(decimal, 0, 16));
}

// "25149440(0x17fc000) KB" -> 25149440.
qint64 poolSizeKb(const QString& value)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)\\s*(?:\\(0x[0-9a-fA-F]+\\))?\\s*KB$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(value);
    if (!m.hasMatch())
        return -1;
    bool ok = false;
    const qint64 kb = m.captured(1).toLongLong(&ok);
    return ok && kb > 0 ? kb : -1;
}

QString agentLabel(const Agent& agent, const PasteBlock& block)
{
    return agent.number >= 0 ? QStringLiteral("agent %1").arg(agent.number)
                             : QStringLiteral("agent at %1").arg(block.where(agent.firstLine));
}

bool keyIs(const QString& key, const char* name)
{
    return key.compare(QLatin1String(name), Qt::CaseInsensitive) == 0;
}

} // namespace

QString RocminfoReader::id() const
{
    return QStringLiteral("rocminfo");
}

int RocminfoReader::claim(const PasteBlock& block) const
{
    int score = 0;
    int agentFields = 0;
    int gfxNames = 0;
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        if (isRockLine(t) || isTitle(t))
            return 100;
        if (agentNumber(t) >= 0)
            score = std::max(score, 90);
        const auto kv = text::keyValue(t);
        if (!kv)
            continue;
        if (keyIs(kv->first, "Marketing Name") || keyIs(kv->first, "Device Type") || keyIs(kv->first, "BDFID"))
            ++agentFields;
        if (keyIs(kv->first, "Name") && !amd::normalizeGfxTarget(kv->second).isEmpty() &&
            !kv->second.startsWith(QLatin1String("amdgcn-")))
            ++gfxNames;
    }
    if (block.command.contains(QLatin1String("rocminfo")) && (agentFields > 0 || gfxNames > 0))
        score = std::max(score, 95);
    if (agentFields > 0 && gfxNames > 0)
        score = std::max(score, 80);
    else if (gfxNames > 0)
        score = std::max(score, 50);
    return score;
}

PasteReading RocminfoReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    QList<Agent> agents;
    std::optional<Agent> current;
    QString driverVersion;
    bool started = false;
    auto finish = [&]() {
        if (current)
            agents.append(*current);
        current.reset();
    };

    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (t.isEmpty())
            continue;
        if (isForeign(t)) {
            if (started)
                break;
            continue;
        }
        if (isDone(t)) {
            if (started || current) {
                reading.consumed.insert(i);
                break;
            }
            continue;
        }
        if (isRockLine(t)) {
            started = true;
            reading.consumed.insert(i);
            const QString version = rockModuleVersion(t);
            if (!version.isEmpty())
                driverVersion = version;
            continue;
        }
        if (isTitle(t)) {
            started = true;
            reading.consumed.insert(i);
            // The rule above the title belongs to it too.
            if (i > 0 && isRule(block.lines.at(i - 1).trimmed()))
                reading.consumed.insert(i - 1);
            continue;
        }
        const int number = agentNumber(t);
        if (number >= 0) {
            started = true;
            finish();
            current = Agent();
            current->number = number;
            current->firstLine = i;
            reading.consumed.insert(i);
            continue;
        }
        if (isSeparator(t)) {
            started = true;
            reading.consumed.insert(i);
            continue;
        }
        if (isRule(t)) {
            if (started)
                reading.consumed.insert(i);
            continue;
        }
        if (isBareStructureLine(t)) {
            if (started)
                reading.consumed.insert(i);
            continue;
        }
        const auto kv = text::keyValue(t);
        if (!kv || !looksLikeField(kv->first, kv->second))
            continue;
        const QString& key = kv->first;
        const QString& value = kv->second;
        const bool agentKey = keyIs(key, "Name") || keyIs(key, "Marketing Name") || keyIs(key, "Device Type") ||
                              keyIs(key, "Uuid") || keyIs(key, "Runtime Version");
        if (!started && !agentKey)
            continue; // prose before the output
        started = true;
        reading.consumed.insert(i);

        if (keyIs(key, "Name")) {
            if (current && isIsaName(*current, value))
                continue;
            if (!current && value.startsWith(QLatin1String("amdgcn-"), Qt::CaseInsensitive))
                continue;
            // Without "Agent N" headers (grep output) an agent's own name starts the next agent.
            if (!current || !current->name.isEmpty()) {
                finish();
                current = Agent();
                current->firstLine = i;
            }
            current->name = value;
            continue;
        }
        if (!current)
            continue; // "HSA System Attributes" fields
        if (keyIs(key, "Uuid"))
            current->uuid = value;
        else if (keyIs(key, "Marketing Name"))
            current->marketingName = value;
        else if (keyIs(key, "Vendor Name"))
            current->vendorName = value;
        else if (keyIs(key, "Device Type"))
            current->deviceType = value.toUpper();
        else if (keyIs(key, "Chip ID"))
            current->chipId = value;
        else if (keyIs(key, "BDFID"))
            current->bdfid = value;
        else if (keyIs(key, "Memory Properties"))
            current->memoryProperties = value;
        else if (keyIs(key, "ISA Info"))
            current->inIsaInfo = true;
        else if (keyIs(key, "Segment"))
            current->poolIsCoarseGlobal = value.contains(QLatin1String("GLOBAL")) &&
                                          value.contains(QLatin1String("COARSE GRAINED")) &&
                                          !value.contains(QLatin1String("KERNARG"));
        else if (keyIs(key, "Size") && current->poolIsCoarseGlobal) {
            if (current->firstCoarsePoolKb < 0)
                current->firstCoarsePoolKb = poolSizeKb(value);
            current->poolIsCoarseGlobal = false;
        }
    }
    finish();

    if (started)
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));

    int gpuAgents = 0;
    for (const Agent& agent : std::as_const(agents)) {
        const QString label = agentLabel(agent, block);
        const QString gfx = amd::normalizeGfxTarget(agent.name);
        const QString shownName = agent.marketingName.isEmpty() ? agent.name : agent.marketingName;
        const bool cpu = agent.deviceType == QLatin1String("CPU") ||
                         agent.vendorName.compare(QLatin1String("CPU"), Qt::CaseInsensitive) == 0 ||
                         agent.uuid.startsWith(QLatin1String("CPU-"));
        if (cpu) {
            if (!reading.facts.contains(QStringLiteral("cpu")) && !shownName.isEmpty())
                reading.facts.insert(QStringLiteral("cpu"), shownName);
            reading.skipped << QStringLiteral("rocminfo: skipped %1 %2 (CPU agent, not a GPU)").arg(label, shownName);
            continue;
        }
        if (amd::isPlaceholderTarget(agent.name)) {
            reading.skipped << QStringLiteral("rocminfo: skipped %1 gfx000 (placeholder target, not a GPU)").arg(label);
            continue;
        }
        const bool npu = agent.name.startsWith(QLatin1String("aie"), Qt::CaseInsensitive) ||
                         agent.uuid.startsWith(QLatin1String("AIE-")) ||
                         (!agent.deviceType.isEmpty() && agent.deviceType != QLatin1String("GPU"));
        if (npu) {
            reading.skipped << QStringLiteral("rocminfo: skipped %1 %2 (%3 agent, an NPU, not a GPU)")
                                   .arg(label, shownName,
                                        agent.deviceType.isEmpty() ? QStringLiteral("AIE") : agent.deviceType);
            continue;
        }
        // Without "Device Type" (grep output) only a gfx target name makes an agent a GPU.
        if (agent.deviceType.isEmpty() && gfx.isEmpty()) {
            reading.skipped << QStringLiteral("rocminfo: skipped %1 %2 (not a GPU agent)").arg(label, shownName);
            continue;
        }

        GpuInfo gpu;
        // rocminfo lists the GPUs the ROCm runtime drives, which are AMD's.
        gpu.vendorId = pci::kAmd;
        gpu.note(QStringLiteral("vendor_id"), source());
        if (!gfx.isEmpty()) {
            gpu.gfxTarget = gfx;
            gpu.note(QStringLiteral("gfx_target"), source());
        }
        if (!agent.marketingName.isEmpty()) {
            gpu.name = agent.marketingName;
            gpu.note(QStringLiteral("name"), source());
        }
        const QString deviceId = chipIdToDeviceId(agent.chipId);
        if (!deviceId.isEmpty()) {
            gpu.deviceId = deviceId;
            gpu.note(QStringLiteral("device_id"), source());
        }
        bool bdfOk = false;
        const qint64 bdfid = agent.bdfid.toLongLong(&bdfOk);
        const QString busId = bdfOk ? pci::busIdFromLocation(0, bdfid) : QString();
        if (!busId.isEmpty()) {
            gpu.busId = busId;
            gpu.note(QStringLiteral("bus_id"), source());
        }
        if (agent.firstCoarsePoolKb > 0) {
            gpu.memoryMib = text::memoryToMib(QStringLiteral("%1 KB").arg(agent.firstCoarsePoolKb));
            gpu.note(QStringLiteral("memory_mib"), source());
        }
        if (agent.memoryProperties.contains(QLatin1String("APU"), Qt::CaseInsensitive)) {
            gpu.integrated = true;
            gpu.note(QStringLiteral("integrated"), source());
        }
        if (!driverVersion.isEmpty()) {
            gpu.driverVersion = driverVersion;
            gpu.note(QStringLiteral("driver_version"), source());
        }
        // The ROCm runtime numbers GPUs in the order rocminfo lists its GPU agents; HIP_VISIBLE_DEVICES
        // uses that numbering. Only a full listing (with Device Type lines) shows every agent.
        if (!agent.deviceType.isEmpty()) {
            gpu.kfdNode = gpuAgents++;
            gpu.note(QStringLiteral("kfd_node"), source());
        }
        reading.recognized << QStringLiteral("rocminfo: %1 %2%3")
                                  .arg(label, amd::describeGpu(gpu),
                                       gpu.integrated.value_or(false) ? QStringLiteral(" (APU)") : QString());
        reading.gpus.append(gpu);
    }
    return reading;
}

} // namespace ts
