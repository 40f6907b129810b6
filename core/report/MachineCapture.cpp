// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/MachineCapture.h"

#include "detect/SystemDetector.h"
#include "system/Platform.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts {

namespace {

// Passes every call to the real runner and keeps the answers detection reads back from a capture.
class RecordingToolRunner : public ToolRunner
{
public:
    RecordingToolRunner(const ToolRunner& inner, QMap<QString, QByteArray>& files) : m_inner(inner), m_files(files) {}

    std::optional<QByteArray> run(const QString& program, const QStringList& arguments) const override
    {
        std::optional<QByteArray> answer = m_inner.run(program, arguments);
        const QString name = CapturedToolRunner::recordedFileName(program, arguments);
        if (answer && !name.isEmpty())
            m_files.insert(QStringLiteral("tools/") + name, *answer);
        return answer;
    }

private:
    const ToolRunner& m_inner;
    QMap<QString, QByteArray>& m_files;
};

const char* const kPciFiles[] = {"class",    "vendor",   "device", "subsystem_vendor",    "subsystem_device",
                                 "revision", "boot_vga", "uevent", "mem_info_vram_total", "mem_info_vis_vram_total"};

void copyFile(const QDir& root, const QString& path, QMap<QString, QByteArray>& files)
{
    QFile f(root.filePath(path));
    if (f.open(QIODevice::ReadOnly))
        files.insert(path, f.read(1 << 20));
}

void copyLinuxSources(const QDir& root, QMap<QString, QByteArray>& files)
{
    const QDir devices(root.filePath(QStringLiteral("sys/bus/pci/devices")));
    for (const QString& address : devices.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System, QDir::Name)) {
        // Colons are not allowed in file names on Windows, where support may unpack the bundle.
        const QString folder =
            QStringLiteral("sys/bus/pci/devices/") + QString(address).replace(QLatin1Char(':'), QLatin1Char('_'));
        for (const char* name : kPciFiles) {
            QFile f(devices.filePath(address + QLatin1Char('/') + QLatin1String(name)));
            if (f.open(QIODevice::ReadOnly))
                files.insert(folder + QLatin1Char('/') + QLatin1String(name), f.read(1 << 16));
        }
        // The driver link becomes a plain file holding its target (read the same way).
        const QFileInfo driver(devices.filePath(address + QStringLiteral("/driver")));
        if (driver.isSymLink())
            files.insert(folder + QStringLiteral("/driver"), driver.symLinkTarget().toUtf8() + '\n');
        else if (QFile link(driver.filePath()); driver.isFile() && link.open(QIODevice::ReadOnly))
            files.insert(folder + QStringLiteral("/driver"), link.read(4096));
    }
    copyFile(root, QStringLiteral("sys/module/nvidia/version"), files);
    copyFile(root, QStringLiteral("proc/driver/nvidia/version"), files);
    const QString topology = QStringLiteral("sys/class/kfd/kfd/topology");
    copyFile(root, topology + QStringLiteral("/generation_id"), files);
    copyFile(root, topology + QStringLiteral("/system_properties"), files);
    const QDir nodes(root.filePath(topology + QStringLiteral("/nodes")));
    for (const QString& node : nodes.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        for (const char* name : {"name", "gpu_id", "properties"})
            copyFile(root, topology + QStringLiteral("/nodes/") + node + QLatin1Char('/') + QLatin1String(name), files);
    }
    if (QFileInfo::exists(root.filePath(QStringLiteral("dev/kfd"))))
        files.insert(QStringLiteral("dev/kfd"), QByteArray());
}

QByteArray systemJson(const SystemInfo& s)
{
    QJsonObject o;
    const auto put = [&o](const char* key, const QString& value) {
        if (!value.isEmpty())
            o.insert(QLatin1String(key), value);
    };
    put("os", s.os);
    put("os_version", s.osVersion);
    put("arch", s.arch);
    put("python", s.python);
    put("cpu", s.cpu);
    if (s.kfdAccessible)
        o.insert(QStringLiteral("kfd"), QJsonObject{{QStringLiteral("accessible"), *s.kfdAccessible}});
    if (!s.environment.isEmpty()) {
        QJsonObject env;
        for (auto it = s.environment.constBegin(); it != s.environment.constEnd(); ++it)
            env.insert(it.key(), it.value());
        o.insert(QStringLiteral("environment"), env);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace

MachineCapture MachineCapture::take(const QString& os, const QString& root, const ToolRunner& tools,
                                    const QProcessEnvironment& environment)
{
    MachineCapture capture;
    const RecordingToolRunner recording(tools, capture.files);
    const auto sources = SystemDetector::liveSources(os, root, recording, environment);
    capture.system = SystemDetector::detect(sources, QStringLiteral("this machine"));
    if (os == QLatin1String("linux"))
        copyLinuxSources(QDir(root), capture.files);
    capture.files.insert(QStringLiteral("system.json"), systemJson(capture.system));
    return capture;
}

MachineCapture MachineCapture::takeThisMachine()
{
    return take(platform::currentOs(), QStringLiteral("/"), ProcessToolRunner(),
                QProcessEnvironment::systemEnvironment());
}

} // namespace ts
