// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/BuildFilter.h"
#include "policy/PolicyData.h"
#include "system/SystemInfo.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/**
 * What a face asks to install, as the user gave it (the CLI's options, the wizard's pages): the
 * planner checks it and turns it into an InstallPlan.
 */
struct InstallRequest
{
    QString venv;   ///< the environment's folder (created when missing)
    QString python; ///< the base interpreter; empty: the environment's own, else the best found
    QString backend = QStringLiteral("auto"); ///< "auto" or a platform id (cpu, cu130, rocm7.1, ...)
    QString indexUrl;           ///< replaces the build's index (a mirror, a local index); may hold credentials
    QStringList extraIndexUrls; ///< used with indexUrl, replacing the build's extra indexes
    /** A mirror of https://download.pytorch.org/whl/ with the same layout (<mirror>/cu130/, <mirror>/cpu/):
     *  every build's index there is taken from it; indexUrl, when given, wins. */
    QString pytorchMirror;
    QStringList findLinks;         ///< local folders of wheels (offline installs)
    QString cacheDir;              ///< the download cache; empty: the user's cache location
    QStringList packageSpecs;      ///< exactly these, when given; else torch, torchvision, torchaudio of the build
    QStringList extraRequirements; ///< installed besides (a distributor's own packages, with their pins)
    /** The machine as the face already detected or read it (services/MachineFile); none: the
     *  planner detects this computer. */
    std::optional<SystemInfo> system;
    /** The policy data to decide with (PolicyDataService::current(), chosen by the face); none: the
     *  built-in data. */
    std::optional<PolicyData> policy;
    /** The builds that may be installed (a distributor's allowed_backends): the chosen one and the
     *  fallbacks alike. With backend "auto", the first allowed build in the recommendation's order. */
    BuildFilter builds;
    bool allowInsecureHttp = false; ///< let plain http reach indexes on other machines
    /** Provision a portable Python (python-build-standalone) of this minor ("default": the data's
     *  default) and build the environment on it; empty: use an interpreter of the machine. */
    QString portablePython;
    QString pythonSourceFile; ///< replaces resources/portable-python.json
    QString pythonMirror;     ///< replaces the portable Pythons' base URL
    /** Pins the policy applies without changing what is installed (InstallPlanner::followIndex sets
     *  one when the index lags the compatibility matrix). */
    QStringList policyPins;
    /** A repair: install the packages again even where they are there as asked (pip's
     *  --force-reinstall); the environment is copied aside first, as for any change. A repair keeps
     *  its build: no other one is tried when its check fails. */
    bool reinstall = false;
    /**
     * Compile every package to bytecode before the install ends (ByteCompile), for an environment
     * others use who may not write to it; otherwise Python compiles a module when it first imports it.
     * Unset: compile when the installer runs as root (an environment made by root is used by others).
     */
    std::optional<bool> compileBytecode;
};

} // namespace ts
