// The page's words in one language, gathered from the folder of this file's name: every key of
// `node scripts/messages.mjs english`, translated, one file per area (docs/TRANSLATING.md). Vite
// puts the folder's files in this module at build time, so choosing the language fetches one
// chunk; node reads the same folder (scripts/messages.mjs readCatalogue). A new language is a
// copy of this file, its folder's name in the pattern.
export const messages = Object.assign(
  {},
  ...Object.values(import.meta.glob('./ar/*.js', { eager: true, import: 'messages' })),
);
