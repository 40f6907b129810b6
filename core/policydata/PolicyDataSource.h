// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ts {

/**
 * Where policy-data updates come from, and what named that place (docs/policy-data.md, "Where updates
 * come from"): the first of `data update --from`, the TORCH_SETUP_POLICY_DATA_URL environment variable
 * (a site's own mirror or folder), a distributor's branding profile (policy_data.url), and the address
 * built into the program (resources/policy-data.json's update_url).
 */
struct PolicyDataSource
{
    enum class Kind { None, Address, Folder };

    QString where;   ///< an http(s) address (of the bundle, or of the folder holding it), or a folder or file
    QString namedBy; ///< "--from", the variable's name, the branding profile's file, or "built in"

    static constexpr const char* kVariable = "TORCH_SETUP_POLICY_DATA_URL";

    /** `given` (--from) when not empty, else the variable, else `brandingUrl` (from `brandingFile`),
     *  else the built-in address; an empty `where` when none names one. */
    static PolicyDataSource choose(const QString& given, const QString& brandingUrl, const QString& brandingFile);

    /** Address for http and https, Folder for a path that exists or has no scheme, None for empty. A
     *  scheme other than http(s) that is no existing path (a drive letter is a path) is None too. */
    Kind kind() const;
    bool isEmpty() const { return where.isEmpty(); }
    /** `where` to show: an address without its user name and password, a folder as the system writes it. */
    QString shown() const;
};

} // namespace ts
