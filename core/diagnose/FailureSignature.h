// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * One known failure (resources/failure-signatures.json, format in docs/failure-signatures.md): the
 * lines that give it away, its cause code (the verification script's vocabulary: no_kernel_image,
 * driver_too_old, ...), how bad it is, and what to do. Texts are whole sentences; a detail sentence
 * names values captured by the patterns ({gpu}, {sm}, {gfx}, ...) and is shown only when every value
 * it names is known.
 */
struct FailureSignature
{
    enum class Severity { Error, Warning, Info };
    /** How the fix is completed for the machine in the text: not at all, or with the policy's build. */
    enum class Advice { None, Recommend };

    /** A fix, optionally only for texts that meet a condition ("os:windows", "build:rocm"). */
    struct Fix
    {
        QString when; ///< empty: always
        QString text;
    };

    QString id;    ///< stable name of the signature, e.g. "cuda-arch-not-in-build"
    QString cause; ///< the cause code, shared with the verification script
    Severity severity = Severity::Error;
    QList<QRegularExpression> patterns; ///< matched line by line, case-insensitively
    /** Conditions that must all hold besides a matching line: "gpu:nvidia|amd", "build:cpu", "os:linux". */
    QStringList requires_;
    QString title;
    QStringList details;
    QList<Fix> fixes; ///< the first whose condition holds is given
    Advice advice = Advice::None;
    QString source; ///< where the wording comes from

    static QString severityName(Severity severity);
};

/** The list of signatures, in the order the data file gives them. */
class FailureSignatures
{
public:
    static constexpr int kFormatVersion = 1;

    /** The built-in data (:/torch-setup/failure-signatures.json). */
    static Result<FailureSignatures> builtIn();
    static Result<FailureSignatures> loadFile(const QString& path);
    /** Parses and validates; BadInput naming the entry and field ("signatures[3].patterns[1]: ...") when invalid. */
    static Result<FailureSignatures> fromJson(const QByteArray& text, const QString& where);

    const QList<FailureSignature>& all() const { return m_signatures; }

private:
    QList<FailureSignature> m_signatures;
};

} // namespace ts
