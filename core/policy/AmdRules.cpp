// SPDX-License-Identifier: GPL-3.0-or-later
// AMD: on Linux, upstream ROCm builds with native kernels first, AMD's TheRock wheels next, an
// HSA_OVERRIDE_GFX_VERSION stand-in only when no build runs the GPU natively; on Windows, TheRock
// where it has the target, else DirectML.
#include "policy/PolicyRules.h"
#include "util/Text.h"

#include <algorithm>

namespace ts::policy {

namespace {

QStringList rocmVariantsOf(const Context& ctx, const TorchRelease& release)
{
    QStringList ids;
    for (const QString& id : ctx.matrix.variantsFor(release, ctx.platform, ctx.python)) {
        const CompatVariant* v = ctx.matrix.variant(id);
        if (v && v->kind == VariantKind::Rocm)
            ids << id;
    }
    std::stable_sort(ids.begin(), ids.end(), [&ctx](const QString& a, const QString& b) {
        return ctx.matrix.variant(a)->rocm > ctx.matrix.variant(b)->rocm;
    });
    return ids;
}

/** Every upstream ROCm build (newest torch first, then newest ROCm) whose kernels cover `targets`. */
QList<Candidate> rocmBuildsFor(const Context& ctx, const QStringList& targets, const QList<int>& gpus,
                               QStringList* rejected)
{
    QList<Candidate> out;
    for (const TorchRelease& release : ctx.matrix.releases()) {
        if (!ctx.hasPython(release) || ctx.pinExcludes(release))
            continue;
        for (const QString& id : rocmVariantsOf(ctx, release)) {
            const QStringList have = ctx.matrix.gfxTargets(id, release.torch);
            QStringList missing;
            for (const QString& t : targets) {
                if (!have.contains(t))
                    missing << t;
            }
            if (!missing.isEmpty()) {
                if (rejected && out.isEmpty() && rejected->size() < 4)
                    //: %1 is a build such as rocm6.4, %2 a torch version, %3 and %4 lists of gfx targets such as
                    //: gfx1100
                    *rejected << PolicyText::tr("%1 of torch %2 ships no kernels for %3 (it has %4)")
                                     .arg(id, release.torch.toString(), missing.join(QStringLiteral(", ")),
                                          have.join(QStringLiteral(", ")));
                continue;
            }
            Candidate c = ctx.candidateFor(release, *ctx.matrix.variant(id), gpus);
            //: %1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets such as gfx1100
            c.reasons << PolicyText::tr("%1 of torch %2 ships native kernels for %3")
                             .arg(id, release.torch.toString(), targets.join(QStringLiteral(", ")));
            out << c;
        }
    }
    return out;
}

/** The newest TheRock build for `targets` on a channel, or Unsupported with why there is none (no
 *  message when the data has no such channel). */
Result<Candidate> theRockFor(const Context& ctx, const QString& channelId, const QStringList& targets,
                             const QList<int>& gpus)
{
    using R = Result<Candidate>;
    const TheRockChannel* channel = ctx.matrix.theRockChannel(channelId);
    if (!channel)
        return R::fail(ErrorKind::Unsupported, QString());
    const QStringList offered = ctx.matrix.theRockTargets(channelId, ctx.platform);
    for (const QString& t : targets) {
        if (!offered.contains(t))
            return R::fail(
                ErrorKind::Unsupported,
                //: %1 is a channel, "stable" or "nightly"; %2 a gfx target such as gfx1100; %3 a platform such as
                //: linux-x86_64
                PolicyText::tr("AMD's TheRock %1 wheels have no %2 build for %3").arg(channelId, t, ctx.platform));
    }
    if (!channel->python.contains(ctx.python))
        return R::fail(ErrorKind::Unsupported,
                       //: %1 is a channel, "stable" or "nightly"; %2 a Python version such as 3.12; %3 a list of Python
                       //: versions
                       PolicyText::tr("AMD's TheRock %1 wheels have no build for Python %2 (they have %3)")
                           .arg(channelId, ctx.python, channel->python.join(QStringLiteral(", "))));
    // The torch minors built for every one of the targets (a target may be built for fewer than the channel's).
    QList<Version> torches;
    for (const Version& minor : channel->torch) {
        const bool forAll = std::all_of(targets.cbegin(), targets.cend(),
                                        [&](const QString& t) { return channel->torchFor(t).contains(minor); });
        if (forAll)
            torches << minor;
    }
    if (torches.isEmpty()) {
        QStringList limits;
        for (const QString& t : targets) {
            if (!channel->targetTorch.contains(t))
                continue;
            QStringList minors;
            for (const Version& v : channel->targetTorch.value(t))
                minors << v.toString();
            //: %1 is a gfx target such as gfx90c, %2 a list of torch versions such as 2.12
            limits << PolicyText::tr("%1 only for torch %2").arg(t, minors.join(QStringLiteral(", ")));
        }
        return R::fail(ErrorKind::Unsupported,
                       //: %1 is a channel, "stable" or "nightly"; %2 a list of limits such as "gfx90c only for torch
                       //: 2.12"
                       PolicyText::tr("AMD's TheRock %1 wheels build no torch for all of these GPUs together (%2)")
                           .arg(channelId, joinAnd(limits)));
    }
    std::sort(torches.begin(), torches.end(), [](const Version& a, const Version& b) { return a > b; });
    QString excludedWhy;
    for (const Version& minor : torches) {
        const TorchRelease* release = ctx.matrix.release(minor.toString());
        const std::optional<QString> excluded = release ? ctx.pinExcludes(*release) : ctx.pinExcludesSeries(minor);
        if (excluded) {
            //: %1 is a channel, "stable" or "nightly"; %2 a reason (a clause)
            excludedWhy = PolicyText::tr("AMD's TheRock %1 wheels: %2").arg(channelId, *excluded);
            continue;
        }
        QStringList extras;
        for (const QString& t : targets)
            extras << ctx.matrix.theRockExtra(t);
        Candidate c;
        c.choice.platform = QStringLiteral("therock");
        c.choice.indexUrl = channel->indexUrl;
        c.choice.gfxTarget = targets.size() == 1 ? targets.first() : QString();
        c.choice.gpus = gpus;
        const QString extra = QLatin1Char('[') + extras.join(QLatin1Char(',')) + QLatin1Char(']');
        if (release) {
            // The minor's series (pip takes the newest patch TheRock offers), or the version an exact
            // pin names, with the companions the matrix pairs with it: as for PyTorch's own indexes.
            c.choice.torchVersion = ctx.torchShownFor(*release);
            c.choice.packages = ctx.packagesFor(*release, extras);
        } else {
            // A minor the matrix has no entry for: torch alone; an exact pin allowed it, so it names X.Y.0.
            const QString version = ctx.pinsExactTorch() ? minor.toString() + QStringLiteral(".0")
                                                         : minor.toString() + QStringLiteral(".*");
            c.choice.torchVersion = ctx.pinsExactTorch() ? version : minor.toString();
            c.choice.packages << QStringLiteral("torch%1==%2").arg(extra, version);
            for (const PackageSpec& pin : ctx.pins) {
                if (pin.name != QLatin1String("torch") && pin.name != QLatin1String("torchvision") &&
                    pin.name != QLatin1String("torchaudio"))
                    c.choice.packages << pin.toString();
            }
        }
        //: %1 is a channel, "stable" or "nightly"; %2 a web address; %3 a list of gfx targets such as gfx1100; %4 a
        //: platform such as linux-x86_64; %5 a pip extra such as [device-gfx1100]; %6 a torch version such as 2.9
        c.reasons << PolicyText::tr("AMD's TheRock %1 wheels (%2) have native kernels for %3 on %4, chosen with the "
                                    "extra %5; torch %6 is the newest they offer")
                         .arg(channelId, channel->indexUrl, targets.join(QStringLiteral(", ")), ctx.platform, extra,
                              minor.toString());
        return R::ok(c);
    }
    return R::fail(ErrorKind::Unsupported,
                   !excludedWhy.isEmpty()
                       ? excludedWhy
                       //: %1 is a channel, "stable" or "nightly"
                       : PolicyText::tr("AMD's TheRock %1 wheels offer no torch allowed by the pins").arg(channelId));
}

QString rangeOf(const QStringList& items)
{
    if (items.size() < 2)
        return items.value(0);
    return items.first() + QStringLiteral("–") + items.last();
}

/** The GPUs of `gpus` whose target is `gfx`, described for a sentence. */
QString gpusWithTarget(const QList<GpuProfile>& gpus, const QString& gfx)
{
    QStringList names;
    for (const GpuProfile& g : gpus) {
        if (g.gfxTarget == gfx)
            names << g.describe();
    }
    return joinAnd(names);
}

/**
 * What runs `gfx` natively on this platform once the Python version and the pins are set aside: the
 * newest upstream ROCm build with its kernels, and every TheRock channel with a device extra for it.
 * One phrase ("torch 2.13.0 with rocm7.2 (Python 3.10–3.14); or AMD's TheRock stable wheels ..."),
 * empty when nothing does.
 */
QString nativeRoutesIgnoringLimits(const Context& ctx, const QString& gfx)
{
    QStringList routes;
    for (const TorchRelease& release : ctx.matrix.releases()) {
        QString found;
        for (const QString& id : release.variants.value(ctx.platform)) {
            const CompatVariant* v = ctx.matrix.variant(id);
            if (v && v->kind == VariantKind::Rocm && ctx.matrix.gfxTargets(id, release.torch).contains(gfx)) {
                //: %1 is a torch version, %2 a build such as rocm6.4, %3 a Python version or range such as 3.10–3.14,
                //: %4 a web address
                found = PolicyText::tr("torch %1 with %2 (Python %3, --index-url %4)")
                            .arg(release.torch.toString(), id, rangeOf(release.pythonFor(ctx.platform)), v->indexUrl);
                break;
            }
        }
        if (!found.isEmpty()) {
            routes << found;
            break;
        }
    }
    for (const QString& id : ctx.matrix.theRockChannels()) {
        const TheRockChannel* channel = ctx.matrix.theRockChannel(id);
        if (!channel || !ctx.matrix.theRockTargets(id, ctx.platform).contains(gfx))
            continue;
        QList<Version> sorted = channel->torchFor(gfx);
        std::sort(sorted.begin(), sorted.end());
        QStringList torches;
        for (const Version& v : sorted)
            torches << v.toString();
        //: %1 is a channel, "stable" or "nightly"; %2 a torch version or range such as 2.9–2.10; %3 a Python version or
        //: range such as 3.10–3.14; %4 a web address
        routes << PolicyText::tr("AMD's TheRock %1 wheels (torch %2, Python %3, --index-url %4)")
                      .arg(id, rangeOf(torches), rangeOf(channel->python), channel->indexUrl);
    }
    QString out = routes.value(0);
    for (qsizetype i = 1; i < routes.size(); ++i)
        //: %1 and %2 are ways to get a build, each a phrase such as "torch 2.9.0 with rocm6.4 (…)"
        out = PolicyText::tr("%1; or %2", "two ways to get a build").arg(out, routes.at(i));
    return out;
}

void addEnvironment(const Context& ctx, Candidate& c, const QStringList& targets)
{
    for (const QString& t : targets) {
        const QMap<QString, QString> env = ctx.overrides.environmentFor(t);
        for (auto it = env.cbegin(); it != env.cend(); ++it) {
            c.choice.env.insert(it.key(), it.value());
            //: %1 is a gfx target such as gfx1100, %2 an environment variable's name, %3 its value
            c.reasons << PolicyText::tr("%1 needs %2=%3 with every ROCm build").arg(t, it.key(), it.value());
        }
    }
}

} // namespace

GroupOutcome amdCandidates(const Context& ctx, const QList<GpuProfile>& gpus, const QList<GpuProfile>& allAmd)
{
    GroupOutcome out;
    QList<int> indexes;
    QStringList targets;
    for (const GpuProfile& g : gpus) {
        indexes << g.index;
        if (g.gfxTarget.isEmpty()) {
            out.warnings << Advice{
                //: %1 is a GPU with its number and facts, such as "GPU 0 (AMD Radeon RX 7900 XTX)"
                PolicyText::tr("The gfx target of %1 is unknown, so no ROCm build can be matched to it")
                    .arg(g.describe()),
                ctx.system.os == QLatin1String("windows")
                    ? PolicyText::tr("Send dxdiag /t output with the report")
                    : PolicyText::tr("Run rocminfo and send its output with the report")};
            continue;
        }
        if (!targets.contains(g.gfxTarget))
            targets << g.gfxTarget;
    }
    const bool windows = ctx.system.os == QLatin1String("windows");
    if (targets.isEmpty() && !windows)
        return out;

    // TheRock: the stable channel, else the nightly one (with a warning); both reasons are kept.
    QString theRockWhy;
    std::optional<Candidate> theRock;
    if (!targets.isEmpty()) {
        if (Result<Candidate> stable = theRockFor(ctx, QStringLiteral("stable"), targets, indexes)) {
            theRock = stable.takeValue();
        } else {
            theRockWhy = stable.message();
            Result<Candidate> nightly = theRockFor(ctx, QStringLiteral("nightly"), targets, indexes);
            const QString nightlyWhy = nightly.message();
            if (nightly)
                theRock = nightly.takeValue();
            if (theRock)
                theRock->warnings << Advice{
                    //: %1 is why the stable channel has no build (a clause)
                    PolicyText::tr("%1; the nightly channel has it. Nightly builds change daily "
                                   "and are less tested")
                        .arg(theRockWhy),
                    QString()};
            else if (!nightlyWhy.isEmpty())
                //: %1 and %2 are reasons, each a clause
                theRockWhy = PolicyText::tr("%1; %2", "two reasons in a row").arg(theRockWhy, nightlyWhy);
        }
    }

    if (windows) {
        if (theRock)
            out.ranked << *theRock;
        else if (!theRockWhy.isEmpty())
            out.rejected << theRockWhy;
        if (const Result<const TorchRelease*> newest = ctx.newestWith(QStringLiteral("directml"))) {
            const TorchRelease* r = newest.value();
            Candidate c = ctx.candidateFor(*r, *ctx.matrix.variant(QStringLiteral("directml")), indexes);
            //: %1 is a torch version such as 2.4.1
            c.reasons << PolicyText::tr("DirectML runs on any DirectX 12 GPU on Windows; torch-directml pins torch %1")
                             .arg(r->torch.toString());
            //: %1 is a torch version such as 2.4.1
            c.choice.whyNotFirst = PolicyText::tr("DirectML is slower than native ROCm kernels and stays on torch %1")
                                       .arg(r->torch.toString());
            out.ranked << c;
        } else {
            out.rejected << newest.message();
        }
        return out;
    }

    const QList<Candidate> native = rocmBuildsFor(ctx, targets, indexes, &out.rejected);
    if (!native.isEmpty()) {
        out.ranked << native.mid(0, 3);
        if (theRock) {
            theRock->choice.whyNotFirst = PolicyText::tr("upstream PyTorch's ROCm build already has native kernels; "
                                                         "TheRock is AMD's own build of the same");
            out.ranked.insert(std::min<qsizetype>(1, out.ranked.size()), *theRock);
        }
    } else if (theRock) {
        //: %1 is a list of gfx targets such as gfx1100
        out.rejected << PolicyText::tr("no upstream ROCm build has native kernels for %1")
                            .arg(targets.join(QStringLiteral(", ")));
        out.ranked << *theRock;
    } else if (!theRockWhy.isEmpty()) {
        out.rejected << theRockWhy;
    }

    // Stand-ins: only where nothing native exists for a target, and never one the data marks unsafe.
    QList<Advice> unsafeWarnings;
    if (native.isEmpty()) {
        QString value;
        QStringList nativeTargets;
        bool possible = true;
        for (const QString& t : targets) {
            const AmdOverrides::Override* o = ctx.overrides.overrideFor(t);
            if (o && o->unsafe()) {
                possible = false;
                //: %1 is a version such as 10.3.0, %2 and %3 gfx targets such as gfx1030
                const QString standIn = PolicyText::tr("HSA_OVERRIDE_GFX_VERSION=%1 (running the %2 kernels on %3)")
                                            .arg(o->value, o->native, t);
                //: %1 is a phrase such as "HSA_OVERRIDE_GFX_VERSION=10.3.0 (running the gfx1030 kernels on gfx1031)",
                //: %2 what reports say about it (a sentence)
                out.rejected << PolicyText::tr("%1 is never offered: %2").arg(standIn, o->evidence);
                if (!theRock) {
                    const QString routes = nativeRoutesIgnoringLimits(ctx, t);
                    //: %1 is a Python version such as 3.12
                    QStringList limits{PolicyText::tr("Python %1").arg(ctx.python)};
                    for (const PackageSpec& pin : ctx.pins)
                        limits << pin.toString();
                    unsafeWarnings << Advice{
                        //: %1 is a list of limits (a Python version and package pins), %2 one or more GPUs with their
                        //: numbers and facts, %3 a version such as 10.3.0, %4 what reports say about it (a sentence)
                        PolicyText::tr("No PyTorch build allowed here (%1) runs %2 natively, and the stand-in "
                                       "HSA_OVERRIDE_GFX_VERSION=%3 is not offered: %4. The CPU build is used instead")
                            .arg(limits.join(QStringLiteral(", ")), gpusWithTarget(gpus, t), o->value, o->evidence),
                        routes.isEmpty()
                            //: %1 is a gfx target such as gfx1100
                            ? PolicyText::tr("Keep the CPU build until a PyTorch release ships native %1 kernels")
                                  .arg(t)
                            //: %1 is a gfx target such as gfx1100, %2 one or more ways to get a build, such as "torch
                            //: 2.9.0 with rocm6.4 (…)"
                            : PolicyText::tr("These run %1 natively: %2").arg(t, routes)};
                }
                continue;
            }
            if (!o || (!value.isEmpty() && value != o->value)) {
                possible = false;
                continue;
            }
            value = o->value;
            nativeTargets << o->native;
        }
        if (possible) {
            const QList<Candidate> standIns = rocmBuildsFor(ctx, nativeTargets, indexes, nullptr);
            if (!standIns.isEmpty()) {
                Candidate c = standIns.first();
                c.choice.env.insert(QStringLiteral("HSA_OVERRIDE_GFX_VERSION"), value);
                c.reasons.clear();
                //: %1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets, %4 a gfx target such as
                //: gfx1030, %5 a version such as 10.3.0
                c.reasons << PolicyText::tr("%1 of torch %2 has no kernels for %3; it runs the %4 kernels when "
                                            "HSA_OVERRIDE_GFX_VERSION=%5 (an override: the GPU is treated as %4)")
                                 .arg(c.choice.platform, c.choice.torchVersion, targets.join(QStringLiteral(", ")),
                                      nativeTargets.first(), value);
                c.choice.whyNotFirst =
                    //: %1 is a version such as 10.3.0, %2 a gfx target such as gfx1030
                    PolicyText::tr("an override (HSA_OVERRIDE_GFX_VERSION=%1) runs kernels built for "
                                   "%2, not for this GPU")
                        .arg(value, nativeTargets.first());
                out.ranked << c;
            }
        }
    }

    for (Candidate& c : out.ranked) {
        if (c.choice.platform != QLatin1String("therock") && targets.size() == 1)
            c.choice.gfxTarget = targets.first();
        addEnvironment(ctx, c, targets);
        // Other AMD GPUs (an APU's iGPU beside a card) would be visible to HIP too: select ours.
        if (allAmd.size() > gpus.size()) {
            QStringList nodes;
            for (const GpuProfile& g : gpus) {
                if (g.kfdNode >= 0)
                    nodes << QString::number(g.kfdNode);
            }
            if (nodes.size() == gpus.size()) {
                c.choice.env.insert(QStringLiteral("HIP_VISIBLE_DEVICES"), nodes.join(QLatin1Char(',')));
                //: %1 is the chosen GPUs' numbers in HIP's order, such as "0" or "0,2"
                c.reasons << PolicyText::tr("HIP_VISIBLE_DEVICES=%1 keeps what is chosen (numbered in HIP's order) and "
                                            "hides every other AMD GPU from HIP")
                                 .arg(nodes.join(QLatin1Char(',')));
            } else if (&c == &out.ranked.first()) {
                out.warnings << Advice{
                    //: %1 is a GPU with its number and facts, such as "GPU 0 (AMD Radeon RX 7900 XTX)"
                    PolicyText::tr("This machine has other AMD GPUs besides %1, and HIP's order of them is "
                                   "unknown here, so HIP_VISIBLE_DEVICES cannot be set; HIP may pick "
                                   "a GPU this build has no kernels for")
                        .arg(gpus.first().describe()),
                    PolicyText::tr("Run detect on the machine itself (it reads the KFD topology), or "
                                   "set HIP_VISIBLE_DEVICES to the GPU's index in rocminfo's list of "
                                   "GPU agents")};
            }
        }
    }

    if (!windows && ctx.system.kfdPresent == false)
        out.warnings << Advice{
            PolicyText::tr("/dev/kfd does not exist, so ROCm cannot reach the GPU (the amdgpu driver's "
                           "compute interface is missing, or a container was started without it)"),
            PolicyText::tr("Load the amdgpu driver; in a container, pass --device=/dev/kfd "
                           "--device=/dev/dri")};
    if (!windows && ctx.system.kfdAccessible == false)
        out.warnings << Advice{PolicyText::tr("This user may not open /dev/kfd, so ROCm will not see the GPU"),
                               PolicyText::tr("sudo usermod -aG render,video $USER, then log out and back in")};
    const QString userOverride = ctx.system.environment.value(QStringLiteral("HSA_OVERRIDE_GFX_VERSION"));
    if (!userOverride.isEmpty())
        out.warnings << Advice{
            //: %1 is the value found in the environment, such as 10.3.0
            PolicyText::tr("HSA_OVERRIDE_GFX_VERSION=%1 is already set in the environment; it changes "
                           "the gfx target ROCm reports, so tools (rocminfo) may show the override, "
                           "not the GPU")
                .arg(userOverride),
            PolicyText::tr("Unset it unless you set it on purpose; the installed environment sets "
                           "what it needs")};
    out.warnings << unsafeWarnings;
    if (out.ranked.isEmpty() && !targets.isEmpty() && unsafeWarnings.isEmpty())
        out.warnings << Advice{
            //: %1 is a list of gfx targets such as gfx1100
            PolicyText::tr("No ROCm build runs %1 natively or through an override, so PyTorch cannot use it")
                .arg(targets.join(QStringLiteral(", "))),
            QString()};
    return out;
}

} // namespace ts::policy
