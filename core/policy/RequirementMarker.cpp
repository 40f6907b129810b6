// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/RequirementMarker.h"

#include "policy/VersionClause.h"
#include "util/Text.h"

#include <QList>
#include <QStringList>

namespace ts {

struct RequirementMarker::Node
{
    enum class Type { And, Or, Compare };
    struct Operand
    {
        bool variable = false;
        QString text; ///< the variable's name, or the string's content
    };
    Type type = Type::Compare;
    std::shared_ptr<const Node> left;
    std::shared_ptr<const Node> right;
    Operand lhs;
    QString op;
    Operand rhs;
};

namespace {

using Node = RequirementMarker::Node;

// The marker variables of PEP 508 and the later packaging specifications, and the old dotted names
// pip still reads (os.name, ...).
const QStringList& variableNames()
{
    static const QStringList names{QStringLiteral("python_version"),
                                   QStringLiteral("python_full_version"),
                                   QStringLiteral("os_name"),
                                   QStringLiteral("sys_platform"),
                                   QStringLiteral("platform_release"),
                                   QStringLiteral("platform_system"),
                                   QStringLiteral("platform_version"),
                                   QStringLiteral("platform_machine"),
                                   QStringLiteral("platform_python_implementation"),
                                   QStringLiteral("implementation_name"),
                                   QStringLiteral("implementation_version"),
                                   QStringLiteral("extra"),
                                   QStringLiteral("extras"),
                                   QStringLiteral("dependency_groups"),
                                   QStringLiteral("os.name"),
                                   QStringLiteral("sys.platform"),
                                   QStringLiteral("platform.version"),
                                   QStringLiteral("platform.machine"),
                                   QStringLiteral("platform.python_implementation"),
                                   QStringLiteral("python_implementation")};
    return names;
}

QString canonicalName(const QString& name)
{
    if (name == QLatin1String("os.name"))
        return QStringLiteral("os_name");
    if (name == QLatin1String("sys.platform"))
        return QStringLiteral("sys_platform");
    if (name == QLatin1String("platform.version"))
        return QStringLiteral("platform_version");
    if (name == QLatin1String("platform.machine"))
        return QStringLiteral("platform_machine");
    if (name == QLatin1String("platform.python_implementation") || name == QLatin1String("python_implementation"))
        return QStringLiteral("platform_python_implementation");
    return name;
}

struct Token
{
    enum class Kind { Open, Close, String, Name, Op, End };
    Kind kind = Kind::End;
    QString text;
};

class Parser
{
public:
    explicit Parser(const QString& text) : m_text(text) {}

    Result<std::shared_ptr<const Node>> parse()
    {
        using R = Result<std::shared_ptr<const Node>>;
        if (!tokenize())
            return R::fail(ErrorKind::BadInput, m_error);
        std::shared_ptr<const Node> root = orExpression();
        if (!root)
            return R::fail(ErrorKind::BadInput, m_error);
        if (peek().kind != Token::Kind::End)
            return R::fail(ErrorKind::BadInput, unexpected());
        return R::ok(root);
    }

private:
    bool tokenize()
    {
        qsizetype i = 0;
        while (i < m_text.size()) {
            const QChar c = m_text.at(i);
            if (c == QLatin1Char(' ') || c == QLatin1Char('\t')) {
                ++i;
                continue;
            }
            if (c == QLatin1Char('(') || c == QLatin1Char(')')) {
                m_tokens << Token{c == QLatin1Char('(') ? Token::Kind::Open : Token::Kind::Close, QString(c)};
                ++i;
                continue;
            }
            if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                const qsizetype end = m_text.indexOf(c, i + 1);
                if (end < 0) {
                    //: a reason, as in "“…” is not a package spec: …"
                    m_error = PolicyText::tr("a quoted text in the marker is not closed");
                    return false;
                }
                const QString content = m_text.mid(i + 1, end - i - 1);
                for (const QChar ch : content) {
                    if (ch.unicode() < 0x20 || ch.unicode() == 0x7f) {
                        //: a reason, as in "“…” is not a package spec: …"
                        m_error = PolicyText::tr("a quoted text in the marker holds a character pip does not take");
                        return false;
                    }
                }
                m_tokens << Token{Token::Kind::String, content};
                i = end + 1;
                continue;
            }
            if (c.isLetter() || c == QLatin1Char('_')) {
                qsizetype end = i;
                while (end < m_text.size() &&
                       (m_text.at(end).isLetterOrNumber() || m_text.at(end) == QLatin1Char('_') ||
                        m_text.at(end) == QLatin1Char('.')))
                    ++end;
                m_tokens << Token{Token::Kind::Name, m_text.mid(i, end - i)};
                i = end;
                continue;
            }
            static const char* const ops[] = {"===", "==", "!=", "<=", ">=", "~=", "<", ">"};
            bool matched = false;
            for (const char* op : ops) {
                const QLatin1String o(op);
                if (QStringView(m_text).mid(i).startsWith(o)) {
                    m_tokens << Token{Token::Kind::Op, QString(o)};
                    i += o.size();
                    matched = true;
                    break;
                }
            }
            if (!matched) {
                //: a reason, as in "“…” is not a package spec: …"; %1 is one character
                m_error = PolicyText::tr("the marker holds \"%1\", which pip does not take there").arg(c);
                return false;
            }
        }
        m_tokens << Token{Token::Kind::End, QString()};
        return true;
    }

    const Token& peek() const { return m_tokens.at(m_pos); }
    Token take() { return m_tokens.at(m_pos < m_tokens.size() - 1 ? m_pos++ : m_pos); }
    bool takeName(const char* word)
    {
        if (peek().kind == Token::Kind::Name && peek().text == QLatin1String(word)) {
            ++m_pos;
            return true;
        }
        return false;
    }
    QString unexpected()
    {
        if (peek().kind == Token::Kind::End)
            //: a reason, as in "“…” is not a package spec: …"
            return PolicyText::tr("the marker ends too early");
        //: a reason, as in "“…” is not a package spec: …"; %1 is a word or sign of the marker
        return PolicyText::tr("the marker has \"%1\" where pip expects something else").arg(peek().text);
    }

    std::shared_ptr<const Node> orExpression()
    {
        std::shared_ptr<const Node> left = andExpression();
        while (left && takeName("or")) {
            std::shared_ptr<const Node> right = andExpression();
            if (!right)
                return nullptr;
            auto n = std::make_shared<Node>();
            n->type = Node::Type::Or;
            n->left = left;
            n->right = right;
            left = n;
        }
        return left;
    }

    std::shared_ptr<const Node> andExpression()
    {
        std::shared_ptr<const Node> left = atom();
        while (left && takeName("and")) {
            std::shared_ptr<const Node> right = atom();
            if (!right)
                return nullptr;
            auto n = std::make_shared<Node>();
            n->type = Node::Type::And;
            n->left = left;
            n->right = right;
            left = n;
        }
        return left;
    }

    std::shared_ptr<const Node> atom()
    {
        if (peek().kind == Token::Kind::Open) {
            take();
            std::shared_ptr<const Node> inner = orExpression();
            if (!inner)
                return nullptr;
            if (peek().kind != Token::Kind::Close) {
                m_error = unexpected();
                return nullptr;
            }
            take();
            return inner;
        }
        auto n = std::make_shared<Node>();
        if (!operand(&n->lhs))
            return nullptr;
        if (peek().kind == Token::Kind::Op) {
            n->op = take().text;
        } else if (takeName("in")) {
            n->op = QStringLiteral("in");
        } else if (peek().kind == Token::Kind::Name && peek().text == QLatin1String("not")) {
            take();
            if (!takeName("in")) {
                m_error = unexpected();
                return nullptr;
            }
            n->op = QStringLiteral("not in");
        } else {
            m_error = unexpected();
            return nullptr;
        }
        if (!operand(&n->rhs))
            return nullptr;
        return n;
    }

    bool operand(Node::Operand* out)
    {
        const Token& t = peek();
        if (t.kind == Token::Kind::String) {
            *out = {false, take().text};
            return true;
        }
        if (t.kind == Token::Kind::Name && variableNames().contains(t.text)) {
            *out = {true, canonicalName(take().text)};
            return true;
        }
        if (t.kind == Token::Kind::Name && t.text != QLatin1String("and") && t.text != QLatin1String("or") &&
            t.text != QLatin1String("in") && t.text != QLatin1String("not")) {
            //: a reason, as in "“…” is not a package spec: …"; %1 is a word of the marker
            m_error =
                PolicyText::tr("\"%1\" is not a marker variable (such as sys_platform or python_version)").arg(t.text);
            return false;
        }
        m_error = unexpected();
        return false;
    }

    QString m_text;
    QList<Token> m_tokens;
    qsizetype m_pos = 0;
    QString m_error;
};

std::optional<bool> compare(const QString& lhs, const QString& op, const QString& rhs)
{
    if (op == QLatin1String("in"))
        return rhs.contains(lhs);
    if (op == QLatin1String("not in"))
        return !rhs.contains(lhs);
    // Versions compare as versions where both sides are ones (python_version >= "3.10").
    const Result<VersionClause> clause = VersionClause::make(op, rhs);
    const std::optional<Pep440Version> left = Pep440Version::parse(lhs);
    if (clause && left && op != QLatin1String("==="))
        return clause.value().allows(*left);
    if (op == QLatin1String("==") || op == QLatin1String("==="))
        return lhs == rhs;
    if (op == QLatin1String("!="))
        return lhs != rhs;
    return std::nullopt; // pip refuses to order words; whether it holds is not known here
}

std::optional<bool> evaluateNode(const Node& n, const RequirementMarker::Environment& environment)
{
    if (n.type == Node::Type::And) {
        const std::optional<bool> a = evaluateNode(*n.left, environment);
        const std::optional<bool> b = evaluateNode(*n.right, environment);
        if (a == false || b == false)
            return false;
        if (a && b)
            return true;
        return std::nullopt;
    }
    if (n.type == Node::Type::Or) {
        const std::optional<bool> a = evaluateNode(*n.left, environment);
        const std::optional<bool> b = evaluateNode(*n.right, environment);
        if (a == true || b == true)
            return true;
        if (a && b)
            return false;
        return std::nullopt;
    }
    const auto value = [&environment](const Node::Operand& o) -> std::optional<QString> {
        if (!o.variable)
            return o.text;
        const auto it = environment.constFind(o.text);
        if (it == environment.constEnd())
            return std::nullopt;
        return *it;
    };
    const std::optional<QString> lhs = value(n.lhs);
    const std::optional<QString> rhs = value(n.rhs);
    if (!lhs || !rhs)
        return std::nullopt;
    return compare(*lhs, n.op, *rhs);
}

QString nodeText(const Node& n, bool nested)
{
    if (n.type != Node::Type::Compare) {
        const QString text = nodeText(*n.left, true) +
                             (n.type == Node::Type::And ? QStringLiteral(" and ") : QStringLiteral(" or ")) +
                             nodeText(*n.right, true);
        return nested ? QLatin1Char('(') + text + QLatin1Char(')') : text;
    }
    const auto operand = [](const Node::Operand& o) {
        if (o.variable)
            return o.text;
        const QChar quote = o.text.contains(QLatin1Char('"')) ? QLatin1Char('\'') : QLatin1Char('"');
        return quote + o.text + quote;
    };
    return operand(n.lhs) + QLatin1Char(' ') + n.op + QLatin1Char(' ') + operand(n.rhs);
}

} // namespace

Result<RequirementMarker> RequirementMarker::parse(const QString& text)
{
    Result<std::shared_ptr<const Node>> root = Parser(text).parse();
    if (!root)
        return root.forward<RequirementMarker>();
    RequirementMarker m;
    m.m_root = root.takeValue();
    return Result<RequirementMarker>::ok(m);
}

RequirementMarker::Environment RequirementMarker::environmentFor(const QString& os, const QString& arch,
                                                                 const QString& python)
{
    Environment e;
    if (os == QLatin1String("linux")) {
        e.insert(QStringLiteral("sys_platform"), QStringLiteral("linux"));
        e.insert(QStringLiteral("platform_system"), QStringLiteral("Linux"));
        e.insert(QStringLiteral("os_name"), QStringLiteral("posix"));
    } else if (os == QLatin1String("windows")) {
        e.insert(QStringLiteral("sys_platform"), QStringLiteral("win32"));
        e.insert(QStringLiteral("platform_system"), QStringLiteral("Windows"));
        e.insert(QStringLiteral("os_name"), QStringLiteral("nt"));
    } else if (os == QLatin1String("macos")) {
        e.insert(QStringLiteral("sys_platform"), QStringLiteral("darwin"));
        e.insert(QStringLiteral("platform_system"), QStringLiteral("Darwin"));
        e.insert(QStringLiteral("os_name"), QStringLiteral("posix"));
    }
    // platform.machine() as Python reports it on each system.
    const bool arm = arch == QLatin1String("aarch64") || arch == QLatin1String("arm64");
    if (os == QLatin1String("windows") && !arch.isEmpty())
        e.insert(QStringLiteral("platform_machine"), arm ? QStringLiteral("ARM64") : QStringLiteral("AMD64"));
    else if (os == QLatin1String("macos") && !arch.isEmpty())
        e.insert(QStringLiteral("platform_machine"), arm ? QStringLiteral("arm64") : QStringLiteral("x86_64"));
    else if (!arch.isEmpty())
        e.insert(QStringLiteral("platform_machine"), arm ? QStringLiteral("aarch64") : QStringLiteral("x86_64"));
    const QStringList parts = python.split(QLatin1Char('.'));
    if (parts.size() >= 2) {
        e.insert(QStringLiteral("python_version"), parts.at(0) + QLatin1Char('.') + parts.at(1));
        if (parts.size() >= 3)
            e.insert(QStringLiteral("python_full_version"), python);
    }
    // The product installs CPython.
    e.insert(QStringLiteral("implementation_name"), QStringLiteral("cpython"));
    e.insert(QStringLiteral("platform_python_implementation"), QStringLiteral("CPython"));
    return e;
}

std::optional<bool> RequirementMarker::evaluate(const Environment& environment) const
{
    if (!m_root)
        return true;
    return evaluateNode(*m_root, environment);
}

QString RequirementMarker::toString() const
{
    return m_root ? nodeText(*m_root, false) : QString();
}

} // namespace ts
