// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/ArchiveReader.h"

#include <QStringDecoder>

namespace ts {

namespace {

bool isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

} // namespace

QString printableMemberName(const QByteArray& raw)
{
    QString out;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString whole = decoder(raw);
    if (decoder.hasError()) {
        // Show ASCII as it is and every other byte as an escape: readable, and nothing is invented.
        for (const char c : raw) {
            const auto u = static_cast<unsigned char>(c);
            if (u >= 0x20 && u < 0x7f)
                out += QLatin1Char(c);
            else
                out += QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
        }
        return out;
    }
    for (const QChar c : whole) {
        if (isControl(c.unicode()))
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

} // namespace ts
