// SPDX-License-Identifier: GPL-3.0-or-later
// Saves windows of the GUI tests as PNG files when TS_SCREENSHOT_DIR names a folder.
#pragma once

#include <QDir>
#include <QString>
#include <QWidget>

/** Saves `window` as `<TS_SCREENSHOT_DIR>/<name>.png`, making the folder; nothing when the variable is unset. */
inline void screenshot(QWidget* window, const QString& name)
{
    const QString dir = qEnvironmentVariable("TS_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    window->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}
