// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnosticsSaving.h"

#include "Background.h"

#include "OpenDialogs.h"
#include "report/SupportBundle.h"
#include "report/SupportReport.h"

#include <QCoreApplication>
#include <QDir>
#include <QPushButton>

namespace ts::wizard {

void askWhereToSaveDiagnostics(QWidget* parent, std::function<void(QString)> chosen)
{
    openFileDialog(parent, QCoreApplication::translate("ts::wizard::Diagnostics", "Save diagnostics"),
                   QDir::homePath() + QStringLiteral("/torch-setup-support.zip"), QFileDialog::AnyFile,
                   QFileDialog::AcceptSave,
                   QCoreApplication::translate("ts::wizard::Diagnostics", "Support bundle (*.zip)"), std::move(chosen));
}

void saveDiagnostics(QPushButton* button, const QString& venv, const std::optional<PolicyData>& policy,
                     const QString& path, std::function<void(QString)> said)
{
    button->setEnabled(false);
    SupportReportRequest request;
    request.venv = venv;
    // The report names the policy data the window decides with (and carries it when it is an update).
    request.policy = policy;
    runInBackground<Status>(
        button,
        [request, path]() {
            SupportReportRequest asked = request;
            // The people who click here rarely want their name sent along, and support rarely needs it.
            SupportReport report = SupportReport::gather(asked);
            report.hideUser = true;
            return SupportBundle::write(report, path);
        },
        [button, path, said = std::move(said)](Status s) {
            button->setEnabled(true);
            //: %1 is a file (a .zip archive), with its folder
            said(s ? QCoreApplication::translate(
                         "ts::wizard::Diagnostics",
                         "Diagnostics saved to %1 (your user name and home folder are left out).")
                         .arg(QDir::toNativeSeparators(path))
                   : s.message());
        });
}

} // namespace ts::wizard
