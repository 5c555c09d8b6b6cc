// Formulas typeset with KaTeX, bundled with the page (fonts included), never from a CDN.
import 'katex/dist/katex.min.css';
import katex from 'katex';

import { focusableWhenScrolling } from './scroll-focus.js';

/** Renders TeX into element; display: block layout. Bad TeX shows the source, not an error. */
export function renderMath(element, tex, { display = true } = {}) {
  katex.render(tex, element, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
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
