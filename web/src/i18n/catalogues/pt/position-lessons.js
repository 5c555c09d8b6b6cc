// pt: the words kept in position-lessons.js.
export const messages = {
  'position-lessons.pairLabel': 'par {i}',
  'position-lessons.turns': '{turns} voltas',
};
