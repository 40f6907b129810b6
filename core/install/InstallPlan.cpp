// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallPlan.h"

#include "download/UrlSafety.h"
#include "policy/PackageSpec.h"
#include "process/PythonStarts.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace ts {

namespace {

QStringList shownUrls(const QList<QUrl>& urls)
{
    QStringList out;
    for (const QUrl& u : urls)
        out << urlsafety::redacted(u);
    return out;
}

} // namespace

namespace {

// The project name a requirement starts with ("torch" of "torch[device-gfx1100]==2.9.1"); empty when none.
QString requirementName(const QString& requirement)
{
    static const QRegularExpression name(QStringLiteral("^\\s*([A-Za-z0-9][A-Za-z0-9._-]*)"));
    const QRegularExpressionMatch m = name.match(requirement);
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace

VenvInspector InstallPlan::inspectorFor(const QStringList& requirements, const CancelToken* cancel)
{
    VenvInspector::Options options;
    if (cancel)
        options.tryInterpreter = [cancel](const QString& interpreter) {
            return pythonStartFailure(interpreter, *cancel);
        };
    options.distributions = VenvInspector::defaultDistributions();
    for (const QString& r : requirements) {
        const QString name = requirementName(r);
        if (!name.isEmpty() && !options.distributions.contains(name))
            options.distributions << name;
    }
    return VenvInspector(options);
}

bool InstallPlan::isBuildName(const QString& name)
{
    static const QRegularExpression shape(
        QStringLiteral("^(cpu|xpu|mps|directml|ipex|therock|cu\\d+|rocm\\d+(\\.\\d+)*)$"));
    return shape.match(name).hasMatch();
}

bool InstallPlan::asksForTorch(const QStringList& requirements)
{
    return std::any_of(requirements.cbegin(), requirements.cend(), [](const QString& r) {
        return InstalledDistribution::normalizeName(requirementName(r)) == QLatin1String("torch");
    });
}

VenvChange InstallPlan::changeFor(const VenvState& state) const
{
    VenvChange change;
    if (!asksForTorch(requirements)) {
        change = VenvChange::decidePackages(state, requirements);
    } else {
        InstallChoice target = choice;
        target.packages = requirements;
        change = VenvChange::decide(state, target, GpuPresence::fromSystem(system, choice));
    }
    return reinstall ? change.asReinstall(state.directory.isEmpty() ? venv : state.directory) : change;
}

void InstallPlan::showChosenVersions()
{
    if (!files)
        return;
    const auto isFamily = [](const QString& normalized) {
        return normalized == QLatin1String("torch") || normalized == QLatin1String("torchvision") ||
               normalized == QLatin1String("torchaudio");
    };
    QStringList chosenRequirements = requirements;
    bool any = false;
    for (const PlannedFile& f : *files) {
        const QString project = InstalledDistribution::normalizeName(f.project);
        if (!isFamily(project) || f.version.isEmpty())
            continue;
        if (project == QLatin1String("torch"))
            choice.torchVersion = f.version;
        for (QString& r : chosenRequirements) {
            const Result<PackageSpec> spec = PackageSpec::parse(r);
            if (!spec || spec.value().marker || InstalledDistribution::normalizeName(spec.value().name) != project)
                continue;
            const QStringList& extras = spec.value().extras;
            r = spec.value().name +
                (extras.isEmpty() ? QString() : QLatin1Char('[') + extras.join(QLatin1Char(',')) + QLatin1Char(']')) +
                QStringLiteral("==") + f.version;
            any = true;
        }
    }
    if (!any)
        return;
    InstallPlan chosen = *this;
    chosen.requirements = chosenRequirements;
    change = chosen.changeFor(venvState);
}

QJsonObject InstallPlan::toJson() const
{
    QJsonObject env;
    for (auto it = choice.env.constBegin(); it != choice.env.constEnd(); ++it)
        env.insert(it.key(), it.value());
    return QJsonObject{
        {QStringLiteral("venv"), QDir::toNativeSeparators(venv)},
        {QStringLiteral("python"), python.toJson()},
        {QStringLiteral("portable_python"),
         portablePython
             ? QJsonValue(QJsonObject{{QStringLiteral("version"), portablePython->version},
                                      {QStringLiteral("archive"), portablePython->archiveName},
                                      {QStringLiteral("url"), urlsafety::redacted(portablePython->archiveUrl)},
                                      {QStringLiteral("target"), QDir::toNativeSeparators(portablePython->target)},
                                      {QStringLiteral("already_there"), portablePython->alreadyThere}})
             : QJsonValue()},
        {QStringLiteral("platform"), choice.platform},
        {QStringLiteral("torch_version"), choice.torchVersion},
        {QStringLiteral("policy_data"),
         QJsonObject{{QStringLiteral("version"), policyDataVersion}, {QStringLiteral("origin"), policyDataOrigin}}},
        {QStringLiteral("fallback_platforms"), QJsonArray::fromStringList(fallbackPlatforms)},
        {QStringLiteral("requirements"), QJsonArray::fromStringList(requirements)},
        {QStringLiteral("index_urls"), QJsonArray::fromStringList(shownUrls(indexUrls))},
        {QStringLiteral("find_links"), QJsonArray::fromStringList(findLinks)},
        {QStringLiteral("cache_dir"), QDir::toNativeSeparators(cacheDir)},
        {QStringLiteral("env"), env},
        {QStringLiteral("venv_state"), venvState.toJson()},
        {QStringLiteral("change"), change.toJson()},
        {QStringLiteral("files"), filesJson()},
        {QStringLiteral("resolution"), resolution.isEmpty() ? QJsonValue() : QJsonValue(resolution)},
        {QStringLiteral("disk"), diskJson()},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
    };
}

QJsonValue InstallPlan::filesJson() const
{
    if (!files)
        return QJsonValue();
    QJsonArray out;
    for (const PlannedFile& f : *files)
        out.append(f.toJson());
    return out;
}

std::pair<qint64, qint64> InstallPlan::fileBytes() const
{
    qint64 total = 0;
    qint64 download = 0;
    for (const PlannedFile& f : files.value_or(QList<PlannedFile>())) {
        total += std::max<qint64>(f.size, 0);
        if (!f.inCache)
            download += std::max<qint64>(f.size, 0);
    }
    return {total, download};
}

QJsonArray InstallPlan::diskJson() const
{
    QJsonArray out;
    for (const VolumeNeed& n : disk)
        out.append(n.toJson());
    return out;
}

QString InstallPlan::toText() const
{
    QString out;
    //: %1 is a folder
    out += InstallText::tr("Environment: %1").arg(QDir::toNativeSeparators(venv)) + QLatin1Char('\n');
    //: %1 is a Python version such as 3.12.7, %2 the interpreter's file
    out += InstallText::tr("Python: %1 (%2)").arg(python.version, QDir::toNativeSeparators(python.path)) +
           QLatin1Char('\n');
    if (portablePython && !portablePython->alreadyThere)
        //: %1 is a web address (credentials hidden)
        out += InstallText::tr("  a portable Python, downloaded from %1 and verified against the release's checksums")
                   .arg(urlsafety::redacted(portablePython->archiveUrl)) +
               QLatin1Char('\n');
    //: %1 is a build such as cu128, %2 a torch version such as 2.9.0
    out += InstallText::tr("Build: %1 (torch %2)").arg(choice.platform, choice.torchVersion) + QLatin1Char('\n');
    //: %1 is a list of package requirements such as "torch==2.9.0 torchvision==0.24.0"
    out += InstallText::tr("Packages: %1").arg(requirements.join(QLatin1Char(' '))) + QLatin1Char('\n');
    const QStringList indexes = shownUrls(indexUrls);
    //: %1 is a list of web addresses (credentials hidden)
    out += InstallText::tr("From: %1").arg(indexes.join(QStringLiteral(", "))) + QLatin1Char('\n');
    for (const QString& dir : findLinks)
        //: %1 is a folder
        out += InstallText::tr(
                   "Also from the folder: %1 (its files are installed unverified: no index gives their SHA-256)")
                   .arg(QDir::toNativeSeparators(dir)) +
               QLatin1Char('\n');
    out += QLatin1Char('\n') + change.summary + QLatin1Char('\n');
    for (const DistributionChange& d : change.distributions) {
        if (d.action != DistributionChange::Action::Keep)
            out += QStringLiteral("  - ") + d.describe() + QLatin1Char('\n');
    }
    if (files) {
        const QLocale c = QLocale::c();
        const auto size = [&c](qint64 n) {
            return n < 0 ? InstallText::tr("size unknown") : c.formattedDataSize(n, 1, QLocale::DataSizeSIFormat);
        };
        const auto [total, download] = fileBytes();
        //: %1 and %2 are sizes such as "2.1 GB" or "size unknown"
        out += InstallText::tr("Files (%1, %2 to download):").arg(size(total), size(download)) + QLatin1Char('\n');
        qsizetype nameWidth = 0;
        for (const PlannedFile& f : *files)
            nameWidth = std::max(nameWidth, f.fileName.size());
        for (const PlannedFile& f : *files)
            out += QStringLiteral("  %1  %2  %3\n")
                       .arg(f.fileName.leftJustified(nameWidth), size(f.size).rightJustified(9),
                            f.inCache ? InstallText::tr("in the cache") : f.source);
        if (!resolution.isEmpty())
            out += QStringLiteral("  (") + resolution + QStringLiteral(")\n");
    }
    if (!disk.isEmpty()) {
        const QLocale c = QLocale::c();
        out += InstallText::tr("Disk space:") + QLatin1Char('\n');
        for (const VolumeNeed& n : disk) {
            const QString needed = c.formattedDataSize(n.needed, 1, QLocale::DataSizeSIFormat);
            const QString uses = n.uses.join(QStringLiteral(", "));
            const QString available = n.available < 0 ? InstallText::tr("unknown")
                                                      : c.formattedDataSize(n.available, 1, QLocale::DataSizeSIFormat);
            //: %1 is a disk or folder, %2 and %4 sizes like "2.1 GB", %3 what the space is for
            out += (n.enough() ? InstallText::tr("  %1: needs about %2 (%3), %4 free")
                               //: %1 is a disk or folder, %2 and %4 sizes like "2.1 GB", %3 what the space is for
                               : InstallText::tr("  %1: needs about %2 (%3), %4 free - NOT ENOUGH"))
                       .arg(QDir::toNativeSeparators(n.root), needed, uses, available) +
                   QLatin1Char('\n');
        }
    }
    if (!choice.env.isEmpty()) {
        out += InstallText::tr("Variables set for this environment:") + QLatin1Char('\n');
        for (auto it = choice.env.constBegin(); it != choice.env.constEnd(); ++it)
            out += QStringLiteral("  %1=%2\n").arg(it.key(), it.value());
    }
    for (const QString& note : notes)
        //: %1 is a note (a whole sentence)
        out += InstallText::tr("Note: %1").arg(note) + QLatin1Char('\n');
    if (!change.warning.isEmpty())
        out += QStringLiteral("! ") + change.warning + QLatin1Char('\n');
    for (const QString& w : warnings)
        out += QStringLiteral("! ") + w + QLatin1Char('\n');
    return out;
}

} // namespace ts
