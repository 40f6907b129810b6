// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"
#include "venv/VenvState.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace ts {

/**
 * Looks at the folder chosen for the environment and says what it holds, without running Python:
 * pyvenv.cfg and the `*.dist-info/METADATA` files are read directly. That keeps it to a few
 * milliseconds, and it works for an environment whose base Python was removed or upgraded away,
 * which is exactly the environment that needs repair.
 *
 * - A folder that does not exist is VenvState::Kind::Missing, one without entries (hidden ones
 *   count) Kind::Empty.
 * - A folder with a pyvenv.cfg is Kind::Venv. From pyvenv.cfg: `home`, `executable` or
 *   `base-executable`, `version` or `version_info`, `include-system-site-packages`; keys are matched
 *   without regard to case and lines without `=` are skipped, as Python's own site module does. The
 *   base interpreter exists when `executable`/`base-executable` names an executable file, or when
 *   `home` holds a python, python3 or python3.X (python.exe on Windows). The layout is Windows'
 *   (Scripts/, Lib/site-packages) when `os` is "windows" or the folder has Scripts/ and no bin/.
 *   site-packages is lib/python<minor>/site-packages, else the newest lib/python3.* folder that has
 *   one (a free-threaded "python3.13t", a venv whose `version` line is missing); empty when none.
 * - Distributions are read from `<name>-<version>.dist-info/METADATA` (and `.egg-info/PKG-INFO`)
 *   for the names asked about only; the folder name stands in when the file is missing or has no
 *   Name or Version. Of two folders for one name (a leftover of an interrupted upgrade) the first
 *   in name order is reported.
 *
 * Errors: a path that is a file, or a folder that holds other things and no pyvenv.cfg, is
 * ErrorKind::BadInput with a sentence saying what was found and to choose an empty or new folder;
 * a pyvenv.cfg that cannot be read (permissions, a folder of that name, binary content) is
 * BadInput naming the file. A venv whose base Python is gone is not an error: it is a VenvState
 * with isBroken(), which VenvChange turns into a repair.
 */
class VenvInspector
{
public:
    struct Options
    {
        /** The OS whose conventions apply (platform::normalizeOs spelling); empty: this machine's. */
        QString os;
        /** The architecture TorchBuild reads markers for; empty: this machine's. */
        QString arch;
        /**
         * The distributions worth reporting, by name (any PEP 503 spelling); an entry ending in `*`
         * matches every name that starts with the rest ("nvidia-*"). Empty: defaultDistributions().
         */
        QStringList distributions;
        /**
         * Tries the environment's own interpreter (when it and its base are there): empty when it
         * starts, else what it said (VenvState::interpreterFailure, which makes the environment
         * broken). Unset: the interpreter is not started. The caller's, as starting a process is.
         */
        std::function<QString(const QString& interpreter)> tryInterpreter;
    };

    VenvInspector();
    explicit VenvInspector(Options options);

    /** What `directory` holds; see the class comment for the errors. */
    Result<VenvState> inspect(const QString& directory) const;

    /**
     * torch and its companions (torchvision, torchaudio), the Triton builds (triton,
     * pytorch-triton, pytorch-triton-rocm, pytorch-triton-xpu, triton-windows), the CUDA runtime
     * wheels (nvidia-*), TheRock's SDK wheels (rocm, rocm-sdk-*), torch-directml,
     * intel-extension-for-pytorch, numpy, and pip itself.
     */
    static QStringList defaultDistributions();

private:
    bool wanted(const QString& normalizedName) const;

    Options m_options;
    QStringList m_exact;    // normalized names
    QStringList m_prefixes; // normalized prefixes of the `*` entries
};

} // namespace ts
