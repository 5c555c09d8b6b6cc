// ar: the words kept in position-lessons.js.
export const messages = {
  'position-lessons.pairLabel': 'الزوج {i}',
  'position-lessons.turns': '{turns} دورة',
};
