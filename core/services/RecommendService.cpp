// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/RecommendService.h"

#include "detect/SystemDetector.h"
#include "download/IndexQuery.h"
#include "network/NetworkServices.h"
#include "policy/AmdOverrides.h"
#include "policy/GpuDatabase.h"
#include "policy/GpuProfile.h"
#include "policy/Recommender.h"
#include "system/Platform.h"
#include "system/Version.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QFile>
#include <QPointer>
#include <QRegularExpression>

namespace ts {

namespace {

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
    // The local tag of the build's wheels (torch-2.14.0+cu130): PyTorch's own indexes name the build.
    static const QRegularExpression tagged(QStringLiteral("^(cpu|xpu|cu[0-9]+|rocm[0-9.]+)$"));
    if (tagged.match(rec.choice.platform).hasMatch())
        q.build = rec.choice.platform;
    return q;
}

void addProbeAnswer(Recommendation& rec, const IndexAnswer& a, const CompatMatrix& matrix)
{
    if (a.reached)
        rec.reasons << a.message;
    else
        //: %1 is what the index said or why it could not be asked (a sentence without a full stop), %2 a date such as
        //: 2026-11-24
        rec.reasons << PolicyText::tr("%1; the recommendation rests on the built-in matrix (updated %2)")
                           .arg(a.message, matrix.updated());
    if (a.reached && !a.found)
        rec.warnings << Advice{a.message, PolicyText::tr("Pick an alternative, or check the index in a browser")};
    // A release the policy data does not know yet is not an error: it is offered, said as such, and
    // never chosen by itself (its companions and drivers are not in the data).
    // Against the newest release the data knows for this build and Python, not the one chosen (a pin,
    // an old driver or Python may hold the choice back to a release the data knows well).
    const TorchRelease* newestKnown = matrix.newestRelease(rec.choice.platform, rec.python);
    const std::optional<Version> known =
        newestKnown ? std::optional<Version>(newestKnown->torch) : Version::parse(rec.choice.torchVersion);
    const std::optional<Version> newest = a.offered.isEmpty() ? std::nullopt : Version::parse(a.offered.first());
    if (a.reached && known && newest &&
        (newest->majorPart() > known->majorPart() ||
         (newest->majorPart() == known->majorPart() && newest->minorPart() > known->minorPart()))) {
        rec.newerOnIndex = newest->toString();
        //: %1 is a torch version such as 2.15.0, %2 a build such as cu130, %3 the version the data knows such as
        //: 2.14, %4 a version series such as 2.15
        rec.reasons << PolicyText::tr("the index also lists torch %1 for %2, a release newer than the policy data "
                                      "knows (%3); it is not chosen by itself, as its companions and drivers are not "
                                      "in the data yet: to try it, install torch==%4.* with --backend %2, or take a "
                                      "policy-data update (`torch-setup-cli data update`)")
                           .arg(newest->toString(), rec.choice.platform, known->toString(),
                                QStringLiteral("%1.%2").arg(newest->majorPart()).arg(newest->minorPart()));
    }
}

} // namespace

RecommendService::RecommendService(NetworkServices* network, QObject* parent) : QObject(parent), m_network(network) {}

void RecommendService::start(const RecommendRequest& request, Done done)
{
    Result<RecommendOutcome> offline = ts::recommendOffline(request);
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
        const Result<NetworkServices*> loaded = loadNetworkServices();
        m_network = loaded ? loaded.value() : nullptr;
        if (!m_network) {
            addProbeAnswer(outcome.recommendation, indexpage::unreachable(query, loaded.message()), outcome.matrix);
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
