// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/CompatMatrixParser.h"

#include "policy/JsonChecker.h"
#include "system/Platform.h"
#include "util/HttpAddress.h"
#include "util/Redactor.h"

#include <QDate>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace ts {

namespace {

using json::element;
using json::member;
using json::quoted;

// These checks run for every list item of the built-in file at each start; plain character tests
// keep them off the start-up bill (a regular expression's first use costs its compilation).
bool allOf(QStringView s, bool (*ok)(QChar))
{
    for (QChar c : s) {
        if (!ok(c))
            return false;
    }
    return true;
}

bool isDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

bool isHexDigit(QChar c)
{
    return isDigit(c) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
}

// "3.N" or "3.NN"
bool isPythonMinor(const QString& s)
{
    return (s.size() == 3 || s.size() == 4) && s.startsWith(QLatin1String("3.")) &&
           allOf(QStringView(s).mid(2), isDigit);
}

// "gfx" + 1-2 digits + 1-2 hex digits: gfx803, gfx90a, gfx1100
bool isGfxTarget(const QString& s)
{
    if (!s.startsWith(QLatin1String("gfx")) || s.size() < 5 || s.size() > 7)
        return false;
    const QStringView rest = QStringView(s).mid(3);
    const qsizetype digits = rest.size() == 4 ? 2 : (rest.size() == 2 ? 1 : (isDigit(rest.at(1)) ? 2 : 1));
    return allOf(rest.left(digits), isDigit) && allOf(rest.mid(digits), isHexDigit) && rest.size() - digits <= 2 &&
           rest.size() - digits >= 1;
}

const QString kPythonWhat = QStringLiteral("a Python version such as \"3.12\"");

class Parser
{
public:
    explicit Parser(CompatMatrix::Data& data) : m(data) {}

    bool parse(const QJsonObject& root)
    {
        if (!c.keys(root, {},
                    {"format_version", "updated", "about", "platforms", "variants", "torch_releases", "cuda_kernels",
                     "rocm_kernels", "therock", "triton"},
                    {"format_version", "updated", "platforms", "variants", "torch_releases"}))
            return false;
        const QJsonValue fv = root.value(QLatin1String("format_version"));
        if (!c.typed(fv, QStringLiteral("format_version"), fv.isDouble(), "a number"))
            return false;
        if (fv.toDouble() != CompatMatrix::kFormatVersion)
            return c.fail(QStringLiteral("format_version"),
                          QStringLiteral("version %1 is not supported; this program reads version %2")
                              .arg(fv.toDouble())
                              .arg(CompatMatrix::kFormatVersion));
        QString about;
        if (!c.string(root, {}, "updated", m.updated) || !c.string(root, {}, "about", about))
            return false;
        const QDate date = QDate::fromString(m.updated, Qt::ISODate);
        if (!date.isValid() || m.updated.size() != 10)
            return c.fail(QStringLiteral("updated"),
                          QStringLiteral("%1 is not a date written as YYYY-MM-DD").arg(quoted(m.updated)));

        QJsonArray platforms, variants, releases, kernels, rocmKernels, triton;
        QJsonObject therock;
        if (!c.array(root, {}, "platforms", platforms) || !c.array(root, {}, "variants", variants) ||
            !c.array(root, {}, "torch_releases", releases) || !c.array(root, {}, "cuda_kernels", kernels) ||
            !c.array(root, {}, "rocm_kernels", rocmKernels) || !c.object(root, {}, "therock", therock) ||
            !c.array(root, {}, "triton", triton))
            return false;
        return parsePlatforms(platforms) && parseVariants(variants) && parseKernels(kernels) &&
               parseRocmKernels(rocmKernels) && parseReleases(releases) && parseTheRock(therock) && parseTriton(triton);
    }

    const QString& error() const { return c.error(); }

private:
    bool isPlatform(const QString& id) const
    {
        return std::any_of(m.platforms.begin(), m.platforms.end(), [&](const CompatPlatform& p) { return p.id == id; });
    }

    /** An object whose keys are platform ids, e.g. a release's "variants". */
    bool platformKeys(const QJsonObject& o, const QString& path)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!isPlatform(it.key()))
                return c.fail(member(path, it.key()),
                              QStringLiteral("%1 is not a platform listed in \"platforms\"").arg(quoted(it.key())));
        }
        return true;
    }

    bool platformList(const QJsonObject& o, const QString& path, const char* key, QStringList& out)
    {
        return c.strings(
            o, path, key, out, [this](const QString& s) { return isPlatform(s); },
            QStringLiteral("a platform listed in \"platforms\""));
    }

    bool parsePlatforms(const QJsonArray& a)
    {
        if (a.isEmpty())
            return c.fail(QStringLiteral("platforms"), QStringLiteral("is empty"));
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = element(QStringLiteral("platforms"), i);
            if (!c.typed(a.at(i), path, a.at(i).isObject(), "an object"))
                return false;
            const QJsonObject o = a.at(i).toObject();
            CompatPlatform p;
            if (!c.keys(o, path, {"id", "os", "arch"}, {"id", "os", "arch"}) || !c.string(o, path, "id", p.id) ||
                !c.string(o, path, "os", p.os) || !c.string(o, path, "arch", p.arch))
                return false;
            if (platform::normalizeOs(p.os) != p.os)
                return c.fail(member(path, QStringLiteral("os")),
                              QStringLiteral("%1 is not one of linux, windows, macos").arg(quoted(p.os)));
            if (platform::normalizeArch(p.arch) != p.arch)
                return c.fail(
                    member(path, QStringLiteral("arch")),
                    QStringLiteral("%1 is not an architecture such as x86_64 or aarch64").arg(quoted(p.arch)));
            for (const CompatPlatform& other : std::as_const(m.platforms)) {
                if (other.id == p.id)
                    return c.fail(path, QStringLiteral("platform %1 is listed twice").arg(quoted(p.id)));
                if (other.os == p.os && other.arch == p.arch)
                    return c.fail(path, QStringLiteral("%1 and %2 name the same OS and architecture")
                                            .arg(quoted(other.id), quoted(p.id)));
            }
            m.platforms << p;
        }
        return true;
    }

    bool parseVariants(const QJsonArray& a)
    {
        if (a.isEmpty())
            return c.fail(QStringLiteral("variants"), QStringLiteral("is empty"));
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = element(QStringLiteral("variants"), i);
            if (!c.typed(a.at(i), path, a.at(i).isObject(), "an object"))
                return false;
            if (!parseVariant(a.at(i).toObject(), path))
                return false;
        }
        return true;
    }

    bool parseVariant(const QJsonObject& o, const QString& path)
    {
        CompatVariant v;
        QString kind;
        // The kind decides which keys belong, so read it before checking the others.
        if (!c.string(o, path, "kind", kind))
            return false;
        if (!o.contains(QLatin1String("kind")))
            return c.fail(path, QStringLiteral("missing \"kind\""));
        const std::optional<VariantKind> k = variantKindFromName(kind);
        if (!k)
            return c.fail(
                member(path, QStringLiteral("kind")),
                QStringLiteral("%1 is not one of cpu, cuda, rocm, xpu, mps, directml, ipex").arg(quoted(kind)));
        v.kind = *k;
        bool keysOk = false;
        switch (v.kind) {
        case VariantKind::Cuda:
            keysOk = c.keys(o, path,
                            {"id", "kind", "index_url", "cuda", "min_driver", "recommended_driver", "python",
                             "extra_packages", "note", "source"},
                            {"id", "index_url", "cuda", "min_driver", "source"});
            break;
        case VariantKind::Rocm:
            keysOk = c.keys(o, path,
                            {"id", "kind", "index_url", "rocm", "gfx", "python", "extra_packages", "note", "source"},
                            {"id", "index_url", "rocm", "gfx", "source"});
            break;
        case VariantKind::Xpu:
            keysOk =
                c.keys(o, path, {"id", "kind", "index_url", "devices", "python", "extra_packages", "note", "source"},
                       {"id", "index_url", "source"});
            break;
        default:
            keysOk = c.keys(o, path, {"id", "kind", "index_url", "python", "extra_packages", "note", "source"},
                            {"id", "index_url", "source"});
            break;
        }
        if (!keysOk || !c.string(o, path, "id", v.id) || !c.string(o, path, "index_url", v.indexUrl) ||
            !c.string(o, path, "note", v.note) || !c.string(o, path, "source", v.source) ||
            !c.strings(o, path, "python", v.python, isPythonMinor, kPythonWhat) ||
            !c.strings(o, path, "extra_packages", v.extraPackages, nullptr, {}))
            return false;
        if (!isHttpAddress(v.indexUrl))
            return c.fail(member(path, QStringLiteral("index_url")),
                          QStringLiteral("%1 is not an http(s) URL").arg(quoted(Redactor().redactAddress(v.indexUrl))));

        // The id is what the index path, pip's local version ("+cu128") and the user see; it has to
        // say the same as the fields, or the file contradicts itself.
        QString expectedId;
        switch (v.kind) {
        case VariantKind::Cuda:
            if (!c.version(o, path, "cuda", v.cuda, 2) || !drivers(o, path, "min_driver", v.minDriver, true) ||
                !drivers(o, path, "recommended_driver", v.recommendedDriver, false))
                return false;
            if (v.cuda.size() != 2)
                return c.fail(
                    member(path, QStringLiteral("cuda")),
                    QStringLiteral("%1 is not a CUDA release such as \"12.8\"").arg(quoted(v.cuda.toString())));
            expectedId = QStringLiteral("cu%1%2").arg(v.cuda.majorPart()).arg(v.cuda.minorPart());
            break;
        case VariantKind::Rocm:
            if (!c.version(o, path, "rocm", v.rocm, 2) ||
                !c.strings(o, path, "gfx", v.gfx, isGfxTarget, QStringLiteral("a gfx target such as \"gfx1100\"")))
                return false;
            expectedId = QStringLiteral("rocm") + v.rocm.toString();
            break;
        case VariantKind::Xpu:
            if (!c.strings(o, path, "devices", v.devices, nullptr, {}))
                return false;
            expectedId = variantKindName(v.kind);
            break;
        default:
            expectedId = variantKindName(v.kind);
            break;
        }
        if (v.id != expectedId)
            return c.fail(member(path, QStringLiteral("id")),
                          QStringLiteral("%1 does not match its kind and version; expected %2")
                              .arg(quoted(v.id), quoted(expectedId)));
        if (m.variantIndex.contains(v.id))
            return c.fail(path, QStringLiteral("variant %1 is defined twice (also variants[%2])")
                                    .arg(quoted(v.id))
                                    .arg(m.variantIndex.value(v.id)));
        m.variantIndex.insert(v.id, m.variants.size());
        m.variants << v;
        return true;
    }

    /** {"linux": "525.60.13", "windows": "528.33"}; both OSes are needed when `required`. */
    bool drivers(const QJsonObject& o, const QString& path, const char* key, QMap<QString, Version>& out, bool required)
    {
        QJsonObject d;
        if (!c.object(o, path, key, d))
            return false;
        if (!o.contains(QLatin1String(key)))
            return true;
        const QString p = member(path, QLatin1String(key));
        if (!c.keys(d, p, {"linux", "windows"}, {}))
            return false;
        if (required && !c.keys(d, p, {"linux", "windows"}, {"linux", "windows"}))
            return false;
        if (d.isEmpty())
            return c.fail(p, QStringLiteral("is empty"));
        for (auto it = d.begin(); it != d.end(); ++it) {
            Version v;
            if (!c.version(it.value(), member(p, it.key()), v))
                return false;
            out.insert(it.key(), v);
        }
        return true;
    }

    const CompatVariant* variantById(const QString& id) const
    {
        const auto it = m.variantIndex.constFind(id);
        return it == m.variantIndex.constEnd() ? nullptr : &m.variants.at(*it);
    }

    /** Whether two torch ranges (each inclusive at its precision) share a release. */
    static bool rangesOverlap(const Version& from, const Version& to, const Version& otherFrom, const Version& otherTo)
    {
        return from.within(otherFrom, otherTo) || otherFrom.within(from, to);
    }

    /** A kernel entry's variant is known and of `kind`, and its torch range runs forward. */
    bool kernelEntry(const QString& path, const QString& variant, VariantKind kind, const char* kindName,
                     const Version& from, const Version& to)
    {
        const CompatVariant* v = variantById(variant);
        if (!v)
            return c.fail(member(path, QStringLiteral("variant")),
                          QStringLiteral("%1 is not a known variant").arg(quoted(variant)));
        if (v->kind != kind)
            return c.fail(member(path, QStringLiteral("variant")),
                          QStringLiteral("%1 is not %2 variant").arg(quoted(variant), QLatin1String(kindName)));
        if (to < from)
            return c.fail(path,
                          QStringLiteral("torch_to %1 comes before torch_from %2").arg(to.toString(), from.toString()));
        return true;
    }

    bool parseKernels(const QJsonArray& a)
    {
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = element(QStringLiteral("cuda_kernels"), i);
            if (!c.typed(a.at(i), path, a.at(i).isObject(), "an object"))
                return false;
            const QJsonObject o = a.at(i).toObject();
            CudaKernels k;
            QStringList sm;
            if (!c.keys(o, path, {"variant", "torch_from", "torch_to", "platforms", "sm", "ptx", "source"},
                        {"variant", "torch_from", "torch_to", "platforms", "sm", "source"}) ||
                !c.string(o, path, "variant", k.variant) || !c.version(o, path, "torch_from", k.torchFrom, 2) ||
                !c.version(o, path, "torch_to", k.torchTo, 2) || !platformList(o, path, "platforms", k.platforms) ||
                !c.strings(o, path, "sm", sm, isComputeCapability,
                           QStringLiteral("a compute capability such as \"8.6\"")) ||
                !c.version(o, path, "ptx", k.ptx, 2) || !c.string(o, path, "source", k.source))
                return false;
            if (!k.ptx.isNull() && !isComputeCapability(k.ptx.toString()))
                return c.fail(
                    member(path, QStringLiteral("ptx")),
                    QStringLiteral("%1 is not a compute capability such as \"12.0\"").arg(quoted(k.ptx.toString())));
            if (!kernelEntry(path, k.variant, VariantKind::Cuda, "a CUDA", k.torchFrom, k.torchTo))
                return false;
            for (const QString& s : std::as_const(sm))
                k.sm << *Version::parse(s);
            // Two entries answering the same question differently would make the answer depend on
            // file order; refuse them instead.
            for (qsizetype j = 0; j < m.kernels.size(); ++j) {
                const CudaKernels& other = m.kernels.at(j);
                if (other.variant != k.variant)
                    continue;
                const bool overlap = rangesOverlap(k.torchFrom, k.torchTo, other.torchFrom, other.torchTo);
                for (const QString& p : std::as_const(k.platforms)) {
                    if (overlap && other.platforms.contains(p))
                        return c.fail(
                            path,
                            QStringLiteral("overlaps cuda_kernels[%1] for %2 on %3").arg(j).arg(quoted(k.variant), p));
                }
            }
            m.kernels << k;
        }
        return true;
    }

    bool parseRocmKernels(const QJsonArray& a)
    {
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = element(QStringLiteral("rocm_kernels"), i);
            if (!c.typed(a.at(i), path, a.at(i).isObject(), "an object"))
                return false;
            const QJsonObject o = a.at(i).toObject();
            RocmKernels k;
            if (!c.keys(o, path, {"variant", "torch_from", "torch_to", "gfx", "source"},
                        {"variant", "torch_from", "torch_to", "gfx", "source"}) ||
                !c.string(o, path, "variant", k.variant) || !c.version(o, path, "torch_from", k.torchFrom, 2) ||
                !c.version(o, path, "torch_to", k.torchTo, 2) ||
                !c.strings(o, path, "gfx", k.gfx, isGfxTarget, QStringLiteral("a gfx target such as \"gfx1100\"")) ||
                !c.string(o, path, "source", k.source))
                return false;
            if (!kernelEntry(path, k.variant, VariantKind::Rocm, "a ROCm", k.torchFrom, k.torchTo))
                return false;
            for (qsizetype j = 0; j < m.rocmKernels.size(); ++j) {
                const RocmKernels& other = m.rocmKernels.at(j);
                if (other.variant == k.variant && rangesOverlap(k.torchFrom, k.torchTo, other.torchFrom, other.torchTo))
                    return c.fail(path,
                                  QStringLiteral("overlaps rocm_kernels[%1] for %2").arg(j).arg(quoted(k.variant)));
            }
            m.rocmKernels << k;
        }
        return true;
    }

    // "M.m" or "MM.m" with a non-zero first digit: 8.9, 12.0
    static bool isComputeCapability(const QString& s)
    {
        const qsizetype dot = s.indexOf(QLatin1Char('.'));
        return (dot == 1 || dot == 2) && s.size() == dot + 2 && s.at(0) != QLatin1Char('0') &&
               allOf(QStringView(s).left(dot), isDigit) && isDigit(s.at(dot + 1));
    }

    bool hasKernels(const QString& variant, const Version& torch, const QString& platform) const
    {
        return std::any_of(m.kernels.begin(), m.kernels.end(), [&](const CudaKernels& k) {
            return k.variant == variant && k.platforms.contains(platform) && torch.within(k.torchFrom, k.torchTo);
        });
    }

    bool parseReleases(const QJsonArray& a)
    {
        if (a.isEmpty())
            return c.fail(QStringLiteral("torch_releases"), QStringLiteral("is empty"));
        QList<qsizetype> fileIndex;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = element(QStringLiteral("torch_releases"), i);
            if (!c.typed(a.at(i), path, a.at(i).isObject(), "an object"))
                return false;
            TorchRelease r;
            if (!parseRelease(a.at(i).toObject(), path, r))
                return false;
            for (qsizetype j = 0; j < m.releases.size(); ++j) {
                const Version& other = m.releases.at(j).torch;
                if (other == r.torch)
                    return c.fail(path, QStringLiteral("torch %1 is listed twice (also torch_releases[%2])")
                                            .arg(r.torch.toString())
                                            .arg(fileIndex.at(j)));
                if (other.majorPart() == r.torch.majorPart() && other.minorPart() == r.torch.minorPart())
                    return c.fail(path, QStringLiteral("torch %1 and %2 (torch_releases[%3]) are the same minor; "
                                                       "keep only its newest patch")
                                            .arg(r.torch.toString(), other.toString())
                                            .arg(fileIndex.at(j)));
            }
            m.releases << r;
            fileIndex << i;
        }
        std::sort(m.releases.begin(), m.releases.end(),
                  [](const TorchRelease& x, const TorchRelease& y) { return y.torch < x.torch; });
        return true;
    }

    bool parseRelease(const QJsonObject& o, const QString& path, TorchRelease& r)
    {
        Version vision, audio;
        QJsonObject variants, overrides, pypi;
        if (!c.keys(o, path,
                    {"torch", "torchvision", "torchaudio", "python", "python_torch_only", "python_overrides",
                     "variants", "pypi_default", "source"},
                    {"torch", "torchvision", "python", "variants", "source"}) ||
            !c.version(o, path, "torch", r.torch, 2) || !c.version(o, path, "torchvision", vision, 2) ||
            !c.version(o, path, "torchaudio", audio, 2) ||
            !c.strings(o, path, "python", r.python, isPythonMinor, kPythonWhat) ||
            !c.strings(o, path, "python_torch_only", r.pythonTorchOnly, isPythonMinor, kPythonWhat) ||
            !c.object(o, path, "variants", variants) || !c.object(o, path, "python_overrides", overrides) ||
            !c.object(o, path, "pypi_default", pypi) || !c.string(o, path, "source", r.source))
            return false;
        r.torchvision = vision.toString();
        r.torchaudio = audio.toString();
        for (qsizetype j = 0; j < r.pythonTorchOnly.size(); ++j) {
            if (r.python.contains(r.pythonTorchOnly.at(j)))
                return c.fail(element(member(path, QStringLiteral("python_torch_only")), j),
                              QStringLiteral("%1 is also in \"python\"; a Python has full wheels or torch-only ones")
                                  .arg(quoted(r.pythonTorchOnly.at(j))));
        }

        const QString vpath = member(path, QStringLiteral("variants"));
        if (variants.isEmpty())
            return c.fail(vpath, QStringLiteral("is empty"));
        if (!platformKeys(variants, vpath))
            return false;
        for (auto it = variants.begin(); it != variants.end(); ++it) {
            const QString ppath = member(vpath, it.key());
            QStringList ids;
            if (!c.strings(it.value(), ppath, ids, nullptr, {}))
                return false;
            for (qsizetype j = 0; j < ids.size(); ++j) {
                const CompatVariant* v = variantById(ids.at(j));
                if (!v)
                    return c.fail(element(ppath, j),
                                  QStringLiteral("%1 is not a known variant").arg(quoted(ids.at(j))));
                // Kernel data is what lets a recommender rule out "no kernel image" failures, so a
                // CUDA build without it would be a candidate nobody can check.
                if (v->kind == VariantKind::Cuda && !hasKernels(v->id, r.torch, it.key()))
                    return c.fail(element(ppath, j),
                                  QStringLiteral("no cuda_kernels entry covers %1 for torch %2 on %3")
                                      .arg(quoted(v->id), r.torch.toString(), it.key()));
            }
            r.variants.insert(it.key(), ids);
        }

        const QString opath = member(path, QStringLiteral("python_overrides"));
        if (!platformKeys(overrides, opath))
            return false;
        for (auto it = overrides.begin(); it != overrides.end(); ++it) {
            QStringList py;
            if (!c.strings(it.value(), member(opath, it.key()), py, isPythonMinor, kPythonWhat))
                return false;
            if (!r.variants.contains(it.key()))
                return c.fail(member(opath, it.key()),
                              QStringLiteral("the release lists no variants for %1").arg(it.key()));
            r.pythonOverrides.insert(it.key(), py);
        }

        const QString dpath = member(path, QStringLiteral("pypi_default"));
        if (!platformKeys(pypi, dpath))
            return false;
        for (auto it = pypi.begin(); it != pypi.end(); ++it) {
            const QString p = member(dpath, it.key());
            if (!c.typed(it.value(), p, it.value().isString(), "a string"))
                return false;
            const QString id = it.value().toString();
            if (!r.variants.value(it.key()).contains(id))
                return c.fail(
                    p, QStringLiteral("%1 is not among the release's variants for %2").arg(quoted(id), it.key()));
            r.pypiDefault.insert(it.key(), id);
        }
        return true;
    }

    bool parseTheRock(const QJsonObject& o)
    {
        const QString path = QStringLiteral("therock");
        if (o.isEmpty())
            return true;
        QJsonArray channels;
        QString note;
        if (!c.keys(o, path, {"extra_template", "note", "channels"}, {"extra_template", "channels"}) ||
            !c.string(o, path, "extra_template", m.theRockExtraTemplate) || !c.string(o, path, "note", note) ||
            !c.array(o, path, "channels", channels))
            return false;
        if (!m.theRockExtraTemplate.contains(QLatin1String("{target}")))
            return c.fail(member(path, QStringLiteral("extra_template")),
                          QStringLiteral("%1 lacks the {target} placeholder").arg(quoted(m.theRockExtraTemplate)));
        for (qsizetype i = 0; i < channels.size(); ++i) {
            const QString cpath = element(member(path, QStringLiteral("channels")), i);
            if (!c.typed(channels.at(i), cpath, channels.at(i).isObject(), "an object"))
                return false;
            const QJsonObject co = channels.at(i).toObject();
            TheRockChannel ch;
            QJsonArray torch;
            QJsonObject targets;
            QJsonObject targetTorch;
            if (!c.keys(co, cpath, {"id", "index_url", "torch", "python", "targets", "target_torch", "source"},
                        {"id", "index_url", "torch", "python", "targets", "source"}) ||
                !c.string(co, cpath, "id", ch.id) || !c.string(co, cpath, "index_url", ch.indexUrl) ||
                !c.array(co, cpath, "torch", torch) ||
                !c.strings(co, cpath, "python", ch.python, isPythonMinor, kPythonWhat) ||
                !c.object(co, cpath, "targets", targets) || !c.object(co, cpath, "target_torch", targetTorch) ||
                !c.string(co, cpath, "source", ch.source))
                return false;
            if (!isHttpAddress(ch.indexUrl))
                return c.fail(
                    member(cpath, QStringLiteral("index_url")),
                    QStringLiteral("%1 is not an http(s) URL").arg(quoted(Redactor().redactAddress(ch.indexUrl))));
            const QString tpath = member(cpath, QStringLiteral("torch"));
            if (torch.isEmpty())
                return c.fail(tpath, QStringLiteral("is empty"));
            for (qsizetype j = 0; j < torch.size(); ++j) {
                Version v;
                if (!c.version(torch.at(j), element(tpath, j), v, 2))
                    return false;
                ch.torch << v;
            }
            const QString gpath = member(cpath, QStringLiteral("targets"));
            if (targets.isEmpty())
                return c.fail(gpath, QStringLiteral("is empty"));
            if (!platformKeys(targets, gpath))
                return false;
            for (auto it = targets.begin(); it != targets.end(); ++it) {
                QStringList gfx;
                if (!c.strings(it.value(), member(gpath, it.key()), gfx, isGfxTarget,
                               QStringLiteral("a gfx target such as \"gfx1100\"")))
                    return false;
                ch.targets.insert(it.key(), gfx);
            }
            if (!parseTargetTorch(targetTorch, member(cpath, QStringLiteral("target_torch")), ch))
                return false;
            for (const TheRockChannel& other : std::as_const(m.theRockChannels)) {
                if (other.id == ch.id)
                    return c.fail(cpath, QStringLiteral("channel %1 is listed twice").arg(quoted(ch.id)));
            }
            m.theRockChannels << ch;
        }
        return true;
    }

    // "target_torch": {"gfx90c": ["2.12"]}: a target built for fewer torch minors than the channel offers.
    // Every key must be one of the channel's targets, every minor one of its torch minors.
    bool parseTargetTorch(const QJsonObject& o, const QString& path, TheRockChannel& ch)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString tpath = member(path, it.key());
            const bool offered = std::any_of(ch.targets.cbegin(), ch.targets.cend(),
                                             [&](const QStringList& gfx) { return gfx.contains(it.key()); });
            if (!offered)
                return c.fail(tpath, QStringLiteral("%1 is not among the channel's targets").arg(quoted(it.key())));
            if (!c.typed(it.value(), tpath, it.value().isArray() && !it.value().toArray().isEmpty(),
                         "a non-empty list of torch versions"))
                return false;
            const QJsonArray minors = it.value().toArray();
            QList<Version> list;
            for (qsizetype j = 0; j < minors.size(); ++j) {
                Version v;
                if (!c.version(minors.at(j), element(tpath, j), v, 2))
                    return false;
                if (!ch.torch.contains(v))
                    return c.fail(
                        element(tpath, j),
                        QStringLiteral("torch %1 is not among the channel's torch versions").arg(v.toString()));
                list << v;
            }
            ch.targetTorch.insert(it.key(), list);
        }
        return true;
    }

    bool parseTriton(const QJsonArray& a)
    {
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = element(QStringLiteral("triton"), i);
            if (!c.typed(a.at(i), path, a.at(i).isObject(), "an object"))
                return false;
            const QJsonObject o = a.at(i).toObject();
            TritonCompanion t;
            QStringList kinds;
            if (!c.keys(o, path,
                        {"package", "platforms", "kinds", "torch_from", "torch_to", "requirement", "index_url",
                         "installed_with_torch", "source"},
                        {"package", "platforms", "kinds", "torch_from", "requirement", "index_url",
                         "installed_with_torch", "source"}) ||
                !c.string(o, path, "package", t.package) || !platformList(o, path, "platforms", t.platforms) ||
                !c.strings(
                    o, path, "kinds", kinds, [](const QString& s) { return variantKindFromName(s).has_value(); },
                    QStringLiteral("one of cpu, cuda, rocm, xpu, mps, directml, ipex")) ||
                !c.version(o, path, "torch_from", t.torchFrom, 2) || !c.version(o, path, "torch_to", t.torchTo, 2) ||
                !c.string(o, path, "requirement", t.requirement) || !c.string(o, path, "index_url", t.indexUrl) ||
                !c.string(o, path, "source", t.source))
                return false;
            const QJsonValue w = o.value(QLatin1String("installed_with_torch"));
            if (!c.typed(w, member(path, QStringLiteral("installed_with_torch")), w.isBool(), "true or false"))
                return false;
            t.installedWithTorch = w.toBool();
            if (!isHttpAddress(t.indexUrl))
                return c.fail(
                    member(path, QStringLiteral("index_url")),
                    QStringLiteral("%1 is not an http(s) URL").arg(quoted(Redactor().redactAddress(t.indexUrl))));
            if (!t.torchTo.isNull() && t.torchTo < t.torchFrom)
                return c.fail(path, QStringLiteral("torch_to %1 comes before torch_from %2")
                                        .arg(t.torchTo.toString(), t.torchFrom.toString()));
            for (const QString& k : std::as_const(kinds))
                t.kinds << *variantKindFromName(k);
            m.triton << t;
        }
        return true;
    }

    CompatMatrix::Data& m;
    JsonChecker c;
};

} // namespace

Result<std::shared_ptr<const CompatMatrix::Data>> parseCompatMatrix(const QJsonObject& root)
{
    using R = Result<std::shared_ptr<const CompatMatrix::Data>>;
    auto data = std::make_shared<CompatMatrix::Data>();
    Parser parser(*data);
    if (!parser.parse(root))
        return R::fail(ErrorKind::BadInput, parser.error());
    return R::ok(std::move(data));
}

} // namespace ts
