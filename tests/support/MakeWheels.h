// SPDX-License-Identifier: GPL-3.0-or-later
// Builds real wheels for a test's package index with tests/support/make_wheels.py.
#pragma once

#include "HostPrograms.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>

/**
 * Writes `spec` (the wheels, as make_wheels.py reads them) to `specPath` and runs the script on it;
 * `scriptPath` is QFINDTESTDATA("../support/make_wheels.py") of the caller. A run past `timeoutMs` fails.
 * Returns what went wrong, as a sentence; empty on success.
 */
inline QString makeWheels(const QString& scriptPath, const QJsonArray& spec, const QString& specPath, int timeoutMs)
{
    QFile specFile(specPath);
    if (!specFile.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write %1: %2").arg(specPath, specFile.errorString());
    specFile.write(QJsonDocument(spec).toJson());
    specFile.close();
    QProcess make;
    make.start(hostprograms::python(), {scriptPath, specPath});
    if (!make.waitForFinished(timeoutMs))
        return QStringLiteral("make_wheels.py did not finish in %1 ms").arg(timeoutMs);
    if (make.exitCode() != 0)
        return QStringLiteral("make_wheels.py exited with %1: %2")
            .arg(make.exitCode())
            .arg(QString::fromUtf8(make.readAllStandardError()));
    return {};
}

/** What torch's metadata requires besides typing-extensions: the packages torch.compile imports. */
inline QJsonArray torchCompileRequirements()
{
    return QJsonArray{"typing-extensions>=4.10.0",
                      "filelock",
                      "networkx",
                      "jinja2",
                      "fsspec",
                      "sympy>=1.13.1",
                      "setuptools; python_version >= \"3.12\""};
}

/**
 * The packages torch.compile needs (sympy, networkx, jinja2, ...), each Debian's own repackaged as a
 * wheel under `root`/<name>/, for an index whose torch requires torchCompileRequirements(): with them
 * the whole verification passes, torch.compile included, as with the real wheels.
 */
inline QJsonArray torchCompileDependencyWheels(const QString& root)
{
    const QString site = QStringLiteral("/usr/lib/python3/dist-packages/");
    const auto entry = [&](const char* name, const char* version, const QJsonArray& needs, const char* tag) {
        QJsonObject e{{"dir", root + QLatin1Char('/') + QLatin1String(name)},
                      {"name", name},
                      {"version", version},
                      {"requires", needs},
                      {"trees", QJsonObject{{QLatin1String(name), site + QLatin1String(name)}}}};
        if (tag)
            e.insert(QStringLiteral("tag"), tag);
        return e;
    };
    return QJsonArray{entry("filelock", "3.18.0", {}, nullptr),
                      entry("networkx", "3.2.1", {}, nullptr),
                      entry("jinja2", "3.1.6", QJsonArray{"MarkupSafe>=2.0"}, nullptr),
                      entry("markupsafe", "2.1.5", {}, "cp313-cp313-linux_x86_64"),
                      entry("fsspec", "2025.3.2", {}, nullptr),
                      entry("sympy", "1.13.3", QJsonArray{"mpmath>=1.1.0,<1.4"}, nullptr),
                      entry("mpmath", "1.3.0", {}, nullptr),
                      [&]() {
                          // Inductor builds its kernels with setuptools' compiler support on Python 3.12+.
                          QJsonObject e = entry("setuptools", "78.1.1", {}, nullptr);
                          e.insert(QStringLiteral("trees"), QJsonObject{{"setuptools", site + "setuptools"},
                                                                        {"pkg_resources", site + "pkg_resources"},
                                                                        {"_distutils_hack", site + "_distutils_hack"}});
                          return e;
                      }()};
}

/**
 * The wheel of a CUDA 12.6 torch 2.6.0 that imports but sees no GPU, as on a machine whose driver
 * does not answer: it installs, then fails the install's check. `dir` is its project folder.
 */
inline QJsonObject cudaTorchWithoutDriver(const QString& dir)
{
    return QJsonObject{
        {"dir", dir},
        {"name", "torch"},
        {"version", "2.6.0+cu126"},
        {"tag", "cp313-cp313-linux_x86_64"},
        {"files", QJsonObject{{"torch/__init__.py",
                               "__version__ = '2.6.0+cu126'\n"
                               "class _Version:\n    cuda = '12.6'\n    hip = None\n    debug = False\n"
                               "    git_version = 'fake'\n"
                               "version = _Version()\n"
                               "class _Cuda:\n    @staticmethod\n    def is_available():\n        return False\n"
                               "    @staticmethod\n    def device_count():\n        return 0\n"
                               "    @staticmethod\n    def init():\n        raise RuntimeError('Found no NVIDIA "
                               "driver on your system.')\n"
                               "cuda = _Cuda()\n"}}}};
}
