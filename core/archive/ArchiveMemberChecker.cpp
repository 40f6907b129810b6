// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/ArchiveMemberChecker.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace ts {

namespace {

bool isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

std::optional<QString> decodeUtf8(const QByteArray& raw)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder(raw);
    if (decoder.hasError())
        return std::nullopt;
    return text;
}

// `/x`, `//x`, `C:/x` and `C:x` (relative to drive C's current folder); `\\server\x` is caught by the
// backslash rule before this.
bool isAbsolute(const QString& path)
{
    if (path.startsWith(QLatin1Char('/')))
        return true;
    return path.size() >= 2 && path.at(1) == QLatin1Char(':') && path.at(0).unicode() < 0x80 && path.at(0).isLetter();
}

// Two names that a case-insensitive or normalizing file system (Windows, macOS) would store as one.
QString folded(const QString& path)
{
    return path.normalized(QString::NormalizationForm_C).toCaseFolded();
}

} // namespace

ArchiveMemberChecker::ArchiveMemberChecker(const ExtractLimits& limits, QString archiveName)
    : m_limits(limits), m_archiveName(std::move(archiveName))
{
}

QString ArchiveMemberChecker::windowsNameProblem(const QString& part)
{
    for (const QChar c : part) {
        if (QStringView(u"<>:\"|?*").contains(c))
            //: %1 is a character such as ':'
            return InstallText::tr("Windows does not allow \"%1\" in a name").arg(c);
    }
    if (part.endsWith(QLatin1Char('.')) || part.endsWith(QLatin1Char(' ')))
        return InstallText::tr("Windows drops a dot or a space at the end of a name");
    // The device names count with any extension ("nul.txt"), and with spaces before it ("con .txt").
    QString base = part.section(QLatin1Char('.'), 0, 0);
    while (base.endsWith(QLatin1Char(' ')))
        base.chop(1);
    base = base.toUpper();
    static const QStringList devices = []() {
        QStringList names{QStringLiteral("CON"), QStringLiteral("PRN"),    QStringLiteral("AUX"),
                          QStringLiteral("NUL"), QStringLiteral("CONIN$"), QStringLiteral("CONOUT$")};
        // The ports with a digit, and the superscript ones Windows treats as digits.
        const QString digits = QStringLiteral("0123456789\u00b9\u00b2\u00b3");
        for (const char* port : {"COM", "LPT"}) {
            for (const QChar digit : digits)
                names << QLatin1String(port) + digit;
        }
        return names;
    }();
    if (devices.contains(base))
        //: %1 is a device name such as CON or COM1
        return InstallText::tr("\"%1\" names a device on Windows").arg(base);
    return {};
}

Status ArchiveMemberChecker::refuse(const QString& sentence, const QString& member, const QString& details) const
{
    return refuseWith(sentence, member, {}, details);
}

Status ArchiveMemberChecker::refuseWith(const QString& sentence, const QString& member, const QStringList& more,
                                        const QString& details) const
{
    // One arg() call fills every placeholder, so a '%' inside a member's name is never read as one.
    QString text;
    switch (more.size()) {
    case 0:
        text = sentence.arg(m_archiveName, member);
        break;
    case 1:
        text = sentence.arg(m_archiveName, member, more.at(0));
        break;
    default:
        text = sentence.arg(m_archiveName, member, more.at(0), more.at(1));
        break;
    }
    return Status::fail(
        ErrorKind::BadInput,
        text + QLatin1Char(' ') +
            InstallText::tr("Nothing from it was unpacked; get the archive again from a source you trust."),
        details);
}

Status ArchiveMemberChecker::checkLinkTargetText(const QString& member, const QString& target) const
{
    if (target.isEmpty())
        //: %1 is an archive, %2 a symlink's name in it
        return refuse(InstallText::tr("The archive %1 is refused: its symlink \"%2\" has no target."), member);
    for (const QChar c : target) {
        if (isControl(c.unicode())) {
            return refuse(
                //: %1 is an archive, %2 a symlink's name in it
                InstallText::tr("The archive %1 is refused: the target of its symlink \"%2\" contains a control "
                                "character."),
                member, printableMemberName(target.toUtf8()));
        }
        if (c == QLatin1Char('\\')) {
            return refuse(
                //: %1 is an archive, %2 a symlink's name in it
                InstallText::tr("The archive %1 is refused: the target of its symlink \"%2\" contains a backslash."),
                member, target);
        }
    }
    if (isAbsolute(target)) {
        //: %1 is an archive, %2 a symlink's name in it
        return refuse(InstallText::tr("The archive %1 is refused: its symlink \"%2\" points to an absolute path."),
                      member, target);
    }
    return success();
}

Result<std::optional<ArchiveMember>> ArchiveMemberChecker::add(const ArchiveEntry& entry)
{
    using Added = Result<std::optional<ArchiveMember>>;
    const QString shown = printableMemberName(entry.name);
    const QString where = QStringLiteral("header at uncompressed offset %1").arg(entry.offset);
    const auto fail = [](const Status& s) { return s.forward<std::optional<ArchiveMember>>(); };

    if (++m_entries > m_limits.maxEntries) {
        return fail(
            //: %1 is an archive, %2 a member's name in it, %n the most members an archive may have
            refuseWith(InstallText::tr("The archive %1 is refused: its member \"%2\" takes it past the limit of %n "
                                       "members.",
                                       nullptr, m_limits.maxEntries),
                       shown, {}, where));
    }

    ArchiveMember member;
    switch (entry.type) {
    case ArchiveEntry::Type::File:
        member.kind = ArchiveMember::Kind::File;
        break;
    case ArchiveEntry::Type::Directory:
        member.kind = ArchiveMember::Kind::Directory;
        break;
    case ArchiveEntry::Type::Symlink:
        member.kind = ArchiveMember::Kind::Symlink;
        break;
    case ArchiveEntry::Type::HardLink:
        return fail(
            //: %1 is an archive, %2 a member's name in it
            refuse(InstallText::tr("The archive %1 is refused: its member \"%2\" is a hard link, which could make "
                                   "two names share one file."),
                   shown, QStringLiteral("link to %1").arg(printableMemberName(entry.linkName))));
    case ArchiveEntry::Type::CharDevice:
    case ArchiveEntry::Type::BlockDevice:
    case ArchiveEntry::Type::Fifo:
        return fail(
            //: %1 is an archive, %2 a member's name in it
            refuse(InstallText::tr("The archive %1 is refused: its member \"%2\" is a device or a FIFO, not a file."),
                   shown, QStringLiteral("type flag '%1'").arg(QLatin1Char(entry.typeFlag))));
    case ArchiveEntry::Type::Other:
        return fail(
            //: %1 is an archive, %2 a member's name in it
            refuse(InstallText::tr("The archive %1 is refused: its member \"%2\" is of a kind this program does not "
                                   "unpack."),
                   shown, QStringLiteral("type flag 0x%1").arg(uchar(entry.typeFlag), 2, 16, QLatin1Char('0'))));
    }

    // A pax name or link target may be up to a megabyte; no real one comes near the limit, even
    // before "./" parts are dropped.
    if (entry.name.size() > maxNameBytes(m_limits) || entry.linkName.size() > maxNameBytes(m_limits)) {
        return fail(
            //: %1 is an archive, %2 a member's name in it, %n the longest path allowed (a number of characters)
            refuseWith(InstallText::tr("The archive %1 is refused: the path of its member \"%2\" is longer than %n "
                                       "characters.",
                                       nullptr, m_limits.maxPathLength),
                       printableMemberName(entry.name.left(m_limits.maxPathLength)) + QStringLiteral("..."), {}));
    }
    const std::optional<QString> name = decodeUtf8(entry.name);
    if (!name)
        return fail(refuse(
            //: %1 is an archive, %2 a member's name in it
            InstallText::tr("The archive %1 is refused: the name of its member \"%2\" is not valid UTF-8."), shown));
    for (const QChar c : *name) {
        if (isControl(c.unicode())) {
            return fail(
                //: %1 is an archive, %2 a member's name in it
                refuse(InstallText::tr("The archive %1 is refused: the name of its member \"%2\" contains a control "
                                       "character."),
                       shown));
        }
        if (c == QLatin1Char('\\')) {
            return fail(
                //: %1 is an archive, %2 a member's name in it
                refuse(InstallText::tr("The archive %1 is refused: the name of its member \"%2\" contains a backslash, "
                                       "which Windows reads as a folder separator."),
                       shown));
        }
    }
    if (isAbsolute(*name))
        return fail(
            //: %1 is an archive, %2 a member's name in it
            refuse(InstallText::tr("The archive %1 is refused: its member \"%2\" has an absolute path."), shown));

    QStringList parts;
    for (const QString& part : name->split(QLatin1Char('/'))) {
        if (part.isEmpty() || part == QLatin1String("."))
            continue;
        if (part == QLatin1String(".."))
            return fail(refuse(
                //: %1 is an archive, %2 a member's name in it
                InstallText::tr("The archive %1 is refused: the path of its member \"%2\" contains \"..\"."), shown));
        parts << part;
    }
    if (parts.isEmpty()) {
        if (member.kind == ArchiveMember::Kind::Directory && entry.size == 0)
            return Added::ok(std::nullopt);
        //: %1 is an archive, %2 a member's name in it
        return fail(refuse(InstallText::tr("The archive %1 is refused: its member \"%2\" has no name."), shown, where));
    }
    if (m_limits.windowsNames) {
        for (const QString& part : std::as_const(parts)) {
            if (const QString problem = windowsNameProblem(part); !problem.isEmpty())
                return fail(refuseWith(
                    //: %1 is an archive, %2 a member's name in it, %3 why Windows cannot hold it (a clause)
                    InstallText::tr("The archive %1 is refused: the name of its member \"%2\" cannot be stored on "
                                    "Windows: %3."),
                    shown, {problem}));
        }
    }
    member.path = parts.join(QLatin1Char('/'));
    if (member.path.size() > m_limits.maxPathLength) {
        return fail(
            //: %1 is an archive, %2 a member's name in it, %n the longest path allowed (a number of characters)
            refuseWith(InstallText::tr("The archive %1 is refused: the path of its member \"%2\" is longer than %n "
                                       "characters.",
                                       nullptr, m_limits.maxPathLength),
                       shown, {}));
    }

    if (member.kind != ArchiveMember::Kind::File && entry.size != 0) {
        return fail(
            //: %1 is an archive, %2 a member's name in it
            refuse(InstallText::tr("The archive %1 is refused: its member \"%2\" is a folder or a link but carries "
                                   "data."),
                   shown, QStringLiteral("%1 bytes").arg(entry.size)));
    }
    if (member.kind == ArchiveMember::Kind::File) {
        if (entry.size > m_limits.maxFileBytes) {
            return fail(refuseWith(
                //: %1 is an archive, %2 a member's name in it, %3 and %4 numbers of bytes
                InstallText::tr("The archive %1 is refused: its member \"%2\" unpacks to %3 bytes, more than "
                                "the %4 allowed for one file."),
                shown, {QString::number(entry.size), QString::number(m_limits.maxFileBytes)}));
        }
        if (entry.size > m_limits.maxTotalBytes - m_listing.totalBytes) {
            return fail(refuseWith(
                //: %1 is an archive, %2 a member's name in it, %3 a number of bytes
                InstallText::tr("The archive %1 is refused: with its member \"%2\" it unpacks to more than the "
                                "%3 bytes allowed in all."),
                shown, {QString::number(m_limits.maxTotalBytes)}));
        }
        member.size = entry.size;
        member.executable = (entry.mode & 0100) != 0;
    }
    if (member.kind == ArchiveMember::Kind::Symlink) {
#ifdef Q_OS_WIN
        return Added::fail(
            ErrorKind::Unsupported,
            //: %1 is an archive, %2 a symlink's name in it
            InstallText::tr("The archive %1 holds the symlink \"%2\", which cannot be created on Windows "
                            "without a special privilege.")
                .arg(m_archiveName, shown));
#endif
        const std::optional<QString> target = decodeUtf8(entry.linkName);
        if (!target) {
            return fail(refuse(
                //: %1 is an archive, %2 a symlink's name in it
                InstallText::tr("The archive %1 is refused: the target of its symlink \"%2\" is not valid UTF-8."),
                shown, printableMemberName(entry.linkName)));
        }
        if (const Status ok = checkLinkTargetText(shown, *target); !ok)
            return fail(ok);
        if (target->size() > m_limits.maxPathLength) {
            return fail(refuseWith(
                //: %1 is an archive, %2 a symlink's name in it, %n the longest target allowed (a number of
                //: characters)
                InstallText::tr("The archive %1 is refused: the target of its symlink \"%2\" is longer than %n "
                                "characters.",
                                nullptr, m_limits.maxPathLength),
                shown, {}));
        }
        member.linkTarget = *target;
    }

    // The folders above the member must not be files or symlinks, and no two paths may fold together.
    QString prefix;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        prefix = i == 0 ? parts.at(0) : prefix + QLatin1Char('/') + parts.at(i);
        const auto kind = m_kinds.constFind(prefix);
        if (kind != m_kinds.cend() && *kind != ArchiveMember::Kind::Directory) {
            return fail(refuseWith(
                //: %1 is an archive, %2 a member's name in it, %3 the path of another member
                InstallText::tr("The archive %1 is refused: its member \"%2\" lies below \"%3\", which is not a "
                                "folder."),
                shown, {prefix}));
        }
        const QString key = folded(prefix);
        const auto seen = m_folded.constFind(key);
        if (seen != m_folded.cend() && *seen != prefix) {
            return fail(refuseWith(
                //: %1 is an archive, %2 a member's name in it, %3 the path of another member
                InstallText::tr("The archive %1 is refused: the path of its member \"%2\" differs from \"%3\" "
                                "only in case, and both would be one folder on Windows and macOS."),
                shown, {*seen}));
        }
        m_folded.insert(key, prefix);
        m_directories.insert(prefix);
    }
    if (m_kinds.contains(member.path))
        //: %1 is an archive, %2 a member's name in it
        return fail(refuse(InstallText::tr("The archive %1 is refused: its member \"%2\" appears twice."), shown));
    if (member.kind != ArchiveMember::Kind::Directory && m_directories.contains(member.path)) {
        return fail(
            //: %1 is an archive, %2 a member's name in it
            refuse(InstallText::tr("The archive %1 is refused: its member \"%2\" is not a folder, but members before "
                                   "it lie below it."),
                   shown));
    }
    const QString key = folded(member.path);
    const auto seen = m_folded.constFind(key);
    if (seen != m_folded.cend() && *seen != member.path) {
        return fail(refuseWith(
            //: %1 is an archive, %2 and %3 members' names in it
            InstallText::tr("The archive %1 is refused: its member \"%2\" differs from \"%3\" only in case, and "
                            "both would be one file on Windows and macOS."),
            shown, {*seen}));
    }
    m_folded.insert(key, member.path);
    m_kinds.insert(member.path, member.kind);
    if (member.kind == ArchiveMember::Kind::Directory)
        m_directories.insert(member.path);
    if (member.kind == ArchiveMember::Kind::Symlink)
        m_foldedSymlinks.insert(key);
    m_listing.totalBytes += member.size;
    m_listing.members.append(member);
    return Added::ok(member);
}

Status ArchiveMemberChecker::finish() const
{
    for (const ArchiveMember& link : m_listing.members) {
        if (link.kind != ArchiveMember::Kind::Symlink)
            continue;
        // Resolve the target by its text alone, from the link's folder. That is exact only while no
        // component on the way is itself a symlink ("l/.." is not where it looks), so that is refused.
        QStringList at = link.path.split(QLatin1Char('/'));
        at.removeLast();
        const QStringList steps = link.linkTarget.split(QLatin1Char('/'));
        qsizetype lastStep = steps.size() - 1;
        while (lastStep >= 0 && (steps.at(lastStep).isEmpty() || steps.at(lastStep) == QLatin1String(".")))
            --lastStep;
        for (qsizetype i = 0; i <= lastStep; ++i) {
            const QString& step = steps.at(i);
            if (step.isEmpty() || step == QLatin1String("."))
                continue;
            if (step == QLatin1String("..")) {
                if (at.isEmpty()) {
                    return refuse(
                        //: %1 is an archive, %2 a symlink's name in it
                        InstallText::tr("The archive %1 is refused: its symlink \"%2\" points outside the unpacked "
                                        "folder."),
                        link.path, link.linkTarget);
                }
                at.removeLast();
                continue;
            }
            at << step;
            if (i < lastStep && m_foldedSymlinks.contains(folded(at.join(QLatin1Char('/'))))) {
                return refuseWith(
                    //: %1 is an archive, %2 and %3 symlinks' names in it
                    InstallText::tr("The archive %1 is refused: its symlink \"%2\" points through another symlink, "
                                    "\"%3\"."),
                    link.path, {at.join(QLatin1Char('/'))}, link.linkTarget);
            }
        }
        if (at.isEmpty()) {
            return refuse(
                //: %1 is an archive, %2 a symlink's name in it
                InstallText::tr("The archive %1 is refused: its symlink \"%2\" points at the unpacked folder itself."),
                link.path, link.linkTarget);
        }
    }
    return success();
}

} // namespace ts
