// SPDX-License-Identifier: GPL-3.0-or-later
// The list of pasted formats. Each reader lives in its own file pair beside this one.
#include "detect/paste/PasteParser.h"
#include "detect/paste/SysctlReader.h"
#include "detect/windows/DxgiDumpReader.h"

// [includes: lspci and Windows readers]
#include "detect/paste/DxdiagReader.h"
#include "detect/paste/LspciReader.h"
#include "detect/paste/WindowsVideoControllerReader.h"
#include "detect/paste/WmicReader.h"
// [includes: NVIDIA and macOS readers]
#include "detect/paste/NvidiaProcVersionReader.h"
#include "detect/paste/NvidiaSmiCsvReader.h"
#include "detect/paste/NvidiaSmiListReader.h"
#include "detect/paste/NvidiaSmiQueryReader.h"
#include "detect/paste/NvidiaSmiTableReader.h"
#include "detect/paste/NvidiaSmiXmlReader.h"
#include "detect/paste/SystemProfilerJsonReader.h"
#include "detect/paste/SystemProfilerTextReader.h"
// [includes: AMD readers]
#include "detect/paste/AmdSmiReader.h"
#include "detect/paste/RocmAgentEnumeratorReader.h"
#include "detect/paste/RocmSmiJsonReader.h"
#include "detect/paste/RocmSmiReader.h"
#include "detect/paste/RocminfoReader.h"
// [includes: PyTorch's report, runtimes and containers]
#include "detect/paste/CollectEnvReader.h"
#include "detect/paste/GetPnpDeviceReader.h"
#include "detect/paste/HipInfoReader.h"
#include "detect/paste/KfdPropertiesReader.h"
#include "detect/paste/NvidiaContainerCliReader.h"

namespace ts {

std::vector<std::unique_ptr<PasteReader>> allPasteReaders()
{
    std::vector<std::unique_ptr<PasteReader>> readers;
    // [readers: lspci and Windows]
    readers.push_back(std::make_unique<LspciReader>());
    readers.push_back(std::make_unique<WindowsVideoControllerReader>());
    readers.push_back(std::make_unique<WmicReader>());
    readers.push_back(std::make_unique<DxdiagReader>());
    // [readers: NVIDIA and macOS]
    readers.push_back(std::make_unique<NvidiaSmiXmlReader>());
    readers.push_back(std::make_unique<NvidiaSmiTableReader>());
    readers.push_back(std::make_unique<NvidiaSmiQueryReader>());
    readers.push_back(std::make_unique<NvidiaSmiListReader>());
    readers.push_back(std::make_unique<NvidiaSmiCsvReader>());
    readers.push_back(std::make_unique<NvidiaProcVersionReader>());
    readers.push_back(std::make_unique<SystemProfilerTextReader>());
    readers.push_back(std::make_unique<SystemProfilerJsonReader>());
    // [readers: AMD]
    readers.push_back(std::make_unique<RocmSmiJsonReader>());
    readers.push_back(std::make_unique<RocminfoReader>());
    readers.push_back(std::make_unique<RocmSmiReader>());
    readers.push_back(std::make_unique<AmdSmiReader>());
    readers.push_back(std::make_unique<RocmAgentEnumeratorReader>());
    readers.push_back(std::make_unique<SysctlReader>());
    readers.push_back(std::make_unique<DxgiDumpReader>());
    // [readers: PyTorch's report, runtimes and containers]
    readers.push_back(std::make_unique<CollectEnvReader>());
    readers.push_back(std::make_unique<GetPnpDeviceReader>());
    readers.push_back(std::make_unique<HipInfoReader>());
    readers.push_back(std::make_unique<KfdPropertiesReader>());
    readers.push_back(std::make_unique<NvidiaContainerCliReader>());
    return readers;
}

} // namespace ts
