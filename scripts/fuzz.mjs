// `npm run fuzz`: builds the sanitizer tree and runs every libFuzzer target for a bounded time.
//   FUZZ_SECONDS=600 npm run fuzz      longer runs (default 60 s per target)
//   node scripts/fuzz.mjs --smoke      the short run npm test does (a few seconds per target)
// Each target starts from the seed inputs in tests/fuzz/seeds/<target>/ plus what earlier runs
// found (build/fuzz-corpus/<target>/); a crash input is written to build/fuzz-crashes/.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildSanitize } from './build.mjs';
import { buildRoot, projectRoot, sanitizeBuildDir } from './paths.mjs';
import { setup } from './setup.mjs';

export const fuzzTargets = ['weights', 'reference_cases', 'tokenizer', 'bpe', 'vectors_tsv'];

/** Runs one target; resolves to { target, ok, runs, seconds, output }. */
export function runFuzzTarget(target, seconds) {
  const corpus = join(buildRoot, 'fuzz-corpus', target);
  const crashes = join(buildRoot, 'fuzz-crashes');
  mkdirSync(corpus, { recursive: true });
  mkdirSync(crashes, { recursive: true });
  const started = Date.now();
  const result = spawnSync(
    join(sanitizeBuildDir, `fuzz_${target}`),
    [
      `-max_total_time=${seconds}`,
      '-max_len=65536',
      '-timeout=20',
      '-rss_limit_mb=3072',
      '-print_final_stats=1',
      `-artifact_prefix=${crashes}/${target}-`,
      corpus,
      join(projectRoot, 'tests', 'fuzz', 'seeds', target),
    ],
    { encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const runs = Number(output.match(/stat::number_of_executed_units:\s*(\d+)/)?.[1] ?? 0);
  return { target, ok: result.status === 0, runs, seconds: (Date.now() - started) / 1000, output };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const smoke = process.argv.includes('--smoke');
  const seconds = smoke ? 5 : Number(process.env.FUZZ_SECONDS ?? 60);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error(
      `fuzz: FUZZ_SECONDS must be a positive number (got '${process.env.FUZZ_SECONDS}')`,
    );
    process.exit(2);
  }
  setup();
  buildSanitize();
  let failed = 0;
  for (const target of fuzzTargets) {
    console.log(`fuzz: ${target} for ${seconds} s…`);
    const r = runFuzzTarget(target, seconds);
    if (!r.ok) {
      failed++;
      console.log(r.output.split('\n').slice(-40).join('\n'));
    }
    console.log(
      `fuzz: ${target}: ${r.ok ? 'no finding' : 'FINDING (see above and build/fuzz-crashes/)'}, ${r.runs} inputs in ${r.seconds.toFixed(0)} s`,
    );
  }
  process.exit(failed ? 1 : 0);
}
