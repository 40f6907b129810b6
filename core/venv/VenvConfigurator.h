// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"
#include "venv/VenvState.h"

#include <QMap>
#include <QString>

namespace ts {

/**
 * Keeps an InstallChoice's environment variables (HSA_OVERRIDE_GFX_VERSION=10.3.0,
 * PYTORCH_ENABLE_MPS_FALLBACK=1, ...) with a virtual environment, so that every way of starting its
 * Python gets them: running <venv>/bin/python directly, an IDE that picks the interpreter, and a
 * shell that activated the environment.
 *
 * - A `torch_setup_env.pth` file in site-packages whose `import` line calls os.environ.setdefault()
 *   for each variable when Python starts: a variable the user has set already keeps the user's
 *   value. (Python skips .pth files only when started with -S.) Values are written as ASCII Python
 *   string literals, so any character comes through as it is.
 * - A marked block at the end of each activation script the environment has (bin/activate for
 *   sh/bash/zsh, activate.fish, activate.csh, Activate.ps1, and on Windows Scripts/activate.bat):
 *   it sets a variable only when it is not set, and remembers in `_TORCH_SETUP_SET_<NAME>` that it
 *   did. Lines at the start of `deactivate` (deactivate.bat on Windows, the `deactivate` alias in
 *   csh) unset exactly the variables the block set, so a user's own setting survives both.
 *   Values are quoted for each shell: nothing in a value is expanded or run.
 *
 * Running it again replaces the blocks and the .pth file rather than adding to them; an empty
 * environment removes them. Each file is replaced atomically (QSaveFile). A script whose
 * `deactivate` cannot be found (not written by venv or virtualenv) still gets the block; its
 * deactivate then leaves the variables set. Editing Activate.ps1 voids its Authenticode signature,
 * which matters only where PowerShell's policy is AllSigned.
 */
class VenvConfigurator
{
public:
    /** The scripts and their dialects. */
    enum class Script { Posix, Fish, Csh, PowerShell, Batch, BatchDeactivate };

    static constexpr const char* kPthFileName = "torch_setup_env.pth";

    /**
     * Writes `env` into the environment `venv` describes (a Kind::Venv with site-packages). BadInput
     * when a name is not a valid variable name (letters, digits, `_`, not starting with a digit) or
     * a value holds a NUL or a line break, or when `venv` is not an environment with site-packages;
     * Failed, naming the file, when a file cannot be written. Nothing is written unless every
     * variable is valid.
     */
    Status persistEnvironment(const VenvState& venv, const QMap<QString, QString>& env) const;

    /** The .pth file's text for `env`; empty for an empty `env`. */
    static QString pthText(const QMap<QString, QString>& env);
    /**
     * `script` (the text of a script of kind `kind`) with earlier Torch Setup blocks removed and, for
     * a non-empty `env`, the new ones added. Line ends follow the script's own (`\r\n` or `\n`).
     */
    static QString editScript(const QString& script, Script kind, const QMap<QString, QString>& env);
    /** `value` written so that `kind`'s shell reads it back as it is. */
    static QString quote(const QString& value, Script kind);
};

} // namespace ts
