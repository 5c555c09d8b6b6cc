// The WASM heap as a whole: what is in use and the largest matrix the core will make.

/** The memory functions of the core (module: checked, embind.js). */
export const memory = (module) => ({
  /** Bytes of WASM heap in use (malloc's count), for the leak tests. */
  heapBytesInUse() {
    return module.heapBytesInUse();
  },
  /** The most values a single matrix may hold (the core's memory cap). */
  maxMatrixElements: module.maxMatrixElements(),
});
