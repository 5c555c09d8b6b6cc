// A TinyGPT's shape as the page names it ({ dModel, layers, heads, maxLen, pe, norm }), read in one
// place for the training lab (TrainerConfig) and the model lessons (TinyGptConfig): a missing
// field keeps the config's own default, a given one is checked against kTrainerLimits, the one
// table of TinyGPT limits (a lesson opens any model the lab may train).
#pragma once

#include <emscripten/val.h>

#include <string>

#include "bindings/marshal.hpp"
#include "core/errors.hpp"
#include "core/model/tiny_gpt.hpp"
#include "core/model/trainer.hpp"

namespace elab::bindings {

// A setting's whole number, checked against the core's range for it.
inline int sized_field(const emscripten::val& settings, const char* field, const char* name,
                       int fallback, SettingRange range) {
  return checked_size(number_field(settings, field, fallback), name, range.min, range.max);
}

// Config: TrainerConfig or TinyGptConfig, whose shape fields share their names.
template <typename Config>
Config read_model_shape(const emscripten::val& settings, Config c = {}) {
  if (settings.typeOf().as<std::string>() != "object" || settings.isNull())
    fail("the model settings must be an object");
  const TrainerLimits& limits = kTrainerLimits;
  c.d_model = sized_field(settings, "dModel", "d_model", c.d_model, limits.d_model);
  c.n_layer = sized_field(settings, "layers", "layers", c.n_layer, limits.n_layer);
  c.n_head = sized_field(settings, "heads", "heads", c.n_head, limits.n_head);
  c.max_len = sized_field(settings, "maxLen", "max_len", c.max_len, limits.max_len);
  c.pe = parse_pe(string_field(settings, "pe", to_string(c.pe)));
  c.norm = parse_norm(string_field(settings, "norm", to_string(c.norm)));
  return c;
}

}  // namespace elab::bindings
