// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QString>
#include <QStringList>

namespace ts {

/**
 * The file name of a python-build-standalone `install_only` archive,
 * `cpython-<version>+<release tag>-<target triple>-install_only.tar.gz`, built and read in one place.
 * Such an archive holds one top folder, `python/`, with the interpreter at `python/bin/python3`
 * (`python/python.exe` for a Windows triple).
 *
 * Only the triples this program provisions are accepted: x86_64-unknown-linux-gnu,
 * aarch64-unknown-linux-gnu, x86_64-pc-windows-msvc, aarch64-apple-darwin and x86_64-apple-darwin.
 */
struct PortablePythonArchiveName
{
    QString pythonVersion; ///< "3.12.7"; a pre-release such as "3.14.0rc1" is accepted too
    QString releaseTag;    ///< the release's date tag, "20241016"
    QString triple;        ///< one of supportedTriples()

    /** A checked name: BadInput for a malformed version or tag, Unsupported for another triple. */
    static Result<PortablePythonArchiveName> make(const QString& pythonVersion, const QString& releaseTag,
                                                  const QString& triple);
    /** Reads a file name (no folder); fails as make() does, or with BadInput when it has another form
     *  (another flavour such as `install_only_stripped` or `full` included). */
    static Result<PortablePythonArchiveName> parse(const QString& fileName);

    /** `cpython-3.12.7+20241016-x86_64-unknown-linux-gnu-install_only.tar.gz`. */
    QString fileName() const;
    /** Where the interpreter lies below the folder the archive is unpacked into. */
    QString interpreterPath() const { return interpreterPathFor(triple); }

    static QStringList supportedTriples();
    /** The triple for an OS and a CPU architecture (any spelling platform::normalizeOs/normalizeArch
     *  read); empty when python-build-standalone has no install_only build this program uses for it. */
    static QString tripleFor(const QString& os, const QString& arch);
    /** `python/python.exe` for a Windows triple, `python/bin/python3` for the others. */
    static QString interpreterPathFor(const QString& triple);
};

} // namespace ts
