// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnose/Diagnoser.h"

#include "detect/paste/PasteParser.h"
#include "diagnose/DriverForBuild.h"
#include "diagnose/PastedGpuNames.h"
#include "policy/GpuProfile.h"
#include "policy/OfflineRecommendation.h"
#include "system/PciIds.h"
#include "util/Redactor.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace ts {

namespace {

QString vendorWord(const QString& vendorId)
{
    if (vendorId == QLatin1String("10de"))
        return QStringLiteral("nvidia");
    if (vendorId == QLatin1String("1002"))
        return QStringLiteral("amd");
    if (vendorId == QLatin1String("8086"))
        return QStringLiteral("intel");
    if (vendorId == QLatin1String("106b"))
        return QStringLiteral("apple");
    return {};
}

QSet<QString> gpuVendors(const SystemInfo& machine)
{
    QSet<QString> vendors;
    for (const GpuInfo& g : machine.gpus) {
        if (g.usable.value_or(true)) {
            const QString v = vendorWord(g.effectiveVendorId());
            if (!v.isEmpty())
                vendors.insert(v);
        }
    }
    return vendors;
}

// What the conditions of the signatures are judged against.
struct Context
{
    QString os;
    QString build;
    QSet<QString> vendors;

    bool holds(const QString& condition) const
    {
        const QString key = condition.section(QLatin1Char(':'), 0, 0);
        const QStringList options = condition.section(QLatin1Char(':'), 1).split(QLatin1Char('|'));
        if (key == QLatin1String("os"))
            return options.contains(os);
        if (key == QLatin1String("build"))
            return options.contains(build);
        for (const QString& o : options) {
            if (vendors.contains(o))
                return true;
        }
        return false;
    }
};

// "11040" (the CUDA driver API version torch prints) -> "11.4".
QString cudaOfDriverApi(const QString& number)
{
    bool ok = false;
    const int v = number.toInt(&ok);
    if (!ok || v < 1000)
        return {};
    return QStringLiteral("%1.%2").arg(v / 1000).arg((v % 1000) / 10);
}

// "120" (sm_120) -> "12.0", "86" -> "8.6".
QString capabilityOfSm(const QString& sm)
{
    if (sm.size() < 2)
        return {};
    return sm.left(sm.size() - 1) + QLatin1Char('.') + sm.right(1);
}

QString filled(QString sentence, const QMap<QString, QString>& values, bool* complete)
{
    static const QRegularExpression re(QStringLiteral("\\{([a-z_]+)\\}"));
    *complete = true;
    for (auto it = re.globalMatch(sentence); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (values.value(name).isEmpty())
            *complete = false;
    }
    if (!*complete)
        return {};
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        sentence.replace(QLatin1Char('{') + it.key() + QLatin1Char('}'), it.value());
    return sentence;
}

// Hardware that the error lines themselves state: the NVIDIA GPU and compute capability of the
// "not compatible with the current PyTorch installation" warning, the gfx target of a rocBLAS error.
void addStatedHardware(SystemInfo& machine, const QList<Finding>& findings)
{
    const QString source = QStringLiteral("paste:error-message");
    for (const Finding& f : findings) {
        const QString gpuName = f.values.value(QStringLiteral("gpu"));
        const QString cc = f.values.value(QStringLiteral("cc"));
        if (!gpuName.isEmpty()) {
            GpuInfo* same = nullptr;
            for (GpuInfo& g : machine.gpus) {
                if (g.effectiveVendorId() == QLatin1String("10de") &&
                    (g.name.compare(gpuName, Qt::CaseInsensitive) == 0 || g.name.isEmpty() ||
                     gpuName.contains(g.name, Qt::CaseInsensitive) || g.name.contains(gpuName, Qt::CaseInsensitive)))
                    same = &g;
            }
            if (!same) {
                GpuInfo g;
                g.set(g.vendorId, QStringLiteral("10de"), "vendor_id", source);
                g.set(g.name, gpuName, "name", source);
                machine.gpus << g;
                same = &machine.gpus.last();
            }
            if (same->computeCapability.isEmpty())
                same->set(same->computeCapability, cc, "compute_capability", source);
        }
        const QString gfx = f.values.value(QStringLiteral("gfx"));
        if (!gfx.isEmpty()) {
            QList<GpuInfo*> amd;
            for (GpuInfo& g : machine.gpus) {
                if (g.effectiveVendorId() == QLatin1String("1002"))
                    amd << &g;
            }
            if (amd.isEmpty()) {
                GpuInfo g;
                g.set(g.vendorId, QStringLiteral("1002"), "vendor_id", source);
                g.set(g.gfxTarget, gfx.toLower(), "gfx_target", source);
                machine.gpus << g;
            } else if (amd.size() == 1 && amd.first()->gfxTarget.isEmpty()) {
                amd.first()->set(amd.first()->gfxTarget, gfx.toLower(), "gfx_target", source);
            }
        }
    }
}

// GPUs the text names outside the listings (get_device_name's echo, ComfyUI's "Device:" line), where
// the listings give none of that vendor.
void addNamedGpus(SystemInfo& machine, const QList<GpuInfo>& named)
{
    for (const GpuInfo& g : named) {
        const bool known = std::any_of(machine.gpus.cbegin(), machine.gpus.cend(),
                                       [&g](const GpuInfo& m) { return m.effectiveVendorId() == g.vendorId; });
        if (!known)
            machine.gpus << g;
    }
}

// The gfx target of each AMD GPU that the text names or identifies without stating its target, from
// the GPU database (by ids, else by name): "AMD Radeon RX 6700 XT" is gfx1031, device 66a1 gfx906.
void addDatabaseTargets(SystemInfo& machine, const DiagnoseOptions& options)
{
    const QString& databaseFile = options.gpuDatabaseFile;
    const bool wanted = std::any_of(machine.gpus.cbegin(), machine.gpus.cend(), [](const GpuInfo& g) {
        return g.effectiveVendorId() == pci::kAmd && g.gfxTarget.isEmpty();
    });
    if (!wanted)
        return;
    GpuDatabase database;
    if (databaseFile.isEmpty()) {
        database = options.policy ? options.policy->gpuDatabase : GpuDatabase::builtIn();
    } else {
        Result<GpuDatabase> loaded = GpuDatabase::loadFile(databaseFile);
        if (!loaded)
            return;
        database = loaded.takeValue();
    }
    for (const GpuProfile& p : GpuProfile::resolve(machine, database)) {
        if (p.index < 0 || p.index >= machine.gpus.size() || p.vendor != GpuProfile::Vendor::Amd ||
            p.gfxTarget.isEmpty())
            continue;
        GpuInfo& g = machine.gpus[p.index];
        if (g.gfxTarget.isEmpty())
            g.set(g.gfxTarget, p.gfxTarget, "gfx_target", QStringLiteral("gpu-database"));
    }
}

QString gpuList(const SystemInfo& machine)
{
    QStringList names;
    for (const GpuInfo& g : machine.gpus) {
        if (!g.usable.value_or(true))
            continue;
        if (!g.name.isEmpty())
            names << g.name;
        else if (!g.gfxTarget.isEmpty())
            //: %1 is a gfx target such as gfx1100
            names << DiagnoseText::tr("an AMD GPU (%1)").arg(g.gfxTarget);
        else if (!g.deviceId.isEmpty())
            //: %1 and %2 are PCI vendor and device ids, such as 10de and 2684
            names << DiagnoseText::tr("a GPU [%1:%2]").arg(g.vendorId, g.deviceId);
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

void Diagnoser::fillDetails(Finding& f) const
{
    for (const FailureSignature& s : m_signatures.all()) {
        if (s.id != f.signature)
            continue;
        for (const QString& sentence : s.details) {
            bool complete = false;
            const QString text = filled(sentence, f.values, &complete);
            if (complete && !f.details.contains(text))
                f.details << text;
        }
        return;
    }
}

void Diagnoser::completeTargets(Diagnosis& d) const
{
    // A HIP error without the target in its text: the target the GPU database gives the one AMD GPU
    // the text names is the one the build lacks.
    QStringList targets;
    QString named;
    for (const GpuInfo& g : std::as_const(d.machine.gpus)) {
        if (g.effectiveVendorId() != pci::kAmd || !g.usable.value_or(true) || g.gfxTarget.isEmpty())
            continue;
        if (!targets.contains(g.gfxTarget))
            targets << g.gfxTarget;
        if (g.sources.value(QStringLiteral("gfx_target")) == QLatin1String("gpu-database"))
            named = g.name.isEmpty() ? QStringLiteral("[%1:%2]").arg(g.vendorId, g.deviceId) : g.name;
    }
    if (targets.size() != 1)
        return;
    for (Finding& f : d.findings) {
        if (f.cause != QLatin1String("no_kernel_image") || f.values.contains(QStringLiteral("gfx")) ||
            f.values.contains(QStringLiteral("sm")))
            continue;
        const bool amdError = std::any_of(f.evidence.cbegin(), f.evidence.cend(), [](const Evidence& e) {
            return e.text.contains(QLatin1String("HIP"), Qt::CaseInsensitive) ||
                   e.text.contains(QLatin1String("code object"), Qt::CaseInsensitive);
        });
        if (!amdError)
            continue;
        f.values.insert(QStringLiteral("gfx"), targets.first());
        fillDetails(f);
        if (!named.isEmpty())
            //: %1 is a gfx target such as gfx1031, %2 a GPU name such as AMD Radeon RX 6700 XT
            f.details << DiagnoseText::tr("%1 is the target of %2 in Torch Setup's GPU database; the text itself "
                                          "does not state it.")
                             .arg(targets.first(), named);
    }
}

void Diagnoser::addDriverShortfall(Diagnosis& d, const QStringList& lines, QString driver) const
{
    if (d.torch.build != QLatin1String("cuda") || d.torch.cudaVersion.isEmpty())
        return;
    if (std::any_of(d.findings.cbegin(), d.findings.cend(),
                    [](const Finding& f) { return f.cause == QLatin1String("driver_too_old"); }))
        return;
    for (const GpuInfo& g : std::as_const(d.machine.gpus)) {
        if (driver.isEmpty() && g.effectiveVendorId() == pci::kNvidia)
            driver = g.driverVersion;
    }
    if (driver.isEmpty())
        return;
    CompatMatrix matrix;
    if (m_options.matrixFile.isEmpty()) {
        matrix = m_options.policy ? m_options.policy->matrix : CompatMatrix::builtIn();
    } else {
        Result<CompatMatrix> loaded = CompatMatrix::loadFile(m_options.matrixFile);
        if (!loaded)
            return;
        matrix = loaded.takeValue();
    }
    const QString os = d.machine.os.isEmpty() ? d.torch.os : d.machine.os;
    const std::optional<DriverShortfall> shortfall = DriverShortfall::judge(d.torch.cudaVersion, driver, os, matrix);
    if (!shortfall)
        return;
    const FailureSignature* signature = nullptr;
    for (const FailureSignature& s : m_signatures.all()) {
        if (s.cause == QLatin1String("driver_too_old") && !signature)
            signature = &s;
    }
    if (!signature)
        return;
    Finding f;
    f.signature = signature->id;
    f.cause = signature->cause;
    f.severity = signature->severity;
    f.title = signature->title;
    f.wantsRecommendation = signature->advice == FailureSignature::Advice::Recommend;
    const Context context{os, d.torch.build, gpuVendors(d.machine)};
    for (const FailureSignature::Fix& fix : signature->fixes) {
        if (fix.when.isEmpty() || context.holds(fix.when)) {
            f.fix = fix.text;
            break;
        }
    }
    if (!shortfall->driverCuda.isEmpty())
        f.values.insert(QStringLiteral("driver_cuda"), shortfall->driverCuda);
    //: %1 is a CUDA version such as 10.2, %2 and %3 NVIDIA driver versions such as 440.33 and 418.87
    f.details << DiagnoseText::tr("PyTorch was built with CUDA %1, which needs NVIDIA driver %2 or newer; the text "
                                  "shows driver %3.")
                     .arg(shortfall->buildCuda, shortfall->needed, shortfall->driver);
    fillDetails(f);
    // The lines that state the two versions.
    static const QRegularExpression built(QStringLiteral("^(?:CUDA used to build PyTorch:|PyTorch version:)"));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = pastedLineText(lines.at(i));
        if ((built.match(line).hasMatch() && line.contains(d.torch.cudaVersion.section(QLatin1Char('.'), 0, 0))) ||
            ((line.contains(QLatin1String("river version"), Qt::CaseInsensitive) ||
              line.contains(QLatin1String("Driver Version"))) &&
             line.contains(driver)))
            f.evidence << Evidence{i + 1, line};
    }
    if (f.evidence.isEmpty())
        return;
    d.findings << f;
    std::stable_sort(d.findings.begin(), d.findings.end(), [](const Finding& a, const Finding& b) {
        return a.evidence.first().line < b.evidence.first().line;
    });
}

Diagnoser::Diagnoser(FailureSignatures signatures, DiagnoseOptions options)
    : m_signatures(std::move(signatures)), m_options(std::move(options))
{
}

Result<Diagnosis> Diagnoser::diagnose(const QByteArray& data, const QString& where) const
{
    const Result<QString> text = PasteParser::decode(data, where);
    if (!text)
        return text.forward<Diagnosis>();
    if (text.value().trimmed().isEmpty())
        return Result<Diagnosis>::fail(ErrorKind::BadInput,
                                       //: %1 is a file or "standard input"
                                       DiagnoseText::tr("%1 holds no text; paste the error, the log or the output of "
                                                        "`python -m torch.utils.collect_env` into it.")
                                           .arg(where));
    return Result<Diagnosis>::ok(diagnoseText(text.value(), where));
}

QList<Finding> Diagnoser::match(const QStringList& lines, const SystemInfo& machine,
                                const PastedTorchBuild& torch) const
{
    const Context context{machine.os.isEmpty() ? torch.os : machine.os, torch.build, gpuVendors(machine)};
    QList<Finding> found;
    QMap<QString, qsizetype> byCause; // cause -> index in found
    for (const FailureSignature& s : m_signatures.all()) {
        bool required = true;
        for (const QString& condition : s.requires_)
            required = required && context.holds(condition);
        if (!required)
            continue;
        Finding f;
        for (int i = 0; i < lines.size(); ++i) {
            const QString line = pastedLineText(lines.at(i));
            if (line.isEmpty())
                continue;
            for (const QRegularExpression& re : s.patterns) {
                const QRegularExpressionMatch m = re.match(line);
                if (!m.hasMatch())
                    continue;
                if (f.evidence.isEmpty() || f.evidence.constLast().line != i + 1)
                    f.evidence << Evidence{i + 1, line};
                for (const QString& name : re.namedCaptureGroups()) {
                    if (!name.isEmpty() && !m.captured(name).isEmpty() && !f.values.contains(name))
                        f.values.insert(name, m.captured(name).trimmed());
                }
            }
        }
        if (f.evidence.isEmpty())
            continue;
        f.signature = s.id;
        f.cause = s.cause;
        f.severity = s.severity;
        f.title = s.title;
        f.wantsRecommendation = s.advice == FailureSignature::Advice::Recommend;
        if (f.values.contains(QStringLiteral("sm")))
            f.values.insert(QStringLiteral("cc"), capabilityOfSm(f.values.value(QStringLiteral("sm"))));
        if (f.values.contains(QStringLiteral("cudaapi")))
            f.values.insert(QStringLiteral("driver_cuda"), cudaOfDriverApi(f.values.value(QStringLiteral("cudaapi"))));
        for (const QString& sentence : s.details) {
            bool complete = false;
            const QString text = filled(sentence, f.values, &complete);
            if (complete)
                f.details << text;
        }
        for (const FailureSignature::Fix& fix : s.fixes) {
            if (fix.when.isEmpty() || context.holds(fix.when)) {
                f.fix = fix.text;
                break;
            }
        }
        // Two signatures of one cause (the assertion and collect_env's lines) are one finding.
        if (byCause.contains(f.cause)) {
            Finding& first = found[byCause.value(f.cause)];
            for (const Evidence& e : std::as_const(f.evidence)) {
                if (!std::any_of(first.evidence.cbegin(), first.evidence.cend(),
                                 [&](const Evidence& x) { return x.line == e.line; }))
                    first.evidence << e;
            }
            std::sort(first.evidence.begin(), first.evidence.end(),
                      [](const Evidence& a, const Evidence& b) { return a.line < b.line; });
            for (auto it = f.values.cbegin(); it != f.values.cend(); ++it) {
                if (!first.values.contains(it.key()))
                    first.values.insert(it.key(), it.value());
            }
            for (const QString& d : std::as_const(f.details)) {
                if (!first.details.contains(d))
                    first.details << d;
            }
            continue;
        }
        byCause.insert(f.cause, found.size());
        found << f;
    }
    std::stable_sort(found.begin(), found.end(), [](const Finding& a, const Finding& b) {
        return a.evidence.first().line < b.evidence.first().line;
    });
    return found;
}

Diagnosis Diagnoser::diagnoseText(const QString& text, const QString& where) const
{
    Diagnosis d;
    d.where = where;
    const QStringList lines = text.split(QLatin1Char('\n'));
    d.torch = PastedTorchBuild::read(lines);
    const Result<PasteParser::Parsed> parsed = PasteParser().readText(text, where);
    QString hostDriver; // the NVIDIA driver the text states, with or without a GPU to attach it to
    if (parsed) {
        d.machine = parsed.value().info;
        d.machineRead = true;
        hostDriver = parsed.value().facts.value(QStringLiteral("nvidia_driver"));
    }
    addNamedGpus(d.machine, pastedGpuNames(lines));
    // A first pass with what the listings say; the GPUs the error lines name are then added and the
    // conditions judged again, so "a CPU build on a GPU machine" sees a GPU that only the warning names.
    QList<Finding> first = match(lines, d.machine, d.torch);
    addStatedHardware(d.machine, first);
    addDatabaseTargets(d.machine, m_options);
    d.findings = match(lines, d.machine, d.torch);
    completeTargets(d);
    // Versions alone can show a failure no error line shows: a driver too old for the build's CUDA.
    addDriverShortfall(d, lines, hostDriver);
    // A pasted pip log may carry an index URL with its password: the evidence never repeats it.
    Redactor redactor;
    redactor.learnText(text);
    for (Finding& f : d.findings) {
        for (Evidence& e : f.evidence)
            e.text = redactor.redact(e.text);
    }
    addRecommendation(d);
    return d;
}

std::optional<Finding> Diagnoser::classify(const QString& text, const QString& os, const QString& build) const
{
    SystemInfo machine;
    machine.os = os;
    PastedTorchBuild torch;
    torch.os = os;
    torch.build = build;
    const QList<Finding> found = match(text.split(QLatin1Char('\n')), machine, torch);
    if (found.isEmpty())
        return std::nullopt;
    return found.first();
}

void Diagnoser::addRecommendation(Diagnosis& d) const
{
    const bool wanted =
        std::any_of(d.findings.cbegin(), d.findings.cend(), [](const Finding& f) { return f.wantsRecommendation; });
    if (!wanted)
        return;
    SystemInfo machine = d.machine;
    if (machine.os.isEmpty())
        machine.os = d.torch.os;
    if (machine.python.isEmpty())
        machine.python = d.torch.python;
    if (machine.arch.isEmpty())
        machine.arch = d.torch.arch;
    if (gpuList(machine).isEmpty()) {
        d.notes << DiagnoseText::tr(
            "The text names no GPU, so no build is named here: run `torch-setup-cli recommend` on that "
            "computer, or paste its `nvidia-smi`, `rocminfo` or `lspci` output along with the error.");
        return;
    }
    if (machine.os.isEmpty()) {
        d.notes << DiagnoseText::tr(
            "The text does not say which operating system the computer runs, so no build is named "
            "here: add the output of `python -m torch.utils.collect_env` to it.");
        return;
    }
    QStringList assumed;
    if (machine.arch.isEmpty()) {
        machine.arch = machine.os == QLatin1String("macos") ? QStringLiteral("arm64") : QStringLiteral("x86_64");
        //: %1 is a CPU architecture such as x86_64 or arm64
        assumed << DiagnoseText::tr("the %1 architecture").arg(machine.arch);
    }
    if (machine.python.isEmpty()) {
        machine.python = QStringLiteral("3.12");
        //: %1 is a Python version such as 3.12
        assumed << DiagnoseText::tr("Python %1").arg(machine.python);
    }
    RecommendRequest request;
    request.system = machine;
    request.policy = m_options.policy;
    request.matrixFile = m_options.matrixFile;
    request.gpuDatabaseFile = m_options.gpuDatabaseFile;
    const Result<RecommendOutcome> outcome = recommendOffline(request);
    if (!outcome) {
        //: %1 is why no build fits (a clause)
        d.notes << DiagnoseText::tr("No PyTorch build fits the computer the text describes: %1").arg(outcome.message());
        return;
    }
    const Recommendation& r = outcome.value().recommendation;
    //: %1 is a list of GPU names, %2 a build such as cu128, %3 a torch version such as 2.9.0
    QString sentence = DiagnoseText::tr("For the computer in this text (%1), Torch Setup recommends %2 with torch %3.")
                           .arg(gpuList(machine), r.choice.platform, r.choice.torchVersion);
    if (!assumed.isEmpty())
        sentence +=
            //: %1 lists what is assumed, such as "the x86_64 architecture and Python 3.12"
            QLatin1Char(' ') + DiagnoseText::tr("The text does not say it, so this assumes %1.").arg(joinAnd(assumed));
    const QString pip =
        r.choice.pipCommand(machine.os == QLatin1String("windows") ? ShellStyle::Windows : ShellStyle::Posix);
    for (const Advice& w : r.warnings)
        //: %1 is a warning (a clause), %2 how to deal with it (a clause)
        d.notes << DiagnoseText::tr("About the recommended build: %1 (%2)").arg(w.message, w.fix);
    for (Finding& f : d.findings) {
        if (!f.wantsRecommendation)
            continue;
        // A driver too old is judged against the driver's version; without it the policy cannot say
        // which build that driver runs.
        if (f.cause == QLatin1String("driver_too_old")) {
            const bool driverKnown = std::any_of(machine.gpus.cbegin(), machine.gpus.cend(),
                                                 [](const GpuInfo& g) { return !g.driverVersion.isEmpty(); });
            if (!driverKnown)
                continue;
        }
        f.recommendation = sentence;
        f.pipCommand = pip;
    }
}

QJsonObject Diagnosis::toJson() const
{
    QJsonArray list;
    for (const Finding& f : findings)
        list.append(f.toJson());
    QJsonObject torchJson;
    const auto put = [&torchJson](const char* key, const QString& value) {
        if (!value.isEmpty())
            torchJson.insert(QLatin1String(key), value);
    };
    put("version", torch.version);
    put("build", torch.build);
    put("cuda_version", torch.cudaVersion);
    put("rocm_version", torch.rocmVersion);
    put("os", torch.os);
    put("python", torch.python);
    put("cuda_available", torch.cudaAvailable);
    QJsonObject o{
        {QStringLiteral("source"), where},
        {QStringLiteral("findings"), list},
        {QStringLiteral("torch"), torchJson},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
    };
    if (machineRead || !machine.gpus.isEmpty())
        o.insert(QStringLiteral("machine"), machine.toJson());
    return o;
}

QString Diagnosis::toText() const
{
    QString out;
    const QString read = [&]() {
        QStringList parts;
        if (!torch.describe().isEmpty())
            parts << torch.describe();
        const QString gpus = gpuList(machine);
        if (!gpus.isEmpty())
            parts << gpus;
        for (const GpuInfo& g : machine.gpus) {
            if (!g.driverVersion.isEmpty()) {
                //: %1 is a driver version such as 570.86
                parts << DiagnoseText::tr("driver %1").arg(g.driverVersion);
                break;
            }
        }
        const QString os = machine.os.isEmpty() ? torch.os : machine.os;
        if (!os.isEmpty())
            parts << os;
        return parts.join(QStringLiteral("; "));
    }();
    if (!read.isEmpty())
        //: %1 is a file, "standard input" or "the pasted text"; %2 a list of facts separated by semicolons, such as
        //: "torch 2.9.0, a CUDA 12.8 build; NVIDIA GeForce RTX 4090; driver 570.86; linux"
        out += DiagnoseText::tr("Read from %1: %2\n").arg(where, read);
    if (findings.isEmpty()) {
        out += DiagnoseText::tr("No known failure was found in this text.\n");
        out += DiagnoseText::tr(
            "If PyTorch still fails, send a support bundle made on that computer: torch-setup-cli report "
            "--venv DIR --output support.zip\n");
    } else {
        if (findings.size() == 1)
            out += DiagnoseText::tr("1 problem found:\n");
        else
            //: %n is the number of problems, 2 or more (one problem has its own sentence)
            out += DiagnoseText::tr("%n problems found, in the order the text shows them:\n", nullptr,
                                    int(findings.size()));
        int n = 0;
        for (const Finding& f : findings) {
            out += QStringLiteral("\n%1. [%2] %3\n").arg(++n).arg(FailureSignature::severityName(f.severity), f.title);
            for (const QString& d : f.details)
                out += QStringLiteral("   ") + d + QLatin1Char('\n');
            out += DiagnoseText::tr("   Seen at:\n");
            const int shown = std::min<int>(f.evidence.size(), 3);
            for (int i = 0; i < shown; ++i)
                //: %1 is a line number, %2 the text of that line, as pasted
                out += DiagnoseText::tr("     line %1: %2\n")
                           .arg(f.evidence.at(i).line)
                           .arg(f.evidence.at(i).text.left(160));
            if (const int more = int(f.evidence.size()) - shown; more == 1)
                out += DiagnoseText::tr("     and 1 more line\n");
            else if (more > 1)
                //: %n is the number of lines not shown, 2 or more (one line has its own sentence)
                out += DiagnoseText::tr("     and %n more lines\n", nullptr, more);
            //: %1 is what to do (a sentence)
            out += DiagnoseText::tr("   Fix: %1\n").arg(f.fix);
            if (!f.recommendation.isEmpty()) {
                out += QStringLiteral("   ") + f.recommendation + QLatin1Char('\n');
                out += QStringLiteral("     ") + f.pipCommand + QLatin1Char('\n');
            }
            //: %1 is a cause code such as no_kernel_image (not translated)
            out += DiagnoseText::tr("   (cause: %1)\n").arg(f.cause);
        }
    }
    for (const QString& note : notes)
        //: %1 is a note (a whole sentence)
        out += QStringLiteral("\n") + DiagnoseText::tr("Note: %1").arg(note) + QLatin1Char('\n');
    return out;
}

} // namespace ts
