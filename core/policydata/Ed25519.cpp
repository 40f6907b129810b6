// SPDX-License-Identifier: GPL-3.0-or-later
// Ed25519 signature verification after RFC 8032: arithmetic modulo p = 2^255 - 19 in five 51-bit
// limbs, points of the twisted Edwards curve -x^2 + y^2 = 1 + d x^2 y^2 in extended coordinates
// (X:Y:Z:T), x = X/Z, y = Y/Z, x*y = T/Z.
#include "policydata/Ed25519.h"

#include <QCryptographicHash>

#include <array>
#include <cstdint>
#include <optional>

namespace ts::ed25519 {

namespace {

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128; // GCC and Clang, x86_64 and aarch64
using Bytes32 = std::array<std::uint8_t, 32>;

constexpr u64 kMask51 = (u64(1) << 51) - 1;

struct Fe
{
    std::array<u64, 5> v{};
};

Fe feSmall(u64 n)
{
    return Fe{{n, 0, 0, 0, 0}};
}

/** Propagates carries so that every limb is below 2^51 (plus a small excess in limb 0). */
Fe carried(Fe f)
{
    for (int round = 0; round < 2; ++round) {
        for (int i = 0; i < 4; ++i) {
            f.v[i + 1] += f.v[i] >> 51;
            f.v[i] &= kMask51;
        }
        const u64 top = f.v[4] >> 51;
        f.v[4] &= kMask51;
        f.v[0] += 19 * top;
    }
    return f;
}

Fe add(const Fe& a, const Fe& b)
{
    Fe r;
    for (int i = 0; i < 5; ++i)
        r.v[i] = a.v[i] + b.v[i];
    return carried(r);
}

Fe sub(const Fe& a, const Fe& b)
{
    // a + 4p - b: every limb stays positive for carried inputs.
    static constexpr std::array<u64, 5> fourP = {0x1FFFFFFFFFFFB4, 0x1FFFFFFFFFFFFC, 0x1FFFFFFFFFFFFC, 0x1FFFFFFFFFFFFC,
                                                 0x1FFFFFFFFFFFFC};
    Fe r;
    for (int i = 0; i < 5; ++i)
        r.v[i] = a.v[i] + fourP[i] - b.v[i];
    return carried(r);
}

Fe mul(const Fe& a, const Fe& b)
{
    const u64 b1 = 19 * b.v[1], b2 = 19 * b.v[2], b3 = 19 * b.v[3], b4 = 19 * b.v[4];
    const auto m = [](u64 x, u64 y) { return u128(x) * u128(y); };
    u128 t[5];
    t[0] = m(a.v[0], b.v[0]) + m(a.v[1], b4) + m(a.v[2], b3) + m(a.v[3], b2) + m(a.v[4], b1);
    t[1] = m(a.v[0], b.v[1]) + m(a.v[1], b.v[0]) + m(a.v[2], b4) + m(a.v[3], b3) + m(a.v[4], b2);
    t[2] = m(a.v[0], b.v[2]) + m(a.v[1], b.v[1]) + m(a.v[2], b.v[0]) + m(a.v[3], b4) + m(a.v[4], b3);
    t[3] = m(a.v[0], b.v[3]) + m(a.v[1], b.v[2]) + m(a.v[2], b.v[1]) + m(a.v[3], b.v[0]) + m(a.v[4], b4);
    t[4] = m(a.v[0], b.v[4]) + m(a.v[1], b.v[3]) + m(a.v[2], b.v[2]) + m(a.v[3], b.v[1]) + m(a.v[4], b.v[0]);
    for (int i = 0; i < 4; ++i) {
        t[i + 1] += t[i] >> 51;
        t[i] &= kMask51;
    }
    const u128 wrapped = t[0] + (t[4] >> 51) * 19;
    t[4] &= kMask51;
    Fe r{{u64(wrapped & kMask51), u64(t[1] + (wrapped >> 51)), u64(t[2]), u64(t[3]), u64(t[4])}};
    return carried(r);
}

/** The canonical little-endian encoding (the value reduced below p). */
Bytes32 toBytes(const Fe& in)
{
    Fe f = carried(in);
    // q = 1 exactly when f >= p; then f + 19 - 2^255 is the reduced value.
    u64 q = (f.v[0] + 19) >> 51;
    for (int i = 1; i < 5; ++i)
        q = (f.v[i] + q) >> 51;
    f.v[0] += 19 * q;
    for (int i = 0; i < 4; ++i) {
        f.v[i + 1] += f.v[i] >> 51;
        f.v[i] &= kMask51;
    }
    f.v[4] &= kMask51;
    Bytes32 out{};
    int bit = 0;
    for (const u64 limb : f.v) {
        for (int i = 0; i < 51; ++i, ++bit) {
            if ((limb >> i) & 1)
                out[bit / 8] |= std::uint8_t(1u << (bit % 8));
        }
    }
    return out;
}

/** The 255 low bits of `bytes` (bit 255, a point's sign, is left out). */
Fe fromBytes(const std::uint8_t* bytes)
{
    Fe f;
    for (int bit = 0; bit < 255; ++bit) {
        if ((bytes[bit / 8] >> (bit % 8)) & 1)
            f.v[bit / 51] |= u64(1) << (bit % 51);
    }
    return f;
}

/** a^e, e given as 32 little-endian bytes. */
Fe power(const Fe& a, const Bytes32& e)
{
    Fe r = feSmall(1);
    for (int bit = 255; bit >= 0; --bit) {
        r = mul(r, r);
        if ((e[bit / 8] >> (bit % 8)) & 1)
            r = mul(r, a);
    }
    return r;
}

Bytes32 allOnesBut(std::uint8_t low, std::uint8_t high)
{
    Bytes32 b;
    b.fill(0xFF);
    b[0] = low;
    b[31] = high;
    return b;
}

Fe invert(const Fe& a)
{
    static const Bytes32 pMinus2 = allOnesBut(0xEB, 0x7F); // 2^255 - 21
    return power(a, pMinus2);
}

bool equal(const Fe& a, const Fe& b)
{
    return toBytes(a) == toBytes(b);
}

bool isOdd(const Fe& a)
{
    return toBytes(a)[0] & 1;
}

struct Constants
{
    Fe d;      ///< -121665 / 121666
    Fe d2;     ///< 2d
    Fe sqrtM1; ///< a square root of -1: 2^((p-1)/4)
};

const Constants& constants()
{
    static const Constants c = []() {
        Constants k;
        k.d = mul(sub(feSmall(0), feSmall(121665)), invert(feSmall(121666)));
        k.d2 = add(k.d, k.d);
        k.sqrtM1 = power(feSmall(2), allOnesBut(0xFB, 0x1F)); // (p-1)/4 = 2^253 - 5
        return k;
    }();
    return c;
}

struct Point
{
    Fe x, y, z, t;
};

Point identity()
{
    return Point{feSmall(0), feSmall(1), feSmall(1), feSmall(0)};
}

/** The unified addition of extended coordinates for a = -1 (it doubles too). */
Point add(const Point& p, const Point& q)
{
    const Fe a = mul(sub(p.y, p.x), sub(q.y, q.x));
    const Fe b = mul(add(p.y, p.x), add(q.y, q.x));
    const Fe c = mul(mul(p.t, constants().d2), q.t);
    const Fe zz = mul(p.z, q.z);
    const Fe d = add(zz, zz);
    const Fe e = sub(b, a);
    const Fe f = sub(d, c);
    const Fe g = add(d, c);
    const Fe h = add(b, a);
    return Point{mul(e, f), mul(g, h), mul(f, g), mul(e, h)};
}

Point negate(const Point& p)
{
    return Point{sub(feSmall(0), p.x), p.y, p.z, sub(feSmall(0), p.t)};
}

/** [s]P, s given as 32 little-endian bytes. */
Point scalarMul(const Bytes32& s, const Point& p)
{
    Point r = identity();
    for (int bit = 255; bit >= 0; --bit) {
        r = add(r, r);
        if ((s[bit / 8] >> (bit % 8)) & 1)
            r = add(r, p);
    }
    return r;
}

/** A point from its encoding (RFC 8032 5.1.3); none for a non-canonical y or no such point. */
std::optional<Point> decode(const std::uint8_t* bytes)
{
    const Fe y = fromBytes(bytes);
    Bytes32 masked;
    std::copy(bytes, bytes + 32, masked.begin());
    masked[31] &= 0x7F;
    if (toBytes(y) != masked)
        return std::nullopt; // y >= p
    const bool sign = bytes[31] >> 7;
    const Fe yy = mul(y, y);
    const Fe u = sub(yy, feSmall(1));
    const Fe v = add(mul(constants().d, yy), feSmall(1));
    // x = u v^3 (u v^7)^((p-5)/8)
    const Fe v3 = mul(mul(v, v), v);
    const Fe v7 = mul(mul(v3, v3), v);
    static const Bytes32 pMinus5Over8 = allOnesBut(0xFD, 0x0F); // 2^252 - 3
    Fe x = mul(mul(u, v3), power(mul(u, v7), pMinus5Over8));
    const Fe vxx = mul(v, mul(x, x));
    if (!equal(vxx, u)) {
        if (!equal(vxx, sub(feSmall(0), u)))
            return std::nullopt;
        x = mul(x, constants().sqrtM1);
    }
    const bool zero = equal(x, feSmall(0));
    if (zero && sign)
        return std::nullopt;
    if (isOdd(x) != sign)
        x = sub(feSmall(0), x);
    return Point{x, y, feSmall(1), mul(x, y)};
}

Bytes32 encode(const Point& p)
{
    const Fe zInverse = invert(p.z);
    const Fe x = mul(p.x, zInverse);
    Bytes32 out = toBytes(mul(p.y, zInverse));
    out[31] |= std::uint8_t(isOdd(x) << 7);
    return out;
}

// The group order L = 2^252 + 27742317777372353535851937790883648493, little-endian 64-bit words.
constexpr std::array<u64, 4> kOrder = {0x5812631a5cf5d3edULL, 0x14def9dea2f79cd6ULL, 0, 0x1000000000000000ULL};

bool lessThanOrder(const std::array<u64, 4>& n)
{
    for (int i = 3; i >= 0; --i) {
        if (n[i] != kOrder[i])
            return n[i] < kOrder[i];
    }
    return false;
}

std::array<u64, 4> words(const std::uint8_t* bytes)
{
    std::array<u64, 4> w{};
    for (int i = 0; i < 32; ++i)
        w[i / 8] |= u64(bytes[i]) << (8 * (i % 8));
    return w;
}

Bytes32 bytesOf(const std::array<u64, 4>& w)
{
    Bytes32 b;
    for (int i = 0; i < 32; ++i)
        b[i] = std::uint8_t(w[i / 8] >> (8 * (i % 8)));
    return b;
}

/** A 64-byte little-endian number modulo L, by binary long division (r stays below 2L < 2^254). */
Bytes32 reduceModOrder(const QByteArray& wide)
{
    std::array<u64, 4> r{};
    for (int bit = 511; bit >= 0; --bit) {
        // r = 2r + bit
        for (int i = 3; i > 0; --i)
            r[i] = (r[i] << 1) | (r[i - 1] >> 63);
        r[0] = (r[0] << 1) | ((std::uint8_t(wide.at(bit / 8)) >> (bit % 8)) & 1);
        if (!lessThanOrder(r)) {
            u64 borrow = 0;
            for (int i = 0; i < 4; ++i) {
                const u128 subtrahend = u128(kOrder[i]) + borrow;
                borrow = u128(r[i]) < subtrahend ? 1 : 0;
                r[i] = u64(u128(r[i]) - subtrahend);
            }
        }
    }
    return bytesOf(r);
}

} // namespace

bool verify(const QByteArray& publicKey, const QByteArray& message, const QByteArray& signature)
{
    if (publicKey.size() != 32 || signature.size() != 64)
        return false;
    const auto* key = reinterpret_cast<const std::uint8_t*>(publicKey.constData());
    const auto* sig = reinterpret_cast<const std::uint8_t*>(signature.constData());
    const std::optional<Point> a = decode(key);
    if (!a)
        return false;
    const std::array<u64, 4> s = words(sig + 32);
    if (!lessThanOrder(s))
        return false;
    QCryptographicHash hash(QCryptographicHash::Sha512);
    hash.addData(signature.left(32));
    hash.addData(publicKey);
    hash.addData(message);
    const Bytes32 k = reduceModOrder(hash.result());
    static const std::optional<Point> base = []() {
        Bytes32 b;
        b.fill(0x66);
        b[0] = 0x58; // the encoding of B: y = 4/5, x even
        return decode(b.data());
    }();
    if (!base)
        return false;
    const Point check = add(scalarMul(bytesOf(s), *base), scalarMul(k, negate(*a)));
    const Bytes32 encoded = encode(check);
    return std::equal(encoded.begin(), encoded.end(), sig);
}

} // namespace ts::ed25519
