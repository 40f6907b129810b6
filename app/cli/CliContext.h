// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExitCodes.h"
#include "util/Result.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace ts::cli {

/** What a subcommand gets: its arguments (argv[0] is "torch-setup-cli <command>") and the streams. */
struct CliContext
{
    QStringList arguments;
    QTextStream& out;
    QTextStream& err;
    /** --offline-data: decide with the built-in policy data, not an accepted update. */
    bool offlineData = false;
    /**
     * What a failure also prints on stdout, for a program that reads the command's JSON: with --json
     * an object `{"error": MESSAGE, "exit_code": N}`, with --json-progress the stream's last event
     * `{"event": "failed", "message": MESSAGE, "exit_code": N}`. Set by parseOrAnswer().
     */
    enum class JsonFailure { None, Object, Event };
    mutable JsonFailure jsonFailure = JsonFailure::None;
    /** Sets jsonFailure from the options given, by name without dashes ("json", "json-progress"). */
    void failAsJsonFor(const QStringList& optionNames) const;

    /** Prints "torch-setup-cli: error: MESSAGE" on stderr (and JSON on stdout, see jsonFailure) and
     *  returns `code`. */
    int fail(int code, const QString& message) const;
    /** Prints the failure's message and returns the exit code of its kind. */
    template <typename T> int fail(const Result<T>& failure) const
    {
        return fail(exitCodeFor(failure.kind()), failure.message());
    }
    /** The parser's help with the usage line naming the command ("torch-setup-cli recommend"), not
     *  the path the program was started by. */
    QString helpText(const QCommandLineParser& parser) const;
    /**
     * Parses `args` (the command's arguments when empty) with `parser`, whose options include the
     * help option (and "json" or "json-progress" where the command prints JSON). Returns the exit code when the command
     * is done already: a usage error was printed, or the help was. Nothing when the command goes on.
     */
    std::optional<int> parseOrAnswer(QCommandLineParser& parser, const QStringList& args = {}) const;
};

} // namespace ts::cli
