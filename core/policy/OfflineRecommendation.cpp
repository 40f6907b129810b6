// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/OfflineRecommendation.h"

#include "detect/SystemDetector.h"
#include "policy/GpuProfile.h"
#include "policy/Recommender.h"
#include "system/Platform.h"
#include "util/Text.h"

namespace ts {

namespace {

template <typename T> Result<T> badInput(const QString& message)
{
    return Result<T>::fail(ErrorKind::BadInput, message);
}

Result<SystemInfo> loadSystem(const RecommendRequest& request)
{
    SystemInfo system;
    if (request.system) {
        system = *request.system;
    } else {
        system = SystemDetector::detectThisMachine();
    }
    if (!request.os.isEmpty()) {
        system.os = platform::normalizeOs(request.os);
        if (system.os.isEmpty())
            return badInput<SystemInfo>(
                //: %1 is what was typed after --os
                PolicyText::tr("--os \"%1\" is not one of linux, windows, macos").arg(request.os));
    }
    if (!request.arch.isEmpty()) {
        system.arch = platform::normalizeArch(request.arch);
        if (system.arch.isEmpty())
            return badInput<SystemInfo>(
                //: %1 is what was typed after --arch
                PolicyText::tr("--arch \"%1\" is not a CPU architecture such as x86_64 or aarch64").arg(request.arch));
    }
    if (!request.python.isEmpty()) {
        system.python = platform::normalizePythonVersion(request.python);
        if (system.python.isEmpty())
            return badInput<SystemInfo>(
                //: %1 is what was typed after --python
                PolicyText::tr("--python \"%1\" is not a Python 3 version such as 3.12").arg(request.python));
    }
    return Result<SystemInfo>::ok(system);
}

} // namespace

Result<RecommendOutcome> recommendOffline(const RecommendRequest& request)
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

    const PolicyData policy = request.policy ? *request.policy : PolicyData::builtIn();
    QStringList replaced;
    if (!request.matrixFile.isEmpty()) {
        Result<CompatMatrix> m = CompatMatrix::loadFile(request.matrixFile);
        if (!m)
            return m.forward<RecommendOutcome>();
        outcome.matrix = m.takeValue();
        replaced << QStringLiteral("matrix");
    } else {
        outcome.matrix = policy.matrix;
    }
    GpuDatabase database;
    if (!request.gpuDatabaseFile.isEmpty()) {
        Result<GpuDatabase> d = GpuDatabase::loadFile(request.gpuDatabaseFile);
        if (!d)
            return d.forward<RecommendOutcome>();
        database = d.takeValue();
        replaced << QStringLiteral("gpu-database");
    } else {
        database = policy.gpuDatabase;
    }
    const Recommender recommender(outcome.matrix, GpuProfile::withSystemNames(database, outcome.system),
                                  policy.amdOverrides);
    Result<Recommendation> r = recommender.recommend(outcome.system, outcome.pins);
    if (!r)
        return r.forward<RecommendOutcome>();
    outcome.recommendation = r.takeValue();
    outcome.recommendation.dataVersion = policy.version.toString();
    outcome.recommendation.dataOrigin = policy.originName();
    outcome.recommendation.dataReplaced = replaced;
    return Result<RecommendOutcome>::ok(std::move(outcome));
}

} // namespace ts
