"""The PyTorch side of `npm run bench`: the notebook's training loop (float32, Adam, batch 16,
seq 32, d 64, V 256) for the seed model and TinyGPT 1L1H and 2L4H, written as a careful PyTorch
user would: nn modules, fused scaled_dot_product_attention where torch has it (2.0+) and a causal
mask built once where it does not, a batch gathered with one indexing op, Adam's multi-tensor
(foreach) update. Prints one JSON object, {NAME: [ms per step, ...], "cpu": {NAME: [...]}}, one
value per timed run after a warm-up, in wall time and in CPU time.
    python3 bench/pytorch_bench.py [runs] [seconds per run] [threads]
threads (default 1) is torch's intra-op thread count; scripts/bench.mjs runs it at one thread,
at two torch threads over single-threaded OpenBLAS, and at one torch thread over two-threaded
OpenBLAS, and reports the fastest."""
import inspect
import json
import math
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

THREADS = int(sys.argv[3]) if len(sys.argv) > 3 else 1
torch.set_num_threads(THREADS)
torch.manual_seed(0)
V, D, B, T, MAX_LEN = 256, 64, 16, 32, 128


class SeedPredictor(nn.Module):
    """The seed notebook's SimpleCharPredictor: (tok[ids] + pos[:T]) W^T + b."""

    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(V, D)
        self.pos = nn.Embedding(MAX_LEN, D)
        self.out = nn.Linear(D, V)

    def forward(self, ids):
        t = ids.shape[1]
        return self.out(self.tok(ids) + self.pos(torch.arange(t)))


CAUSAL = torch.ones(T, T, dtype=torch.bool).triu(1)  # built once, as a module buffer would be


def attention(q, k, v):
    """Causal softmax(q k^T / sqrt(hd)) v: the fused op where this torch has it (2.0+)."""
    if hasattr(F, "scaled_dot_product_attention"):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)
    t = q.shape[-2]
    scores = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(q.shape[-1]))
    return torch.softmax(scores.masked_fill(CAUSAL[:t, :t], float("-inf")), dim=-1) @ v


class Block(nn.Module):
    def __init__(self, heads):
        super().__init__()
        self.heads = heads
        self.n1, self.n2 = nn.LayerNorm(D), nn.LayerNorm(D)
        self.qkv, self.proj = nn.Linear(D, 3 * D), nn.Linear(D, D)
        self.fc1, self.fc2 = nn.Linear(D, 4 * D), nn.Linear(4 * D, D)

    def forward(self, x):
        b, t, _ = x.shape
        q, k, v = self.qkv(self.n1(x)).split(D, dim=-1)
        shape = (b, t, self.heads, D // self.heads)
        q, k, v = (z.view(shape).transpose(1, 2) for z in (q, k, v))
        a = attention(q, k, v)
        x = x + self.proj(a.transpose(1, 2).reshape(b, t, D))
        return x + self.fc2(F.gelu(self.fc1(self.n2(x))))


class TinyGPT(nn.Module):
    def __init__(self, layers, heads):
        super().__init__()
        self.tok = nn.Embedding(V, D)
        self.pos = nn.Embedding(MAX_LEN, D)
        self.blocks = nn.ModuleList(Block(heads) for _ in range(layers))
        self.nf = nn.LayerNorm(D)
        self.head = nn.Linear(D, V, bias=False)

    def forward(self, ids):
        x = self.tok(ids) + self.pos(torch.arange(ids.shape[1]))
        for block in self.blocks:
            x = block(x)
        return self.head(self.nf(x))


def adam(params):
    """Adam with the multi-tensor update where this torch offers it (1.13 defaults to one small
    kernel per parameter tensor and per op)."""
    if "foreach" in inspect.signature(torch.optim.Adam).parameters:
        return torch.optim.Adam(params, lr=1e-3, foreach=True)
    return torch.optim.Adam(params, lr=1e-3)


def time_steps(model, runs, seconds, text):
    opt = adam(model.parameters())
    data = torch.tensor(list(text), dtype=torch.long)
    offsets = torch.arange(T + 1)

    def step():
        # One gather for the whole batch of windows (inputs and next-byte targets).
        windows = data[torch.randint(0, len(data) - T - 1, (B, 1)) + offsets]
        x, y = windows[:, :-1], windows[:, 1:]
        loss = F.cross_entropy(model(x).view(-1, V), y.reshape(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()

    # At least a second of warm-up: the first hundred steps run up to 10% slower (the allocator
    # and the caches settle), which is not PyTorch at its best.
    t0 = time.perf_counter()
    warm = 0
    while time.perf_counter() - t0 < max(1.0, seconds / 2):
        step()
        warm += 1
    steps = max(5, int(seconds / ((time.perf_counter() - t0) / warm)))
    wall, cpu = [], []
    for _ in range(runs):
        start, cpu_start = time.perf_counter(), time.process_time()
        for _ in range(steps):
            step()
        wall.append((time.perf_counter() - start) * 1000 / steps)
        cpu.append((time.process_time() - cpu_start) * 1000 / steps)
    return wall, cpu


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 0.3
    # The notebook's passage; any byte text of this length times the same.
    text = (b"To be or not to be, that is the question: whether 'tis nobler in the mind to suffer "
            b"the slings and arrows of outrageous fortune, or to take arms against a sea of "
            b"troubles, and by opposing end them. ") * 15
    result = {"cpu": {}}
    models = {"seed": SeedPredictor(), "gpt1": TinyGPT(1, 1), "gpt2": TinyGPT(2, 4)}
    for name, model in models.items():
        result[name], result["cpu"][name] = time_steps(model, runs, seconds, text)
    result["_info"] = {"torch": torch.__version__, "threads": torch.get_num_threads(),
                       "blas": torch.__config__.show().count("OpenBLAS") > 0}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
