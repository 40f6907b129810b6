// SPDX-License-Identifier: GPL-3.0-or-later
// `pythons`, run as the real torch-setup-cli: this machine's python3 is listed as usable, the JSON
// reads back, a machine with nothing usable still succeeds, and bad input gives one line and its code.
#include "../support/CliProcess.h"
#include "../support/HostPrograms.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestCliPythons : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void helpNamesTheCommand();
    void jsonListsThisMachinesPython3AsUsable();
    void textListsUsableFirst();
    void nothingUsableIsNotAnError();
    void badInput_data();
    void badInput();

private:
    static CliRun cli(const QStringList& args) { return runCli(args); }
    QString write(const QString& name, const QByteArray& data);
    /** The JSON element for this machine's python3 itself (not a virtual environment of it). */
    QJsonObject python3In(const QJsonArray& list) const;

    QTemporaryDir m_tmp;
    QString m_python3Canonical;
};

QString TestCliPythons::write(const QString& name, const QByteArray& data)
{
    const QString path = m_tmp.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(data);
    return path;
}

QJsonObject TestCliPythons::python3In(const QJsonArray& list) const
{
    for (const QJsonValue& v : list) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("canonical_path")).toString() == m_python3Canonical &&
            !o.value(QStringLiteral("is_virtual_env")).toBool())
            return o;
    }
    return {};
}

void TestCliPythons::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    const QString python3 = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python3.isEmpty(), "python3 must be on PATH");
    m_python3Canonical = QFileInfo(python3).canonicalFilePath();
}

void TestCliPythons::helpNamesTheCommand()
{
    CliRun r = cli({QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("  pythons "));
    r = cli({QStringLiteral("pythons"), QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith("Usage: torch-setup-cli pythons [options]"), r.out.constData());
    QVERIFY(r.out.contains("--json"));
    QVERIFY(r.out.contains("--matrix"));
}

void TestCliPythons::jsonListsThisMachinesPython3AsUsable()
{
    const CliRun r = cli({QStringLiteral("pythons"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(doc.isArray());
    const QJsonArray list = doc.array();

    const QJsonObject py = python3In(list);
    QVERIFY2(!py.isEmpty(), r.out.constData());
    QCOMPARE(py.value(QStringLiteral("usable")).toBool(), true);
    QCOMPARE(py.value(QStringLiteral("problem")).toString(), QStringLiteral("none"));
    QCOMPARE(py.value(QStringLiteral("implementation")).toString(), QStringLiteral("CPython"));
    QVERIFY(py.value(QStringLiteral("version")).toString().startsWith(QLatin1String("3.")));
    QVERIFY(!py.value(QStringLiteral("newest_torch")).toString().isEmpty());
    QVERIFY(!py.contains(QStringLiteral("reason")));

    // Usable ones first; every unusable one says why.
    bool seenUnusable = false;
    for (const QJsonValue& v : list) {
        const QJsonObject o = v.toObject();
        const bool usable = o.value(QStringLiteral("usable")).toBool();
        QVERIFY2(!(usable && seenUnusable), "a usable interpreter is listed after an unusable one");
        seenUnusable = seenUnusable || !usable;
        if (!usable)
            QVERIFY(!o.value(QStringLiteral("reason")).toString().isEmpty());
    }
}

void TestCliPythons::textListsUsableFirst()
{
    const CliRun json = cli({QStringLiteral("pythons"), QStringLiteral("--json")});
    QCOMPARE(json.code, 0);
    const QJsonObject py = python3In(QJsonDocument::fromJson(json.out).array());
    QVERIFY(!py.isEmpty());

    const CliRun r = cli({QStringLiteral("pythons")});
    QCOMPARE(r.code, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.startsWith(QLatin1String("Usable for PyTorch, best first:\n  1. Python ")), qPrintable(text));
    const QString headline =
        QStringLiteral("Python %1 (CPython, %2) at %3\n")
            .arg(py.value(QStringLiteral("version")).toString(), py.value(QStringLiteral("arch")).toString(),
                 py.value(QStringLiteral("path")).toString());
    QVERIFY2(text.contains(headline), qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("newest torch: %1\n").arg(py.value(QStringLiteral("newest_torch")).toString())),
        qPrintable(text));
}

void TestCliPythons::nothingUsableIsNotAnError()
{
    // A matrix that serves a Python no machine has: everything found is unusable, and that is an answer.
    const QString matrix = write(QStringLiteral("future-python.json"), R"({
  "format_version": 1,
  "updated": "2026-11-22",
  "platforms": [
    {"id": "linux-x86_64", "os": "linux", "arch": "x86_64"},
    {"id": "linux-aarch64", "os": "linux", "arch": "aarch64"}
  ],
  "variants": [{"id": "cpu", "kind": "cpu", "index_url": "https://download.pytorch.org/whl/cpu", "source": "test"}],
  "torch_releases": [
    {"torch": "2.4.1", "torchvision": "0.19.1", "python": ["3.99"],
     "variants": {"linux-x86_64": ["cpu"], "linux-aarch64": ["cpu"]}, "source": "test"}
  ]
})");
    const CliRun r = cli({QStringLiteral("pythons"), QStringLiteral("--matrix"), matrix});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.startsWith(QLatin1String("None of the Python interpreters found on this machine can be used for "
                                           "PyTorch. Install a 64-bit CPython 3.99 with venv and ensurepip to get "
                                           "torch 2.4.1.\n\nNot usable:\n  - ")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("older than any Python that PyTorch publishes wheels for on linux-")),
             qPrintable(text));

    const CliRun json = cli({QStringLiteral("pythons"), QStringLiteral("--matrix"), matrix, QStringLiteral("--json")});
    QCOMPARE(json.code, 0);
    const QJsonObject py = python3In(QJsonDocument::fromJson(json.out).array());
    QVERIFY2(!py.isEmpty(), json.out.constData());
    QCOMPARE(py.value(QStringLiteral("usable")).toBool(), false);
    QCOMPARE(py.value(QStringLiteral("problem")).toString(), QStringLiteral("no-wheels"));
}

void TestCliPythons::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString broken = write(QStringLiteral("broken.json"), R"({"format_version": 1, "platforms": [)");
    QTest::newRow("unknown option") << QStringList{"pythons", "--jsn"} << 2 << "Unknown option 'jsn'";
    QTest::newRow("stray argument") << QStringList{"pythons", "python3"} << 2
                                    << "pythons takes no arguments, but \"python3\" was given.";
    QTest::newRow("missing matrix value")
        << QStringList{"pythons", "--matrix"} << 2 << "Missing value after '--matrix'";
    QTest::newRow("matrix that does not exist")
        << QStringList{"pythons", "--matrix", m_tmp.filePath(QStringLiteral("nope.json"))} << 3 << "nope.json";
    QTest::newRow("matrix that is not JSON") << QStringList{"pythons", "--matrix", broken} << 3 << "is not valid JSON";
}

void TestCliPythons::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const CliRun r = cli(args);
    QCOMPARE(r.code, code);
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
    QVERIFY2(err.startsWith(QLatin1String("torch-setup-cli: error: ")), qPrintable(err));
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliPythons)
#include "tst_clipythons.moc"
