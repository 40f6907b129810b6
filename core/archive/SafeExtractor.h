// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace ts {

/**
 * Ceilings an archive must stay under before anything is written. The defaults leave ample room for a
 * python-build-standalone `install_only` archive (about 100 MB and 5,000 entries unpacked) while
 * stopping a decompression bomb long before it fills a disk.
 */
struct ExtractLimits
{
    qint64 maxTotalBytes = qint64(2) * 1024 * 1024 * 1024; ///< sum of all file sizes, unpacked
    qint64 maxFileBytes = qint64(1) * 1024 * 1024 * 1024;  ///< one file, unpacked
    int maxEntries = 100000;                               ///< archive members (files, folders, links)
    int maxPathLength = 1024;                              ///< characters in a member's path
    /** Refuse names Windows cannot hold as they are (see ArchiveMemberChecker::windowsNameProblem); on
     *  by default on Windows, where such a name would open a device, write an alternate data stream or
     *  land under another name. */
#ifdef Q_OS_WIN
    bool windowsNames = true;
#else
    bool windowsNames = false;
#endif
};

/** One member of an archive as the pre-scan read it, after its path was checked. */
struct ArchiveMember
{
    enum class Kind { File, Directory, Symlink };

    QString path; ///< relative, '/'-separated, no "." or ".." parts, no trailing '/'
    Kind kind = Kind::File;
    qint64 size = 0;         ///< bytes of content; 0 for folders and links
    bool executable = false; ///< the owner's execute bit was set in the archive
    QString linkTarget;      ///< for symlinks: the target exactly as stored (relative, checked to stay inside)
};

/** What the pre-scan found: every member, in archive order, and the total to be written. */
struct ArchiveListing
{
    QList<ArchiveMember> members;
    qint64 totalBytes = 0;

    /** The distinct first path components ("python" for a python-build-standalone archive). */
    QStringList topLevelNames() const;
};

/** What an extraction left behind. */
struct ExtractionSummary
{
    QString destination; ///< the folder that now holds the tree
    int files = 0;
    int directories = 0; ///< folders created, named in the archive or implied by a member's path
    int symlinks = 0;
    qint64 bytesWritten = 0;
};

/** How SafeExtractor::extract() reports progress, can be stopped, and checks the tree before it is kept. */
struct ExtractOptions
{
    /** Bytes of file content written so far, and the archive's total; reaches (total, total) on success,
     *  (0, 0) for an archive without file content. Called on the extracting thread. */
    std::function<void(qint64 bytesWritten, qint64 bytesTotal)> progress;
    /** Polled between members and between chunks of data; when it becomes true the extraction stops with
     *  ErrorKind::Cancelled and removes what it wrote. A CancelToken's flag() fits here. */
    const std::atomic_bool* cancel = nullptr;
    /** Checks the staged tree (e.g. runs `python/bin/python3 -c "import sys, ssl"` inside it) before the
     *  rename; a failure is returned as the extraction's result and the staged tree is removed. */
    std::function<Status(const QString& stagedDir)> verify;
};

/**
 * Unpacks .tar and .tar.gz/.tgz archives (the kind the portable Pythons come in), picked by file name,
 * without trusting them; any other name is refused with ErrorKind::Unsupported. Used to provision the portable Python,
 * so the contract is "all or nothing, nothing outside the destination":
 *
 * 1. The whole archive is read once before anything is written (inspect()), by our own strict readers,
 *    because KArchive's KTar hides what matters: KTar strips a leading '/', cleans "a/../../x" to
 *    "../x", keeps only the first of two members with the same name, turns hard links into symlink-looking
 *    files and devices and FIFOs into empty files, and reports success for a cut archive. A tar stream is
 *    decompressed by KArchive's KCompressionDevice as it is read (no decompressed copy is ever stored) and
 *    walked header by header by TarReader: ustar prefixes, GNU long names and long link names ('L', 'K')
 *    and pax headers ('x': "path", "linkpath" and "size" are applied, other records ignored) are read; a
 *    global pax header that renames or resizes members, two long names for one member, and sparse files
 *    are refused.
 *    The archive is refused as a whole, with ErrorKind::BadInput and a message naming the member (see
 *    ArchiveMemberChecker), on: an absolute path (`/x`, `//x`, `C:/x`, `C:x`), a ".." part, a backslash
 *    (so `\\server\x` too), a control character (NUL included), a name that is not UTF-8, two members
 *    whose paths are equal or differ only in case or Unicode normalization (the tree may be copied to
 *    Windows or macOS), a member below a file or a symlink, a hard link, a device, FIFO or socket, any other
 *    entry type, a folder or link that carries data, a symlink whose target is empty, absolute, leaves the
 *    extracted tree, points at its top or passes through another symlink, and a count, size or path length
 *    (of a name or a link target) over the ExtractLimits. Limits are checked from the headers, so a
 *    decompression bomb is refused after reading at most the allowed bytes and before anything is written.
 *    "./" prefixes and empty parts ("a//b") are dropped, and the "." folder itself is skipped. With
 *    ExtractLimits::windowsNames (the default on Windows) a name Windows cannot hold is refused too: a
 *    device name (CON, NUL, COM1, "aux.txt"), a part ending in a dot or a space, or one of < > : " | ? *.
 * 2. A truncated or damaged archive is refused (ErrorKind::BadInput): for a tar, a header with a wrong
 *    checksum, a member whose data ends early, a missing end-of-archive marker (two zero blocks), anything
 *    but zero padding after that marker, a compressed stream that stops before its own end marker or does
 *    not decompress.
 * 3. The free space on the destination's volume is compared with the unpacked size (plus a block per
 *    member); too little fails (ErrorKind::Failed) with a "not enough space" message before anything is
 *    written.
 * 4. The archive is read a second time and written into a fresh hidden folder created next to
 *    `destinationDir` (same volume, see StagingFolder). Every member is checked again and must equal the one
 *    the first pass accepted, so a file changed in between cannot slip anything past the checks. Writes,
 *    flush and close are checked, and a full disk fails with a "not enough space" message. Files are
 *    created exclusively (an existing name or link is never followed) and get mode 0644, or 0755 when the
 *    owner's execute bit was set; folders get 0755; setuid, setgid and sticky bits are dropped. Symlinks
 *    are created last, so nothing is ever written through one. On Windows symlink members are refused with
 *    ErrorKind::Unsupported (creating them needs a privilege most users lack; a python-build-standalone
 *    Windows archive has none).
 * 5. Only when every member was written and ExtractOptions::verify, if set, accepted the staged tree is the
 *    staged folder renamed to `destinationDir`. On any failure or cancel the staged folder is removed and
 *    `destinationDir` is left exactly as it was; nothing is ever written outside the staged folder.
 *
 * `destinationDir` must not exist, or be an empty folder; its parent folder must exist. A destination that
 * is a symlink, a file or a non-empty folder is refused (ErrorKind::BadInput) without touching it. Archive
 * members keep their paths: `python/bin/python3` lands at `destinationDir/python/bin/python3`.
 *
 * Not detected: KArchive does not say whether a gzip stream's own checksum matched, so tar data corrupted
 * without being shortened may go unnoticed; verify the archive's SHA-256 before extracting it (the
 * portable Python's is checked against its release's list).
 *
 * The object holds only settings: one instance may serve several threads, each call blocks its caller
 * (meant for a worker thread) and calls the progress handler on that thread.
 */
class SafeExtractor
{
public:
    using ProgressHandler = decltype(ExtractOptions::progress);
    using Verifier = decltype(ExtractOptions::verify);
    using Options = ExtractOptions;

    explicit SafeExtractor(ExtractLimits limits = {}) : m_limits(limits) {}

    const ExtractLimits& limits() const { return m_limits; }

    /** Reads and checks the whole archive (steps 1 and 2 above) without writing anything. */
    Result<ArchiveListing> inspect(const QString& archivePath, const std::atomic_bool* cancel = nullptr) const;

    /** Extracts `archivePath` into `destinationDir`, all or nothing, as described above. */
    Result<ExtractionSummary> extract(const QString& archivePath, const QString& destinationDir,
                                      const ExtractOptions& options = {}) const;
    /**
     * The same from an archive that is open already (its kind from its file name): every pass reads
     * this one open file from its start, so bytes a caller verified through it (PortablePython hashes
     * them) are the bytes unpacked, whatever happens to the path meanwhile.
     */
    Result<ExtractionSummary> extract(QFile& archive, const QString& destinationDir,
                                      const ExtractOptions& options = {}) const;

private:
    Result<ArchiveListing> inspectOpen(QFile& archive, const std::atomic_bool* cancel) const;

    ExtractLimits m_limits;
};

} // namespace ts
