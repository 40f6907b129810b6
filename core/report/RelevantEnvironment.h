// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QProcessEnvironment>

namespace ts {

class Redactor;

/**
 * The variables that change how PyTorch installs or runs, as a report shows them: proxies, index
 * and certificate settings of pip and uv, which devices are visible (CUDA_, HIP_, ROCR_, ZE_…),
 * HSA_* overrides, PYTORCH_* and TORCH_* switches, library paths. Values pass through the redactor;
 * a variable whose name says it is a secret shows only that it is set.
 */
namespace relevantenv {

bool isRelevant(const QString& name);
QJsonObject collect(const QProcessEnvironment& environment, const Redactor& redactor);

} // namespace relevantenv
} // namespace ts
