// SPDX-License-Identifier: GPL-3.0-or-later
#include "python/ByteCompile.h"

#include "process/PythonEnvironment.h"

namespace ts {

ByteCompile::~ByteCompile()
{
    if (m_thread.joinable())
        m_thread.join();
}

void ByteCompile::start(const QString& python, const QString& sitePackages, const CancelToken& cancel)
{
    ProcessSpec spec;
    spec.program = python;
    // -j 0: as many workers as cores; -q: only errors are printed.
    spec.arguments = {QStringLiteral("-m"), QStringLiteral("compileall"), QStringLiteral("-q"),
                      QStringLiteral("-j"), QStringLiteral("0"),          sitePackages};
    QProcessEnvironment env = pythonEnvironment();
    // The environment says not to write bytecode (for pip and the checks); compileall is the writer.
    env.remove(QStringLiteral("PYTHONDONTWRITEBYTECODE"));
    spec.environment = env;
    spec.displayName = QStringLiteral("compileall");
    // The thread that starts the process waits for it: the process ends with it (ProcessRunner).
    m_done = false;
    m_thread = std::thread([this, spec, cancel]() {
        m_outcome = ProcessRunner().run(spec, cancel);
        m_done = true;
    });
}

ProcessOutcome ByteCompile::finish()
{
    if (m_thread.joinable())
        m_thread.join();
    return m_outcome;
}

} // namespace ts
