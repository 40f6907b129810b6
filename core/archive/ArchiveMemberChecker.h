// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "archive/SafeExtractor.h"
#include "archive/TarReader.h"
#include "util/Result.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/**
 * Decides, member by member, whether an archive may be unpacked, and builds its ArchiveListing. Every
 * refusal is a BadInput failure (Unsupported for a symlink on Windows) whose message names the archive
 * and the member; the rules are listed in SafeExtractor's documentation.
 *
 * Members are fed in archive order with add(); checks that need the whole listing (where symlinks point)
 * run in finish(). The top folder itself ("." or "./") is skipped, not listed: it is the destination.
 */
class ArchiveMemberChecker
{
public:
    ArchiveMemberChecker(const ExtractLimits& limits, QString archiveName);

    /** Checks `entry` against the rules and the members seen so far; the member, or std::nullopt when
     *  it was skipped (the top folder). */
    Result<std::optional<ArchiveMember>> add(const ArchiveEntry& entry);

    /** Checks every symlink's target against the complete listing; call once, after the last add(). */
    Status finish() const;

    const ArchiveListing& listing() const { return m_listing; }

    /**
     * Why Windows cannot hold a path part as it is named, or an empty string: a device name (CON, PRN,
     * AUX, NUL, COM0-9, LPT0-9 and their superscript forms, CONIN$, CONOUT$; in any case, with or
     * without an extension: Windows opens the device), a trailing dot or space (Windows drops it, so
     * the file lands under another name), or one of < > : " | ? * (a colon writes an alternate data
     * stream of another file).
     */
    static QString windowsNameProblem(const QString& part);

    /** How many bytes a member's name may have in the raw archive (UTF-8 needs up to four per character). */
    static int maxNameBytes(const ExtractLimits& limits) { return limits.maxPathLength * 4 + 1; }

private:
    /** A BadInput failure: `sentence` with %1 = the archive, %2 = `member`, %3 and %4 = `more`. */
    Status refuse(const QString& sentence, const QString& member, const QString& details = {}) const;
    Status refuseWith(const QString& sentence, const QString& member, const QStringList& more,
                      const QString& details = {}) const;
    Status checkLinkTargetText(const QString& member, const QString& target) const;

    ExtractLimits m_limits;
    QString m_archiveName;
    ArchiveListing m_listing;
    qint64 m_entries = 0;
    QHash<QString, ArchiveMember::Kind> m_kinds; ///< every listed member's path
    QSet<QString> m_directories;                 ///< folders, listed or implied by a member's path
    QHash<QString, QString> m_folded;            ///< case-folded path -> the spelling first seen
    QSet<QString> m_foldedSymlinks;              ///< case-folded paths of symlink members
};

} // namespace ts
