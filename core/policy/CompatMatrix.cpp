// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/CompatMatrix.h"

#include "policy/CompatMatrixParser.h"
#include "system/Platform.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

#include <algorithm>

namespace ts {

namespace {
Q_LOGGING_CATEGORY(lcMatrix, "torchsetup.policy.matrix")

struct KindName
{
    VariantKind kind;
    const char* name;
};
constexpr KindName kKindNames[] = {
    {VariantKind::Cpu, "cpu"},   {VariantKind::Cuda, "cuda"}, {VariantKind::Rocm, "rocm"},
    {VariantKind::Xpu, "xpu"},   {VariantKind::Mps, "mps"},   {VariantKind::DirectMl, "directml"},
    {VariantKind::Ipex, "ipex"},
};

const QString kFormatHint = QStringLiteral("The format is described in docs/compat-matrix.md.");
} // namespace

QString variantKindName(VariantKind kind)
{
    for (const KindName& k : kKindNames) {
        if (k.kind == kind)
            return QLatin1String(k.name);
    }
    return {};
}

std::optional<VariantKind> variantKindFromName(QStringView name)
{
    for (const KindName& k : kKindNames) {
        if (name == QLatin1String(k.name))
            return k.kind;
    }
    return std::nullopt;
}

QStringList TorchRelease::pythonFor(const QString& platform) const
{
    return pythonOverrides.value(platform, python);
}

CompatMatrix::CompatMatrix() : d(std::make_shared<const Data>()) {}

Result<CompatMatrix> CompatMatrix::load(const QByteArray& json, const QString& where)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return Result<CompatMatrix>::fail(
            ErrorKind::BadInput,
            QStringLiteral("%1 is not valid JSON (%2 at byte %3)").arg(where, err.errorString()).arg(err.offset),
            kFormatHint);
    if (!doc.isObject())
        return Result<CompatMatrix>::fail(
            ErrorKind::BadInput,
            QStringLiteral("%1 holds JSON but not an object; expected a compatibility matrix").arg(where), kFormatHint);
    auto parsed = parseCompatMatrix(doc.object());
    if (!parsed)
        return Result<CompatMatrix>::fail(ErrorKind::BadInput, QStringLiteral("%1: %2").arg(where, parsed.message()),
                                          kFormatHint);
    CompatMatrix m;
    m.d = parsed.takeValue();
    return Result<CompatMatrix>::ok(std::move(m));
}

Result<CompatMatrix> CompatMatrix::loadFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<CompatMatrix>::fail(
            ErrorKind::BadInput,
            QStringLiteral("The compatibility matrix %1 cannot be read: %2").arg(path, f.errorString()));
    return load(f.readAll(), path);
}

QString CompatMatrix::builtInPath()
{
    return QStringLiteral(":/torch-setup/compat-matrix.json");
}

CompatMatrix CompatMatrix::builtIn()
{
    // Parsed once per process; the value is immutable afterwards, so sharing it is safe, and
    // copies only bump a reference count.
    static const CompatMatrix cached = [] {
        Result<CompatMatrix> r = loadFile(builtInPath());
        if (!r) {
            qCCritical(lcMatrix).noquote() << r.message();
            return CompatMatrix();
        }
        return r.takeValue();
    }();
    return cached;
}

bool CompatMatrix::isEmpty() const
{
    return d->releases.isEmpty();
}

QString CompatMatrix::updated() const
{
    return d->updated;
}

QList<CompatPlatform> CompatMatrix::platforms() const
{
    return d->platforms;
}

QString CompatMatrix::platformFor(QStringView os, QStringView arch) const
{
    const QString o = platform::normalizeOs(os);
    const QString a = platform::normalizeArch(arch);
    if (o.isEmpty() || a.isEmpty())
        return {};
    for (const CompatPlatform& p : d->platforms) {
        if (p.os == o && p.arch == a)
            return p.id;
    }
    return {};
}

const CompatPlatform* CompatMatrix::platform(const QString& platform) const
{
    for (const CompatPlatform& p : d->platforms) {
        if (p.id == platform)
            return &p;
    }
    return nullptr;
}

const QList<TorchRelease>& CompatMatrix::releases() const
{
    return d->releases;
}

const TorchRelease* CompatMatrix::release(QStringView version) const
{
    const std::optional<Version> v = Version::parse(version);
    if (!v)
        return nullptr;
    for (const TorchRelease& r : d->releases) {
        // "2.13" asks for the minor; a full version must match exactly.
        if (v->size() <= 2 ? r.torch.startsWith(*v) : r.torch == *v)
            return &r;
    }
    return nullptr;
}

QStringList CompatMatrix::variantsFor(const TorchRelease& release, const QString& platform, QStringView python) const
{
    QStringList out;
    const QStringList ids = release.variants.value(platform);
    if (ids.isEmpty())
        return out;
    const QString py = python.toString();
    if (!py.isEmpty() && !release.pythonFor(platform).contains(py))
        return out;
    for (const QString& id : ids) {
        const CompatVariant* v = variant(id);
        if (v && !py.isEmpty() && !v->python.isEmpty() && !v->python.contains(py))
            continue;
        out << id;
    }
    return out;
}

const TorchRelease* CompatMatrix::newestRelease(const QString& platform, QStringView python) const
{
    for (const TorchRelease& r : d->releases) {
        if (!variantsFor(r, platform, python).isEmpty())
            return &r;
    }
    return nullptr;
}

const TorchRelease* CompatMatrix::newestTorchOnlyRelease(const QString& platform, QStringView python) const
{
    for (const TorchRelease& r : d->releases) {
        if (r.pythonTorchOnly.contains(python) && !r.variants.value(platform).isEmpty())
            return &r;
    }
    return nullptr;
}

QString CompatMatrix::pypiDefault(const TorchRelease& release, const QString& platform) const
{
    return release.pypiDefault.value(platform);
}

const CompatVariant* CompatMatrix::variant(QStringView id) const
{
    const auto it = d->variantIndex.constFind(id.toString());
    return it == d->variantIndex.constEnd() ? nullptr : &d->variants.at(*it);
}

QStringList CompatMatrix::variantIds() const
{
    QStringList ids;
    for (const CompatVariant& v : d->variants)
        ids << v.id;
    return ids;
}

QString CompatMatrix::indexUrl(QStringView id) const
{
    const CompatVariant* v = variant(id);
    return v ? v->indexUrl : QString();
}

std::optional<Version> CompatMatrix::minDriver(QStringView id, QStringView os) const
{
    const CompatVariant* v = variant(id);
    const QString o = platform::normalizeOs(os);
    if (!v || !v->minDriver.contains(o))
        return std::nullopt;
    return v->minDriver.value(o);
}

std::optional<Version> CompatMatrix::recommendedDriver(QStringView id, QStringView os) const
{
    const CompatVariant* v = variant(id);
    const QString o = platform::normalizeOs(os);
    if (!v || !v->recommendedDriver.contains(o))
        return std::nullopt;
    return v->recommendedDriver.value(o);
}

const CudaKernels* CompatMatrix::cudaKernels(QStringView id, const Version& torch, const QString& platform) const
{
    for (const CudaKernels& k : d->kernels) {
        if (k.variant == id && k.platforms.contains(platform) && torch.within(k.torchFrom, k.torchTo))
            return &k;
    }
    return nullptr;
}

std::optional<bool> CompatMatrix::shipsKernelsFor(QStringView id, const Version& torch, const QString& platform,
                                                  const Version& cc) const
{
    const CudaKernels* k = cudaKernels(id, torch, platform);
    if (!k || cc.isNull())
        return std::nullopt;
    // PTX is compiled by the driver for any GPU at or above its level.
    return k->hasCubinFor(cc) || (!k->ptx.isNull() && k->ptx <= cc);
}

bool CudaKernels::hasCubinFor(const Version& cc) const
{
    return std::any_of(sm.begin(), sm.end(), [&](const Version& s) {
        return s.majorPart() == cc.majorPart() && s.minorPart() <= cc.minorPart();
    });
}

QStringList CompatMatrix::gfxTargets(QStringView id, const Version& torch) const
{
    const CompatVariant* v = variant(id);
    if (!v || v->kind != VariantKind::Rocm)
        return {};
    for (const RocmKernels& k : d->rocmKernels) {
        if (k.variant == id && torch.within(k.torchFrom, k.torchTo))
            return k.gfx;
    }
    return v->gfx;
}

QList<Version> TheRockChannel::torchFor(const QString& gfxTarget) const
{
    return targetTorch.value(gfxTarget, torch);
}

QStringList CompatMatrix::theRockChannels() const
{
    QStringList ids;
    for (const TheRockChannel& c : d->theRockChannels)
        ids << c.id;
    return ids;
}

const TheRockChannel* CompatMatrix::theRockChannel(QStringView id) const
{
    for (const TheRockChannel& c : d->theRockChannels) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

QStringList CompatMatrix::theRockTargets(QStringView channel, const QString& platform) const
{
    const TheRockChannel* c = theRockChannel(channel);
    return c ? c->targets.value(platform) : QStringList();
}

QString CompatMatrix::theRockExtra(QStringView gfxTarget) const
{
    if (d->theRockExtraTemplate.isEmpty() || gfxTarget.isEmpty())
        return {};
    QString extra = d->theRockExtraTemplate;
    return extra.replace(QLatin1String("{target}"), gfxTarget.toString());
}

QList<TritonCompanion> CompatMatrix::tritonFor(const Version& torch, const QString& platform, VariantKind kind) const
{
    QList<TritonCompanion> out;
    for (const TritonCompanion& t : d->triton) {
        if (t.platforms.contains(platform) && t.kinds.contains(kind) && torch.within(t.torchFrom, t.torchTo))
            out << t;
    }
    return out;
}

QJsonArray CompatMatrix::tritonRulesJson() const
{
    QJsonArray out;
    for (const TritonCompanion& t : d->triton) {
        QJsonArray kinds;
        for (VariantKind k : t.kinds)
            kinds.append(variantKindName(k));
        QJsonObject rule{{QStringLiteral("package"), t.package},
                         {QStringLiteral("platforms"), QJsonArray::fromStringList(t.platforms)},
                         {QStringLiteral("kinds"), kinds},
                         {QStringLiteral("torch_from"), t.torchFrom.toString()},
                         {QStringLiteral("requirement"), t.requirement}};
        if (!t.torchTo.isNull())
            rule.insert(QStringLiteral("torch_to"), t.torchTo.toString());
        out.append(rule);
    }
    return out;
}

} // namespace ts
