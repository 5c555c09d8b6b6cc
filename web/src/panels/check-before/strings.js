// The words of the lesson check-before, in English (the shape of a message: i18n/words.js).
export const strings = {
  lead: 'Ten questions before you start, one for each idea the lessons teach: how text becomes tokens, how tokens become vectors, how the model tells positions apart, attends, is built, samples and learns.',
  notKnowing:
    'Answer each one with your best guess, even when you do not know yet: that is what this check is for. Your first answer is the one kept, and it does not count toward your score.',
  after:
    'At the end, the check after the lessons asks about the same ten ideas in other words, and shows what you gained on each.',
};
