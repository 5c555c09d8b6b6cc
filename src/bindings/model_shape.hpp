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

// A setting's whole number under its page name, checked against the core's range for it; a
// message names it by its core name.
inline int sized_field(const emscripten::val& settings, SettingNames names, int fallback,
                       SettingRange range) {
  return checked_size(number_field(settings, names.page, fallback), names.core, range.min,
                      range.max);
}

// Config: TrainerConfig or TinyGptConfig, whose shape fields share their names.
template <typename Config>
Config read_model_shape(const emscripten::val& settings, Config c = {}) {
  if (settings.typeOf().as<std::string>() != "object" || settings.isNull())
    fail("the model settings must be an object");
  const TrainerLimits& limits = kTrainerLimits;
  const TrainerSettingNames& names = kTrainerNames;
  c.d_model = sized_field(settings, names.d_model, c.d_model, limits.d_model);
  c.n_layer = sized_field(settings, names.n_layer, c.n_layer, limits.n_layer);
  c.n_head = sized_field(settings, names.n_head, c.n_head, limits.n_head);
  c.max_len = sized_field(settings, names.max_len, c.max_len, limits.max_len);
  c.pe = parse_pe(string_field(settings, names.pe.page, to_string(c.pe)));
  c.norm = parse_norm(string_field(settings, names.norm.page, to_string(c.norm)));
  return c;
}

}  // namespace elab::bindings
