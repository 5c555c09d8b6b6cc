// libFuzzer target: the reference-file runner behind `embedding-lab verify`. Any text must give
// results or a std::runtime_error explaining why it is not a reference file.
//
// Byte mutations of JSON mostly produce text that does not parse, so a custom mutator also edits
// the parsed file: it picks a tensor or parameter of a case and gives it the values that break
// unchecked code (zero, off-by-one and huge dimensions, a dimension more or less, data that does
// or does not match its own shape, integer parameters of 1e10, 2.7 or -1), then writes it back.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/reference_cases.hpp"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

using nlohmann::json;

// Every object named "inputs" or "expected" entry, and every "params" object, of every case.
void collect(json& file, std::vector<json*>& tensors, std::vector<json*>& params) {
  if (!file.is_object() || !file.contains("cases") || !file["cases"].is_array()) return;
  for (json& c : file["cases"]) {
    if (!c.is_object()) continue;
    for (const char* section : {"inputs", "expected"})
      if (c.contains(section) && c[section].is_object())
        for (auto& t : c[section].items())
          if (t.value().is_object()) tensors.push_back(&t.value());
    if (c.contains("params") && c["params"].is_object()) params.push_back(&c["params"]);
  }
}

bool mutate_structure(json& file, std::mt19937& rng) {
  std::vector<json*> tensors, params;
  collect(file, tensors, params);
  if (tensors.empty() && params.empty()) return false;
  const auto pick = [&](std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
  };
  static const double kDims[] = {0, 1, 2, 3, -1, 65536, 2147483647.0, 4294967296.0, 1e10, 2.7};
  if (!params.empty() && (tensors.empty() || pick(4) == 0)) {
    json& p = *params[pick(params.size())];
    static const char* kNames[] = {"max_len", "d_model", "k",   "steps", "vocab",
                                   "n_layer", "n_head",  "eps", "lr",    "base"};
    const std::string name =
        p.is_object() && !p.empty() && pick(2) ? p.begin().key() : kNames[pick(10)];
    p[name] = kDims[pick(sizeof kDims / sizeof kDims[0])];
    return true;
  }
  json& t = *tensors[pick(tensors.size())];
  if (!t.contains("shape") || !t["shape"].is_array()) t["shape"] = json::array();
  json& shape = t["shape"];
  switch (pick(5)) {
    case 0:  // one dimension to a hostile value
      if (shape.empty()) shape.push_back(1);
      shape[pick(shape.size())] = kDims[pick(sizeof kDims / sizeof kDims[0])];
      break;
    case 1:  // off by one
      if (!shape.empty() && shape[0].is_number_integer())
        shape[pick(shape.size())] = shape[0].get<long long>() + (pick(2) ? 1 : -1);
      break;
    case 2:  // a dimension more or less
      if (!shape.empty() && pick(2))
        shape.erase(shape.size() - 1);
      else
        shape.push_back(pick(3) + 1);
      break;
    case 3:  // the wrapping count of 2^64
      shape = json::array({65536, 65536, 65536, 65536});
      break;
    default:
      break;
  }
  // Half the time make data agree with the (new) shape, so the op's own checks are reached.
  if (pick(2)) {
    long long count = 1;
    for (const json& s : shape) {
      if (!s.is_number_integer() || s.get<long long>() < 0 || s.get<long long>() > 4096)
        return true;
      count *= s.get<long long>();
      if (count > 4096) return true;
    }
    t["data"] = json::array();
    for (long long i = 0; i < count; ++i) t["data"].push_back(static_cast<double>(pick(8)));
  }
  return true;
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  std::mt19937 rng(seed);
  if (rng() % 2 == 0) {
    json file = json::parse(data, data + size, nullptr, /*allow_exceptions=*/false);
    if (!file.is_discarded() && mutate_structure(file, rng)) {
      const std::string text = file.dump(-1, ' ', false, json::error_handler_t::replace);
      if (text.size() <= max_size) {
        std::memcpy(data, text.data(), text.size());
        return text.size();
      }
    }
  }
  return LLVMFuzzerMutate(data, size, max_size);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto results =
        elab::cli::run_reference_cases(std::string(reinterpret_cast<const char*>(data), size));
    for (const auto& r : results)
      if (!r.pass && r.reason.empty()) __builtin_trap();  // a failure always says why
  } catch (const std::runtime_error&) {
  }
  return 0;
}
