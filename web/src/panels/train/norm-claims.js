// The lab's sentences about the embedding lengths of one snapshot, each written from that
// snapshot's numbers: against the start, where the most frequent and the rarest rows stand, and
// whether frequency and length go together (a rank correlation).
import { formatNumber } from '../../format.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

const f4 = (v) => formatNumber(v, 4);

/** Ranks 1..n of values, ties sharing their mean rank. */
function ranks(values) {
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b]);
  const rank = new Array(values.length);
  for (let k = 0; k < order.length;) {
    let end = k;
    while (end + 1 < order.length && values[order[end + 1]] === values[order[k]]) end++;
    for (let m = k; m <= end; m++) rank[order[m]] = (k + end) / 2 + 1;
    k = end + 1;
  }
  return rank;
}

/** Spearman's rank correlation of a and b (0 when either is constant). */
function rankCorrelation(a, b) {
  const [ra, rb] = [ranks(a), ranks(b)];
  const mean = (ra.length + 1) / 2;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  ra.forEach((x, i) => {
    ab += (x - mean) * (rb[i] - mean);
    aa += (x - mean) ** 2;
    bb += (rb[i] - mean) ** 2;
  });
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}

// The sentence for how often a row occurs (once, twice, n times): one of three written out.
const byCount = (count, once, twice, times) => (count === 1 ? once : count === 2 ? twice : times);
// The sentence for where a row stands by length (the longest, the shortest, number r of n).
const byPlace = (rank, n, longest, shortest, ranked) =>
  rank === 1 ? longest : rank === n ? shortest : ranked;

/**
 * The lab's sentences about one snapshot's embedding lengths, each made from that snapshot's
 * numbers (the norms chart's table holds every one of them): how the lengths compare with the
 * start, where the most frequent and the rarest rows stand, and whether frequency and length go
 * together in this run. labels, norms, start (NaN before a start is known) and counts per row;
 * tokens: the rows are BPE tokens, not characters.
 */
export function normClaims({ labels, norms, start, counts, step, tokens }) {
  const n = norms.length;
  if (step === 0)
    return [t('normsAtStart', { n, low: f4(Math.min(...norms)), high: f4(Math.max(...norms)) })];
  const claims = [];
  if (start.every(Number.isFinite)) claims.push(againstStart(norms, start, step, tokens));
  if (counts.length === n && n > 1) {
    const byLength = norms.map((_, i) => i).sort((a, b) => norms[b] - norms[a]);
    // Row i as the sentences name it: its label, count, length and place by length.
    const row = (i) => ({
      label: labels[i],
      count: counts[i],
      norm: f4(norms[i]),
      rank: byLength.indexOf(i) + 1,
      n,
    });
    let most = 0;
    let rarest = 0;
    counts.forEach((c, i) => {
      if (c > counts[most]) most = i;
      if (c < counts[rarest]) rarest = i;
    });
    claims.push(mostFrequentClaim(row(most)));
    const tied = counts.filter((c) => c === counts[rarest]).length;
    claims.push(
      tied === 1 ? rarestClaim(row(rarest)) : rarestTiedClaim(norms, counts, counts[rarest], tied),
    );
    claims.push(frequencyClaim(rankCorrelation(counts, norms), n, tokens));
  }
  return claims;
}

/** How many rows grew longer than at the start, and the range of lengths then and now. */
function againstStart(norms, start, step, tokens) {
  const n = norms.length;
  const longer = norms.filter((v, i) => v > start[i]).length;
  const moved = {
    steps: t('stepCount', { n: step }),
    n,
    longer,
    startLow: f4(Math.min(...start)),
    startHigh: f4(Math.max(...start)),
    low: f4(Math.min(...norms)),
    high: f4(Math.max(...norms)),
  };
  return longer === n
    ? tokens
      ? t('longerAllTokens', moved)
      : t('longerAllCharacters', moved)
    : longer === 0
      ? tokens
        ? t('longerNoneTokens', moved)
        : t('longerNoneCharacters', moved)
      : tokens
        ? t('longerSomeTokens', moved)
        : t('longerSomeCharacters', moved);
}

/** Where the most frequent row stands by length (top: row(i) of normClaims). */
function mostFrequentClaim(top) {
  return byCount(
    top.count,
    byPlace(
      top.rank,
      top.n,
      t('mostFrequentOnceLongest', top),
      t('mostFrequentOnceShortest', top),
      t('mostFrequentOnceRanked', top),
    ),
    byPlace(
      top.rank,
      top.n,
      t('mostFrequentTwiceLongest', top),
      t('mostFrequentTwiceShortest', top),
      t('mostFrequentTwiceRanked', top),
    ),
    byPlace(
      top.rank,
      top.n,
      t('mostFrequentTimesLongest', top),
      t('mostFrequentTimesShortest', top),
      t('mostFrequentTimesRanked', top),
    ),
  );
}

/** Where the one rarest row stands by length (rare: row(i) of normClaims). */
function rarestClaim(rare) {
  return byCount(
    rare.count,
    byPlace(
      rare.rank,
      rare.n,
      t('rarestOnceLongest', rare),
      t('rarestOnceShortest', rare),
      t('rarestOnceRanked', rare),
    ),
    byPlace(
      rare.rank,
      rare.n,
      t('rarestTwiceLongest', rare),
      t('rarestTwiceShortest', rare),
      t('rarestTwiceRanked', rare),
    ),
    byPlace(
      rare.rank,
      rare.n,
      t('rarestTimesLongest', rare),
      t('rarestTimesShortest', rare),
      t('rarestTimesRanked', rare),
    ),
  );
}

/** The range of lengths of the `tied` rows that share the rarest count. */
function rarestTiedClaim(norms, counts, count, tied) {
  const rareNorms = norms.filter((_, i) => counts[i] === count);
  const rare = {
    tied,
    count,
    low: f4(Math.min(...rareNorms)),
    high: f4(Math.max(...rareNorms)),
  };
  return byCount(
    rare.count,
    t('rarestTiedOnce', rare),
    t('rarestTiedTwice', rare),
    t('rarestTiedTimes', rare),
  );
}

/** Whether frequency and length go together in this run, from their rank correlation rho. */
function frequencyClaim(rho, n, tokens) {
  const link = { n, rho: formatNumber(rho, 2) };
  return rho >= 0.3
    ? tokens
      ? t('frequentLongerToken', link)
      : t('frequentLongerCharacter', link)
    : rho <= -0.3
      ? tokens
        ? t('frequentShorterToken', link)
        : t('frequentShorterCharacter', link)
      : tokens
        ? t('frequentUnlinkedToken', link)
        : t('frequentUnlinkedCharacter', link);
}
