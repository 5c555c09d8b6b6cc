"""Runs `embedding-lab export --format pytorch` for the seed model and for TinyGPT with every
positional encoding the CLI accepts, and for both trained on BPE tokens (the script then encodes
the prompt with the model's merges), then runs each exported model.py on prompts and requires its
logits to match `embedding-lab logits` within 1e-4 (and its probabilities too).

    python3 tests/cli/check_pytorch_export.py path/to/embedding-lab WORK_DIR [PART/PARTS]

PART/PARTS (say 1/2) checks only every PARTS-th model from the PART-th on, so the models can be
checked by several ctest entries, each short, that together check every one.

torch is imported once, by the first exported model.py; the others reuse it (sys.modules), so
each export runs through its own main() in this process instead of a fresh interpreter."""
import contextlib
import importlib.util
import io
import json
import re
import subprocess
import sys
from pathlib import Path

TOLERANCE = 1e-4
PROMPTS = ["To be", "T", "Four score and seven years ago our fathers brought forth"]


def run(cli, *args):
    done = subprocess.run([cli, *args], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"embedding-lab {' '.join(args)} failed ({done.returncode}):\n{done.stderr}")
    return done.stdout


def encodings(cli):
    """The --pe values `train` accepts, read from its own refusal, so a new one is covered."""
    done = subprocess.run([cli, "train", "--model", "gpt", "--pe", "?"], capture_output=True,
                          text=True)
    found = re.search(r"--pe must be one of ([a-z, ]+) \(got", done.stderr)
    if not found:
        sys.exit(f"could not read the encodings from: {done.stderr}")
    return [e.strip() for e in found.group(1).split(",")]


def exported_main(directory, name):
    spec = importlib.util.spec_from_file_location(f"exported_{name}", directory / "model.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.main


def main():
    cli, work = sys.argv[1], Path(sys.argv[2])
    work.mkdir(parents=True, exist_ok=True)
    short = ["--steps", "30", "--batch", "4", "--seq-len", "16", "--d-model", "16"]
    models = {"tokpos": ["--model", "tokpos", "--max-len", "64", *short]}
    for pe in encodings(cli):
        models[f"gpt-{pe}"] = ["--model", "gpt", "--layers", "2", "--heads", "2", "--pe", pe,
                               "--max-len", "64", *short]
    models["gpt-rmsnorm-rope"] = ["--model", "gpt", "--layers", "1", "--heads", "4", "--pe",
                                  "rope", "--norm", "rmsnorm", *short]
    # BPE: 60 merges on the notebook's passage, so the vocabulary is 256 + 60 and a prompt such
    # as "To be" becomes fewer tokens than bytes.
    models["gpt-bpe"] = ["--model", "gpt", "--layers", "1", "--heads", "2", "--pe", "learned",
                         "--max-len", "64", "--bpe", "60", *short]
    models["tokpos-bpe"] = ["--model", "tokpos", "--max-len", "64", "--bpe", "60", *short]
    if len(sys.argv) > 3:
        part, parts = (int(n) for n in sys.argv[3].split("/"))
        assert 1 <= part <= parts, sys.argv[3]
        models = dict(list(models.items())[part - 1::parts])
    worst = 0.0
    for name, train_args in models.items():
        weights = work / f"{name}.elab"
        out = work / name
        run(cli, "train", *train_args, "--save", str(weights))
        run(cli, "export", "--format", "pytorch", "--load", str(weights), "--out", str(out))
        script = exported_main(out, name.replace("-", "_"))
        for prompt in PROMPTS:
            core = json.loads(run(cli, "logits", "--load", str(weights), "--prompt", prompt,
                                  "--json"))
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                script(["--prompt", prompt, "--json"])
            torch_side = json.loads(printed.getvalue())
            assert torch_side["prompt"] == prompt, (name, torch_side["prompt"])
            for key in ("logits", "probs"):
                a, b = core[key], torch_side[key]
                vocab = 316 if name.endswith("-bpe") else 256
                assert len(a) == len(b) == vocab, (name, key, len(a), len(b))
                diff = max(abs(x - y) for x, y in zip(a, b))
                if not diff <= TOLERANCE:
                    sys.exit(f"FAIL {name} {prompt!r}: {key} differ by {diff:.3g} > {TOLERANCE}")
                worst = max(worst, diff)
            # The logits are not all alike: a check of a constant would pass for any model.
            assert max(core["logits"]) - min(core["logits"]) > 0.1, (name, "flat logits")
        print(f"{name}: {len(PROMPTS)} prompts agree")
    print(f"export_pytorch: {len(models)} models agree with the core, "
          f"largest difference {worst:.3g} (tolerance {TOLERANCE})")


if __name__ == "__main__":
    main()
