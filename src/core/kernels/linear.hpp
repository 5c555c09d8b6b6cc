// Fully connected layer (PyTorch layout, y = x W^T + b) and exact GELU. linear_forward/backward are
// the training hot loops: plain loops over contiguous memory that clang auto-vectorizes for WASM
// SIMD (Eigen does not vectorize there).
#pragma once

#include <type_traits>

namespace elab {

// Nullable pointers are typed std::common_type_t<T> (which is T) so they take no part in template
// argument deduction and a caller can pass a plain nullptr.

// out = inp W^T + bias. Throws InvalidArgument for N, IC or OC < 1.
template <typename T>
void linear_forward(T* out,                             // (N, OC)
                    const T* inp,                       // (N, IC)
                    const T* weight,                    // (OC, IC)
                    const std::common_type_t<T>* bias,  // (OC) or nullptr
                    int N, int IC, int OC);

template <typename T>
void linear_backward(
    std::common_type_t<T>* dinp,   // (N, IC) += (= when !accumulate_dinp) or nullptr
    T* dweight,                    // (OC, IC) +=
    std::common_type_t<T>* dbias,  // (OC) += or nullptr
    const T* dout,                 // (N, OC)
    const T* inp,                  // (N, IC)
    const T* weight,               // (OC, IC)
    int N, int IC, int OC,
    // false: dinp is written, not added to, which spares the caller zeroing it first
    bool accumulate_dinp = true);

// Exact GELU, as torch.nn.functional.gelu: x * 0.5 * (1 + erf(x / sqrt(2))).
template <typename T>
void gelu_forward(T* out,        // (n)
                  const T* inp,  // (n)
                  int n);

template <typename T>
void gelu_backward(T* dinp,        // (n) += (= when !accumulate)
                   const T* inp,   // (n)
                   const T* dout,  // (n)
                   int n, bool accumulate = true);

}  // namespace elab
