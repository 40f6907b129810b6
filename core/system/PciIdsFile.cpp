// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/PciIdsFile.h"

#include <cstring>
#include <string_view>

namespace ts {

QStringList PciIdsFile::systemLocations()
{
    return {QStringLiteral("/usr/share/misc/pci.ids"), QStringLiteral("/usr/share/hwdata/pci.ids"),
            QStringLiteral("/usr/share/pci.ids"), QStringLiteral("/usr/local/share/pci.ids")};
}

PciIdsFile::PciIdsFile(const QString& path)
{
    QString chosen = path;
    if (chosen.isEmpty()) {
        for (const QString& candidate : systemLocations()) {
            if (QFile::exists(candidate)) {
                chosen = candidate;
                break;
            }
        }
    }
    if (chosen.isEmpty())
        return;
    m_file.setFileName(chosen);
    if (!m_file.open(QIODevice::ReadOnly) || m_file.size() == 0)
        return;
    m_size = m_file.size();
    m_data = reinterpret_cast<const char*>(m_file.map(0, m_size));
    if (!m_data)
        m_size = 0;
}

PciIdsFile::~PciIdsFile() = default;

// Vendor lines start at column 0: "10de  NVIDIA Corporation". Device lines start with one tab:
// "\t2684  AD102 [GeForce RTX 4090]"; subsystem lines with two tabs.
qsizetype PciIdsFile::findVendor(const QString& vendorId) const
{
    if (!m_data || vendorId.size() != 4)
        return -1;
    const QByteArray needle = '\n' + vendorId.toLatin1() + "  ";
    if (m_size >= 6 && std::memcmp(m_data, needle.constData() + 1, 6) == 0)
        return 0;
    const size_t hit =
        std::string_view(m_data, size_t(m_size)).find(std::string_view(needle.constData(), size_t(needle.size())));
    return hit == std::string_view::npos ? -1 : qsizetype(hit) + 1;
}

static QString restOfLine(const char* begin, const char* end)
{
    const char* eol = static_cast<const char*>(std::memchr(begin, '\n', size_t(end - begin)));
    return QString::fromUtf8(begin, (eol ? eol : end) - begin).trimmed();
}

QString PciIdsFile::vendorName(const QString& vendorId) const
{
    const qsizetype at = findVendor(vendorId);
    if (at < 0)
        return {};
    return restOfLine(m_data + at + 6, m_data + m_size);
}

QString PciIdsFile::deviceName(const QString& vendorId, const QString& deviceId) const
{
    const qsizetype at = findVendor(vendorId);
    if (at < 0 || deviceId.size() != 4)
        return {};
    const char* end = m_data + m_size;
    const QByteArray dev = deviceId.toLatin1();
    // Walk the vendor's section line by line until the next vendor (a line not starting with a tab
    // or '#').
    const char* line = static_cast<const char*>(std::memchr(m_data + at, '\n', size_t(end - (m_data + at))));
    while (line && ++line < end) {
        const char c = *line;
        if (c != '\t' && c != '#' && c != '\n')
            break;
        if (c == '\t' && line + 7 <= end && line[1] != '\t' && std::memcmp(line + 1, dev.constData(), 4) == 0 &&
            line[5] == ' ')
            return restOfLine(line + 7, end);
        line = static_cast<const char*>(std::memchr(line, '\n', size_t(end - line)));
    }
    return {};
}

} // namespace ts
