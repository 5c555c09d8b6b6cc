// Catch2's main for the WASM build of the suite (natively, Catch2::Catch2WithMain provides it).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
