// SPDX-License-Identifier: GPL-3.0-or-later
#include "verify/VerificationReport.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>

namespace ts {

int VerificationReport::count(CheckResult::Status status) const
{
    int n = 0;
    for (const CheckResult& c : checks)
        n += c.status == status ? 1 : 0;
    return n;
}

VerificationReport::Verdict VerificationReport::verdict() const
{
    bool compileFailed = false;
    for (const CheckResult& c : checks) {
        if (c.status != CheckResult::Status::Fail)
            continue;
        if (c.group != QLatin1String("compile"))
            return Verdict::Failed;
        compileFailed = true;
    }
    if (checks.isEmpty())
        return Verdict::Failed;
    return compileFailed ? Verdict::CompileOnly : Verdict::Passed;
}

const CheckResult* VerificationReport::find(const QString& id) const
{
    for (const CheckResult& c : checks) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

QString VerificationReport::countsText(int passed, int failed, int skipped)
{
    //: the numbers of checks that passed, failed and were skipped
    return VerifyText::tr("passed: %1, failed: %2, skipped: %3").arg(passed).arg(failed).arg(skipped);
}

QString VerificationReport::summary() const
{
    const QString where = QDir::toNativeSeparators(venv);
    const CheckResult* import = find(QStringLiteral("import.torch"));
    if (import && import->status == CheckResult::Status::Fail) {
        if (import->cause == QLatin1String("torch_missing"))
            //: %1 is a folder
            return VerifyText::tr("torch is not installed in %1.").arg(where);
        //: %1 is a folder, %2 what went wrong (an error message)
        return VerifyText::tr("torch does not work in %1: %2").arg(where, import->message);
    }
    const QString counts = countsText(count(CheckResult::Status::Pass), count(CheckResult::Status::Fail),
                                      count(CheckResult::Status::Skip));
    switch (verdict()) {
    case Verdict::Passed:
        //: %1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as "passed: 12, failed: 0,
        //: skipped: 2"
        return VerifyText::tr("PyTorch %1 works in %2 (%3).").arg(torchVersion, where, counts);
    case Verdict::CompileOnly:
        //: %1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as "passed: 11, failed: 1,
        //: skipped: 2"
        return VerifyText::tr(
                   "PyTorch %1 works in %2, but torch.compile does not (%3); the failed check says how to fix it.")
            .arg(torchVersion, where, counts);
    case Verdict::Failed:
        break;
    }
    for (const CheckResult& c : checks) {
        if (c.status == CheckResult::Status::Fail)
            //: %1 is a torch version such as 2.9.0, %2 a folder, %3 what went wrong (a sentence), %4 the counts of
            //: checks, such as "passed: 11, failed: 1, skipped: 2"
            return VerifyText::tr("PyTorch %1 in %2 failed a check: %3 (%4)")
                .arg(torchVersion, where, c.message, counts);
    }
    //: %1 is a folder
    return VerifyText::tr("The verification of %1 did not run.").arg(where);
}

QJsonObject VerificationReport::toJson() const
{
    QJsonArray list;
    for (const CheckResult& c : checks)
        list.append(c.toJson());
    return QJsonObject{{QStringLiteral("venv"), QDir::toNativeSeparators(venv)},
                       {QStringLiteral("torch"), torchVersion.isEmpty() ? QJsonValue() : QJsonValue(torchVersion)},
                       {QStringLiteral("verdict"), verdictName(verdict())},
                       {QStringLiteral("summary"), summary()},
                       {QStringLiteral("passed"), count(CheckResult::Status::Pass)},
                       {QStringLiteral("failed"), count(CheckResult::Status::Fail)},
                       {QStringLiteral("skipped"), count(CheckResult::Status::Skip)},
                       {QStringLiteral("elapsed_ms"), elapsedMs},
                       {QStringLiteral("checks"), list}};
}

QString VerificationReport::toText() const
{
    QString out;
    for (const CheckResult& c : checks)
        out += c.toText();
    out += QLatin1Char('\n') + summary() + QLatin1Char('\n');
    return out;
}

QString VerificationReport::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Passed:
        return QStringLiteral("passed");
    case Verdict::CompileOnly:
        return QStringLiteral("compile_failed");
    case Verdict::Failed:
        break;
    }
    return QStringLiteral("failed");
}

} // namespace ts
