// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts::text {

/**
 * The columns of a fixed-width text table as PowerShell's Format-Table and wmic print them: a header
 * line of column names, for PowerShell with a line of dashes under each name. Columns are located by
 * where their names (or dashes) start; PowerShell right-aligns numbers, so a value may begin left of
 * its header, which splitRow() allows for.
 */
class FixedColumns
{
public:
    /** From a header line alone (wmic): names separated by two or more spaces. nullopt when the line
     *  is not such a header (a name with a space in it, or nothing but spaces). */
    static std::optional<FixedColumns> fromHeader(const QString& header);

    /** From a header and its underline of dash groups (PowerShell); nullopt when `underline` is not
     *  made of dashes and spaces only, or a dash group has no name above it. */
    static std::optional<FixedColumns> fromUnderline(const QString& header, const QString& underline);

    /** Whether the line is made of dash groups and spaces only (at least one group of two). */
    static bool isUnderline(const QString& line);

    const QStringList& names() const { return m_names; }
    /** Index of the column named `name` (case-insensitive), or -1. */
    int indexOf(QStringView name) const;

    /**
     * One trimmed value per column. A word that straddles a column start belongs to the column on its
     * right (a right-aligned number wider than its header), so the cut moves to the word's start.
     * Missing cells (a short row) are empty strings.
     */
    QStringList splitRow(const QString& row) const;

private:
    QStringList m_names;
    QList<int> m_starts;
};

} // namespace ts::text
