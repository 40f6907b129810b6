// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusIcon.h"

#include <QCoreApplication>
#include <QIconEngine>
#include <QListWidgetItem>
#include <QPainter>
#include <QPainterPath>

namespace ts::wizard {

namespace {

QColor colourOf(RowStatus status)
{
    switch (status) {
    case RowStatus::Done:
        return QColor(0x2e, 0x9d, 0x4f);
    case RowStatus::Failed:
        return QColor(0xd2, 0x3c, 0x32);
    case RowStatus::Warning:
        return QColor(0xd9, 0x8c, 0x10);
    case RowStatus::Running:
        return QColor(0x2f, 0x74, 0xc0);
    case RowStatus::Skipped:
    case RowStatus::Pending:
        break;
    }
    return QColor(0x8a, 0x8f, 0x98);
}

// Drawn at the size asked for, so the icon stays sharp at any scale.
class StatusIconEngine : public QIconEngine
{
public:
    explicit StatusIconEngine(RowStatus status) : m_status(status) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        const qreal side = std::min(rect.width(), rect.height());
        const QRectF box(rect.x() + (rect.width() - side) / 2.0, rect.y() + (rect.height() - side) / 2.0, side, side);
        const QRectF disc = box.adjusted(side * 0.06, side * 0.06, -side * 0.06, -side * 0.06);
        QColor colour = colourOf(m_status);
        if (mode == QIcon::Disabled)
            colour.setAlphaF(0.45);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        if (m_status == RowStatus::Pending) {
            painter->setPen(QPen(colour, std::max(1.0, side * 0.09)));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(disc.adjusted(side * 0.08, side * 0.08, -side * 0.08, -side * 0.08));
            painter->restore();
            return;
        }
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawEllipse(disc);
        QPen mark(Qt::white, std::max(1.2, side * 0.13), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter->setPen(mark);
        painter->setBrush(Qt::NoBrush);
        const auto at = [&](qreal x, qreal y) {
            return QPointF(disc.x() + x * disc.width(), disc.y() + y * disc.height());
        };
        switch (m_status) {
        case RowStatus::Done: {
            QPainterPath tick;
            tick.moveTo(at(0.27, 0.52));
            tick.lineTo(at(0.44, 0.69));
            tick.lineTo(at(0.74, 0.34));
            painter->drawPath(tick);
            break;
        }
        case RowStatus::Failed:
            painter->drawLine(at(0.32, 0.32), at(0.68, 0.68));
            painter->drawLine(at(0.68, 0.32), at(0.32, 0.68));
            break;
        case RowStatus::Skipped:
            painter->drawLine(at(0.3, 0.5), at(0.7, 0.5));
            break;
        case RowStatus::Warning:
            painter->drawLine(at(0.5, 0.25), at(0.5, 0.58));
            painter->drawPoint(at(0.5, 0.76));
            break;
        case RowStatus::Running: {
            painter->setPen(Qt::NoPen);
            painter->setBrush(Qt::white);
            QPainterPath arrow;
            arrow.moveTo(at(0.38, 0.28));
            arrow.lineTo(at(0.74, 0.5));
            arrow.lineTo(at(0.38, 0.72));
            arrow.closeSubpath();
            painter->drawPath(arrow);
            break;
        }
        case RowStatus::Pending:
            break;
        }
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap out(size);
        out.fill(Qt::transparent);
        QPainter p(&out);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return out;
    }

    QIconEngine* clone() const override { return new StatusIconEngine(m_status); }
    QString key() const override { return QStringLiteral("ts-status"); }

private:
    RowStatus m_status;
};

} // namespace

QIcon statusIcon(RowStatus status)
{
    return QIcon(new StatusIconEngine(status));
}

QString statusName(RowStatus status)
{
    switch (status) {
    case RowStatus::Pending:
        return QStringLiteral("pending");
    case RowStatus::Running:
        return QStringLiteral("running");
    case RowStatus::Done:
        return QStringLiteral("done");
    case RowStatus::Failed:
        return QStringLiteral("failed");
    case RowStatus::Skipped:
        return QStringLiteral("skipped");
    case RowStatus::Warning:
        return QStringLiteral("warning");
    }
    return {};
}

QString statusText(RowStatus status)
{
    switch (status) {
    case RowStatus::Pending:
        return QCoreApplication::translate("ts::wizard::StatusIcon", "waiting");
    case RowStatus::Running:
        return QCoreApplication::translate("ts::wizard::StatusIcon", "in progress");
    case RowStatus::Done:
        return QCoreApplication::translate("ts::wizard::StatusIcon", "done");
    case RowStatus::Failed:
        return QCoreApplication::translate("ts::wizard::StatusIcon", "failed");
    case RowStatus::Skipped:
        return QCoreApplication::translate("ts::wizard::StatusIcon", "not needed");
    case RowStatus::Warning:
        return QCoreApplication::translate("ts::wizard::StatusIcon", "warning");
    }
    return {};
}

void setRowStatus(QListWidgetItem* item, RowStatus status)
{
    item->setIcon(statusIcon(status));
    item->setData(kRowStatusRole, statusName(status));
    item->setData(Qt::AccessibleDescriptionRole, statusText(status));
}

} // namespace ts::wizard
