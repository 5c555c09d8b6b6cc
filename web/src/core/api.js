// The friendly JS face of the WASM core. The page, the worker and the node tests all go through
// wrapCore(); nothing else touches the Embind module. Matrices come back as
// { rows, cols, data: Float32Array } in row-major order: element (r, c) is data[r * cols + c].

export function wrapCore(module) {
  return {
    /** Sinusoidal positional encoding, (maxLen, dModel). Throws Error with the core's message. */
    sinusoidalPe(maxLen, dModel, base = 10000) {
      const data = module.sinusoidalPe(maxLen, dModel, base);
      return { rows: maxLen, cols: dModel, data };
    },
    /** Wavelength of each sin/cos pair: 2*pi*base^(2i/dModel), length dModel/2. */
    peWavelengths(dModel, base = 10000) {
      return module.peWavelengths(dModel, base);
    },
    /** The most values a single matrix may hold (the core's memory cap). */
    maxMatrixElements: module.maxMatrixElements(),
  };
}
