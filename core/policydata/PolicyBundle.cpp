// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydata/PolicyBundle.h"

#include "diagnose/FailureSignature.h"
#include "policy/JsonChecker.h"
#include "util/Text.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts {

namespace {

const char* const kFormatName = "torch-setup-policy-data";

} // namespace

QStringList PolicyBundle::memberNames()
{
    return {QStringLiteral("compat-matrix.json"), QStringLiteral("gpu-database.tsv"),
            QStringLiteral("amd-overrides.json"), QStringLiteral("failure-signatures.json")};
}

QStringList PolicyBundle::optionalMemberNames()
{
    return {QStringLiteral("portable-python.json")};
}

Result<QByteArray> PolicyBundle::readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<QByteArray>::fail(
            ErrorKind::BadInput,
            //: %1 is a file's path, %2 the system's reason
            PolicyText::tr("%1 cannot be read: %2.").arg(QDir::toNativeSeparators(path), f.errorString()));
    return Result<QByteArray>::ok(f.read(kMaxBytes + 1));
}

Result<PolicyBundle> PolicyBundle::parse(const QByteArray& bytes, const QString& where)
{
    using R = Result<PolicyBundle>;
    const auto malformed = [&where](const QString& problem) {
        return R::fail(ErrorKind::BadInput,
                       //: %1 is where the policy data came from (a folder or a web address), %2 what is wrong with it
                       //: (a technical clause in English, such as "data_version: is missing")
                       PolicyText::tr("The policy data from %1 is not a valid policy bundle: %2. The update was "
                                      "not used.")
                           .arg(where, problem));
    };
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return malformed(QStringLiteral("not a JSON object (%1 at byte %2)").arg(err.errorString()).arg(err.offset));
    const QJsonObject top = doc.object();
    if (top.value(QStringLiteral("format")).toString() != QLatin1String(kFormatName))
        return malformed(QStringLiteral("format: must be \"%1\"").arg(QLatin1String(kFormatName)));
    const QJsonValue format = top.value(QStringLiteral("format_version"));
    if (!format.isDouble() || format.toDouble() != double(format.toInt()) || format.toInt() < 1)
        return malformed(QStringLiteral("format_version: must be a whole number from 1"));
    // A newer format may have keys this program does not know: say so before judging them.
    if (format.toInt() > kFormatVersion)
        return R::fail(ErrorKind::Unsupported,
                       //: %1 is where the policy data came from, %2 and %3 format numbers such as 2 and 1
                       PolicyText::tr("The policy data from %1 has format %2, newer than this program reads (%3). "
                                      "Update Torch Setup to use it; the current policy data stays in use.")
                           .arg(where)
                           .arg(format.toInt())
                           .arg(kFormatVersion));

    JsonChecker c;
    PolicyBundle bundle;
    bundle.formatVersion = format.toInt();
    if (!c.keys(top, QString(),
                {"format", "format_version", "data_version", "min_program_version", "created_at", "about", "files"},
                {"format", "format_version", "data_version", "min_program_version", "files"}))
        return malformed(c.error());
    QString dataVersion;
    if (!c.string(top, QString(), "data_version", dataVersion))
        return malformed(c.error());
    const std::optional<PolicyDataVersion> version = PolicyDataVersion::parse(dataVersion);
    if (!version)
        return malformed(QStringLiteral("data_version: %1 is not a date and serial such as 2026-11-27.1")
                             .arg(json::quoted(dataVersion)));
    bundle.dataVersion = *version;
    if (!c.version(top, QString(), "min_program_version", bundle.minProgramVersion))
        return malformed(c.error());
    QJsonObject files;
    if (!c.object(top, QString(), "files", files))
        return malformed(c.error());
    const QStringList names = memberNames();
    const QStringList optional = optionalMemberNames();
    for (auto it = files.constBegin(); it != files.constEnd(); ++it) {
        if (!names.contains(it.key()) && !optional.contains(it.key()))
            return malformed(QStringLiteral("files: %1 is not a policy file (expected %2)")
                                 .arg(json::quoted(it.key()), (names + optional).join(QStringLiteral(", "))));
    }
    for (const QString& name : names + optional) {
        QString text;
        if (!files.contains(name)) {
            if (optional.contains(name))
                continue;
            return malformed(QStringLiteral("files: %1 is missing").arg(json::quoted(name)));
        }
        if (!c.string(files, QStringLiteral("files"), name.toUtf8().constData(), text))
            return malformed(c.error());
        bundle.files.insert(name, text.toUtf8());
    }
    return R::ok(std::move(bundle));
}

Result<PolicyData> PolicyBundle::toPolicyData(const QString& source) const
{
    using R = Result<PolicyData>;
    const auto invalid = [&source](const QString& file, const QString& problem) {
        return R::fail(
            ErrorKind::BadInput,
            //: %1 is a file name such as compat-matrix.json, %2 where the policy data came from, %3 what is
            //: wrong (the loader's message, in English, naming the entry)
            PolicyText::tr("The %1 in the policy data from %2 is invalid: %3 The update was not used.")
                .arg(file, source, problem.endsWith(QLatin1Char('.')) ? problem : problem + QLatin1Char('.')));
    };
    PolicyData data;
    data.origin = PolicyData::Origin::Update;
    data.source = source;
    data.version = dataVersion;

    const QString matrixName = QStringLiteral("compat-matrix.json");
    Result<CompatMatrix> matrix = CompatMatrix::load(files.value(matrixName), matrixName);
    if (!matrix)
        return invalid(matrixName, matrix.message());
    data.matrix = matrix.takeValue();

    const QString databaseName = QStringLiteral("gpu-database.tsv");
    Result<GpuDatabase> database = GpuDatabase::loadData(files.value(databaseName), databaseName);
    if (!database)
        return invalid(databaseName, database.message());
    data.gpuDatabase = database.takeValue();

    const QString overridesName = QStringLiteral("amd-overrides.json");
    Result<AmdOverrides> overrides = AmdOverrides::load(files.value(overridesName), overridesName);
    if (!overrides)
        return invalid(overridesName, overrides.message());
    data.amdOverrides = overrides.takeValue();

    const QString signaturesName = QStringLiteral("failure-signatures.json");
    const Result<FailureSignatures> signatures =
        FailureSignatures::fromJson(files.value(signaturesName), signaturesName);
    if (!signatures)
        return invalid(signaturesName, signatures.message());
    data.failureSignatures = files.value(signaturesName);

    const QString pythonsName = QStringLiteral("portable-python.json");
    if (files.contains(pythonsName)) {
        Result<PortablePythonSource> pythons = PortablePythonSource::fromJson(files.value(pythonsName), pythonsName);
        if (!pythons)
            return invalid(pythonsName, pythons.message());
        data.portablePython = pythons.takeValue();
    }
    return R::ok(std::move(data));
}

} // namespace ts
