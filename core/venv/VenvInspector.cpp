// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/VenvInspector.h"

#include "system/Platform.h"
#include "system/Version.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

namespace ts {

namespace {

// pyvenv.cfg is a few hundred bytes and METADATA a few dozen kilobytes; anything far larger is not
// what its name says.
constexpr qint64 kMaxConfigBytes = 1 << 20;
constexpr qint64 kMaxMetadataBytes = 16 << 20;

QString shown(const QString& path)
{
    return QDir::toNativeSeparators(path);
}

struct VenvConfig
{
    QString home;
    QString executable;
    QString version;
    QString versionInfo;
    bool includeSystemSitePackages = false;
};

Result<VenvConfig> readConfig(const QString& path)
{
    auto unreadable = [&path](const QString& why) {
        return Result<VenvConfig>::fail(
            ErrorKind::BadInput,
            //: %1 is a file
            InstallText::tr(
                "The environment's configuration file %1 could not be read. Check that it is a readable text "
                "file, or choose an empty or new folder for the environment.")
                .arg(shown(path)),
            why);
    };
    QFile f(path);
    if (QFileInfo(path).isDir())
        return unreadable(QStringLiteral("%1 is a folder").arg(path));
    if (!f.open(QIODevice::ReadOnly))
        return unreadable(f.errorString());
    const QByteArray bytes = f.read(kMaxConfigBytes + 1);
    if (bytes.size() > kMaxConfigBytes)
        return unreadable(QStringLiteral("larger than %1 bytes").arg(kMaxConfigBytes));
    if (bytes.contains('\0'))
        return unreadable(QStringLiteral("binary content (a NUL byte)"));
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8.decode(bytes);
    if (utf8.hasError())
        return unreadable(QStringLiteral("not UTF-8 text"));

    VenvConfig c;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq < 0)
            continue;
        const QString key = line.left(eq).trimmed().toLower();
        const QString value = line.mid(eq + 1).trimmed();
        if (key == QLatin1String("home"))
            c.home = value;
        else if (key == QLatin1String("base-executable") ||
                 (key == QLatin1String("executable") && c.executable.isEmpty()))
            c.executable = value;
        else if (key == QLatin1String("version"))
            c.version = value;
        else if (key == QLatin1String("version_info"))
            c.versionInfo = value;
        else if (key == QLatin1String("include-system-site-packages"))
            c.includeSystemSitePackages = value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
    }
    return Result<VenvConfig>::ok(c);
}

bool isExecutableFile(const QString& path)
{
    const QFileInfo fi(path);
    return fi.isFile() && fi.isExecutable();
}

bool baseInterpreterExists(const VenvConfig& c, const QString& minor, bool windows)
{
    if (!c.executable.isEmpty())
        return isExecutableFile(c.executable);
    if (c.home.isEmpty())
        return false;
    QStringList names;
    if (windows)
        names << QStringLiteral("python.exe");
    else if (!minor.isEmpty())
        names << QStringLiteral("python") + minor << QStringLiteral("python") + minor + QLatin1Char('t');
    names << QStringLiteral("python3") << QStringLiteral("python");
    const auto there = [&c](const QString& n) { return isExecutableFile(c.home + QLatin1Char('/') + n); };
    if (windows || minor.isEmpty())
        return std::any_of(names.cbegin(), names.cend(), there);
    if (there(names.at(0)) || there(names.at(1)))
        return true;
    // No python3.X there: after a system upgrade (3.12 to 3.13) python3 in the same folder is another
    // Python, which cannot run what the environment holds for the old one. A python3 whose real name
    // says no version (a folder that has only python3) is taken as the one.
    for (const QString& n : {QStringLiteral("python3"), QStringLiteral("python")}) {
        if (!there(n))
            continue;
        static const QRegularExpression versioned(QStringLiteral("^python(3\\.\\d+)t?$"));
        const auto m =
            versioned.match(QFileInfo(QFileInfo(c.home + QLatin1Char('/') + n).canonicalFilePath()).fileName());
        return !m.hasMatch() || m.captured(1) == minor;
    }
    return false;
}

// lib/python<minor>/site-packages; failing that, the newest lib/python3.*/site-packages there is.
QString findSitePackages(const QString& venv, bool windows, const QString& minor)
{
    if (windows) {
        const QString p = VenvLayout::sitePackages(venv, QStringLiteral("windows"), minor);
        return QFileInfo(p).isDir() ? p : QString();
    }
    if (!minor.isEmpty()) {
        const QString p = VenvLayout::sitePackages(venv, QStringLiteral("linux"), minor);
        if (QFileInfo(p).isDir())
            return p;
    }
    QString best;
    Version bestVersion;
    const QStringList libs = QDir(venv + QStringLiteral("/lib")).entryList({QStringLiteral("python3*")}, QDir::Dirs);
    for (const QString& name : libs) {
        const QString p = venv + QStringLiteral("/lib/") + name + QStringLiteral("/site-packages");
        if (!QFileInfo(p).isDir())
            continue;
        QString number = name.mid(6); // "3.13t" -> "3.13"
        while (!number.isEmpty() && !number.back().isDigit())
            number.chop(1);
        const Version v = Version::parse(number).value_or(Version());
        if (best.isEmpty() || bestVersion < v) {
            best = p;
            bestVersion = v;
        }
    }
    return best;
}

QByteArray readSmallFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(kMaxMetadataBytes);
}

} // namespace

VenvInspector::VenvInspector() : VenvInspector(Options()) {}

VenvInspector::VenvInspector(Options options) : m_options(std::move(options))
{
    if (m_options.os.isEmpty())
        m_options.os = platform::currentOs();
    if (m_options.arch.isEmpty())
        m_options.arch = platform::currentArch();
    const QStringList names = m_options.distributions.isEmpty() ? defaultDistributions() : m_options.distributions;
    for (const QString& n : names) {
        if (n.endsWith(QLatin1Char('*')))
            m_prefixes << InstalledDistribution::normalizeName(QStringView(n).chopped(1));
        else
            m_exact << InstalledDistribution::normalizeName(n);
    }
}

QStringList VenvInspector::defaultDistributions()
{
    return {QStringLiteral("torch"),
            QStringLiteral("torchvision"),
            QStringLiteral("torchaudio"),
            QStringLiteral("triton"),
            QStringLiteral("pytorch-triton"),
            QStringLiteral("pytorch-triton-rocm"),
            QStringLiteral("pytorch-triton-xpu"),
            QStringLiteral("triton-windows"),
            QStringLiteral("nvidia-*"),
            QStringLiteral("rocm"),
            QStringLiteral("rocm-sdk-*"),
            QStringLiteral("torch-directml"),
            QStringLiteral("intel-extension-for-pytorch"),
            QStringLiteral("numpy"),
            QStringLiteral("pip")};
}

bool VenvInspector::wanted(const QString& normalizedName) const
{
    if (m_exact.contains(normalizedName))
        return true;
    return std::any_of(m_prefixes.cbegin(), m_prefixes.cend(),
                       [&normalizedName](const QString& p) { return normalizedName.startsWith(p); });
}

Result<VenvState> VenvInspector::inspect(const QString& directory) const
{
    VenvState s;
    const QFileInfo dirInfo(directory);
    s.directory = QDir::cleanPath(dirInfo.absoluteFilePath());
    if (!dirInfo.exists()) {
        s.kind = VenvState::Kind::Missing;
        return Result<VenvState>::ok(s);
    }
    if (!dirInfo.isDir())
        return Result<VenvState>::fail(
            //: %1 is the path given for the environment
            ErrorKind::BadInput, InstallText::tr("%1 is a file, not a folder. Choose an empty or new folder for the "
                                                 "environment.")
                                     .arg(shown(s.directory)));

    s.configPath = VenvLayout::configPath(s.directory);
    if (!QFileInfo::exists(s.configPath)) {
        const QDir dir(s.directory);
        if (!dirInfo.isReadable())
            return Result<VenvState>::fail(
                ErrorKind::BadInput, InstallText::tr("The folder %1 cannot be read, so it is not known what it holds. "
                                                     "Choose an empty or new folder for the environment.")
                                         .arg(shown(s.directory)));
        QStringList entries =
            dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
        if (entries.isEmpty()) {
            s.kind = VenvState::Kind::Empty;
            s.configPath.clear();
            return Result<VenvState>::ok(s);
        }
        QStringList examples = entries.mid(0, 3);
        if (entries.size() > examples.size())
            examples << InstallText::tr("others");
        return Result<VenvState>::fail(
            ErrorKind::BadInput,
            //: %1 is a folder, %2 a list of up to three file or folder names, perhaps followed by "others"
            InstallText::tr(
                "The folder %1 is not empty (it holds %2) and is not a Python virtual environment, as it has no "
                "pyvenv.cfg. Choose an empty or new folder for the environment, so that nothing in it is mixed "
                "with or overwritten by the installation.")
                .arg(shown(s.directory), QLocale().createSeparatedList(examples)),
            entries.mid(0, 50).join(QLatin1Char('\n')));
    }

    const Result<VenvConfig> config = readConfig(s.configPath);
    if (!config)
        return config.forward<VenvState>();
    const VenvConfig& c = config.value();
    s.kind = VenvState::Kind::Venv;
    s.home = c.home;
    s.baseExecutable = c.executable;
    s.includeSystemSitePackages = c.includeSystemSitePackages;
    if (!c.version.isEmpty()) {
        s.pythonVersion = c.version;
    } else if (!c.versionInfo.isEmpty()) {
        // virtualenv writes "3.13.5.final.0": the release is the first three parts.
        s.pythonVersion = c.versionInfo.split(QLatin1Char('.')).mid(0, 3).join(QLatin1Char('.'));
    }
    s.pythonMinor = platform::normalizePythonVersion(s.pythonVersion);

    s.windowsLayout =
        m_options.os == QLatin1String("windows") || (QFileInfo(s.directory + QStringLiteral("/Scripts")).isDir() &&
                                                     !QFileInfo(s.directory + QStringLiteral("/bin")).isDir());
    const QString layoutOs = s.windowsLayout ? QStringLiteral("windows") : m_options.os;
    s.baseExists = baseInterpreterExists(c, s.pythonMinor, s.windowsLayout);
    s.interpreter =
        VenvLayout::interpreterPath(s.directory, s.windowsLayout ? QStringLiteral("windows") : QStringLiteral("linux"));
    s.interpreterExists = QFileInfo::exists(s.interpreter); // follows links: a link to a removed base is gone
    if (m_options.tryInterpreter && s.baseExists && s.interpreterExists)
        s.interpreterFailure = m_options.tryInterpreter(s.interpreter);
    s.sitePackages = findSitePackages(s.directory, s.windowsLayout, s.pythonMinor);
    if (s.sitePackages.isEmpty())
        return Result<VenvState>::ok(s);

    const QFileInfoList folders = QDir(s.sitePackages)
                                      .entryInfoList({QStringLiteral("*.dist-info"), QStringLiteral("*.egg-info")},
                                                     QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo& folder : folders) {
        const QString file = folder.fileName();
        const bool distInfo = file.endsWith(QLatin1String(".dist-info"));
        const QString stem = file.left(file.lastIndexOf(QLatin1Char('.')));
        // "torch-2.6.0+cpu.dist-info": the version holds no '-', so the last one ends the name.
        // "numpy-1.26.4-py3.12.egg-info": the name holds no '-' there, so the first one ends it.
        const qsizetype dash = distInfo ? stem.lastIndexOf(QLatin1Char('-')) : stem.indexOf(QLatin1Char('-'));
        const QString folderName = dash < 0 ? stem : stem.left(dash);
        if (dash > 0)
            s.everyDistribution << folderName + QLatin1Char(' ') +
                                       (distInfo ? stem.mid(dash + 1)
                                                 : stem.mid(dash + 1).section(QLatin1Char('-'), 0, 0));
        if (s.isBroken() && distInfo) {
            // What a rebuild brings back on its own: read only for an environment that is to be made again.
            if (const std::optional<InstalledDistribution> all = InstalledDistribution::fromMetadata(
                    readSmallFile(folder.absoluteFilePath() + QStringLiteral("/METADATA")))) {
                QStringList needs;
                static const QRegularExpression nameAtStart(QStringLiteral("^\\s*([A-Za-z0-9][A-Za-z0-9._-]*)"));
                for (const QString& r : all->requirements) {
                    if (r.contains(QLatin1String("extra ==")) || r.contains(QLatin1String("extra==")))
                        continue;
                    if (const auto m = nameAtStart.match(r); m.hasMatch())
                        needs << InstalledDistribution::normalizeName(m.captured(1));
                }
                s.requiresOf.insert(InstalledDistribution::normalizeName(all->name), needs);
            }
        }
        if (!wanted(InstalledDistribution::normalizeName(folderName)))
            continue;
        const QString metadataPath =
            folder.absoluteFilePath() + (distInfo ? QStringLiteral("/METADATA") : QStringLiteral("/PKG-INFO"));
        std::optional<InstalledDistribution> d = InstalledDistribution::fromMetadata(readSmallFile(metadataPath));
        if (d) {
            d->metadataPath = metadataPath;
        } else {
            QString version = dash < 0 ? QString() : stem.mid(dash + 1);
            if (!distInfo)
                version = version.section(QLatin1Char('-'), 0, 0);
            if (version.isEmpty())
                continue; // neither the file nor the folder says which version it is
            d = InstalledDistribution{folderName, version, {}, {}};
        }
        if (wanted(InstalledDistribution::normalizeName(d->name)) && !s.distribution(d->name))
            s.distributions << *d;
    }

    if (const InstalledDistribution* torch = s.distribution(u"torch")) {
        QList<InstalledDistribution> others;
        for (const InstalledDistribution& d : std::as_const(s.distributions)) {
            if (&d != torch)
                others << d;
        }
        s.torch = TorchBuild::fromInstalled(*torch, others, layoutOs, m_options.arch);
    }
    return Result<VenvState>::ok(s);
}

} // namespace ts
