// SPDX-License-Identifier: GPL-3.0-or-later
// Intel GPUs (xpu, ipex, DirectML), Apple (mps) and the CPU build.
#include "policy/PolicyRules.h"
#include "util/Text.h"

namespace ts::policy {

namespace {

/** The candidate of the newest release with `variantId`; Unsupported with why there is none. */
Result<Candidate> newestOf(const Context& ctx, const QString& variantId, const QList<int>& gpus)
{
    const Result<const TorchRelease*> r = ctx.newestWith(variantId);
    if (!r)
        return r.forward<Candidate>();
    const CompatVariant* v = ctx.matrix.variant(variantId); // newestWith found it described
    Candidate c = ctx.candidateFor(*r.value(), *v, gpus);
    c.reasons << newestReleaseReason(ctx, *r.value(), variantId);
    return Result<Candidate>::ok(c);
}

} // namespace

GroupOutcome intelCandidates(const Context& ctx, const QList<GpuProfile>& gpus)
{
    GroupOutcome out;
    QList<int> indexes;
    bool allXpu = true;
    QString notXpu;
    for (const GpuProfile& g : gpus) {
        indexes << g.index;
        if (g.xpuCapable != true) {
            allXpu = false;
            if (!g.xpuCapable.has_value())
                //: %1 is a GPU with its number and facts, such as "GPU 0 (Intel Arc A770)"
                notXpu = PolicyText::tr("whether %1 runs PyTorch's XPU build is unknown").arg(g.describe());
            else if (g.intelGeneration.isEmpty())
                //: %1 is a GPU with its number and facts, such as "GPU 0 (Intel UHD Graphics 630, integrated)"
                notXpu = PolicyText::tr("%1 is older graphics, which PyTorch's XPU build does not support (it needs "
                                        "Arc or Core Ultra graphics)")
                             .arg(g.describe());
            else
                //: %2 is an Intel graphics generation such as "Gen9"
                notXpu = PolicyText::tr("%1 is %2 graphics, which PyTorch's XPU build does not support (it needs Arc "
                                        "or Core Ultra graphics)")
                             .arg(g.describe(), g.intelGeneration);
        }
    }
    const bool windows = ctx.system.os == QLatin1String("windows");
    if (allXpu) {
        Result<Candidate> xpu = newestOf(ctx, QStringLiteral("xpu"), indexes);
        if (xpu) {
            //: %1 is a GPU with its number and facts, such as "GPU 0 (Intel Arc A770)"
            xpu.value().reasons.prepend(PolicyText::tr("PyTorch's XPU build runs on %1").arg(gpus.first().describe()));
            out.ranked << xpu.value();
            return out;
        }
        out.rejected << xpu.message();
        const QString fallback = windows ? QStringLiteral("directml") : QStringLiteral("ipex");
        // The built-in data has no ipex build (its PyPI wheels are the extension's CPU build); a
        // distributor's matrix may still describe one.
        if (!windows && !ctx.matrix.variant(fallback))
            return out;
        if (Result<Candidate> c = newestOf(ctx, fallback, indexes)) {
            c.value().reasons.prepend(
                //: %1 is a Python version such as 3.12, %2 a build such as directml or ipex
                PolicyText::tr("no XPU build exists for Python %1, so %2 is used").arg(ctx.python, fallback));
            out.ranked << c.value();
        } else {
            out.rejected << c.message();
        }
        return out;
    }
    out.rejected << notXpu;
    if (windows) {
        if (Result<Candidate> c = newestOf(ctx, QStringLiteral("directml"), indexes)) {
            c.value().reasons.prepend(PolicyText::tr("DirectML runs on any DirectX 12 GPU on Windows"));
            out.ranked << c.value();
        } else {
            out.rejected << c.message();
        }
    } else {
        //: %1 is why the GPU cannot use the XPU build (a clause)
        out.warnings << Advice{PolicyText::tr("%1; on Linux PyTorch will use the CPU").arg(notXpu), QString()};
    }
    return out;
}

GroupOutcome appleCandidates(const Context& ctx, const QList<GpuProfile>& gpus)
{
    GroupOutcome out;
    QList<int> indexes;
    for (const GpuProfile& g : gpus)
        indexes << g.index;
    if (ctx.system.arch == QLatin1String("aarch64")) {
        if (Result<Candidate> c = newestOf(ctx, QStringLiteral("mps"), indexes)) {
            c.value().reasons.prepend(
                PolicyText::tr("Apple Silicon: PyTorch's macOS arm64 wheel uses the GPU through Metal (MPS)"));
            out.ranked << c.value();
        } else {
            out.rejected << c.message();
        }
        return out;
    }
    // Intel Macs: torch stopped at 2.2.2; its wheel has MPS, which runs on AMD GPUs with the CPU
    // fallback for operators Metal lacks.
    bool amd = false;
    for (const GpuProfile& g : gpus)
        amd = amd || (g.vendor == GpuProfile::Vendor::Amd && !g.isIntegrated());
    if (!amd)
        return out;
    const Result<const TorchRelease*> newest = ctx.newestWith(QStringLiteral("cpu"));
    const CompatVariant* mps = ctx.matrix.variant(QStringLiteral("mps"));
    if (!newest || !mps) {
        out.rejected
            << (newest
                    //: %1 is a build such as mps, %2 a platform such as macos-x86_64
                    ? PolicyText::tr("no torch release has a %1 build for %2").arg(QStringLiteral("mps"), ctx.platform)
                    : newest.message());
        return out;
    }
    const TorchRelease* r = newest.value();
    Candidate c = ctx.candidateFor(*r, *mps, indexes);
    c.choice.env.insert(QStringLiteral("PYTORCH_ENABLE_MPS_FALLBACK"), QStringLiteral("1"));
    //: %1 is a torch version such as 2.2.2
    c.reasons << PolicyText::tr(
                     "an Intel Mac with an AMD GPU: torch %1, the last release for Intel Macs, uses the GPU "
                     "through Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 runs operators Metal lacks on the CPU")
                     .arg(r->torch.toString());
    out.ranked << c;
    return out;
}

GroupOutcome cpuCandidates(const Context& ctx)
{
    GroupOutcome out;
    // Apple Silicon's wheel is the MPS one; it runs on the CPU as well.
    const QString variant =
        ctx.platform == QLatin1String("macos-arm64") ? QStringLiteral("mps") : QStringLiteral("cpu");
    const Result<const TorchRelease*> newest = ctx.newestWith(variant);
    if (!newest) {
        out.fatal = newest.message();
        return out;
    }
    const CompatVariant* v = ctx.matrix.variant(variant); // newestWith found it described
    const TorchRelease* r = newest.value();
    Candidate c = ctx.candidateFor(*r, *v, {});
    c.choice.platform = QStringLiteral("cpu");
    c.reasons << newestReleaseReason(ctx, *r);
    if (const QString patch = newestPatchReason(ctx, *r); !patch.isEmpty())
        c.reasons << patch;
    if (variant == QLatin1String("cpu") && ctx.system.os == QLatin1String("linux"))
        //: %1 is a web address
        c.reasons << PolicyText::tr(
                         "the CPU index (%1) is named explicitly: the plain PyPI torch for Linux is a CUDA build "
                         "since torch 2.11")
                         .arg(v->indexUrl);
    out.ranked << c;
    return out;
}

} // namespace ts::policy
