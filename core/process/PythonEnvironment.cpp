// SPDX-License-Identifier: GPL-3.0-or-later
#include "process/PythonEnvironment.h"

namespace ts {

QProcessEnvironment pythonEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name :
         {"PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "PIP_NO_INDEX", "PIP_REQUIRE_HASHES", "PIP_TARGET",
          "PIP_PREFIX", "PIP_USER", "PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV", "__PYVENV_LAUNCHER__"})
        env.remove(QString::fromLatin1(name));
    // pip only talks to the loopback mirror: a proxy the user set for the internet must not take it.
    for (const char* name : {"no_proxy", "NO_PROXY"}) {
        const QString current = env.value(QString::fromLatin1(name));
        env.insert(QString::fromLatin1(name), current.isEmpty() ? QStringLiteral("127.0.0.1,localhost")
                                                                : current + QStringLiteral(",127.0.0.1,localhost"));
    }
    env.insert(QStringLiteral("PIP_NO_INPUT"), QStringLiteral("1"));
    env.insert(QStringLiteral("PIP_DISABLE_PIP_VERSION_CHECK"), QStringLiteral("1"));
    env.insert(QStringLiteral("PYTHONNOUSERSITE"), QStringLiteral("1"));
    env.insert(QStringLiteral("PYTHONUTF8"), QStringLiteral("1"));
    env.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    return env;
}

} // namespace ts
