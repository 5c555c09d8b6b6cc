// "Continue in a notebook": the PyTorch export of a trained model as one zip, for the training
// lab's download (core/model/pytorch_export.hpp; the CLI writes the same files to a folder).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <vector>

#include "bindings/marshal.hpp"
#include "core/model/pytorch_export.hpp"

using namespace elab::bindings;

namespace {

val export_pytorch_zip(val weights_bytes) {
  return guarded([&] {
    const std::vector<std::uint8_t> zip = elab::export_pytorch_zip(
        emscripten::convertJSArrayToNumberVector<std::uint8_t>(weights_bytes));
    return val(emscripten::typed_memory_view(zip.size(), zip.data())).call<val>("slice");
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(export_pytorch) {
  emscripten::function("exportPytorchZip", &export_pytorch_zip);
}
