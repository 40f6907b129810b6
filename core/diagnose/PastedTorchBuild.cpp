// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnose/PastedTorchBuild.h"

#include "system/Platform.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ts {

namespace {

// The build a local version tag names: +cu121, +rocm6.2, +cpu, +xpu; none on macOS and PyPI's
// default Linux wheels (which are CUDA builds), so an untagged version says nothing.
QString buildOfTag(const QString& tag)
{
    if (tag.startsWith(QLatin1String("cu")))
        return QStringLiteral("cuda");
    if (tag.startsWith(QLatin1String("rocm")))
        return QStringLiteral("rocm");
    if (tag == QLatin1String("cpu") || tag.startsWith(QLatin1String("cpu.")))
        return QStringLiteral("cpu");
    if (tag.startsWith(QLatin1String("xpu")))
        return QStringLiteral("xpu");
    return {};
}

// "cu121" -> "12.1", "cu130" -> "13.0", "cu92" -> "9.2".
QString cudaOfTag(const QString& tag)
{
    static const QRegularExpression re(QStringLiteral("^cu([0-9]{2,3})$"));
    const QRegularExpressionMatch m = re.match(tag);
    if (!m.hasMatch())
        return {};
    const QString digits = m.captured(1);
    return digits.left(digits.size() - 1) + QLatin1Char('.') + digits.right(1);
}

// The system an OS description names: collect_env's "OS:" value ("Ubuntu 22.04.4 LTS (x86_64)",
// "Microsoft Windows 11 Pro", "macOS 14.5 (arm64)") or a line of prose that starts with a distribution
// and its version ("Ubuntu 21.04"). Empty when it names none.
QString osOfDescription(const QString& text)
{
    static const QRegularExpression windows(QStringLiteral("\\bWindows\\b"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression mac(QStringLiteral("\\b(?:macOS|Mac OS X|OS X)\\b"),
                                        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression linuxName(
        QStringLiteral("^(?:Ubuntu|Debian|Fedora|Arch Linux|Linux Mint|Pop!_OS|openSUSE|CentOS|Rocky Linux|AlmaLinux|"
                       "Red Hat|Manjaro|EndeavourOS|Gentoo|NixOS|Kali|Zorin|elementary OS|CachyOS|Bazzite|"
                       "[A-Za-z ]+GNU/Linux|[A-Za-z ]*Linux)\\b[^\\n]*?[0-9]"),
        QRegularExpression::CaseInsensitiveOption);
    if (windows.match(text).hasMatch())
        return QStringLiteral("windows");
    if (mac.match(text).hasMatch())
        return QStringLiteral("macos");
    if (linuxName.match(text.trimmed()).hasMatch())
        return QStringLiteral("linux");
    return platform::normalizeOs(text);
}

bool notCollected(const QString& value)
{
    return value.isEmpty() || value == QLatin1String("None") || value == QLatin1String("N/A") ||
           value.startsWith(QLatin1String("Could not collect"));
}

} // namespace

QString pastedLineText(const QString& raw)
{
    static const QRegularExpression decoration(QStringLiteral("^(?:\\s*>)*\\s*"));
    return raw.mid(decoration.match(raw).capturedLength()).trimmed();
}

PastedTorchBuild PastedTorchBuild::read(const QStringList& lines)
{
    static const QRegularExpression versionLine(QStringLiteral(
        "^(?:PyTorch version:\\s*|torch\\s*==\\s*|torch\\s+|Torch version:\\s*|torch\\.__version__\\s*[=:]\\s*)"
        "'?([0-9]+\\.[0-9]+(?:\\.[0-9]+)?(?:(?:a|b|rc|\\.dev|\\.post)[0-9]+)*(?:\\+([A-Za-z0-9.]+))?)'?\\s*$"));
    static const QRegularExpression cudaBuilt(QStringLiteral("^CUDA used to build PyTorch:\\s*(.*)$"));
    static const QRegularExpression rocmBuilt(QStringLiteral("^ROCM used to build PyTorch:\\s*(.*)$"));
    static const QRegularExpression available(QStringLiteral("^Is CUDA available:\\s*(True|False)\\b"));
    static const QRegularExpression osLine(QStringLiteral("^OS:\\s*(.+)$"));
    static const QRegularExpression pythonLine(QStringLiteral("^Python version:\\s*([23]\\.[0-9]+)"));
    static const QRegularExpression windowsPath(
        QStringLiteral("[A-Za-z]:\\\\[^\\n]*\\\\(?:site-packages|Lib|Python3[0-9]*)\\\\"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression macPath(
        QStringLiteral("(?:^|[\\s\"'])/(?:Users|opt/homebrew|Library/Frameworks)/"));
    static const QRegularExpression linuxPath(
        QStringLiteral("(?:^|[\\s\"'])/(?:home|usr/lib|usr/local/lib|opt/conda|root)/"));
    static const QRegularExpression sitePython(QStringLiteral("/lib/python(3\\.[0-9]+)/site-packages/"));

    PastedTorchBuild b;
    QString pathOs;
    bool cudaNone = false; // collect_env's "CUDA used to build PyTorch: None"
    bool rocmNone = false; // and "ROCM used to build PyTorch: N/A"
    bool rocmLine = false; // the report has a ROCm line at all (torch 1.9 and later)
    for (const QString& raw : lines) {
        const QString line = pastedLineText(raw);
        if (line.isEmpty())
            continue;
        QRegularExpressionMatch m = versionLine.match(line);
        if (m.hasMatch() && b.version.isEmpty()) {
            b.version = m.captured(1);
            const QString tag = m.captured(2).toLower();
            if (b.build.isEmpty())
                b.build = buildOfTag(tag);
            if (b.cudaVersion.isEmpty())
                b.cudaVersion = cudaOfTag(tag);
            if (b.rocmVersion.isEmpty() && tag.startsWith(QLatin1String("rocm")))
                b.rocmVersion = tag.mid(4);
            continue;
        }
        if ((m = cudaBuilt.match(line)).hasMatch()) {
            const QString v = m.captured(1).trimmed();
            cudaNone = cudaNone || notCollected(v);
            if (!notCollected(v)) {
                b.cudaVersion = v;
                b.build = QStringLiteral("cuda");
            }
            continue;
        }
        if ((m = rocmBuilt.match(line)).hasMatch()) {
            rocmLine = true;
            const QString v = m.captured(1).trimmed();
            rocmNone = rocmNone || notCollected(v);
            if (!notCollected(v)) {
                b.rocmVersion = v;
                b.build = QStringLiteral("rocm");
                b.cudaVersion.clear(); // collect_env prints a ROCm build's HIP version as its "CUDA"
            }
            continue;
        }
        if ((m = available.match(line)).hasMatch()) {
            b.cudaAvailable = m.captured(1);
            continue;
        }
        if ((m = osLine.match(line)).hasMatch()) {
            const QString os = osOfDescription(m.captured(1));
            if (!os.isEmpty())
                b.os = os;
            static const QRegularExpression archInParens(QStringLiteral("\\(([A-Za-z0-9_]+)\\)\\s*$"));
            const QRegularExpressionMatch a = archInParens.match(m.captured(1));
            if (a.hasMatch())
                b.arch = platform::normalizeArch(a.captured(1));
            continue;
        }
        if ((m = pythonLine.match(line)).hasMatch()) {
            b.python = m.captured(1);
            continue;
        }
        if (pathOs.isEmpty() && line.size() < 60)
            pathOs = osOfDescription(line) == QLatin1String("linux") ? QStringLiteral("linux") : QString();
        if (pathOs.isEmpty()) {
            if (windowsPath.match(line).hasMatch())
                pathOs = QStringLiteral("windows");
            else if (macPath.match(line).hasMatch())
                pathOs = QStringLiteral("macos");
            else if (linuxPath.match(line).hasMatch())
                pathOs = QStringLiteral("linux");
        }
        if (b.python.isEmpty() && (m = sitePython.match(line)).hasMatch())
            b.python = m.captured(1);
    }
    // collect_env says "CUDA used to build PyTorch: None" for CPU builds and ROCm ones alike; only
    // when neither CUDA nor ROCm built it is it a CPU build. Reports from before torch had ROCm builds
    // have no ROCm line and print "Could not collect" for the missing CUDA: a CPU build too.
    if (b.build.isEmpty() && cudaNone && (rocmNone || !rocmLine))
        b.build = b.os == QLatin1String("macos") ? QStringLiteral("mps") : QStringLiteral("cpu");
    if (b.os.isEmpty())
        b.os = pathOs;
    return b;
}

QString PastedTorchBuild::describe() const
{
    if (version.isEmpty() && build.isEmpty())
        return {};
    const QString torch =
        version.isEmpty() ? DiagnoseText::tr("torch (version not given)") : DiagnoseText::tr("torch %1").arg(version);
    if (build == QLatin1String("cuda"))
        //: %1 is torch with its version, such as "torch 2.9.0"
        return cudaVersion.isEmpty() ? DiagnoseText::tr("%1, a CUDA build").arg(torch)
                                     //: %1 is torch with its version, such as "torch 2.9.0"; %2 a CUDA version such as
                                     //: 12.8
                                     : DiagnoseText::tr("%1, a CUDA %2 build").arg(torch, cudaVersion);
    if (build == QLatin1String("rocm"))
        //: %1 is torch with its version, such as "torch 2.9.0"
        return rocmVersion.isEmpty() ? DiagnoseText::tr("%1, a ROCm build").arg(torch)
                                     //: %1 is torch with its version, such as "torch 2.9.0"; %2 a ROCm version such as
                                     //: 6.4
                                     : DiagnoseText::tr("%1, a ROCm %2 build").arg(torch, rocmVersion);
    if (build == QLatin1String("cpu"))
        //: %1 is torch with its version, such as "torch 2.9.0"
        return DiagnoseText::tr("%1, a CPU-only build").arg(torch);
    if (build == QLatin1String("xpu"))
        //: %1 is torch with its version, such as "torch 2.9.0"
        return DiagnoseText::tr("%1, an Intel XPU build").arg(torch);
    if (build == QLatin1String("mps"))
        //: %1 is torch with its version, such as "torch 2.9.0"
        return DiagnoseText::tr("%1, a macOS build").arg(torch);
    return torch;
}

} // namespace ts
