// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QString>

class QListWidgetItem;

namespace ts::wizard {

/** The state a row of a step list or checklist shows with its icon. */
enum class RowStatus { Pending, Running, Done, Failed, Skipped, Warning };

/** The item data role that holds a row's status by name (statusName()), for tests and tools. */
inline constexpr int kRowStatusRole = Qt::UserRole + 20;

/**
 * A status icon drawn for the screen it is shown on (a tick in a green disc, a cross in a red one, a
 * dash for skipped, an arrow for running, an exclamation mark for a warning): the same on every
 * platform and style, readable in light and dark palettes.
 */
QIcon statusIcon(RowStatus status);
/** "pending", "running", "done", "failed", "skipped", "warning". */
QString statusName(RowStatus status);
/** The status in words, for screen readers ("done", "failed", ...), in the user's language. */
QString statusText(RowStatus status);
/** Sets a row's icon, status role and accessible description. */
void setRowStatus(QListWidgetItem* item, RowStatus status);

} // namespace ts::wizard
