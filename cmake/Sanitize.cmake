# The sanitizer tree (build/sanitize, clang): the Catch2 suite, the CLI and the fuzz targets built
# with AddressSanitizer and UndefinedBehaviorSanitizer. Any report aborts the run
# (-fno-sanitize-recover), so a finding fails its test. fuzzer-no-link adds libFuzzer's coverage
# instrumentation to the core, so fuzz targets can explore it.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "ELAB_SANITIZE needs clang (configure with -DCMAKE_CXX_COMPILER=clang++)")
endif()
# -gline-tables-only: a report's stack names file and line, which is all a finding needs; full
# debug info made each batch compile about 13% longer.
set(ELAB_SANITIZE_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
                        -fno-omit-frame-pointer -gline-tables-only)
add_compile_options(${ELAB_SANITIZE_FLAGS} -fsanitize=fuzzer-no-link)
# The tests that repeat one code path many times for its numbers (the recorded 25-step runs)
# repeat it less here: tests/native/test_trainer.cpp.
add_compile_definitions(ELAB_SANITIZED)
add_link_options(${ELAB_SANITIZE_FLAGS})
# This tree is built once per run to be tested, never edited in: compile its sources sixteen to a
# file, so each batch instruments Eigen's and Catch2's inline code once instead of once per file
# (the suite and the CLI: 282 s to 185 s on a quiet machine at eight to a file; with the fuzz
# targets, sixteen to a file took the same 166 s on two idle cores but 280 s of CPU instead of
# 323 s, and npm test builds this tree beside the browser files, where CPU is what is short).
# The WASM tree keeps one file per object, so a file that leans on another's includes still fails
# a build (CMakeLists.txt).
set(CMAKE_UNITY_BUILD ON)
set(CMAKE_UNITY_BUILD_BATCH_SIZE 16)
# -O1, as the sanitizers' own documents advise: -O3 can optimise away an access the checks would
# catch, and took longer on the whole. On a quiet machine the suite and the CLI built in 177 s
# (340 s of CPU) and passed in 64 s at -O3, against 127 s (240 s of CPU) and 89 s at -O1.
set(CMAKE_CXX_FLAGS_RELEASE "-O1 -DNDEBUG")
