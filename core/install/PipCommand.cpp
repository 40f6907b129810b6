// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/PipCommand.h"

#include "download/UrlSafety.h"
#include "util/Redactor.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace ts::pipcommand {

MirrorOptions mirrorOptions(const InstallPlan& plan)
{
    MirrorOptions options;
    options.indexUrls = plan.indexUrls;
    options.download.cacheRoot = plan.cacheDir;
    options.download.allowInsecureHttp = plan.allowInsecureHttp;
    for (const QUrl& index : plan.indexUrls)
        options.download.namedOrigins << urlsafety::origin(index);
    return options;
}

QStringList baseInstallArguments()
{
    // --isolated: pip.conf's indexes, find-links and proxy would bypass the mirror; what the user's
    // settings mean for the install was read into the plan.
    return {QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("--isolated"), QStringLiteral("install"),
            QStringLiteral("--no-input"), QStringLiteral("--disable-pip-version-check"),
            QStringLiteral("--progress-bar"), QStringLiteral("off"),
            // Our cache holds every file already; pip's own would write each one a second time.
            QStringLiteral("--no-cache-dir"),
            // pip compiles every file on one core, most of its time for PyTorch; Python compiles a module
            // when it is first imported instead (and ByteCompile does all on every core when asked).
            QStringLiteral("--no-compile")};
}

Result<QStringList> installArguments(const InstallPlan& plan, const QList<QUrl>& localIndexUrls,
                                     const QString& privateDir)
{
    QStringList args = baseInstallArguments();
    // The mirror answers a file only once it is downloaded and verified: pip must wait.
    args << QStringLiteral("--timeout") << QStringLiteral("86400") << QStringLiteral("--retries")
         << QStringLiteral("0");
    if (!localIndexUrls.isEmpty()) {
        QStringList lines{QStringLiteral("--index-url ") + localIndexUrls.first().toString()};
        for (qsizetype i = 1; i < localIndexUrls.size(); ++i)
            lines << QStringLiteral("--extra-index-url ") + localIndexUrls.at(i).toString();
        QFile file(QDir(privateDir).filePath(QStringLiteral("mirror-indexes.txt")));
        // Created for the user alone before a byte is written.
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate, QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
            !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
            file.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n') < 0 || !file.flush())
            return Result<QStringList>::fail(ErrorKind::Failed,
                                             //: %1 is a file, %2 an error message from the system
                                             InstallText::tr("The file %1 for pip could not be written: %2.")
                                                 .arg(QDir::toNativeSeparators(file.fileName()), file.errorString()));
        args << QStringLiteral("-r") << file.fileName();
    }
    for (const QString& dir : plan.findLinks)
        args << QStringLiteral("--find-links") << dir;
    // A repair: pip installs again what it finds installed as asked.
    if (plan.reinstall)
        args << QStringLiteral("--force-reinstall");
    args << plan.requirements;
    return Result<QStringList>::ok(args);
}

QString fromMirror(QString text, const QList<QUrl>& localIndexUrls, const QList<QUrl>& upstreamIndexUrls)
{
    if (localIndexUrls.isEmpty())
        return text;
    for (qsizetype i = 0; i < localIndexUrls.size() && i < upstreamIndexUrls.size(); ++i) {
        QString upstream = urlsafety::redacted(upstreamIndexUrls.at(i));
        if (!upstream.endsWith(QLatin1Char('/')))
            upstream += QLatin1Char('/');
        text.replace(localIndexUrls.at(i).toString(), upstream);
        // pip writes an index without its last slash too ("Looking in indexes: ...").
        QString bare = localIndexUrls.at(i).toString();
        bare.chop(1);
        upstream.chop(1);
        text.replace(QRegularExpression(QRegularExpression::escape(bare) + QStringLiteral("(?!\\d)")), upstream);
    }
    // The mirror's root: http://127.0.0.1:PORT/SECRET/ (the part before "simple/").
    const QString local = localIndexUrls.first().toString();
    const qsizetype simple = local.indexOf(QLatin1String("/simple/"));
    if (simple < 0)
        return text;
    const QString root = local.left(simple + 1);
    // A file's address becomes its name, as the index wrote it ("torch-2.9.0+cu130-...whl", not "%2B").
    const QRegularExpression file(QRegularExpression::escape(root) + QStringLiteral("files/\\d+/([^\\s'\"()<>]+)"));
    for (QRegularExpressionMatch m = file.match(text); m.hasMatch(); m = file.match(text, m.capturedStart())) {
        const QString name = QUrl::fromPercentEncoding(m.captured(1).toUtf8());
        text.replace(m.capturedStart(), m.capturedLength(), name);
    }
    // Anywhere else (urllib3 writes "host='127.0.0.1', port=N): ... url: /SECRET/files/..."): masked.
    const qsizetype secretAt = root.lastIndexOf(QLatin1Char('/'), root.size() - 2) + 1;
    const QString secret = root.mid(secretAt, root.size() - secretAt - 1);
    if (!secret.isEmpty())
        text.replace(secret, QStringLiteral("****"));
    return text;
}

Status failure(const ProcessOutcome& outcome, const QStringList& mirrorFailures, const QStringList& fileFailures,
               const QStringList& unreachable, const InstallPlan& plan, const QList<QUrl>& localIndexUrls)
{
    const auto kindOf = [&unreachable](const QString& sentence) {
        return unreachable.contains(sentence) ? ErrorKind::Unreachable : ErrorKind::Failed;
    };
    const Status plain = outcome.toStatus();
    const Status raw =
        Status::fail(plain.kind(), plain.message(), fromMirror(plain.details(), localIndexUrls, plan.indexUrls));
    if (outcome.end != ProcessOutcome::End::Exited)
        return raw;
    const QString err = fromMirror(QString::fromUtf8(outcome.standardErrorTail), localIndexUrls, plan.indexUrls);
    // A file pip asked for could not be had: our downloader knows why better than pip's 404.
    if (!fileFailures.isEmpty())
        return Status::fail(kindOf(fileFailures.first()), fileFailures.first(), raw.details());
    static const QRegularExpression noMatch(QStringLiteral("No matching distribution found for ([^\\s]+)"));
    if (const auto m = noMatch.match(err); m.hasMatch()) {
        // An index that could not be read explains a project that was not found; one that could not
        // be reached explains it best.
        if (!mirrorFailures.isEmpty()) {
            QString why = mirrorFailures.first();
            for (const QString& f : mirrorFailures) {
                if (unreachable.contains(f)) {
                    why = f;
                    break;
                }
            }
            return Status::fail(kindOf(why), why, raw.details());
        }
        QStringList indexes;
        for (const QUrl& u : plan.indexUrls)
            indexes << urlsafety::redacted(u);
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a requirement such as torch==2.9.0, %2 a Python version such as 3.12, %3 a list of
                            //: web addresses (credentials hidden)
                            InstallText::tr("%1 was not found: no version of it that fits Python %2 on this "
                                            "computer is on %3. Check the name and version, or choose "
                                            "another index.")
                                .arg(m.captured(1), plan.python.minor, indexes.join(QStringLiteral(", "))),
                            raw.details());
    }
    // pip's own reason, where it gave one: its last ERROR line; else, where it said little (a
    // configuration file or a setting it cannot take, which it says without ERROR), all of it; else its
    // last line. Secrets masked.
    QString said;
    const QStringList lines = err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (auto it = lines.crbegin(); it != lines.crend() && said.isEmpty(); ++it) {
        if (it->trimmed().startsWith(QLatin1String("ERROR:")))
            said = it->trimmed().mid(6).trimmed();
    }
    if (said.isEmpty() && !lines.isEmpty()) {
        QStringList trimmed;
        for (const QString& line : lines)
            trimmed << line.trimmed();
        said = lines.size() <= 6 ? trimmed.join(QLatin1Char(' ')) : trimmed.last();
    }
    if (said.isEmpty())
        //: %1 is how pip ended, a whole sentence such as "pip exited with code 1."
        return Status::fail(ErrorKind::Failed,
                            InstallText::tr("pip could not install the packages: %1").arg(raw.message()),
                            raw.details());
    return Status::fail(ErrorKind::Failed,
                        //: %1 is how pip ended, a whole sentence such as "pip exited with code 1."; %2 pip's own last
                        //: error message, in English
                        InstallText::tr("pip could not install the packages: %1 pip said: %2")
                            .arg(raw.message(), Redactor().redact(said).left(500)),
                        raw.details());
}

} // namespace ts::pipcommand
