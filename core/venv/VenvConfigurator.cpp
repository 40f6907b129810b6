// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/VenvConfigurator.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringDecoder>

namespace ts {

namespace {

using Script = VenvConfigurator::Script;
using Env = QMap<QString, QString>;

const QLatin1String kMarkerPrefix("_TORCH_SETUP_SET_");
const QLatin1String kBeginText(">>> torch-setup environment >>>");
const QLatin1String kEndText("<<< torch-setup environment <<<");

QString comment(Script kind)
{
    return kind == Script::Batch || kind == Script::BatchDeactivate ? QStringLiteral("@rem ") : QStringLiteral("# ");
}

QString marker(const QString& name)
{
    return kMarkerPrefix + name;
}

// "\\" "\'" and anything outside printable ASCII escaped, so the .pth file is ASCII whatever the value.
QString pythonLiteral(const QString& value)
{
    QString out = QStringLiteral("'");
    const QList<uint> codePoints = value.toUcs4();
    for (const uint c : codePoints) {
        if (c == '\\' || c == '\'')
            out += QLatin1Char('\\') + QChar(char16_t(c));
        else if (c >= 0x20 && c < 0x7f)
            out += QChar(char16_t(c));
        else if (c < 0x100)
            out += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
        else if (c < 0x10000)
            out += QStringLiteral("\\u%1").arg(c, 4, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\U%1").arg(c, 8, 16, QLatin1Char('0'));
    }
    return out + QLatin1Char('\'');
}

QStringList setLines(Script kind, const Env& env)
{
    QStringList l;
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        const QString& name = it.key();
        const QString value = VenvConfigurator::quote(it.value(), kind);
        switch (kind) {
        case Script::Posix:
            l << QStringLiteral("if [ -z \"${%1+set}\" ]; then").arg(name)
              << QStringLiteral("    %1=%2").arg(name, value) << QStringLiteral("    export %1").arg(name)
              << QStringLiteral("    %1=1").arg(marker(name)) << QStringLiteral("fi");
            break;
        case Script::Fish:
            l << QStringLiteral("if not set -q %1").arg(name) << QStringLiteral("    set -gx %1 %2").arg(name, value)
              << QStringLiteral("    set -g %1 1").arg(marker(name)) << QStringLiteral("end");
            break;
        case Script::Csh:
            l << QStringLiteral("if (! $?%1) then").arg(name) << QStringLiteral("    setenv %1 %2").arg(name, value)
              << QStringLiteral("    set %1 = 1").arg(marker(name)) << QStringLiteral("endif");
            break;
        case Script::PowerShell:
            l << QStringLiteral("if (-not (Test-Path -LiteralPath 'Env:%1')) {").arg(name)
              << QStringLiteral("    $env:%1 = %2").arg(name, value)
              << QStringLiteral("    $env:%1 = '1'").arg(marker(name)) << QStringLiteral("}");
            break;
        case Script::Batch:
            // cmd cannot hold an empty variable: "set X=" removes it.
            if (it.value().isEmpty())
                break;
            l << QStringLiteral("if not defined %1 (").arg(name) << QStringLiteral("    set %1=%2").arg(name, value)
              << QStringLiteral("    set %1=1").arg(marker(name)) << QStringLiteral(")");
            break;
        case Script::BatchDeactivate:
            break;
        }
    }
    return l;
}

QStringList unsetLines(Script kind, const Env& env)
{
    QStringList l;
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        const QString& name = it.key();
        switch (kind) {
        case Script::Posix:
            l << QStringLiteral("    if [ -n \"${%1:-}\" ]; then").arg(marker(name))
              << QStringLiteral("        unset %1 %2").arg(name, marker(name)) << QStringLiteral("    fi");
            break;
        case Script::Fish:
            l << QStringLiteral("    if set -q %1").arg(marker(name)) << QStringLiteral("        set -e %1").arg(name)
              << QStringLiteral("        set -e %1").arg(marker(name)) << QStringLiteral("    end");
            break;
        case Script::PowerShell:
            l << QStringLiteral("    if (Test-Path -LiteralPath 'Env:%1') {").arg(marker(name))
              << QStringLiteral("        Remove-Item -LiteralPath 'Env:%1' -ErrorAction SilentlyContinue").arg(name)
              << QStringLiteral("        Remove-Item -LiteralPath 'Env:%1'").arg(marker(name))
              << QStringLiteral("    }");
            break;
        case Script::BatchDeactivate:
            l << QStringLiteral("if defined %1 (").arg(marker(name)) << QStringLiteral("    set %1=").arg(name)
              << QStringLiteral("    set %1=").arg(marker(name)) << QStringLiteral(")");
            break;
        case Script::Csh:   // one line inside the deactivate alias, see cshAliasSegment()
        case Script::Batch: // activate.bat has no deactivate; deactivate.bat is its own script
            break;
        }
    }
    return l;
}

// csh's deactivate is a one-line alias in single quotes; the segment goes at its start.
QString cshAliasSegment(const Env& env)
{
    QString s;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        s += QStringLiteral("test $?%1 != 0 && unsetenv %2 && unset %1; ").arg(marker(it.key()), it.key());
    return s;
}

QStringList block(Script kind, const QStringList& body, const QString& indent)
{
    if (body.isEmpty())
        return {};
    return QStringList{indent + comment(kind) + kBeginText} + body + QStringList{indent + comment(kind) + kEndText};
}

bool isValidName(const QString& name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return valid.match(name).hasMatch();
}

Status writeAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a file
            InstallText::tr("%1 could not be written. Check that the environment's folder is writable and the "
                            "disk has room, then run the install again.")
                .arg(QDir::toNativeSeparators(path)),
            f.errorString());
    return success();
}

} // namespace

QString VenvConfigurator::quote(const QString& value, Script kind)
{
    QString out;
    switch (kind) {
    case Script::Posix:
        // Single quotes keep everything; a quote itself is closed, escaped and reopened.
        return QLatin1Char('\'') + QString(value).replace(QLatin1String("'"), QLatin1String("'\\''")) +
               QLatin1Char('\'');
    case Script::Fish:
        return QLatin1Char('\'') +
               QString(value)
                   .replace(QLatin1String("\\"), QLatin1String("\\\\"))
                   .replace(QLatin1String("'"), QLatin1String("\\'")) +
               QLatin1Char('\'');
    case Script::Csh:
        // As POSIX, but csh expands history (`!`) even inside single quotes unless it is escaped.
        return QLatin1Char('\'') +
               QString(value)
                   .replace(QLatin1String("'"), QLatin1String("'\\''"))
                   .replace(QLatin1String("!"), QLatin1String("\\!")) +
               QLatin1Char('\'');
    case Script::PowerShell:
        // PowerShell ends a single-quoted string at any of its five single quote characters.
        for (const QChar c : value) {
            out += c;
            if (c == u'\'' || c == u'\u2018' || c == u'\u2019' || c == u'\u201a' || c == u'\u201b')
                out += c;
        }
        return QLatin1Char('\'') + out + QLatin1Char('\'');
    case Script::Batch:
    case Script::BatchDeactivate:
        // Unquoted, every character cmd treats specially escaped with ^ (a quote too, so it does not
        // start a quoted stretch), and % doubled, as a batch file needs.
        for (const QChar c : value) {
            if (c == u'%')
                out += QStringLiteral("%%");
            else if (QStringView(u"^&|<>()\"").contains(c))
                out += QLatin1Char('^') + c;
            else
                out += c;
        }
        return out;
    }
    return out;
}

QString VenvConfigurator::pthText(const Env& env)
{
    if (env.isEmpty())
        return {};
    QStringList calls;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        calls
            << QStringLiteral("os.environ.setdefault(%1, %2)").arg(pythonLiteral(it.key()), pythonLiteral(it.value()));
    return QStringLiteral("# Written by Torch Setup: variables this environment's torch needs. A variable that is\n"
                          "# already set keeps its value. A new install replaces this file.\n"
                          "import os; ") +
           calls.join(QStringLiteral("; ")) + QLatin1Char('\n');
}

QString VenvConfigurator::editScript(const QString& script, Script kind, const Env& env)
{
    const bool crlf = script.contains(QLatin1String("\r\n"));
    QStringList lines = script.split(QLatin1Char('\n'));
    for (QString& l : lines) {
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
    }
    const bool endsWithNewline = lines.size() > 1 && lines.last().isEmpty();
    if (endsWithNewline)
        lines.removeLast();

    // Earlier blocks go, wherever they are.
    const QString begin = comment(kind).trimmed() + QLatin1Char(' ') + kBeginText;
    const QString end = comment(kind).trimmed() + QLatin1Char(' ') + kEndText;
    QStringList kept;
    bool inBlock = false;
    for (const QString& l : std::as_const(lines)) {
        const QString t = l.trimmed();
        if (!inBlock && t == begin) {
            inBlock = true;
            continue;
        }
        if (inBlock) {
            inBlock = t != end;
            continue;
        }
        kept << l;
    }
    static const QRegularExpression oldSegment(
        QStringLiteral("test \\$\\?_TORCH_SETUP_SET_\\w+ != 0 && unsetenv \\w+ && unset _TORCH_SETUP_SET_\\w+; "));
    if (kind == Script::Csh) {
        for (QString& l : kept)
            l.remove(oldSegment);
    }

    if (!env.isEmpty()) {
        // The lines that undo the block, at the start of deactivate.
        static const QRegularExpression posixDeactivate(QStringLiteral("^\\s*deactivate\\s*\\(\\)\\s*\\{\\s*$"));
        static const QRegularExpression fishDeactivate(QStringLiteral("^\\s*function\\s+deactivate(\\s|$)"));
        static const QRegularExpression psDeactivate(QStringLiteral("^\\s*function\\s+global:deactivate\\b.*\\{\\s*$"),
                                                     QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression cshAlias(QStringLiteral("^(\\s*alias\\s+deactivate\\s+')"));
        const QRegularExpression* header = kind == Script::Posix        ? &posixDeactivate
                                           : kind == Script::Fish       ? &fishDeactivate
                                           : kind == Script::PowerShell ? &psDeactivate
                                                                        : nullptr;
        if (header) {
            for (qsizetype i = 0; i < kept.size(); ++i) {
                if (header->match(kept.at(i)).hasMatch()) {
                    const QStringList undo = block(kind, unsetLines(kind, env), QStringLiteral("    "));
                    for (qsizetype j = 0; j < undo.size(); ++j)
                        kept.insert(i + 1 + j, undo.at(j));
                    break;
                }
            }
        } else if (kind == Script::Csh) {
            for (QString& l : kept) {
                const QRegularExpressionMatch m = cshAlias.match(l);
                if (m.hasMatch()) {
                    l.insert(m.capturedEnd(1), cshAliasSegment(env));
                    break;
                }
            }
        } else if (kind == Script::BatchDeactivate) {
            const qsizetype at =
                !kept.isEmpty() && kept.first().trimmed().compare(QLatin1String("@echo off"), Qt::CaseInsensitive) == 0
                    ? 1
                    : 0;
            const QStringList undo = block(kind, unsetLines(kind, env), QString());
            for (qsizetype j = 0; j < undo.size(); ++j)
                kept.insert(at + j, undo.at(j));
        }

        // The block that sets the variables: at the end, but before a PowerShell signature (which
        // must stay last) and before activate.bat's :END (after which it restores the code page).
        const QStringList set = block(kind, setLines(kind, env), QString());
        qsizetype at = kept.size();
        for (qsizetype i = 0; i < kept.size(); ++i) {
            const QString t = kept.at(i).trimmed();
            if ((kind == Script::PowerShell && t.startsWith(QLatin1String("# SIG # Begin signature block"))) ||
                (kind == Script::Batch && t.compare(QLatin1String(":END"), Qt::CaseInsensitive) == 0)) {
                at = i;
                break;
            }
        }
        for (qsizetype j = 0; j < set.size(); ++j)
            kept.insert(at + j, set.at(j));
    }

    const QString eol = crlf ? QStringLiteral("\r\n") : QStringLiteral("\n");
    return kept.join(eol) + (endsWithNewline || !env.isEmpty() ? eol : QString());
}

Status VenvConfigurator::persistEnvironment(const VenvState& venv, const Env& env) const
{
    if (venv.kind != VenvState::Kind::Venv || venv.sitePackages.isEmpty() || !QFileInfo(venv.sitePackages).isDir())
        return Status::fail(
            ErrorKind::BadInput,
            //: %1 is a folder
            InstallText::tr("%1 is not a virtual environment with a site-packages folder, so its settings cannot "
                            "be kept there. Create the environment first.")
                .arg(QDir::toNativeSeparators(venv.directory)));
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        if (!isValidName(it.key()))
            return Status::fail(
                ErrorKind::BadInput,
                //: %1 is the name given for an environment variable
                InstallText::tr("\"%1\" cannot be the name of an environment variable: use letters, digits and "
                                "underscores only, not starting with a digit.")
                    .arg(it.key()));
        if (it.value().contains(QChar(0)) || it.value().contains(QLatin1Char('\n')) ||
            it.value().contains(QLatin1Char('\r')))
            return Status::fail(
                ErrorKind::BadInput,
                //: %1 is an environment variable's name
                InstallText::tr("The value of %1 holds a line break or a NUL character, which activation scripts "
                                "cannot carry. Give it a value on one line.")
                    .arg(it.key()));
    }

    const QString pth = venv.sitePackages + QLatin1Char('/') + QLatin1String(kPthFileName);
    if (env.isEmpty()) {
        if (QFileInfo::exists(pth) && !QFile::remove(pth))
            return Status::fail(
                ErrorKind::Failed,
                //: %1 is a file
                InstallText::tr("%1 could not be removed. Check that the environment's folder is writable, then run "
                                "the install again.")
                    .arg(QDir::toNativeSeparators(pth)));
    } else if (Status s = writeAtomically(pth, pthText(env).toUtf8()); !s) {
        return s;
    }

    const QString scripts = VenvLayout::scriptsPath(venv.directory, venv.windowsLayout ? QStringLiteral("windows")
                                                                                       : QStringLiteral("linux"));
    const QList<QPair<QString, Script>> files{
        {QStringLiteral("activate"), Script::Posix},     {QStringLiteral("activate.fish"), Script::Fish},
        {QStringLiteral("activate.csh"), Script::Csh},   {QStringLiteral("Activate.ps1"), Script::PowerShell},
        {QStringLiteral("activate.bat"), Script::Batch}, {QStringLiteral("deactivate.bat"), Script::BatchDeactivate}};
    for (const auto& [name, kind] : files) {
        const QString path = scripts + QLatin1Char('/') + name;
        QFile f(path);
        if (!QFileInfo(path).isFile())
            continue;
        if (!f.open(QIODevice::ReadOnly))
            return Status::fail(
                ErrorKind::Failed,
                //: %1 is a file
                InstallText::tr("%1 could not be read. Check its permissions, then run the install again.")
                    .arg(QDir::toNativeSeparators(path)),
                f.errorString());
        const QByteArray before = f.readAll();
        f.close();
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString text = utf8.decode(before);
        if (utf8.hasError())
            return Status::fail(
                ErrorKind::Failed,
                //: %1 is a file
                InstallText::tr("%1 is not UTF-8 text, so it was left as it is. Create the environment again, then "
                                "run the install again.")
                    .arg(QDir::toNativeSeparators(path)));
        const QByteArray after = editScript(text, kind, env).toUtf8();
        if (after == before)
            continue;
        if (Status s = writeAtomically(path, after); !s)
            return s;
    }
    return success();
}

} // namespace ts
