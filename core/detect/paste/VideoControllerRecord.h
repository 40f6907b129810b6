// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReading.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * The properties of one Win32_VideoController instance as PowerShell or wmic printed them, and what
 * they say about a GPU. Both readers of that class share it, so its rules are written once: ids come
 * from PNPDeviceID only, except that without one the vendor is the one the name (or else
 * AdapterCompatibility) states (vendor::idFromName()); DriverVersion is given in NVIDIA's form for NVIDIA boards;
 * AdapterRAM is a uint32 that cannot hold 4 GiB, so a capped value is reported as unknown memory; virtual, remote and
 * software adapters are skipped; a real GPU that Windows drives with "Microsoft Basic Display Adapter"
 * is kept, without a name, as not usable.
 */
class VideoControllerRecord
{
public:
    /** Property names (case-insensitive) that only video controllers have; "Name" alone says little. */
    static bool isVideoControllerProperty(QStringView key);

    /** Whether a table with these columns lists video controllers: a column only they have, or a Name
     *  or Caption column under a command that asked for Win32_VideoController (`hint`). */
    static bool isVideoControllerTable(const QStringList& columns, bool hint);

    /** Whether a table row's cells fit their columns (AdapterRAM a number, DriverVersion a version,
     *  PNPDeviceID a device path, possibly cut to "…"); prose after a table does not. */
    static bool rowFits(const QStringList& columns, const QStringList& values);

    /** Sets a property; the first value of a key wins. Keys are compared case-insensitively. */
    void set(const QString& key, const QString& value);
    /** Appends a continuation of a wrapped value (no separator for PNPDeviceID, a space otherwise). */
    void append(const QString& key, const QString& more);
    QString value(const QString& key) const;
    bool has(const QString& key) const;
    bool isEmpty() const { return m_values.isEmpty(); }

    /**
     * Whether the record is a Win32_VideoController: it has a property only that class has, names that
     * class (CreationClassName, __CLASS), or `commandSaysVideoController` and a Name or Caption. A record
     * of another class (CreationClassName : Win32_Processor) is never one.
     */
    bool isVideoController(bool commandSaysVideoController) const;

    /**
     * Adds what the record says to `reading`: one GPU (sources "paste:<readerId>") with its recognized
     * sentence, or a skipped sentence saying why it is no GPU.
     */
    void readInto(PasteReading& reading, const QString& readerId) const;

    /** readInto() for every record, marks their lines consumed, and states os=windows when any was
     *  read: the common end of both readers of this class. */
    static void readAllInto(const QList<VideoControllerRecord>& records, PasteReading& reading,
                            const QString& readerId);

    QList<int> lines; ///< indexes of the block lines the record was read from

private:
    QMap<QString, QString> m_values; // lower-case key -> value
};

} // namespace ts
