// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "branding/BrandingProfile.h"
#include "policy/PolicyData.h"
#include "policydata/PolicyDataService.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTextBrowser;

namespace ts::wizard {

/**
 * For support staff: a customer's machine and what Torch Setup decides for it, from a support
 * bundle, a `detect --json` file, a capture folder or pasted tool output; and the diagnosis of a
 * pasted error. Nothing is installed from here. The reading and deciding run on worker threads.
 */
class SupportWindow : public QWidget
{
    Q_OBJECT
public:
    /** `branding`: the profile the program runs with; its policy-data channel (keys, folder) is the one
     *  this window decides with and verifies a customer's signed data against. */
    explicit SupportWindow(const BrandingProfile& branding = BrandingProfile::builtIn(), QWidget* parent = nullptr);

    /** What to assume where the customer's text does not say it. */
    struct Assumptions
    {
        QString os;
        QString arch;
        QString python;
    };
    Assumptions assumptions() const;

    /** Reads a bundle, a detect --json file, a capture folder or a text file, as "Open..." does. */
    void openPath(const QString& path);
    /** Reads pasted tool output, as "Read the pasted text" does. */
    void readPastedMachine(const QString& text);
    /** Diagnoses a pasted error, as "Diagnose" does. */
    void diagnose(const QString& text);

    QTextBrowser* decision() const { return m_decision; }
    QTextBrowser* diagnosis() const { return m_diagnosis; }
    QPlainTextEdit* machinePaste() const { return m_machinePaste; }
    QPlainTextEdit* errorPaste() const { return m_errorPaste; }

Q_SIGNALS:
    void machineShown();
    void diagnosisShown();

private:
    void chooseFile();

    QTabWidget* m_tabs;
    QComboBox* m_os;
    QComboBox* m_arch;
    QComboBox* m_python;
    QLabel* m_source;
    QPlainTextEdit* m_machinePaste;
    QTextBrowser* m_decision;
    QPlainTextEdit* m_errorPaste;
    QTextBrowser* m_diagnosis;
    /** The policy data this window decides with (an accepted update, else the built-in data), and the
     *  service that verifies a customer's bundle for a replay. */
    PolicyDataService m_policyService;
    PolicyData m_policy;
};

} // namespace ts::wizard
