// "Continue in a notebook": a trained model as a small PyTorch project a student can read and run.
// Files: model.py (the architecture written out with torch.nn, a loader, and a command line:
// --prompt TEXT [--json | --generate N]), weights.safetensors (the float32 weights under
// PyTorch's state_dict names, the model's settings in the metadata) and README.md. The CLI writes
// them to a folder; the page offers them as one zip. tests/cli/check_pytorch_export.py runs the
// script against `embedding-lab logits` for every model kind and positional encoding.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/data/weights_format.hpp"
#include "core/data/zip.hpp"

namespace elab {

// Fails for a model kind or tensor the exporter does not know, naming it.
std::vector<ArchiveFile> export_pytorch(const WeightsFile& weights);

// The same files inside one folder of a zip archive, from an Embedding Lab weights file's bytes.
constexpr const char* kPytorchExportFolder = "embedding-lab-model";
std::vector<std::uint8_t> export_pytorch_zip(const std::vector<std::uint8_t>& weights_bytes);

// The state_dict name model.py gives a tensor of the weights file ("0.qkv.W" ->
// "blocks.0.qkv.weight"); kind is "seed_predictor" or "tiny_gpt".
std::string pytorch_name(const std::string& kind, const std::string& name);

}  // namespace elab
