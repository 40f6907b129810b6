// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/** Spellings of operating systems, CPU architectures and Python versions, normalized once. */
namespace ts::platform {

/** "linux", "windows" or "macos" for their usual spellings (win32, darwin, osx, ...); else empty. */
QString normalizeOs(QStringView text);

/**
 * "x86_64" (also for amd64/x64), "aarch64" (also arm64), "i386" (i686/x86), or another known
 * architecture name (armv7l, riscv64, ppc64le, s390x, loongarch64) as is; empty when not one.
 */
QString normalizeArch(QStringView text);

/** "3.12" for "3.12", "3.12.3", "Python 3.12.3" or "3.12.3+"; empty when not a Python 3 version. */
QString normalizePythonVersion(QStringView text);

/** This process's OS and architecture in the normalized spelling. */
QString currentOs();
QString currentArch();

} // namespace ts::platform
