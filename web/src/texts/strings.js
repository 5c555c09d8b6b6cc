// The titles of the shipped texts, in English (the shape of a message: i18n/words.js), by the
// text's id. The texts themselves are quotations and stay as written.
export const strings = {
  library: 'All four English texts together',
  gettysburg: 'The Gettysburg Address (Lincoln, 1863)',
  sonnets: 'Three sonnets (Shakespeare, 1609)',
  alice: 'Down the rabbit-hole (Carroll, 1865)',
  lamplighter: 'The lamplighter’s apprentice (a story written for this lab)',
  quijote: 'Don Quixote, chapter 1, in Spanish (Cervantes, 1605)',
  tang: 'Eighteen Tang poems, in Chinese (Li Bai, Du Fu and others, 8th–9th century)',
  machado: 'The opening of Dom Casmurro, in Portuguese (Machado de Assis, 1899)',
  qasaid: 'Lines of two odes, in Arabic (Imru’ al-Qais, 6th century; al-Mutanabbi, 10th century)',
};
