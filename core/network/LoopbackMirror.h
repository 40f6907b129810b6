// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "network/NetworkServices.h"

#include <QThread>

namespace ts {

class MirrorServer;
class NetworkAccess;

/**
 * PackageMirror as the network module provides it: a MirrorServer on a thread of its own, started by
 * start() and stopped (downloads cancelled, port closed, thread ended) by the destructor.
 */
class LoopbackMirror : public PackageMirror
{
public:
    static Result<std::shared_ptr<PackageMirror>> start(const MirrorOptions& options, const CancelToken& cancel,
                                                        NetworkAccess* access);
    ~LoopbackMirror() override;

    QList<QUrl> localIndexUrls() const override { return m_urls; }
    DownloadProgress progress() const override;
    QList<MirroredFile> files() const override;
    QStringList failures() const override;
    QStringList fileFailures() const override;
    QStringList unreachableFailures() const override;
    bool resolutionFinished() const override;
    bool sizesSettled() const override;

private:
    LoopbackMirror() = default;

    QThread m_thread;
    MirrorServer* m_server = nullptr;
    QList<QUrl> m_urls;
};

} // namespace ts
