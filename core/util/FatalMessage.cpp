// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/FatalMessage.h"

#include "util/FaultWording.h"

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <atomic>
#include <cstring>

namespace ts {

namespace {

QtMessageHandler g_before = nullptr;
void (*g_afterFatal)(const char*) = nullptr;
// The message and its line break; written once, by the thread that prints the fatal message.
char g_message[2048];

void keep(const QString& message)
{
    QByteArray text = message.toUtf8().replace('\0', ' ').trimmed();
    const qsizetype room = qsizetype(sizeof g_message) - 2;
    if (text.size() > room) {
        qsizetype cut = room;
        // Not inside a character: back to the first byte of one.
        while (cut > 0 && (uchar(text.at(cut)) & 0xC0) == 0x80)
            --cut;
        text.truncate(cut);
    }
    if (text.isEmpty())
        return;
    std::memcpy(g_message, text.constData(), size_t(text.size()));
    g_message[text.size()] = '\n';
    g_message[text.size() + 1] = '\0';
}

// How many such messages until the fatal one, from QT_FATAL_WARNINGS or QT_FATAL_CRITICALS: 0 none,
// n the nth; set but not a number, the first.
int fatalCountIn(const char* variable)
{
    const QByteArray value = qgetenv(variable);
    if (value.isEmpty())
        return 0;
    bool number = false;
    const int count = value.toInt(&number, 0);
    return number ? count : 1;
}

// One message of the kind counted: true for the one that is fatal (the count was 1), the count
// lowered while it is not 0.
bool countDown(std::atomic<int>& left)
{
    int now = left.load(std::memory_order_relaxed);
    while (now != 0 && !left.compare_exchange_weak(now, now - 1, std::memory_order_relaxed)) {
    }
    return now == 1;
}

// The fault's name when Qt ends the program after this message, else nullptr. The counts are read
// when the first message of their kind comes, as Qt reads them.
const char* fatalFault(QtMsgType type)
{
    if (type == QtFatalMsg)
        return faultwording::kFatalMessage;
    if (type == QtCriticalMsg) {
        static std::atomic<int> criticals{fatalCountIn("QT_FATAL_CRITICALS")};
        return countDown(criticals) ? faultwording::kFatalCritical : nullptr;
    }
    if (type == QtWarningMsg) {
        static std::atomic<int> warnings{fatalCountIn("QT_FATAL_WARNINGS")};
        return countDown(warnings) ? faultwording::kFatalWarning : nullptr;
    }
    return nullptr;
}

void onMessage(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    const char* fault = fatalFault(type);
    if (fault)
        keep(message);
    if (g_before)
        g_before(type, context, message);
    if (fault && g_afterFatal)
        g_afterFatal(fault);
}

} // namespace

void keepFatalMessages(void (*afterFatal)(const char* fault))
{
    g_afterFatal = afterFatal;
    // Installed once: a second handler chained in between would otherwise call this one in a loop.
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    g_before = qInstallMessageHandler(&onMessage);
}

const char* keptFatalMessage()
{
    return g_message;
}

} // namespace ts
