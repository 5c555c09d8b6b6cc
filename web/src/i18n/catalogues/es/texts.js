// Spanish (es): the titles of the texts the page ships.
export const messages = {
  'texts.library': 'Los cuatro textos en inglés juntos',
  'texts.gettysburg': 'El Discurso de Gettysburg (Lincoln, 1863)',
  'texts.sonnets': 'Tres sonetos (Shakespeare, 1609)',
  'texts.alice': 'En la madriguera del conejo (Carroll, 1865)',
  'texts.lamplighter': 'El aprendiz del farolero (un cuento escrito para este laboratorio)',
  'texts.quijote': 'Don Quijote, capítulo 1, en español (Cervantes, 1605)',
  'texts.tang': 'Dieciocho poemas Tang, en chino (Li Bai, Du Fu y otros, siglos VIII–IX)',
  'texts.machado': 'El comienzo de Dom Casmurro, en portugués (Machado de Assis, 1899)',
  'texts.qasaid': 'Versos de dos odas, en árabe (Imru’ al-Qais, siglo VI; al-Mutanabbi, siglo X)',
};
