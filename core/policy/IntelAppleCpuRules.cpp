// SPDX-License-Identifier: GPL-3.0-or-later
// Intel GPUs (xpu, ipex, DirectML), Apple (mps) and the CPU build.
#include "policy/PolicyRules.h"
#include "util/Text.h"

namespace ts::policy {

namespace {

std::optional<Candidate> newestOf(const Context& ctx, const QString& variantId, const QList<int>& gpus, QString* why)
{
    const TorchRelease* r = ctx.newestWith(variantId, why);
    const CompatVariant* v = ctx.matrix.variant(variantId);
    if (!r || !v)
        return std::nullopt;
    Candidate c = ctx.candidateFor(*r, *v, gpus);
    c.reasons << newestReleaseReason(ctx, *r, variantId);
    return c;
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
                notXpu = PolicyText::tr("whether %1 runs PyTorch's XPU build is unknown").arg(g.describe());
            else if (g.intelGeneration.isEmpty())
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
    QString why;
    if (allXpu) {
        if (auto c = newestOf(ctx, QStringLiteral("xpu"), indexes, &why)) {
            c->reasons.prepend(PolicyText::tr("PyTorch's XPU build runs on %1").arg(gpus.first().describe()));
            out.ranked << *c;
            return out;
        }
        out.rejected << why;
        const QString fallback = windows ? QStringLiteral("directml") : QStringLiteral("ipex");
        if (auto c = newestOf(ctx, fallback, indexes, &why)) {
            c->reasons.prepend(PolicyText::tr("no XPU build exists for Python %1, so %2 is used").arg(ctx.python, fallback));
            out.ranked << *c;
        } else {
            out.rejected << why;
        }
        return out;
    }
    out.rejected << notXpu;
    if (windows) {
        if (auto c = newestOf(ctx, QStringLiteral("directml"), indexes, &why)) {
            c->reasons.prepend(PolicyText::tr("DirectML runs on any DirectX 12 GPU on Windows"));
            out.ranked << *c;
        } else {
            out.rejected << why;
        }
    } else {
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
    QString why;
    if (ctx.system.arch == QLatin1String("aarch64")) {
        if (auto c = newestOf(ctx, QStringLiteral("mps"), indexes, &why)) {
            c->reasons.prepend(PolicyText::tr("Apple Silicon: PyTorch's macOS arm64 wheel uses the GPU through Metal (MPS)"));
            out.ranked << *c;
        } else {
            out.rejected << why;
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
    const TorchRelease* r = ctx.newestWith(QStringLiteral("cpu"), &why);
    const CompatVariant* mps = ctx.matrix.variant(QStringLiteral("mps"));
    if (!r || !mps) {
        out.rejected << why;
        return out;
    }
    Candidate c = ctx.candidateFor(*r, *mps, indexes);
    c.choice.env.insert(QStringLiteral("PYTORCH_ENABLE_MPS_FALLBACK"), QStringLiteral("1"));
    c.reasons << PolicyText::tr("an Intel Mac with an AMD GPU: torch %1, the last release for Intel Macs, uses the GPU "
                                "through Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 runs operators Metal lacks on the CPU")
                     .arg(r->torch.toString());
    out.ranked << c;
    return out;
}

GroupOutcome cpuCandidates(const Context& ctx)
{
    GroupOutcome out;
    // Apple Silicon's wheel is the MPS one; it runs on the CPU as well.
    const QString variant = ctx.platform == QLatin1String("macos-arm64") ? QStringLiteral("mps") : QStringLiteral("cpu");
    QString why;
    const TorchRelease* r = ctx.newestWith(variant, &why);
    const CompatVariant* v = ctx.matrix.variant(variant);
    if (!r || !v) {
        out.fatal = why;
        return out;
    }
    Candidate c = ctx.candidateFor(*r, *v, {});
    c.choice.platform = QStringLiteral("cpu");
    c.reasons << newestReleaseReason(ctx, *r);
    if (variant == QLatin1String("cpu") && ctx.system.os == QLatin1String("linux"))
        c.reasons << PolicyText::tr("the CPU index (%1) is named explicitly: the plain PyPI torch for Linux is a CUDA build "
                                    "since torch 2.11")
                         .arg(v->indexUrl);
    out.ranked << c;
    return out;
}

} // namespace ts::policy
