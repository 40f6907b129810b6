// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallProgress.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace ts {

QString InstallProgress::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Step:
        return QStringLiteral("step");
    case Kind::Progress:
        return QStringLiteral("progress");
    case Kind::Log:
        return QStringLiteral("log");
    case Kind::Warning:
        return QStringLiteral("warning");
    case Kind::Finished:
        return QStringLiteral("finished");
    case Kind::Resolved:
        return QStringLiteral("resolved");
    }
    return {};
}

namespace {

// PEP 503: "Typing_Extensions" and "typing-extensions" are one project.
QString normalizedProject(const QString& name)
{
    static const QRegularExpression runs(QStringLiteral("[-_.]+"));
    return name.toLower().replace(runs, QStringLiteral("-"));
}

bool isTorchFamily(const QString& project)
{
    const QString n = normalizedProject(project);
    return n == QLatin1String("torch") || n == QLatin1String("torchvision") || n == QLatin1String("torchaudio");
}

} // namespace

QString InstallProgress::chosenVersion(const QString& project) const
{
    for (const auto& [name, version] : chosen) {
        if (normalizedProject(name) == normalizedProject(project))
            return version;
    }
    return {};
}

QString InstallProgress::chosenText() const
{
    const bool family =
        std::any_of(chosen.cbegin(), chosen.cend(), [](const auto& c) { return isTorchFamily(c.first); });
    QStringList named;
    for (const auto& [name, version] : chosen) {
        if (!family || isTorchFamily(name))
            named << name + QLatin1Char(' ') + version;
    }
    if (named.isEmpty())
        return {};
    //: %1 is a list of packages with their versions, such as "torch 2.14.1+cu130, torchvision 0.29.1+cu130"
    return InstallText::tr("pip chose %1.").arg(named.join(QStringLiteral(", ")));
}

QJsonObject InstallProgress::toJson() const
{
    QJsonObject o{{QStringLiteral("event"), kindName(kind)},
                  {QStringLiteral("step"), step},
                  {QStringLiteral("step_index"), stepIndex},
                  {QStringLiteral("step_count"), stepCount},
                  {QStringLiteral("fraction"), qRound(fraction * 10000) / 10000.0}};
    if (kind == Kind::Step) {
        o.insert(QStringLiteral("text"), stepText);
        if (skipped)
            o.insert(QStringLiteral("skipped"), true);
    }
    if (kind == Kind::Log || kind == Kind::Warning)
        o.insert(QStringLiteral("line"), line);
    if (kind == Kind::Resolved) {
        QJsonArray list;
        for (const auto& [name, version] : chosen)
            list.append(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("version"), version}});
        o.insert(QStringLiteral("packages"), list);
        const QString torch = chosenVersion(QStringLiteral("torch"));
        o.insert(QStringLiteral("torch"), torch.isEmpty() ? QJsonValue() : QJsonValue(torch));
        o.insert(QStringLiteral("text"), chosenText());
    }
    if (kind == Kind::Progress) {
        o.insert(QStringLiteral("bytes_done"), bytesDone);
        o.insert(QStringLiteral("bytes_total"), bytesTotal);
        o.insert(QStringLiteral("bytes_per_second"), qRound64(bytesPerSecond));
        o.insert(QStringLiteral("eta_seconds"), etaSeconds);
        QJsonArray list;
        for (const FileProgress& f : files)
            list.append(QJsonObject{{QStringLiteral("name"), f.fileName},
                                    {QStringLiteral("done"), f.done},
                                    {QStringLiteral("total"), f.total},
                                    {QStringLiteral("finished"), f.finished}});
        o.insert(QStringLiteral("files"), list);
    }
    return o;
}

} // namespace ts
