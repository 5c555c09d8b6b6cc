#include "cli/reference_cases.hpp"

#include <cmath>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "core/data/analysis.hpp"
#include "core/data/bpe.hpp"
#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"
#include "core/kernels/attention.hpp"
#include "core/kernels/loss.hpp"
#include "core/kernels/norms.hpp"
#include "core/kernels/positional.hpp"
#include "core/kernels/rope.hpp"
#include "core/model/adam.hpp"
#include "core/model/seed_predictor.hpp"
#include "core/model/tiny_gpt.hpp"

namespace elab::cli {

namespace {

using nlohmann::json;

struct Tensor {
  std::vector<int> shape;
  std::vector<double> data;

  std::size_t count() const {
    std::size_t n = 1;
    for (int s : shape) n *= static_cast<std::size_t>(s);
    return n;
  }
  int dim(std::size_t i) const {
    if (i >= shape.size())
      throw std::runtime_error("tensor has " + std::to_string(shape.size()) +
                               " dimensions, expected at least " + std::to_string(i + 1));
    return shape[i];
  }
  std::vector<int> ints() const {
    std::vector<int> out(data.size());
    for (std::size_t i = 0; i < data.size(); ++i) {
      if (data[i] != std::floor(data[i]) || std::fabs(data[i]) > 1e9)
        throw std::runtime_error("expected whole numbers, found " + describe(data[i]));
      out[i] = static_cast<int>(data[i]);
    }
    return out;
  }
};

Tensor read_tensor(const json& j, const std::string& what) {
  if (!j.is_object() || !j.contains("shape") || !j.contains("data"))
    throw std::runtime_error(what + " must be an object with shape and data");
  Tensor t{j.at("shape").get<std::vector<int>>(), j.at("data").get<std::vector<double>>()};
  for (int s : t.shape)
    if (s < 0 || s > (1 << 24)) throw std::runtime_error(what + " has an impossible dimension");
  if (t.count() != t.data.size())
    throw std::runtime_error(what + " has shape of " + std::to_string(t.count()) + " values but " +
                             std::to_string(t.data.size()) + " in data");
  return t;
}

// One case being checked: inputs, params, and a running comparison against "expected".
class Check {
 public:
  explicit Check(const json& c) : case_(c) {
    const json& tol = c.at("tol");
    abs_ = tol.at("abs").get<double>();
    rel_ = tol.at("rel").get<double>();
  }

  Tensor input(const std::string& name) const {
    const json& inputs = case_.at("inputs");
    if (!inputs.contains(name)) throw std::runtime_error("input '" + name + "' is missing");
    return read_tensor(inputs.at(name), "input '" + name + "'");
  }
  const json& inputs() const { return case_.at("inputs"); }
  template <typename V>
  V param(const std::string& name) const {
    const json& params = case_.at("params");
    if (!params.contains(name)) throw std::runtime_error("param '" + name + "' is missing");
    return params.at(name).get<V>();
  }
  template <typename V>
  V param(const std::string& name, V fallback) const {
    const json& params = case_.at("params");
    return params.contains(name) ? params.at(name).get<V>() : fallback;
  }
  Tensor expected(const std::string& name) const {
    const json& expected = case_.at("expected");
    if (!expected.contains(name))
      throw std::runtime_error("expected value '" + name + "' is missing");
    return read_tensor(expected.at(name), "expected '" + name + "'");
  }

  // Compares got (row-major, count values) with expected[name]; sign flips a block of values
  // when the op allows either sign (PCA components).
  template <typename T>
  void compare(const std::string& name, const T* got, std::size_t count) {
    const Tensor want = expected(name);
    if (want.data.size() != count) {
      fail_with(name + ": computed " + std::to_string(count) + " values, expected " +
                std::to_string(want.data.size()));
      return;
    }
    for (std::size_t i = 0; i < count; ++i)
      record(name, static_cast<double>(got[i]), want.data[i], i);
  }
  void compare(const std::string& name, const std::vector<double>& got) {
    compare(name, got.data(), got.size());
  }
  void compare_scalar(const std::string& name, double got) { compare(name, &got, 1); }

  void record(const std::string& name, double got, double want, std::size_t index) {
    const double error = std::fabs(got - want);
    if (!(error <= max_error_))
      max_error_ = std::isnan(error) ? INFINITY : std::max(max_error_, error);
    if (!(error <= abs_ + rel_ * std::fabs(want)) && reason_.empty())
      reason_ = name + "[" + std::to_string(index) + "] is " + describe(got) + ", expected " +
                describe(want);
  }
  void fail_with(const std::string& reason) {
    if (reason_.empty()) reason_ = reason;
  }
  double max_error() const { return max_error_; }
  const std::string& reason() const { return reason_; }

 private:
  const json& case_;
  double abs_ = 0, rel_ = 0;
  double max_error_ = 0;
  std::string reason_;
};

void run_sinusoidal_pe(Check& c) {
  const MatrixD pe = sinusoidal_pe<double>(c.param<int>("max_len"), c.param<int>("d_model"),
                                           c.param<double>("base", 10000.0));
  c.compare("pe", pe.data(), static_cast<std::size_t>(pe.size()));
}

void run_pe_wavelengths(Check& c) {
  c.compare("wavelengths",
            pe_wavelengths<double>(c.param<int>("d_model"), c.param<double>("base", 10000.0)));
}

void run_rope(Check& c) {
  const Tensor x = c.input("x"), positions = c.input("positions");
  const int T = x.dim(0), d = x.dim(1);
  if (static_cast<int>(positions.data.size()) != T)
    throw std::runtime_error("positions must have one entry per row of x");
  std::vector<double> y(x.data.size());
  rope_forward<double>(y.data(), x.data.data(), positions.data.data(), T, d,
                       c.param<double>("base", 10000.0));
  c.compare("y", y);
}

void run_layer_norm(Check& c) {
  const Tensor x = c.input("x"), gamma = c.input("gamma"), beta = c.input("beta");
  const int N = x.dim(0), C = x.dim(1);
  if (gamma.data.size() != static_cast<std::size_t>(C) || beta.data.size() != gamma.data.size())
    throw std::runtime_error("gamma and beta must have d entries");
  std::vector<double> y(x.data.size()), mean(N), rstd(N);
  layernorm_forward<double>(y.data(), mean.data(), rstd.data(), x.data.data(), gamma.data.data(),
                            beta.data.data(), N, C, c.param<double>("eps"));
  c.compare("y", y);
}

void run_rms_norm(Check& c) {
  const Tensor x = c.input("x"), gamma = c.input("gamma");
  const int N = x.dim(0), C = x.dim(1);
  if (gamma.data.size() != static_cast<std::size_t>(C))
    throw std::runtime_error("gamma must have d entries");
  std::vector<double> y(x.data.size()), rstd(N);
  rmsnorm_forward<double>(y.data(), rstd.data(), x.data.data(), gamma.data.data(), N, C,
                          c.param<double>("eps"));
  c.compare("y", y);
}

void run_sdpa(Check& c) {
  const Tensor q = c.input("q"), k = c.input("k"), v = c.input("v");
  const int Tq = q.dim(0), dk = q.dim(1), Tk = k.dim(0), dv = v.dim(1);
  if (k.dim(1) != dk || v.dim(0) != Tk)
    throw std::runtime_error("q, k and v shapes do not fit together");
  std::vector<double> out(static_cast<std::size_t>(Tq) * dv),
      weights(static_cast<std::size_t>(Tq) * Tk);
  sdpa_forward<double>(out.data(), weights.data(), q.data.data(), k.data.data(), v.data.data(), Tq,
                       Tk, dk, dv, c.param<bool>("causal"));
  c.compare("out", out);
  c.compare("weights", weights);
}

void run_cross_entropy(Check& c) {
  const Tensor logits = c.input("logits");
  const std::vector<int> targets = c.input("targets").ints();
  const int N = logits.dim(0), V = logits.dim(1);
  if (static_cast<int>(targets.size()) != N)
    throw std::runtime_error("targets must have one entry per row of logits");
  std::vector<double> probs(logits.data.size()), dlogits(logits.data.size(), 0.0);
  const double loss =
      cross_entropy_forward<double>(probs.data(), logits.data.data(), targets.data(), N, V);
  cross_entropy_backward<double>(dlogits.data(), probs.data(), targets.data(), N, V);
  c.compare_scalar("loss", loss);
  c.compare("dlogits", dlogits);
}

void run_byte_tokenize(Check& c) {
  const std::vector<int> ids = byte_encode(c.param<std::string>("text"));
  std::vector<double> got(ids.begin(), ids.end());
  c.compare("ids", got);
}

MatrixD input_matrix(const Check& c, const std::string& name) {
  const Tensor x = c.input(name);
  MatrixD m(x.dim(0), x.dim(1));
  std::copy(x.data.begin(), x.data.end(), m.data());
  return m;
}

void run_cosine_similarity(Check& c) {
  const MatrixD sim = cosine_similarity<double>(input_matrix(c, "x"));
  c.compare("sim", sim.data(), static_cast<std::size_t>(sim.size()));
}

void run_pca(Check& c) {
  const int k = c.param<int>("k");
  PcaResult<double> pca = elab::pca<double>(input_matrix(c, "x"), k);
  // Each component may come out negated; align its sign with the expected one, as FORMAT.md allows.
  const Tensor want = c.expected("components");
  for (int i = 0; i < k && i < pca.components.rows(); ++i) {
    double dot = 0;
    for (int j = 0; j < pca.components.cols(); ++j)
      dot +=
          pca.components(i, j) * want.data[static_cast<std::size_t>(i) * pca.components.cols() + j];
    if (dot < 0) {
      pca.components.row(i) *= -1;
      pca.projection.col(i) *= -1;
    }
  }
  c.compare("explained_variance", pca.explained_variance.data(),
            static_cast<std::size_t>(pca.explained_variance.size()));
  c.compare("explained_variance_ratio", pca.explained_variance_ratio.data(),
            static_cast<std::size_t>(pca.explained_variance_ratio.size()));
  c.compare("components", pca.components.data(), static_cast<std::size_t>(pca.components.size()));
  c.compare("projection", pca.projection.data(), static_cast<std::size_t>(pca.projection.size()));
}

void run_adam(Check& c) {
  const Tensor param = c.input("param"), grads = c.input("grads");
  const int steps = grads.dim(0), n = grads.dim(1);
  if (static_cast<int>(param.data.size()) != n)
    throw std::runtime_error("grads must have one column per parameter");
  AdamConfig config;
  config.lr = c.param<double>("lr");
  config.beta1 = c.param<double>("beta1", 0.9);
  config.beta2 = c.param<double>("beta2", 0.999);
  config.eps = c.param<double>("eps", 1e-8);
  config.weight_decay = c.param<double>("weight_decay", 0.0);
  Adam<double> adam(static_cast<std::size_t>(n), config);
  std::vector<double> p = param.data, history;
  for (int s = 0; s < steps; ++s) {
    std::vector<double> g(grads.data.begin() + static_cast<std::ptrdiff_t>(s) * n,
                          grads.data.begin() + static_cast<std::ptrdiff_t>(s + 1) * n);
    adam.step(p.data(), g.data());
    history.insert(history.end(), p.begin(), p.end());
  }
  c.compare("params", history);
}

// Loads every input tensor of the case that names a model parameter.
void load_params(const Check& c, Model<double>& model) {
  for (const auto& info : model.layout()) {
    const Tensor t = c.input(info.name);
    model.set_param(info.name, t.shape, t.data.data());
  }
}

void run_char_predictor_grad(Check& c) {
  const Tensor tok = c.input("tok"), pos = c.input("pos");
  SeedPredictor<double> model(tok.dim(0), tok.dim(1), pos.dim(0));
  load_params(c, model);
  const Tensor ids = c.input("ids"), targets = c.input("targets");
  const double loss = model.forward_backward(ids.ints().data(), targets.ints().data(), ids.dim(0),
                                             ids.dim(1), true);
  c.compare_scalar("loss", loss);
  for (const auto& info : model.layout())
    c.compare("d" + info.name, model.grad(info.name), info.size);
}

void run_char_predictor_train(Check& c) {
  const Tensor tok = c.input("tok"), pos = c.input("pos");
  SeedPredictor<double> model(tok.dim(0), tok.dim(1), pos.dim(0));
  load_params(c, model);
  const Tensor xs = c.input("batches_x"), ys = c.input("batches_y");
  const int S = xs.dim(0), B = xs.dim(1), T = xs.dim(2);
  const int steps = c.param<int>("steps", S);
  if (steps > S) throw std::runtime_error("fewer batches than steps");
  AdamConfig config;
  config.lr = c.param<double>("lr");
  Adam<double> adam(model.size(), config);
  const std::vector<int> x = xs.ints(), y = ys.ints();
  std::vector<double> losses;
  for (int s = 0; s < steps; ++s) {
    const std::size_t offset = static_cast<std::size_t>(s) * B * T;
    losses.push_back(model.forward_backward(x.data() + offset, y.data() + offset, B, T, true));
    adam.step(model.params(), model.grads());
  }
  c.compare("losses", losses);
}

void run_tiny_gpt_grad(Check& c) {
  TinyGptConfig config;
  config.vocab = c.param<int>("vocab");
  config.d_model = c.param<int>("d_model");
  config.n_layer = c.param<int>("n_layer");
  config.n_head = c.param<int>("n_head");
  config.max_len = c.param<int>("max_len");
  config.pe = parse_pe(c.param<std::string>("pe"));
  config.norm = parse_norm(c.param<std::string>("norm"));
  TinyGPT<double> model(config);
  load_params(c, model);
  const Tensor ids = c.input("ids"), targets = c.input("targets");
  const int B = ids.dim(0), T = ids.dim(1);
  const double loss = model.forward_backward(ids.ints().data(), targets.ints().data(), B, T, true);
  c.compare_scalar("loss", loss);
  c.compare("logits", model.logits(), static_cast<std::size_t>(B) * T * config.vocab);
  for (const auto& info : model.layout())
    c.compare("d" + info.name, model.grad(info.name), info.size);
}

// ---- byte-level BPE (format version 2) ----------------------------------------------------------
// Every shape is checked here before the core sees it: a crafted file gets a reason, not a crash.

std::vector<BpePair> merge_pairs(const Tensor& merges, const std::string& what) {
  if (merges.shape.size() != 2 || merges.shape[1] != 2)
    throw std::runtime_error(what + " must have shape (K, 2)");
  const std::vector<int> flat = merges.ints();
  std::vector<BpePair> out;
  for (std::size_t i = 0; i + 1 < flat.size(); i += 2) out.push_back(BpePair{flat[i], flat[i + 1]});
  return out;
}

std::vector<int> expected_ids(const Check& c, const std::string& name) {
  const Tensor t = c.expected(name);
  if (t.shape.size() != 1) throw std::runtime_error("expected '" + name + "' must be a list (K)");
  return t.ints();
}

void compare_ints(Check& c, const std::string& name, const std::vector<int>& got) {
  const std::vector<double> as_double(got.begin(), got.end());
  c.compare(name, as_double);
}

void run_bpe_train(Check& c) {
  const int num_merges = c.param<int>("num_merges");
  if (num_merges < 0 || num_merges > kBpeMaxMerges)
    throw std::runtime_error("num_merges must be between 0 and " + std::to_string(kBpeMaxMerges));
  const BpeTraining trained = bpe_train(c.param<std::string>("text"), num_merges);
  const std::vector<BpePair> want = merge_pairs(c.expected("merges"), "expected 'merges'");
  expected_ids(c, "ids");
  expected_ids(c, "counts");
  std::vector<int> flat;
  for (const BpePair& m : trained.merges) {
    flat.push_back(m.left);
    flat.push_back(m.right);
  }
  if (trained.merges.size() != want.size())
    c.fail_with("made " + std::to_string(trained.merges.size()) + " merges, expected " +
                std::to_string(want.size()));
  compare_ints(c, "merges", flat);
  compare_ints(c, "ids", trained.ids);
  compare_ints(c, "counts", trained.counts);
}

void run_bpe_encode(Check& c) {
  const std::vector<BpePair> merges = merge_pairs(c.input("merges"), "input 'merges'");
  expected_ids(c, "ids");
  compare_ints(c, "ids", bpe_encode(c.param<std::string>("text"), merges));
}

const std::map<std::string, std::function<void(Check&)>>& ops() {
  static const std::map<std::string, std::function<void(Check&)>> table = {
      {"sinusoidal_pe", run_sinusoidal_pe},
      {"pe_wavelengths", run_pe_wavelengths},
      {"rope", run_rope},
      {"layer_norm", run_layer_norm},
      {"rms_norm", run_rms_norm},
      {"sdpa", run_sdpa},
      {"cross_entropy", run_cross_entropy},
      {"byte_tokenize", run_byte_tokenize},
      {"cosine_similarity", run_cosine_similarity},
      {"pca", run_pca},
      {"adam", run_adam},
      {"char_predictor_grad", run_char_predictor_grad},
      {"char_predictor_train", run_char_predictor_train},
      {"tiny_gpt_grad", run_tiny_gpt_grad},
      {"bpe_train", run_bpe_train},
      {"bpe_encode", run_bpe_encode},
  };
  return table;
}

// Why a case of format version 2 cannot run in this build yet, or "" when it can (or is not
// such a case). Its ops are the long-context work's: registering them in ops() and teaching
// parse_pe "alibi" turns these cases into real checks.
std::string pending_reason(const json& c, const std::string& op) {
  if ((op == "rope_scaled" || op == "alibi") && !ops().count(op))
    return "op '" + op + "' (format version 2, long-context positions) is not in this build yet";
  if (op == "tiny_gpt_grad" && c.contains("params") && c.at("params").is_object() &&
      c.at("params").contains("pe") && c.at("params").at("pe") == "alibi") {
    try {
      parse_pe("alibi");
    } catch (const std::exception&) {
      return "TinyGPT with pe 'alibi' (format version 2) is not in this build yet";
    }
  }
  return "";
}

}  // namespace

std::vector<std::string> known_reference_ops() {
  std::vector<std::string> names;
  for (const auto& entry : ops()) names.push_back(entry.first);
  return names;
}

std::vector<CaseResult> run_reference_cases(const std::string& json_text) {
  const json file = json::parse(json_text, nullptr, /*allow_exceptions=*/false);
  if (file.is_discarded()) throw std::runtime_error("the file is not valid JSON");
  if (!file.is_object() || !file.contains("cases") || !file.at("cases").is_array())
    throw std::runtime_error("the file has no \"cases\" list: it is not a reference file");
  if (file.contains("format") && file.at("format") != "embedding-lab-reference")
    throw std::runtime_error("the file's format is not embedding-lab-reference");

  std::vector<CaseResult> results;
  for (const json& c : file.at("cases")) {
    CaseResult result;
    try {
      result.name = c.value("name", std::string("(unnamed)"));
      result.op = c.value("op", std::string("(no op)"));
      const auto op = ops().find(result.op);
      const std::string pending = pending_reason(c, result.op);
      if (!pending.empty()) {
        result.pending = true;
        result.reason = pending;
      } else if (op == ops().end()) {
        std::string known;
        for (const auto& name : known_reference_ops()) known += (known.empty() ? "" : ", ") + name;
        result.reason = "unknown op '" + result.op + "' (this build knows: " + known + ")";
      } else {
        Check check(c);
        op->second(check);
        result.max_error = check.max_error();
        result.reason = check.reason();
        result.pass = result.reason.empty();
      }
    } catch (const std::exception& e) {
      result.pass = false;
      result.reason = e.what();
    }
    results.push_back(result);
  }
  return results;
}

}  // namespace elab::cli
