// Double exp and log from + - * / and bit moves only, so a result is the same bits natively and in
// WASM. libm's are not: glibc picks an FMA variant on this machine's CPUs and Emscripten's musl
// has none, and over 2 million random inputs they disagreed in the last bit 1,387 times (exp of
// [-50, 0]) and 196 times (log of (0, 1)). t-SNE's neighbour probabilities are exps, and a last-bit
// difference there moves every point after a few hundred iterations. The algorithms are fdlibm's
// (Sun, 1993): both within 1 ulp of the true value.
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>

namespace elab {

namespace portable_detail {

inline double from_bits(std::uint64_t bits) {
  double x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}

inline std::uint64_t to_bits(double x) {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

// 2^k for k in [-1022, 1023], built in the exponent bits.
inline double pow2(int k) {
  return from_bits(static_cast<std::uint64_t>(k + 1023) << 52);
}

}  // namespace portable_detail

// e^x: x = k ln2 + r with |r| <= ln2 / 2 (ln2 in two parts, so k ln2 is exact), e^r by fdlibm's
// rational form, then times 2^k. Below -745.14 the result is 0; above 709.78, infinity.
inline double portable_exp(double x) {
  using namespace portable_detail;
  if (x != x) return x;
  if (x > 7.09782712893383973096e+02) return std::numeric_limits<double>::infinity();
  if (x < -7.45133219101941108420e+02) return 0.0;
  const double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10;
  const double inv_ln2 = 1.44269504088896338700e+00;
  // k = x / ln2 rounded half away from zero, as fdlibm does.
  const int k = static_cast<int>(inv_ln2 * x + (x < 0 ? -0.5 : 0.5));
  const double hi = x - k * ln2_hi, lo = k * ln2_lo;
  const double r = hi - lo;
  const double t = r * r;
  const double c =
      r - t * (1.66666666666666019037e-01 +
               t * (-2.77777777770155933842e-03 +
                    t * (6.61375632143793436117e-05 +
                         t * (-1.65339022054652515390e-06 + t * 4.13813679705723846039e-08))));
  const double y = 1.0 - ((lo - (r * c) / (2.0 - c)) - hi);
  // 2^k in two factors, so k down to -1075 (a subnormal result) and up to 1024 stay in range; only
  // the last product can round.
  const int k1 = k / 2;
  return y * pow2(k1) * pow2(k - k1);
}

// ln x for x > 0 (0 gives -infinity, a negative x or NaN gives NaN): x = 2^k (1 + f) with
// 1 + f in [sqrt(2)/2, sqrt(2)), ln(1 + f) = 2 atanh(s) with s = f / (2 + f), by fdlibm's
// polynomial in s^2.
inline double portable_log(double x) {
  using namespace portable_detail;
  if (x != x || x < 0) return std::numeric_limits<double>::quiet_NaN();
  if (x == 0) return -std::numeric_limits<double>::infinity();
  if (x == std::numeric_limits<double>::infinity()) return x;
  int k = 0;
  if (x < 2.2250738585072014e-308) {  // subnormal: scale up by 2^54 first
    x *= 1.80143985094819840000e+16;
    k = -54;
  }
  std::uint64_t bits = to_bits(x);
  k += static_cast<int>(bits >> 52) - 1023;
  bits &= (std::uint64_t{1} << 52) - 1;  // mantissa, so m = 1.mantissa in [1, 2)
  double m = from_bits(bits | (std::uint64_t{1023} << 52));
  if (m > 1.41421356237309504880) {  // bring m into [sqrt(2)/2, sqrt(2))
    m *= 0.5;
    ++k;
  }
  const double f = m - 1.0;
  const double s = f / (2.0 + f);
  const double z = s * s, w = z * z;
  const double t1 = w * (3.999999999940941908e-01 +
                         w * (2.222219843214978396e-01 + w * 1.531383769920937332e-01));
  const double t2 = z * (6.666666666666735130e-01 +
                         w * (2.857142874366239149e-01 +
                              w * (1.818357216161805012e-01 + w * 1.479819860511658591e-01)));
  const double R = t2 + t1;
  const double hfsq = 0.5 * f * f;
  const double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10;
  return k * ln2_hi - ((hfsq - (s * (hfsq + R) + k * ln2_lo)) - f);
}

}  // namespace elab
