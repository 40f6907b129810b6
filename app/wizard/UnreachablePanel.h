// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PackageSource.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace ts::wizard {

/**
 * What the Location and Install pages show when a package server could not be reached
 * (ErrorKind::Unreachable): what happened in words, the server's own answer, and the three other ways
 * to the packages — a proxy, a mirror, a folder of wheels copied to this computer — each a button
 * that leads to its field on the Backend page. Hidden until showFailure(message); a page that has no Try again of its
 * own shows the panel's (showRetry).
 */
class UnreachablePanel : public QWidget
{
    Q_OBJECT
public:
    explicit UnreachablePanel(QWidget* parent = nullptr);
    /** Shows the panel with the failure's message (what could not be reached, and why). */
    void showFailure(const QString& message);
    QPushButton* button(PackageSource source) const;
    void showRetry(bool shown);
    /** Whether the three other ways are offered: not where the Backend page cannot be reached from
     *  here (a repair started from the Maintenance page). */
    void offerSources(bool offered);

Q_SIGNALS:
    void sourceChosen(PackageSource source);
    void retryRequested();

private:
    QLabel* m_reason;
    QPushButton* m_proxy;
    QPushButton* m_mirror;
    QPushButton* m_wheels;
    QPushButton* m_retry;
};

} // namespace ts::wizard
