// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SupportReport.h"

#include "install/EnvironmentVerification.h"
#include "install/InstallLog.h"
#include "policy/OfflineRecommendation.h"
#include "process/ProcessRunner.h"
#include "process/PythonEnvironment.h"
#include "report/FaultReport.h"
#include "report/RelevantEnvironment.h"
#include "util/Redactor.h"
#include "util/Text.h"
#include "venv/VenvInspector.h"
#include "verify/Verifier.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace ts {

namespace {

Result<QString> pipFreezeOf(const QString& python)
{
    ProcessSpec spec;
    spec.program = python;
    spec.arguments = {QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("--isolated"),
                      QStringLiteral("freeze"), QStringLiteral("--all")};
    spec.environment = pythonEnvironment();
    spec.timeoutMs = 60000;
    spec.displayName = QStringLiteral("pip freeze");
    const ProcessOutcome o = ProcessRunner().run(spec);
    if (o.succeeded())
        return Result<QString>::ok(QString::fromUtf8(o.standardOutput));
    // No pip in the environment: the distributions Python itself knows.
    spec.arguments = {
        QStringLiteral("-c"),
        QStringLiteral("import importlib.metadata as m\n"
                       "for d in sorted(m.distributions(), key=lambda d: (d.metadata['Name'] or '').lower()):\n"
                       "    print(f\"{d.metadata['Name']}=={d.version}\")")};
    spec.displayName = QStringLiteral("python");
    const ProcessOutcome listed = ProcessRunner().run(spec);
    if (listed.succeeded())
        return Result<QString>::ok(QString::fromUtf8(listed.standardOutput));
    return Result<QString>::fail(ErrorKind::Failed, o.describe());
}

QJsonObject pipConfigJson(const PipConfig& config, const Redactor& redactor)
{
    QJsonArray files;
    for (const QString& f : config.files)
        files.append(QDir::toNativeSeparators(f));
    QJsonArray settings;
    for (const PipConfig::Setting& s : config.settings) {
        QJsonArray values;
        for (const QString& v : s.values)
            values.append(Redactor::isSecretName(s.key) ? QStringLiteral("****") : redactor.redact(v));
        settings.append(QJsonObject{{QStringLiteral("file"), QDir::toNativeSeparators(s.file)},
                                    {QStringLiteral("section"), s.section},
                                    {QStringLiteral("key"), s.key},
                                    {QStringLiteral("values"), values}});
    }
    return QJsonObject{{QStringLiteral("files"), files}, {QStringLiteral("settings"), settings}};
}

} // namespace

SupportReport SupportReport::gather(const SupportReportRequest& request, const CancelToken& cancel)
{
    SupportReport r;
    r.createdAt = QDateTime::currentDateTimeUtc();
    r.environment = request.environment;
    r.capture = MachineCapture::takeThisMachine();
    // The policy data in use decides the recommendation and explains the verification's failures.
    const PolicyData policy = request.policy ? *request.policy : PolicyData::builtIn();

    QString python = r.capture.system.python;
    if (!request.venv.isEmpty()) {
        r.venv = QDir::cleanPath(QDir(request.venv).absolutePath());
        const Result<VenvState> state = VenvInspector().inspect(r.venv);
        if (!state) {
            r.venvError = state.message();
        } else {
            r.venvState = state.value();
            if (!state.value().pythonMinor.isEmpty())
                python = state.value().pythonMinor;
            if (const Result<InstallManifest> m = InstallManifest::load(InstallManifest::pathIn(r.venv)))
                r.manifest = m.value();
            if (state.value().kind == VenvState::Kind::Venv && state.value().interpreterExists) {
                const Result<QString> freeze = pipFreezeOf(state.value().interpreter);
                if (freeze)
                    r.pipFreeze = freeze.value();
                else
                    r.pipFreezeError = freeze.message();
            }
            if (request.verify && !cancel.isCancelled()) {
                VerifyOptions options = verifyOptionsWith(policy);
                options.expect =
                    Verifier::expectationFor(r.capture.system, r.manifest ? r.manifest->platform : QString());
                const Result<VerificationReport> v = verifyEnvironmentAtRest(r.venv, options, cancel);
                if (v)
                    r.verification = v.value();
                else
                    r.verificationError = v.message();
            }
        }
    }

    RecommendRequest rec;
    rec.system = r.capture.system;
    rec.python = python;
    rec.policy = request.policy;
    r.policyDataVersion = policy.version;
    r.policyDataOrigin = policy.originName();
    r.policyBundle = policy.signedBundle;
    r.policySignature = policy.signature;
    const Result<RecommendOutcome> outcome = recommendOffline(rec);
    if (outcome)
        r.recommendation = outcome.value().recommendation;
    else
        r.recommendationError = outcome.message();

    r.pipConfig = PipConfig::read(request.environment, r.venv);
    // The install logs, and what a program said when it ended on a fault of its own.
    r.logFiles = InstallLog::recent(5) + FaultReport::recent(3);
    return r;
}

Redactor SupportReport::redactor() const
{
    Redactor r;
    r.learnEnvironment(environment);
    if (hideUser) {
        const QString home =
            environment.value(QStringLiteral("HOME"), environment.value(QStringLiteral("USERPROFILE")));
        const QString user = environment.value(QStringLiteral("USER"), environment.value(QStringLiteral("USERNAME")));
        r.setHideUser(QDir::cleanPath(home.isEmpty() ? QDir::homePath() : home), user);
    }
    for (const QString& file : pipConfig.files) {
        QFile f(file);
        if (f.open(QIODevice::ReadOnly))
            r.learnText(QString::fromUtf8(f.readAll()));
    }
    for (const PipConfig::Setting& s : pipConfig.settings) {
        if (Redactor::isSecretName(s.key)) {
            for (const QString& v : s.values)
                r.learnSecret(v);
        }
    }
    return r;
}

QJsonObject SupportReport::toJson(const Redactor& redactor) const
{
    QJsonObject o{{QStringLiteral("format"), QStringLiteral("torch-setup-report")},
                  {QStringLiteral("format_version"), kFormatVersion},
                  {QStringLiteral("tool_version"), QStringLiteral(TORCH_SETUP_VERSION)},
                  {QStringLiteral("created_at"), createdAt.toString(Qt::ISODate)},
                  {QStringLiteral("policy_data"), QJsonObject{{QStringLiteral("version"), policyDataVersion.toString()},
                                                              {QStringLiteral("origin"), policyDataOrigin}}},
                  {QStringLiteral("system"), capture.system.toJson()}};
    if (recommendation)
        o.insert(QStringLiteral("recommendation"), recommendation->toJson());
    else
        o.insert(QStringLiteral("recommendation_error"), recommendationError);
    if (!venv.isEmpty()) {
        QJsonObject v{{QStringLiteral("path"), QDir::toNativeSeparators(venv)}};
        if (venvState)
            v.insert(QStringLiteral("state"), venvState->toJson());
        else
            v.insert(QStringLiteral("error"), venvError);
        v.insert(QStringLiteral("manifest"), manifest ? QJsonValue(manifest->toJson()) : QJsonValue());
        v.insert(QStringLiteral("pip_freeze"),
                 QJsonArray::fromStringList(pipFreeze.split(QLatin1Char('\n'), Qt::SkipEmptyParts)));
        if (!pipFreezeError.isEmpty())
            v.insert(QStringLiteral("pip_freeze_error"), pipFreezeError);
        if (verification)
            v.insert(QStringLiteral("verification"), verification->toJson());
        else if (!verificationError.isEmpty())
            v.insert(QStringLiteral("verification_error"), verificationError);
        o.insert(QStringLiteral("venv"), v);
    }
    o.insert(QStringLiteral("environment"), relevantenv::collect(environment, redactor));
    o.insert(QStringLiteral("pip_config"), pipConfigJson(pipConfig, redactor));
    QJsonArray logs;
    for (const QString& f : logFiles)
        logs.append(QStringLiteral("logs/") + QFileInfo(f).fileName());
    o.insert(QStringLiteral("logs"), logs);
    // One more pass: nothing learnt as a secret leaves in any field.
    return QJsonDocument::fromJson(redactor.redact(QString::fromUtf8(QJsonDocument(o).toJson())).toUtf8()).object();
}

QString SupportReport::toText(const Redactor& redactor) const
{
    QString out;
    const auto section = [&out](const QString& title) { out += QStringLiteral("\n== ") + title + QLatin1Char('\n'); };
    //: %1 is the program's version, %2 a date and time
    out += ReportText::tr("Torch Setup %1 support report, %2")
               .arg(QStringLiteral(TORCH_SETUP_VERSION), createdAt.toString(Qt::ISODate)) +
           QLatin1Char('\n');
    //: %1 is the policy data's version such as 2026-11-27.1, %2 "built-in" or "update"
    out +=
        ReportText::tr("Policy data: %1 (%2)").arg(policyDataVersion.toString(), policyDataOrigin) + QLatin1Char('\n');

    const SystemInfo& s = capture.system;
    section(ReportText::tr("This computer"));
    //: %1 is the operating system, %2 its version, %3 the CPU architecture
    out += ReportText::tr("OS: %1 %2 (%3)").arg(s.os, s.osVersion, s.arch) + QLatin1Char('\n');
    //: %1 is the CPU's name, such as "AMD Ryzen 9 7950X"
    out += ReportText::tr("CPU: %1").arg(s.cpu) + QLatin1Char('\n');
    //: %1 is a Python version, %2 the interpreter's path
    out += ReportText::tr("Python: %1 %2").arg(s.python, QDir::toNativeSeparators(s.pythonPath)) + QLatin1Char('\n');
    if (s.gpus.isEmpty())
        out += ReportText::tr("GPUs: none found") + QLatin1Char('\n');
    for (qsizetype i = 0; i < s.gpus.size(); ++i) {
        const GpuInfo& g = s.gpus.at(i);
        QStringList facts{QStringLiteral("%1:%2").arg(g.vendorId, g.deviceId)};
        if (!g.driverVersion.isEmpty())
            //: %1 is a driver version such as 580.95.05
            facts << ReportText::tr("driver %1").arg(g.driverVersion);
        if (!g.kernelDriver.isEmpty())
            //: %1 is a kernel driver's name such as nvidia or amdgpu
            facts << ReportText::tr("kernel driver %1").arg(g.kernelDriver);
        if (g.memoryMib >= 0)
            //: %1 is an amount of memory (a number)
            facts << ReportText::tr("%1 MiB").arg(g.memoryMib);
        if (!g.computeCapability.isEmpty())
            //: %1 is a number such as 8.9
            facts << ReportText::tr("compute capability %1").arg(g.computeCapability);
        if (!g.gfxTarget.isEmpty())
            facts << g.gfxTarget;
        if (g.integrated)
            facts << (*g.integrated ? ReportText::tr("integrated") : ReportText::tr("discrete"));
        if (g.usable && !*g.usable)
            //: %1 is why the GPU cannot be used (a clause)
            facts << ReportText::tr("not usable: %1").arg(g.unusableReason);
        //: separates the facts about one GPU: "10de:2684, driver 580.95.05, 24564 MiB"
        const QString separator = ReportText::tr(", ");
        //: %1 is the GPU's number, %2 its name, %3 facts about it
        out += ReportText::tr("GPU %1: %2 (%3)").arg(i).arg(g.name, facts.join(separator)) + QLatin1Char('\n');
    }
    if (s.kfdPresent)
        //: %1 is "present, accessible", "present, not accessible" or "absent"
        out += ReportText::tr("/dev/kfd: %1")
                   .arg(*s.kfdPresent ? (s.kfdAccessible.value_or(false) ? ReportText::tr("present, accessible")
                                                                         : ReportText::tr("present, not accessible"))
                                      : ReportText::tr("absent")) +
               QLatin1Char('\n');

    section(ReportText::tr("Recommendation"));
    out += recommendation ? recommendation->toText()
                          //: %1 is why there is no recommendation (an error message)
                          : ReportText::tr("none: %1").arg(recommendationError) + QLatin1Char('\n');

    if (!venv.isEmpty()) {
        //: a section's title; %1 is a folder
        section(ReportText::tr("Environment %1").arg(QDir::toNativeSeparators(venv)));
        if (!venvState) {
            out += venvError + QLatin1Char('\n');
        } else {
            //: %1 is the kind of environment, %2 a Python version, %3 the interpreter's path
            out += ReportText::tr("Kind: %1; Python %2; interpreter %3")
                       .arg(VenvState::kindName(venvState->kind), venvState->pythonVersion,
                            QDir::toNativeSeparators(venvState->interpreter)) +
                   QLatin1Char('\n');
            //: %1 is torch with its version and build, such as "torch 2.9.0 (PyPI's CUDA build)", or "not installed"
            out += ReportText::tr("torch: %1")
                       .arg(venvState->torch ? venvState->torch->describe()
                            : venvState->includeSystemSitePackages
                                ? ReportText::tr(
                                      "not installed in the environment itself (it also sees the system's packages)")
                                : ReportText::tr("not installed")) +
                   QLatin1Char('\n');
            if (manifest)
                //: %1 is a version, %2 a date, %3 a build such as cu128, %4 an index URL
                out += ReportText::tr("Installed by Torch Setup %1 on %2: the %3 build from %4")
                           .arg(manifest->toolVersion, manifest->installedAt.toString(Qt::ISODate), manifest->platform,
                                manifest->indexUrl) +
                       QLatin1Char('\n');
            out += ReportText::tr("Packages (pip freeze):") + QLatin1Char('\n');
            for (const QString& line : pipFreeze.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                out += QStringLiteral("  ") + line + QLatin1Char('\n');
            if (!pipFreezeError.isEmpty())
                out += QStringLiteral("  ") + pipFreezeError + QLatin1Char('\n');
        }
        section(ReportText::tr("Verification"));
        out += verification
                   ? verification->toText()
                   : (verificationError.isEmpty() ? ReportText::tr("not run") : verificationError) + QLatin1Char('\n');
    }

    section(ReportText::tr("Settings that change installs"));
    const QJsonObject env = relevantenv::collect(environment, redactor);
    for (auto it = env.constBegin(); it != env.constEnd(); ++it)
        out += QStringLiteral("%1=%2\n").arg(it.key(), it.value().toString());
    section(ReportText::tr("pip's configuration"));
    if (pipConfig.files.isEmpty())
        out += ReportText::tr("no configuration file") + QLatin1Char('\n');
    for (const PipConfig::Setting& st : pipConfig.settings)
        out += QStringLiteral("%1 [%2] %3 = %4\n")
                   .arg(QDir::toNativeSeparators(st.file), st.section, st.key,
                        Redactor::isSecretName(st.key) ? QStringLiteral("****") : st.values.join(QLatin1Char(' ')));
    section(ReportText::tr("Logs"));
    for (const QString& f : logFiles)
        out += QStringLiteral("logs/") + QFileInfo(f).fileName() + QLatin1Char('\n');
    if (logFiles.isEmpty())
        out += ReportText::tr("none") + QLatin1Char('\n');
    return redactor.redact(out);
}

} // namespace ts
