"""The Python figure of `npm run bench`'s BPE line: the reference algorithm, bpe_train of
../shared/reference/reference_model.py copied verbatim (a full recount of the pairs per merge,
as minbpe's BasicTokenizer), timed on the same text as the core.
Prints one JSON line {"ms": [...], "cpu_ms": [...], "merges": K, "tokens": T}.
    python3 bench/bpe_reference.py TEXT_FILE MERGES RUNS"""
import json
import sys
import time


def bpe_train(data, num_merges):
    ids = list(data)
    merges, counts = [], []
    for k in range(num_merges):
        stats, first = {}, {}
        for pos, pair in enumerate(zip(ids, ids[1:])):
            stats[pair] = stats.get(pair, 0) + 1
            first.setdefault(pair, pos)
        if not stats:
            break
        best = max(stats, key=lambda p: (stats[p], -first[p]))
        if stats[best] < 2:
            break
        ids = _bpe_merge(ids, best, 256 + k)
        merges.append(best)
        counts.append(stats[best])
    return merges, ids, counts


def _bpe_merge(ids, pair, new_id):
    out, i = [], 0
    while i < len(ids):
        if i + 1 < len(ids) and (ids[i], ids[i + 1]) == pair:
            out.append(new_id); i += 2
        else:
            out.append(ids[i]); i += 1
    return out


def main():
    path, num_merges, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    with open(path, "rb") as f:
        data = f.read()
    ms, cpu_ms = [], []
    for _ in range(runs):
        start, cpu_start = time.perf_counter(), time.process_time()
        merges, ids, _ = bpe_train(data, num_merges)
        ms.append((time.perf_counter() - start) * 1000)
        cpu_ms.append((time.process_time() - cpu_start) * 1000)
    print(json.dumps({"ms": ms, "cpu_ms": cpu_ms, "merges": len(merges), "tokens": len(ids)}))


if __name__ == "__main__":
    main()
