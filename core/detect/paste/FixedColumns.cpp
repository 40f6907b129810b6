// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/FixedColumns.h"

#include <QRegularExpression>

namespace ts::text {

std::optional<FixedColumns> FixedColumns::fromHeader(const QString& header)
{
    FixedColumns c;
    static const QRegularExpression name(QStringLiteral("\\S+(?: \\S+)*"));
    QRegularExpressionMatchIterator it = name.globalMatch(header);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        // wmic pads columns with at least two spaces; a single space inside means prose, not a header.
        if (m.captured(0).contains(QLatin1Char(' ')))
            return std::nullopt;
        c.m_names.append(m.captured(0));
        c.m_starts.append(int(m.capturedStart(0)));
    }
    if (c.m_names.isEmpty())
        return std::nullopt;
    return c;
}

bool FixedColumns::isUnderline(const QString& line)
{
    static const QRegularExpression re(QStringLiteral("^\\s*-{2,}(?:\\s+-+)*\\s*$"));
    return re.match(line).hasMatch();
}

std::optional<FixedColumns> FixedColumns::fromUnderline(const QString& header, const QString& underline)
{
    if (!isUnderline(underline))
        return std::nullopt;
    FixedColumns c;
    static const QRegularExpression group(QStringLiteral("-+"));
    QRegularExpressionMatchIterator it = group.globalMatch(underline);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        // PowerShell draws exactly as many dashes as the name is long, right under it, whichever way
        // the column is aligned.
        const QString name = header.mid(m.capturedStart(0), m.capturedLength(0)).trimmed();
        if (name.isEmpty())
            return std::nullopt;
        c.m_names.append(name);
        c.m_starts.append(int(m.capturedStart(0)));
    }
    return c;
}

int FixedColumns::indexOf(QStringView name) const
{
    for (int i = 0; i < m_names.size(); ++i) {
        if (QStringView(m_names.at(i)).compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QStringList FixedColumns::splitRow(const QString& row) const
{
    QList<int> cuts;
    cuts.append(0);
    for (int i = 1; i < m_starts.size(); ++i) {
        int cut = m_starts.at(i);
        if (cut < row.size() && cut > 0 && !row.at(cut).isSpace() && !row.at(cut - 1).isSpace()) {
            // A word straddles the column start: move the cut to where the word begins, but never
            // into the previous column's start.
            while (cut > cuts.last() + 1 && !row.at(cut - 1).isSpace())
                --cut;
        }
        cuts.append(std::max(cut, cuts.last()));
    }
    QStringList values;
    for (int i = 0; i < cuts.size(); ++i) {
        const int from = cuts.at(i);
        const int to = i + 1 < cuts.size() ? cuts.at(i + 1) : int(row.size());
        values.append(from < row.size() ? row.mid(from, std::max(0, to - from)).trimmed() : QString());
    }
    return values;
}

} // namespace ts::text
