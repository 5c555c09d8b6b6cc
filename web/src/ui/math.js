// Formulas typeset with KaTeX, bundled with the page (fonts included), never from a CDN.
import 'katex/dist/katex.min.css';
import katex from 'katex';

import { focusableWhenScrolling } from '../base/scroll-focus.js';

export { inMath, texWords } from './tex-words.js';

// texWords' one command: words of a right-to-left language set right to left inside a formula.
const trust = (context) => context.command === '\\htmlStyle';
// A letter KaTeX has no font for (Arabic inside texWords' \text{…}) is drawn in the page's font:
// not an error of the formula.
const strict = (code) => (code === 'unknownSymbol' ? 'ignore' : 'warn');

/**
 * Renders TeX into element; display: set in display style on its own centred line(s). Bad TeX
 * shows the source, not an error. Display math is typeset as \displaystyle in KaTeX's inline
 * mode, which may break lines after a relation or an operator (=, +, a \qquad between two
 * formulas): on a phone a long formula wraps instead of running off the screen. What still
 * cannot wrap scrolls sideways with a cue (scroll-focus.js).
 */
export function renderMath(element, tex, { display = true } = {}) {
  katex.render(display ? `\\displaystyle ${tex}` : tex, element, {
    displayMode: false,
    throwOnError: false,
    output: 'htmlAndMathml',
    trust,
    strict,
  });
  return element;
}

/** A new element holding the typeset formula. */
export function mathElement(tex, { display = true, tag = display ? 'div' : 'span' } = {}) {
  const element = document.createElement(tag);
  element.className = display ? 'math math-display' : 'math';
  renderMath(element, tex, { display });
  // A wide formula scrolls sideways on a narrow screen.
  return display ? focusableWhenScrolling(element) : element;
}
