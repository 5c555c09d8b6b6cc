// A matrix drawn as one pixel per value into a canvas (ImageData); CSS scales it up with
// nearest-neighbour sampling. Values map linearly from [lo, hi] onto the colour map.
// Hover reports the row and column under the pointer through onHover(row, col) / onLeave().

const packed = new WeakMap(); // colormap -> Uint32Array(256) of opaque RGBA pixels

function packedLut(colormap) {
  let table = packed.get(colormap);
  if (!table) {
    table = new Uint32Array(256);
    const bytes = new Uint8Array(table.buffer);
    for (let k = 0; k < 256; k++) {
      const rgba = [colormap.lut[k * 3], colormap.lut[k * 3 + 1], colormap.lut[k * 3 + 2], 255];
      // Bytes written in ImageData's memory order and copied as whole words: endianness-free.
      bytes.set(rgba, k * 4);
    }
    packed.set(colormap, table);
  }
  return table;
}

export class Heatmap {
  constructor(canvas, { colormap, lo = -1, hi = 1, onHover, onLeave } = {}) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    this.colormap = colormap;
    this.lo = lo;
    this.hi = hi;
    this.matrix = null;
    this.image = null;
    canvas.addEventListener('pointermove', (event) => {
      const cell = this.cellAt(event);
      if (cell && onHover) onHover(cell.row, cell.col);
    });
    canvas.addEventListener('pointerleave', () => onLeave?.());
  }

  /** matrix: { rows, cols, data } row-major. Reuses the ImageData while the shape is unchanged. */
  draw(matrix) {
    const { rows, cols, data } = matrix;
    if (!this.image || this.image.width !== cols || this.image.height !== rows) {
      this.canvas.width = cols;
      this.canvas.height = rows;
      this.image = this.context.createImageData(cols, rows);
    }
    // One 32-bit store per pixel from a 256-entry table of RGBA words, instead of four byte stores.
    const pixels = new Uint32Array(this.image.data.buffer);
    const lut = packedLut(this.colormap);
    const scale = 255 / (this.hi - this.lo);
    const lo = this.lo;
    for (let i = 0, n = rows * cols; i < n; i++) {
      let k = ((data[i] - lo) * scale + 0.5) | 0;
      k = k < 0 ? 0 : k > 255 ? 255 : k;
      pixels[i] = lut[k];
    }
    this.context.putImageData(this.image, 0, 0);
    this.matrix = matrix;
  }

  /** The matrix cell under a pointer event, or null outside the drawn area. */
  cellAt(event) {
    if (!this.matrix) return null;
    const box = this.canvas.getBoundingClientRect();
    const col = Math.floor(((event.clientX - box.left) / box.width) * this.matrix.cols);
    const row = Math.floor(((event.clientY - box.top) / box.height) * this.matrix.rows);
    if (row < 0 || col < 0 || row >= this.matrix.rows || col >= this.matrix.cols) return null;
    return { row, col };
  }
}
