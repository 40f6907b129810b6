// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/ChoiceWording.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ts::wording {

QString buildName(const InstallChoice& choice)
{
    const QString& p = choice.platform;
    static const QRegularExpression cuda(QStringLiteral("^cu(\\d+)(\\d)$"));
    if (const auto m = cuda.match(p); m.hasMatch())
        //: a build's name; %1 and %2 are the major and minor parts of a CUDA version, as in "CUDA 12.8"
        return PolicyText::tr("CUDA %1.%2").arg(m.captured(1), m.captured(2));
    if (p.startsWith(QLatin1String("rocm")))
        //: a build's name; %1 is a ROCm version such as 6.4
        return PolicyText::tr("ROCm %1").arg(p.mid(4));
    if (p == QLatin1String("therock"))
        return choice.gfxTarget.isEmpty() ? PolicyText::tr("AMD's ROCm (TheRock)")
                                          //: a build's name; %1 is a gfx target such as gfx1100
                                          : PolicyText::tr("AMD's ROCm (TheRock) for %1").arg(choice.gfxTarget);
    if (p == QLatin1String("cpu"))
        return PolicyText::tr("the processor only");
    if (p == QLatin1String("mps"))
        return PolicyText::tr("Apple's Metal");
    if (p == QLatin1String("xpu"))
        return PolicyText::tr("Intel's XPU");
    if (p == QLatin1String("directml"))
        return PolicyText::tr("DirectML");
    if (p == QLatin1String("ipex"))
        return PolicyText::tr("Intel's Extension for PyTorch");
    return p;
}

QString proposal(const InstallChoice& choice, const SystemInfo& system)
{
    if (choice.platform == QLatin1String("cpu")) {
        if (choice.gpus.isEmpty())
            //: %1 is a torch version such as 2.9.0
            return PolicyText::tr("PyTorch %1 for the processor (this computer has no GPU PyTorch can use)")
                .arg(choice.torchVersion);
        //: %1 is a torch version such as 2.9.0
        return PolicyText::tr("PyTorch %1 for the processor").arg(choice.torchVersion);
    }
    QStringList names;
    for (int i : choice.gpus) {
        if (i >= 0 && i < system.gpus.size() && !system.gpus.at(i).name.isEmpty() &&
            !names.contains(system.gpus.at(i).name))
            names << system.gpus.at(i).name;
    }
    if (names.isEmpty())
        //: %1 is a torch version such as 2.9.0, %2 a build's name such as "CUDA 12.8" or "Apple's Metal"
        return PolicyText::tr("PyTorch %1 with %2").arg(choice.torchVersion, buildName(choice));
    //: %1 is a torch version such as 2.9.0, %2 a build's name such as "CUDA 12.8", %3 one or more GPU names
    return PolicyText::tr("PyTorch %1 with %2 for your %3").arg(choice.torchVersion, buildName(choice), joinAnd(names));
}

} // namespace ts::wording
