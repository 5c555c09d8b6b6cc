// pt: the words kept in texts.js.
export const messages = {
  'texts.library': 'Os quatro textos em inglês juntos',
  'texts.gettysburg': 'O Discurso de Gettysburg (Lincoln, 1863)',
  'texts.sonnets': 'Três sonetos (Shakespeare, 1609)',
  'texts.alice': 'Descendo pela toca do coelho (Carroll, 1865)',
  'texts.lamplighter':
    'O aprendiz do acendedor de lampiões (uma história escrita para este laboratório)',
  'texts.quijote': 'Dom Quixote, capítulo 1, em espanhol (Cervantes, 1605)',
  'texts.machado': 'O início de Dom Casmurro, em português (Machado de Assis, 1899)',
  'texts.qasaid':
    'Versos de duas odes, em árabe (Imru’ al-Qais, século VI; al-Mutanabbi, século X)',
  'texts.tang': 'Dezoito poemas Tang, em chinês (Li Bai, Du Fu e outros, séculos VIII–IX)',
};
