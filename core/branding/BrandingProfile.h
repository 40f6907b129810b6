// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/BuildFilter.h"
#include "util/Result.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * What a distributor sets for its own setup wizard (docs/branding.md): the product's name, logo,
 * colour and texts, where the environment goes by default, what it installs besides PyTorch, which
 * builds may be chosen, where PyTorch comes from, and the program to start at the end. The built-in
 * profile is Torch Setup's own; a distributor's is read from `branding/branding.json` beside the
 * executable, or from the file given with --branding.
 */
struct BrandingProfile
{
    static constexpr int kFormatVersion = 1;

    QString productName = QStringLiteral("Torch Setup");
    QString logoPath;              ///< absolute; empty: none
    QString accent;                ///< "#rrggbb"; empty: the style's own
    QString welcomeTitle;          ///< empty: the product's default text
    QString welcomeText;           ///< plain text, paragraphs separated by blank lines
    QString licencePath;           ///< absolute; empty: no licence page
    QString defaultVenv;           ///< "~/..." expanded; empty: ~/torch-env
    QStringList extraRequirements; ///< installed with the build's packages ("diffusers==0.31.0")
    QStringList allowedBackends;   ///< patterns such as "cu*", "cpu"; empty: every build
    QString pytorchMirror;         ///< a mirror of download.pytorch.org/whl; empty: the real one
    QStringList launchCommand;     ///< argument list run by "Start ..." at the end; {venv} and {python} expanded
    /** Where this distribution's policy-data updates come from: an https address, or a folder (made
     *  absolute); empty: the program's own channel (docs/policy-data.md). */
    QString policyDataUrl;
    /** Raw Ed25519 public keys (32 bytes each, at most two) trusted besides the program's own, for
     *  bundles the distributor signs. */
    QList<QByteArray> policyDataKeys;
    QString source; ///< where it was read ("built-in" or the file)

    /** The texts in another language; what a translation leaves out stays as above. */
    struct Translation
    {
        QString productName;
        QString welcomeTitle;
        QString welcomeText;
        QString licencePath; ///< absolute
    };
    QMap<QString, Translation> translations; ///< by language code ("de", "zh_CN")

    /** The profile as the wizard shows it in `language` (a code such as "de"; "en" or unknown: as is). */
    BrandingProfile localized(const QString& language) const;

    /** Whether the profile allows the build `platform`. */
    bool allows(const QString& platform) const;
    /** The builds it allows, as the planner applies them. */
    BuildFilter builds() const;
    /** The extra requirements that pin torch, torchvision or torchaudio to versions ("torch==2.13.1"):
     *  the policy chooses a build those versions exist for (InstallRequest::policyPins,
     *  RecommendRequest::packageSpecs), so the build's own series and the pin agree. */
    QStringList torchPins() const;
    /** The launch command with {venv} and {python} filled in for an environment. */
    QStringList launchFor(const QString& venv, const QString& python) const;

    static BrandingProfile builtIn();
    /** Reads a profile file; paths in it are relative to its folder. BadInput naming the field when invalid. */
    static Result<BrandingProfile> loadFile(const QString& path);
    static Result<BrandingProfile> fromJson(const QByteArray& text, const QString& where, const QString& baseDir);
    /** The built-in profile, or `branding/branding.json` next to `executableDir` when present. */
    static Result<BrandingProfile> forExecutable(const QString& executableDir);
};

} // namespace ts
