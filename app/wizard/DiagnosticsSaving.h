// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/PolicyData.h"

#include <QString>

#include <functional>
#include <optional>

class QPushButton;
class QWidget;

namespace ts::wizard {

/** Asks where to save the support bundle (a file dialog that does not wait); `chosen` gets the path. */
void askWhereToSaveDiagnostics(QWidget* parent, std::function<void(QString)> chosen);

/**
 * Gathers the support bundle (this machine, and the environment `venv` when given) and writes it to
 * `path` in the background; `button` is disabled meanwhile, and `said` gets the sentence to show
 * (saved where, or what went wrong).
 */
void saveDiagnostics(QPushButton* button, const QString& venv, const std::optional<PolicyData>& policy,
                     const QString& path, std::function<void(QString)> said);

} // namespace ts::wizard
