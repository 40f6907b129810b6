// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>

namespace ts {

/**
 * The environment every Python child of the product runs in (pip, venv, compileall, the verification
 * script): none of the user's index settings (what they mean for an install was read into its plan),
 * no user site, no PYTHONPATH or PYTHONHOME, no prompts, UTF-8, no bytecode written unless a caller
 * asks; the loopback mirror never goes through a proxy. Everything else (proxies for the internet,
 * certificates) is the user's.
 */
QProcessEnvironment pythonEnvironment();

} // namespace ts
