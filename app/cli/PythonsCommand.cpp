// SPDX-License-Identifier: GPL-3.0-or-later
#include "PythonsCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "policy/CompatMatrix.h"
#include "python/PythonLocator.h"
#include "system/Platform.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("pythons", text);
}

// The locator names how it found an interpreter with a fixed word; the user reads a phrase.
QString howFound(const QString& foundBy)
{
    if (foundBy == QLatin1String("PATH"))
        return tr("found on PATH");
    if (foundBy == QLatin1String("py launcher"))
        return tr("listed by the py launcher");
    if (foundBy == QLatin1String("common location"))
        return tr("found in a usual install location");
    return foundBy;
}

QString describeUsable(int number, const PythonInterpreter& py)
{
    QStringList kind{py.implementation, py.arch};
    if (py.freeThreaded)
        kind << tr("free-threaded");
    if (py.isVirtualEnv)
        kind << tr("virtual environment");
    QString out = QStringLiteral("  %1. ").arg(number) +
                  //: %1 is a Python version such as 3.12.7, %2 a list of facts such as "CPython, x86_64, virtual
                  //: environment", %3 the interpreter's file
                  tr("Python %1 (%2) at %3").arg(py.version, kind.join(QStringLiteral(", ")), py.path) +
                  QLatin1Char('\n');
    //: %1 is how the Python was found, such as "found on PATH"; %2 a torch version such as 2.9.0
    out += QStringLiteral("     ") + tr("%1; newest torch: %2").arg(howFound(py.foundBy), py.newestTorch) +
           QLatin1Char('\n');
    if (!py.note.isEmpty())
        out += QStringLiteral("     ") + py.note + QLatin1Char('\n');
    return out;
}

// What to install when nothing here is usable: the Pythons the newest release for this machine serves.
QString whatToInstall(const CompatMatrix& matrix)
{
    const QString platformId = matrix.platformFor(platform::currentOs(), platform::currentArch());
    const TorchRelease* newest = platformId.isEmpty() ? nullptr : matrix.newestRelease(platformId);
    if (!newest)
        return {};
    const QStringList minors = newest->pythonFor(platformId);
    if (minors.isEmpty())
        return {};
    //: %1 is a Python version such as 3.12, %2 a torch version such as 2.9.0
    return minors.size() == 1 ? tr("Install a 64-bit CPython %1 with venv and ensurepip to get torch %2.")
                                    .arg(minors.first(), newest->torch.toString())
                              //: %1 and %2 are Python versions such as 3.10 and 3.14, %3 a torch version such as 2.9.0
                              : tr("Install a 64-bit CPython from %1 to %2 with venv and ensurepip to get torch %3.")
                                    .arg(minors.first(), minors.last(), newest->torch.toString());
}

} // namespace

int runPythons(const CliContext& ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Lists the Python interpreters on this machine: the ones a PyTorch environment "
                                        "can be built on first, best first, with the newest torch each gets; then "
                                        "the others, each with the reason it cannot be used."));
    parser.addHelpOption();
    const QCommandLineOption matrix(QStringLiteral("matrix"),
                                    tr("Use this compatibility matrix instead of the built-in one (see "
                                       "docs/compat-matrix.md)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the interpreters as a JSON array."));
    parser.addOption(matrix);
    parser.addOption(json);
    if (const auto answered = ctx.parseOrAnswer(parser))
        return *answered;
    if (!parser.positionalArguments().isEmpty())
        return ctx.fail(
            //: %1 is the unexpected argument as typed
            Usage, tr("pythons takes no arguments, but \"%1\" was given.").arg(parser.positionalArguments().first()));

    CompatMatrix compat = policyDataFor(ctx).matrix;
    if (parser.isSet(matrix)) {
        Result<CompatMatrix> loaded = CompatMatrix::loadFile(parser.value(matrix));
        if (!loaded)
            return ctx.fail(loaded);
        compat = loaded.takeValue();
    }

    const Result<QList<PythonInterpreter>> found = PythonLocator(compat).locate();
    if (!found)
        return ctx.fail(found);
    const QList<PythonInterpreter>& all = found.value();

    if (parser.isSet(json)) {
        QJsonArray array;
        for (const PythonInterpreter& py : all)
            array.append(py.toJson());
        ctx.out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return Success;
    }

    QList<PythonInterpreter> usable;
    QList<PythonInterpreter> unusable;
    for (const PythonInterpreter& py : all)
        (py.usable ? usable : unusable).append(py);

    if (usable.isEmpty()) {
        ctx.out << (all.isEmpty()
                        ? tr("No Python interpreter was found on this machine.")
                        : tr("None of the Python interpreters found on this machine can be used for PyTorch."));
        const QString advice = whatToInstall(compat);
        if (!advice.isEmpty())
            ctx.out << QLatin1Char(' ') << advice;
        ctx.out << QLatin1Char('\n');
    } else {
        ctx.out << tr("Usable for PyTorch, best first:") << QLatin1Char('\n');
        for (qsizetype i = 0; i < usable.size(); ++i)
            ctx.out << describeUsable(int(i + 1), usable.at(i));
    }
    if (!unusable.isEmpty()) {
        ctx.out << QLatin1Char('\n') << tr("Not usable:") << QLatin1Char('\n');
        for (const PythonInterpreter& py : std::as_const(unusable))
            ctx.out << QStringLiteral("  - ") << py.reason << QLatin1Char('\n');
    }
    return Success;
}

} // namespace ts::cli
