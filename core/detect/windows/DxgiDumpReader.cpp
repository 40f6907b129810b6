// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/windows/DxgiDumpReader.h"

#include "detect/paste/TextScan.h"

#include <QRegularExpression>

namespace ts {

namespace {

const QRegularExpression& adapterHeader()
{
    static const QRegularExpression re(QStringLiteral("^\\s*Adapter (\\d+)\\s*:?\\s*$"));
    return re;
}

quint64 number(const QString& v, bool* ok)
{
    const QString t = v.trimmed();
    if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        return t.mid(2).toULongLong(ok, 16);
    return t.toULongLong(ok, 10);
}

} // namespace

int DxgiDumpReader::claim(const PasteBlock& block) const
{
    bool header = false;
    int fields = 0;
    for (const QString& line : block.lines) {
        header = header || adapterHeader().match(line).hasMatch();
        const QString t = line.trimmed();
        if (t.startsWith(QLatin1String("DedicatedVideoMemory:")) || t.startsWith(QLatin1String("SubSysId:")) ||
            t.startsWith(QLatin1String("AdapterLuid:")))
            ++fields;
    }
    return header && fields > 0 ? 95 : 0;
}

QList<DxgiAdapter> DxgiDumpReader::parse(const QStringList& lines, QSet<int>* consumed)
{
    QList<DxgiAdapter> adapters;
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch h = adapterHeader().match(lines.at(i));
        if (h.hasMatch()) {
            DxgiAdapter a;
            a.index = h.captured(1).toInt();
            adapters.append(a);
            if (consumed)
                consumed->insert(i);
            continue;
        }
        if (adapters.isEmpty())
            continue;
        const auto kv = text::keyValue(lines.at(i));
        if (!kv)
            continue;
        DxgiAdapter& a = adapters.last();
        const QString& key = kv->first;
        const QString& value = kv->second;
        bool ok = true;
        if (key == QLatin1String("Description"))
            a.description = value;
        else if (key == QLatin1String("VendorId"))
            a.vendorId = quint32(number(value, &ok));
        else if (key == QLatin1String("DeviceId"))
            a.deviceId = quint32(number(value, &ok));
        else if (key == QLatin1String("SubSysId"))
            a.subSysId = quint32(number(value, &ok));
        else if (key == QLatin1String("Revision"))
            a.revision = quint32(number(value, &ok));
        else if (key == QLatin1String("DedicatedVideoMemory"))
            a.dedicatedVideoMemory = number(value, &ok);
        else if (key == QLatin1String("DedicatedSystemMemory"))
            a.dedicatedSystemMemory = number(value, &ok);
        else if (key == QLatin1String("SharedSystemMemory"))
            a.sharedSystemMemory = number(value, &ok);
        else if (key == QLatin1String("Flags"))
            a.flags = quint32(number(value, &ok));
        else if (key == QLatin1String("DriverVersion"))
            a.driverVersion = value;
        else if (key != QLatin1String("AdapterLuid"))
            continue;
        if (ok && consumed)
            consumed->insert(i);
    }
    return adapters;
}

PasteReading DxgiDumpReader::read(const PasteBlock& block) const
{
    PasteReading r;
    const QList<DxgiAdapter> adapters = parse(block.lines, &r.consumed);
    for (const DxgiAdapter& a : adapters) {
        GpuInfo g = a.toGpuInfo();
        for (auto it = g.sources.begin(); it != g.sources.end(); ++it)
            it.value() = QStringLiteral("paste:dxgi");
        if (a.isSoftware()) {
            r.skipped.append(QStringLiteral("dxgi: skipped adapter %1 \"%2\" (a software renderer, not a GPU)")
                                 .arg(a.index)
                                 .arg(a.description));
            continue;
        }
        r.recognized.append(
            QStringLiteral("dxgi: adapter %1 %2 [%3:%4]").arg(a.index).arg(g.name, g.vendorId, g.deviceId));
        r.gpus.append(g);
    }
    if (!adapters.isEmpty())
        r.facts.insert(QStringLiteral("os"), QStringLiteral("windows"));
    return r;
}

} // namespace ts
