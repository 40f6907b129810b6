// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QProcessEnvironment>
#include <QString>

namespace ts {

/**
 * What is wrong with a folder for an environment before anything is written there, beyond whether
 * it can be written: a path so long that PyTorch's deepest files would pass Windows' 260-character
 * limit, and a folder that a cloud drive synchronises (OneDrive, Dropbox, Google Drive, iCloud, ...),
 * which uploads tens of thousands of files and may lock them while pip writes, and a path with a
 * space, where torch.compile cannot build its C++ kernels for the CPU (PyTorch 2.6's Inductor passes
 * torch's include folder unquoted to the compiler; seen on Linux). Each is a warning
 * with what to do; the install may still go ahead.
 */
struct FolderProblem
{
    enum class Kind { PathTooLong, SyncedFolder, SpaceInPath };
    Kind kind;
    QString message; ///< a whole sentence with what to do
};

/// Characters a torch wheel's deepest file adds below the environment's folder on Windows
/// (Lib\site-packages\torch\include\...), measured on the cu12x wheels, rounded up.
constexpr int kDeepestTorchPathOnWindows = 180;
constexpr int kWindowsMaxPath = 260;

/** The problems of `folder` for an environment on `os` ("windows", "linux", "macos"). */
QList<FolderProblem> checkFolder(const QString& folder, const QString& os,
                                 const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment());

} // namespace ts
