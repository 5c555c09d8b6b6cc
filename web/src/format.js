// Number formatting for read-outs: exact, but no longer than needed.

/** Shortest decimal that reads back as the same float32 (the value the core computed). */
export function formatFloat32(value) {
  if (!Number.isFinite(value)) return String(value);
  const target = Math.fround(value);
  for (let digits = 1; digits <= 9; digits++) {
    const text = target.toPrecision(digits);
    if (Math.fround(Number(text)) === target) return trimNumber(text);
  }
  return String(target);
}

/** A number with a fixed count of significant digits, without trailing zeros. */
export function formatSignificant(value, digits = 4) {
  if (!Number.isFinite(value)) return String(value);
  return trimNumber(value.toPrecision(digits));
}

function trimNumber(text) {
  if (text.includes('e')) {
    const [mantissa, exponent] = text.split('e');
    return `${trimNumber(mantissa)}e${exponent}`;
  }
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** 1234567 -> "1,234,567" (fixed locale, so tests and screenshots do not depend on the machine). */
export function formatCount(n) {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
