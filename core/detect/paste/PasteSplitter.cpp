// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/PasteSplitter.h"

#include <QRegularExpression>

namespace ts {

namespace {

// Tools whose name on a line of its own (optionally after sudo) starts a new block even without a
// prompt: people often paste "nvidia-smi" and its output below it. The name must stand alone or be
// followed by what a command line has (an option, a pipe, a known subcommand), so that a title such as
// dxdiag's "DxDiag Notes" is not taken for a command.
const QRegularExpression& bareToolLine()
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(?:sudo\\s+)?((?:lspci|nvidia-smi|rocminfo|rocm-smi|amd-smi|rocm_agent_enumerator|"
                       "system_profiler|wmic|Get-CimInstance|Get-WmiObject|gwmi|gcim|dxdiag|clinfo|"
                       "/opt/rocm\\S*/bin/\\S+)(?:\\s+(?:[-/|].*|SPDisplaysDataType.*|static\\b.*|list\\b.*|"
                       "metric\\b.*|version\\b.*|path\\s.*|(?:-ClassName\\s+)?Win32_VideoController\\b.*))?|"
                       "cat\\s+/proc/driver/nvidia/version)$"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

QString stripQuoteMarkers(QString line)
{
    // Markdown / e-mail quotes: "> text", ">> text", "> > text". A PowerShell prompt ends in "> "
    // but never starts with '>'.
    while (line.startsWith(QLatin1Char('>'))) {
        line.remove(0, 1);
        if (line.startsWith(QLatin1Char(' ')))
            line.remove(0, 1);
    }
    return line;
}

// Chat clients render a line wrapped in single backticks as code, and people copy it with them:
// "`NVIDIA GeForce RTX 3080`". The backticks are decoration, not output.
QString stripInlineCode(const QString& line)
{
    static const QRegularExpression re(QStringLiteral("^(\\s*)`([^`]+)`$"));
    const QRegularExpressionMatch m = re.match(line);
    return m.hasMatch() ? m.captured(1) + m.captured(2) : line;
}

bool isFence(const QString& line)
{
    const QString t = line.trimmed();
    return t.startsWith(QLatin1String("```")) || t.startsWith(QLatin1String("~~~"));
}

// A known tool's command line with no prompt before it, or an empty string.
QString bareCommand(const QString& line)
{
    const QRegularExpressionMatch bare = bareToolLine().match(line);
    if (bare.hasMatch() && !line.contains(QLatin1Char(':')) && line.size() < 200)
        return bare.captured(1).trimmed();
    if (bare.hasMatch() && line.trimmed().startsWith(QLatin1String("cat /proc")))
        return bare.captured(1).trimmed();
    return {};
}

} // namespace

QString PasteSplitter::commandOf(const QString& line)
{
    // user@host:~/dir$ cmd | user@host ~ % cmd | [user@host dir]$ cmd | $ cmd | # cmd (root, known tools
    // only, since "# " is also a markdown heading) | PS C:\Users\me> cmd | C:\Users\me>cmd
    static const QRegularExpression userHost(
        QStringLiteral("^\\s*(?:\\([^)]*\\)\\s*)?\\[?[\\w.-]+@[\\w.-]+(?:[: ][^$#%>]*)?\\]?\\s*[$#%]\\s*(\\S.*)$"));
    static const QRegularExpression dollar(QStringLiteral("^\\s*[$%]\\s+(\\S.*)$"));
    static const QRegularExpression powershell(QStringLiteral("^\\s*PS(?: [A-Za-z]:\\\\[^>]*)?>\\s*(\\S.*)$"));
    static const QRegularExpression cmd(QStringLiteral("^\\s*[A-Za-z]:\\\\[^>]*>\\s*(\\S.*)$"));
    static const QRegularExpression hash(QStringLiteral("^\\s*#\\s+(\\S.*)$"));
    for (const QRegularExpression* re : {&userHost, &dollar, &powershell, &cmd}) {
        const QRegularExpressionMatch m = re->match(line);
        if (m.hasMatch())
            return m.captured(1).trimmed();
    }
    const QRegularExpressionMatch h = hash.match(line);
    if (h.hasMatch() && bareToolLine().match(h.captured(1)).hasMatch())
        return h.captured(1).trimmed();
    const QString bare = bareCommand(line);
    if (!bare.isEmpty())
        return bare;
    // Arrow prompts of zsh/fish themes (U+279C, "->", U+276F, U+00BB, then the command), optionally
    // with the directory in between. An arrow also starts prose, so only a known tool's command counts.
    static const QRegularExpression arrow(
        QStringLiteral("^\\s*(?:\u279C|->|\u276F|\u00BB)\\s+(?:(\\S+)\\s+)?(\\S.*)$"));
    const QRegularExpressionMatch a = arrow.match(line);
    if (a.hasMatch()) {
        const QString afterDir = bareCommand(a.captured(2));
        if (!afterDir.isEmpty())
            return afterDir;
        return bareCommand(a.captured(1) + QLatin1Char(' ') + a.captured(2));
    }
    return {};
}

QList<PasteBlock> PasteSplitter::split(const QString& text) const
{
    QList<PasteBlock> blocks;
    PasteBlock current;
    auto flush = [&blocks, &current](int nextLine) {
        // Trim blank lines at both ends; keep the block when something is left.
        int first = 0;
        int last = int(current.lines.size()) - 1;
        while (first <= last && current.lines.at(first).trimmed().isEmpty())
            ++first;
        while (last >= first && current.lines.at(last).trimmed().isEmpty())
            --last;
        if (first <= last) {
            PasteBlock b;
            b.command = current.command;
            b.firstLine = current.firstLine + first;
            b.lines = current.lines.mid(first, last - first + 1);
            blocks.append(b);
        }
        current = PasteBlock();
        current.firstLine = nextLine;
    };

    QString normalized = text;
    normalized.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    normalized.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    const QStringList lines = normalized.split(QLatin1Char('\n'));
    current.firstLine = 1;
    for (int i = 0; i < lines.size(); ++i) {
        QString line = stripQuoteMarkers(lines.at(i));
        // Non-breaking spaces and tabs-as-spaces from chat clients stay as they are; trailing
        // whitespace never matters to a reader.
        while (!line.isEmpty() && line.back().isSpace())
            line.chop(1);
        line = stripInlineCode(line);
        if (isFence(line)) {
            flush(i + 2);
            continue;
        }
        const QString command = commandOf(line);
        if (!command.isEmpty()) {
            flush(i + 2);
            current.command = command;
            continue;
        }
        current.lines.append(line);
    }
    flush(int(lines.size()) + 1);
    return blocks;
}

} // namespace ts
