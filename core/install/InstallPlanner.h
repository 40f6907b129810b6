// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallPlan.h"
#include "install/InstallRequest.h"
#include "util/CancelToken.h"
#include "util/Result.h"

#include <QProcessEnvironment>

namespace ts {

/**
 * Turns an InstallRequest into an InstallPlan without changing anything: inspects the folder,
 * chooses the interpreter, asks the policy for the build (the requested backend, or the
 * recommendation), applies an index given by the user, decides the minimal change to the
 * environment, and reads what the user's pip settings add (PIP_FIND_LINKS, PIP_EXTRA_INDEX_URL).
 *
 * Errors: BadInput for a folder that is not an environment, an interpreter that does not exist,
 * a malformed package spec or index URL; Unsupported when no usable Python is found, the backend is
 * not one the policy offers for this machine, or no build fits the pins.
 */
class InstallPlanner
{
public:
    /** `environment` is where pip's own settings are read from (this process's by default). */
    explicit InstallPlanner(QProcessEnvironment environment = QProcessEnvironment::systemEnvironment());

    Result<InstallPlan> plan(const InstallRequest& request, const CancelToken& cancel = CancelToken()) const;

    /** The download cache when none is given: <user cache>/torch-setup/downloads. */
    static QString defaultCacheDir();

private:
    QProcessEnvironment m_environment;
};

} // namespace ts
