// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/ShellQuote.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ts {

/** A warning with the fix a user (or support engineer) can apply. */
struct Advice
{
    QString message;
    QString fix;
    bool operator==(const Advice&) const = default;
};

/**
 * One way to install PyTorch on a machine: what to install from where, with which environment, and
 * why. The first choice and each alternative share this shape; an alternative's `whyNotFirst` says
 * why it ranks below the ones before it.
 */
struct InstallChoice
{
    QString platform;     ///< cpu, cuXYZ, rocmX.Y, therock, xpu, directml, ipex, mps
    QString torchVersion; ///< a minor, "2.14" (pip takes its newest patch), or a pinned version, "2.13.0"
    QString indexUrl;     ///< the index pip is pointed at (--index-url)
    QStringList extraIndexUrls;
    QStringList packages;       ///< pip requirement strings, e.g. "torch[device-gfx1100]==2.9.1"
    QMap<QString, QString> env; ///< variables to persist in the venv's activation
    QString gfxTarget;          ///< AMD target the build is for, when one
    QList<int> gpus;            ///< indexes into SystemInfo::gpus this choice uses
    QString whyNotFirst;        ///< alternatives only

    QJsonObject toJson() const;
    /** pip's arguments for this choice: install, the packages, the index options. */
    QStringList pipArguments() const;
    /** "pip install ..." for a user to paste into `style`'s shell, every argument quoted as it needs. */
    QString pipCommand(ShellStyle style) const;
    bool operator==(const InstallChoice&) const = default;
};

/**
 * The policy's answer for a machine: the first choice, the ordered reasons (each a sentence that can
 * be checked against the compatibility matrix), warnings with fixes, and the ordered alternatives
 * that verification falls back to.
 */
struct Recommendation
{
    QString os;
    QString arch;
    QString python;
    InstallChoice choice;
    QStringList reasons;
    QList<Advice> warnings;
    QList<InstallChoice> alternatives;
    /// The version of the policy data the recommendation was made from (PolicyData), e.g. "2026-11-27.1".
    QString dataVersion;
    QString dataOrigin;       ///< "built-in" or "update"
    QStringList dataReplaced; ///< parts a file replaced for this recommendation: "matrix", "gpu-database"
    /// A newer torch release than the policy data knows, which the build's index lists (`--probe`):
    /// offered, not chosen ("2.15.0"); empty when none was seen.
    QString newerOnIndex;

    QJsonObject toJson() const;
    /** The engineer's answer in text: the choice, then why, then warnings and alternatives. */
    QString toText() const;
};

} // namespace ts
