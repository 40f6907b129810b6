// SPDX-License-Identifier: GPL-3.0-or-later
#include "python/PythonInterpreter.h"

namespace ts {

QString PythonInterpreter::problemName(Problem problem)
{
    switch (problem) {
    case Problem::None:
        return QStringLiteral("none");
    case Problem::ProbeFailed:
        return QStringLiteral("probe-failed");
    case Problem::Python2:
        return QStringLiteral("python2");
    case Problem::NotCPython:
        return QStringLiteral("not-cpython");
    case Problem::Bits32:
        return QStringLiteral("32-bit");
    case Problem::NoWheels:
        return QStringLiteral("no-wheels");
    case Problem::NoVenv:
        return QStringLiteral("no-venv");
    }
    return {};
}

QJsonObject PythonInterpreter::toJson() const
{
    QJsonObject o{
        {QStringLiteral("path"), path},
        {QStringLiteral("canonical_path"), canonicalPath},
        {QStringLiteral("found_by"), foundBy},
        {QStringLiteral("executable"), executable},
        {QStringLiteral("version"), version},
        {QStringLiteral("minor"), minor},
        {QStringLiteral("implementation"), implementation},
        {QStringLiteral("arch"), arch},
        {QStringLiteral("pointer_bits"), pointerBits},
        {QStringLiteral("free_threaded"), freeThreaded},
        {QStringLiteral("venv"), hasVenv},
        {QStringLiteral("ensurepip"), hasEnsurepip},
        {QStringLiteral("is_virtual_env"), isVirtualEnv},
        {QStringLiteral("newest_torch"), newestTorch},
        {QStringLiteral("usable"), usable},
        {QStringLiteral("problem"), problemName(problem)},
    };
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), reason);
    if (!note.isEmpty())
        o.insert(QStringLiteral("note"), note);
    return o;
}

} // namespace ts
