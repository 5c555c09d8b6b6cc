// What `npm run format:check` asks of the page's code besides its layout (prettier): no name that
// hides another, so a reader never wonders which `window` or `values` a line means, and no
// variable or import left unused. Unused exports are scripts/unused-exports.mjs's job.

// The browser's names a lesson's code reads; a local of the same name would hide the page's own
// (`globals` lists hundreds, 'name' and 'model' among them, which are good local names here;
// fetch's Request is never used, so the worker protocol's Request/Reply pair keeps its name).
const pageGlobals = Object.fromEntries(
  [
    ...['window', 'self', 'globalThis', 'document', 'navigator', 'location', 'history', 'console'],
    ...['performance', 'fetch', 'URL', 'Blob', 'Worker', 'Response', 'Event'],
    ...['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'localStorage', 'postMessage'],
  ].map((name) => [name, 'readonly']),
);

export default [
  {
    files: ['**/*.js'], // run on web/src (package.json format:check)
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: pageGlobals,
    },
    rules: {
      'no-shadow': ['error', { builtinGlobals: true, hoist: 'functions' }],
      'no-unused-vars': ['error', { args: 'none', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
];
