// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace ts {

/*
 * Translation contexts for what the core says to people: reasons, warnings, fixes, step names,
 * errors. Each is a whole sentence with arguments (`PolicyText::tr("… %1 …").arg(x)`), never English
 * fragments glued together, so a translator sees the sentence and can reorder it. Without an
 * installed translator (the command line) the text stays English; the wizard installs the user's
 * language before it asks the core anything. lupdate reads these contexts from the calls.
 */
struct PolicyText
{
    Q_DECLARE_TR_FUNCTIONS(Policy)
};
struct DetectText
{
    Q_DECLARE_TR_FUNCTIONS(Detect)
};
struct InstallText
{
    Q_DECLARE_TR_FUNCTIONS(Install)
};
struct NetworkText
{
    Q_DECLARE_TR_FUNCTIONS(Network)
};
struct SystemText
{
    Q_DECLARE_TR_FUNCTIONS(System)
};
struct VerifyText
{
    Q_DECLARE_TR_FUNCTIONS(Verify)
};
struct DiagnoseText
{
    Q_DECLARE_TR_FUNCTIONS(Diagnose)
};
struct ReportText
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};
struct BrandingText
{
    Q_DECLARE_TR_FUNCTIONS(Branding)
};
struct CommonText
{
    Q_DECLARE_TR_FUNCTIONS(Common)
};

/// "A", "A and B", "A, B and C" in the installed language.
QString joinAnd(const QStringList& items);

} // namespace ts
