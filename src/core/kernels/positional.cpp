#include "core/kernels/positional.hpp"

#include <cmath>
#include <string>
#include <type_traits>

#include "core/errors.hpp"

namespace elab {

void check_pe_base(double base) {
  if (!std::isfinite(base) || base <= 1.0) fail(messages::pe_base, {{"got", base}});
}

void check_even_d_model(int d_model) {
  if (d_model < 2) fail_setting("d_model", messages::d_model_pair, {{"got", d_model}});
  if (d_model % 2 != 0) fail_setting("d_model", messages::d_model_even, {{"got", d_model}});
}

namespace {

// 1 / base^(2i/d) for each pair i: the angular frequency of dimensions 2i and 2i+1.
std::vector<double> pair_frequencies(int d_model, double base) {
  std::vector<double> freq(d_model / 2);
  for (int i = 0; i < d_model / 2; ++i)
    freq[i] = std::pow(base, -2.0 * i / static_cast<double>(d_model));
  return freq;
}

}  // namespace

template <typename T>
Matrix<T> sinusoidal_pe(int max_len, int d_model, double base) {
  if (max_len < 1)
    fail("max_len must be at least 1: it is the number of positions (got " +
         std::to_string(max_len) + ")");
  check_even_d_model(d_model);
  check_pe_base(base);
  const auto elements = static_cast<std::size_t>(max_len) * static_cast<std::size_t>(d_model);
  if (elements > kMaxMatrixElements)
    fail("max_len x d_model = " + std::to_string(elements) + " values is over the limit of " +
         std::to_string(kMaxMatrixElements) + " (64 MiB); lower max_len or d_model");

  // Angle addition instead of a sin and a cos per value: row p+1 is row p rotated by each pair's
  // frequency, (s, c) -> (s cw + c sw, c cw - s sw), in double. Every kAnchor rows the pair is
  // recomputed exactly from p * freq, so rounding never builds up over more than kAnchor - 1
  // rotations (under 1e-14, far below float's 6e-8); rows 0 and 1 come out exactly (0, 1) and
  // (sin f, cos f). In WASM, where sin and cos are scalar libm calls, this is what makes the
  // page's 512 x 512 float matrix sub-ms. The double table stays sin/cos of p * freq to the bit:
  // the lessons show it next to the formula evaluated by hand.
  constexpr int kAnchor = std::is_same<T, double>::value ? 1 : 64;
  const int half = d_model / 2;
  const std::vector<double> freq = pair_frequencies(d_model, base);
  std::vector<double> step_s(half), step_c(half), s(half), c(half);
  for (int i = 0; i < half; ++i) {
    step_s[i] = std::sin(freq[i]);
    step_c[i] = std::cos(freq[i]);
  }
  Matrix<T> pe(max_len, d_model);  // (max_len, d_model)
  for (int p = 0; p < max_len; ++p) {
    if (p % kAnchor == 0) {
      for (int i = 0; i < half; ++i) {
        const double angle = p * freq[i];
        s[i] = std::sin(angle);
        c[i] = std::cos(angle);
      }
    } else {
      for (int i = 0; i < half; ++i) {
        const double ns = s[i] * step_c[i] + c[i] * step_s[i];
        const double nc = c[i] * step_c[i] - s[i] * step_s[i];
        s[i] = ns;
        c[i] = nc;
      }
    }
    T* row = pe.data() + static_cast<std::size_t>(p) * d_model;
    for (int i = 0; i < half; ++i) {
      row[2 * i] = static_cast<T>(s[i]);
      row[2 * i + 1] = static_cast<T>(c[i]);
    }
  }
  return pe;
}

template <typename T>
std::vector<T> pe_wavelengths(int d_model, double base) {
  check_even_d_model(d_model);
  check_pe_base(base);
  constexpr double kTwoPi = 6.283185307179586476925286766559;
  std::vector<T> wavelengths(d_model / 2);
  for (int i = 0; i < d_model / 2; ++i)
    wavelengths[i] =
        static_cast<T>(kTwoPi * std::pow(base, 2.0 * i / static_cast<double>(d_model)));
  return wavelengths;
}

template Matrix<float> sinusoidal_pe<float>(int, int, double);
template Matrix<double> sinusoidal_pe<double>(int, int, double);
template std::vector<float> pe_wavelengths<float>(int, double);
template std::vector<double> pe_wavelengths<double>(int, double);

}  // namespace elab
