# The ThreadSanitizer tree (build/tsan, clang): the tests of data-parallel steps on std::threads
# (Trainer::set_threads), built with -fsanitize=thread. Any report fails the run (halt_on_error,
# set by scripts/test.mjs).
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "ELAB_TSAN needs clang (configure with -DCMAKE_CXX_COMPILER=clang++)")
endif()
add_compile_options(-fsanitize=thread -fno-omit-frame-pointer -gline-tables-only)
add_link_options(-fsanitize=thread)
# Built once per run, like the ASan tree: sources compiled together (see Sanitize.cmake).
set(CMAKE_UNITY_BUILD ON)
