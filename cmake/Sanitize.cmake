# The sanitizer tree (build/sanitize, clang): the Catch2 suite, the CLI and the fuzz targets built
# with AddressSanitizer and UndefinedBehaviorSanitizer. Any report aborts the run
# (-fno-sanitize-recover), so a finding fails its test. fuzzer-no-link adds libFuzzer's coverage
# instrumentation to the core, so fuzz targets can explore it.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "ELAB_SANITIZE needs clang (configure with -DCMAKE_CXX_COMPILER=clang++)")
endif()
set(ELAB_SANITIZE_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
                        -fno-omit-frame-pointer -g)
add_compile_options(${ELAB_SANITIZE_FLAGS} -fsanitize=fuzzer-no-link)
add_link_options(${ELAB_SANITIZE_FLAGS})
