"""The peer of the t-SNE figures of `npm run bench`: scikit-learn's exact t-SNE on the same
vectors and settings as the core's (perplexity, iterations, 'auto' learning rate, exaggeration 12
for 250 iterations, a random start), timed after a warm-up. Prints one JSON object
{"ms": [...], "cpu_ms": [...], "rows": N, "kl": KL, "iterations_run": K, "sklearn": version}.

    python3 tsne_reference.py VECTORS_TSV PERPLEXITY ITERATIONS RUNS
"""
import json
import sys
import time

import numpy as np
import sklearn
from sklearn.manifold import TSNE


def run(x, perplexity, iterations):
    tsne = TSNE(
        n_components=2,
        method="exact",
        init="random",
        perplexity=perplexity,
        n_iter=iterations,
        learning_rate="auto",
        early_exaggeration=12.0,
        random_state=0,
    )
    tsne.fit_transform(x)
    return tsne


def main():
    path, perplexity, iterations, runs = sys.argv[1:5]
    x = np.loadtxt(path, delimiter="\t", dtype=np.float32)
    perplexity, iterations, runs = float(perplexity), int(iterations), int(runs)
    run(x, perplexity, iterations)  # warm-up
    ms, cpu = [], []
    for _ in range(runs):
        start, cpu_start = time.perf_counter(), time.process_time()
        tsne = run(x, perplexity, iterations)
        cpu.append(1000 * (time.process_time() - cpu_start))
        ms.append(1000 * (time.perf_counter() - start))
    print(json.dumps({
        "ms": ms,
        "cpu_ms": cpu,
        "rows": int(x.shape[0]),
        "kl": float(tsne.kl_divergence_),
        "iterations_run": int(tsne.n_iter_),
        "sklearn": sklearn.__version__,
    }))


if __name__ == "__main__":
    main()
