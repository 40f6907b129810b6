// SPDX-License-Identifier: GPL-3.0-or-later
#include "python/PythonLocator.h"

#include "python/Pep514Registry.h"

#include "system/Platform.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace ts {

namespace {

// Runs on Python 2.7 and 3.x: a Python 2 must be able to say what it is, so no f-strings and no
// modules that Python 2 lacks at the top. The empty entry `-c` puts first on sys.path is the working
// directory; it is dropped so that a stray json.py there cannot answer for the standard library.
const char kProbeScript[] = R"PY(import sys
sys.path[:] = [p for p in sys.path if p not in ("", ".")]
import json, platform, struct
try:
    import sysconfig
    plat = sysconfig.get_platform()
    gil_disabled = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
except Exception:
    plat = ""
    gil_disabled = False
def importable(name):
    try:
        __import__(name)
        return True
    except Exception:
        return False
base = getattr(sys, "real_prefix", None) or getattr(sys, "base_prefix", sys.prefix)
sys.stdout.write(json.dumps({
    "version": platform.python_version(),
    "version_info": list(sys.version_info[:3]),
    "implementation": platform.python_implementation(),
    "executable": sys.executable,
    "prefix": sys.prefix,
    "base_prefix": base,
    "machine": platform.machine(),
    "platform": plat,
    "pointer_bits": struct.calcsize("P") * 8,
    "free_threaded": gil_disabled,
    "venv": importable("venv"),
    "ensurepip": importable("ensurepip"),
}) + "\n")
)PY";

QStringList interpreterNames(const QString& os)
{
    if (os == QLatin1String("windows"))
        return {QStringLiteral("python.exe"), QStringLiteral("python3.exe")};
    QStringList names{QStringLiteral("python3")};
    for (int minor = 8; minor <= 15; ++minor)
        names.append(QStringLiteral("python3.%1").arg(minor));
    // Free-threaded builds install beside the regular ones under their own name ("python3.13t").
    for (int minor = 13; minor <= 15; ++minor)
        names.append(QStringLiteral("python3.%1t").arg(minor));
    names.append(QStringLiteral("python"));
    return names;
}

// Expands whole-component wildcards ("/home/me/.pyenv/versions/*/bin") into the directories that
// exist; a pattern without one is returned as it is.
QStringList expandPattern(const QString& pattern)
{
    const QString p = QDir::fromNativeSeparators(pattern);
    if (!p.contains(QLatin1Char('*')) && !p.contains(QLatin1Char('?')))
        return {p};
    const QStringList parts = p.split(QLatin1Char('/'));
    QStringList prefixes{parts.first()};
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QString& part = parts.at(i);
        QStringList next;
        for (const QString& prefix : std::as_const(prefixes)) {
            // "" is the Unix root; a bare drive ("C:") would be that drive's working directory.
            const QString base =
                prefix.isEmpty() || prefix.endsWith(QLatin1Char(':')) ? prefix + QLatin1Char('/') : prefix;
            if (!part.contains(QLatin1Char('*')) && !part.contains(QLatin1Char('?'))) {
                next.append(prefix + QLatin1Char('/') + part);
                continue;
            }
            const QStringList found = QDir(base).entryList({part}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
            for (const QString& entry : found)
                next.append(prefix + QLatin1Char('/') + entry);
        }
        prefixes = next;
    }
    return prefixes;
}

// The key two paths of one interpreter share. A virtual environment's python is a link to its base
// interpreter but a different environment (its own site-packages), so its key also names the
// environment: python, python3 and python3.13 of one environment are one interpreter, and none of
// them is the base. Python finds pyvenv.cfg beside the path it was started by or one level up.
QString identityOf(const QString& path, bool caseInsensitive)
{
    const QFileInfo info(path);
    const QDir dir = info.absoluteDir();
    QString environment;
    for (const QString& cfg :
         {dir.filePath(QStringLiteral("pyvenv.cfg")), dir.filePath(QStringLiteral("../pyvenv.cfg"))}) {
        const QFileInfo cfgInfo(cfg);
        if (cfgInfo.isFile()) {
            environment = cfgInfo.canonicalPath();
            break;
        }
    }
    QString key = info.canonicalFilePath();
    if (key.isEmpty())
        key = QDir::cleanPath(info.absoluteFilePath());
    if (!environment.isEmpty())
        key = environment + QLatin1Char('|') + key;
    return caseInsensitive ? key.toLower() : key;
}

// Judged by `os`'s rules, not this machine's: a drive letter or a UNC share makes a Windows path absolute.
bool isAbsoluteFor(const QString& dir, const QString& os)
{
    const QString d = QDir::fromNativeSeparators(dir);
    if (os == QLatin1String("windows"))
        return (d.size() > 2 && d.at(0).isLetter() && d.at(1) == QLatin1Char(':') && d.at(2) == QLatin1Char('/')) ||
               d.startsWith(QLatin1String("//"));
    return d.startsWith(QLatin1Char('/'));
}

bool isRunnableFile(const QString& path, const QString& os)
{
    const QFileInfo info(path);
    if (!info.exists() || info.isDir())
        return false;
    // Windows decides by extension, and the Store's app execution aliases are zero-byte reparse
    // points that QFileInfo does not call executable; Unix needs the x bit.
    return os == QLatin1String("windows") || info.isExecutable();
}

// `py` writes UTF-16 when its output is a pipe on some versions and the console code page on
// others; the zero bytes of UTF-16 text tell them apart.
QString decodeLauncherOutput(const QByteArray& bytes)
{
    const qsizetype zeros = bytes.count('\0');
    if (bytes.size() >= 4 && zeros * 3 > bytes.size()) {
        QByteArray data = bytes;
        if (data.startsWith("\xff\xfe"))
            data.remove(0, 2);
        return QString::fromUtf16(reinterpret_cast<const char16_t*>(data.constData()), data.size() / 2);
    }
    return QString::fromUtf8(bytes);
}

std::optional<Version> versionOf(const QString& text)
{
    return text.isEmpty() ? std::nullopt : Version::parse(text);
}

// Newest first; null (unknown) last.
int compareDescending(const std::optional<Version>& a, const std::optional<Version>& b)
{
    if (a && b)
        return *a == *b ? 0 : (*a > *b ? -1 : 1);
    if (a || b)
        return a ? -1 : 1;
    return 0;
}

bool betterFirst(const PythonInterpreter& a, const PythonInterpreter& b)
{
    if (a.usable != b.usable)
        return a.usable;
    if (a.usable) {
        if (const int c = compareDescending(versionOf(a.newestTorch), versionOf(b.newestTorch)))
            return c < 0;
    }
    if (const int c = compareDescending(versionOf(a.minor), versionOf(b.minor)))
        return c < 0;
    if (a.isVirtualEnv != b.isVirtualEnv)
        return !a.isVirtualEnv;
    if (a.freeThreaded != b.freeThreaded)
        return !a.freeThreaded;
    // Of two installs of one minor, the later patch release has the fixes.
    if (const int c = compareDescending(versionOf(a.version), versionOf(b.version)))
        return c < 0;
    return a.path < b.path;
}

} // namespace

PythonLocator::PythonLocator(CompatMatrix matrix) : PythonLocator(std::move(matrix), Options()) {}

PythonLocator::PythonLocator(CompatMatrix matrix, Options options, ProcessRunner runner)
    : m_matrix(std::move(matrix)), m_options(std::move(options)), m_runner(runner)
{
}

QString PythonLocator::os() const
{
    return m_options.os.isEmpty() ? platform::currentOs() : m_options.os;
}

QProcessEnvironment PythonLocator::environment() const
{
    return m_options.environment.value_or(QProcessEnvironment::systemEnvironment());
}

QString PythonLocator::probeScript()
{
    return QString::fromUtf8(kProbeScript);
}

QList<PyLauncherEntry> PythonLocator::parsePyLauncherList(const QString& text)
{
    QList<PyLauncherEntry> entries;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (QString line : lines) {
        line = line.trimmed();
        PyLauncherEntry entry;
        QString rest;
        if (line.startsWith(QLatin1String("-V:"))) {
            // Launcher of 3.11+: " -V:3.12 *        C:\...\python.exe"
            const qsizetype space = line.indexOf(QLatin1Char(' '));
            if (space < 0)
                continue;
            entry.tag = line.mid(3, space - 3);
            rest = line.mid(space).trimmed();
        } else if (line.startsWith(QLatin1Char('-')) && line.size() > 1 && line.at(1).isDigit()) {
            // Older launcher: " -3.9-64        C:\...\python.exe *"
            const qsizetype space = line.indexOf(QLatin1Char(' '));
            if (space < 0)
                continue;
            entry.tag = line.mid(1, space - 1);
            rest = line.mid(space).trimmed();
        } else if (line.startsWith(QLatin1String("(venv)"))) {
            // An active virtual environment, listed by the older launcher.
            entry.tag = QStringLiteral("venv");
            rest = line.mid(6).trimmed();
        } else if (line.size() > 1 && line.at(0) == QLatin1Char('*') && line.at(1).isSpace()) {
            // An active virtual environment, listed by the newer launcher as the default without a tag:
            // "  *               C:\...\.venv\Scripts\python.exe".
            entry.tag = QStringLiteral("venv");
            rest = line;
        } else {
            continue; // the header, "No Installed Pythons Found!", blank lines
        }
        if (rest.startsWith(QLatin1Char('*'))) {
            entry.isDefault = true;
            rest = rest.mid(1).trimmed();
        }
        if (rest.endsWith(QLatin1String(" *"))) {
            entry.isDefault = true;
            rest.chop(2);
            rest = rest.trimmed();
        }
        // `py -0` (without p) prints a description such as "Python 3.12 (64-bit)" instead of a path.
        const bool looksLikePath = rest.contains(QLatin1Char('\\')) || rest.contains(QLatin1Char('/'));
        if (!looksLikePath)
            continue;
        entry.path = rest;
        entries.append(entry);
    }
    return entries;
}

QStringList PythonLocator::defaultLocations(const QString& os, const QProcessEnvironment& env)
{
    QStringList dirs;
    const auto add = [&dirs](const QString& dir) {
        if (!dir.isEmpty() && !dir.startsWith(QLatin1Char('/')) && !(dir.size() > 1 && dir.at(1) == QLatin1Char(':')))
            return; // a variable that was not set: never search relative to the working directory
        if (!dir.isEmpty() && !dirs.contains(dir))
            dirs.append(dir);
    };
    // Windows variables hold backslashes whatever machine reads them; a trailing separator (pyenv-win's
    // PYENV_ROOT has one) must not double the slash.
    const bool windows = os == QLatin1String("windows");
    const auto slashes = [windows](QString path) {
        return windows ? path.replace(QLatin1Char('\\'), QLatin1Char('/')) : path;
    };
    const auto under = [&slashes](const QString& base, const QString& rest) {
        return base.isEmpty() ? QString() : QDir::cleanPath(slashes(base) + QLatin1Char('/') + rest);
    };

    if (windows) {
        const QString home = env.value(QStringLiteral("USERPROFILE"));
        const QString local = env.value(QStringLiteral("LOCALAPPDATA"));
        const QString roaming = env.value(QStringLiteral("APPDATA"));
        add(under(local, QStringLiteral("Programs/Python/Python3*")));
        add(under(env.value(QStringLiteral("ProgramFiles")), QStringLiteral("Python3*")));
        add(QStringLiteral("C:/Python3*"));
        add(under(roaming, QStringLiteral("uv/python/*")));
        const QString pyenv = env.value(QStringLiteral("PYENV_ROOT"));
        add(pyenv.isEmpty() ? under(home, QStringLiteral(".pyenv/pyenv-win/versions/*"))
                            : under(pyenv, QStringLiteral("versions/*")));
        // conda's base: CONDA_EXE is <base>\Scripts\conda.exe; else the installers' default folders.
        const QString condaExe = env.value(QStringLiteral("CONDA_EXE"));
        if (!condaExe.isEmpty())
            add(QDir::cleanPath(slashes(condaExe) + QStringLiteral("/../..")));
        for (const char* name : {"miniconda3", "anaconda3", "miniforge3"})
            add(under(home, QString::fromLatin1(name)));
        return dirs;
    }

    const QString home = env.value(QStringLiteral("HOME"));
    add(QStringLiteral("/usr/bin"));
    add(QStringLiteral("/usr/local/bin"));
    if (os == QLatin1String("macos")) {
        add(QStringLiteral("/opt/homebrew/bin"));
        add(QStringLiteral("/Library/Frameworks/Python.framework/Versions/*/bin"));
    }
    const QString pyenv = env.value(QStringLiteral("PYENV_ROOT"));
    add(pyenv.isEmpty() ? under(home, QStringLiteral(".pyenv/versions/*/bin"))
                        : under(pyenv, QStringLiteral("versions/*/bin")));
    const QString uvDir = env.value(QStringLiteral("UV_PYTHON_INSTALL_DIR"));
    const QString dataHome = env.value(QStringLiteral("XDG_DATA_HOME"));
    if (!uvDir.isEmpty())
        add(under(uvDir, QStringLiteral("*/bin")));
    else if (!dataHome.isEmpty())
        add(under(dataHome, QStringLiteral("uv/python/*/bin")));
    else
        add(under(home, QStringLiteral(".local/share/uv/python/*/bin")));
    // conda's base: CONDA_EXE is <base>/bin/conda; else the installers' default folders.
    const QString condaExe = env.value(QStringLiteral("CONDA_EXE"));
    if (!condaExe.isEmpty())
        add(QDir::cleanPath(condaExe + QStringLiteral("/..")));
    for (const char* name : {"miniconda3/bin", "anaconda3/bin", "miniforge3/bin"})
        add(under(home, QString::fromLatin1(name)));
    add(QStringLiteral("/opt/conda/bin"));
    return dirs;
}

QList<PythonInterpreter> PythonLocator::candidates(const CancelToken& cancel) const
{
    const QString osName = os();
    const bool windows = osName == QLatin1String("windows");
    const QProcessEnvironment env = environment();
    const QStringList names = interpreterNames(osName);

    QList<PythonInterpreter> found;
    QSet<QString> seen;
    const auto consider = [&](const QString& path, const QString& foundBy) {
        if (path.isEmpty() || !isRunnableFile(path, osName))
            return;
        const QString key = identityOf(path, windows);
        if (seen.contains(key))
            return;
        seen.insert(key);
        PythonInterpreter candidate;
        candidate.path = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        candidate.canonicalPath = QFileInfo(path).canonicalFilePath();
        candidate.foundBy = foundBy;
        found.append(candidate);
    };

    // PATH first: what a user gets by typing a name is what they expect to see first. A relative
    // entry (".", "bin") names the working directory, which may be a downloaded project's: nothing
    // found there is started.
    const QStringList pathDirs =
        env.value(QStringLiteral("PATH")).split(windows ? QLatin1Char(';') : QLatin1Char(':'), Qt::SkipEmptyParts);
    for (const QString& dir : pathDirs) {
        if (!isAbsoluteFor(dir, osName))
            continue;
        for (const QString& name : names)
            consider(QDir(QDir::fromNativeSeparators(dir)).filePath(name), QStringLiteral("PATH"));
    }

    if (windows && m_options.usePyLauncher && !cancel.isCancelled()) {
        const QString launcher = ProcessRunner::resolveProgram(QStringLiteral("py"), env);
        if (!launcher.isEmpty()) {
            ProcessSpec spec;
            spec.program = launcher;
            spec.arguments = {QStringLiteral("-0p")};
            spec.environment = env;
            spec.timeoutMs = m_options.probeTimeoutMs;
            spec.displayName = QStringLiteral("py");
            const ProcessOutcome outcome = m_runner.run(spec, cancel);
            // The older launcher lists on stdout, and some versions print the list with a failing
            // exit code when a registered Python is broken: read whatever came.
            const QList<PyLauncherEntry> entries = parsePyLauncherList(decodeLauncherOutput(outcome.standardOutput));
            for (const PyLauncherEntry& entry : entries)
                consider(QDir::fromNativeSeparators(entry.path), QStringLiteral("py launcher"));
        }
    }

    // The registry (PEP 514): what python.org's installer, Anaconda and others registered, also where
    // neither PATH nor the launcher leads (a Python installed without the launcher).
    if (windows && m_options.useRegistry && !cancel.isCancelled()) {
        for (const RegisteredPython& python : Pep514Registry::find())
            consider(python.executable, QStringLiteral("registry"));
    }

    const QStringList patterns = m_options.locations.value_or(defaultLocations(osName, env));
    for (const QString& pattern : patterns) {
        for (const QString& dir : expandPattern(pattern)) {
            for (const QString& name : names)
                consider(QDir(dir).filePath(name), QStringLiteral("common location"));
        }
    }
    return found;
}

PythonInterpreter PythonLocator::probe(const QString& path, const CancelToken& cancel) const
{
    PythonInterpreter interpreter;
    interpreter.path = path;
    interpreter.canonicalPath = QFileInfo(path).canonicalFilePath();
    interpreter.foundBy = QStringLiteral("given");

    ProcessSpec spec;
    spec.program = path;
    // -E and -s keep PYTHONPATH, PYTHONHOME and the user's site-packages out of the answer; both exist
    // in Python 2 too (-I does not).
    spec.arguments = {QStringLiteral("-E"), QStringLiteral("-s"), QStringLiteral("-c"), probeScript()};
    spec.environment = environment();
    spec.timeoutMs = m_options.probeTimeoutMs;
    spec.displayName = QDir::toNativeSeparators(path);
    const ProcessOutcome outcome = m_runner.run(spec, cancel);
    if (!outcome.succeeded()) {
        interpreter.problem = PythonInterpreter::Problem::ProbeFailed;
        //: %1 is a file, %2 how the program ended, a whole sentence such as "Python exited with code 1."
        interpreter.reason = InstallText::tr("The Python at %1 could not be examined, so it is not used. %2")
                                 .arg(QDir::toNativeSeparators(path), outcome.describe());
        return interpreter;
    }
    judge(interpreter, outcome.standardOutput);
    return interpreter;
}

void PythonLocator::judge(PythonInterpreter& py, const QByteArray& probeOutput) const
{
    using Problem = PythonInterpreter::Problem;
    const QString where = QDir::toNativeSeparators(py.path);
    py.usable = false;

    const auto noAnswer = [&py, &where] {
        py.problem = Problem::ProbeFailed;
        //: %1 is a file
        py.reason = InstallText::tr(
                        "The Python at %1 ran but did not answer the question about its version, so it is not used.")
                        .arg(where);
    };

    // The answer is the last line that is a JSON object; a sitecustomize may print before it.
    QJsonObject answer;
    const QList<QByteArray> lines = probeOutput.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QByteArray line = it->trimmed();
        if (!line.startsWith('{'))
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject()) {
            answer = doc.object();
            break;
        }
    }
    if (answer.isEmpty()) {
        noAnswer();
        return;
    }

    py.version = answer.value(QStringLiteral("version")).toString();
    py.implementation = answer.value(QStringLiteral("implementation")).toString();
    py.executable = answer.value(QStringLiteral("executable")).toString();
    py.pointerBits = answer.value(QStringLiteral("pointer_bits")).toInt();
    py.freeThreaded = answer.value(QStringLiteral("free_threaded")).toBool();
    py.hasVenv = answer.value(QStringLiteral("venv")).toBool();
    py.hasEnsurepip = answer.value(QStringLiteral("ensurepip")).toBool();
    py.isVirtualEnv =
        answer.value(QStringLiteral("prefix")).toString() != answer.value(QStringLiteral("base_prefix")).toString();
    const QJsonArray info = answer.value(QStringLiteral("version_info")).toArray();
    const int major = info.isEmpty() ? 0 : info.at(0).toInt();
    py.minor = platform::normalizePythonVersion(py.version);
    if (py.version.isEmpty() || major <= 0) {
        // JSON from something else (a wrapper script, a shim): without a version nothing below can be judged.
        noAnswer();
        return;
    }

    // The interpreter's own architecture: sysconfig's platform names the build ("win-amd64",
    // "win32", "linux-aarch64", "macosx-11.0-arm64"); a universal2 build runs as the machine does.
    const QString sysPlatform = answer.value(QStringLiteral("platform")).toString();
    const QString machine = answer.value(QStringLiteral("machine")).toString();
    QString arch;
    if (sysPlatform == QLatin1String("win32"))
        arch = QStringLiteral("i386");
    else if (!sysPlatform.isEmpty())
        arch = platform::normalizeArch(sysPlatform.section(QLatin1Char('-'), -1));
    if (arch.isEmpty())
        arch = platform::normalizeArch(machine);
    if (arch == QLatin1String("x86_64") && py.pointerBits == 32)
        arch = QStringLiteral("i386");
    py.arch = arch.isEmpty() ? machine : arch;

    if (major < 3) {
        py.problem = Problem::Python2;
        py.reason =
            //: %1 is a file, %2 a Python version such as 2.7.18
            InstallText::tr("The Python at %1 is Python %2; PyTorch needs Python 3, so install a current Python 3.")
                .arg(where, py.version);
        return;
    }
    if (py.implementation.compare(QLatin1String("CPython"), Qt::CaseInsensitive) != 0) {
        py.problem = Problem::NotCPython;
        py.reason =
            //: %1 is a file, %2 a Python implementation such as PyPy, %3 its version
            InstallText::tr("The Python at %1 is %2 %3; PyTorch publishes wheels for CPython only, so use CPython "
                            "(from python.org or your system's packages).")
                .arg(where, py.implementation, py.version);
        return;
    }
    if (py.pointerBits == 32 || py.arch == QLatin1String("i386") || py.arch == QLatin1String("armv7l")) {
        py.problem = Problem::Bits32;
        //: %1 is a file, %2 a Python version such as 3.12.7
        py.reason = InstallText::tr(
                        "The Python at %1 is a 32-bit build of Python %2; PyTorch needs a 64-bit Python, so install "
                        "the 64-bit version.")
                        .arg(where, py.version);
        return;
    }

    const QString osName = os();
    const QString platformId = m_matrix.platformFor(osName, py.arch);
    if (platformId.isEmpty()) {
        py.problem = Problem::NoWheels;
        py.reason =
            //: %1 is a file, %2 a Python version such as 3.12.7, %3 a CPU architecture such as armv7l, %4 an OS such as
            //: linux
            InstallText::tr("The Python at %1 is a Python %2 build for %3 on %4, where PyTorch publishes no wheels.")
                .arg(where, py.version, py.arch, osName);
        return;
    }
    const TorchRelease* newestForPython = m_matrix.newestRelease(platformId, py.minor);
    const TorchRelease* newest = m_matrix.newestRelease(platformId);
    if (!newestForPython) {
        // The most useful words for why not: a Python newer than any the platform gets waits for wheels,
        // unless PyTorch has left the platform; an older one will not get them again.
        QList<Version> served;
        for (const TorchRelease& release : m_matrix.releases()) {
            // Only releases built for this platform count: a release's Python list says nothing about
            // a platform it does not ship.
            if (m_matrix.variantsFor(release, platformId).isEmpty())
                continue;
            for (const QString& minor : release.pythonFor(platformId)) {
                if (const auto v = Version::parse(minor))
                    served.append(*v);
            }
        }
        std::sort(served.begin(), served.end());
        const auto mine = Version::parse(py.minor);
        py.problem = Problem::NoWheels;
        if (served.isEmpty() || !mine || (*mine > served.first() && *mine < served.last())) {
            //: %1 is a file, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64
            py.reason = InstallText::tr("The Python at %1 is Python %2, for which PyTorch publishes no wheels on %3.")
                            .arg(where, py.minor, platformId);
        } else if (*mine > served.last() && newest && !m_matrix.releases().isEmpty() &&
                   newest->torch == m_matrix.releases().first().torch) {
            py.reason =
                //: %1 is a file, %2 and %4 Python versions such as 3.14, %3 a platform such as linux-x86_64
                InstallText::tr("The Python at %1 is Python %2, which PyTorch publishes no wheels for on %3 yet; the "
                                "newest Python it supports there is %4.")
                    .arg(where, py.minor, platformId, served.last().toString());
        } else if (*mine > served.last()) {
            // The platform is no longer served (Intel macOS): no wait will bring wheels for a newer Python.
            //: %1 is a file, %2 and %5 Python versions such as 3.13, %3 a platform such as macos-x86_64, %4 a torch
            //: version such as 2.2.2
            py.reason = InstallText::tr(
                            "The Python at %1 is Python %2, but the last PyTorch release for %3, torch %4, supports "
                            "Python %5 at the newest.")
                            .arg(where, py.minor, platformId, newest ? newest->torch.toString() : QString(),
                                 served.last().toString());
        } else {
            py.reason =
                //: %1 is a file, %2 and %4 Python versions such as 3.8, %3 a platform such as linux-x86_64
                InstallText::tr("The Python at %1 is Python %2, which is older than any Python that PyTorch publishes "
                                "wheels for on %3; the oldest it supports there is %4.")
                    .arg(where, py.minor, platformId, served.first().toString());
        }
        return;
    }
    py.newestTorch = newestForPython->torch.toString();

    if (!py.hasVenv) {
        py.problem = Problem::NoVenv;
        py.reason =
            //: %1 is a file, %2 a Python version such as 3.12
            InstallText::tr("The Python at %1 has no venv module, so it cannot create virtual environments; install a "
                            "complete Python %2.")
                .arg(where, py.minor);
        return;
    }
    if (!py.hasEnsurepip) {
        py.problem = Problem::NoVenv;
        py.reason =
            osName == QLatin1String("linux")
                //: %1 is a file, %2 a Python version such as 3.12 (also in the package's name, python3.12-venv)
                ? InstallText::tr("The Python at %1 cannot create virtual environments with pip because its ensurepip "
                                  "module is missing; on Debian and Ubuntu, install the python%2-venv package "
                                  "(sudo apt install python%2-venv).")
                      .arg(where, py.minor)
                //: %1 is a file, %2 a Python version such as 3.12
                : InstallText::tr("The Python at %1 cannot create virtual environments with pip because its ensurepip "
                                  "module is missing; reinstall Python %2 with pip included.")
                      .arg(where, py.minor);
        return;
    }

    py.usable = true;
    py.problem = Problem::None;
    py.reason.clear();
    if (newest && newest->torch != newestForPython->torch) {
        //: %1 is a Python version such as 3.9, %2 and %4 torch versions such as 2.8.0, %3 a platform such as
        //: linux-x86_64
        py.note = InstallText::tr("Python %1 gets torch %2 at most on %3; a newer Python gets torch %4.")
                      .arg(py.minor, py.newestTorch, platformId, newest->torch.toString());
    }
}

Result<QList<PythonInterpreter>> PythonLocator::locate(const CancelToken& cancel) const
{
    const QList<PythonInterpreter> found = candidates(cancel);

    // Probes run a few at a time: most answer in tens of milliseconds, and one that hangs holds up only
    // its own worker until its timeout. Each worker writes only its own slots.
    std::vector<PythonInterpreter> probed(size_t(found.size()));
    std::atomic<qsizetype> next{0};
    const auto work = [&]() {
        for (qsizetype i = next++; i < found.size(); i = next++) {
            if (cancel.isCancelled())
                return;
            PythonInterpreter one = probe(found.at(i).path, cancel);
            one.foundBy = found.at(i).foundBy;
            one.canonicalPath = found.at(i).canonicalPath;
            probed[size_t(i)] = std::move(one);
        }
    };
    const int workers = int(std::clamp<qsizetype>(found.size(), 1, std::max(1, m_options.parallelProbes)));
    std::vector<std::thread> threads;
    for (int i = 1; i < workers; ++i)
        threads.emplace_back(work);
    work();
    for (std::thread& t : threads)
        t.join();

    if (cancel.isCancelled())
        return Result<QList<PythonInterpreter>>::fail(
            ErrorKind::Cancelled, InstallText::tr("The search for Python interpreters was cancelled."));
    std::stable_sort(probed.begin(), probed.end(), betterFirst);
    return Result<QList<PythonInterpreter>>::ok(QList<PythonInterpreter>(probed.begin(), probed.end()));
}

} // namespace ts
