// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/DownloadRequest.h"

#include "download/UrlSafety.h"
#include "util/Text.h"

#include <QRegularExpression>

namespace ts {

Result<DownloadRequest> DownloadRequest::checked(bool allowInsecureHttp, const QStringList& namedOrigins) const
{
    using R = Result<DownloadRequest>;
    if (const Status followable = urlsafety::mayFollow(url, allowInsecureHttp, namedOrigins); !followable)
        return followable.forward<DownloadRequest>();
    DownloadRequest r = *this;
    r.sha256 = sha256.trimmed().toLower();
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
    if (r.sha256.isEmpty())
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a file's address
                       InstallText::tr("%1 was not downloaded: the index gives no SHA-256 for it, and only verified "
                                       "files are installed.")
                           .arg(urlsafety::redacted(url)));
    if (!hex.match(r.sha256).hasMatch())
        //: %1 is a file's address, %2 the text given as its checksum
        return R::fail(ErrorKind::BadInput, InstallText::tr("%1 was not downloaded: \"%2\" is not a SHA-256 digest.")
                                                .arg(urlsafety::redacted(url), sha256));
    if (r.fileName.isEmpty())
        r.fileName = url.fileName(QUrl::FullyDecoded);
    if (r.fileName.isEmpty() || r.fileName == QLatin1String(".") || r.fileName == QLatin1String("..") ||
        r.fileName.contains(QLatin1Char('/')) || r.fileName.contains(QLatin1Char('\\')) ||
        r.fileName.contains(QLatin1Char(':')))
        //: %1 is a file's address, %2 the name it would be saved under
        return R::fail(ErrorKind::BadInput, InstallText::tr("%1 was not downloaded: \"%2\" is not a plain file name.")
                                                .arg(urlsafety::redacted(url), r.fileName));
    return R::ok(r);
}

} // namespace ts
