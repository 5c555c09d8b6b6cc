// Spanish (es): position-lessons, words several lessons share.
export const messages = {
  'position-lessons.pairLabel': 'par {i}',
  'position-lessons.turns': '{turns} vueltas',
};
