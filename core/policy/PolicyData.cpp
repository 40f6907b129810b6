// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/PolicyData.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts {

PolicyData PolicyData::builtIn()
{
    PolicyData data;
    data.matrix = CompatMatrix::builtIn();
    data.gpuDatabase = GpuDatabase::builtIn();
    data.amdOverrides = AmdOverrides::builtIn();
    QFile signatures(QStringLiteral(":/torch-setup/failure-signatures.json"));
    if (signatures.open(QIODevice::ReadOnly))
        data.failureSignatures = signatures.readAll();
    data.version = builtInVersion();
    return data;
}

namespace {

QJsonObject builtInManifest()
{
    QFile f(QStringLiteral(":/torch-setup/policy-data.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

PolicyDataVersion PolicyData::builtInVersion()
{
    static const PolicyDataVersion version =
        PolicyDataVersion::parse(builtInManifest().value(QStringLiteral("data_version")).toString())
            .value_or(PolicyDataVersion());
    return version;
}

QString PolicyData::builtInUpdateUrl()
{
    return builtInManifest().value(QStringLiteral("update_url")).toString();
}

QString PolicyData::originName() const
{
    return origin == Origin::Update ? QStringLiteral("update") : QStringLiteral("built-in");
}

} // namespace ts
