// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/GpuRecord.h"
#include "util/Result.h"

#include <QByteArray>
#include <QSharedDataPointer>
#include <QString>
#include <QStringView>

#include <optional>

namespace ts {

/**
 * The GPU models Torch Setup knows: every NVIDIA, AMD and Intel GPU in pci.ids with the facts the
 * curated data adds (architecture, compute capability, gfx target, Intel generation, XPU support),
 * plus product-name patterns for GPUs seen without ids. The data is the generated table
 * resources/gpu-database.tsv (format: docs/gpu-database.md), built into the program as a resource
 * and replaceable by a file.
 *
 * Loading keeps the table as bytes and indexes its rows by id; a row is turned into a GpuRecord only
 * when looked up, so loading the built-in table costs well under a millisecond. Copies share the
 * data. A const GpuDatabase may be used from several threads.
 */
class GpuDatabase
{
public:
    static constexpr int kFormatVersion = 1;
    /** Where the built-in table lives in the program's resources. */
    static QString resourcePath() { return QStringLiteral(":/torch-setup/gpu-database.tsv"); }

    /** An empty database: every lookup misses, every name classifies to a record without facts. */
    GpuDatabase();
    GpuDatabase(const GpuDatabase& other);
    GpuDatabase(GpuDatabase&& other) noexcept;
    GpuDatabase& operator=(const GpuDatabase& other);
    GpuDatabase& operator=(GpuDatabase&& other) noexcept;
    ~GpuDatabase();

    /**
     * The table built into the program. Loading checks its structure, ids and order; the per-field
     * checks and pattern compilation that loadFile() does are left to the build's tests, which load
     * the same resource with every check (patterns are compiled on first use instead, which keeps
     * loading under a millisecond). Returns an empty database, after a warning, only if the resource
     * is missing or damaged, which a tested build never is.
     */
    static GpuDatabase builtIn();

    /**
     * Reads a table in the documented format. Any malformed line fails the whole load with a message
     * naming the file and the line number, and the raw line in the details: wrong field count, an id
     * that is not 4 lowercase hex digits, an unknown kind or xpu value, rows out of order or repeated,
     * an unknown section, a pattern that is not a valid regular expression, or an unsupported format.
     */
    static Result<GpuDatabase> loadFile(const QString& path);
    /** Like loadFile() for text already in memory; `where` names it in messages. */
    static Result<GpuDatabase> loadData(const QByteArray& data, const QString& where);

    /**
     * The record for a PCI vendor and device id ("10de"/"2684"; "10DE" and "0x10de" are accepted).
     * Empty when the table has no such GPU: unknown ids, and the non-GPU functions of a graphics
     * card (HD audio, USB-C) that the table leaves out.
     */
    std::optional<GpuRecord> lookup(QStringView vendorId, QStringView deviceId) const;

    /**
     * Facts for a GPU known only by name (a paste, Windows' adapter name, lspci without -nn). The
     * name is matched against the table's name patterns in order, the first match giving the facts;
     * "(R)", "(TM)", "®" and "™" are ignored. When `vendorId` is given only that vendor's patterns
     * are tried; otherwise the vendor is guessed from the name, and all patterns are tried when it
     * cannot be. The record's vendorId is `vendorId` (normalized) and never a guess; deviceId is
     * always empty. A name no pattern matches gives a record with only vendor and name.
     */
    GpuRecord classifyByName(const QString& name, const QString& vendorId = {}) const;

    /**
     * Adds GPUs from another pci.ids (typically a newer one on the user's system) that this table
     * lacks. Rule: only NVIDIA, AMD and Intel devices whose id is in neither the table nor an earlier
     * addition are taken, and only if their name passes the table's GPU filter (the same words the
     * generator used to leave out audio, USB and bridge functions). An added record has the name from
     * that file and the facts classifyByName() finds for that name (chip codename and product
     * patterns); per-device curated facts (APU gfx targets, Intel id ranges) are not applied, since
     * they live in the generator's input. Rows of the table are never changed. Reading a full
     * pci.ids costs a few milliseconds: call this only when lookup() misses.
     *
     * Returns the number of records added, or a failure when the file cannot be read.
     */
    Result<int> addNamesFromPciIds(const QString& path);

    /** Rows in the table plus records added from pci.ids files. */
    int deviceCount() const;
    /** The pci.ids version the table was generated from ("2025.06.09"), or empty. */
    QString pciIdsVersion() const;

private:
    struct Data;
    /** Full: every field and pattern. BuiltIn: structure, ids and order (the tests check the rest). */
    enum class Checks { Full, BuiltIn };
    static Result<GpuDatabase> parse(const QByteArray& data, const QString& where, Checks checks);

    QSharedDataPointer<Data> d;
};

} // namespace ts
