// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWizardPage>

class QCheckBox;
class QPlainTextEdit;

namespace ts::wizard {

/** The distributor's licence (from its branding profile), to be accepted before anything else. */
class LicencePage : public QWizardPage
{
    Q_OBJECT
public:
    /** `text` is the licence as plain text; `product` names who it is from. */
    LicencePage(const QString& product, const QString& text, QWidget* parent = nullptr);

    QCheckBox* accept() const { return m_accept; }

private:
    QPlainTextEdit* m_text;
    QCheckBox* m_accept;
};

} // namespace ts::wizard
