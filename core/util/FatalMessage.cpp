// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/FatalMessage.h"

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <cstring>

namespace ts {

namespace {

QtMessageHandler g_before = nullptr;
void (*g_afterFatal)() = nullptr;
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

void onMessage(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtFatalMsg)
        keep(message);
    if (g_before)
        g_before(type, context, message);
    if (type == QtFatalMsg && g_afterFatal)
        g_afterFatal();
}

} // namespace

void keepFatalMessages(void (*afterFatal)())
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
