// Spanish (es): the lesson tokenizer: its words, title, questions, setting labels.
export const messages = {
  'tokenizer.lead':
    'Una red solo sabe hacer aritmética, así que primero el texto tiene que convertirse en números. Un tokenizador corta el texto en trozos tomados de una lista fija, el vocabulario, y sustituye cada trozo por su posición en esa lista, su id. Aquí los trozos son bytes: un ordenador ya guarda el texto como bytes UTF-8, así que 256 ids bastan para cualquier texto en cualquier idioma.',
  'tokenizer.utf8':
    'UTF-8 gasta un byte en cada carácter ASCII y de dos a cuatro en todo lo demás: “é” ocupa 2 bytes, “→” 3 y un emoji 4. Un modelo que lee bytes los ve como tokens separados. Si cortas un carácter a medias, los bytes ya no se pueden decodificar: el decodificador pone en su lugar el carácter de reemplazo U+FFFD (�), que es lo que ves cuando un modelo se detiene en mitad de un carácter.',
  'tokenizer.textEmpty': 'escribe al menos un carácter',
  'tokenizer.modeBytes': 'bytes (UTF-8, 256 ids)',
  'tokenizer.modeWords': 'palabras',
  'tokenizer.cutLabel': 'cortar a medias el último carácter multibyte (verás aparecer U+FFFD)',
  'tokenizer.vocabCorpus': 'el texto de entrenamiento',
  'tokenizer.vocabText': 'tu texto',
  'tokenizer.cutBroken':
    '“{char}” perdió su último byte: los bytes que quedan no forman un carácter.',
  'tokenizer.cutNothing':
    'Cada carácter de tu texto ocupa un byte (ASCII), así que ningún corte puede romper uno. Escribe un carácter como é, → o un emoji para ver U+FFFD.',
  'tokenizer.characterCount': {
    plural: 'n',
    one: '{n} carácter',
    other: '{n} caracteres',
  },
  'tokenizer.byteTokenCount': {
    plural: 'n',
    one: '{n} token de byte',
    other: '{n} tokens de byte',
  },
  'tokenizer.multiByte': {
    plural: 'n',
    one: '{n} carácter ocupa más de un byte',
    other: '{n} caracteres ocupan más de un byte',
  },
  'tokenizer.invalidCount': {
    plural: 'n',
    one: '{n} secuencia no válida mostrada como U+FFFD',
    other: '{n} secuencias no válidas mostradas como U+FFFD',
  },
  'tokenizer.bytesSummary': '{characters} → {tokens} (vocabulario de 256)',
  'tokenizer.bytesSummaryMulti': '{characters} → {tokens} (vocabulario de 256); {multi}',
  'tokenizer.bytesSummaryInvalid': '{characters} → {tokens} (vocabulario de 256); {invalid}',
  'tokenizer.bytesSummaryMultiInvalid':
    '{characters} → {tokens} (vocabulario de 256); {multi}; {invalid}',
  'tokenizer.wordsSummary': {
    plural: 'n',
    one: '{n} token de palabra (vocabulario de {vocab}), {unknown} de ellos <unk>; en bytes, el mismo texto da {bytes} (vocabulario de 256)',
    other:
      '{n} tokens de palabra (vocabulario de {vocab}), {unknown} de ellos <unk>; en bytes, el mismo texto da {bytes} (vocabulario de 256)',
  },
  'tokenizer.cardsLabel': 'Caracteres y sus ids de byte',
  'tokenizer.space': 'espacio',
  'tokenizer.cardTitle': {
    plural: 'n',
    one: '{code}, {n} byte',
    other: '{code}, {n} bytes',
  },
  'tokenizer.cardTitleInvalid': {
    plural: 'n',
    one: 'no válido: {n} byte que no es un carácter completo',
    other: 'no válido: {n} bytes que no forman un carácter completo',
  },
  'tokenizer.cardBytes': {
    plural: 'n',
    one: '{n} byte',
    other: '{n} bytes',
  },
  'tokenizer.cardInvalid': 'no válido ×{n}',
  'tokenizer.decodedBack': 'Decodificado de nuevo a partir de esos ids:',
  'tokenizer.byteIdColumn': 'id de byte',
  'tokenizer.characterIndexColumn': 'índice del carácter',
  'tokenizer.notebookTitle': 'Un error frecuente: los puntos de código no son bytes',
  'tokenizer.idsColumn': 'ids',
  'tokenizer.countColumn': 'cantidad',
  'tokenizer.decodesToColumn': 'se decodifica como',
  'tokenizer.utf8Row': 'bytes UTF-8 (el modelo de esta lección)',
  'tokenizer.notebookRow': 'cuaderno de Vizuara, CharTokenizer: chr(i), i < 256',
  'tokenizer.notebookDiffers':
    'Son distintos. El cuaderno numera los caracteres por su punto de código, así que “é” (U+00E9) es un solo id, 233, mientras que en UTF-8 son dos bytes, 195 169.',
  'tokenizer.notebookDiffersLost': {
    plural: 'lost',
    one: 'Son distintos. El cuaderno numera los caracteres por su punto de código, así que “é” (U+00E9) es un solo id, 233, mientras que en UTF-8 son dos bytes, 195 169. {lost} carácter está en U+0100 o más arriba y se convirtió sin aviso en el id 0 (el carácter NUL): al decodificar no se puede recuperar.',
    other:
      'Son distintos. El cuaderno numera los caracteres por su punto de código, así que “é” (U+00E9) es un solo id, 233, mientras que en UTF-8 son dos bytes, 195 169. {lost} caracteres están en U+0100 o más arriba y se convirtieron sin aviso en el id 0 (el carácter NUL): al decodificar no se pueden recuperar.',
  },
  'tokenizer.notebookSame':
    'Con texto ASCII simple, los dos dan los mismos ids: la diferencia solo aparece con otros caracteres. Prueba con “é”, “→” o “😀”.',
  'tokenizer.noWords': 'No hay palabras en este texto.',
  'tokenizer.wordsLabel': 'Palabras y sus ids',
  'tokenizer.unknownId': 'id 0 = <unk>',
  'tokenizer.wordId': 'id {id}',
  'tokenizer.tokenizerColumn': 'tokenizador',
  'tokenizer.vocabularyColumn': 'vocabulario V',
  'tokenizer.tokensColumn': 'tokens de tu texto',
  'tokenizer.tableColumn': 'tabla V × 64',
  'tokenizer.bytesRow': 'bytes',
  'tokenizer.wordsRowCorpus': 'palabras (versos de Hamlet)',
  'tokenizer.wordsRowText': 'palabras (tu texto)',
  'tokenizer.vocabCorpusNote':
    'El vocabulario contiene <unk> más cada palabra distinta del texto de entrenamiento (los versos de Hamlet, como en el cuaderno de Vizuara). Las palabras que nunca vio, incluida “The” con mayúscula y todos los signos de puntuación, se convierten en <unk>.',
  'tokenizer.vocabTextNote':
    'Si se construye a partir de tu propio texto, todas las palabras son conocidas, pero el vocabulario crece con cada palabra nueva: un modelo real a nivel de palabra necesita decenas de miles de filas y aun así se encuentra con palabras que nunca ha visto.',
  'tokenizer.ownBytesTitle': 'Decodifica tus propios bytes',
  'tokenizer.ownBytesLabel': 'Ids de byte que decodificar',
  'tokenizer.ownBytesHint':
    'números enteros de 0 a 255, separados por espacios; 240 159 152 por sí solos son un emoji cortado a medias',
  'tokenizer.denseTitle': '¿One-hot o denso?',
  'tokenizer.dense':
    'Un id es solo un nombre. El vector más sencillo para representarlo es el one-hot: tan largo como el vocabulario, con ceros en todas partes salvo un 1 en la posición del id. Dos vectores one-hot cualesquiera son ortogonales, así que no pueden expresar que “a” se parece más a “e” que a “7”, y su longitud crece con el vocabulario. Por eso los modelos guardan una tabla con una fila densa de d números por cada id, aprendida durante el entrenamiento (la lección de embeddings de tokens, después de la siguiente). Elegir el vocabulario es un compromiso: los bytes solo necesitan 256 filas pero producen secuencias largas; las palabras producen secuencias cortas pero necesitan una tabla enorme y aun así se encuentran con palabras desconocidas.',
  'tokenizer.tryLines':
    'Prueba una línea en español, chino, portugués o árabe, cuyos caracteres ocupan dos y tres bytes:',
  'lessons.tokenizer.title': 'Tokens: del texto a los ids',
  'lessons.tokenizer.place': 'entran bytes: el texto se convierte en ids de token',
  'questions.tokenizer.1.question':
    '¿Cuántos tokens produce el tokenizador a nivel de byte con “😀”?',
  'questions.tokenizer.1.choice1': '1: un carácter, un token',
  'questions.tokenizer.1.choice2': '2: un par sustituto, como en UTF-16',
  'questions.tokenizer.1.choice3': '4: uno por byte',
  'questions.tokenizer.1.explanation':
    'Un emoji por encima de U+FFFF ocupa cuatro bytes en UTF-8 (240 159 152 128), así que son cuatro tokens. El modelo tiene que aprender que esos cuatro ids van juntos.',
  'questions.tokenizer.2.question':
    '¿Por qué un modelo de lenguaje no pasa directamente a sus capas vectores one-hot de su vocabulario?',
  'questions.tokenizer.2.explanation':
    'Un vector one-hot es tan largo como el vocabulario, todo ceros salvo un uno, y dos cualesquiera están igual de lejos entre sí, así que no dice nada sobre qué tokens se parecen. Una fila densa de una tabla aprendida es corta (d números) y el entrenamiento puede colocar cerca los tokens relacionados. Multiplicar un vector one-hot por la tabla solo selecciona esa fila, así que consultar la tabla es la forma barata de hacerlo.',
  'questions.tokenizer.3.question':
    'Un vocabulario a nivel de palabra construido con los versos de Hamlet tiene unas 45 entradas. ¿Cuál es la pega en comparación con los 256 bytes?',
  'questions.tokenizer.3.explanation':
    'Cada frase tiene menos tokens y con más significado, pero cualquier palabra que no se vio al construir el vocabulario (un nombre nuevo, “The” con mayúscula, la puntuación) se convierte en <unk> y su significado se pierde. Los bytes cubren cualquier texto posible con solo 256 ids, a cambio de secuencias más largas. Los tokens de subpalabra quedan a medio camino: la siguiente lección los construye.',
  'settings.tk_mode': 'tokenizador',
  'settings.tk_cut': 'cortar el último byte',
  'settings.tk_bytes': 'ids de bytes a decodificar',
  'settings.tk_vocab': 'vocabulario de palabras de',
  'tokenizer.texDense': 'denso',
  'tokenizer.bytesData': 'los bytes del texto, uno por fila',
};
