// Which matrix products the linear layers and attention run. The WASM build has one: the plain
// loop of gemm.hpp. A native build runs Eigen's GEMM by default (several times faster there) and
// can run gemm.hpp's loop instead, whose float operations are the WASM build's one for one, so a
// native run then gives the page's losses bit for bit (`embedding-lab train --kernels page`).
// Process-wide: set it before training, never while a kernel runs on another thread.
#pragma once

namespace elab {

enum class MatmulPath { eigen, page };

// The WASM build accepts only page; eigen there fails, saying why.
void set_matmul_path(MatmulPath path);
MatmulPath matmul_path();

}  // namespace elab
