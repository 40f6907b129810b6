// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecommendCommand.h"

#include "ExitCodes.h"

#include "detect/SystemDetector.h"
#include "policy/GpuProfile.h"
#include "policy/NetworkServices.h"
#include "policy/Recommender.h"
#include "system/Platform.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("recommend", text);
}

// Runs the probe on the application's event loop (not a nested one) and returns its answer.
IndexAnswer probeIndex(NetworkServices& network, const IndexQuery& query)
{
    IndexAnswer answer;
    QObject context;
    network.probeIndex(query, 10000, &context, [&answer](const IndexAnswer& a) {
        answer = a;
        QCoreApplication::exit(0);
    });
    QCoreApplication::exec();
    return answer;
}

} // namespace

int runRecommend(const CliContext& ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Recommends the PyTorch build for this machine (or for one described in a "
                                        "file), says why, and lists the alternatives in the order verification "
                                        "falls back to them. PACKAGE_SPECs such as torch<2.7 constrain the choice."));
    parser.addHelpOption();
    const QCommandLineOption hardware(QStringLiteral("hardware"),
                                      tr("Read the machine from FILE (the format of detect --json) instead of "
                                         "detecting it."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption os(QStringLiteral("os"), tr("The OS, when the description lacks it or to override it: "
                                                         "linux, windows or macos."),
                                QStringLiteral("OS"));
    const QCommandLineOption arch(QStringLiteral("arch"), tr("The CPU architecture: x86_64 (amd64) or aarch64 (arm64)."),
                                  QStringLiteral("ARCH"));
    const QCommandLineOption python(QStringLiteral("python"), tr("The Python version the environment will use, e.g. 3.12."),
                                    QStringLiteral("X.Y"));
    const QCommandLineOption matrix(QStringLiteral("matrix"),
                                    tr("Use this compatibility matrix instead of the built-in one (see "
                                       "docs/compat-matrix.md)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption gpuDatabase(QStringLiteral("gpu-database"),
                                         tr("Use this GPU database instead of the built-in one (see "
                                            "docs/gpu-database.md)."),
                                         QStringLiteral("FILE"));
    const QCommandLineOption probe(QStringLiteral("probe"),
                                   tr("Ask the chosen index whether the wheels exist right now (needs the network)."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the recommendation as JSON."));
    for (const QCommandLineOption* o : {&hardware, &os, &arch, &python, &matrix, &gpuDatabase, &probe, &json})
        parser.addOption(*o);
    parser.addPositionalArgument(QStringLiteral("PACKAGE_SPEC"), tr("Constraints such as torch<2.7 or torchvision==0.20.1."),
                                 QStringLiteral("[PACKAGE_SPEC...]"));
    if (!parser.parse(ctx.arguments))
        return ctx.fail(Usage, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        ctx.out << ctx.helpText(parser);
        return Success;
    }

    QList<PackageSpec> pins;
    for (const QString& spec : parser.positionalArguments()) {
        Result<PackageSpec> p = PackageSpec::parse(spec);
        if (!p)
            return ctx.fail(p);
        pins << p.takeValue();
    }

    SystemInfo system;
    if (parser.isSet(hardware)) {
        const QString path = parser.value(hardware);
        QFile f(path);
        if (!f.exists())
            return ctx.fail(BadInput, QStringLiteral("%1 does not exist; write it with detect --json").arg(path));
        if (!f.open(QIODevice::ReadOnly))
            return ctx.fail(BadInput, QStringLiteral("%1 cannot be read: %2").arg(path, f.errorString()));
        Result<SystemInfo> r = SystemInfo::fromJsonText(f.readAll(), path);
        if (!r)
            return ctx.fail(r);
        system = r.takeValue();
    } else {
        system = SystemDetector::detectThisMachine();
    }
    if (parser.isSet(os)) {
        system.os = platform::normalizeOs(parser.value(os));
        if (system.os.isEmpty())
            return ctx.fail(BadInput, QStringLiteral("--os \"%1\" is not one of linux, windows, macos").arg(parser.value(os)));
    }
    if (parser.isSet(arch)) {
        system.arch = platform::normalizeArch(parser.value(arch));
        if (system.arch.isEmpty())
            return ctx.fail(BadInput, QStringLiteral("--arch \"%1\" is not a CPU architecture such as x86_64 or aarch64")
                                          .arg(parser.value(arch)));
    }
    if (parser.isSet(python)) {
        system.python = platform::normalizePythonVersion(parser.value(python));
        if (system.python.isEmpty())
            return ctx.fail(BadInput, QStringLiteral("--python \"%1\" is not a Python 3 version such as 3.12")
                                          .arg(parser.value(python)));
    }

    CompatMatrix compat;
    if (parser.isSet(matrix)) {
        Result<CompatMatrix> m = CompatMatrix::loadFile(parser.value(matrix));
        if (!m)
            return ctx.fail(m);
        compat = m.takeValue();
    } else {
        compat = CompatMatrix::builtIn();
    }
    GpuDatabase database;
    if (parser.isSet(gpuDatabase)) {
        Result<GpuDatabase> d = GpuDatabase::loadFile(parser.value(gpuDatabase));
        if (!d)
            return ctx.fail(d);
        database = d.takeValue();
    } else {
        database = GpuDatabase::builtIn();
    }
    const Recommender recommender(compat, GpuProfile::withSystemNames(database, system), AmdOverrides::builtIn());
    Result<Recommendation> r = recommender.recommend(system, pins);
    if (!r)
        return ctx.fail(r);
    Recommendation rec = r.takeValue();

    if (parser.isSet(probe)) {
        IndexQuery q;
        q.indexUrl = rec.choice.indexUrl;
        q.project = QStringLiteral("torch");
        q.version = rec.choice.platform == QLatin1String("therock") ? QString() : rec.choice.torchVersion;
        q.python = rec.python;
        q.os = rec.os;
        q.arch = rec.arch;
        QString error;
        NetworkServices* network = loadNetworkServices(&error);
        const IndexAnswer a = network ? probeIndex(*network, q) : indexpage::unreachable(q, error);
        if (a.reached)
            rec.reasons << a.message;
        else
            rec.reasons << a.message + QStringLiteral("; the recommendation rests on the built-in matrix (updated %1)")
                                           .arg(compat.updated());
        if (a.reached && !a.found)
            rec.warnings << Advice{a.message, QStringLiteral("Pick an alternative, or check the index in a browser")};
    }

    if (parser.isSet(json))
        ctx.out << QJsonDocument(rec.toJson()).toJson(QJsonDocument::Indented);
    else
        ctx.out << rec.toText();
    return Success;
}

} // namespace ts::cli
