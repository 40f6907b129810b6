// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"
#include "detect/windows/DxgiAdapter.h"

namespace ts {

/**
 * Reads the DXGI adapter dump the Windows source records ("Adapter N" followed by indented
 * `Field: value` lines named after DXGI_ADAPTER_DESC1's members; see docs/capture-layout.md).
 */
class DxgiDumpReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("dxgi"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;

    /** The adapters of a dump, in order; `consumed` receives the line indexes understood. */
    static QList<DxgiAdapter> parse(const QStringList& lines, QSet<int>* consumed = nullptr);
};

} // namespace ts
