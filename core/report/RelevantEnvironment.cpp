// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/RelevantEnvironment.h"

#include "util/Redactor.h"

#include <QRegularExpression>

namespace ts::relevantenv {

bool isRelevant(const QString& name)
{
    static const QRegularExpression re(
        QStringLiteral(
            "^(https?_proxy|all_proxy|no_proxy|PIP_.*|UV_.*|SSL_CERT_(FILE|DIR)|REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE|"
            ".*_VISIBLE_DEVICES|CUDA_.*|HSA_.*|HIP_.*|ROCM_.*|ROCR_.*|MIOPEN_.*|AMD_.*|ZE_.*|ONEAPI_.*|SYCL_.*|"
            "PYTORCH_.*|TORCH_.*|TORCHINDUCTOR_.*|TRITON_.*|LD_LIBRARY_PATH|DYLD_LIBRARY_PATH|PATH|"
            "VIRTUAL_ENV|CONDA_PREFIX|PYTHONPATH|PYTHONHOME|CC|CXX|OMP_NUM_THREADS|MKL_.*|LANG|LC_ALL)$"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(name).hasMatch();
}

QJsonObject collect(const QProcessEnvironment& environment, const Redactor& redactor)
{
    QJsonObject out;
    for (const QString& name : environment.keys()) {
        if (!isRelevant(name))
            continue;
        const QString value =
            Redactor::isSecretName(name) ? QStringLiteral("**** (set)") : redactor.redact(environment.value(name));
        out.insert(name, value);
    }
    return out;
}

} // namespace ts::relevantenv
