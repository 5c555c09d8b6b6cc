#include "core/kernels/matmul_path.hpp"

#include <atomic>

#include "core/errors.hpp"

namespace elab {

namespace {
#ifdef __EMSCRIPTEN__
std::atomic<MatmulPath> g_path{MatmulPath::page};
#else
std::atomic<MatmulPath> g_path{MatmulPath::eigen};
#endif
}  // namespace

void set_matmul_path(MatmulPath path) {
#ifdef __EMSCRIPTEN__
  if (path == MatmulPath::eigen)
    fail("this build has only the page's matrix products: Eigen's GEMM does not vectorize in WASM");
#endif
  g_path.store(path, std::memory_order_relaxed);
}

MatmulPath matmul_path() {
  return g_path.load(std::memory_order_relaxed);
}

}  // namespace elab
