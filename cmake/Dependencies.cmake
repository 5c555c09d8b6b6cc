# Header-only dependencies come from Debian's packages (scripts/setup.mjs installs them).
# Under emcmake, find_package() is confined to the Emscripten sysroot and finds nothing, so each
# dependency is an IMPORTED INTERFACE target pointing at its own header folder; never add
# /usr/include wholesale, which would pull the host's libc headers into the WASM build.

set(ELAB_EIGEN_INCLUDE_DIR "/usr/include/eigen3" CACHE PATH "Folder holding Eigen/Core")
if(NOT EXISTS "${ELAB_EIGEN_INCLUDE_DIR}/Eigen/Core")
  message(FATAL_ERROR "Eigen 3.4 headers not found in ${ELAB_EIGEN_INCLUDE_DIR}: "
                      "run 'npm run setup' or 'apt-get install libeigen3-dev'")
endif()
add_library(elab::eigen INTERFACE IMPORTED)
set_target_properties(elab::eigen PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${ELAB_EIGEN_INCLUDE_DIR}")

# A folder that holds only links to the single-header libraries, so the WASM build can see them
# without seeing the rest of /usr/include.
set(ELAB_HEADER_LINKS "${CMAKE_BINARY_DIR}/third_party_include")
file(MAKE_DIRECTORY "${ELAB_HEADER_LINKS}")
foreach(pair "catch2:/usr/include/catch2" "nlohmann:/usr/include/nlohmann")
  string(REPLACE ":" ";" pair "${pair}")
  list(GET pair 0 name)
  list(GET pair 1 target)
  if(NOT EXISTS "${target}")
    message(FATAL_ERROR "${target} not found: run 'npm run setup' (it installs catch2 and "
                        "nlohmann-json3-dev)")
  endif()
  file(CREATE_LINK "${target}" "${ELAB_HEADER_LINKS}/${name}" SYMBOLIC)
endforeach()

add_library(elab::json INTERFACE IMPORTED)
set_target_properties(elab::json PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${ELAB_HEADER_LINKS}")

if(EMSCRIPTEN)
  # Catch2's prebuilt main is a host library; the WASM suite compiles its own main.
  add_library(elab_catch2_main STATIC "${PROJECT_SOURCE_DIR}/tests/native/catch_main.cpp")
  target_include_directories(elab_catch2_main PUBLIC "${ELAB_HEADER_LINKS}")
  add_library(elab::catch2 ALIAS elab_catch2_main)
else()
  find_package(Catch2 2 REQUIRED)
  list(APPEND CMAKE_MODULE_PATH "${Catch2_DIR}")
  add_library(elab::catch2 INTERFACE IMPORTED)
  set_target_properties(elab::catch2 PROPERTIES INTERFACE_LINK_LIBRARIES Catch2::Catch2WithMain)
endif()
