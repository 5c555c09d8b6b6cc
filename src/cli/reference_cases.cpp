#include "cli/reference_cases.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>

#include "core/data/analysis.hpp"
#include "core/data/tokenizer.hpp"
#include "core/data/tolerance.hpp"
#include "core/errors.hpp"
#include "core/kernels/alibi.hpp"
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

// ---- Validation: every op declares the shapes it reads, and nothing runs until they hold ------
//
// A case is untrusted input: `verify` runs any file, and a shape that disagrees with its data or
// with the op would send a kernel past the end of a buffer. So each op in ops() declares its
// integer parameters, input tensors and expected tensors with named dimensions ("N", "C", ...).
// A name binds to the first size it meets (integer parameters first, then inputs, then the model's
// parameters, then expected values) and every later use must agree. Element counts are multiplied
// with an overflow check against kMaxValues, every dimension must be at least 1 unless the op
// allows 0, and id tensors are checked against the dimension they index. Only then does the op's
// run function see the case, through accessors that return already-checked values.

// The most values one tensor of a case may hold (the largest fixture tensor has about 4,000).
constexpr long long kMaxValues = 1LL << 26;
constexpr std::size_t kMaxRank = 8;

struct Tensor {
  std::vector<int> shape;
  std::vector<double> data;
};

// The shortest text that reads back as value ("2.7", "10000000000"), for messages about what a
// file holds.
std::string shortest(double value) {
  char text[400];
  if (value == std::floor(value) && std::fabs(value) < 1e300) {  // 10000000000, not 1e+10
    std::snprintf(text, sizeof text, "%.0f", value);
    return text;
  }
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof text, "%.*g", digits, value);
    if (std::strtod(text, nullptr) == value) break;
  }
  return text;
}

// A whole number in [lo, hi] from JSON: 2.0 is 2; 2.7, 1e10 and NaN are refused, never truncated
// or converted out of range (undefined behaviour).
int whole_number(const json& j, const std::string& what, long long lo, long long hi) {
  if (!j.is_number()) throw std::runtime_error(what + " must be a whole number");
  const double v = j.get<double>();
  if (v != std::floor(v))
    throw std::runtime_error(what + " must be a whole number (got " + shortest(v) + ")");
  if (!(v >= static_cast<double>(lo) && v <= static_cast<double>(hi)))
    throw std::runtime_error(what + " must be between " + std::to_string(lo) + " and " +
                             std::to_string(hi) + " (got " + shortest(v) + ")");
  return static_cast<int>(v);
}

std::string describe_dims(const std::vector<std::string>& dims) {
  std::string out = "(";
  for (std::size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + dims[i];
  return out + ")";
}

Tensor read_tensor(const json& j, const std::string& what) {
  if (!j.is_object() || !j.contains("shape") || !j.contains("data"))
    throw std::runtime_error(what + " must be an object with shape and data");
  const json& shape = j.at("shape");
  const json& data = j.at("data");
  if (!shape.is_array() || shape.size() > kMaxRank)
    throw std::runtime_error(what + "'s shape must be a list of at most " +
                             std::to_string(kMaxRank) + " whole numbers");
  Tensor t;
  for (std::size_t i = 0; i < shape.size(); ++i)
    t.shape.push_back(
        whole_number(shape[i], what + " dimension " + std::to_string(i), 0, kMaxValues));
  // The product can wrap (65536^4 is 2^64, which counts 0): multiply with a check at each step.
  long long count = 1;
  for (const int size : t.shape) {
    if (size > 0 && count > kMaxValues / size)
      throw std::runtime_error(what + " has shape " + describe_shape(t.shape) + ": more than " +
                               std::to_string(kMaxValues) + " values");
    count *= size;
  }
  if (!data.is_array()) throw std::runtime_error(what + "'s data must be a list of numbers");
  if (static_cast<long long>(data.size()) != count)
    throw std::runtime_error(what + " has shape " + describe_shape(t.shape) + " of " +
                             std::to_string(count) + " values but " + std::to_string(data.size()) +
                             " in data");
  t.data.reserve(data.size());
  for (const json& v : data) {
    if (!v.is_number())
      throw std::runtime_error(what + "'s data must hold only numbers (got a " +
                               std::string(v.type_name()) + ")");
    t.data.push_back(v.get<double>());
  }
  return t;
}

// A tensor an op reads: its name and shape as dimension names ({} for a scalar).
struct TensorSpec {
  std::string name;
  std::vector<std::string> dims;
  std::string ids_below = {};  // when set: whole numbers in [0, size of this dimension)
};

// An integer parameter in [lo, hi]; it binds the dimension of the same name.
struct IntSpec {
  std::string name;
  int lo, hi;
  bool required = true;
};

class Check;

// What an op reads and how it runs. Adding an op is one entry in ops(): declare every tensor it
// reads, and its run function may then trust their shapes.
struct OpSpec {
  void (*run)(Check&) = nullptr;
  std::vector<IntSpec> ints;
  std::vector<TensorSpec> inputs;
  std::vector<TensorSpec> expected;
  // Model ops: builds the model from what is bound so far. Each of its parameters is then a
  // required input of exactly its layout shape, and with expect_grads its gradient "d" + name a
  // required expected value of the same shape.
  std::unique_ptr<Model<double>> (*model)(const Check&) = nullptr;
  bool expect_grads = false;
  std::set<std::string> may_be_zero = {};  // dimensions that may be 0 (others must be at least 1)
};

// One case being checked: validation against its op's spec, checked accessors for the run
// function, and a running comparison against "expected".
class Check {
 public:
  Check(const json& c, const OpSpec& spec) : m_case(c) {
    if (!c.contains("tol") || !c.at("tol").is_object())
      throw std::runtime_error("the case has no tol object with abs and rel");
    m_tol.abs = number_in(c.at("tol"), "abs", "tol");
    m_tol.rel = number_in(c.at("tol"), "rel", "tol");
    validate(spec);
  }

  // A dimension bound by the spec (an integer parameter is one too).
  int dim(const std::string& name) const {
    const auto it = m_dims.find(name);
    if (it == m_dims.end()) throw std::logic_error("dimension '" + name + "' is not declared");
    return it->second;
  }
  bool has_dim(const std::string& name) const { return m_dims.count(name) > 0; }
  const Tensor& input(const std::string& name) const {
    const auto it = m_inputs.find(name);
    if (it == m_inputs.end()) throw std::logic_error("input '" + name + "' is not declared");
    return it->second;
  }
  // An id tensor's values as ints (validated as whole numbers in range).
  std::vector<int> ids(const std::string& name) const {
    const Tensor& t = input(name);
    return std::vector<int>(t.data.begin(), t.data.end());
  }
  Model<double>& model() const { return *m_model; }

  double number(const std::string& name, double fallback) const {
    const json& p = params();
    return p.contains(name) ? number_in(p, name, "param") : fallback;
  }
  double number(const std::string& name) const { return number_in(params(), name, "param"); }
  bool flag(const std::string& name) const {
    const json& v = param(name);
    if (!v.is_boolean()) throw std::runtime_error("param '" + name + "' must be true or false");
    return v.get<bool>();
  }
  std::string text(const std::string& name) const {
    const json& v = param(name);
    if (!v.is_string()) throw std::runtime_error("param '" + name + "' must be a string");
    return v.get<std::string>();
  }

  // Compares got (row-major, count values) with expected[name]; the count must match the
  // validated expected shape.
  template <typename T>
  void compare(const std::string& name, const T* got, std::size_t count) {
    const Tensor& want = expected(name);
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
  const Tensor& expected(const std::string& name) const {
    const auto it = m_expected.find(name);
    if (it == m_expected.end()) throw std::logic_error("expected '" + name + "' is not declared");
    return it->second;
  }

  void fail_with(const std::string& reason) {
    if (m_reason.empty()) m_reason = reason;
  }
  double max_error() const { return m_max_error; }
  const std::string& reason() const { return m_reason; }

 private:
  static double number_in(const json& section, const std::string& name, const std::string& kind) {
    if (!section.contains(name)) throw std::runtime_error(kind + " '" + name + "' is missing");
    const json& v = section.at(name);
    if (!v.is_number()) throw std::runtime_error(kind + " '" + name + "' must be a number");
    return v.get<double>();
  }
  // inputs, params or expected: absent counts as empty; anything but an object is refused.
  const json& section(const char* name) const {
    static const json empty = json::object();
    if (!m_case.contains(name)) return empty;
    const json& s = m_case.at(name);
    if (!s.is_object()) throw std::runtime_error(std::string(name) + " must be an object");
    return s;
  }
  const json& params() const { return section("params"); }
  const json& param(const std::string& name) const {
    if (!params().contains(name)) throw std::runtime_error("param '" + name + "' is missing");
    return params().at(name);
  }

  void bind(const std::string& dim, int size, const std::string& where) {
    const auto [it, fresh] = m_dims.emplace(dim, size);
    if (!fresh && it->second != size)
      throw std::runtime_error(where + " has " + dim + " = " + std::to_string(size) +
                               ", but elsewhere in the case " + dim + " = " +
                               std::to_string(it->second));
  }

  Tensor read_declared(const json& section, const std::string& kind, const std::string& name,
                       const std::vector<std::string>& dims, const OpSpec& spec) {
    const std::string what = kind + " '" + name + "'";
    if (!section.contains(name)) throw std::runtime_error(what + " is missing");
    Tensor t = read_tensor(section.at(name), what);
    if (t.shape.size() != dims.size())
      throw std::runtime_error(what + " must have shape " + describe_dims(dims) + " (got " +
                               describe_shape(t.shape) + ")");
    for (std::size_t i = 0; i < dims.size(); ++i) {
      if (t.shape[i] == 0 && spec.may_be_zero.count(dims[i]) == 0)
        throw std::runtime_error(what + " has shape " + describe_shape(t.shape) + ": " + dims[i] +
                                 " must be at least 1");
      bind(dims[i], t.shape[i], what);
    }
    return t;
  }

  // Reads a model parameter (or its gradient) that must have exactly the layout's shape.
  Tensor read_exact(const json& section, const std::string& kind, const std::string& name,
                    const std::vector<int>& shape) {
    const std::string what = kind + " '" + name + "'";
    if (!section.contains(name)) throw std::runtime_error(what + " is missing");
    Tensor t = read_tensor(section.at(name), what);
    if (t.shape != shape)
      throw std::runtime_error(what + " must have shape " + describe_shape(shape) +
                               " for this model (got " + describe_shape(t.shape) + ")");
    return t;
  }

  void validate(const OpSpec& spec) {
    for (const IntSpec& p : spec.ints) {
      if (!params().contains(p.name)) {
        if (p.required) throw std::runtime_error("param '" + p.name + "' is missing");
        continue;
      }
      bind(p.name, whole_number(params().at(p.name), "param '" + p.name + "'", p.lo, p.hi),
           "param '" + p.name + "'");
    }
    for (const TensorSpec& t : spec.inputs)
      m_inputs[t.name] = read_declared(section("inputs"), "input", t.name, t.dims, spec);
    if (spec.model != nullptr) {
      m_model = spec.model(*this);
      for (const ParamInfo& info : m_model->layout()) {
        m_inputs[info.name] = read_exact(section("inputs"), "input", info.name, info.shape);
        if (spec.expect_grads)
          m_expected["d" + info.name] =
              read_exact(section("expected"), "expected", "d" + info.name, info.shape);
      }
    }
    for (const TensorSpec& t : spec.expected)
      m_expected[t.name] = read_declared(section("expected"), "expected", t.name, t.dims, spec);
    for (const TensorSpec& t : spec.inputs) {
      if (t.ids_below.empty()) continue;
      const int limit = dim(t.ids_below);
      const std::vector<double>& values = m_inputs.at(t.name).data;
      for (std::size_t i = 0; i < values.size(); ++i)
        if (!(values[i] >= 0 && values[i] < limit && values[i] == std::floor(values[i])))
          throw std::runtime_error("input '" + t.name + "'[" + std::to_string(i) + "] is " +
                                   describe(values[i]) + ": ids must be whole numbers in [0, " +
                                   std::to_string(limit) + ")");
    }
    if (m_model != nullptr)
      for (const ParamInfo& info : m_model->layout())
        m_model->set_param(info.name, info.shape, m_inputs.at(info.name).data.data());
  }

  void record(const std::string& name, double got, double want, std::size_t index) {
    const double error = std::fabs(got - want);
    if (!(error <= m_max_error))
      m_max_error = std::isnan(error) ? INFINITY : std::max(m_max_error, error);
    if (!within_tolerance(got, want, m_tol) && m_reason.empty())
      m_reason = name + "[" + std::to_string(index) + "] is " + describe(got) + ", expected " +
                 describe(want);
  }

  const json& m_case;
  Tolerance m_tol;
  std::map<std::string, int> m_dims;
  std::map<std::string, Tensor> m_inputs, m_expected;
  std::unique_ptr<Model<double>> m_model;
  double m_max_error = 0;
  std::string m_reason;
};

// ---- The ops: each run function reads only what its spec in ops() declared --------------------

void run_sinusoidal_pe(Check& c) {
  const MatrixD pe =
      sinusoidal_pe<double>(c.dim("max_len"), c.dim("d_model"), c.number("base", 10000.0));
  c.compare("pe", pe.data(), static_cast<std::size_t>(pe.size()));
}

void run_pe_wavelengths(Check& c) {
  c.compare("wavelengths", pe_wavelengths<double>(c.dim("d_model"), c.number("base", 10000.0)));
}

void run_rope(Check& c) {
  const Tensor &x = c.input("x"), &positions = c.input("positions");
  std::vector<double> y(x.data.size());
  rope_forward<double>(y.data(), x.data.data(), positions.data.data(), c.dim("T"), c.dim("d"),
                       c.number("base", 10000.0));
  c.compare("y", y);
}

void run_layer_norm(Check& c) {
  const Tensor &x = c.input("x"), &gamma = c.input("gamma"), &beta = c.input("beta");
  const int N = c.dim("N"), C = c.dim("C");
  std::vector<double> y(x.data.size()), mean(N), rstd(N);
  layernorm_forward<double>(y.data(), mean.data(), rstd.data(), x.data.data(), gamma.data.data(),
                            beta.data.data(), N, C, c.number("eps"));
  c.compare("y", y);
}

void run_rms_norm(Check& c) {
  const Tensor &x = c.input("x"), &gamma = c.input("gamma");
  const int N = c.dim("N"), C = c.dim("C");
  std::vector<double> y(x.data.size()), rstd(N);
  rmsnorm_forward<double>(y.data(), rstd.data(), x.data.data(), gamma.data.data(), N, C,
                          c.number("eps"));
  c.compare("y", y);
}

void run_sdpa(Check& c) {
  const int Tq = c.dim("Tq"), Tk = c.dim("Tk"), dk = c.dim("dk"), dv = c.dim("dv");
  std::vector<double> out(static_cast<std::size_t>(Tq) * dv),
      weights(static_cast<std::size_t>(Tq) * Tk);
  sdpa_forward<double>(out.data(), weights.data(), c.input("q").data.data(),
                       c.input("k").data.data(), c.input("v").data.data(), Tq, Tk, dk, dv,
                       c.flag("causal"));
  c.compare("out", out);
  c.compare("weights", weights);
}

void run_cross_entropy(Check& c) {
  const Tensor& logits = c.input("logits");
  const std::vector<int> targets = c.ids("targets");
  const int N = c.dim("N"), V = c.dim("V");
  std::vector<double> probs(logits.data.size()), dlogits(logits.data.size(), 0.0);
  const double loss =
      cross_entropy_forward<double>(probs.data(), logits.data.data(), targets.data(), N, V);
  cross_entropy_backward<double>(dlogits.data(), probs.data(), targets.data(), N, V);
  c.compare_scalar("loss", loss);
  c.compare("dlogits", dlogits);
}

void run_byte_tokenize(Check& c) {
  const std::vector<int> ids = byte_encode(c.text("text"));
  c.compare("ids", std::vector<double>(ids.begin(), ids.end()));
}

MatrixD input_matrix(const Check& c, const std::string& name, const char* rows, const char* cols) {
  MatrixD m(c.dim(rows), c.dim(cols));
  std::copy(c.input(name).data.begin(), c.input(name).data.end(), m.data());
  return m;
}

void run_cosine_similarity(Check& c) {
  const MatrixD sim = cosine_similarity<double>(input_matrix(c, "x", "N", "D"));
  c.compare("sim", sim.data(), static_cast<std::size_t>(sim.size()));
}

void run_pca(Check& c) {
  const int k = c.dim("k"), D = c.dim("D");
  PcaResult<double> pca = elab::pca<double>(input_matrix(c, "x", "N", "D"), k);
  // Each component may come out negated; align its sign with the expected one, as FORMAT.md allows.
  // The expected components are (k, D) by the spec, and so are the computed ones.
  const Tensor& want = c.expected("components");
  for (int i = 0; i < k; ++i) {
    double dot = 0;
    for (int j = 0; j < D; ++j)
      dot += pca.components(i, j) * want.data[static_cast<std::size_t>(i) * D + j];
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
  const Tensor &param = c.input("param"), &grads = c.input("grads");
  const int steps = c.dim("S"), n = c.dim("n");
  AdamConfig config;
  config.lr = c.number("lr");
  config.beta1 = c.number("beta1", 0.9);
  config.beta2 = c.number("beta2", 0.999);
  config.eps = c.number("eps", 1e-8);
  config.weight_decay = c.number("weight_decay", 0.0);
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

std::unique_ptr<Model<double>> make_char_predictor(const Check& c) {
  return std::make_unique<SeedPredictor<double>>(c.dim("V"), c.dim("C"), c.dim("P"));
}

std::unique_ptr<Model<double>> make_tiny_gpt(const Check& c) {
  TinyGptConfig config;
  config.vocab = c.dim("vocab");
  config.d_model = c.dim("d_model");
  config.n_layer = c.dim("n_layer");
  config.n_head = c.dim("n_head");
  config.max_len = c.dim("max_len");
  config.pe = parse_pe(c.text("pe"));
  config.norm = parse_norm(c.text("norm"));
  return std::make_unique<TinyGPT<double>>(config);
}

void run_char_predictor_grad(Check& c) {
  Model<double>& model = c.model();
  const double loss = model.forward_backward(c.ids("ids").data(), c.ids("targets").data(),
                                             c.dim("B"), c.dim("T"), true);
  c.compare_scalar("loss", loss);
  for (const auto& info : model.layout())
    c.compare("d" + info.name, model.grad(info.name), info.size);
}

void run_char_predictor_train(Check& c) {
  Model<double>& model = c.model();
  const int S = c.dim("S"), B = c.dim("B"), T = c.dim("T"), steps = c.dim("steps");
  if (steps > S)
    throw std::runtime_error("param 'steps' is " + std::to_string(steps) + ", but batches_x has " +
                             std::to_string(S) + " batches");
  AdamConfig config;
  config.lr = c.number("lr");
  Adam<double> adam(model.size(), config);
  const std::vector<int> x = c.ids("batches_x"), y = c.ids("batches_y");
  std::vector<double> losses;
  for (int s = 0; s < steps; ++s) {
    const std::size_t offset = static_cast<std::size_t>(s) * B * T;
    losses.push_back(model.forward_backward(x.data() + offset, y.data() + offset, B, T, true));
    adam.step(model.params(), model.grads());
  }
  c.compare("losses", losses);
}

void run_tiny_gpt_grad(Check& c) {
  Model<double>& model = c.model();
  const int B = c.dim("B"), T = c.dim("T");
  const double loss =
      model.forward_backward(c.ids("ids").data(), c.ids("targets").data(), B, T, true);
  c.compare_scalar("loss", loss);
  c.compare("logits", model.logits(), static_cast<std::size_t>(B) * T * c.dim("vocab"));
  for (const auto& info : model.layout())
    c.compare("d" + info.name, model.grad(info.name), info.size);
}

// ---- long context (version 2): ALiBi and RoPE scaling

void run_rope_scaled(Check& c) {
  const Tensor &x = c.input("x"), &positions = c.input("positions");
  std::vector<double> y(x.data.size());
  rope_scaled_forward<double>(y.data(), x.data.data(), positions.data.data(), c.dim("T"),
                              c.dim("d"), c.number("base", 10000.0), c.number("scale"),
                              parse_rope_scaling(c.text("method")));
  c.compare("y", y);
}

void run_alibi(Check& c) {
  const int H = c.dim("n_head"), T = c.dim("T");
  c.compare("slopes", alibi_slopes(H));
  c.compare("bias", alibi_bias(H, T));
}

const std::map<std::string, OpSpec>& ops() {
  // Sizes an integer parameter may take: up to the core's own limits, and the largest a model
  // built only to be checked against a file should allocate.
  constexpr int kMaxDim = 1 << 16;
  static const std::map<std::string, OpSpec> table = {
      {"sinusoidal_pe",
       {run_sinusoidal_pe,
        {{"max_len", 1, kMaxDim}, {"d_model", 1, kMaxDim}},
        {},
        {{"pe", {"max_len", "d_model"}}}}},
      {"pe_wavelengths",
       {run_pe_wavelengths, {{"d_model", 1, kMaxDim}}, {}, {{"wavelengths", {"half"}}}}},
      {"rope", {run_rope, {}, {{"x", {"T", "d"}}, {"positions", {"T"}}}, {{"y", {"T", "d"}}}}},
      {"layer_norm",
       {run_layer_norm,
        {},
        {{"x", {"N", "C"}}, {"gamma", {"C"}}, {"beta", {"C"}}},
        {{"y", {"N", "C"}}}}},
      {"rms_norm", {run_rms_norm, {}, {{"x", {"N", "C"}}, {"gamma", {"C"}}}, {{"y", {"N", "C"}}}}},
      {"sdpa",
       {run_sdpa,
        {},
        {{"q", {"Tq", "dk"}}, {"k", {"Tk", "dk"}}, {"v", {"Tk", "dv"}}},
        {{"out", {"Tq", "dv"}}, {"weights", {"Tq", "Tk"}}}}},
      {"cross_entropy",
       {run_cross_entropy,
        {},
        {{"logits", {"N", "V"}}, {"targets", {"N"}, "V"}},
        {{"loss", {}}, {"dlogits", {"N", "V"}}}}},
      {"byte_tokenize", {run_byte_tokenize, {}, {}, {{"ids", {"n"}}}, nullptr, false, {"n"}}},
      {"cosine_similarity",
       {run_cosine_similarity, {}, {{"x", {"N", "D"}}}, {{"sim", {"N", "N"}}}}},
      {"pca",
       {run_pca,
        {{"k", 1, kMaxDim}},
        {{"x", {"N", "D"}}},
        {{"explained_variance", {"k"}},
         {"explained_variance_ratio", {"k"}},
         {"components", {"k", "D"}},
         {"projection", {"N", "k"}}}}},
      {"adam", {run_adam, {}, {{"param", {"n"}}, {"grads", {"S", "n"}}}, {{"params", {"S", "n"}}}}},
      {"char_predictor_grad",
       {run_char_predictor_grad,
        {},
        {{"tok", {"V", "C"}},
         {"pos", {"P", "C"}},
         {"ids", {"B", "T"}, "V"},
         {"targets", {"B", "T"}, "V"}},
        {{"loss", {}}},
        make_char_predictor,
        true}},
      {"char_predictor_train",
       {run_char_predictor_train,
        {{"steps", 1, kMaxDim, false}},
        {{"tok", {"V", "C"}},
         {"pos", {"P", "C"}},
         {"batches_x", {"S", "B", "T"}, "V"},
         {"batches_y", {"S", "B", "T"}, "V"}},
        {{"losses", {"steps"}}},
        make_char_predictor}},
      {"tiny_gpt_grad",
       {run_tiny_gpt_grad,
        {{"vocab", 1, kMaxDim},
         {"d_model", 1, 4096},
         {"n_layer", 1, 64},
         {"n_head", 1, 4096},
         {"max_len", 1, kMaxDim}},
        {{"ids", {"B", "T"}, "vocab"}, {"targets", {"B", "T"}, "vocab"}},
        {{"loss", {}}, {"logits", {"B", "T", "vocab"}}},
        make_tiny_gpt,
        true}},
      {"rope_scaled",
       {run_rope_scaled, {}, {{"x", {"T", "d"}}, {"positions", {"T"}}}, {{"y", {"T", "d"}}}}},
      {"alibi",
       {run_alibi,
        {{"n_head", 1, 4096}, {"T", 1, 4096}},
        {},
        {{"slopes", {"n_head"}}, {"bias", {"n_head", "T", "T"}}}}},
  };
  return table;
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
      if (!c.is_object()) throw std::runtime_error("a case must be an object");
      result.name = c.value("name", std::string("(unnamed)"));
      result.op = c.value("op", std::string("(no op)"));
      const auto op = ops().find(result.op);
      if (op == ops().end()) {
        std::string known;
        for (const auto& name : known_reference_ops()) known += (known.empty() ? "" : ", ") + name;
        result.reason = "unknown op '" + result.op + "' (this build knows: " + known + ")";
      } else {
        Check check(c, op->second);
        op->second.run(check);
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
