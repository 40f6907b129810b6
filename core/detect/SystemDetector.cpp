// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/SystemDetector.h"

#include "detect/GpuMerger.h"
#include "detect/HostFactsSource.h"
#include "detect/linux/KfdTopologySource.h"
#include "detect/linux/NvidiaDriverSource.h"
#include "detect/linux/SysfsPciSource.h"
#include "detect/macos/MacSource.h"
#include "detect/paste/PasteParser.h"
#include "detect/windows/DxgiSource.h"
#include "system/Platform.h"
#include "util/BoundedRead.h"
#include "util/Text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace ts {

std::vector<std::unique_ptr<DetectionSource>> SystemDetector::liveSources(const QString& os, const QString& root,
                                                                          const ToolRunner& tools,
                                                                          const QProcessEnvironment& environment)
{
    std::vector<std::unique_ptr<DetectionSource>> sources;
    sources.push_back(std::make_unique<HostFactsSource>(root, tools, environment));
    if (os == QLatin1String("linux")) {
        sources.push_back(std::make_unique<SysfsPciSource>(root));
        sources.push_back(std::make_unique<KfdTopologySource>(root, true));
        sources.push_back(std::make_unique<NvidiaDriverSource>(root, tools));
    } else if (os == QLatin1String("windows")) {
        sources.push_back(std::make_unique<DxgiSource>());
        sources.push_back(std::make_unique<NvidiaDriverSource>(QString(), tools));
    } else if (os == QLatin1String("macos")) {
        sources.push_back(std::make_unique<MacSource>(tools));
    }
    return sources;
}

SystemInfo SystemDetector::detect(const std::vector<std::unique_ptr<DetectionSource>>& sources, const QString& origin)
{
    SystemInfo info;
    info.origin = origin;
    for (const auto& source : sources)
        source->collect(info);
    return info;
}

SystemInfo SystemDetector::detectThisMachine()
{
    const ProcessToolRunner tools;
    const auto sources =
        liveSources(platform::currentOs(), QStringLiteral("/"), tools, QProcessEnvironment::systemEnvironment());
    return detect(sources, QStringLiteral("this machine"));
}

Result<SystemInfo> SystemDetector::fromCaptureFolder(const QString& dir)
{
    const QDir d(dir);
    const bool hasSysfs = d.exists(QStringLiteral("sys/bus/pci/devices"));
    const QString systemJson = d.filePath(QStringLiteral("system.json"));
    const QStringList toolFiles =
        QDir(d.filePath(QStringLiteral("tools"))).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    if (!hasSysfs && !QFile::exists(systemJson) && toolFiles.isEmpty())
        return Result<SystemInfo>::fail(
            ErrorKind::BadInput,
            //: %1 is a folder
            DetectText::tr("%1 is not a capture folder: it has none of sys/bus/pci/devices, system.json or tools/*.txt "
                           "(see docs/capture-layout.md)")
                .arg(dir));

    SystemInfo info;
    info.origin = QStringLiteral("capture:") + QDir::cleanPath(dir);
    const CapturedToolRunner tools(dir);
    if (hasSysfs) {
        info.os = QStringLiteral("linux");
        info.note(QStringLiteral("os"), QStringLiteral("capture"));
        SysfsPciSource(dir).collect(info);
        KfdTopologySource(dir, false).collect(info);
        NvidiaDriverSource(dir, tools).collect(info);
        const QString osRelease = d.filePath(QStringLiteral("etc/os-release"));
        QFile f(osRelease);
        if (f.open(QIODevice::ReadOnly)) {
            info.osVersion = HostFactsSource::prettyNameFromOsRelease(QString::fromUtf8(f.readAll()));
            info.note(QStringLiteral("os_version"), QStringLiteral("os-release"));
        }
    }
    if (const auto py = tools.run(QStringLiteral("python3"), {QStringLiteral("--version")})) {
        info.python = platform::normalizePythonVersion(QString::fromUtf8(*py).trimmed());
        if (!info.python.isEmpty())
            info.note(QStringLiteral("python"), QStringLiteral("tools/python-version.txt"));
    }
    for (const QString& file : toolFiles) {
        QFile f(d.filePath(QStringLiteral("tools/") + file));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        Result<PasteParser::Parsed> parsed = PasteParser().read(f.readAll(), QStringLiteral("tools/") + file);
        if (!parsed) {
            info.notes.append(parsed.message());
            continue;
        }
        GpuMerger::merge(info.gpus, parsed.value().info.gpus);
        info.notes.append(parsed.value().info.notes);
        PasteParser::applyFacts(info, parsed.value().facts, QStringLiteral("tools/") + file);
    }
    if (QFile::exists(systemJson)) {
        QFile f(systemJson);
        if (!f.open(QIODevice::ReadOnly))
            return Result<SystemInfo>::fail(ErrorKind::BadInput,
                                            //: %1 is a file, %2 an error message from the system
                                            DetectText::tr("%1 cannot be read: %2").arg(systemJson, f.errorString()));
        Result<SystemInfo> facts = SystemInfo::fromJsonText(f.readAll(), systemJson);
        if (!facts)
            return facts;
        const SystemInfo& s = facts.value();
        auto over = [&info](QString& field, const QString& value, const char* key) {
            if (!value.isEmpty()) {
                field = value;
                info.note(QLatin1String(key), QStringLiteral("system.json"));
            }
        };
        over(info.os, s.os, "os");
        over(info.osVersion, s.osVersion, "os_version");
        over(info.arch, s.arch, "arch");
        over(info.python, s.python, "python");
        over(info.pythonPath, s.pythonPath, "python_path");
        over(info.cpu, s.cpu, "cpu");
        if (s.kfdPresent)
            info.kfdPresent = s.kfdPresent;
        if (s.kfdAccessible) {
            info.kfdAccessible = s.kfdAccessible;
            info.note(QStringLiteral("kfd.accessible"), QStringLiteral("system.json"));
        }
        for (auto it = s.environment.cbegin(); it != s.environment.cend(); ++it) {
            info.environment.insert(it.key(), it.value());
            info.note(QStringLiteral("environment.") + it.key(), QStringLiteral("system.json"));
        }
        GpuMerger::merge(info.gpus, s.gpus);
    }
    return Result<SystemInfo>::ok(info);
}

Result<SystemInfo> SystemDetector::fromPath(const QString& path)
{
    const QFileInfo fi(path);
    if (!fi.exists())
        return Result<SystemInfo>::fail(ErrorKind::BadInput,
                                        //: %1 is a path that was given
                                        DetectText::tr("%1 does not exist; give a capture folder or a text file with "
                                                       "pasted tool output")
                                            .arg(path));
    if (fi.isDir())
        return fromCaptureFolder(path);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<SystemInfo>::fail(ErrorKind::BadInput,
                                        //: %1 is a file, %2 an error message from the system
                                        DetectText::tr("%1 cannot be read: %2").arg(path, f.errorString()));
    // Read up to the limit only: a device (/dev/zero) or a pipe has no size to check first.
    constexpr qint64 kLargestPaste = 16 * 1024 * 1024;
    const QByteArray data = readAtMost(f, kLargestPaste);
    if (data.size() > kLargestPaste)
        return Result<SystemInfo>::fail(
            ErrorKind::BadInput,
            //: %1 is a file, %2 its size in MiB (a number)
            DetectText::tr("%1 is %2 MiB; a paste of tool output is far smaller — is it the right file?")
                .arg(path)
                .arg(qMax(f.size(), kLargestPaste + 1) / (1024 * 1024)));
    // A `detect --json` file is read as it is; everything else is pasted text.
    const QByteArray trimmed = data.trimmed();
    if (trimmed.startsWith('{')) {
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(trimmed, &err);
        if (err.error == QJsonParseError::NoError && doc.isObject() &&
            (doc.object().contains(QStringLiteral("gpus")) || doc.object().contains(QStringLiteral("format_version"))))
            return SystemInfo::fromJsonText(trimmed, path);
    }
    return PasteParser().parse(data, path);
}

} // namespace ts
