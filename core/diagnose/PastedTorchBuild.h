// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ts {

/**
 * What a pasted text says about the PyTorch that failed, read from the forms people paste:
 * `python -m torch.utils.collect_env` ("PyTorch version: 2.5.1+cu121", "CUDA used to build PyTorch:
 * 12.1", "ROCM used to build PyTorch: 6.2.41133", "Is CUDA available: False"), `pip list` / `pip freeze`
 * lines ("torch 2.5.1+cu121", "torch==2.5.1+cu121") and the paths of a traceback (a Windows, macOS
 * or Linux site-packages). Nothing is guessed: each field stays empty when the text does not say it.
 */
struct PastedTorchBuild
{
    QString version;       ///< "2.5.1+cu121" as written
    QString build;         ///< cpu, cuda, rocm, xpu, mps (from the local tag or collect_env); empty: unknown
    QString cudaVersion;   ///< "12.1": the CUDA the build was made with
    QString rocmVersion;   ///< "6.2.41133"
    QString os;            ///< linux, windows, macos: from collect_env's OS line or the traceback's paths
    QString arch;          ///< from collect_env's OS line ("Ubuntu 22.04.4 LTS (x86_64)")
    QString python;        ///< "3.12" from collect_env or a site-packages path
    QString cudaAvailable; ///< "True" / "False" as collect_env printed it; empty when not printed

    /** Reads the text; lines are matched after quote markers and prompts are stripped. */
    static PastedTorchBuild read(const QStringList& lines);

    /** "torch 2.5.1+cu121 (a CUDA 12.1 build)" for reports; empty when nothing is known. */
    QString describe() const;
};

/** A pasted line without the quote markers ("> ") and indentation pasted around it. */
QString pastedLineText(const QString& raw);

} // namespace ts
