# Emscripten 3.1.6 settings (see ../shared/TOOLCHAIN.md for why each one is here).
# Flags that change code generation must be on every object and on the link.
add_compile_options(-fexceptions -msimd128)
add_link_options(-fexceptions -msimd128)

# The page's module: ES6 factory usable from the page, a module Web Worker and node tests.
function(elab_add_wasm_module target)
  add_executable(${target} ${ARGN})
  set_target_properties(${target} PROPERTIES OUTPUT_NAME embedding_lab SUFFIX ".mjs")
  target_link_libraries(${target} PRIVATE embedding_lab_core)
  target_link_options(${target} PRIVATE
    -lembind
    -sMODULARIZE=1
    -sEXPORT_ES6=1
    -sEXPORT_NAME=createEmbeddingLab
    -sENVIRONMENT=web,worker,node
    -sALLOW_MEMORY_GROWTH=1
    -sFILESYSTEM=0
    -sNODEJS_CATCH_EXIT=0
    -sNODEJS_CATCH_REJECTION=0
    # embedding_lab.mjs.symbols: function index -> name, beside the module rather than in it (the
    # page stays lean); tests/wasm/simd.test.mjs uses it to find the hot kernels.
    --emit-symbol-map)
endfunction()
