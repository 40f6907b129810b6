// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests that drive the setup wizard through a real install share: the package index they
// serve (Debian's torch repackaged as a wheel), the machine they describe, and the steps a user takes
// on the Backend and Location pages.
#pragma once

#include "MakeWheels.h"

#include "BackendPage.h"
#include "ComputerPage.h"
#include "LocationPage.h"
#include "SetupWizard.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QString>
#include <QTest>
#include <QUrl>

namespace wizardtest {

/**
 * Writes the wheels of a CPU index under `root` (laid out like download.pytorch.org/whl/cpu, in
 * `root`/whl/cpu/): Debian's torch as torch 2.6.0+cpu, with typing_extensions. `scratch` is a folder
 * for the spec; `makeWheelsScript` is QFINDTESTDATA("../support/make_wheels.py") of the caller.
 * Returns what went wrong, as a sentence; empty on success.
 */
inline QString makeCpuIndex(const QString& makeWheelsScript, const QString& root, const QString& scratch)
{
    const QString cpu = root + QStringLiteral("/whl/cpu/");
    const QString site = QStringLiteral("/usr/lib/python3/dist-packages/");
    QFile te(site + QStringLiteral("typing_extensions.py"));
    if (!te.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read %1: %2").arg(te.fileName(), te.errorString());
    const QJsonArray spec{
        QJsonObject{{"dir", cpu + "torch"},
                    {"name", "torch"},
                    {"version", "2.6.0+cpu"},
                    {"tag", "cp313-cp313-linux_x86_64"},
                    {"requires", QJsonArray{"typing-extensions>=4.10.0"}},
                    {"trees", QJsonObject{{"torch", site + "torch"}, {"torchgen", site + "torchgen"}}}},
        QJsonObject{{"dir", cpu + "typing-extensions"},
                    {"name", "typing_extensions"},
                    {"version", "4.13.2"},
                    {"files", QJsonObject{{"typing_extensions.py", QString::fromUtf8(te.readAll())}}}}};
    return makeWheels(makeWheelsScript, spec, scratch + QStringLiteral("/wheels.json"), 300000);
}

/** Writes a detect --json description of a Linux machine with an RTX 4090 to `path`. */
inline bool writeRtx4090(const QString& path)
{
    QFile hw(path);
    if (!hw.open(QIODevice::WriteOnly))
        return false;
    hw.write(
        R"json({"os":"linux","arch":"x86_64","python":"3.13","os_version":"Debian GNU/Linux 13 (trixie)",)json"
        R"json("gpus":[{"vendor_id":"10de","device_id":"2684","name":"NVIDIA GeForce RTX 4090",)json"
        R"json("driver_version":"580.95.05","compute_capability":"8.9","memory_mib":24564,"integrated":false}]})json");
    return true;
}

/**
 * Writes the README's machine to `path`: a Linux laptop with an RTX 4070 Laptop GPU beside Intel
 * Iris Xe graphics (integrated), as detect --json describes it.
 */
inline bool writeRtxLaptop(const QString& path)
{
    QFile hw(path);
    if (!hw.open(QIODevice::WriteOnly))
        return false;
    hw.write(R"json({"os":"linux","arch":"x86_64","python":"3.13","os_version":"Ubuntu 24.04.3 LTS",)json"
             R"json("gpus":[{"vendor_id":"10de","device_id":"2860","name":"NVIDIA GeForce RTX 4070 Laptop GPU",)json"
             R"json("driver_version":"580.95.05","compute_capability":"8.9","memory_mib":8188,"integrated":false},)json"
             R"json({"vendor_id":"8086","device_id":"a7a0","name":"Intel Iris Xe Graphics","integrated":true}]})json");
    return true;
}

/** On the Backend page: the build `platform` (the proposal's when empty), torch alone from `index`. */
inline bool chooseBuild(ts::wizard::BackendPage* backend, const QString& platform, const QUrl& index)
{
    QListWidget* builds = backend->builds();
    int row = platform.isEmpty() && builds->count() > 0 ? 0 : -1;
    for (int i = 0; i < builds->count() && row < 0; ++i) {
        if (builds->item(i)->data(Qt::UserRole).toString() == platform)
            row = i;
    }
    if (row < 0)
        return false;
    builds->setCurrentRow(row);
    backend->indexUrl()->setText(index.toString());
    backend->packages()->setText(QStringLiteral("torch"));
    return true;
}

/** Shows the wizard, lets "Your computer" look at the machine, and goes on to the builds' page,
 *  choosing `platform` (empty: the first) from `index`. */
inline bool reachBuilds(ts::wizard::SetupWizard& wizard, const QString& platform, const QUrl& index)
{
    wizard.show();
    if (!QTest::qWaitForWindowExposed(&wizard))
        return false;
    QSignalSpy scanned(wizard.computerPage(), &ts::wizard::ComputerPage::scanned);
    wizard.next();
    if (scanned.count() == 0 && !scanned.wait(30000))
        return false;
    wizard.next();
    return chooseBuild(wizard.backendPage(), platform, index);
}

/** On the Location page: waits until it has a plan for the folder it shows (up to a minute). */
inline bool waitForPlan(ts::wizard::SetupWizard& wizard)
{
    QElapsedTimer clock;
    clock.start();
    const auto ready = [&wizard]() {
        const auto& plan = wizard.context().plan;
        return wizard.locationPage()->isComplete() && plan &&
               QDir::cleanPath(plan->venv) ==
                   QDir::cleanPath(QDir::fromNativeSeparators(wizard.locationPage()->folder()->text().trimmed()));
    };
    while (!ready() && clock.elapsed() < 60000)
        QTest::qWait(50);
    return ready();
}

/** From the Backend page to a plan for `venv` on the Location page. */
inline bool planFolder(ts::wizard::SetupWizard& wizard, const QString& venv)
{
    wizard.next();
    wizard.locationPage()->folder()->setText(venv);
    return waitForPlan(wizard);
}

} // namespace wizardtest
