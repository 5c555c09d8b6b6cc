// `embedding-lab bpe`: train byte-level BPE on a text and print the merges and the ids, as the
// page's BPE lesson does.
#include <cstddef>
#include <iostream>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/files.hpp"
#include "core/data/bpe.hpp"
#include "core/data/json_text.hpp"

namespace elab::cli {

namespace {

std::string id_list(const std::vector<int>& ids, const char* separator) {
  std::string out;
  for (std::size_t i = 0; i < ids.size(); ++i) out += (i ? separator : "") + std::to_string(ids[i]);
  return out;
}

}  // namespace

int run_bpe(const std::vector<std::string>& argv) {
  const Args args(argv, {"merges", "text-file", "text", "encode"}, {"json"});
  if (!args.positional().empty())
    throw UsageError("bpe takes only options (got '" + args.positional().front() + "')");
  if (!args.has("merges")) throw UsageError("bpe needs --merges N");
  if (args.has("text") == args.has("text-file"))
    throw UsageError("bpe needs exactly one of --text T and --text-file F");
  const int num_merges = args.integer("merges", 0, 0, kBpeMaxMerges);
  const std::string text = args.has("text") ? args.text("text", "")
                                            : read_file_bounded(args.text("text-file", ""),
                                                                kBpeMaxTextBytes, "--text-file");

  const BpeTraining trained = bpe_train(text, num_merges);
  // Memory and time stay linear in the text and the merges: a merge is kept as its pair and a
  // token is spelled only as far as its label shows (a de Bruijn text's tokens grow by a byte per
  // merge, so spelling them all takes the square of the merges).
  const std::vector<std::string> labels = bpe_vocab_labels(trained.merges);
  const auto label = [&](int id) { return labels[static_cast<std::size_t>(id)]; };
  std::vector<int> encoded;
  if (args.has("encode")) encoded = bpe_encode(args.text("encode", ""), trained.merges);

  if (args.has("json")) {
    std::cout << "{\"merges\":[";
    for (std::size_t k = 0; k < trained.merges.size(); ++k)
      std::cout << (k ? ",[" : "[") << trained.merges[k].left << "," << trained.merges[k].right
                << "]";
    std::cout << "],\"ids\":[" << id_list(trained.ids, ",") << "],\"counts\":["
              << id_list(trained.counts, ",") << "],\"tokens\":[";
    for (std::size_t k = 0; k < trained.merges.size(); ++k)
      std::cout << (k ? "," : "") << json_string(label(256 + static_cast<int>(k)));
    std::cout << "]";
    if (args.has("encode")) std::cout << ",\"encoded\":[" << id_list(encoded, ",") << "]";
    std::cout << ",\"stop_reason\":"
              << (trained.stop_reason.empty() ? "null" : json_string(trained.stop_reason)) << "}\n";
    return 0;
  }

  for (std::size_t k = 0; k < trained.merges.size(); ++k) {
    const BpePair m = trained.merges[k];
    std::cout << "merge " << k << ": " << m.left << " + " << m.right << " -> " << 256 + k << "  '"
              << label(m.left) << "' + '" << label(m.right) << "' = '"
              << label(256 + static_cast<int>(k)) << "'  (" << trained.counts[k] << " times)\n";
  }
  if (!trained.stop_reason.empty()) std::cout << "note: " << trained.stop_reason << "\n";
  std::cout << "tokens: " << text.size() << " bytes -> " << trained.ids.size()
            << " ids, vocabulary " << labels.size() << "\n";
  std::cout << "ids: " << id_list(trained.ids, " ") << "\n";
  if (args.has("encode"))
    std::cout << "encoded (" << encoded.size() << " ids): " << id_list(encoded, " ") << "\n";
  return 0;
}

}  // namespace elab::cli
