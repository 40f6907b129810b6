// SPDX-License-Identifier: GPL-3.0-or-later
#include "FirstShowReport.h"

#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWizard>

#include <chrono>
#include <cstdio>

namespace ts::wizard {

namespace {

// Watches the first page for its first paint; the line is printed from the next turn of the event
// loop, after the backing store has been flushed to the window.
class FirstPaintWatcher : public QObject
{
public:
    FirstPaintWatcher(QWizard* wizard, QWidget* page) : QObject(page), m_wizard(wizard) {}

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this]() {
                const long long now = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                          std::chrono::steady_clock::now().time_since_epoch())
                                          .count();
                const int id = m_wizard ? m_wizard->currentId() : -1;
                const QString title =
                    m_wizard && m_wizard->currentPage() ? m_wizard->currentPage()->title() : QString();
                std::printf("first-page-shown %lld %d %s\n", now, id, qPrintable(title));
                std::fflush(stdout);
                deleteLater();
            });
        }
        return false;
    }

private:
    QPointer<QWizard> m_wizard;
    bool m_seen = false;
};

} // namespace

void reportFirstShowIfAsked(QWizard* wizard)
{
    if (qEnvironmentVariable("TORCH_SETUP_REPORT_SHOWN") != QLatin1String("1"))
        return;
    QWidget* page = wizard->page(wizard->startId());
    if (!page)
        return;
    page->installEventFilter(new FirstPaintWatcher(wizard, page));
}

} // namespace ts::wizard
