// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/GpuDatabase.h"

#include "system/PciIds.h"

#include <QFile>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QSharedData>
#include <QtDebug>

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace ts {

namespace {

constexpr int kDeviceFields = 10; // vendor device kind family arch cc gfx generation xpu name
constexpr int kNameFields = 9;    // vendor kind family arch cc gfx generation xpu pattern
constexpr int kFilterFields = 3;  // vendor include|exclude pattern

/** A [devices] row: its id key and where its text lies in the table. */
struct Row
{
    quint32 key;    ///< vendor << 16 | device
    quint32 offset; ///< start of the line in the table text
    quint32 length; ///< without the newline
};

struct NamePattern
{
    QString vendorId;
    GpuRecord facts;              ///< kind, family and the vendor-specific facts this pattern gives
    bool familyFromGroup = false; ///< family is the pattern's first capture ("\1" in the table)
    QRegularExpression regex;
};

struct Filter
{
    QString vendorId;
    bool include = false;
    QRegularExpression regex;
};

enum class Section { None, Devices, Names, Filters };

/** Whether a field is exactly the literal; cheaper than operator== with a C string, which rows need. */
template <std::size_t N> bool is(QByteArrayView field, const char (&literal)[N])
{
    return field.size() == qsizetype(N - 1) && std::memcmp(field.data(), literal, N - 1) == 0;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/** Four lowercase hex digits to their value; -1 for anything else. */
int parseId(QByteArrayView field)
{
    if (field.size() != 4)
        return -1;
    int value = 0;
    for (char c : field) {
        const int digit = hexValue(c);
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

/**
 * Splits at tabs into at most N fields; returns how many fields the line really has. A plain loop:
 * the table has some 30,000 fields, and a library search call per field would dominate loading.
 */
template <std::size_t N> qsizetype splitTabs(QByteArrayView line, std::array<QByteArrayView, N>& fields)
{
    const char* const begin = line.data();
    const qsizetype size = line.size();
    qsizetype count = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < size; ++i) {
        if (begin[i] != '\t')
            continue;
        if (count < qsizetype(N))
            fields[count] = QByteArrayView(begin + start, i - start);
        ++count;
        start = i + 1;
    }
    if (count < qsizetype(N))
        fields[count] = QByteArrayView(begin + start, size - start);
    return count + 1;
}

std::optional<GpuRecord::Kind> parseKind(QByteArrayView field)
{
    if (field.isEmpty())
        return GpuRecord::Kind::Unknown;
    if (is(field, "discrete"))
        return GpuRecord::Kind::Discrete;
    if (is(field, "integrated"))
        return GpuRecord::Kind::Integrated;
    return std::nullopt;
}

/** "yes"/"no"/"" to true/false/unknown; false in `ok` for anything else. */
std::optional<bool> parseXpu(QByteArrayView field, bool& ok)
{
    ok = true;
    if (field.isEmpty())
        return std::nullopt;
    if (is(field, "yes"))
        return true;
    if (is(field, "no"))
        return false;
    ok = false;
    return std::nullopt;
}

QString text(QByteArrayView field)
{
    return QString::fromUtf8(field);
}

/** Fills the facts shared by [devices] and [names] rows (fields 2..8 of a device row). */
void setFacts(GpuRecord& r, GpuRecord::Kind kind, QByteArrayView family, QByteArrayView arch, QByteArrayView cc,
              QByteArrayView gfx, QByteArrayView generation, std::optional<bool> xpu)
{
    r.kind = kind;
    r.family = text(family);
    r.nvidiaArch = text(arch);
    r.computeCapability = text(cc);
    r.gfxTarget = text(gfx);
    r.intelGeneration = text(generation);
    r.xpuCapable = xpu;
}

/** The name as the patterns see it: trademark marks dropped, white space collapsed. */
QString normalizedName(const QString& name)
{
    static const QRegularExpression marks(QStringLiteral("\\((?:R|TM)\\)|\u00ae|\u2122"),
                                          QRegularExpression::CaseInsensitiveOption);
    QString n = name;
    n.replace(marks, QStringLiteral(" "));
    return n.simplified();
}

QRegularExpression patternRegex(const QString& pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

} // namespace

struct GpuDatabase::Data : public QSharedData
{
    QByteArray table;
    std::vector<Row> rows; ///< sorted by key
    QList<NamePattern> names;
    QList<Filter> filters;
    QHash<quint32, GpuRecord> added; ///< from addNamesFromPciIds(), never overlapping rows
    QString pciIdsVersion;

    const Row* find(quint32 key) const
    {
        const auto it =
            std::lower_bound(rows.begin(), rows.end(), key, [](const Row& row, quint32 k) { return row.key < k; });
        return it != rows.end() && it->key == key ? &*it : nullptr;
    }

    GpuRecord record(const Row& row) const
    {
        std::array<QByteArrayView, kDeviceFields> f;
        splitTabs(QByteArrayView(table).sliced(row.offset, row.length), f);
        GpuRecord r;
        r.vendorId = text(f[0]);
        r.deviceId = text(f[1]);
        r.vendor = pci::vendorName(r.vendorId);
        r.name = text(f[9]);
        // A loaded file's rows were checked at load. A built-in row's fields were checked by the
        // tests; were one malformed anyway, its unreadable facts would read as unknown.
        bool xpuOk = true;
        const std::optional<bool> xpu = parseXpu(f[8], xpuOk);
        setFacts(r, parseKind(f[2]).value_or(GpuRecord::Kind::Unknown), f[3], f[4], f[5], f[6], f[7], xpu);
        return r;
    }
};

GpuDatabase::GpuDatabase() : d(new Data) {}
GpuDatabase::GpuDatabase(const GpuDatabase& other) = default;
GpuDatabase::GpuDatabase(GpuDatabase&& other) noexcept = default;
GpuDatabase& GpuDatabase::operator=(const GpuDatabase& other) = default;
GpuDatabase& GpuDatabase::operator=(GpuDatabase&& other) noexcept = default;
GpuDatabase::~GpuDatabase() = default;

GpuDatabase GpuDatabase::builtIn()
{
    QFile f(resourcePath());
    if (!f.open(QIODevice::ReadOnly)) {
        qWarning("GPU database resource %s is missing", qPrintable(resourcePath()));
        return GpuDatabase();
    }
    Result<GpuDatabase> r = parse(f.readAll(), resourcePath(), Checks::BuiltIn);
    if (!r) {
        qWarning("%s (%s)", qPrintable(r.message()), qPrintable(r.details()));
        return GpuDatabase();
    }
    return r.takeValue();
}

Result<GpuDatabase> GpuDatabase::loadFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<GpuDatabase>::fail(
            ErrorKind::BadInput, QStringLiteral("The GPU database %1 cannot be read: %2.").arg(path, f.errorString()));
    return parse(f.readAll(), path, Checks::Full);
}

Result<GpuDatabase> GpuDatabase::loadData(const QByteArray& data, const QString& where)
{
    return parse(data, where, Checks::Full);
}

Result<GpuDatabase> GpuDatabase::parse(const QByteArray& data, const QString& where, Checks checks)
{
    GpuDatabase db;
    Data& dd = *db.d;
    dd.table = data;
    const QByteArrayView all(dd.table);
    dd.rows.reserve(std::size_t(all.size() / 64)); // rows average about 64 bytes

    Section section = Section::None;
    bool sawFormat = false;
    bool sawEnd = false;
    quint32 lastKey = 0;
    int lineNo = 0;
    qsizetype pos = 0;

    const auto fail = [&](const QString& problem, QByteArrayView line) {
        return Result<GpuDatabase>::fail(
            ErrorKind::BadInput,
            QStringLiteral("The GPU database %1 is damaged at line %2: %3. Regenerate it with "
                           "scripts/gen-gpu-database or use the built-in one.")
                .arg(where)
                .arg(lineNo)
                .arg(problem),
            QStringLiteral("%1:%2: %3").arg(where).arg(lineNo).arg(QString::fromUtf8(line)));
    };

    while (pos < all.size()) {
        const qsizetype newline = all.indexOf('\n', pos);
        const qsizetype end = newline < 0 ? all.size() : newline;
        QByteArrayView line = all.sliced(pos, end - pos);
        const qsizetype lineOffset = pos;
        pos = end + 1;
        ++lineNo;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty() || line.front() == '#')
            continue;
        if (sawEnd)
            return fail(QStringLiteral("nothing may follow the @end line"), line);

        if (line.front() == '@') {
            std::array<QByteArrayView, 2> f;
            if (splitTabs(line, f) != 2)
                return fail(QStringLiteral("a setting line needs a name and one value"), line);
            if (is(f[0], "@end")) {
                // The last line, with the number of device rows above it. A setting, so that readers
                // from before it was added ignore it.
                if (!sawFormat)
                    return fail(QStringLiteral("the @end line comes before the @format line"), line);
                bool numeric = false;
                const qulonglong rows = text(f[1]).toULongLong(&numeric);
                if (!numeric || rows != dd.rows.size())
                    return fail(QStringLiteral("the @end line counts %1 device rows, the table has %2")
                                    .arg(text(f[1]))
                                    .arg(dd.rows.size()),
                                line);
                sawEnd = true;
                continue;
            }
            if (is(f[0], "@format")) {
                if (f[1] != QByteArray::number(kFormatVersion))
                    return fail(QStringLiteral("format %1 is not supported (this program reads format %2)")
                                    .arg(text(f[1]))
                                    .arg(kFormatVersion),
                                line);
                sawFormat = true;
            } else if (is(f[0], "@pci.ids")) {
                dd.pciIdsVersion = text(f[1]);
            }
            // Other settings are ignored, so newer tables can add some without breaking older readers.
            continue;
        }
        if (line.front() == '[') {
            if (!sawFormat)
                return fail(QStringLiteral("the @format line must come before the first section"), line);
            if (is(line, "[devices]"))
                section = Section::Devices;
            else if (is(line, "[names]"))
                section = Section::Names;
            else if (is(line, "[filters]"))
                section = Section::Filters;
            else
                return fail(QStringLiteral("unknown section %1").arg(text(line)), line);
            continue;
        }

        switch (section) {
        case Section::None:
            return fail(QStringLiteral("a row before any section"), line);
        case Section::Devices: {
            if (checks == Checks::BuiltIn) {
                // The build's tests load this table with every check; here only what indexing needs.
                const bool idsInPlace = line.size() > 10 && line[4] == '\t' && line[9] == '\t';
                const int vendor = idsInPlace ? parseId(line.first(4)) : -1;
                const int device = vendor < 0 ? -1 : parseId(line.sliced(5, 4));
                if (device < 0)
                    return fail(QStringLiteral("vendor and device ids must be 4 lowercase hex digits"), line);
                const quint32 key = (quint32(vendor) << 16) | quint32(device);
                if (!dd.rows.empty() && key <= lastKey)
                    return fail(QStringLiteral("device rows must be sorted by vendor and device id, each once"), line);
                lastKey = key;
                dd.rows.push_back(Row{key, quint32(lineOffset), quint32(line.size())});
                break;
            }
            std::array<QByteArrayView, kDeviceFields> f;
            const qsizetype count = splitTabs(line, f);
            if (count != kDeviceFields)
                return fail(QStringLiteral("a device row has %1 tab-separated fields instead of %2")
                                .arg(count)
                                .arg(kDeviceFields),
                            line);
            const int vendor = parseId(f[0]);
            const int device = parseId(f[1]);
            if (vendor < 0 || device < 0)
                return fail(QStringLiteral("vendor and device ids must be 4 lowercase hex digits"), line);
            if (!parseKind(f[2]))
                return fail(QStringLiteral("kind must be empty, \"discrete\" or \"integrated\""), line);
            bool xpuOk = true;
            parseXpu(f[8], xpuOk);
            if (!xpuOk)
                return fail(QStringLiteral("xpu must be empty, \"yes\" or \"no\""), line);
            if (f[9].isEmpty())
                return fail(QStringLiteral("a device row needs a name"), line);
            const quint32 key = (quint32(vendor) << 16) | quint32(device);
            if (!dd.rows.empty() && key <= lastKey)
                return fail(QStringLiteral("device rows must be sorted by vendor and device id, each once"), line);
            lastKey = key;
            dd.rows.push_back(Row{key, quint32(lineOffset), quint32(line.size())});
            break;
        }
        case Section::Names: {
            std::array<QByteArrayView, kNameFields> f;
            const qsizetype count = splitTabs(line, f);
            if (count != kNameFields)
                return fail(
                    QStringLiteral("a name row has %1 tab-separated fields instead of %2").arg(count).arg(kNameFields),
                    line);
            if (parseId(f[0]) < 0)
                return fail(QStringLiteral("the vendor id must be 4 lowercase hex digits"), line);
            const std::optional<GpuRecord::Kind> kind = parseKind(f[1]);
            if (!kind)
                return fail(QStringLiteral("kind must be empty, \"discrete\" or \"integrated\""), line);
            bool xpuOk = true;
            const std::optional<bool> xpu = parseXpu(f[7], xpuOk);
            if (!xpuOk)
                return fail(QStringLiteral("xpu must be empty, \"yes\" or \"no\""), line);
            NamePattern p;
            p.vendorId = text(f[0]);
            p.familyFromGroup = is(f[2], "\\1");
            setFacts(p.facts, *kind, p.familyFromGroup ? QByteArrayView() : f[2], f[3], f[4], f[5], f[6], xpu);
            p.regex = patternRegex(text(f[8]));
            if (f[8].isEmpty() || (checks == Checks::Full && !p.regex.isValid()))
                return fail(QStringLiteral("invalid pattern: %1").arg(p.regex.errorString()), line);
            if (p.familyFromGroup && checks == Checks::Full && p.regex.captureCount() < 1)
                return fail(QStringLiteral("family \\1 needs a pattern with a capture group"), line);
            dd.names.append(std::move(p));
            break;
        }
        case Section::Filters: {
            std::array<QByteArrayView, kFilterFields> f;
            const qsizetype count = splitTabs(line, f);
            if (count != kFilterFields)
                return fail(QStringLiteral("a filter row has %1 tab-separated fields instead of %2")
                                .arg(count)
                                .arg(kFilterFields),
                            line);
            if (parseId(f[0]) < 0)
                return fail(QStringLiteral("the vendor id must be 4 lowercase hex digits"), line);
            if (!is(f[1], "include") && !is(f[1], "exclude"))
                return fail(QStringLiteral("a filter is \"include\" or \"exclude\""), line);
            Filter filter;
            filter.vendorId = text(f[0]);
            filter.include = is(f[1], "include");
            filter.regex = patternRegex(text(f[2]));
            if (f[2].isEmpty() || (checks == Checks::Full && !filter.regex.isValid()))
                return fail(QStringLiteral("invalid pattern: %1").arg(filter.regex.errorString()), line);
            dd.filters.append(std::move(filter));
            break;
        }
        }
    }
    if (!sawFormat)
        return Result<GpuDatabase>::fail(
            ErrorKind::BadInput, QStringLiteral("%1 is not a GPU database: it has no @format line.").arg(where));
    if (!sawEnd)
        // The generator closes every table with @end, so a table without it was cut short: a copy or a
        // download that stopped part-way would otherwise lose the GPUs after the cut without a word.
        return Result<GpuDatabase>::fail(
            ErrorKind::BadInput,
            QStringLiteral(
                "The GPU database %1 is incomplete at line %2: the table stops there without the @end line "
                "that closes every table, so it was probably cut short while it was copied or downloaded (or it was "
                "made by a generator from before tables ended with @end). "
                "Copy it again, regenerate it with scripts/gen-gpu-database or use the built-in one.")
                .arg(where)
                .arg(lineNo),
            QStringLiteral("%1:%2: no @end line").arg(where).arg(lineNo));
    return Result<GpuDatabase>::ok(std::move(db));
}

std::optional<GpuRecord> GpuDatabase::lookup(QStringView vendorId, QStringView deviceId) const
{
    const int vendor = parseId(pci::normalizeId(vendorId).toLatin1());
    const int device = parseId(pci::normalizeId(deviceId).toLatin1());
    if (vendor < 0 || device < 0)
        return std::nullopt;
    const quint32 key = (quint32(vendor) << 16) | quint32(device);
    if (const Row* row = d->find(key))
        return d->record(*row);
    const auto it = d->added.constFind(key);
    if (it != d->added.constEnd())
        return *it;
    return std::nullopt;
}

GpuRecord GpuDatabase::classifyByName(const QString& name, const QString& vendorId) const
{
    GpuRecord r;
    r.vendorId = pci::normalizeId(vendorId);
    r.name = name;
    const QString normalized = normalizedName(name);
    // A guessed vendor only narrows which patterns apply; it is never written as an id.
    const QString vendor = r.vendorId.isEmpty() ? pci::vendorIdFromName(normalized) : r.vendorId;
    r.vendor = pci::vendorName(vendor);
    for (const NamePattern& p : d->names) {
        if (!vendor.isEmpty() && p.vendorId != vendor)
            continue;
        const QRegularExpressionMatch m = p.regex.match(normalized);
        if (!m.hasMatch())
            continue;
        GpuRecord matched = p.facts;
        matched.vendorId = r.vendorId;
        matched.vendor = pci::vendorName(p.vendorId);
        matched.name = name;
        if (p.familyFromGroup)
            matched.family = m.captured(1);
        return matched;
    }
    return r;
}

Result<int> GpuDatabase::addNamesFromPciIds(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<int>::fail(ErrorKind::BadInput,
                                 QStringLiteral("%1 cannot be read: %2.").arg(path, f.errorString()));
    const QByteArray data = f.readAll();
    const QByteArrayView all(data);

    const auto isGpu = [this](const QString& vendorId, const QString& name) {
        bool hasInclude = false;
        bool included = false;
        for (const Filter& filter : std::as_const(d->filters)) {
            if (filter.vendorId != vendorId)
                continue;
            const bool matches = filter.regex.match(name).hasMatch();
            if (filter.include) {
                hasInclude = true;
                included = included || matches;
            } else if (matches) {
                return false;
            }
        }
        return !hasInclude || included;
    };

    QHash<quint32, GpuRecord> found;
    int vendor = -1; // the vendor block being read, -1 when it is not one of ours
    qsizetype pos = 0;
    while (pos < all.size()) {
        const qsizetype newline = all.indexOf('\n', pos);
        const qsizetype end = newline < 0 ? all.size() : newline;
        QByteArrayView line = all.sliced(pos, end - pos);
        pos = end + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty() || line.front() == '#')
            continue;
        if (line.startsWith("C "))
            break; // the device classes follow the vendors
        if (line.front() != '\t') {
            const QByteArrayView id = line.first(std::min<qsizetype>(4, line.size()));
            const QString vendorId = pci::normalizeId(QString::fromLatin1(id));
            const bool ours = vendorId == pci::kNvidia || vendorId == pci::kAmd || vendorId == pci::kIntel;
            vendor = ours ? parseId(vendorId.toLatin1()) : -1;
            continue;
        }
        if (vendor < 0 || line.startsWith("\t\t") || line.size() < 6)
            continue;
        const QByteArrayView rest = line.sliced(1);
        const int device = parseId(pci::normalizeId(QString::fromLatin1(rest.first(4))).toLatin1());
        if (device < 0)
            continue;
        const quint32 key = (quint32(vendor) << 16) | quint32(device);
        if (d->find(key) || d->added.contains(key) || found.contains(key))
            continue;
        const QString name = QString::fromUtf8(rest.sliced(4)).simplified();
        const QString vendorId = QStringLiteral("%1").arg(vendor, 4, 16, QLatin1Char('0'));
        if (name.isEmpty() || !isGpu(vendorId, normalizedName(name)))
            continue;
        GpuRecord r = classifyByName(name, vendorId);
        r.deviceId = QStringLiteral("%1").arg(device, 4, 16, QLatin1Char('0'));
        found.insert(key, r);
    }
    d->added.insert(found);
    return Result<int>::ok(int(found.size()));
}

int GpuDatabase::deviceCount() const
{
    return int(d->rows.size()) + int(d->added.size());
}

QString GpuDatabase::pciIdsVersion() const
{
    return d->pciIdsVersion;
}

} // namespace ts
