// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/PolicyData.h"
#include "policy/PolicyDataVersion.h"
#include "system/Version.h"
#include "util/Result.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * One published set of policy data (format in docs/policy-data.md): a JSON manifest with its format
 * version, the data version, the lowest program version that reads it, and the text of each policy
 * file. It travels with a detached Ed25519 signature over the file's exact bytes (PolicyKeys); parse()
 * is for bytes whose signature was checked, or for the publisher's own check before signing.
 */
struct PolicyBundle
{
    static constexpr int kFormatVersion = 1;
    /** What the publisher uploads, and what `data update --from DIR` reads from a folder. */
    static QString fileName() { return QStringLiteral("torch-setup-policy-data.json"); }
    static QString signatureFileName() { return fileName() + QStringLiteral(".sig"); }
    /** The files a bundle holds, by their names in resources/. */
    static QStringList memberNames();
    /** The files a bundle may leave out (the built-in one is used then): portable-python.json, which
     *  bundles made before it was part of the policy data lack. */
    static QStringList optionalMemberNames();
    /** Larger files are refused before anything else is done with them. */
    static constexpr qint64 kMaxBytes = qint64(32) << 20;

    /** A bundle or signature file from disk, read up to one byte past kMaxBytes (enough for the size
     *  check to refuse it); BadInput naming the file when it cannot be read. */
    static Result<QByteArray> readFile(const QString& path);

    int formatVersion = 0;
    PolicyDataVersion dataVersion;
    Version minProgramVersion;
    QMap<QString, QByteArray> files; ///< member name -> its exact text

    /**
     * Reads the manifest. Unsupported when its format is newer than this program reads; BadInput, with
     * the key named, when it is malformed (unknown or missing keys, a bad version, a file missing).
     * `where` names the bundle in messages.
     */
    static Result<PolicyBundle> parse(const QByteArray& bytes, const QString& where);

    /**
     * Validates every file with the loader the built-in file passes (the compatibility matrix, the GPU
     * database with every check, the AMD overrides, the failure signatures, the portable Pythons) and gives the data of
     * an update from `source`. BadInput naming the file and the entry at the first problem.
     */
    Result<PolicyData> toPolicyData(const QString& source) const;
};

} // namespace ts
