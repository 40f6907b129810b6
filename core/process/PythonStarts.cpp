// SPDX-License-Identifier: GPL-3.0-or-later
#include "process/PythonStarts.h"

#include "process/ProcessRunner.h"
#include "process/PythonEnvironment.h"
#include "process/PythonLastWord.h"

namespace ts {

QString pythonStartFailure(const QString& interpreter, const CancelToken& cancel, int timeoutMs)
{
    ProcessSpec probe;
    probe.program = interpreter;
    probe.arguments = {QStringLiteral("-c"), QStringLiteral("import sys")};
    probe.environment = pythonEnvironment();
    probe.timeoutMs = timeoutMs;
    probe.displayName = QStringLiteral("python");
    const ProcessOutcome started = ProcessRunner().run(probe, cancel);
    if (started.succeeded() || started.end == ProcessOutcome::End::TimedOut ||
        started.end == ProcessOutcome::End::Cancelled)
        return {};
    const QString said = pythonLastWord(started.standardErrorTail);
    return said.isEmpty() ? started.describe() : said;
}

} // namespace ts
