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
#include "util/Text.h"

#include <QCoreApplication>
#include <QFile>
#include <QPointer>

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
