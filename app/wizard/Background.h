// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>

#include <functional>
#include <memory>

namespace ts::wizard {

/**
 * Runs `work` on a thread of its own and hands its result to `done` on `receiver`'s thread through a
 * queued call; `done` is dropped when the receiver is gone by then. The window never waits for work.
 */
template <typename T> void runInBackground(QObject* receiver, std::function<T()> work, std::function<void(T)> done)
{
    QPointer<QObject> guard(receiver);
    QThread* thread = QThread::create([guard, work = std::move(work), done = std::move(done)]() {
        auto result = std::make_shared<T>(work());
        if (!guard)
            return;
        QMetaObject::invokeMethod(
            guard.data(),
            [guard, done, result]() {
                if (guard)
                    done(*result);
            },
            Qt::QueuedConnection);
    });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

} // namespace ts::wizard
