// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/CheckRun.h"

#include "install/EnvironmentVerification.h"
#include "venv/InstallManifest.h"

#include <QDateTime>

namespace ts {

QString CheckRun::summary() const
{
    const QString said = report.value().summary();
    return recordProblem.isEmpty() ? said : said + QLatin1Char('\n') + recordProblem;
}

CheckRun verifyAndRecord(const QString& venv, const VerifyOptions& options, const CancelToken& cancel)
{
    CheckRun run{verifyEnvironmentAtRest(venv, options, cancel), QString()};
    if (run.report)
        if (Status recorded = InstallManifest::recordCheck(venv, run.report.value(), QDateTime::currentDateTimeUtc());
            !recorded)
            run.recordProblem = recorded.message();
    return run;
}

} // namespace ts
