#include "core/model/pytorch_export.hpp"

#include <cstring>

#include "core/errors.hpp"

namespace elab {

namespace {

// model.py, the same for both kinds: a reader sees both models and the loader picks the one the
// metadata names. Keep it runnable with the PyTorch of Debian stable (1.13: no nn.RMSNorm).
constexpr const char* kModelPy =
    R"py("""A byte-level language model trained in Embedding Lab, written out in plain PyTorch.

Run it:
    python3 model.py --prompt "To be"            the likeliest next bytes and their probabilities
    python3 model.py --prompt "To be" --json     the last position's logits and probabilities
    python3 model.py --prompt "To be" --generate 200

Or continue in a notebook, next to this file:
    from model import load_model, encode
    model = load_model("weights.safetensors")
    logits = model(encode("To be"))              # (1, T, 256): one row of logits per position

Tokens are bytes: the text's UTF-8 bytes are the ids, 0 to 255. Two models are written here:
SimpleCharPredictor (an embedding table, a learned position table and one linear read-out, as in
the notebook "Embeddings and the GPT Architecture: From Text to Vectors") and TinyGPT (a
decoder-only transformer). Which one the weights hold, and its sizes, is in the weights file's metadata.
"""
import argparse
import json
import math
import os
import struct
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = Path(__file__).resolve().parent


# ---- positions ---------------------------------------------------------------------------------

def sinusoidal_pe(length, d_model, base=10000.0):
    """PE[p, 2i] = sin(p / base^(2i/d)), PE[p, 2i+1] = cos(p / base^(2i/d)): (length, d_model)."""
    position = torch.arange(length, dtype=torch.float64)[:, None]
    two_i = torch.arange(0, d_model, 2, dtype=torch.float64)[None, :]
    angle = position / base ** (two_i / d_model)
    pe = torch.zeros(length, d_model, dtype=torch.float64)
    pe[:, 0::2] = torch.sin(angle)
    pe[:, 1::2] = torch.cos(angle)
    return pe


def rope(x, base=10000.0):
    """Rotary embedding of x (B, H, T, head_dim): the pair (2i, 2i+1) of the vector at
    position p turns by the angle p * base^(-2i/head_dim)."""
    T, hd = x.shape[-2], x.shape[-1]
    theta = base ** (-torch.arange(0, hd, 2, dtype=torch.float64) / hd)
    angle = torch.arange(T, dtype=torch.float64)[:, None] * theta[None, :]  # (T, hd/2)
    cos, sin = torch.cos(angle).to(x.dtype), torch.sin(angle).to(x.dtype)
    x0, x1 = x[..., 0::2], x[..., 1::2]
    return torch.stack((x0 * cos - x1 * sin, x0 * sin + x1 * cos), dim=-1).flatten(-2)


def alibi_slopes(n_head):
    """ALiBi's slope per head (Press et al. 2022): 2^(-8h/n) for h = 1..n when n is a power of
    two; otherwise those of the largest power of two p < n, then every other slope of 2p."""
    def powers(n):
        start = 2 ** (-8 / n)
        return [start ** (h + 1) for h in range(n)]
    if math.log2(n_head).is_integer():
        return torch.tensor(powers(n_head), dtype=torch.float64)
    p = 2 ** math.floor(math.log2(n_head))
    return torch.tensor(powers(p) + powers(2 * p)[0::2][: n_head - p], dtype=torch.float64)


def alibi_bias(n_head, T):
    """bias[h, i, j] = -slope_h * (i - j): a head pays for looking far back. (H, T, T)."""
    i = torch.arange(T, dtype=torch.float64)[:, None]
    j = torch.arange(T, dtype=torch.float64)[None, :]
    return -alibi_slopes(n_head)[:, None, None] * (i - j)[None]


# ---- the models --------------------------------------------------------------------------------

class SimpleCharPredictor(nn.Module):
    """logits = (tok[ids] + pos[:T]) W^T + b: each position sees only its own byte and place."""

    def __init__(self, vocab, d_model, max_len):
        super().__init__()
        self.max_len = max_len
        self.tok = nn.Embedding(vocab, d_model)
        self.pos = nn.Embedding(max_len, d_model)
        self.out = nn.Linear(d_model, vocab)

    def forward(self, ids):  # ids (B, T) -> logits (B, T, vocab)
        T = ids.shape[1]
        x = self.tok(ids) + self.pos.weight[:T]
        return self.out(x)


class RMSNorm(nn.Module):
    """x / sqrt(mean(x^2) + eps) * weight: LayerNorm without the mean and the shift."""

    def __init__(self, d_model, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(d_model))

    def forward(self, x):
        return x / torch.sqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def make_norm(kind, d_model):
    return nn.LayerNorm(d_model, eps=1e-5) if kind == "layernorm" else RMSNorm(d_model)


class Block(nn.Module):
    """x + attention(norm1(x)), then x + MLP(norm2(x)): a pre-norm transformer block."""

    def __init__(self, d_model, n_head, pe, norm):
        super().__init__()
        self.n_head, self.pe = n_head, pe
        self.n1 = make_norm(norm, d_model)
        self.qkv = nn.Linear(d_model, 3 * d_model)  # q, k and v side by side: [q | k | v]
        self.proj = nn.Linear(d_model, d_model)
        self.n2 = make_norm(norm, d_model)
        self.fc1 = nn.Linear(d_model, 4 * d_model)
        self.fc2 = nn.Linear(4 * d_model, d_model)

    def attention(self, x):
        B, T, C = x.shape
        H = self.n_head
        q, k, v = self.qkv(x).split(C, dim=2)
        # (B, T, C) -> (B, H, T, head_dim): head h takes the h-th slice of q, k and v.
        q, k, v = (t.view(B, T, H, C // H).transpose(1, 2) for t in (q, k, v))
        if self.pe == "rope":
            q, k = rope(q), rope(k)
        scores = q @ k.transpose(-2, -1) / math.sqrt(C // H)  # (B, H, T, T)
        if self.pe == "alibi":
            scores = scores + alibi_bias(H, T).to(scores.dtype)
        future = torch.ones(T, T, dtype=torch.bool).triu(1)  # key j > query i: not yet written
        weights = scores.masked_fill(future, float("-inf")).softmax(dim=-1)
        y = (weights @ v).transpose(1, 2).reshape(B, T, C)  # heads side by side again
        return self.proj(y)

    def forward(self, x):
        x = x + self.attention(self.n1(x))
        return x + self.fc2(F.gelu(self.fc1(self.n2(x))))


class TinyGPT(nn.Module):
    """Bytes -> embeddings (+ positions) -> blocks -> final norm -> logits over the next byte.
    pe: 'learned' adds a trained table, 'sinusoidal' the fixed sin/cos table, 'rope' rotates q
    and k inside attention, 'alibi' biases the attention scores by distance, 'none' adds nothing
    (the causal mask alone leaks some position)."""

    def __init__(self, vocab, d_model, n_layer, n_head, max_len, pe, norm):
        super().__init__()
        self.pe, self.max_len = pe, max_len
        self.tok = nn.Embedding(vocab, d_model)
        if pe == "learned":
            self.pos = nn.Embedding(max_len, d_model)
        self.blocks = nn.ModuleList(Block(d_model, n_head, pe, norm) for _ in range(n_layer))
        self.nf = make_norm(norm, d_model)
        self.head = nn.Linear(d_model, vocab, bias=False)

    def forward(self, ids):  # ids (B, T) -> logits (B, T, vocab)
        T, d = ids.shape[1], self.tok.embedding_dim
        x = self.tok(ids)
        if self.pe == "learned":
            x = x + self.pos.weight[:T]
        elif self.pe == "sinusoidal":
            x = x + sinusoidal_pe(T, d).to(x.dtype)
        for block in self.blocks:
            x = block(x)
        return self.head(self.nf(x))


# ---- loading -----------------------------------------------------------------------------------

def read_safetensors(path):
    """The tensors and metadata of a .safetensors file: an 8-byte little-endian header length, a
    JSON header (name -> dtype, shape, byte range), then the raw little-endian values."""
    raw = Path(path).read_bytes()
    (header_len,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8:8 + header_len])
    metadata = header.pop("__metadata__", {})
    body = raw[8 + header_len:]
    tensors = {}
    for name, info in header.items():
        if info["dtype"] != "F32":
            raise ValueError(f"{name}: expected float32 values (F32), got {info['dtype']}")
        begin, end = info["data_offsets"]
        values = torch.frombuffer(bytearray(body[begin:end]), dtype=torch.float32)
        tensors[name] = values.reshape(info["shape"])
    return tensors, metadata


def load_model(path=HERE / "weights.safetensors"):
    """The model the weights describe, with its weights loaded, in evaluation mode."""
    tensors, meta = read_safetensors(path)
    size = {key: int(meta[key]) for key in ("vocab", "d_model", "n_layer", "n_head", "max_len")}
    if meta["model"] == "seed_predictor":
        model = SimpleCharPredictor(size["vocab"], size["d_model"], size["max_len"])
    elif meta["model"] == "tiny_gpt":
        model = TinyGPT(**size, pe=meta["pe"], norm=meta["norm"])
    else:
        raise ValueError(f"unknown model kind {meta['model']!r}")
    model.load_state_dict(tensors)  # strict: every weight present, every shape right
    # A learned position table has max_len rows: a longer prompt has positions with no row.
    learned = meta["model"] == "seed_predictor" or meta["pe"] == "learned"
    model.max_context = size["max_len"] if learned else None
    return model.eval()


def encode(text):
    """Text -> byte ids, shape (1, T). Bytes that are not UTF-8 survive (os.fsencode)."""
    data = os.fsencode(text) if isinstance(text, str) else bytes(text)
    return torch.tensor([list(data)], dtype=torch.long)


@torch.no_grad()
def next_byte(model, prompt):
    """The last position's logits over the 256 bytes, and their softmax (float64)."""
    ids = encode(prompt)
    if ids.shape[1] == 0:
        raise ValueError("the prompt is empty: type at least one character")
    if model.max_context is not None and ids.shape[1] > model.max_context:
        raise ValueError(f"the prompt has {ids.shape[1]} bytes but the learned position table "
                         f"has {model.max_context} rows: shorten the prompt")
    logits = model(ids)[0, -1]
    return logits, logits.double().softmax(dim=-1)


@torch.no_grad()
def generate(model, prompt, n, temperature=1.0, seed=0):
    """Continues prompt by n bytes, sampling from softmax(logits / temperature)."""
    generator = torch.Generator().manual_seed(seed)
    ids = encode(prompt)
    for _ in range(n):
        context = ids if model.max_context is None else ids[:, -model.max_context:]
        logits = model(context)[0, -1]
        if temperature == 0:
            nxt = logits.argmax()
        else:
            nxt = torch.multinomial((logits / temperature).softmax(-1), 1, generator=generator)[0]
        ids = torch.cat([ids, nxt.view(1, 1)], dim=1)
    return bytes(ids[0].tolist()).decode("utf-8", errors="replace")


def show(byte):
    return chr(byte) if 32 <= byte < 127 else f"\\x{byte:02x}"


def main(argv=None):
    parser = argparse.ArgumentParser(description="Run the Embedding Lab model on a prompt.")
    parser.add_argument("--prompt", required=True, help="the text to continue")
    parser.add_argument("--weights", default=str(HERE / "weights.safetensors"))
    parser.add_argument("--json", action="store_true",
                        help="print the last position's logits and probabilities as JSON")
    parser.add_argument("--generate", type=int, default=0, metavar="N",
                        help="continue the prompt by N bytes")
    parser.add_argument("--temperature", type=float, default=1.0)
    args = parser.parse_args(argv)
    model = load_model(args.weights)
    try:
        logits, probs = next_byte(model, args.prompt)
    except ValueError as error:
        parser.error(str(error))
    if args.json:
        print(json.dumps({"prompt": args.prompt, "logits": logits.tolist(),
                          "probs": probs.tolist()}))
    elif args.generate:
        print(generate(model, args.prompt, args.generate, args.temperature))
    else:
        for p, byte in zip(*probs.topk(10)):
            print(f"{show(int(byte)):>5}  {float(p):.4f}")


if __name__ == "__main__":
    main()
)py";

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      static const char* hex = "0123456789abcdef";
      out += "\\u00";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::vector<std::uint8_t> bytes_of(const std::string& text) {
  return std::vector<std::uint8_t>(text.begin(), text.end());
}

// safetensors (huggingface.co/docs/safetensors): u64 little-endian header length, a JSON header
// padded with spaces to a multiple of 8, then the tensors' bytes back to back.
std::vector<std::uint8_t> safetensors(const WeightsFile& weights) {
  std::string header =
      "{\"__metadata__\":{\"format\":\"pt\",\"model\":" + json_string(weights.kind);
  for (const auto& [name, value] : weights.ints)
    header += "," + json_string(name) + ":" + json_string(std::to_string(value));
  for (const auto& [name, value] : weights.strings)
    header += "," + json_string(name) + ":" + json_string(value);
  header += "}";
  std::size_t offset = 0;
  for (const auto& t : weights.tensors) {
    const std::size_t n = t.data.size() * sizeof(float);
    header +=
        "," + json_string(pytorch_name(weights.kind, t.name)) + ":{\"dtype\":\"F32\",\"shape\":[";
    for (std::size_t i = 0; i < t.shape.size(); ++i)
      header += (i ? "," : "") + std::to_string(t.shape[i]);
    header +=
        "],\"data_offsets\":[" + std::to_string(offset) + "," + std::to_string(offset + n) + "]}";
    offset += n;
  }
  header += "}";
  header.append((8 - header.size() % 8) % 8, ' ');

  std::vector<std::uint8_t> out;
  out.reserve(8 + header.size() + offset);
  for (int i = 0; i < 8; ++i)
    out.push_back(static_cast<std::uint8_t>((std::uint64_t{header.size()} >> (8 * i)) & 0xFF));
  out.insert(out.end(), header.begin(), header.end());
  for (const auto& t : weights.tensors)
    for (float v : t.data) {
      std::uint32_t bits;
      std::memcpy(&bits, &v, sizeof bits);
      for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(bits >> (8 * i)));
    }
  return out;
}

std::string readme(const WeightsFile& weights) {
  std::string settings;
  for (const auto& [name, value] : weights.ints)
    settings += "- " + name + ": " + std::to_string(value) + "\n";
  for (const auto& [name, value] : weights.strings) settings += "- " + name + ": " + value + "\n";
  const std::string title = weights.kind == "tiny_gpt" ? "TinyGPT" : "SimpleCharPredictor";
  return "# A " + title + " trained in Embedding Lab\n\n" +
         "Three files: `model.py` (the model written out in PyTorch, a loader and a command\n"
         "line), `weights.safetensors` (every weight, float32) and this README.\n\n"
         "## Run it\n\n"
         "Needs Python 3 and PyTorch (`pip install torch`, or Debian's `python3-torch`).\n\n"
         "    python3 model.py --prompt \"To be\"              # the ten likeliest next bytes\n"
         "    python3 model.py --prompt \"To be\" --json       # all 256 logits and probabilities\n"
         "    python3 model.py --prompt \"To be\" --generate 200\n\n"
         "## In a notebook\n\n"
         "    from model import load_model, encode\n"
         "    model = load_model(\"weights.safetensors\")\n"
         "    logits = model(encode(\"To be\"))   # (1, T, 256)\n\n"
         "`model` is an ordinary `torch.nn.Module`: train it further with any optimizer, look at\n"
         "`model.tok.weight` (the token embeddings, one row per byte), or change the architecture\n"
         "and compare. The `--json` logits match Embedding Lab's own (`embedding-lab logits`) to\n"
         "within 1e-4.\n\n"
         "## This model\n\n" +
         settings;
}

}  // namespace

std::string pytorch_name(const std::string& kind, const std::string& name) {
  const auto unknown = [&] {
    fail("the PyTorch export does not know the " + kind + " tensor '" + name + "'");
  };
  if (name == "tok" || name == "pos") return name + ".weight";
  if (kind == "seed_predictor") {
    if (name == "W") return "out.weight";
    if (name == "b") return "out.bias";
    unknown();
  }
  if (kind != "tiny_gpt")
    fail("the PyTorch export knows seed_predictor and tiny_gpt models (got '" + kind + "')");
  // "<layer>.<module>.<W|b|g>" and "<nf|head>.<W|b|g>": W and g are weights, b is a bias.
  const std::size_t dot = name.rfind('.');
  if (dot == std::string::npos || dot == 0) unknown();
  const std::string module = name.substr(0, dot), part = name.substr(dot + 1);
  const std::string field = part == "W" || part == "g" ? "weight" : part == "b" ? "bias" : "";
  if (field.empty()) unknown();
  const bool in_block = module[0] >= '0' && module[0] <= '9';
  return (in_block ? "blocks." : "") + module + "." + field;
}

std::vector<ArchiveFile> export_pytorch(const WeightsFile& weights) {
  if (weights.kind != "seed_predictor" && weights.kind != "tiny_gpt")
    fail("the PyTorch export knows seed_predictor and tiny_gpt models (got '" + weights.kind +
         "')");
  return {{"model.py", bytes_of(kModelPy)},
          {"weights.safetensors", safetensors(weights)},
          {"README.md", bytes_of(readme(weights))}};
}

std::vector<std::uint8_t> export_pytorch_zip(const std::vector<std::uint8_t>& weights_bytes) {
  std::vector<ArchiveFile> files = export_pytorch(decode_weights(weights_bytes));
  for (auto& f : files) f.name = std::string(kPytorchExportFolder) + "/" + f.name;
  return zip_stored(files);
}

}  // namespace elab
