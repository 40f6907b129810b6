// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/RecommendService.h"

#include "detect/SystemDetector.h"
#include "policy/AmdOverrides.h"
#include "policy/GpuDatabase.h"
#include "policy/GpuProfile.h"
#include "policy/IndexQuery.h"
#include "policy/NetworkServices.h"
#include "policy/Recommender.h"
#include "system/Platform.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QFile>
#include <QPointer>

namespace ts {

namespace {


template <typename T>
Result<T> badInput(const QString& message)
{
    return Result<T>::fail(ErrorKind::BadInput, message);
}

Result<SystemInfo> loadSystem(const RecommendRequest& request)
{
    SystemInfo system;
    if (request.system) {
        system = *request.system;
    } else if (!request.hardwareFile.isEmpty()) {
        const QString& path = request.hardwareFile;
        QFile f(path);
        if (!f.exists())
            return badInput<SystemInfo>(PolicyText::tr("%1 does not exist; write it with detect --json").arg(path));
        if (!f.open(QIODevice::ReadOnly))
            return badInput<SystemInfo>(PolicyText::tr("%1 cannot be read: %2").arg(path, f.errorString()));
        // A support bundle (zip) carries the customer's machine as its detect.json.
        Result<SystemInfo> r = f.peek(4) == QByteArrayLiteral("PK\x03\x04") ? SystemDetector::fromSupportBundle(path)
                                                                            : SystemInfo::fromJsonText(f.readAll(), path);
        if (!r)
            return r;
        system = r.takeValue();
    } else {
        system = SystemDetector::detectThisMachine();
    }
    if (!request.os.isEmpty()) {
        system.os = platform::normalizeOs(request.os);
        if (system.os.isEmpty())
            return badInput<SystemInfo>(PolicyText::tr("--os \"%1\" is not one of linux, windows, macos").arg(request.os));
    }
    if (!request.arch.isEmpty()) {
        system.arch = platform::normalizeArch(request.arch);
        if (system.arch.isEmpty())
            return badInput<SystemInfo>(
                PolicyText::tr("--arch \"%1\" is not a CPU architecture such as x86_64 or aarch64").arg(request.arch));
    }
    if (!request.python.isEmpty()) {
        system.python = platform::normalizePythonVersion(request.python);
        if (system.python.isEmpty())
            return badInput<SystemInfo>(
                PolicyText::tr("--python \"%1\" is not a Python 3 version such as 3.12").arg(request.python));
    }
    return Result<SystemInfo>::ok(system);
}

IndexQuery probeQuery(const Recommendation& rec)
{
    IndexQuery q;
    q.indexUrl = rec.choice.indexUrl;
    q.project = QStringLiteral("torch");
    // TheRock's indexes carry their own version scheme; any torch wheel for the Python will do.
    q.version = rec.choice.platform == QLatin1String("therock") ? QString() : rec.choice.torchVersion;
    q.python = rec.python;
    q.os = rec.os;
    q.arch = rec.arch;
    return q;
}

void addProbeAnswer(Recommendation& rec, const IndexAnswer& a, const CompatMatrix& matrix)
{
    if (a.reached)
        rec.reasons << a.message;
    else
        rec.reasons << PolicyText::tr("%1; the recommendation rests on the built-in matrix (updated %2)")
                           .arg(a.message, matrix.updated());
    if (a.reached && !a.found)
        rec.warnings << Advice{a.message, PolicyText::tr("Pick an alternative, or check the index in a browser")};
}

} // namespace

RecommendService::RecommendService(NetworkServices* network, QObject* parent) : QObject(parent), m_network(network)
{
}

Result<SystemInfo> RecommendService::loadMachine(const QString& hardwareFile)
{
    RecommendRequest request;
    request.hardwareFile = hardwareFile;
    return loadSystem(request);
}

Result<RecommendOutcome> RecommendService::recommendOffline(const RecommendRequest& request)
{
    RecommendOutcome outcome;
    for (const QString& spec : request.packageSpecs) {
        Result<PackageSpec> p = PackageSpec::parse(spec);
        if (!p)
            return p.forward<RecommendOutcome>();
        outcome.pins << p.takeValue();
    }
    Result<SystemInfo> system = loadSystem(request);
    if (!system)
        return system.forward<RecommendOutcome>();
    outcome.system = system.takeValue();

    if (!request.matrixFile.isEmpty()) {
        Result<CompatMatrix> m = CompatMatrix::loadFile(request.matrixFile);
        if (!m)
            return m.forward<RecommendOutcome>();
        outcome.matrix = m.takeValue();
    } else {
        outcome.matrix = CompatMatrix::builtIn();
    }
    GpuDatabase database;
    if (!request.gpuDatabaseFile.isEmpty()) {
        Result<GpuDatabase> d = GpuDatabase::loadFile(request.gpuDatabaseFile);
        if (!d)
            return d.forward<RecommendOutcome>();
        database = d.takeValue();
    } else {
        database = GpuDatabase::builtIn();
    }
    const Recommender recommender(outcome.matrix, GpuProfile::withSystemNames(database, outcome.system),
                                  AmdOverrides::builtIn());
    Result<Recommendation> r = recommender.recommend(outcome.system, outcome.pins);
    if (!r)
        return r.forward<RecommendOutcome>();
    outcome.recommendation = r.takeValue();
    return Result<RecommendOutcome>::ok(std::move(outcome));
}

void RecommendService::start(const RecommendRequest& request, Done done)
{
    Result<RecommendOutcome> offline = recommendOffline(request);
    if (!offline || !request.probe) {
        QMetaObject::invokeMethod(this, [done, offline]() { done(offline); }, Qt::QueuedConnection);
        return;
    }
    finishWithProbe(offline.takeValue(), request.probeTimeoutMs, std::move(done));
}

void RecommendService::finishWithProbe(RecommendOutcome outcome, int timeoutMs, Done done)
{
    const IndexQuery query = probeQuery(outcome.recommendation);
    if (!m_network) {
        QString error;
        m_network = loadNetworkServices(&error);
        if (!m_network) {
            addProbeAnswer(outcome.recommendation, indexpage::unreachable(query, error), outcome.matrix);
            QMetaObject::invokeMethod(
                this, [done, outcome]() { done(Result<RecommendOutcome>::ok(outcome)); }, Qt::QueuedConnection);
            return;
        }
    }
    // probeIndex answers from the event loop, after this returns.
    m_network->probeIndex(query, timeoutMs, this, [outcome, done](const IndexAnswer& answer) mutable {
        addProbeAnswer(outcome.recommendation, answer, outcome.matrix);
        done(Result<RecommendOutcome>::ok(outcome));
    });
}

} // namespace ts
