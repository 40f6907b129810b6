// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileDialog>
#include <QMessageBox>

#include <functional>

namespace ts::wizard {

/*
 * Dialogs that never wait: each is shown window-modal with open(), and what the user answers comes
 * back through a callback, so no second event loop runs inside the window's own (the pages' work
 * and progress keep flowing while a question is on screen).
 */

/** A file dialog for `mode`; `chosen` gets the path picked (nothing on Cancel). */
void openFileDialog(QWidget* parent, const QString& caption, const QString& start, QFileDialog::FileMode mode,
                    QFileDialog::AcceptMode accept, const QString& filter, std::function<void(QString)> chosen);

/** A question with Yes and No (No the default); `answered` gets true for Yes. */
void openQuestion(QWidget* parent, const QString& title, const QString& text, std::function<void(bool)> answered);

/** A warning with OK. */
void openWarning(QWidget* parent, const QString& title, const QString& text);

/**
 * `folder` in the system's file manager; where the system cannot start one (a bare system, a platform
 * without one; on Linux, once xdg-open starts, what it does is out of sight), a warning titled `title`
 * gives the folder's path instead, to be selected and copied.
 */
void openFolder(QWidget* parent, const QString& title, const QString& folder);

} // namespace ts::wizard
