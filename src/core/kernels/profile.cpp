// The timers behind profile.hpp; empty unless the tree is configured with -DELAB_PROFILE=ON.
#include "core/kernels/profile.hpp"

#ifdef ELAB_PROFILE
#include <chrono>
#include <cstring>

namespace elab::profile {

int level = 0;
int depth = 0;

namespace {
std::vector<Entry>& table() {
  static std::vector<Entry> t;
  return t;
}
double g_outer_ms = 0;
}  // namespace

// In WASM steady_clock reads performance.now() (Emscripten's CLOCK_MONOTONIC), so the core needs
// no Emscripten header for it.
double now_ms() {
  using clock = std::chrono::steady_clock;
  return std::chrono::duration<double, std::milli>(clock::now().time_since_epoch()).count();
}

// A handful of distinct regions per step: a linear search is cheaper than hashing.
void add(const char* name, int a, int b, int c, double ms) {
  if (depth == 1) g_outer_ms += ms;
  for (Entry& e : table())
    if (e.a == a && e.b == b && e.c == c && (e.name == name || std::strcmp(e.name, name) == 0)) {
      e.ms += ms;
      e.calls.push_back(static_cast<float>(ms));
      return;
    }
  table().push_back({name, a, b, c, ms, {static_cast<float>(ms)}});
}

const std::vector<Entry>& entries() {
  return table();
}

void reset() {
  table().clear();
  g_outer_ms = 0;
}

double outer_ms() {
  return g_outer_ms;
}

}  // namespace elab::profile
#endif
