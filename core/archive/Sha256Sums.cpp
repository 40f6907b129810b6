// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/Sha256Sums.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace ts {

namespace {

constexpr int kDigestLength = 64;
constexpr int kShownLineLength = 200;

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// The line as it may appear in details: control characters escaped, long lines cut.
QString shownLine(const QByteArray& line)
{
    QString out;
    for (const QChar c : QString::fromUtf8(line.left(kShownLineLength))) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return line.size() > kShownLineLength ? out + QStringLiteral("...") : out;
}

} // namespace

Result<Sha256Sums> Sha256Sums::parse(const QByteArray& text, const QString& sourceName)
{
    using Parsed = Result<Sha256Sums>;
    QList<QByteArray> lines = text.split('\n');
    // A final line end leaves one empty piece; that is the normal end of the file, not a blank line.
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();

    Sha256Sums sums;
    sums.m_sourceName = sourceName;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QByteArray line = lines.at(i);
        if (line.endsWith('\r'))
            line.chop(1);
        const int number = int(i + 1);
        const auto bad = [&](const QString& sentence) {
            return Parsed::fail(ErrorKind::BadInput, sentence.arg(QString::number(number), sourceName),
                                shownLine(line));
        };
        bool formed = line.size() > kDigestLength + 2 && line.at(kDigestLength) == ' ' &&
                      (line.at(kDigestLength + 1) == ' ' || line.at(kDigestLength + 1) == '*');
        for (int c = 0; formed && c < kDigestLength; ++c)
            formed = isHex(line.at(c));
        if (!formed) {
            //: %1 is a line number, %2 a checksum list's web address
            return bad(InstallText::tr("Line %1 of %2 is not of the form \"<64 hexadecimal digits>  <file name>\"; the "
                                       "checksum list cannot be trusted."));
        }
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString name = decoder(line.mid(kDigestLength + 2));
        if (decoder.hasError())
            //: %1 is a line number, %2 a checksum list's web address
            return bad(InstallText::tr(
                "Line %1 of %2 names a file in text that is not UTF-8; the checksum list cannot be trusted."));
        bool plainName = name != QLatin1String(".") && name != QLatin1String("..") && name.trimmed() == name;
        for (const QChar c : name) {
            if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QLatin1Char('/') || c == QLatin1Char('\\'))
                plainName = false;
        }
        if (!plainName) {
            //: %1 is a line number, %2 a checksum list's web address
            return bad(InstallText::tr(
                "Line %1 of %2 does not name a plain file (a folder, a control character or surrounding "
                "spaces); the checksum list cannot be trusted."));
        }
        if (const auto seen = sums.m_index.constFind(name); seen != sums.m_index.cend()) {
            return Parsed::fail(
                ErrorKind::BadInput,
                //: %1 is a line number, %2 a checksum list's web address, %3 a file name
                InstallText::tr("Line %1 of %2 lists %3 a second time; the checksum list cannot be trusted.")
                    .arg(QString::number(number), sourceName, name),
                QStringLiteral("first listed on line %1").arg(*seen + 1));
        }
        sums.m_index.insert(name, sums.m_entries.size());
        sums.m_entries.append({name, QString::fromLatin1(line.left(kDigestLength)).toLower()});
    }
    if (sums.m_entries.isEmpty()) {
        return Parsed::fail(
            ErrorKind::BadInput,
            //: %1 is a checksum list's web address
            InstallText::tr("%1 lists no files; the checksum list is empty or not a checksum list.").arg(sourceName));
    }
    return Parsed::ok(sums);
}

Result<QString> Sha256Sums::digestFor(const QString& fileName) const
{
    const auto found = m_index.constFind(fileName);
    if (found == m_index.cend()) {
        return Result<QString>::fail(ErrorKind::BadInput,
                                     //: %1 is a checksum list's web address, %2 a file name
                                     InstallText::tr("%1 lists no checksum for %2, so that file cannot be verified.")
                                         .arg(m_sourceName, fileName));
    }
    return Result<QString>::ok(m_entries.at(*found).second);
}

QStringList Sha256Sums::fileNames() const
{
    QStringList names;
    names.reserve(m_entries.size());
    for (const auto& entry : m_entries)
        names << entry.first;
    return names;
}

} // namespace ts
