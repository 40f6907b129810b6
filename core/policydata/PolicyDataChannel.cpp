// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydata/PolicyDataChannel.h"

#include <QCryptographicHash>

namespace ts {

PolicyDataChannel::PolicyDataChannel(PolicyKeys programKeys, const BrandingProfile& branding)
    : m_keys(programKeys.withDistributorKeys(branding.policyDataKeys)), m_storeFolder(PolicyDataStore::defaultFolder()),
      m_brandingUrl(branding.policyDataUrl), m_brandingFile(branding.source)
{
    if (!branding.policyDataKeys.isEmpty()) {
        // Named after the distributor's first key: a profile's own channel, whatever its file is called.
        const QByteArray id =
            QCryptographicHash::hash(branding.policyDataKeys.first(), QCryptographicHash::Sha256).toHex().left(16);
        m_storeFolder += QStringLiteral("-") + QString::fromLatin1(id);
    }
}

PolicyDataService PolicyDataChannel::service() const
{
    return PolicyDataService(PolicyDataStore(m_storeFolder), m_keys);
}

PolicyDataSource PolicyDataChannel::source(const QString& given) const
{
    return PolicyDataSource::choose(given, m_brandingUrl, m_brandingFile);
}

} // namespace ts
