// Chinese (zh): position-lessons, words several lessons share.
export const messages = {
  'position-lessons.pairLabel': '第 {i} 对',
  'position-lessons.turns': '{turns} 圈',
};
