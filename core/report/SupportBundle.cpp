// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SupportBundle.h"

#include "util/Redactor.h"
#include "util/Text.h"

#include <KZip>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts {

namespace {

// The name the publisher gives the bundle (PolicyBundle::fileName(), a layer this one does not read).
const QString kPolicyBundleName = QStringLiteral("torch-setup-policy-data.json");

/** Opens a bundle to read; BadInput saying what a support bundle is when `path` is no readable zip. */
Status openForReading(KZip& zip, const QString& path)
{
    if (zip.open(QIODevice::ReadOnly))
        return success();
    return Status::fail(ErrorKind::BadInput,
                        //: %1 is a file, %2 an error message from the system
                        DetectText::tr("%1 is not a zip file that can be read (%2); a support bundle "
                                       "is the zip that `torch-setup-cli report --output` writes")
                            .arg(path, zip.errorString()));
}

/** A member's bytes, or empty when it is missing, not a file or larger than `limit`. */
QByteArray member(const KZip& zip, const QString& name, qint64 limit)
{
    const KArchiveEntry* entry = zip.directory()->entry(name);
    if (!entry || !entry->isFile())
        return {};
    const auto* file = static_cast<const KArchiveFile*>(entry);
    if (file->size() > limit)
        return {};
    return file->data();
}

} // namespace

Status SupportBundle::write(const SupportReport& report, const QString& path)
{
    if (const Status target = checkTarget(path); !target)
        return target;
    const Redactor redactor = report.redactor();

    QMap<QString, QByteArray> members;
    members.insert(QStringLiteral("report.json"),
                   QJsonDocument(report.toJson(redactor)).toJson(QJsonDocument::Indented));
    members.insert(QStringLiteral("report.txt"), report.toText(redactor).toUtf8());
    members.insert(QStringLiteral("detect.json"),
                   QJsonDocument(report.capture.system.toJson()).toJson(QJsonDocument::Indented));
    for (auto it = report.capture.files.constBegin(); it != report.capture.files.constEnd(); ++it)
        members.insert(QStringLiteral("capture/") + it.key(), it.value());
    if (report.verification)
        members.insert(QStringLiteral("verification.json"),
                       QJsonDocument(report.verification->toJson()).toJson(QJsonDocument::Indented));
    if (!report.pipFreeze.isEmpty())
        members.insert(QStringLiteral("pip-freeze.txt"), report.pipFreeze.toUtf8());
    for (const QString& log : report.logFiles) {
        QFile f(log);
        if (f.open(QIODevice::ReadOnly))
            members.insert(QStringLiteral("logs/") + QFileInfo(log).fileName(), f.read(8 << 20));
    }

    const QString target = QFileInfo(path).absoluteFilePath();
    const QString partial = target + QStringLiteral(".partial");
    QFile::remove(partial);
    KZip zip(partial);
    if (!zip.open(QIODevice::WriteOnly))
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a file, %2 an error message from the system
                            ReportText::tr("The support bundle %1 cannot be written: %2. Choose a folder you can "
                                           "write to.")
                                .arg(QDir::toNativeSeparators(target), zip.errorString()));
    bool ok = true;
    for (auto it = members.constBegin(); it != members.constEnd() && ok; ++it)
        ok = zip.writeFile(redactor.redact(it.key()), redactor.redactBytes(it.value()));
    // The signed policy bundle goes as it was received: public data, which a redaction (a login name
    // that is also a word in it) would break the signature of.
    if (ok && !report.policyBundle.isEmpty() && !report.policySignature.isEmpty())
        ok = zip.writeFile(QStringLiteral("policy-data/") + kPolicyBundleName, report.policyBundle) &&
             zip.writeFile(QStringLiteral("policy-data/") + kPolicyBundleName + QStringLiteral(".sig"),
                           report.policySignature);
    ok = zip.close() && ok;
    if (!ok) {
        QFile::remove(partial);
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a file, %2 an error message from the system
                            ReportText::tr("The support bundle %1 could not be written completely (%2); is the "
                                           "disk full?")
                                .arg(QDir::toNativeSeparators(target), zip.errorString()));
    }
    QFile::remove(target);
    if (!QFile::rename(partial, target)) {
        QFile::remove(partial);
        //: %1 is a file
        return Status::fail(ErrorKind::Failed, ReportText::tr("The support bundle could not be moved into place at %1.")
                                                   .arg(QDir::toNativeSeparators(target)));
    }
    return success();
}

Status SupportBundle::checkTarget(const QString& path)
{
    const QFileInfo target(path);
    if (target.isDir())
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is a folder, %2 a file in it (support.zip)
                            ReportText::tr("%1 is a folder; name the support bundle's file in it, such as %2.")
                                .arg(QDir::toNativeSeparators(target.absoluteFilePath()),
                                     QDir::toNativeSeparators(
                                         QDir(target.absoluteFilePath()).filePath(QStringLiteral("support.zip")))));
    if (!QFileInfo(target.absolutePath()).isDir())
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is a folder
                            ReportText::tr("The folder %1 does not exist; name a file in a folder that does.")
                                .arg(QDir::toNativeSeparators(target.absolutePath())));
    return success();
}

bool SupportBundle::looksLikeOne(const QString& path)
{
    // A pipe (`--from <(...)`, /dev/stdin) is read once: looking into it here would use up what the
    // reader after this one needs. A bundle is a file.
    if (!QFileInfo(path).isFile())
        return false;
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.peek(4) == QByteArrayLiteral("PK\x03\x04");
}

Result<SystemInfo> SupportBundle::readMachine(const QString& path)
{
    using R = Result<SystemInfo>;
    KZip zip(path);
    if (const Status opened = openForReading(zip, path); !opened)
        return opened.forward<SystemInfo>();
    // Only the one member is read, into memory, after its size is checked: nothing is unpacked.
    const KArchiveEntry* entry = zip.directory()->entry(QStringLiteral("detect.json"));
    if (!entry || !entry->isFile())
        //: %1 is a file
        return R::fail(ErrorKind::BadInput, DetectText::tr("%1 holds no detect.json; is it a support bundle made by "
                                                           "`torch-setup-cli report --output`?")
                                                .arg(path));
    const auto* file = static_cast<const KArchiveFile*>(entry);
    if (file->size() > 4 * 1024 * 1024)
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a file, %2 a number of bytes
                       DetectText::tr("%1: detect.json is %2 bytes, far more than a machine's description; the "
                                      "bundle is damaged or not one of ours")
                           .arg(path)
                           .arg(file->size()));
    const QByteArray data = file->data();
    if (data.size() != file->size())
        //: %1 is a file
        return R::fail(ErrorKind::BadInput, DetectText::tr("%1: detect.json cannot be read whole; the bundle is "
                                                           "damaged")
                                                .arg(path));
    R system = SystemInfo::fromJsonText(data, path + QStringLiteral(" (detect.json)"));
    if (system)
        system.value().origin = QStringLiteral("bundle:") + path;
    return system;
}

Result<SupportBundle::PolicyDataUsed> SupportBundle::readPolicyData(const QString& path)
{
    using R = Result<PolicyDataUsed>;
    KZip zip(path);
    if (const Status opened = openForReading(zip, path); !opened)
        return opened.forward<PolicyDataUsed>();
    PolicyDataUsed used;
    const QJsonObject report = QJsonDocument::fromJson(member(zip, QStringLiteral("report.json"), 16 << 20)).object();
    const QJsonObject data = report.value(QStringLiteral("policy_data")).toObject();
    used.version = data.value(QStringLiteral("version")).toString();
    used.origin = data.value(QStringLiteral("origin")).toString();
    constexpr qint64 kBundleLimit = qint64(32) << 20;
    used.bundle = member(zip, QStringLiteral("policy-data/") + kPolicyBundleName, kBundleLimit);
    used.signature = member(zip, QStringLiteral("policy-data/") + kPolicyBundleName + QStringLiteral(".sig"), 4096);
    return R::ok(used);
}

} // namespace ts
