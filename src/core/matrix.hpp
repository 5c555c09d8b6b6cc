// Matrix types shared by every kernel. Row-major everywhere JS can see the data, so element
// (r, c) sits at index r * cols + c in C++, in the Float32Array the bindings return, and in CSV.
#pragma once

#include <Eigen/Core>
#include <cstddef>

namespace elab {

template <typename T>
using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename T>
using Vector = Eigen::Matrix<T, Eigen::Dynamic, 1>;

using MatrixF = Matrix<float>;
using MatrixD = Matrix<double>;

// The largest matrix any single call may build: 16 Mi elements, 64 MiB as float32. Large enough
// for the biggest view (4096 positions x 1024 dimensions = 4 Mi), small enough that a typo such
// as max_len=4000000 gives a message instead of exhausting a browser tab's memory.
constexpr std::size_t kMaxMatrixElements = std::size_t{1} << 24;

}  // namespace elab
