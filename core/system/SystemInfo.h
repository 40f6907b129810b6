// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/GpuInfo.h"
#include "util/Result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/**
 * What is known of a machine: the value detect/ produces (from the machine itself or a paste) and
 * policy/ consumes. JSON is the exchange format of `detect --json` and `recommend --hardware`.
 */
struct SystemInfo
{
    static constexpr int kFormatVersion = 1;

    QString os;         ///< "linux", "windows", "macos"; other kernels as QSysInfo names them
    QString osVersion;  ///< human name and version, e.g. "Debian GNU/Linux 13 (trixie)"
    QString arch;       ///< "x86_64", "aarch64", "arm64", "i386", "riscv64", ...
    QString python;     ///< default Python's "major.minor", e.g. "3.12"
    QString pythonPath; ///< where that Python lives
    QString cpu;        ///< CPU model name
    QList<GpuInfo> gpus;
    std::optional<bool> kfdPresent;     ///< /dev/kfd exists (Linux, AMD compute)
    std::optional<bool> kfdAccessible;  ///< the current user may open /dev/kfd
    QMap<QString, QString> environment; ///< variables already set that change what torch sees
    QMap<QString, QString> sources;     ///< JSON field name -> source that stated it
    QStringList notes;                  ///< what was recognized and what was skipped, for the report
    QString origin;                     ///< "this machine", "paste:FILE", "capture:DIR" or "file:FILE"

    void note(const QString& field, const QString& source) { sources.insert(field, source); }

    /** The variables that detection reports when they are set. */
    static QStringList relevantEnvironmentVariables();

    QJsonObject toJson() const;
    /**
     * Reads `detect --json`'s format. Only "os", "arch" and "python" may be needed by a caller; all
     * else is optional. Ids must be 4 lowercase hex digits; wrong types or values fail with a
     * message naming the field.
     */
    static Result<SystemInfo> fromJson(const QJsonObject& json);
    /** Parses JSON text (e.g. a file's content, or a support bundle's report.json, whose "system" member
     *  it reads); `where` names the file for messages. */
    static Result<SystemInfo> fromJsonText(const QByteArray& text, const QString& where);

    bool operator==(const SystemInfo& other) const = default;
};

} // namespace ts
