// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/Version.h"
#include "util/Result.h"

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ts {

/** One platform the matrix knows, e.g. {"linux-x86_64", "linux", "x86_64"}. */
struct CompatPlatform
{
    QString id;   ///< "linux-x86_64", "linux-aarch64", "windows-x86_64", "macos-arm64", "macos-x86_64"
    QString os;   ///< "linux", "windows" or "macos" (platform::normalizeOs spelling)
    QString arch; ///< "x86_64" or "aarch64" (platform::normalizeArch spelling)
};

/** What a variant builds on; a variant's id spells its kind ("cu128", "rocm6.4", "cpu", "xpu", ...). */
enum class VariantKind { Cpu, Cuda, Rocm, Xpu, Mps, DirectMl, Ipex };

/** "cpu", "cuda", "rocm", "xpu", "mps", "directml", "ipex". */
QString variantKindName(VariantKind kind);
std::optional<VariantKind> variantKindFromName(QStringView name);

/**
 * One way torch is built and where it is installed from: a download.pytorch.org index ("cu128",
 * "rocm6.4", "cpu", "xpu") or PyPI plus extra packages ("mps", "directml", "ipex").
 */
struct CompatVariant
{
    QString id;
    VariantKind kind = VariantKind::Cpu;
    QString indexUrl;                         ///< the index pip is pointed at with --index-url
    Version cuda;                             ///< CUDA release, for kind Cuda ("12.8")
    QMap<QString, Version> minDriver;         ///< os -> lowest NVIDIA driver that runs it at all
    QMap<QString, Version> recommendedDriver; ///< os -> driver the CUDA toolkit shipped with, when known
    Version rocm;                             ///< ROCm release, for kind Rocm ("6.2.4")
    QStringList gfx;                          ///< AMD targets the wheels ship kernels for, kind Rocm
    QStringList devices;                      ///< devices the vendor validates, descriptive (kind Xpu)
    QStringList python;                       ///< further limits the release's Python list when not empty
    QStringList extraPackages;                ///< pip requirements installed next to torch
    QString note;
    QString source;
};

/** One torch release (the newest patch of its minor) and what it ships. */
struct TorchRelease
{
    Version torch;       ///< "2.13.0"
    QString torchvision; ///< the torchvision that pairs with it, e.g. "0.28.0"
    QString torchaudio;  ///< the torchaudio that pairs with it; empty when none does
    QStringList python;  ///< Python minors with wheels, e.g. {"3.10", ..., "3.14"}
    /// Python minors with torch wheels on download.pytorch.org only: no torchvision, nothing on PyPI (a
    /// pre-release Python such as 3.15 for torch 2.14). No build is offered for them; the refusal says why.
    QStringList pythonTorchOnly;
    QMap<QString, QStringList> pythonOverrides; ///< platform -> Python minors, where they differ
    QMap<QString, QStringList> variants;        ///< platform -> variant ids, in the file's order
    QMap<QString, QString> pypiDefault;         ///< platform -> the variant a plain `pip install torch` gets
    QString source;

    /** The Python minors with wheels on `platform` (the override, else the release's list). */
    QStringList pythonFor(const QString& platform) const;
};

/** The compute capabilities a CUDA variant ships kernels for, over a range of torch releases. */
struct CudaKernels
{
    QString variant;
    Version torchFrom; ///< first torch release covered
    Version torchTo;   ///< last, inclusive at its precision ("2.10" covers 2.10.x)
    QStringList platforms;
    QList<Version> sm; ///< compiled kernels (cubins), e.g. 7.5, 8.0, 8.6
    Version ptx;       ///< PTX shipped for JIT on newer GPUs; null when none
    QString source;

    /** Whether a compiled kernel runs on compute capability `cc`: a cubin of the same major and a
     *  minor at or below cc's (NVIDIA's binary compatibility, so sm_86 serves 8.9). */
    bool hasCubinFor(const Version& cc) const;
};

/**
 * The gfx targets a ROCm variant ships kernels for in a range of torch releases, where they differ from
 * the variant's own list (a release that added a target to its build, e.g. gfx1103 in torch 2.13).
 */
struct RocmKernels
{
    QString variant;
    Version torchFrom; ///< first torch release covered
    Version torchTo;   ///< last, inclusive at its precision
    QStringList gfx;   ///< the whole list for these releases, not an addition
    QString source;
};

/** A channel of AMD's multi-architecture (TheRock) wheels: one index, the GPU chosen by an extra. */
struct TheRockChannel
{
    QString id; ///< "stable" or "nightly"
    QString indexUrl;
    QList<Version> torch; ///< torch minors offered, e.g. 2.10, 2.11, 2.12
    QStringList python;
    QMap<QString, QStringList> targets; ///< platform -> gfx targets with a device extra
    /// gfx target -> the torch minors built for it, where fewer than the channel's (gfx90c only for 2.12)
    QMap<QString, QList<Version>> targetTorch;
    QString source;

    /** The torch minors the channel offers for `gfxTarget`: its targetTorch entry, else every minor. */
    QList<Version> torchFor(const QString& gfxTarget) const;
};

/** A Triton package that makes torch.compile work for a platform and variant kind. */
struct TritonCompanion
{
    QString package;
    QStringList platforms;
    QList<VariantKind> kinds;
    Version torchFrom;
    Version torchTo;     ///< inclusive at its precision; null when open-ended
    QString requirement; ///< pip requirement, e.g. "triton-windows>=3.5,<3.6"
    QString indexUrl;
    bool installedWithTorch = false; ///< torch's own wheel already depends on it
    QString source;
};

/**
 * The compatibility matrix: which torch releases exist for which platform, Python and variant, what
 * each variant needs (drivers) and serves (compute capabilities, gfx targets), plus AMD's TheRock
 * channels and the Triton companions. It is policy data: the recommender enumerates
 * (release x variant) candidates from it and filters them; it holds no decisions itself.
 *
 * A value type; copies share the parsed data. Every lookup is exact: a question the file does not
 * answer gets an empty or null answer, never a guessed default. The format is described in
 * docs/compat-matrix.md; a distributor may ship a replacement file and load it with loadFile().
 */
class CompatMatrix
{
public:
    static constexpr int kFormatVersion = 1;

    /** An empty matrix: no releases, no variants. */
    CompatMatrix();

    /**
     * Parses and validates the matrix. Any problem fails with a message naming the file and the entry
     * ("compat-matrix.json: torch_releases[3].variants.linux-x86_64[2]: \"cu12\" is not a known
     * variant"): unknown keys, missing or mistyped fields, malformed versions, duplicates, references
     * to undefined platforms or variants, CUDA variants without kernel data. `where` names the source.
     */
    static Result<CompatMatrix> load(const QByteArray& json, const QString& where);
    /** Reads `path` (a file or a ":/" resource) and load()s it. */
    static Result<CompatMatrix> loadFile(const QString& path);
    /** The resource path of the matrix built into the program. */
    static QString builtInPath();
    /**
     * The built-in matrix, parsed on first use and shared afterwards. The resource is validated by the
     * test suite; should it still fail to load, the reason goes to the log and the matrix is empty.
     */
    static CompatMatrix builtIn();

    bool isEmpty() const;
    /** The file's "updated" date, "YYYY-MM-DD". */
    QString updated() const;

    QList<CompatPlatform> platforms() const;
    /**
     * The matrix's platform id for an OS and architecture in any usual spelling ("Linux"/"amd64",
     * "darwin"/"arm64"); empty when the matrix knows no such platform.
     */
    QString platformFor(QStringView os, QStringView arch) const;
    /** The platform with id `platform`, or nullptr. */
    const CompatPlatform* platform(const QString& platform) const;

    /** All releases, newest first. */
    const QList<TorchRelease>& releases() const;
    /** The release "2.13.0", or the one of minor "2.13"; nullptr when the matrix has none. */
    const TorchRelease* release(QStringView version) const;
    /**
     * The newest release with at least one variant for `platform` and, when `python` is given, wheels
     * for that Python minor there; nullptr when none.
     */
    const TorchRelease* newestRelease(const QString& platform, QStringView python = {}) const;
    /**
     * The newest release that lists `python` as torch-only (wheels on download.pytorch.org without
     * torchvision) and has variants for `platform`; nullptr when none does.
     */
    const TorchRelease* newestTorchOnlyRelease(const QString& platform, QStringView python) const;
    /**
     * The variants `release` ships for `platform`, in the file's order, keeping only those with wheels
     * for `python` (a minor such as "3.12") when it is given: the candidates a recommender filters.
     */
    QStringList variantsFor(const TorchRelease& release, const QString& platform, QStringView python = {}) const;
    /** The variant a plain `pip install torch` gets for `release` on `platform`; empty when not recorded. */
    QString pypiDefault(const TorchRelease& release, const QString& platform) const;

    /** The variant with id `id` ("cu128"), or nullptr. */
    const CompatVariant* variant(QStringView id) const;
    /** Every variant id, in the file's order. */
    QStringList variantIds() const;
    /** The --index-url for variant `id`; empty for an unknown id. */
    QString indexUrl(QStringView id) const;
    /** Lowest NVIDIA driver on `os` ("linux", "windows") for CUDA variant `id`; nullopt if not recorded. */
    std::optional<Version> minDriver(QStringView id, QStringView os) const;
    /** The driver the variant's CUDA toolkit shipped with on `os`; nullopt when not recorded. */
    std::optional<Version> recommendedDriver(QStringView id, QStringView os) const;

    /** The kernel entry for CUDA variant `id` in `torch` on `platform`, or nullptr. */
    const CudaKernels* cudaKernels(QStringView id, const Version& torch, const QString& platform) const;
    /**
     * Whether CUDA variant `id` of `torch` on `platform` runs on a GPU of compute capability `cc`:
     * true when it ships a cubin of the same major and a minor at or below cc's (NVIDIA's binary
     * compatibility, so sm_86 serves 8.9), or PTX at or below cc for the driver to JIT. nullopt when
     * the matrix has no kernel data for that combination.
     */
    std::optional<bool> shipsKernelsFor(QStringView id, const Version& torch, const QString& platform,
                                        const Version& cc) const;
    /**
     * The gfx targets ROCm variant `id` of `torch` ships kernels for: the rocm_kernels entry covering
     * that release, else the variant's own list; empty for an unknown or non-ROCm id.
     */
    QStringList gfxTargets(QStringView id, const Version& torch) const;

    /** TheRock channel ids in the file's order ("stable", "nightly"). */
    QStringList theRockChannels() const;
    const TheRockChannel* theRockChannel(QStringView id) const;
    /** The gfx targets `channel` offers on `platform`; empty when it offers none there. */
    QStringList theRockTargets(QStringView channel, const QString& platform) const;
    /** The pip extra that selects `gfxTarget` ("device-gfx1100"). */
    QString theRockExtra(QStringView gfxTarget) const;

    /** The Triton companions for `torch` on `platform` with a variant of `kind`, in the file's order. */
    QList<TritonCompanion> tritonFor(const Version& torch, const QString& platform, VariantKind kind) const;
    /** Every Triton companion rule as the file writes it (package, platforms, kinds, torch_from,
     *  torch_to where set, requirement), in the file's order: what the verification script's fix for a
     *  missing Triton reads (VerifyOptions::tritonRules). */
    QJsonArray tritonRulesJson() const;

    struct Data;

private:
    std::shared_ptr<const Data> d;
};

} // namespace ts
