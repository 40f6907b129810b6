// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "archive/SafeExtractor.h"
#include "process/ProcessRunner.h"
#include "util/CancelToken.h"
#include "util/Result.h"

#include <QFile>
#include <QString>

#include <functional>

namespace ts {

/** How PortablePython::provision() reports progress and can be stopped. */
struct PortablePythonOptions
{
    /** Bytes unpacked so far and in all (see ExtractOptions::progress); called on the provisioning thread. */
    std::function<void(qint64 bytesWritten, qint64 bytesTotal)> progress;
    /** Stops the hashing, the unpacking and the interpreter check; the result is then ErrorKind::Cancelled. */
    CancelToken cancel;
    /** Limit for the check that runs the unpacked interpreter. */
    int checkTimeoutMs = 120000;
};

/** Where a provisioned portable Python lies. */
struct PortablePythonInstall
{
    QString targetDir;   ///< the folder given to provision(); holds `python/`
    QString interpreter; ///< `<targetDir>/python/bin/python3`, or `<targetDir>\python\python.exe` on Windows
    QString sha256;      ///< the archive's verified digest, lower case
};

/**
 * The local half of provisioning a portable Python from python-build-standalone: it takes an archive that
 * was already downloaded, with the SHA-256 its release's SHA256SUMS lists for it (see Sha256Sums and
 * PortablePythonArchiveName), and makes it a working interpreter in `targetDir`, all or nothing:
 *
 * 1. The file's SHA-256 is computed and compared with `expectedSha256` before the file is opened as an
 *    archive; a mismatch is ErrorKind::BadInput, naming the file and both digests.
 * 2. SafeExtractor unpacks it into a hidden folder next to `targetDir`, with all its checks.
 * 3. There, before anything is moved into place, the interpreter the archive must hold
 *    (`python/bin/python3`, `python/python.exe` on Windows: this machine's layout, since it must run here)
 *    is run in isolated mode (`-I`, so no PYTHON* variable or user site changes the answer) through
 *    ProcessRunner: `-c "import sys, ssl, sqlite3, venv"`. A missing interpreter is BadInput; one that does
 *    not start, fails, crashes or hangs past PortablePythonOptions::checkTimeoutMs is Failed, its message
 *    saying how it ended and its details holding the end of what it printed to stderr.
 * 4. Only then is the folder renamed to `targetDir`.
 *
 * `targetDir` must not exist or be an empty folder (SafeExtractor's rule). On any failure or cancel it is
 * left exactly as it was and the hidden folder is removed. The work blocks its caller: run it on a worker
 * thread. The object holds only settings and may serve several threads.
 */
class PortablePython
{
public:
    explicit PortablePython(SafeExtractor extractor = SafeExtractor(), ProcessRunner runner = ProcessRunner())
        : m_extractor(std::move(extractor)), m_runner(runner)
    {
    }

    Result<PortablePythonInstall> provision(const QString& archivePath, const QString& expectedSha256,
                                            const QString& targetDir, const PortablePythonOptions& options = {}) const;

    /** The lower-case SHA-256 of the file at `path`, read in chunks; fails with BadInput when it cannot be
     *  read and with Cancelled when `cancel` is set meanwhile. */
    static Result<QString> sha256Of(const QString& path, const CancelToken& cancel = CancelToken());
    /** The same of a file open already, read from its start. */
    static Result<QString> sha256Of(QFile& file, const CancelToken& cancel = CancelToken());

    /** The interpreter's path below the unpacked folder on this machine (`python/bin/python3`, or
     *  `python/python.exe` on Windows). */
    static QString interpreterRelativePath();

private:
    Status checkInterpreter(const QString& stagedDir, const QString& archiveName,
                            const PortablePythonOptions& options) const;

    SafeExtractor m_extractor;
    ProcessRunner m_runner;
};

} // namespace ts
