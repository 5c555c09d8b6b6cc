"""`embedding-lab bpe` on a text where every merge grows one token by one byte: memory and output
stay linear in the text and the merges (the vocabulary would spell 40000^2 / 2 = 800 MB).

The text is a de Bruijn sequence of order 2 over all 256 bytes (every byte pair once), twice:
131,072 bytes in which every pair occurs twice, so merge k joins the first token and the next
byte, and token 256 + k spells k + 2 bytes.

usage: check_bpe_memory.py CLI WORK_DIR [--limit-memory]
Prints "bpe_memory: ..." with the figures when every check holds; exits 1 otherwise.
"""
import json
import os
import resource
import subprocess
import sys
import time

MERGES = 40000
MAX_RSS_MB = 300
MAX_JSON_MB = 50


def de_bruijn(k, n):
    a = [0] * k * n
    sequence = []

    def db(t, p):
        if t > n:
            if n % p == 0:
                sequence.extend(a[1 : p + 1])
        else:
            a[t] = a[t - p]
            db(t + 1, p)
            for j in range(a[t - p] + 1, k):
                a[t] = j
                db(t + 1, t)

    db(1, 1)
    return bytes(sequence)


def main():
    cli, work = sys.argv[1], sys.argv[2]
    limit = "--limit-memory" in sys.argv[3:]
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, "de-bruijn-twice.bin")
    half = de_bruijn(256, 2)
    assert len(half) == 65536
    with open(path, "wb") as f:
        f.write(half + half)

    def cap():
        # Address space, not RSS, is what a limit can hold; sanitizer builds reserve terabytes.
        resource.setrlimit(resource.RLIMIT_AS, (2 * MAX_RSS_MB << 20, 2 * MAX_RSS_MB << 20))

    started = time.monotonic()
    run = subprocess.run(
        [cli, "bpe", "--merges", str(MERGES), "--text-file", path, "--json"],
        capture_output=True,
        preexec_fn=cap if limit else None,
    )
    seconds = time.monotonic() - started
    rss_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    failures = []
    if run.returncode != 0:
        failures.append(f"exit status {run.returncode}: {run.stderr.decode(errors='replace')}")
    json_mb = len(run.stdout) / 1e6
    if json_mb >= MAX_JSON_MB:
        failures.append(f"the JSON is {json_mb:.1f} MB, at least {MAX_JSON_MB}")
    if limit and rss_mb >= MAX_RSS_MB:
        failures.append(f"max RSS {rss_mb:.0f} MB, at least {MAX_RSS_MB}")
    if not failures:
        out = json.loads(run.stdout)
        tokens = out["tokens"]
        if len(out["merges"]) != MERGES or len(tokens) != MERGES:
            failures.append(f"{len(out['merges'])} merges and {len(tokens)} tokens, not {MERGES}")
        # Token 256 + k spells k + 2 bytes: past 48 bytes the label says "…(k + 2 bytes)" and
        # shows at most 48 bytes, each at most 4 characters (\xNN).
        for k in (0, 46, 47, MERGES - 1):
            length, label = k + 2, tokens[k]
            cut = f"\u2026({length} bytes)"
            if label.endswith(cut) != (length > 48) or len(label) > 4 * 48 + len(cut):
                failures.append(f"token {k} ({length} bytes) reads {label!r}")
    if failures:
        print("bpe_memory: FAILED\n" + "\n".join(failures))
        return 1
    print(
        f"bpe_memory: {MERGES} merges on {2 * len(half)} bytes in {seconds:.2f} s, "
        f"max RSS {rss_mb:.0f} MB, JSON {json_mb:.1f} MB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
