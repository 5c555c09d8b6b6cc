// Kernel timers for the step profile (bench/profile.cpp, `node bench/profile.mjs`,
// docs/PERFORMANCE.md "Where a step's time goes"). They exist only in a tree configured with
// -DELAB_PROFILE=ON, which builds nothing but the profiler: without ELAB_PROFILE,
// ELAB_PROFILE_SCOPE expands to nothing, so the page's module, the CLI and the tests carry no
// timer. Single-threaded: the profiler runs one model on one thread.
#pragma once

#ifdef ELAB_PROFILE
#include <vector>

namespace elab::profile {

// One timed region: its name, up to three sizes (for a matrix product M, K, P), the time spent
// in it and each call's time since reset(). On a loaded machine a call's median is what it
// costs when the process is not waiting for a core; the total is not.
struct Entry {
  const char* name;
  int a, b, c;
  double ms;
  std::vector<float> calls;  // ms per call
};

// 0: every scope is one untaken branch; 1: the kernels; 2: also the phases inside attention
// and Adam (finer scopes cost more clock reads, so they have a level of their own).
extern int level;

double now_ms();
void add(const char* name, int a, int b, int c, double ms);
const std::vector<Entry>& entries();
void reset();
// ms spent in outermost scopes since reset(): a step's time minus this is what no timer covers.
double outer_ms();
extern int depth;  // scopes open now

// Times from construction to the end of the enclosing block when `level` is at least min_level.
class Scope {
 public:
  Scope(int min_level, const char* name, int a = 0, int b = 0, int c = 0)
      : m_on(level >= min_level), m_name(name), m_a(a), m_b(b), m_c(c) {
    if (m_on) {
      ++depth;
      m_start = now_ms();
    }
  }
  ~Scope() {
    if (m_on) {
      add(m_name, m_a, m_b, m_c, now_ms() - m_start);
      --depth;
    }
  }
  Scope(const Scope&) = delete;
  Scope& operator=(const Scope&) = delete;

 private:
  bool m_on;
  const char* m_name;
  int m_a, m_b, m_c;
  double m_start = 0;
};

}  // namespace elab::profile

#define ELAB_PROFILE_JOIN2(a, b) a##b
#define ELAB_PROFILE_JOIN(a, b) ELAB_PROFILE_JOIN2(a, b)
// ELAB_PROFILE_SCOPE(min_level, "name"[, a, b, c]): times the rest of the enclosing block.
#define ELAB_PROFILE_SCOPE(...) \
  const ::elab::profile::Scope ELAB_PROFILE_JOIN(elab_profile_scope_, __LINE__)(__VA_ARGS__)
#else
#define ELAB_PROFILE_SCOPE(...) static_cast<void>(0)
#endif
