// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/** One installed Python distribution, as its `*.dist-info/METADATA` says. */
struct InstalledDistribution
{
    QString name;             ///< as METADATA spells it ("torch", "pytorch-triton-rocm")
    QString version;          ///< the whole version, local tag included ("2.6.0+cpu")
    QStringList requirements; ///< its Requires-Dist values, as written (markers included)
    QString metadataPath;     ///< the METADATA file read; empty when the folder name had to do

    /** The version without its local tag: "2.6.0" for "2.6.0+cpu". */
    QString publicVersion() const;
    /** The local tag, "cpu" for "2.6.0+cpu"; empty when there is none. */
    QString localTag() const;

    /** PEP 503's comparable name: lower case, runs of `-`, `_` and `.` as one `-`. */
    static QString normalizeName(QStringView name);
    /**
     * Reads the header of a METADATA (or PKG-INFO) file: Name, Version and Requires-Dist. The header
     * ends at the first empty line (the description follows); field names are matched without regard
     * to case; a line that starts with a space or tab continues the field before it, joined with one
     * space; `\r\n` line ends are accepted. nullopt when it has no Name or no Version.
     */
    static std::optional<InstalledDistribution> fromMetadata(const QByteArray& text);
};

/**
 * Which torch build is installed, read from its version's local tag and what was installed with it.
 *
 * `variant` uses the compatibility matrix's ids, so it compares with InstallChoice::platform:
 * "+cpu" is "cpu", "+cu130" is "cu130", "+rocm6.2.4" is "rocm6.2.4", "+xpu" is "xpu". AMD's
 * multi-architecture (TheRock) wheels carry the ROCm SDK they were built with, 7.9 or later and often
 * with a pre-release suffix ("+rocm7.10.0a20251120", "+rocmsdk20250828"): those are "therock". AMD's
 * own repository wheels add a git hash ("+rocm6.4.1.git1ded221d"), which is dropped. A ROCm tag with a
 * pre-release suffix ("+rocm7.0.0rc20250707") is a TheRock build too, whatever its release. Another
 * tag (a source build's "+git1234abc") leaves the variant empty: it matches no choice.
 *
 * Without a tag the build is the one PyPI serves: on Linux the CUDA build (its CUDA release read from
 * the nvidia-cuda-runtime requirement: "cu124" for 12.4; "cuda" when none says), unless nothing CUDA
 * came with it (aarch64 before CUDA wheels reached PyPI: "cpu"); on Windows the CPU build; on macOS
 * the MPS build ("mps"). A requirement counts when an nvidia-cuda-runtime distribution is installed
 * or its marker does not exclude `os` and `arch` (only a conjunction of `platform_system`,
 * `sys_platform` and `platform_machine` equalities is read; anything else is taken to apply).
 * A CPU torch (tagged or not) with torch-directml beside it is "directml", one with
 * intel-extension-for-pytorch "ipex".
 */
struct TorchBuild
{
    QString version;          ///< "2.6.0+cpu"
    QString publicVersion;    ///< "2.6.0"
    QString localTag;         ///< "cpu"; empty when none
    QString variant;          ///< matrix variant id as above; "therock"; "cuda" for a CUDA build of unknown release
    bool pypiDefault = false; ///< untagged: the build a plain `pip install torch` gets there
    QString cudaRelease;      ///< "12.4" for a CUDA build where known
    QString rocmRelease;      ///< "6.2.4" for a ROCm build, the SDK's release for TheRock where the tag says

    /** A build that runs on the CPU only ("cpu"; "ipex" and "directml" reach a GPU through their extension). */
    bool isCpuOnly() const;
    /**
     * How the build is named in sentences: "torch 2.6.0+cpu"; an untagged one says which build it is,
     * "torch 2.6.0 (PyPI's CUDA 12.4 build)", "torch 2.4.1 with torch-directml".
     */
    QString describe() const;
    QJsonObject toJson() const;

    /** `torch` interpreted on `os` and `arch` (normalized spellings), with the other installed distributions. */
    static TorchBuild fromInstalled(const InstalledDistribution& torch, const QList<InstalledDistribution>& others,
                                    const QString& os, const QString& arch);
};

/**
 * Where things are inside a virtual environment on each OS. Paths are joined with `/` (Qt's
 * separator on every OS; QDir::toNativeSeparators() makes them Windows' for display).
 */
struct VenvLayout
{
    /** `venv`/bin, or `venv`/Scripts on Windows (`os` in platform::normalizeOs spelling). */
    static QString scriptsPath(const QString& venv, const QString& os);
    /** `venv`/bin/python, or `venv`/Scripts/python.exe on Windows. */
    static QString interpreterPath(const QString& venv, const QString& os);
    /** `venv`/lib/python3.X/site-packages, or `venv`/Lib/site-packages on Windows; `minor` is "3.12". */
    static QString sitePackages(const QString& venv, const QString& os, const QString& minor);
    /** `venv`/pyvenv.cfg */
    static QString configPath(const QString& venv);
};

/**
 * What a folder chosen for the environment holds: nothing yet, or a virtual environment with its
 * configuration, its interpreter, and the distributions that matter for PyTorch. A plain value made
 * by VenvInspector and read by VenvChange::decide().
 */
struct VenvState
{
    enum class Kind {
        Missing, ///< the folder does not exist yet
        Empty,   ///< it exists and holds nothing
        Venv,    ///< it holds a virtual environment (pyvenv.cfg)
    };

    QString directory;
    Kind kind = Kind::Missing;

    // The rest describes a Venv.
    QString configPath;     ///< its pyvenv.cfg
    QString home;           ///< pyvenv.cfg `home`: the base interpreter's folder
    QString baseExecutable; ///< pyvenv.cfg `executable` / `base-executable` where written
    QString pythonVersion;  ///< pyvenv.cfg `version` or `version_info`, e.g. "3.13.5"
    QString pythonMinor;    ///< "3.13"
    bool includeSystemSitePackages = false;
    bool baseExists = false;        ///< the base interpreter is still there
    bool windowsLayout = false;     ///< Scripts\\ and Lib\\site-packages rather than bin/ and lib/
    QString interpreter;            ///< the environment's own python
    bool interpreterExists = false; ///< it exists (a link to a deleted base does not)
    /** What it said when it was tried and did not start ("Fatal Python error: ..."); empty when it
     *  started or was not tried (VenvInspector::Options::tryInterpreter). */
    QString interpreterFailure;
    QString sitePackages;                       ///< empty when none was found
    QList<InstalledDistribution> distributions; ///< those asked about that are installed
    /** Every distribution site-packages holds, as "name version" from its folder's name (not read
     *  further), sorted: what an environment that is created again would lose. */
    QStringList everyDistribution;
    /** For a broken environment only (what a rebuild decides with): each distribution's normalized name
     *  to the normalized names it requires unconditionally (Requires-Dist without an extra). */
    QHash<QString, QStringList> requiresOf;
    std::optional<TorchBuild> torch;

    /** The installed distribution called `name` (any spelling PEP 503 equates), or nullptr. */
    const InstalledDistribution* distribution(QStringView name) const;
    /** A venv that cannot be used as it is: its base Python or its own interpreter is gone, or that
     *  interpreter does not start. */
    bool isBroken() const
    {
        return kind == Kind::Venv && (!baseExists || !interpreterExists || !interpreterFailure.isEmpty());
    }

    QJsonObject toJson() const;
    /** "missing", "empty", "venv". */
    static QString kindName(Kind kind);
};

} // namespace ts
