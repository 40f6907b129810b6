// SPDX-License-Identifier: GPL-3.0-or-later
// NVIDIA on Linux and Windows: the newest torch with a CUDA variant that ships kernels for every
// chosen GPU's compute capability, that the driver supports, and that has wheels for the Python and
// the pins; within that release the newest such variant.
#include "policy/PolicyRules.h"
#include "util/Text.h"

#include <algorithm>

namespace ts::policy {

namespace {

constexpr int kMaxRejectedSentences = 6;

QString kernelList(const CudaKernels* k)
{
    if (!k)
        return {};
    QStringList sm;
    for (const Version& v : k->sm)
        sm << QStringLiteral("sm_%1%2").arg(v.majorPart()).arg(v.minorPart());
    QString s = sm.join(QStringLiteral(", "));
    if (!k->ptx.isNull())
        s += QStringLiteral(" + PTX %1").arg(k->ptx.toString());
    return s;
}

QStringList cudaVariantsOf(const Context& ctx, const TorchRelease& release)
{
    QStringList ids;
    for (const QString& id : release.variants.value(ctx.platform)) {
        const CompatVariant* v = ctx.matrix.variant(id);
        if (v && v->kind == VariantKind::Cuda)
            ids << id;
    }
    std::stable_sort(ids.begin(), ids.end(), [&ctx](const QString& a, const QString& b) {
        return ctx.matrix.variant(a)->cuda > ctx.matrix.variant(b)->cuda;
    });
    return ids;
}

} // namespace

GroupOutcome nvidiaCandidates(const Context& ctx, const QList<GpuProfile>& gpus)
{
    GroupOutcome out;
    QList<int> indexes;
    std::optional<Version> driver;
    QString driverText;
    for (const GpuProfile& g : gpus) {
        indexes << g.index;
        if (const auto v = Version::parse(g.driverVersion); v && (!driver || *v < *driver)) {
            driver = v;
            driverText = g.driverVersion;
        }
        if (g.computeCapability.isEmpty())
            out.warnings << Advice{
                //: %1 is a GPU with its number and facts, such as "GPU 0 (NVIDIA GeForce RTX 4090, Ada)"
                PolicyText::tr("The compute capability of %1 is unknown, so the CUDA build's kernels "
                               "could not be checked for it")
                    .arg(g.describe()),
                PolicyText::tr("Run nvidia-smi --query-gpu=name,compute_cap --format=csv and send its "
                               "output with the report")};
    }
    const QString& os = ctx.system.os;

    QList<Candidate> good;
    QList<Candidate> driverTooOld;
    QString blockedBy; // why the oldest build with kernels is out of reach (python/pins)
    QString blockedBuild;
    for (const TorchRelease& release : ctx.matrix.releases()) {
        const std::optional<QString> pin = ctx.pinExcludes(release);
        for (const QString& id : cudaVariantsOf(ctx, release)) {
            const CompatVariant& variant = *ctx.matrix.variant(id);
            const QString build =
                //: %1 is a build such as cu128, %2 a CUDA version such as 12.8, %3 a torch version
                PolicyText::tr("%1 (CUDA %2) of torch %3").arg(id, variant.cuda.toString(), release.torch.toString());
            QString kernelFail;
            QStringList kernelOk;
            QStringList ptxOnly; // GPUs this build serves only through PTX
            for (const GpuProfile& g : gpus) {
                const auto cc = Version::parse(g.computeCapability);
                if (!cc)
                    continue;
                const std::optional<bool> ships = ctx.matrix.shipsKernelsFor(id, release.torch, ctx.platform, *cc);
                const CudaKernels* k = ctx.matrix.cudaKernels(id, release.torch, ctx.platform);
                if (!ships.value_or(false)) {
                    kernelFail =
                        ships.has_value()
                            //: %1 is a build such as "cu128 (CUDA 12.8) of torch 2.9.0", %2 a number such as 8.9, %3 a
                            //: GPU's number, %4 a list of kernels such as "sm_80, sm_90 + PTX 9.0"
                            ? PolicyText::tr("%1 has no kernels for compute capability %2 of GPU %3 (it ships %4)")
                                  .arg(build, g.computeCapability)
                                  .arg(g.index)
                                  .arg(kernelList(k))
                            //: %1 is a build such as "cu128 (CUDA 12.8) of torch 2.9.0", %2 a platform such as
                            //: linux-x86_64
                            : PolicyText::tr("%1: the matrix has no kernel list for it on %2").arg(build, ctx.platform);
                    break;
                }
                const bool cubin = k->hasCubinFor(*cc);
                if (!cubin)
                    //: %1 is a GPU's number, %2 a number such as 8.9
                    ptxOnly << PolicyText::tr("GPU %1 (compute capability %2)").arg(g.index).arg(g.computeCapability);
                //: %1 is a build such as "cu128 (CUDA 12.8) of torch 2.9.0", %2 a number such as 8.9, %3 a GPU's
                //: number, %4 a list of kernels such as "sm_80, sm_90 + PTX 9.0"
                kernelOk << (cubin ? PolicyText::tr("%1 ships kernels for compute capability %2 of GPU %3 (%4)")
                                   //: %1 is a build such as "cu128 (CUDA 12.8) of torch 2.9.0", %2 a number such as
                                   //: 8.9, %3 a GPU's number, %4 a list of kernels such as "sm_80, sm_90 + PTX 9.0"
                                   : PolicyText::tr(
                                         "%1 runs on compute capability %2 of GPU %3 only through its PTX, "
                                         "which the driver compiles on first use: the first start is slow (%4)"))
                                .arg(build, g.computeCapability)
                                .arg(g.index)
                                .arg(kernelList(k));
            }
            if (!kernelFail.isEmpty()) {
                if (good.isEmpty() && driverTooOld.isEmpty() && !pin && ctx.hasPython(release) &&
                    out.rejected.size() < kMaxRejectedSentences)
                    out.rejected << kernelFail;
                continue;
            }
            if (!ctx.matrix.variantsFor(release, ctx.platform, ctx.python).contains(id) || pin) {
                if (!blockedBuild.isEmpty())
                    continue; // the newest such build is the one worth naming
                blockedBuild = build;
                blockedBy = pin ? *pin
                                //: %1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as
                                //: linux-x86_64, %4 a list of Python versions
                                : PolicyText::tr("torch %1 has no wheels for Python %2 on %3 (it has %4)")
                                      .arg(release.torch.toString(), ctx.python, ctx.platform,
                                           release.pythonFor(ctx.platform).join(QStringLiteral(", ")));
                continue;
            }
            Candidate c = ctx.candidateFor(release, variant, indexes);
            c.reasons << kernelOk;
            if (!ptxOnly.isEmpty())
                c.warnings << Advice{
                    //: %1 is a build such as "cu128 (CUDA 12.8) of torch 2.9.0", %2 a list of GPUs such as "GPU 0
                    //: (compute capability 12.0)"
                    PolicyText::tr("%1 has no kernels built for %2, only PTX that the driver compiles on "
                                   "first use: the first start takes long, and the verification shows "
                                   "whether every operation works")
                        .arg(build, joinAnd(ptxOnly)),
                    PolicyText::tr("A newer Python or looser package pins allow a torch with native "
                                   "kernels for this GPU")};
            const std::optional<Version> minDriver = ctx.matrix.minDriver(id, os);
            if (driver && minDriver && *driver < *minDriver) {
                //: %1 is a build such as "cu128 (CUDA 12.8) of torch 2.9.0", %2 and %4 driver versions such as 570.86,
                //: %3 an OS such as linux or windows
                c.reasons << PolicyText::tr("%1 needs NVIDIA driver %2 or newer on %3; this machine has %4")
                                 .arg(build, minDriver->toString(), os, driverText);
                if (good.isEmpty() && out.rejected.size() < kMaxRejectedSentences)
                    out.rejected << c.reasons.last();
                driverTooOld << c;
                continue;
            }
            if (driver && minDriver)
                //: %1 and %2 are driver versions such as 570.86, %3 a CUDA version such as 12.8, %4 an OS such as linux
                //: or windows
                c.reasons << PolicyText::tr("NVIDIA driver %1 meets the minimum of %2 that CUDA %3 needs on %4")
                                 .arg(driverText, minDriver->toString(), variant.cuda.toString(), os);
            good << c;
        }
    }

    if (!driver && !good.isEmpty()) {
        // No driver to check against: among the newest release's builds take the one the widest
        // range of drivers runs, so whatever driver gets installed next is likely enough.
        const QString newestTorch = good.first().choice.torchVersion;
        int best = 0;
        for (int i = 1; i < good.size() && good.at(i).choice.torchVersion == newestTorch; ++i) {
            const auto a = ctx.matrix.minDriver(good.at(i).choice.platform, os);
            const auto b = ctx.matrix.minDriver(good.at(best).choice.platform, os);
            if (a && b && *a < *b)
                best = i;
        }
        good.move(best, 0);
        const auto need = ctx.matrix.minDriver(good.first().choice.platform, os);
        //: %1 is a build such as cu126, %2 a torch version
        good.first().reasons << PolicyText::tr(
                                    "no NVIDIA driver was found, so %1 is chosen: of torch %2's CUDA builds it "
                                    "runs with the oldest drivers")
                                    .arg(good.first().choice.platform, newestTorch);
        out.warnings << Advice{PolicyText::tr("No NVIDIA driver was found; PyTorch cannot use the GPU without it"),
                               need
                                   //: %1 is a driver version such as 570.86
                                   ? PolicyText::tr("Install the NVIDIA driver (%1 or newer), then run the setup again")
                                         .arg(need->toString())
                                   : PolicyText::tr("Install the NVIDIA driver, then run the setup again")};
    }

    if (good.isEmpty() && !driverTooOld.isEmpty()) {
        // Every build that has kernels for these GPUs needs a newer driver (e.g. Blackwell on an old
        // driver): keep the GPU's build — of the newest torch, the one that asks the least of the
        // driver — and say what to update.
        const QString newestTorch = driverTooOld.first().choice.torchVersion;
        int best = 0;
        for (int i = 1; i < driverTooOld.size() && driverTooOld.at(i).choice.torchVersion == newestTorch; ++i) {
            const auto a = ctx.matrix.minDriver(driverTooOld.at(i).choice.platform, os);
            const auto b = ctx.matrix.minDriver(driverTooOld.at(best).choice.platform, os);
            if (a && b && *a < *b)
                best = i;
        }
        driverTooOld.move(best, 0);
        out.rejected.removeAll(driverTooOld.first().reasons.last());
        out.ranked = driverTooOld;
        const auto need = ctx.matrix.minDriver(driverTooOld.first().choice.platform, os);
        out.warnings << Advice{
            //: %1 is a driver version such as 535.54, %2 a build such as cu128
            PolicyText::tr("NVIDIA driver %1 is too old for every PyTorch build that has kernels for "
                           "these GPUs; %2 will not start on the GPU until the driver is updated")
                .arg(driverText, driverTooOld.first().choice.platform),
            //: %1 is a driver version such as 570.86
            need ? PolicyText::tr("Update the NVIDIA driver to %1 or newer").arg(need->toString())
                 : PolicyText::tr("Update the NVIDIA driver to the current release")};
        return out;
    }
    if (!good.isEmpty() && !driverTooOld.isEmpty()) {
        const Candidate& better = driverTooOld.first();
        const auto a = Version::parse(better.choice.torchVersion);
        const auto b = Version::parse(good.first().choice.torchVersion);
        if (a && b && *a >= *b) {
            const auto need = ctx.matrix.minDriver(better.choice.platform, os);
            //: %1 is a torch version, %2 a build such as cu128
            out.warnings << Advice{PolicyText::tr("A newer driver would allow torch %1 with %2")
                                       .arg(better.choice.torchVersion, better.choice.platform),
                                   need
                                       //: %1 is a driver version such as 570.86
                                       ? PolicyText::tr("Update the NVIDIA driver to %1 or newer").arg(need->toString())
                                       : PolicyText::tr("Update the NVIDIA driver to the current release")};
        }
    }
    if (good.isEmpty() && !blockedBy.isEmpty()) {
        QStringList who;
        for (const GpuProfile& g : gpus)
            who << g.describe();
        //: %1 is one or more GPUs with their numbers and facts, %2 a build such as "cu128 (CUDA 12.8) of torch 2.9.0",
        //: %3 why it cannot be used (a clause)
        out.fatal = PolicyText::tr("%1 needs a build with its kernels, such as %2, but %3")
                        .arg(joinAnd(who), blockedBuild, blockedBy);
        return out;
    }
    if (good.isEmpty()) {
        QStringList who;
        for (const GpuProfile& g : gpus)
            who << g.describe();
        out.warnings << Advice{
            //: %1 is one or more GPUs with their numbers and facts, such as "GPU 0 (…) and GPU 1 (…)"
            PolicyText::tr("No PyTorch CUDA build has kernels for %1 together, so PyTorch will not use "
                           "these GPUs")
                .arg(joinAnd(who)),
            gpus.size() > 1 ? PolicyText::tr("Use the newer GPU alone (CUDA_VISIBLE_DEVICES) and run the "
                                             "setup again")
                            : QString()};
    }
    out.ranked = good;
    return out;
}

} // namespace ts::policy
