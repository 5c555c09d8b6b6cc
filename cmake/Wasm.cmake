# Emscripten 3.1.6 settings (docs/TOOLCHAIN.md says why each one is here).
# -sDYNAMIC_EXECUTION=0: Embind's glue otherwise builds its invokers with `new Function`, which a
# Content-Security-Policy without 'unsafe-eval' forbids (tests/browser/sandbox-csp.test.mjs).
# Flags that change code generation must be on every object and on the link.
add_compile_options(-fexceptions -msimd128)
add_link_options(-fexceptions -msimd128)

# What both builds of the module share: Embind, a factory function, a growable heap, no file
# system and no eval.
set(ELAB_WASM_MODULE_OPTIONS
    -lembind
    -sMODULARIZE=1
    -sEXPORT_NAME=createEmbeddingLab
    -sALLOW_MEMORY_GROWTH=1
    -sFILESYSTEM=0
    -sDYNAMIC_EXECUTION=0)

# The page's module: ES6 factory usable from the page, a module Web Worker and node tests.
function(elab_add_wasm_module target)
  add_executable(${target} ${ARGN})
  set_target_properties(${target} PROPERTIES OUTPUT_NAME embedding_lab SUFFIX ".mjs")
  target_link_libraries(${target} PRIVATE embedding_lab_core)
  target_link_options(${target} PRIVATE
    ${ELAB_WASM_MODULE_OPTIONS}
    -sEXPORT_ES6=1
    -sENVIRONMENT=web,worker,node
    -sNODEJS_CATCH_EXIT=0
    -sNODEJS_CATCH_REJECTION=0
    # embedding_lab.mjs.symbols: function index -> name, beside the module rather than in it (the
    # page stays lean); tests/wasm/simd.test.mjs uses it to find the hot kernels.
    --emit-symbol-map)
endfunction()

# The same module as one classic (non-ES6) script with the .wasm inside it (-sSINGLE_FILE=1):
# the offline page dist/embedding-lab.html inlines it, because from file:// neither an ES module
# import nor a fetch of a separate .wasm works (docs/TOOLCHAIN.md item 11).
function(elab_add_wasm_single_file target)
  add_executable(${target} ${ARGN})
  set_target_properties(${target} PROPERTIES OUTPUT_NAME embedding_lab_single SUFFIX ".cjs")
  target_link_libraries(${target} PRIVATE embedding_lab_core)
  target_link_options(${target} PRIVATE
    ${ELAB_WASM_MODULE_OPTIONS}
    -sSINGLE_FILE=1
    -sENVIRONMENT=web,worker)
endfunction()
