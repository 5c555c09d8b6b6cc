#include "core/linear.hpp"

#include <cmath>
#include <cstddef>
#include <string>

#include "core/errors.hpp"

namespace elab {

namespace {

void check_linear_sizes(int N, int IC, int OC) {
  if (N < 1)
    fail("linear: the number of rows N must be at least 1 (got " + std::to_string(N) + ")");
  if (IC < 1) fail("linear: the input size IC must be at least 1 (got " + std::to_string(IC) + ")");
  if (OC < 1)
    fail("linear: the output size OC must be at least 1 (got " + std::to_string(OC) + ")");
}

// Dot products are summed in kLanes independent partial sums, lane l taking elements i = l mod
// kLanes. Each lane is a separate accumulator, so the compiler maps the lanes onto one SIMD
// register without reassociating floating point (which it may not do without -ffast-math), and
// the result is the same natively and in WASM.
constexpr int kLanes = 4;

// Register block: RN rows of inp against RO rows of weight. Every inp row and weight row is
// read once per block instead of once per output element.
template <typename T, int RN, int RO>
void dot_block(T* out, const T* inp, const T* weight, const T* bias, int n0, int o0, int IC,
               int OC) {
  T acc[RN][RO][kLanes] = {};
  const T* x[RN];
  const T* w[RO];
  for (int a = 0; a < RN; ++a) x[a] = inp + static_cast<std::size_t>(n0 + a) * IC;
  for (int b = 0; b < RO; ++b) w[b] = weight + static_cast<std::size_t>(o0 + b) * IC;
  int i = 0;
  for (; i + kLanes <= IC; i += kLanes)
    for (int a = 0; a < RN; ++a)
      for (int b = 0; b < RO; ++b)
        for (int l = 0; l < kLanes; ++l) acc[a][b][l] += x[a][i + l] * w[b][i + l];
  for (; i < IC; ++i)
    for (int a = 0; a < RN; ++a)
      for (int b = 0; b < RO; ++b) acc[a][b][0] += x[a][i] * w[b][i];
  for (int a = 0; a < RN; ++a)
    for (int b = 0; b < RO; ++b) {
      T sum = (acc[a][b][0] + acc[a][b][1]) + (acc[a][b][2] + acc[a][b][3]);
      if (bias) sum += bias[o0 + b];
      out[static_cast<std::size_t>(n0 + a) * OC + o0 + b] = sum;
    }
}

// One block row of RN inputs against every weight row: 4 at a time, then the leftover ones.
template <typename T, int RN>
void dot_rows(T* out, const T* inp, const T* weight, const T* bias, int n0, int IC, int OC) {
  int o = 0;
  for (; o + 4 <= OC; o += 4) dot_block<T, RN, 4>(out, inp, weight, bias, n0, o, IC, OC);
  for (; o < OC; ++o) dot_block<T, RN, 1>(out, inp, weight, bias, n0, o, IC, OC);
}

}  // namespace

template <typename T>
void linear_forward(T* out, const T* inp, const T* weight, const std::common_type_t<T>* bias, int N,
                    int IC, int OC) {
  check_linear_sizes(N, IC, OC);
  int n = 0;
  for (; n + 4 <= N; n += 4) dot_rows<T, 4>(out, inp, weight, bias, n, IC, OC);
  for (; n < N; ++n) dot_rows<T, 1>(out, inp, weight, bias, n, IC, OC);
}

// Both gradients are sums of axpys over contiguous rows:
//   dweight[o, :] += sum_n dout[n, o] * inp[n, :]     dinp[n, :] += sum_o dout[n, o] * weight[o, :]
// taken four terms at a time so each destination row is loaded and stored once per four.
template <typename T>
void linear_backward(std::common_type_t<T>* dinp, T* dweight, std::common_type_t<T>* dbias,
                     const T* dout, const T* inp, const T* weight, int N, int IC, int OC) {
  check_linear_sizes(N, IC, OC);
  if (dbias) {
    for (int n = 0; n < N; ++n) {
      const T* d = dout + static_cast<std::size_t>(n) * OC;
      for (int o = 0; o < OC; ++o) dbias[o] += d[o];
    }
  }

  int n = 0;
  for (; n + 4 <= N; n += 4) {
    const T* x0 = inp + static_cast<std::size_t>(n) * IC;
    const T* x1 = x0 + IC;
    const T* x2 = x1 + IC;
    const T* x3 = x2 + IC;
    const T* d = dout + static_cast<std::size_t>(n) * OC;
    for (int o = 0; o < OC; ++o) {
      const T d0 = d[o], d1 = d[OC + o], d2 = d[2 * OC + o], d3 = d[3 * OC + o];
      T* dw = dweight + static_cast<std::size_t>(o) * IC;
      for (int i = 0; i < IC; ++i) dw[i] += (d0 * x0[i] + d1 * x1[i]) + (d2 * x2[i] + d3 * x3[i]);
    }
  }
  for (; n < N; ++n) {
    const T* x = inp + static_cast<std::size_t>(n) * IC;
    const T* d = dout + static_cast<std::size_t>(n) * OC;
    for (int o = 0; o < OC; ++o) {
      const T dn = d[o];
      T* dw = dweight + static_cast<std::size_t>(o) * IC;
      for (int i = 0; i < IC; ++i) dw[i] += dn * x[i];
    }
  }

  if (!dinp) return;
  for (int r = 0; r < N; ++r) {
    const T* d = dout + static_cast<std::size_t>(r) * OC;
    T* dx = dinp + static_cast<std::size_t>(r) * IC;
    int o = 0;
    for (; o + 4 <= OC; o += 4) {
      const T* w0 = weight + static_cast<std::size_t>(o) * IC;
      const T* w1 = w0 + IC;
      const T* w2 = w1 + IC;
      const T* w3 = w2 + IC;
      const T d0 = d[o], d1 = d[o + 1], d2 = d[o + 2], d3 = d[o + 3];
      for (int i = 0; i < IC; ++i) dx[i] += (d0 * w0[i] + d1 * w1[i]) + (d2 * w2[i] + d3 * w3[i]);
    }
    for (; o < OC; ++o) {
      const T* w = weight + static_cast<std::size_t>(o) * IC;
      const T dn = d[o];
      for (int i = 0; i < IC; ++i) dx[i] += dn * w[i];
    }
  }
}

namespace {
constexpr double kInvSqrt2 = 0.70710678118654752440084436210485;
constexpr double kInvSqrt2Pi = 0.39894228040143267793994605993438;
}  // namespace

template <typename T>
void gelu_forward(T* out, const T* inp, int n) {
  if (n < 0) fail("gelu: the element count must not be negative (got " + std::to_string(n) + ")");
  for (int i = 0; i < n; ++i) {
    const T x = inp[i];
    out[i] = x * T(0.5) * (T(1) + std::erf(x * static_cast<T>(kInvSqrt2)));
  }
}

// d/dx [x Phi(x)] = Phi(x) + x phi(x), Phi the standard normal CDF and phi its density.
template <typename T>
void gelu_backward(T* dinp, const T* inp, const T* dout, int n) {
  if (n < 0) fail("gelu: the element count must not be negative (got " + std::to_string(n) + ")");
  for (int i = 0; i < n; ++i) {
    const T x = inp[i];
    const T cdf = T(0.5) * (T(1) + std::erf(x * static_cast<T>(kInvSqrt2)));
    const T pdf = static_cast<T>(kInvSqrt2Pi) * std::exp(T(-0.5) * x * x);
    dinp[i] += (cdf + x * pdf) * dout[i];
  }
}

template void linear_forward<float>(float*, const float*, const float*, const float*, int, int,
                                    int);
template void linear_forward<double>(double*, const double*, const double*, const double*, int, int,
                                     int);
template void linear_backward<float>(float*, float*, float*, const float*, const float*,
                                     const float*, int, int, int);
template void linear_backward<double>(double*, double*, double*, const double*, const double*,
                                      const double*, int, int, int);
template void gelu_forward<float>(float*, const float*, int);
template void gelu_forward<double>(double*, const double*, int);
template void gelu_backward<float>(float*, const float*, const float*, int);
template void gelu_backward<double>(double*, const double*, const double*, int);

}  // namespace elab
