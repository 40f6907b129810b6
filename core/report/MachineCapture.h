// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/ToolRunner.h"
#include "system/SystemInfo.h"

#include <QByteArray>
#include <QMap>
#include <QProcessEnvironment>
#include <QString>

namespace ts {

/**
 * What detection read on this machine, kept in the layout `detect --from` reads back
 * (docs/capture-layout.md): the PCI device files, the NVIDIA driver's version files, the KFD
 * topology, the tools' answers as detection got them, and system.json. Support staff unpack it and
 * see the customer's machine as the installer saw it.
 */
struct MachineCapture
{
    SystemInfo system;               ///< what detection made of it
    QMap<QString, QByteArray> files; ///< path inside the capture -> content

    /**
     * Detects the machine under `root` ("/" live) with `tools`, recording every tool answer, and
     * copies the files the Linux sources read. On other systems the capture holds the tools'
     * answers and system.json.
     */
    static MachineCapture take(const QString& os, const QString& root, const ToolRunner& tools,
                               const QProcessEnvironment& environment);
    static MachineCapture takeThisMachine();
};

} // namespace ts
