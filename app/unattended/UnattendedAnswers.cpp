// SPDX-License-Identifier: GPL-3.0-or-later
#include "UnattendedAnswers.h"

#include "policy/JsonChecker.h"
#include "policy/PackageSpec.h"
#include "util/HttpAddress.h"
#include "util/Redactor.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ts::unattended {

namespace {

// "~/..." is the home folder; a relative path is taken from the answer file's folder (a fleet tool
// starts the program from a folder of its own choosing).
QString absolutePath(const QString& path, const QDir& base)
{
    if (path == QLatin1String("~"))
        return QDir::homePath();
    if (path.startsWith(QLatin1String("~/")))
        return QDir::cleanPath(QDir::homePath() + path.mid(1));
    return QDir::cleanPath(base.absoluteFilePath(path));
}

bool boolean(JsonChecker& c, const QJsonObject& o, const char* key, bool& out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!c.typed(v, QLatin1String(key), v.isBool(), "true or false"))
        return false;
    out = v.toBool();
    return true;
}

bool url(JsonChecker& c, const QJsonObject& o, const char* key, QString& out)
{
    if (!c.string(o, QString(), key, out))
        return false;
    if (!out.isEmpty() && !isHttpAddress(out))
        return c.fail(QLatin1String(key),
                      QStringLiteral("\"%1\" is not an http or https address").arg(Redactor().redactAddress(out)));
    return true;
}

} // namespace

Result<UnattendedAnswers> UnattendedAnswers::fromJson(const QByteArray& text, const QString& where,
                                                      const QString& baseDir)
{
    using R = Result<UnattendedAnswers>;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return R::fail(
            ErrorKind::BadInput,
            //: %1 is a file, %2 the JSON parser's reason or "not a JSON object", %3 a byte offset
            tr("%1 is not an answer file: %2 at byte %3")
                .arg(where, err.error != QJsonParseError::NoError ? err.errorString() : tr("not a JSON object"))
                .arg(err.offset));
    // Keys that start with "//" are comments, so the file can say why it answers what it does.
    QJsonObject o;
    const QJsonObject all = doc.object();
    for (auto it = all.constBegin(); it != all.constEnd(); ++it) {
        if (!it.key().startsWith(QLatin1String("//")))
            o.insert(it.key(), it.value());
    }
    JsonChecker c;
    const auto failed = [&]() { return R::fail(ErrorKind::BadInput, where + QStringLiteral(": ") + c.error()); };
    if (!c.keys(o, QString(),
                {"format_version", "folder", "backend", "python", "portable_python", "packages", "index_url",
                 "pytorch_mirror", "extra_index_urls", "find_links", "cache_dir", "allow_insecure_http", "fallback",
                 "accept_licence", "launch", "log_file", "compile_bytecode", "quick_check"},
                {"format_version"}))
        return failed();
    const QJsonValue format = o.value(QStringLiteral("format_version"));
    if (!format.isDouble() || format.toDouble() != kFormatVersion)
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a file, %2 a format version number
                       tr("%1: format_version: this program reads format %2").arg(where).arg(kFormatVersion));

    UnattendedAnswers a;
    a.source = where;
    const QDir base(baseDir);
    QString folder;
    QString python;
    QString cacheDir;
    QString logFile;
    if (!c.string(o, QString(), "folder", folder) || !c.string(o, QString(), "backend", a.backend) ||
        !c.string(o, QString(), "python", python) || !c.string(o, QString(), "cache_dir", cacheDir) ||
        !c.string(o, QString(), "log_file", logFile) || !url(c, o, "index_url", a.indexUrl) ||
        !url(c, o, "pytorch_mirror", a.pytorchMirror) || !boolean(c, o, "allow_insecure_http", a.allowInsecureHttp) ||
        !boolean(c, o, "fallback", a.fallback) || !boolean(c, o, "quick_check", a.quickCheck) ||
        !boolean(c, o, "accept_licence", a.acceptLicence) || !boolean(c, o, "launch", a.launch))
        return failed();
    if (o.contains(QStringLiteral("compile_bytecode"))) {
        bool compile = false;
        if (!boolean(c, o, "compile_bytecode", compile))
            return failed();
        a.compileBytecode = compile;
    }
    static const QRegularExpression backend(QStringLiteral("^[a-z][a-z0-9.\\-]*$"));
    if (!a.backend.isEmpty() && !backend.match(a.backend).hasMatch())
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a file, %2 the value found in it
                       tr("%1: backend: \"%2\" is not a build (write \"auto\" or a build such as \"cpu\", \"cu130\", "
                          "\"rocm7.1\")")
                           .arg(where, a.backend));
    if (o.contains(QStringLiteral("portable_python"))) {
        const QJsonValue v = o.value(QStringLiteral("portable_python"));
        static const QRegularExpression minor(QStringLiteral("^3\\.\\d+$"));
        if (v.isBool()) {
            a.portablePython = v.toBool() ? QStringLiteral("default") : QString();
        } else if (v.isString() && minor.match(v.toString()).hasMatch()) {
            a.portablePython = v.toString();
        } else {
            return R::fail(
                ErrorKind::BadInput,
                //: %1 is a file
                tr("%1: portable_python: expected true, false or a Python version such as \"3.12\"").arg(where));
        }
        if (!a.portablePython.isEmpty() && !python.isEmpty())
            return R::fail(ErrorKind::BadInput,
                           //: %1 is a file
                           tr("%1: portable_python: a portable Python and \"python\" exclude each other").arg(where));
    }
    if ((o.contains(QStringLiteral("packages")) &&
         !c.strings(
             o, QString(), "packages", a.packages, [](const QString& s) { return PackageSpec::parse(s).isOk(); },
             QStringLiteral("a pip requirement such as \"torch==2.6.0\""))) ||
        (o.contains(QStringLiteral("extra_index_urls")) &&
         !c.strings(o, QString(), "extra_index_urls", a.extraIndexUrls, isHttpAddress,
                    QStringLiteral("an http or https address"))) ||
        (o.contains(QStringLiteral("find_links")) &&
         !c.strings(
             o, QString(), "find_links", a.findLinks, [](const QString&) { return true; }, QStringLiteral("a folder"))))
        return failed();
    if (!folder.isEmpty())
        a.folder = absolutePath(folder, base);
    if (!python.isEmpty())
        a.python = absolutePath(python, base);
    if (!cacheDir.isEmpty())
        a.cacheDir = absolutePath(cacheDir, base);
    if (!logFile.isEmpty())
        a.logFile = absolutePath(logFile, base);
    for (QString& dir : a.findLinks)
        dir = absolutePath(dir, base);
    return R::ok(a);
}

Result<UnattendedAnswers> UnattendedAnswers::loadFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<UnattendedAnswers>::fail(
            ErrorKind::BadInput,
            //: %1 is a file, %2 an error message from the system
            tr("The answer file %1 cannot be read: %2").arg(QDir::toNativeSeparators(path), f.errorString()));
    return fromJson(f.readAll(), QDir::toNativeSeparators(path), QFileInfo(path).absolutePath());
}

} // namespace ts::unattended
