// Continue in a notebook: the stored zip writer (byte layout, checksums, refused names), the
// safetensors file and state_dict names of the PyTorch export, and next_byte (what
// `embedding-lab logits` prints). The exported script itself is run against the core by the CLI
// check cli_export_pytorch_matches_core (tests/cli/check_pytorch_export.py).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "core/data/corpus.hpp"
#include "core/data/weights_format.hpp"
#include "core/data/zip.hpp"
#include "core/errors.hpp"
#include "core/model/next_byte.hpp"
#include "core/model/pytorch_export.hpp"
#include "core/model/trainer.hpp"
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using elab::ArchiveFile;
using elab::InvalidArgument;
using Bytes = std::vector<std::uint8_t>;

namespace {

std::uint32_t u16(const Bytes& b, std::size_t at) {
  return b.at(at) | (b.at(at + 1) << 8);
}
std::uint32_t u32(const Bytes& b, std::size_t at) {
  return u16(b, at) | (u16(b, at + 2) << 16);
}

Bytes bytes_of(const std::string& s) {
  return Bytes(s.begin(), s.end());
}

// What an unzip tool reads: the central directory, then each entry's local header and data.
std::vector<ArchiveFile> read_zip(const Bytes& zip) {
  const std::size_t end = zip.size() - 22;
  REQUIRE(u32(zip, end) == 0x06054b50u);
  const std::uint32_t count = u16(zip, end + 10);
  std::size_t at = u32(zip, end + 16);
  REQUIRE(at + u32(zip, end + 12) == end);  // the directory ends where the end record starts
  std::vector<ArchiveFile> files;
  for (std::uint32_t i = 0; i < count; ++i) {
    REQUIRE(u32(zip, at) == 0x02014b50u);
    REQUIRE(u16(zip, at + 10) == 0);  // stored
    const std::uint32_t crc = u32(zip, at + 16), size = u32(zip, at + 24);
    const std::uint32_t name_len = u16(zip, at + 28);
    const std::uint32_t local = u32(zip, at + 42);
    const std::string name(zip.begin() + at + 46, zip.begin() + at + 46 + name_len);
    REQUIRE(u32(zip, local) == 0x04034b50u);
    REQUIRE(u32(zip, local + 14) == crc);
    REQUIRE(u16(zip, local + 26) == name_len);
    const std::size_t data = local + 30 + name_len + u16(zip, local + 28);
    Bytes contents(zip.begin() + data, zip.begin() + data + size);
    REQUIRE(elab::crc32(contents.data(), contents.size()) == crc);
    files.push_back({name, contents});
    at += 46 + name_len + u16(zip, at + 30) + u16(zip, at + 32);
  }
  return files;
}

elab::Trainer trained(const std::string& model, elab::PeKind pe) {
  elab::TrainerConfig config;
  config.model = model;
  config.d_model = 16;
  config.n_head = 2;
  config.pe = pe;
  config.max_len = 32;
  config.seq_len = 16;
  config.batch = 4;
  elab::Trainer trainer(config, std::string(elab::seed_corpus()));
  trainer.step(5);
  return trainer;
}

}  // namespace

TEST_CASE("zip_stored writes files an unzip tool reads back", "[export][zip]") {
  const std::vector<ArchiveFile> files = {{"a/model.py", bytes_of("print('hi')\n")},
                                          {"a/empty.txt", {}},
                                          {"a/ünïcode.md", bytes_of("# é\n")}};
  const Bytes zip = elab::zip_stored(files);
  const auto back = read_zip(zip);
  REQUIRE(back.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(back[i].name == files[i].name);
    CHECK(back[i].bytes == files[i].bytes);
  }
  // UTF-8 names are flagged (bit 11), and the same files give the same bytes (fixed dates).
  CHECK((u16(zip, 6) & 0x0800) != 0);
  CHECK(elab::zip_stored(files) == zip);
  // The CRC is zlib's (the standard check value of "123456789" is 0xCBF43926).
  CHECK(u32(zip, 14) == elab::crc32(files[0].bytes.data(), files[0].bytes.size()));
  CHECK(elab::crc32(reinterpret_cast<const std::uint8_t*>("123456789"), 9) == 0xCBF43926u);
}

TEST_CASE("zip_stored refuses names that would escape or repeat", "[export][zip]") {
  CHECK_THROWS_WITH(elab::zip_stored({{"", {}}}), Contains("needs a name of 1 to 65535 bytes"));
  CHECK_THROWS_WITH(elab::zip_stored({{"/etc/passwd", {}}}), Contains("relative"));
  CHECK_THROWS_WITH(elab::zip_stored({{"a/../../b", {}}}), Contains("'..'"));
  CHECK_THROWS_WITH(elab::zip_stored({{"a", {}}, {"a", {}}}), Contains("lists 'a' twice"));
  CHECK_THROWS_AS(elab::zip_stored({{"a\\b", {}}}), InvalidArgument);
}

TEST_CASE("pytorch_name maps the core's tensors to the state_dict of model.py", "[export]") {
  CHECK(elab::pytorch_name("seed_predictor", "tok") == "tok.weight");
  CHECK(elab::pytorch_name("seed_predictor", "pos") == "pos.weight");
  CHECK(elab::pytorch_name("seed_predictor", "W") == "out.weight");
  CHECK(elab::pytorch_name("seed_predictor", "b") == "out.bias");
  CHECK(elab::pytorch_name("tiny_gpt", "0.qkv.W") == "blocks.0.qkv.weight");
  CHECK(elab::pytorch_name("tiny_gpt", "11.fc2.b") == "blocks.11.fc2.bias");
  CHECK(elab::pytorch_name("tiny_gpt", "1.n2.g") == "blocks.1.n2.weight");
  CHECK(elab::pytorch_name("tiny_gpt", "nf.b") == "nf.bias");
  CHECK(elab::pytorch_name("tiny_gpt", "head.W") == "head.weight");
  CHECK_THROWS_WITH(elab::pytorch_name("tiny_gpt", "0.qkv.Z"),
                    Contains("does not know the tiny_gpt tensor '0.qkv.Z'"));
  CHECK_THROWS_WITH(elab::pytorch_name("seed_predictor", "head.W"), Contains("'head.W'"));
  CHECK_THROWS_WITH(elab::pytorch_name("bert", "tok.x"), Contains("got 'bert'"));
}

TEST_CASE("export_pytorch writes model.py, safetensors and a README for a trained TinyGPT",
          "[export]") {
  elab::Trainer trainer = trained("gpt", elab::PeKind::rope);
  const elab::WeightsFile weights = elab::decode_weights(trainer.save_weights());
  const auto files = elab::export_pytorch(weights);
  REQUIRE(files.size() == 3);
  CHECK(files[0].name == "model.py");
  CHECK(files[1].name == "weights.safetensors");
  CHECK(files[2].name == "README.md");
  const std::string script(files[0].bytes.begin(), files[0].bytes.end());
  CHECK_THAT(script, Contains("class TinyGPT(nn.Module)"));
  CHECK_THAT(script, Contains("def load_model("));
  CHECK_THAT(script, Contains("--json"));

  // safetensors: u64 header length, JSON header (8-byte aligned), then the values in order.
  const Bytes& st = files[1].bytes;
  std::uint64_t header_len = 0;
  for (int i = 7; i >= 0; --i) header_len = (header_len << 8) | st[i];
  CHECK(header_len % 8 == 0);
  const auto header = nlohmann::json::parse(st.begin() + 8, st.begin() + 8 + header_len);
  CHECK(header["__metadata__"]["model"] == "tiny_gpt");
  CHECK(header["__metadata__"]["pe"] == "rope");
  CHECK(header["__metadata__"]["d_model"] == "16");
  std::size_t values = 0;
  for (const auto& t : weights.tensors) {
    const auto& entry = header[elab::pytorch_name("tiny_gpt", t.name)];
    REQUIRE(entry["dtype"] == "F32");
    CHECK(entry["shape"].get<std::vector<int>>() == t.shape);
    const std::size_t begin = entry["data_offsets"][0], end = entry["data_offsets"][1];
    REQUIRE(end - begin == t.data.size() * 4);
    float first;
    std::memcpy(&first, st.data() + 8 + header_len + begin, 4);  // little-endian host
    CHECK(first == t.data[0]);
    values += t.data.size();
  }
  CHECK(st.size() == 8 + header_len + values * 4);
  CHECK(header.size() == weights.tensors.size() + 1);

  // The page's zip holds the same three files in one folder.
  const auto zipped = read_zip(elab::export_pytorch_zip(trainer.save_weights()));
  REQUIRE(zipped.size() == 3);
  CHECK(zipped[1].name == "embedding-lab-model/weights.safetensors");
  CHECK(zipped[1].bytes == files[1].bytes);
  CHECK_THROWS_AS(elab::export_pytorch_zip(bytes_of("not weights")), InvalidArgument);
}

TEST_CASE("next_byte gives the model's last logits and their softmax", "[export][next_byte]") {
  for (const char* model : {"tokpos", "gpt"}) {
    elab::Trainer trainer = trained(model, elab::PeKind::learned);
    const std::string prompt = "To be, or";
    const elab::NextByte next = elab::next_byte(trainer.model(), prompt);
    REQUIRE(next.logits.size() == 256);
    // The same as the model's own forward pass at the last position.
    std::vector<int> ids(prompt.begin(), prompt.end());
    trainer.model().forward_backward(ids.data(), nullptr, 1, static_cast<int>(ids.size()), false);
    const float* last = trainer.model().logits() + (ids.size() - 1) * 256;
    double sum = 0;
    for (int v = 0; v < 256; ++v) {
      CHECK(next.logits[v] == static_cast<double>(last[v]));
      sum += next.probs[v];
    }
    CHECK(sum == Approx(1.0).epsilon(1e-12));
    // softmax: p_a / p_b = exp(logit_a - logit_b).
    CHECK(next.probs['e'] / next.probs['a'] ==
          Approx(std::exp(next.logits['e'] - next.logits['a'])).epsilon(1e-9));
    CHECK_THROWS_WITH(elab::next_byte(trainer.model(), ""), Contains("the prompt is empty"));
    CHECK_THROWS_WITH(elab::next_byte(trainer.model(), std::string(33, 'a')),
                      Contains("33 bytes but the model's learned position table has 32 rows"));
  }
}
