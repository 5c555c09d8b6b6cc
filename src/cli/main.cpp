// embedding-lab: the native command-line tool, built from the same core as the page.
#include <iostream>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "core/errors.hpp"

namespace elab::cli {

const std::vector<Command> kCommands = {
    {"pe", "print the sinusoidal positional-encoding matrix",
     "usage: embedding-lab pe --max-len N --d-model D [--base B] [--format csv|json]\n"
     "\n"
     "Prints PE[p, 2i] = sin(p / B^(2i/D)) and PE[p, 2i+1] = cos(p / B^(2i/D)) for\n"
     "p = 0..N-1: CSV has one row per position; JSON is {max_len, d_model, base, pe}.\n"
     "Numbers are printed with every digit needed to read back the same double.\n"
     "  --max-len N   number of positions (at least 1)\n"
     "  --d-model D   number of dimensions (even, at least 2)\n"
     "  --base B      wavelength base, greater than 1 (default 10000)\n"
     "  --format F    csv (default) or json\n",
     run_pe},
    {"verify", "check the core against reference files (PyTorch float64 values)",
     "usage: embedding-lab verify FILE...\n"
     "\n"
     "Runs every case of each file (format: tests/fixtures/core-v1.json, see FORMAT.md) in\n"
     "double precision and prints one line per case: PASS or FAIL, its name and op, the largest\n"
     "absolute error, and for a failure the first value out of tolerance. Exit status 0 only\n"
     "when every case passes. An op this build does not know is a FAIL that says so.\n",
     run_verify},
    {"train",
     "train the token + position predictor or TinyGPT on a text, as the page's training lab does",
     "usage: embedding-lab train [options]\n"
     "\n"
     "Trains on random windows of seq_len + 1 bytes of the text with Adam, printing progress\n"
     "to stderr, then reports the final loss, the mean of the last 50, the eval loss (mean\n"
     "cross-entropy over every training window) and the val loss (every window of the held-out\n"
     "text). Defaults are those of Vizuara's notebook \"Building a GPT-Style Model from\n"
     "Scratch\", part 1.\n"
     "  --model tokpos|gpt    tokpos: token + position predictor, embeddings + linear head\n"
     "                        (default); gpt: TinyGPT\n"
     "  --embed-std X         tokpos: spread of the tables at the start, N(0, X^2) (default\n"
     "                        1, the notebook's; GPT-2 uses 0.02)\n"
     "  --layers N            TinyGPT layers (default 1)\n"
     "  --heads N             TinyGPT attention heads (default 1; must divide d_model)\n"
     "  --d-model D           embedding width (default 64)\n"
     "  --pe KIND             TinyGPT positions: none, learned (default), sinusoidal, rope,\n"
     "                        alibi\n"
     "  --norm KIND           TinyGPT norm: layernorm (default) or rmsnorm\n"
     "  --max-len N           rows of the learned position table (default 128)\n"
     "  --lr X                Adam learning rate (default 0.001)\n"
     "  --weight-decay X      Adam L2 weight decay (default 0)\n"
     "  --clip-norm X         clip the gradient's global norm to X (default 0: off)\n"
     "  --steps N             training steps (default 500)\n"
     "  --batch N             windows per step (default 16)\n"
     "  --seq-len N           bytes per window (default 32)\n"
     "  --threads W           compute each step on W threads, 1 to 4 (default 1): TinyGPT's\n"
     "                        batch is cut into min(4, batch) shards whatever W is (tokpos steps\n"
     "                        in one), so the losses do not change with W\n"
     "  --kernels K           eigen (default: Eigen's matrix products, fastest here) or page\n"
     "                        (the WASM build's loops: the page's losses bit for bit, slower)\n"
     "  --seed N              random seed for initialisation and sampling (default 42)\n"
     "  --text-file PATH      train on this file's bytes (default: the notebook's Hamlet passage)\n"
     "  --bpe N               tokens: BPE with up to N merges learned on the training part\n"
     "                        (default 0: bytes); loss is per token, also in bits per byte\n"
     "  --val-fraction F      hold out the last F of the text (default 0.1; 0: none) and\n"
     "                        report the loss on it (val loss)\n"
     "  --eval-seq-len N,...  also evaluate at these sequence lengths (train and held-out text);\n"
     "                        exit status 1 when one of them fails\n"
     "  --rope-scaling M      evaluate RoPE past its training length: linear (position\n"
     "                        interpolation) or ntk (NTK-aware base); default none\n"
     "  --rope-scale S        the scale for --rope-scaling, 1 to 65536 (default: each length\n"
     "                        over --seq-len)\n"
     "  --save PATH           write the trained weights (Embedding Lab weights file)\n"
     "  --load PATH           start from saved weights (their model settings win)\n"
     "  --generate N          then continue --prompt (default \"To be\") by N bytes\n"
     "  --temperature X       sampling temperature; 0 always picks the likeliest (default 1)\n"
     "  --top-k K             sample only from the K likeliest bytes (default 0: all)\n"
     "  --top-p P             then only from the fewest likeliest bytes whose probability\n"
     "                        reaches P, in (0, 1] (default 1: all)\n"
     "  --json                last line of stdout: one JSON object with the run's figures\n",
     run_train},
    {"bpe", "train byte-level BPE on a text and print its merges and ids",
     "usage: embedding-lab bpe --merges N (--text-file F | --text T) [--encode TEXT] [--json]\n"
     "\n"
     "Trains byte-level BPE on the text's UTF-8 bytes: each merge joins the most frequent\n"
     "adjacent pair of tokens (overlaps counted; ties to the pair seen first) into the new id\n"
     "256 + k, and training stops early when no pair occurs twice. Prints each merge with the\n"
     "text its token spells (a space as \u2423, other unprintable bytes escaped as \\n or \\xNN),\n"
     "how often its pair occurred, and the text's ids after the last merge.\n"
     "  --merges N       merges to learn (0 or more)\n"
     "  --text T         train on this text\n"
     "  --text-file F    train on this file's bytes\n"
     "  --encode TEXT    also encode TEXT with the learned merges\n"
     "  --json           one JSON object: {merges: [[a, b], ...], ids, counts, tokens (the text\n"
     "                   each new token spells), encoded (with --encode), stop_reason}\n",
     run_bpe},
    {"export", "write a trained model as a PyTorch script and weights, to continue in a notebook",
     "usage: embedding-lab export --format pytorch --load W.elab --out DIR\n"
     "\n"
     "Writes DIR/model.py (the model in plain PyTorch, a loader and a command line),\n"
     "DIR/weights.safetensors (the weights, float32, with the model's settings) and\n"
     "DIR/README.md. Run 'python3 DIR/model.py --prompt TEXT --json' for the last position's\n"
     "logits and next-byte probabilities: they match 'embedding-lab logits' within 1e-4.\n"
     "  --format pytorch   the only format so far\n"
     "  --load PATH        an Embedding Lab weights file (from the page or 'train --save')\n"
     "  --out DIR          the folder to write (created if missing; files are replaced)\n",
     run_export},
    {"logits", "print what a saved model predicts after a prompt",
     "usage: embedding-lab logits --load W.elab --prompt TEXT [--json]\n"
     "\n"
     "Runs the saved model on the prompt's bytes (encoded with the model's merges when it was\n"
     "trained on BPE tokens) and prints the ten likeliest next tokens; with --json one object\n"
     "{prompt, logits, probs}: the last position's logits, one per token id (256 for bytes;\n"
     "float32, every digit), and their softmax. A prompt longer than a learned position table\n"
     "is refused.\n"
     "  --load PATH     an Embedding Lab weights file\n"
     "  --prompt TEXT   the text to continue (at least one byte)\n"
     "  --json          print JSON\n",
     run_logits},
    {"tsne", "place embedding vectors in 2-D with exact t-SNE",
     "usage: embedding-lab tsne (--vectors FILE.tsv | --load W.elab) [options] [--json]\n"
     "\n"
     "Places each row as a 2-D point so that rows near each other stay near (exact t-SNE,\n"
     "scikit-learn's schedule: P exaggerated 12 times for the first 250 iterations, momentum\n"
     "0.5 then 0.8, per-coordinate gains). The same rows, settings and seed give the same\n"
     "points here and in the page. Prints one 'x<TAB>y' line per row (progress and the final KL\n"
     "divergence go to stderr); with --json one object {points: [[x, y], ...], kl}. Distances\n"
     "between clusters and cluster sizes in the map mean little: t-SNE keeps neighbourhoods.\n"
     "Time and memory grow with the square of the rows (at most 5000).\n"
     "  --vectors FILE.tsv   the Embedding Projector's vectors.tsv: one row per line, values\n"
     "                       separated by tabs, numbers only (at most 64 MiB)\n"
     "  --load PATH          instead, the token table of an Embedding Lab weights file\n"
     "  --perplexity P       about how many neighbours each row keeps close, above 0 and\n"
     "                       below the number of rows (default 30; 5 to 50 is usual)\n"
     "  --iterations N       gradient steps, 1 to 100000 (default 1000)\n"
     "  --learning-rate X    step size (default: auto, max(rows / 12 / 4, 50))\n"
     "  --seed N             random start, 0 to 2147483647 (default 42)\n"
     "  --json               print JSON\n",
     run_tsne},
    {"neighbours", "list the rows most similar to a row by cosine",
     "usage: embedding-lab neighbours (--vectors FILE.tsv | --load W.elab) --query ROW [--k K]\n"
     "                                [--json]\n"
     "\n"
     "Compares row ROW with every other row in the original space (not in a 2-D map) and\n"
     "prints the K with the highest cosine similarity, highest first, one 'row<TAB>cosine'\n"
     "line each; with --json {neighbours: [{index, cosine}, ...]}. Equal cosines come in row\n"
     "order; a row of zeros has cosine 0 with every row.\n"
     "  --vectors FILE.tsv   the Embedding Projector's vectors.tsv (see 'tsne --help')\n"
     "  --load PATH          instead, the token table of an Embedding Lab weights file (row i\n"
     "                       is token id i)\n"
     "  --query ROW          the row to start from, 0 for the first\n"
     "  --k K                how many neighbours, 1 to rows - 1 (default 10)\n"
     "  --json               print JSON\n",
     run_neighbours},
};

namespace {

void print_help(std::ostream& out) {
  out << "usage: embedding-lab COMMAND [options]\n\n"
         "Embedding Lab's native tool: the same C++ core as the web page.\n\ncommands:\n";
  for (const auto& c : kCommands) out << "  " << c.name << "\t" << c.summary << "\n";
  out << "\nRun 'embedding-lab COMMAND --help' for a command's options.\n";
}

}  // namespace
}  // namespace elab::cli

int main(int argc, char** argv) {
  using namespace elab::cli;
  const std::vector<std::string> words(argv + 1, argv + argc);
  if (words.empty()) {
    print_help(std::cerr);
    return 2;
  }
  if (words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
    print_help(std::cout);
    return 0;
  }
  for (const auto& command : kCommands) {
    if (words[0] != command.name) continue;
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    for (const auto& w : rest) {
      if (w == "--help" || w == "-h") {
        std::cout << command.usage;
        return 0;
      }
    }
    try {
      return command.run(rest);
    } catch (const UsageError& e) {
      std::cerr << "embedding-lab " << command.name << ": " << e.what() << "\n"
                << "Run 'embedding-lab " << command.name << " --help' for its options.\n";
      return 2;
    } catch (const elab::InvalidArgument& e) {
      std::cerr << "embedding-lab " << command.name << ": " << e.what() << "\n";
      return 2;
    } catch (const std::exception& e) {
      std::cerr << "embedding-lab " << command.name << ": error: " << e.what() << "\n";
      return 1;
    }
  }
  std::cerr << "embedding-lab: unknown command '" << words[0] << "'\n\n";
  print_help(std::cerr);
  return 2;
}
