// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/VenvState.h"

#include "system/Platform.h"
#include "system/Version.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace ts {

namespace {

bool sameName(QStringView a, QStringView b)
{
    return InstalledDistribution::normalizeName(a) == InstalledDistribution::normalizeName(b);
}

bool installed(const QList<InstalledDistribution>& distributions, QStringView name)
{
    return std::any_of(distributions.cbegin(), distributions.cend(),
                       [name](const InstalledDistribution& d) { return sameName(d.name, name); });
}

// "cu124" -> "12.4", "cu130" -> "13.0", "cu92" -> "9.2": the last digit is the minor release.
QString cudaReleaseOfTag(const QString& digits)
{
    return digits.chopped(1) + QLatin1Char('.') + digits.right(1);
}

// "12.4.127" -> "12.4"
QString majorMinor(const QString& version)
{
    const QStringList parts = version.split(QLatin1Char('.'));
    return parts.size() >= 2 ? parts.at(0) + QLatin1Char('.') + parts.at(1) : QString();
}

// Whether a requirement's environment marker may apply on os/arch. Only a conjunction of
// platform_system, sys_platform and platform_machine equalities is read, which is what torch writes
// ("platform_system == \"Linux\" and platform_machine == \"x86_64\""); anything else applies.
bool markerMayApply(const QString& marker, const QString& os, const QString& arch)
{
    if (marker.contains(QLatin1String(" or "), Qt::CaseInsensitive))
        return true;
    static const QRegularExpression clause(
        QStringLiteral(R"((platform_system|sys_platform|platform_machine)\s*==\s*["']([^"']*)["'])"));
    static const QMap<QString, QString> systems{
        {QStringLiteral("Linux"), QStringLiteral("linux")},   {QStringLiteral("Windows"), QStringLiteral("windows")},
        {QStringLiteral("Darwin"), QStringLiteral("macos")},  {QStringLiteral("linux"), QStringLiteral("linux")},
        {QStringLiteral("win32"), QStringLiteral("windows")}, {QStringLiteral("darwin"), QStringLiteral("macos")}};
    for (auto it = clause.globalMatch(marker); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(1) == QLatin1String("platform_machine")) {
            const QString want = platform::normalizeArch(m.captured(2));
            if (!want.isEmpty() && !arch.isEmpty() && want != arch)
                return false;
        } else if (systems.contains(m.captured(2)) && !os.isEmpty() && systems.value(m.captured(2)) != os) {
            return false;
        }
    }
    return true;
}

struct CudaRequirement
{
    bool found = false;
    QString release; // "12.4"; empty when the requirement pins no version
};

// torch's CUDA runtime requirement that applies here, or an installed CUDA runtime.
CudaRequirement cudaRuntime(const InstalledDistribution& torch, const QList<InstalledDistribution>& others,
                            const QString& os, const QString& arch)
{
    static const QRegularExpression runtime(QStringLiteral("^nvidia-cuda-runtime(?:-cu\\d+)?$"));
    static const QRegularExpression requirement(QStringLiteral(
        R"(^\s*([A-Za-z0-9._-]+)\s*(?:\[[^\]]*\])?\s*\(?\s*(?:===?\s*([0-9][0-9.]*))?[^;]*(?:;(.*))?$)"));
    CudaRequirement found;
    for (const QString& line : torch.requirements) {
        const QRegularExpressionMatch m = requirement.match(line);
        if (!m.hasMatch() || !runtime.match(InstalledDistribution::normalizeName(m.captured(1))).hasMatch())
            continue;
        if (!markerMayApply(m.captured(3), os, arch))
            continue;
        found.found = true;
        found.release = majorMinor(m.captured(2));
        if (!found.release.isEmpty())
            return found;
    }
    for (const InstalledDistribution& d : others) {
        if (runtime.match(InstalledDistribution::normalizeName(d.name)).hasMatch()) {
            found.found = true;
            if (found.release.isEmpty())
                found.release = majorMinor(d.publicVersion());
        }
    }
    return found;
}

} // namespace

QString InstalledDistribution::publicVersion() const
{
    const qsizetype plus = version.indexOf(QLatin1Char('+'));
    return plus < 0 ? version : version.left(plus);
}

QString InstalledDistribution::localTag() const
{
    const qsizetype plus = version.indexOf(QLatin1Char('+'));
    return plus < 0 ? QString() : version.mid(plus + 1);
}

QString InstalledDistribution::normalizeName(QStringView name)
{
    QString out;
    out.reserve(name.size());
    bool inRun = false;
    for (const QChar c : name.trimmed()) {
        if (c == QLatin1Char('-') || c == QLatin1Char('_') || c == QLatin1Char('.')) {
            if (!inRun)
                out += QLatin1Char('-');
            inRun = true;
            continue;
        }
        inRun = false;
        out += c.toLower();
    }
    return out;
}

std::optional<InstalledDistribution> InstalledDistribution::fromMetadata(const QByteArray& text)
{
    InstalledDistribution d;
    QString field;
    QString value;
    // Stores the field collected so far; only the three we use are kept.
    auto flush = [&d, &field, &value] {
        const QString key = field.toLower();
        const QString v = value.trimmed();
        if (key == QLatin1String("name") && d.name.isEmpty())
            d.name = v;
        else if (key == QLatin1String("version") && d.version.isEmpty())
            d.version = v;
        else if (key == QLatin1String("requires-dist") && !v.isEmpty())
            d.requirements << v;
        field.clear();
        value.clear();
    };
    const QList<QByteArray> lines = text.split('\n');
    for (QByteArray line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            break; // the header ends here; the description follows
        if (line.startsWith(' ') || line.startsWith('\t')) {
            if (!field.isEmpty())
                value += QLatin1Char(' ') + QString::fromUtf8(line).trimmed();
            continue;
        }
        flush();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue; // not a field; METADATA readers skip such lines too
        field = QString::fromUtf8(line.left(colon)).trimmed();
        value = QString::fromUtf8(line.mid(colon + 1));
    }
    flush();
    if (d.name.isEmpty() || d.version.isEmpty())
        return std::nullopt;
    return d;
}

bool TorchBuild::isCpuOnly() const
{
    return variant == QLatin1String("cpu");
}

QString TorchBuild::describe() const
{
    const QString torch = QStringLiteral("torch %1").arg(version);
    if (variant == QLatin1String("directml"))
        //: %1 is a package with its version, such as "torch 2.9.0"
        return InstallText::tr("%1 with torch-directml").arg(torch);
    if (variant == QLatin1String("ipex"))
        //: %1 is a package with its version, such as "torch 2.9.0"
        return InstallText::tr("%1 with intel-extension-for-pytorch").arg(torch);
    if (!pypiDefault)
        return torch;
    if (!cudaRelease.isEmpty())
        //: %1 is a package with its version, such as "torch 2.9.0"; %2 a CUDA version such as 12.8
        return InstallText::tr("%1 (PyPI's CUDA %2 build)").arg(torch, cudaRelease);
    if (variant == QLatin1String("cuda"))
        //: %1 is a package with its version, such as "torch 2.9.0"
        return InstallText::tr("%1 (PyPI's CUDA build)").arg(torch);
    if (variant == QLatin1String("mps"))
        //: %1 is a package with its version, such as "torch 2.9.0"
        return InstallText::tr("%1 (PyPI's build for Apple silicon)").arg(torch);
    //: %1 is a package with its version, such as "torch 2.9.0"
    return InstallText::tr("%1 (PyPI's CPU build)").arg(torch);
}

QJsonObject TorchBuild::toJson() const
{
    QJsonObject o{{QStringLiteral("version"), version},          {QStringLiteral("public_version"), publicVersion},
                  {QStringLiteral("local_tag"), localTag},       {QStringLiteral("variant"), variant},
                  {QStringLiteral("pypi_default"), pypiDefault}, {QStringLiteral("cpu_only"), isCpuOnly()}};
    if (!cudaRelease.isEmpty())
        o.insert(QStringLiteral("cuda"), cudaRelease);
    if (!rocmRelease.isEmpty())
        o.insert(QStringLiteral("rocm"), rocmRelease);
    return o;
}

TorchBuild TorchBuild::fromInstalled(const InstalledDistribution& torch, const QList<InstalledDistribution>& others,
                                     const QString& os, const QString& arch)
{
    TorchBuild b;
    b.version = torch.version;
    b.publicVersion = torch.publicVersion();
    b.localTag = torch.localTag();

    static const QRegularExpression cudaTag(QStringLiteral("^cu(\\d{2,3})$"));
    // "rocm6.2.4", "rocm6.4.1.git1ded221d", "rocm7.10.0a20251120", "rocm7.0.0rc20250707"
    static const QRegularExpression rocmTag(QStringLiteral("^rocm(\\d+(?:\\.\\d+)*)(.*)$"));
    static const QRegularExpression preRelease(QStringLiteral("^(?:a|b|rc|dev|\\.dev)\\d*"));
    const QString tag = b.localTag.toLower();

    if (tag.isEmpty()) {
        b.pypiDefault = true;
        if (os == QLatin1String("macos")) {
            b.variant = QStringLiteral("mps");
        } else if (os == QLatin1String("linux")) {
            const CudaRequirement cuda = cudaRuntime(torch, others, os, arch);
            if (!cuda.found) {
                b.variant = QStringLiteral("cpu");
            } else if (cuda.release.isEmpty()) {
                b.variant = QStringLiteral("cuda");
            } else {
                b.cudaRelease = cuda.release;
                b.variant = QStringLiteral("cu") + QString(cuda.release).remove(QLatin1Char('.'));
            }
        } else {
            b.variant = QStringLiteral("cpu");
        }
    } else if (tag == QLatin1String("cpu") || tag == QLatin1String("xpu")) {
        b.variant = tag;
    } else if (const auto m = cudaTag.match(tag); m.hasMatch()) {
        b.variant = tag;
        b.cudaRelease = cudaReleaseOfTag(m.captured(1));
    } else if (tag.startsWith(QLatin1String("rocmsdk"))) {
        b.variant = QStringLiteral("therock");
    } else if (const auto r = rocmTag.match(tag); r.hasMatch()) {
        const QString release = r.captured(1);
        const QString suffix = r.captured(2);
        const std::optional<Version> v = Version::parse(release);
        const bool theRock = (v && (v->majorPart() > 7 || (v->majorPart() == 7 && v->minorPart() >= 9))) ||
                             preRelease.match(suffix).hasMatch();
        b.rocmRelease = release;
        if (theRock)
            b.variant = QStringLiteral("therock");
        else if (suffix.isEmpty() || suffix.startsWith(QLatin1String(".git")))
            b.variant = QStringLiteral("rocm") + release;
    }

    // The two extensions run on a CPU build of torch and bring their own way to the GPU.
    if (b.variant == QLatin1String("cpu")) {
        if (installed(others, u"torch-directml"))
            b.variant = QStringLiteral("directml");
        else if (installed(others, u"intel-extension-for-pytorch"))
            b.variant = QStringLiteral("ipex");
    }
    return b;
}

QString VenvLayout::scriptsPath(const QString& venv, const QString& os)
{
    return venv + (os == QLatin1String("windows") ? QStringLiteral("/Scripts") : QStringLiteral("/bin"));
}

QString VenvLayout::interpreterPath(const QString& venv, const QString& os)
{
    return scriptsPath(venv, os) +
           (os == QLatin1String("windows") ? QStringLiteral("/python.exe") : QStringLiteral("/python"));
}

QString VenvLayout::sitePackages(const QString& venv, const QString& os, const QString& minor)
{
    if (os == QLatin1String("windows"))
        return venv + QStringLiteral("/Lib/site-packages");
    return venv + QStringLiteral("/lib/python%1/site-packages").arg(minor);
}

QString VenvLayout::configPath(const QString& venv)
{
    return venv + QStringLiteral("/pyvenv.cfg");
}

const InstalledDistribution* VenvState::distribution(QStringView name) const
{
    for (const InstalledDistribution& d : distributions) {
        if (sameName(d.name, name))
            return &d;
    }
    return nullptr;
}

QString VenvState::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Missing:
        return QStringLiteral("missing");
    case Kind::Empty:
        return QStringLiteral("empty");
    case Kind::Venv:
        return QStringLiteral("venv");
    }
    return {};
}

QJsonObject VenvState::toJson() const
{
    QJsonObject o{{QStringLiteral("directory"), QDir::toNativeSeparators(directory)},
                  {QStringLiteral("kind"), kindName(kind)}};
    if (kind != Kind::Venv)
        return o;
    QJsonArray dists;
    for (const InstalledDistribution& d : distributions)
        dists.append(QJsonObject{{QStringLiteral("name"), d.name}, {QStringLiteral("version"), d.version}});
    o.insert(QStringLiteral("config"), QDir::toNativeSeparators(configPath));
    o.insert(QStringLiteral("home"), home);
    o.insert(QStringLiteral("base_executable"), baseExecutable);
    o.insert(QStringLiteral("python_version"), pythonVersion);
    o.insert(QStringLiteral("python_minor"), pythonMinor);
    o.insert(QStringLiteral("include_system_site_packages"), includeSystemSitePackages);
    o.insert(QStringLiteral("base_exists"), baseExists);
    o.insert(QStringLiteral("windows_layout"), windowsLayout);
    o.insert(QStringLiteral("interpreter"), QDir::toNativeSeparators(interpreter));
    o.insert(QStringLiteral("interpreter_exists"), interpreterExists);
    if (!interpreterFailure.isEmpty())
        o.insert(QStringLiteral("interpreter_failure"), interpreterFailure);
    o.insert(QStringLiteral("site_packages"), QDir::toNativeSeparators(sitePackages));
    o.insert(QStringLiteral("broken"), isBroken());
    o.insert(QStringLiteral("distributions"), dists);
    if (torch)
        o.insert(QStringLiteral("torch"), torch->toJson());
    return o;
}

} // namespace ts
