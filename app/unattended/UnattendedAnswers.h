// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts::unattended {

/**
 * What an unattended run is told to do (docs/unattended.md): the answer file's keys, each optional
 * but format_version. Unset values keep the window's defaults (the branding profile's folder and
 * mirror, the recommended build, the best Python found). Paths are absolute after reading ("~/" is
 * the home folder; a relative path is relative to the answer file's folder).
 */
struct UnattendedAnswers
{
    Q_DECLARE_TR_FUNCTIONS(ts::unattended::UnattendedAnswers)
public:
    static constexpr int kFormatVersion = 1;

    QString source;         ///< the file it was read from; empty when there is none
    QString folder;         ///< the environment's folder
    QString backend;        ///< "auto" or a build (cpu, cu130, rocm7.1, ...); empty: auto
    QString python;         ///< a base interpreter's path
    QString portablePython; ///< "default" or "3.X": download a portable Python instead
    QStringList packages;   ///< exactly these instead of the build's packages
    QString indexUrl;       ///< one index for everything
    QString pytorchMirror;  ///< a mirror of download.pytorch.org/whl
    QStringList extraIndexUrls;
    QStringList findLinks; ///< folders of wheels
    QString cacheDir;
    bool allowInsecureHttp = false;
    bool fallback = true;       ///< try the next build when one fails its check, as the window does
    bool quickCheck = false;    ///< after the install, only its own check (no torch.compile)
    bool acceptLicence = false; ///< the branding profile's licence is accepted
    bool launch = false;        ///< start the branding profile's program at the end
    std::optional<bool>
        compileBytecode; ///< compile every package before finishing; unset: as root (InstallRequest::compileBytecode)
    QString logFile;     ///< progress lines are appended here too

    /** Reads an answer file. BadInput naming the file and the key (or the JSON error) when invalid. */
    static Result<UnattendedAnswers> loadFile(const QString& path);
    /** Reads answers from JSON text; `where` names the file in messages, `baseDir` anchors relative paths. */
    static Result<UnattendedAnswers> fromJson(const QByteArray& text, const QString& where, const QString& baseDir);
};

} // namespace ts::unattended
