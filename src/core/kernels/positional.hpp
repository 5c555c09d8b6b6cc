// Positional encodings: the fixed sinusoidal table of "Attention Is All You Need".
#pragma once

#include <vector>

#include "core/matrix.hpp"

namespace elab {

// Sinusoidal positional encoding, (max_len, d_model), row-major:
//   PE[p, 2i]   = sin(p / base^(2i/d_model))
//   PE[p, 2i+1] = cos(p / base^(2i/d_model))
// Angles are formed in double for every T, so the float table is the double one rounded once.
// Throws InvalidArgument for max_len < 1, d_model < 2 or odd, base <= 1 or not finite, and for
// tables over kMaxMatrixElements.
template <typename T>
Matrix<T> sinusoidal_pe(int max_len, int d_model, double base = 10000.0);

// Wavelength of pair i (dimensions 2i and 2i+1), (d_model/2): 2*pi * base^(2i/d_model). A
// geometric progression from 2*pi (i = 0) towards 2*pi*base.
template <typename T>
std::vector<T> pe_wavelengths(int d_model, double base = 10000.0);

// Validation shared by every function that takes a positional-encoding base or d_model.
void check_pe_base(double base);
void check_even_d_model(int d_model);

}  // namespace elab
