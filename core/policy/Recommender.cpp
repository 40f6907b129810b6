// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/Recommender.h"

#include "policy/ChoiceWording.h"

#include "policy/GpuProfile.h"
#include "policy/PolicyRules.h"
#include "system/Platform.h"
#include "util/Text.h"

#include <QVersionNumber>

#include <algorithm>

namespace ts {

using namespace policy;

namespace {

constexpr int kMaxSameGroupAlternatives = 2;

struct Group
{
    GpuProfile::Vendor vendor;
    bool integrated;
    QList<GpuProfile> gpus;
};

QString listOf(const QList<GpuProfile>& gpus)
{
    QStringList s;
    for (const GpuProfile& g : gpus)
        s << g.describe();
    return joinAnd(s);
}

/** `why`, a rule's sentence that may describe the GPUs in full, for a sentence that has already
 *  described them: each is named by its number only. */
QString aboutTheSame(QString why, const QList<GpuProfile>& gpus)
{
    for (const GpuProfile& g : gpus)
        why.replace(g.describe(), g.shortLabel());
    return why;
}

QString defaultWhyNotFirst(const InstallChoice& first, const InstallChoice& alt)
{
    const auto a = Version::parse(alt.torchVersion);
    const auto b = Version::parse(first.torchVersion);
    if (a && b && *a < *b)
        //: %1 is a version, %2 a build's name such as "CUDA 12.6"
        return PolicyText::tr("an older PyTorch (%1) with %2").arg(alt.torchVersion, wording::buildName(alt));
    //: %1 is a version, %2 and %3 builds' names such as "CUDA 12.6" and "CUDA 13.0"
    return PolicyText::tr("the same PyTorch %1 with %2 instead of %3, for when the newer one does not work here")
        .arg(alt.torchVersion, wording::buildName(alt), wording::buildName(first));
}

} // namespace

Result<Recommendation> Recommender::recommend(const SystemInfo& system, const QList<PackageSpec>& pins) const
{
    Recommendation rec;
    rec.os = system.os;
    rec.arch = system.arch;
    rec.python = system.python;
    if (system.os.isEmpty() || system.arch.isEmpty() || system.python.isEmpty()) {
        QStringList missing;
        if (system.os.isEmpty())
            missing << PolicyText::tr("the OS (--os linux|windows|macos)");
        if (system.arch.isEmpty())
            missing << PolicyText::tr("the CPU architecture (--arch x86_64|aarch64)");
        if (system.python.isEmpty())
            missing << PolicyText::tr("the Python version (--python 3.12)");
        return Result<Recommendation>::fail(
            ErrorKind::BadInput,
            //: %1 is a list of what is missing, such as "the OS (--os linux|windows|macos)"
            PolicyText::tr("the hardware description does not say %1; give it").arg(joinAnd(missing)));
    }
    const QString platform = m_matrix.platformFor(system.os, system.arch);
    if (platform.isEmpty())
        return Result<Recommendation>::fail(ErrorKind::Unsupported,
                                            //: %1 is an OS such as linux, %2 a CPU architecture such as x86_64, %3 a
                                            //: list of platforms such as linux-x86_64
                                            PolicyText::tr("PyTorch publishes no builds for %1 on %2; supported are %3")
                                                .arg(system.os, system.arch, [this]() {
                                                    QStringList ids;
                                                    for (const CompatPlatform& p : m_matrix.platforms())
                                                        ids << p.id;
                                                    return ids.join(QStringLiteral(", "));
                                                }()));
    if (!m_matrix.newestRelease(platform, system.python)) {
        // The Pythons some release has wheels for on this platform (a release with none for it, such as
        // the newer ones on macOS x86_64, offers nothing), oldest first.
        QStringList pythons;
        for (const TorchRelease& r : m_matrix.releases()) {
            for (const QString& p : r.pythonFor(platform)) {
                if (!pythons.contains(p) && !m_matrix.variantsFor(r, platform, p).isEmpty())
                    pythons << p;
            }
        }
        std::sort(pythons.begin(), pythons.end(), [](const QString& a, const QString& b) {
            return QVersionNumber::fromString(a) < QVersionNumber::fromString(b);
        });
        if (const TorchRelease* only = m_matrix.newestTorchOnlyRelease(platform, system.python))
            return Result<Recommendation>::fail(
                ErrorKind::Unsupported,
                //: %1 is a torch version such as 2.14.0, %2 a Python version such as 3.15, %3 a platform such as
                //: linux-x86_64, %4 a list of Python versions
                PolicyText::tr("torch %1 has wheels for Python %2 only as a preview on download.pytorch.org: torch "
                               "alone, without torchvision, and none on PyPI, so no complete PyTorch can be "
                               "installed for Python %2 on %3 yet; use one of %4")
                    .arg(only->torch.toString(), system.python, platform, pythons.join(QStringLiteral(", "))));
        return Result<Recommendation>::fail(
            //: %1 is a Python version such as 3.12, %2 a platform such as linux-x86_64, %3 a list of Python versions
            ErrorKind::Unsupported, PolicyText::tr("no PyTorch release has wheels for Python %1 on %2; use one of %3")
                                        .arg(system.python, platform, pythons.join(QStringLiteral(", "))));
    }

    // The pins that hold on this machine (a marker may say sys_platform == "win32"); torch's family is
    // compared with the matrix without local labels (torch==2.5.1+cu124 says "torch 2.5.1" to it).
    const RequirementMarker::Environment target =
        RequirementMarker::environmentFor(system.os, system.arch, system.python);
    QList<PackageSpec> applying;
    for (const PackageSpec& pin : pins) {
        if (pin.appliesTo(target) == false)
            continue;
        const bool family = pin.name == QLatin1String("torch") || pin.name == QLatin1String("torchvision") ||
                            pin.name == QLatin1String("torchaudio");
        applying << (family ? pin.forPolicy() : pin);
    }
    const Context ctx{m_matrix, m_overrides, system, platform, system.python, applying};
    const QList<GpuProfile> profiles = GpuProfile::resolve(system, m_database);

    // Which GPUs to serve: usable ones, discrete before integrated, NVIDIA before AMD before Intel.
    QList<GpuProfile> allAmd;
    QList<Group> groups;
    const QList<GpuProfile::Vendor> order = {GpuProfile::Vendor::Nvidia, GpuProfile::Vendor::Amd,
                                             GpuProfile::Vendor::Intel, GpuProfile::Vendor::Apple};
    for (bool integrated : {false, true}) {
        for (GpuProfile::Vendor v : order) {
            Group g{v, integrated, {}};
            for (const GpuProfile& p : profiles) {
                if (p.vendor != v || !p.usable)
                    continue;
                // Kind unknown: an Intel GPU is most likely the iGPU, anything else a card.
                const bool isIntegrated = p.kind == GpuRecord::Kind::Integrated ||
                                          (p.kind == GpuRecord::Kind::Unknown && v == GpuProfile::Vendor::Intel);
                if (isIntegrated == integrated)
                    g.gpus << p;
            }
            if (!g.gpus.isEmpty())
                groups << g;
        }
    }
    for (const GpuProfile& p : profiles) {
        if (p.vendor == GpuProfile::Vendor::Amd && p.usable)
            allAmd << p;
        if (!p.usable)
            //: %1 is a GPU with its number and facts, such as "GPU 0 (NVIDIA GeForce RTX 4090, Ada)"; %2 why it cannot
            //: be used (a clause)
            rec.reasons << PolicyText::tr("%1 is skipped: %2").arg(p.describe(), p.unusableReason);
        else if (p.vendor == GpuProfile::Vendor::Other)
            //: %1 is a GPU with its number and facts, such as "GPU 0 (NVIDIA GeForce RTX 4090, Ada)"
            rec.reasons << PolicyText::tr("%1 is skipped: PyTorch has no build for its vendor").arg(p.describe());
    }

    QList<std::pair<const Group*, GroupOutcome>> outcomes;
    for (const Group& g : groups) {
        GroupOutcome o;
        if (system.os == QLatin1String("macos")) {
            if (g.vendor == GpuProfile::Vendor::Nvidia) {
                //: %1 is one or more GPUs with their numbers and facts, such as "GPU 0 (…) and GPU 1 (…)"
                o.warnings << Advice{PolicyText::tr("%1: PyTorch has no CUDA build for macOS").arg(listOf(g.gpus)),
                                     QString()};
                o.rejected << PolicyText::tr("no CUDA build exists for macOS");
            } else {
                o = appleCandidates(ctx, g.gpus);
            }
        } else if (g.vendor == GpuProfile::Vendor::Nvidia) {
            o = nvidiaCandidates(ctx, g.gpus);
        } else if (g.vendor == GpuProfile::Vendor::Amd) {
            o = amdCandidates(ctx, g.gpus, allAmd);
        } else if (g.vendor == GpuProfile::Vendor::Intel) {
            o = intelCandidates(ctx, g.gpus);
        }
        outcomes << std::make_pair(&g, o);
    }
    // Apple Silicon reports its GPU through system_profiler; a description without it still gets MPS.
    if (system.os == QLatin1String("macos") && system.arch == QLatin1String("aarch64") && groups.isEmpty()) {
        static const Group apple{GpuProfile::Vendor::Apple, true, {}};
        outcomes << std::make_pair(&apple, appleCandidates(ctx, {}));
    }

    const GroupOutcome cpu = cpuCandidates(ctx);
    if (!cpu.fatal.isEmpty())
        return Result<Recommendation>::fail(ErrorKind::Unsupported, cpu.fatal);

    // The first group with a build wins. A group whose constraints exclude every build for its GPUs
    // (Blackwell on Python 3.8) fails the whole recommendation only when no other GPU has a build;
    // otherwise it becomes a warning.
    int chosen = -1;
    for (int i = 0; i < outcomes.size() && chosen < 0; ++i) {
        if (!outcomes.at(i).second.ranked.isEmpty())
            chosen = i;
    }
    for (int i = 0; i < outcomes.size(); ++i) {
        const QString& fatal = outcomes.at(i).second.fatal;
        if (fatal.isEmpty())
            continue;
        if (chosen < 0)
            return Result<Recommendation>::fail(ErrorKind::Unsupported, fatal);
        rec.warnings << Advice{fatal,
                               PolicyText::tr("Change the Python version or the pins to use these GPUs as well")};
    }

    QList<Candidate> alternatives;
    if (chosen >= 0) {
        const Group& g = *outcomes.at(chosen).first;
        const GroupOutcome& o = outcomes.at(chosen).second;
        const Candidate& best = o.ranked.first();
        rec.choice = best.choice;
        QString why;
        if (groups.size() == 1 || (outcomes.size() == 1))
            why = g.gpus.size() > 1 ? PolicyText::tr("the only usable GPUs' vendor")
                                    : PolicyText::tr("the only usable GPU");
        else if (!g.integrated)
            why =
                //: %1 is a vendor's name such as NVIDIA, AMD or Intel
                PolicyText::tr("a discrete %1 GPU: discrete GPUs come before integrated ones, NVIDIA before AMD before "
                               "Intel")
                    .arg(GpuProfile::vendorName(g.vendor));
        else
            why = PolicyText::tr("the first integrated GPU with a build (no discrete GPU has one)");
        if (!g.gpus.isEmpty())
            //: %1 is two or more GPUs with their numbers and facts, %2 why (a clause)
            rec.reasons << (g.gpus.size() > 1 ? PolicyText::tr("%1 are chosen: %2")
                                              //: %1 is a GPU with its number and facts, %2 why (a clause)
                                              : PolicyText::tr("%1 is chosen: %2"))
                               .arg(listOf(g.gpus), why);
        for (int i = 0; i < outcomes.size(); ++i) {
            const Group& other = *outcomes.at(i).first;
            const GroupOutcome& otherOutcome = outcomes.at(i).second;
            if (i == chosen || other.gpus.isEmpty())
                continue;
            const bool several = other.gpus.size() > 1;
            if (otherOutcome.ranked.isEmpty()) {
                // What would be a warning for these GPUs alone is a reason here: another GPU is served.
                QString why = !otherOutcome.rejected.isEmpty()   ? otherOutcome.rejected.first()
                              : !otherOutcome.warnings.isEmpty() ? otherOutcome.warnings.first().message
                                                                 : QString();
                if (why.isEmpty())
                    //: %1 is two or more GPUs with their numbers and facts
                    rec.reasons << (several ? PolicyText::tr("%1 are not chosen: no build here runs them")
                                            //: %1 is a GPU with its number and facts
                                            : PolicyText::tr("%1 is not chosen: no build here runs it"))
                                       .arg(listOf(other.gpus));
                else
                    //: %1 is two or more GPUs with their numbers and facts, %2 why (a sentence)
                    rec.reasons << (several ? PolicyText::tr("%1 are not chosen: no build here runs them (%2)")
                                            //: %1 is a GPU with its number and facts, %2 why (a sentence)
                                            : PolicyText::tr("%1 is not chosen: no build here runs it (%2)"))
                                       .arg(listOf(other.gpus), aboutTheSame(why, other.gpus));
            } else {
                //: %1 is two or more GPUs with their numbers and facts, %2 one or more GPUs
                rec.reasons << (several ? PolicyText::tr("%1 are not chosen: %2 ranks first")
                                        //: %1 is a GPU with its number and facts, %2 one or more GPUs
                                        : PolicyText::tr("%1 is not chosen: %2 ranks first"))
                                   .arg(listOf(other.gpus), listOf(g.gpus));
            }
        }
        if (!best.choice.torchVersion.isEmpty() && best.choice.platform != QLatin1String("therock"))
            if (const TorchRelease* r = m_matrix.release(best.choice.torchVersion.section(QLatin1Char('.'), 0, 1))) {
                rec.reasons << newestReleaseReason(ctx, *r);
                if (const QString patch = newestPatchReason(ctx, *r); !patch.isEmpty())
                    rec.reasons << patch;
            }
        if (const TorchRelease* newest = m_matrix.newestRelease(platform, system.python))
            if (const auto why = ctx.pinExcludes(*newest))
                //: %1 is why a build was not taken (a clause)
                rec.reasons << PolicyText::tr("not taken: %1").arg(*why);
        for (const QString& r : o.rejected)
            //: %1 is why a build was not taken (a clause)
            rec.reasons << PolicyText::tr("not taken: %1").arg(r);
        rec.reasons << best.reasons;
        rec.warnings << o.warnings << best.warnings;
        // Alternatives: more of the same group (distinct builds), then the best of every other group,
        // then the CPU build.
        QStringList seen{best.choice.platform + best.choice.torchVersion};
        int same = 0;
        for (int i = 1; i < o.ranked.size() && same < kMaxSameGroupAlternatives; ++i) {
            const Candidate& c = o.ranked.at(i);
            const QString key = c.choice.platform + c.choice.torchVersion;
            if (seen.contains(key) || c.choice.platform == best.choice.platform)
                continue;
            seen << key;
            alternatives << c;
            ++same;
        }
        for (int i = 0; i < outcomes.size(); ++i) {
            if (i == chosen || outcomes.at(i).second.ranked.isEmpty())
                continue;
            Candidate c = outcomes.at(i).second.ranked.first();
            if (c.choice.whyNotFirst.isEmpty())
                //: %1 is one or more GPUs with their numbers and facts, %2 one or more other GPUs
                c.choice.whyNotFirst = PolicyText::tr("it uses %1, which ranks below %2")
                                           .arg(listOf(outcomes.at(i).first->gpus), listOf(g.gpus));
            alternatives << c;
        }
    } else {
        rec.choice = cpu.ranked.first().choice;
        if (profiles.isEmpty())
            rec.reasons << PolicyText::tr("no GPU was found, so the CPU build is the one to install");
        else
            rec.reasons << PolicyText::tr(
                "no usable GPU has a PyTorch build here, so the CPU build is the one to install");
        for (const auto& [g, o] : outcomes) {
            for (const QString& r : o.rejected)
                //: %1 is why a build was not taken (a clause)
                rec.reasons << PolicyText::tr("not taken: %1").arg(r);
            rec.warnings << o.warnings;
        }
        rec.reasons << cpu.ranked.first().reasons;
    }
    if (chosen >= 0 && rec.choice.platform != QLatin1String("cpu")) {
        Candidate c = cpu.ranked.first();
        c.choice.whyNotFirst = PolicyText::tr("the CPU build works everywhere but uses no GPU");
        alternatives << c;
    }
    for (Candidate& c : alternatives) {
        if (c.choice.whyNotFirst.isEmpty())
            c.choice.whyNotFirst = defaultWhyNotFirst(rec.choice, c.choice);
        rec.alternatives << c.choice;
    }
    return Result<Recommendation>::ok(rec);
}

} // namespace ts
