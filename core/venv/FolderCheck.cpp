// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/FolderCheck.h"

#include "util/Text.h"

#include <QRegularExpression>

namespace ts {

namespace {

/** The cloud drive whose folder holds `folder`, from the path's parts and the drives' variables. */
QString syncedBy(const QString& folder, const QProcessEnvironment& env)
{
    // Separators as written on any system (the machine described may be another one).
    const QString path = QString(folder).replace(QLatin1Char('\\'), QLatin1Char('/'));
    // Windows names the OneDrive folders in the environment; a path under one of them is synced.
    for (const char* name : {"OneDrive", "OneDriveConsumer", "OneDriveCommercial"}) {
        const QString root = env.value(QString::fromLatin1(name)).replace(QLatin1Char('\\'), QLatin1Char('/'));
        if (!root.isEmpty() && (path.compare(root, Qt::CaseInsensitive) == 0 ||
                                path.startsWith(root + QLatin1Char('/'), Qt::CaseInsensitive)))
            return QStringLiteral("OneDrive");
    }
    // The folders the drives' clients create (by default) in the home folder.
    static const QList<std::pair<QRegularExpression, QString>> known{
        {QRegularExpression(QStringLiteral("^OneDrive( - .+)?$"), QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("OneDrive")},
        {QRegularExpression(QStringLiteral("^Dropbox( \\(.+\\))?$"), QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("Dropbox")},
        {QRegularExpression(QStringLiteral("^(Google ?Drive|My Drive)$"), QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("Google Drive")},
        {QRegularExpression(QStringLiteral("^(iCloud ?Drive|Mobile Documents)$"),
                            QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("iCloud Drive")},
        {QRegularExpression(QStringLiteral("^Box( Sync)?$"), QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("Box")},
        {QRegularExpression(QStringLiteral("^pCloud ?Drive$"), QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("pCloud")},
        {QRegularExpression(QStringLiteral("^MEGA(sync)?$"), QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("MEGA")},
        {QRegularExpression(QStringLiteral("^Nextcloud$"), QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("Nextcloud")},
        {QRegularExpression(QStringLiteral("^ownCloud$"), QRegularExpression::CaseInsensitiveOption),
         QStringLiteral("ownCloud")},
    };
    for (const QString& part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        for (const auto& [pattern, drive] : known) {
            if (pattern.match(part).hasMatch())
                return drive;
        }
    }
    return {};
}

} // namespace

QList<FolderProblem> checkFolder(const QString& folder, const QString& os, const QProcessEnvironment& env)
{
    QList<FolderProblem> problems;
    if (folder.trimmed().isEmpty())
        return problems;
    // Shown as the system writes it, whichever system this program runs on.
    const QString native =
        os == QLatin1String("windows") ? QString(folder).replace(QLatin1Char('/'), QLatin1Char('\\')) : folder;
    if (os == QLatin1String("windows") && native.size() + 1 + kDeepestTorchPathOnWindows >= kWindowsMaxPath)
        problems << FolderProblem{
            FolderProblem::Kind::PathTooLong,
            //: %1 is a folder, %n its length (a number of characters); the next sentence says which length works
            InstallText::tr("The path %1 is %n characters long: PyTorch's deepest files inside it would pass Windows' "
                            "limit of 260 characters, and the installation would fail unless long paths are enabled "
                            "in Windows.",
                            nullptr, int(native.size()))
                    .arg(native) +
                QLatin1Char(' ') +
                //: follows "The path … is … characters long: …"; %n is the longest path that works (a number of
                //: characters)
                InstallText::tr("Choose a folder with a path of at most %n characters, such as C:\\torch-env.", nullptr,
                                kWindowsMaxPath - 2 - kDeepestTorchPathOnWindows)};
    if (folder.contains(QLatin1Char(' ')))
        problems << FolderProblem{
            FolderProblem::Kind::SpaceInPath,
            //: %1 is a folder
            InstallText::tr("The path %1 has a space in it: PyTorch works there, but torch.compile may fail to build "
                            "its kernels for the processor (PyTorch 2.6 does). Choose a folder without spaces if you "
                            "will use torch.compile.")
                .arg(native)};
    if (const QString drive = syncedBy(folder, env); !drive.isEmpty())
        problems << FolderProblem{
            FolderProblem::Kind::SyncedFolder,
            //: %1 is a folder, %2 a cloud drive such as OneDrive or Dropbox
            InstallText::tr("%1 is in a folder that %2 synchronises: it would upload the environment's tens of "
                            "thousands of files and may lock them while they are installed. Choose a folder outside "
                            "it, such as one directly in your home folder.")
                .arg(native, drive)};
    return problems;
}

} // namespace ts
