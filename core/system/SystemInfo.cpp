// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/SystemInfo.h"

#include "system/JsonReader.h"
#include "system/Platform.h"
#include "util/Text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace ts {

QStringList SystemInfo::relevantEnvironmentVariables()
{
    return {QStringLiteral("HSA_OVERRIDE_GFX_VERSION"), QStringLiteral("CUDA_VISIBLE_DEVICES"),
            QStringLiteral("HIP_VISIBLE_DEVICES"),      QStringLiteral("ROCR_VISIBLE_DEVICES"),
            QStringLiteral("GPU_DEVICE_ORDINAL"),       QStringLiteral("ROC_ENABLE_PRE_VEGA"),
            QStringLiteral("PYTORCH_ROCM_ARCH"),        QStringLiteral("ZE_AFFINITY_MASK"),
            QStringLiteral("ONEAPI_DEVICE_SELECTOR"),   QStringLiteral("PYTORCH_ENABLE_MPS_FALLBACK")};
}

QJsonObject SystemInfo::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format_version"), kFormatVersion);
    auto put = [&o](const char* key, const QString& value) {
        if (!value.isEmpty())
            o.insert(QLatin1String(key), value);
    };
    put("origin", origin);
    put("os", os);
    put("os_version", osVersion);
    put("arch", arch);
    put("python", python);
    put("python_path", pythonPath);
    put("cpu", cpu);
    QJsonArray g;
    for (const GpuInfo& gpu : gpus)
        g.append(gpu.toJson());
    o.insert(QStringLiteral("gpus"), g);
    if (kfdPresent || kfdAccessible) {
        QJsonObject k;
        if (kfdPresent)
            k.insert(QStringLiteral("present"), *kfdPresent);
        if (kfdAccessible)
            k.insert(QStringLiteral("accessible"), *kfdAccessible);
        o.insert(QStringLiteral("kfd"), k);
    }
    if (!environment.isEmpty()) {
        QJsonObject e;
        for (auto it = environment.cbegin(); it != environment.cend(); ++it)
            e.insert(it.key(), it.value());
        o.insert(QStringLiteral("environment"), e);
    }
    if (!sources.isEmpty()) {
        QJsonObject s;
        for (auto it = sources.cbegin(); it != sources.cend(); ++it)
            s.insert(it.key(), it.value());
        o.insert(QStringLiteral("sources"), s);
    }
    if (!notes.isEmpty())
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
    return o;
}

Result<SystemInfo> SystemInfo::fromJson(const QJsonObject& json)
{
    JsonReader r(json, QString());
    SystemInfo s;
    if (auto v = r.integer(QStringLiteral("format_version")); v && *v > kFormatVersion)
        r.fail(QStringLiteral("format_version"),
               //: %1 and %2 are format version numbers
               SystemText::tr("version %1 is newer than this program reads (%2); update Torch Setup")
                   .arg(*v)
                   .arg(kFormatVersion));
    s.origin = r.string(QStringLiteral("origin"));
    const QString os = r.string(QStringLiteral("os"));
    if (!os.isEmpty()) {
        s.os = platform::normalizeOs(os);
        if (s.os.isEmpty())
            //: %1 is the value found in the file
            r.fail(QStringLiteral("os"), SystemText::tr("\"%1\" is not one of linux, windows, macos").arg(os));
    }
    s.osVersion = r.string(QStringLiteral("os_version"));
    const QString arch = r.string(QStringLiteral("arch"));
    if (!arch.isEmpty()) {
        s.arch = platform::normalizeArch(arch);
        if (s.arch.isEmpty())
            r.fail(
                QStringLiteral("arch"),
                //: %1 is the value found in the file
                SystemText::tr("\"%1\" is not a CPU architecture such as x86_64, amd64, aarch64 or arm64").arg(arch));
    }
    const QString py = r.string(QStringLiteral("python"));
    if (!py.isEmpty()) {
        s.python = platform::normalizePythonVersion(py);
        if (s.python.isEmpty())
            //: %1 is the value found in the file
            r.fail(QStringLiteral("python"), SystemText::tr("\"%1\" is not a Python version such as \"3.12\"").arg(py));
    }
    s.pythonPath = r.string(QStringLiteral("python_path"));
    s.cpu = r.string(QStringLiteral("cpu"));
    const QJsonArray gpus = r.array(QStringLiteral("gpus"));
    for (qsizetype i = 0; i < gpus.size() && r.ok(); ++i) {
        const QString where = QStringLiteral("gpus[%1]").arg(i);
        if (!gpus.at(i).isObject()) {
            r.fail(where, SystemText::tr("expected an object"));
            break;
        }
        Result<GpuInfo> g = GpuInfo::fromJson(gpus.at(i).toObject(), where);
        if (!g)
            return g.forward<SystemInfo>();
        s.gpus.append(g.takeValue());
    }
    const QJsonObject kfd = r.object(QStringLiteral("kfd"));
    if (!kfd.isEmpty()) {
        JsonReader k(kfd, QStringLiteral("kfd"));
        s.kfdPresent = k.boolean(QStringLiteral("present"));
        s.kfdAccessible = k.boolean(QStringLiteral("accessible"));
        if (!k.ok())
            return Result<SystemInfo>::fail(ErrorKind::BadInput, k.error());
    }
    auto stringMap = [&r](const char* key, QMap<QString, QString>& into) {
        const QJsonObject m = r.object(QLatin1String(key));
        for (auto it = m.constBegin(); it != m.constEnd(); ++it) {
            if (!it.value().isString()) {
                r.fail(QLatin1String(key) + QLatin1Char('.') + it.key(), SystemText::tr("expected a string"));
                return;
            }
            into.insert(it.key(), it.value().toString());
        }
    };
    stringMap("environment", s.environment);
    stringMap("sources", s.sources);
    const QJsonArray notes = r.array(QStringLiteral("notes"));
    for (const QJsonValue& n : notes)
        s.notes.append(n.toString());
    if (!r.ok())
        return Result<SystemInfo>::fail(ErrorKind::BadInput, r.error());
    return Result<SystemInfo>::ok(s);
}

Result<SystemInfo> SystemInfo::fromJsonText(const QByteArray& text, const QString& where)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError)
        return Result<SystemInfo>::fail(
            ErrorKind::BadInput,
            //: %1 is a file, %2 the JSON parser's reason, %3 a byte offset
            SystemText::tr("%1 is not valid JSON (%2 at byte %3)").arg(where, err.errorString()).arg(err.offset));
    if (!doc.isObject())
        return Result<SystemInfo>::fail(
            ErrorKind::BadInput,
            //: %1 is a file
            SystemText::tr("%1 holds JSON but not an object; expected the format of `detect --json`").arg(where));
    // A support bundle's report.json carries the machine in its "system" member.
    const QJsonObject top = doc.object();
    const bool report = top.value(QStringLiteral("format")).toString() == QLatin1String("torch-setup-report");
    Result<SystemInfo> r = fromJson(report ? top.value(QStringLiteral("system")).toObject() : top);
    if (!r)
        //: %1 is a file, %2 what is wrong in it
        return Result<SystemInfo>::fail(ErrorKind::BadInput, SystemText::tr("%1: %2").arg(where, r.message()),
                                        r.details());
    return r;
}

} // namespace ts
