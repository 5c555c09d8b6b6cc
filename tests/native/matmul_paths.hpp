// The matrix-product paths this build has (core/kernels/matmul_path.hpp): natively Eigen's and the
// page's loop, in WASM only the loop. Kernel tests run under each, through a scope that puts the
// build's default back.
#pragma once

#include <vector>

#include "core/kernels/matmul_path.hpp"

namespace elab::test {

inline std::vector<MatmulPath> matmul_paths() {
#ifdef __EMSCRIPTEN__
  return {MatmulPath::page};
#else
  return {MatmulPath::eigen, MatmulPath::page};
#endif
}

inline const char* path_name(MatmulPath path) {
  return path == MatmulPath::eigen ? "Eigen's GEMM" : "the page's loop";
}

class MatmulPathScope {
 public:
  explicit MatmulPathScope(MatmulPath path) : m_before(matmul_path()) { set_matmul_path(path); }
  ~MatmulPathScope() { set_matmul_path(m_before); }
  MatmulPathScope(const MatmulPathScope&) = delete;
  MatmulPathScope& operator=(const MatmulPathScope&) = delete;

 private:
  MatmulPath m_before;
};

}  // namespace elab::test
