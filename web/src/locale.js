// The browser's locale as Intl accepts it. WebKit on Linux takes navigator.language from LANG, and
// LANG=C.UTF-8 (the default of many minimal installs) makes it "C", which every Intl constructor
// rejects with a RangeError. uPlot calls `new Intl.NumberFormat(navigator.language)` when its
// module loads, so main.js imports this module first: a tag Intl rejects is replaced by Intl's
// own default locale before any chart code runs. Our code takes `pageLocale` and never passes
// navigator.language to Intl itself.

/** The canonical form of `tag`, or undefined (Intl's default locale) when Intl rejects it. */
export function validLocale(tag) {
  if (typeof tag !== 'string' || tag === '') return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

const reported = globalThis.navigator?.language;

/** The locale for every Intl call in the page's code: the browser's, if Intl accepts it. */
export const pageLocale = validLocale(reported) ?? new Intl.NumberFormat().resolvedOptions().locale;

if (reported !== undefined && validLocale(reported) === undefined) {
  Object.defineProperty(globalThis.navigator, 'language', {
    value: pageLocale,
    configurable: true,
  });
}
