// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/NetworkServices.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QMutex>
#include <QPluginLoader>

namespace ts {

Result<NetworkServices*> loadNetworkServices()
{
    // Two threads may ask at once (an install's worker and the background policy-data check): the
    // plugin is loaded, and its instance moved to the main thread, by one of them at a time.
    static QMutex loading;
    const QMutexLocker locked(&loading);
    const QString dir = QCoreApplication::applicationDirPath();
    const QStringList candidates = {dir + QStringLiteral("/torch-setup-network"),
                                    dir + QStringLiteral("/../lib/torch-setup/torch-setup-network")};
    QStringList problems;
    for (const QString& path : candidates) {
        // A loader that stays alive keeps the plugin loaded for the rest of the process. It has no
        // parent: it may be created on a worker thread (an install loads the module when it needs it).
        auto* loader = new QPluginLoader(QDir::cleanPath(path));
        if (QObject* instance = loader->instance()) {
            if (QCoreApplication::instance() && instance->thread() != QCoreApplication::instance()->thread())
                instance->moveToThread(QCoreApplication::instance()->thread());
            if (auto* services = qobject_cast<NetworkServices*>(instance))
                return Result<NetworkServices*>::ok(services);
            //: %1 is a file
            problems << PolicyText::tr("%1 is not Torch Setup's network module").arg(loader->fileName());
            continue;
        }
        problems << loader->errorString();
        delete loader;
    }
    return Result<NetworkServices*>::fail(
        //: %1 is a list of problems, each an error message, separated by semicolons
        ErrorKind::Failed, PolicyText::tr("the network module could not be loaded (%1); reinstall Torch Setup")
                               .arg(problems.join(QStringLiteral("; "))));
}

} // namespace ts
