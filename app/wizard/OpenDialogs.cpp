// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenDialogs.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QUrl>

namespace ts::wizard {

void openFileDialog(QWidget* parent, const QString& caption, const QString& start, QFileDialog::FileMode mode,
                    QFileDialog::AcceptMode accept, const QString& filter, std::function<void(QString)> chosen)
{
    auto* dialog = new QFileDialog(parent, caption, start, filter);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(mode);
    dialog->setAcceptMode(accept);
    if (mode == QFileDialog::Directory)
        dialog->setOption(QFileDialog::ShowDirsOnly);
    QObject::connect(dialog, &QFileDialog::fileSelected, dialog, [chosen = std::move(chosen)](const QString& path) {
        if (!path.isEmpty())
            chosen(path);
    });
    dialog->open();
}

void openQuestion(QWidget* parent, const QString& title, const QString& text, std::function<void(bool)> answered)
{
    auto* box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::No);
    QObject::connect(box, &QMessageBox::finished, box,
                     [answered = std::move(answered)](int result) { answered(result == QMessageBox::Yes); });
    box->open();
}

void openWarning(QWidget* parent, const QString& title, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void openFolder(QWidget* parent, const QString& title, const QString& folder)
{
    if (QDesktopServices::openUrl(QUrl::fromLocalFile(folder)))
        return;
    auto* box = new QMessageBox(QMessageBox::Warning, title,
                                //: %1 is a folder, on a line of its own
                                QCoreApplication::translate("ts::wizard::OpenFolder",
                                                            "No file manager opened the folder. Open it yourself, or "
                                                            "copy its path:\n\n%1")
                                    .arg(QDir::toNativeSeparators(folder)),
                                QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // The path can be selected and copied.
    box->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    box->open();
}

} // namespace ts::wizard
