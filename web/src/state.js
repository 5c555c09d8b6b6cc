// Every setting the page offers, in one typed table, mirrored in the URL hash so any view is a
// shareable link (#panel=pe-sinusoidal&pe_len=64&pe_d=128&pe_base=10000).
//
// Parsing never throws: a value that is garbage, out of range or of the wrong kind falls back to
// its default and is reported in `problems`, which the page shows as a visible notice.

export const settings = {
  pe_len: { type: 'int', default: 64, min: 1, max: 4096, label: 'max_len' },
  pe_d: { type: 'int', default: 128, min: 2, max: 1024, even: true, label: 'd_model' },
  pe_base: { type: 'number', default: 10000, min: 1.0001, max: 1e9, label: 'base' },
};

export const panelIds = ['pe-sinusoidal'];

function parseValue(spec, raw) {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return { error: 'is not a number' };
  if (spec.type === 'int' && !Number.isInteger(value)) return { error: 'is not a whole number' };
  if (value < spec.min || value > spec.max)
    return { error: `is outside ${spec.min} to ${spec.max}` };
  if (spec.even && value % 2 !== 0) return { error: 'must be even' };
  return { value };
}

/** Reads a hash such as "#panel=x&pe_d=64" into { values, panel, problems }. */
export function parseHash(hash) {
  const values = Object.fromEntries(Object.entries(settings).map(([k, s]) => [k, s.default]));
  const problems = [];
  let panel = null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const [key, raw] of params) {
    if (key === 'panel') {
      if (panelIds.includes(raw)) panel = raw;
      else problems.push(`There is no panel called “${raw.slice(0, 40)}”.`);
      continue;
    }
    const spec = settings[key];
    if (!spec) continue; // unknown keys are ignored: links from newer versions still open
    const parsed = parseValue(spec, raw);
    if ('error' in parsed) {
      problems.push(`${spec.label} “${raw.slice(0, 40)}” ${parsed.error}; using ${spec.default}.`);
    } else {
      values[key] = parsed.value;
    }
  }
  return { values, panel, problems };
}

/** Writes values (and the panel, if any) back into a hash string. Defaults are left out. */
export function toHash(values, panel) {
  const params = new URLSearchParams();
  if (panel) params.set('panel', panel);
  for (const [key, spec] of Object.entries(settings)) {
    if (values[key] !== spec.default) params.set(key, String(values[key]));
  }
  const text = params.toString();
  return text ? `#${text}` : '';
}
