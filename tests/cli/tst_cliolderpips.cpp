// SPDX-License-Identifier: GPL-3.0-or-later
// The loopback mirror against the pips users' environments have, not only the one the tests were
// written with: Python 3.10's pip 23.0.1, 3.11's 23.2.1, 3.13.0's 24.2 (pyenv's interpreters, where the
// machine has them) and the build root's pip 25.1.1. Older pips accept a body cut short and run a
// source archive's build code to read its metadata: no byte that failed its hash may reach them, on
// either route (the verified files, or pip through the mirror). A transient error upstream never
// reaches any of them.
#include "../support/CliProcess.h"
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/MakeWheels.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCliOlderPips : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void installsWithEachPip_data();
    void installsWithEachPip();
    void swappedSourceArchiveNeverRuns_data();
    void swappedSourceArchiveNeverRuns();
    void transientFailuresNeverReachPip_data();
    void transientFailuresNeverReachPip();

private:
    void pythons();
    CliRun install(const QString& python, const QString& venv, const QStringList& specs, bool throughMirror,
                   const QString& cache = {});

    QTemporaryDir m_tmp;
    QString m_index;
    QString m_marker;
    IndexServer m_server;
    int m_count = 0;
};

void TestCliOlderPips::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    m_index = m_tmp.filePath(QStringLiteral("index"));
    m_marker = m_tmp.filePath(QStringLiteral("build-code-ran"));
    QJsonArray spec;
    spec.append(QJsonObject{{"dir", m_index + QStringLiteral("/simple/alpha")},
                            {"name", "alpha"},
                            {"version", "1.0"},
                            {"files", QJsonObject{{"alpha/__init__.py", "__version__ = '1.0'\n"}}},
                            {"pad", 300000}});
    const QString made = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), spec,
                                    m_tmp.filePath(QStringLiteral("wheels.json")), 300000);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    // Two source archives of gamma 1.0 with an in-tree build backend (no setuptools needed): the
    // index lists the first; the second's build code leaves a mark where it runs.
    const QString script = QStringLiteral(R"PY(
import io, sys, tarfile
BACKEND = r'''
import os, zipfile, base64, hashlib
%s
META = "Metadata-Version: 2.1\nName: gamma\nVersion: 1.0\n"
def get_requires_for_build_wheel(config_settings=None):
    return []
def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    d = os.path.join(metadata_directory, "gamma-1.0.dist-info")
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "METADATA"), "w").write(META)
    return "gamma-1.0.dist-info"
def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name = "gamma-1.0-py3-none-any.whl"
    files = {"gamma/__init__.py": b"VALUE = 1\n", "gamma-1.0.dist-info/METADATA": META.encode(),
             "gamma-1.0.dist-info/WHEEL": b"Wheel-Version: 1.0\nGenerator: t\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    lines = []
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w") as z:
        for k, v in files.items():
            z.writestr(k, v)
            h = base64.urlsafe_b64encode(hashlib.sha256(v).digest()).rstrip(b"=").decode()
            lines.append("%%s,sha256=%%s,%%d" %% (k, h, len(v)))
        lines.append("gamma-1.0.dist-info/RECORD,,")
        z.writestr("gamma-1.0.dist-info/RECORD", "\n".join(lines) + "\n")
    return name
'''
def sdist(path, prelude):
    with tarfile.open(path, "w:gz") as t:
        def add(name, text):
            data = text.encode()
            info = tarfile.TarInfo("gamma-1.0/" + name)
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
        add("pyproject.toml", '[build-system]\nrequires = []\nbuild-backend = "backend"\nbackend-path = ["."]\n')
        add("PKG-INFO", "Metadata-Version: 2.1\nName: gamma\nVersion: 1.0\n")
        add("backend.py", BACKEND % prelude)
sdist(sys.argv[1], "")
sdist(sys.argv[2], "open(%r, 'w').write('ran')" % sys.argv[3])
)PY");
    QVERIFY(QDir().mkpath(m_index + QStringLiteral("/simple/gamma")));
    QVERIFY(QDir().mkpath(m_index + QStringLiteral("/evil")));
    QProcess make;
    make.start(QStringLiteral("python3"),
               {QStringLiteral("-c"), script, m_index + QStringLiteral("/simple/gamma/gamma-1.0.tar.gz"),
                m_index + QStringLiteral("/evil/gamma-1.0.tar.gz"), m_marker});
    QVERIFY(make.waitForFinished(60000));
    QVERIFY2(make.exitCode() == 0, make.readAllStandardError().constData());
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_index));
}

void TestCliOlderPips::cleanupTestCase()
{
    m_server.stop();
}

void TestCliOlderPips::pythons()
{
    QTest::addColumn<QString>("python");
    // pyenv's interpreters bring the pips of their releases (ensurepip); the build root's is Debian's.
    const QString pyenv = QDir::homePath() + QStringLiteral("/.pyenv/versions/");
    int found = 0;
    for (const char* version : {"3.10.13", "3.11.7", "3.13.0"}) {
        const QString python = pyenv + QLatin1String(version) + QStringLiteral("/bin/python3");
        if (QFileInfo(python).isExecutable()) {
            QTest::newRow(version) << python;
            ++found;
        }
    }
    QTest::newRow("system") << QStringLiteral("/usr/bin/python3");
    if (found == 0)
        qWarning("no pyenv interpreters under %s: only the build root's pip is tested", qPrintable(pyenv));
}

CliRun TestCliOlderPips::install(const QString& python, const QString& venv, const QStringList& specs,
                                 bool throughMirror, const QString& cache)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_tmp.path());
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_tmp.filePath(QStringLiteral(".cache")));
    if (throughMirror)
        env.insert(QStringLiteral("TORCH_SETUP_STREAM_TO_PIP"), QStringLiteral("1"));
    else
        env.remove(QStringLiteral("TORCH_SETUP_STREAM_TO_PIP"));
    return runCli(QStringList{QStringLiteral("install"), QStringLiteral("--venv"), venv, QStringLiteral("--backend"),
                              QStringLiteral("cpu"), QStringLiteral("--index-url"),
                              m_server.url(QStringLiteral("/simple")).toString(), QStringLiteral("--cache-dir"),
                              cache.isEmpty() ? m_tmp.filePath(QStringLiteral("cache-%1").arg(++m_count)) : cache,
                              QStringLiteral("--python"), python, QStringLiteral("--quick-check"),
                              QStringLiteral("--yes")} +
                      specs,
                  env, 600000);
}

void TestCliOlderPips::installsWithEachPip_data()
{
    pythons();
}

void TestCliOlderPips::installsWithEachPip()
{
    QFETCH(QString, python);
    for (const bool throughMirror : {false, true}) {
        const QString venv = m_tmp.filePath(QStringLiteral("env-%1").arg(++m_count));
        // A wheel with metadata, and a source archive that pip builds (its build code runs: it is the
        // one the index lists).
        const CliRun r =
            install(python, venv, {QStringLiteral("alpha==1.0"), QStringLiteral("gamma==1.0")}, throughMirror);
        QVERIFY2(r.code == 0, (r.out + r.err).right(3000).constData());
        QProcess p;
        p.start(venv + QStringLiteral("/bin/python"),
                {QStringLiteral("-c"), QStringLiteral("import alpha, gamma; print(alpha.__version__, gamma.VALUE)")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.readAllStandardOutput().trimmed(), QByteArray("1.0 1"));
        // pip records where the packages came from as an index, not as a file of our cache: a
        // frozen requirements list works on another machine.
        QProcess freeze;
        freeze.start(venv + QStringLiteral("/bin/python"),
                     {QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("freeze")});
        QVERIFY(freeze.waitForFinished(60000));
        const QByteArray frozen = freeze.readAllStandardOutput();
        QVERIFY2(frozen.contains("alpha==1.0") && frozen.contains("gamma==1.0") && !frozen.contains(" @ "),
                 frozen.constData());
    }
}

void TestCliOlderPips::swappedSourceArchiveNeverRuns_data()
{
    pythons();
}

void TestCliOlderPips::swappedSourceArchiveNeverRuns()
{
    // The index lists the SHA-256 of a harmless source archive; the server sends another, whose
    // build code would run the moment pip asked it for metadata.
    QFETCH(QString, python);
    m_server.setFaults(QJsonObject{{QStringLiteral("/simple/gamma/gamma-1.0.tar.gz"),
                                    QJsonArray{QStringLiteral("serve:/evil/gamma-1.0.tar.gz")}}});
    for (const bool throughMirror : {false, true}) {
        QFile::remove(m_marker);
        const QString venv = m_tmp.filePath(QStringLiteral("swapped-%1").arg(++m_count));
        const CliRun r = install(python, venv, {QStringLiteral("gamma==1.0")}, throughMirror);
        // A crash (-2) shows what the program printed before it.
        QVERIFY2(r.code == 1, qPrintable(QStringLiteral("exit %1 (%2): %3")
                                             .arg(r.code)
                                             .arg(throughMirror ? QStringLiteral("through the mirror")
                                                                : QStringLiteral("from the verified files"),
                                                  QString::fromUtf8(r.err))));
        QVERIFY2(r.err.contains("gamma-1.0.tar.gz"), r.err.constData());
        QVERIFY2(!QFileInfo::exists(m_marker), "the swapped archive's build code ran");
        QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
    }
    m_server.clearFaults();
}

void TestCliOlderPips::transientFailuresNeverReachPip_data()
{
    pythons();
}

void TestCliOlderPips::transientFailuresNeverReachPip()
{
    // One install warms the cache; the next, into another folder, meets 503s on the index page and on
    // the wheel's metadata (and a dropped connection on the metadata): they are retried, pip never
    // sees them.
    QFETCH(QString, python);
    const QString cache = m_tmp.filePath(QStringLiteral("warm-%1").arg(++m_count));
    const CliRun warm = install(python, m_tmp.filePath(QStringLiteral("warm-env-%1").arg(m_count)),
                                {QStringLiteral("alpha==1.0")}, false, cache);
    QVERIFY2(warm.code == 0, (warm.out + warm.err).right(3000).constData());
    const QString metadata = QStringLiteral("/simple/alpha/alpha-1.0-py3-none-any.whl.metadata");
    for (const bool throughMirror : {false, true}) {
        m_server.setFaults(QJsonObject{
            {QStringLiteral("/simple/alpha/"),
             QJsonArray{QStringLiteral("status:503"), QStringLiteral("status:502"), QStringLiteral("ok")}},
            {metadata, QJsonArray{QStringLiteral("status:503"), QStringLiteral("drop:10"), QStringLiteral("ok")}}});
        m_server.clearLog();
        const CliRun r = install(python, m_tmp.filePath(QStringLiteral("transient-%1").arg(++m_count)),
                                 {QStringLiteral("alpha==1.0")}, throughMirror, cache);
        QVERIFY2(r.code == 0, (r.out + r.err).right(3000).constData());
        QVERIFY(m_server.requestsFor(metadata).size() >= 3);
    }
    m_server.clearFaults();
}

QTEST_GUILESS_MAIN(TestCliOlderPips)
#include "tst_cliolderpips.moc"
