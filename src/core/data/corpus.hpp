// The seeds' training text, and the bigram entropy that bounds what a next-byte model can learn
// from one byte of context.
#pragma once

#include <string_view>

namespace elab {

// The five-line Hamlet passage of the seed notebook (002), lines joined by '\n' and no newline
// after "heir to", exactly as its triple-quoted Python string holds it (312 bytes, ASCII).
std::string_view seed_passage();

// The notebook's train_text: seed_passage() * 10, concatenated with no separator, so the text
// runs "...heir toTo be or..." at each seam (3120 bytes).
std::string_view seed_corpus();

// Conditional entropy H(next byte | current byte) in nats over all adjacent byte pairs of text:
//   H = -sum_{a,b} p(a,b) log(p(a,b) / p(a)),  p(a,b) = count(a,b) / (n-1),  p(a) = sum_b p(a,b).
// The loss floor for a model that sees only the current byte (the seed corpus gives ~1.747).
// Needs at least 2 bytes.
double bigram_entropy_nats(std::string_view text);

}  // namespace elab
