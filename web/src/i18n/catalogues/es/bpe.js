// Spanish (es): the lesson bpe: its words, title, questions, setting labels.
export const messages = {
  'bpe.lead':
    'Los bytes solo necesitan 256 ids, pero dan secuencias largas; las palabras dan secuencias cortas, pero necesitan un vocabulario enorme y aun así se topan con palabras desconocidas. La codificación por pares de bytes (BPE) está a medio camino, y es la que usan GPT-2 y la mayoría de los modelos posteriores. Parte de los 256 bytes y aprende tokens nuevos a partir de un texto: busca el par de tokens vecinos que aparece más a menudo, le da un id nuevo, sustituye todas sus apariciones y repite.',
  'bpe.merging':
    'Cada fusión añade un id y acorta el texto. Las piezas frecuentes (“the”, “ing”, un espacio antes de una palabra) se convierten en un solo token tras unas pocas fusiones; las palabras raras quedan en trozos. Nunca hay nada desconocido: cualquier texto se puede seguir escribiendo con los 256 ids de byte.',
  'bpe.sourceText': 'tu texto',
  'bpe.sourceHamlet': 'versos de Hamlet (×10)',
  'bpe.textHint':
    'se usa cuando en “entrenar con” eliges “tu texto”; hasta 400 caracteres; prueba “café café 😀😀 la la la”',
  'bpe.textEmpty':
    'el texto de entrenamiento está vacío: escribe unas cuantas palabras de las que aprender',
  'bpe.mergesHint': 'de 0 a {max}; cada fusión añade un id al vocabulario',
  'bpe.stepsLabel': 'Recorre las fusiones paso a paso',
  'bpe.previousMerge': '◀ Fusión anterior',
  'bpe.nextMerge': 'Fusión siguiente ▶',
  'bpe.play': 'Reproducir',
  'bpe.pause': 'Pausa',
  'bpe.mergeTotal': {
    plural: 'n',
    one: '{n} fusión',
    other: '{n} fusiones',
  },
  'bpe.byteTotal': {
    plural: 'n',
    one: '{n} byte',
    other: '{n} bytes',
  },
  'bpe.tokenTotal': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'bpe.bytesPerToken': {
    plural: 'n',
    one: '{n} byte por token',
    other: '{n} bytes por token',
  },
  'bpe.summary': '{merges}: vocabulario de {vocab} ids; {bytes} → {tokens} ({ratio})',
  'bpe.stopped': {
    plural: 'asked',
    one: 'Pediste {asked} fusión, pero este texto permite {made}: {reason}.',
    other: 'Pediste {asked} fusiones, pero este texto permite {made}: {reason}.',
  },
  'bpe.pairsTitle': 'Recuento de pares ahora',
  'bpe.noPairs': 'Al texto no le quedan pares.',
  'bpe.pairsCaption': 'Los 10 pares de tokens vecinos más frecuentes, en orden de fusión',
  'bpe.pairColumn': 'par',
  'bpe.idsColumn': 'ids',
  'bpe.countColumn': 'recuento',
  'bpe.firstAtColumn': 'primera vez en',
  'bpe.nextTag': ' siguiente: id {id}',
  'bpe.firstAt': 'token {n}',
  'bpe.mergesTitle': 'Fusiones hasta ahora',
  'bpe.noMerges': 'Aún no hay fusiones: cada token es un solo byte.',
  'bpe.mergesLabel': {
    plural: 'n',
    one: '{n} fusión, el id nuevo con su par',
    other: '{n} fusiones, cada id nuevo con su par',
  },
  'bpe.mergeCount': {
    plural: 'tokens',
    one: ' ×{count}, después {tokens} token',
    other: ' ×{count}, después {tokens} tokens',
  },
  'bpe.tokensTitle': 'El texto, token a token',
  'bpe.tokensNote':
    'Cada casilla es un token con su id debajo; ␣ es un espacio y \\n un salto de línea. Los ids a partir de 256 son tokens fusionados.',
  'bpe.trainingTokensLabel': 'El texto de entrenamiento, coloreado por tokens',
  'bpe.tokensCut': 'Los primeros {shown} de {n} tokens.',
  'bpe.curveTitle': 'Compresión: tokens frente al tamaño del vocabulario',
  'bpe.curveSeries': 'tokens en el texto',
  'bpe.curveNow': 'ahora',
  'bpe.curveX': 'tamaño del vocabulario (256 + fusiones)',
  'bpe.curveY': 'tokens',
  'bpe.curveLabel': {
    plural: 'possible',
    one: 'Tokens del texto de entrenamiento frente al tamaño del vocabulario: {bytes} con 256 (bytes), {tokens} con {vocab} (ahora), {last} con {lastVocab} tras la única fusión posible ({possible}), de un máximo de {max}.',
    other:
      'Tokens del texto de entrenamiento frente al tamaño del vocabulario: {bytes} con 256 (bytes), {tokens} con {vocab} (ahora), {last} con {lastVocab} tras las {possible} fusiones posibles, de un máximo de {max}.',
  },
  'bpe.curveNote': {
    plural: 'first',
    one: 'Las primeras fusiones son las que más ahorran: la fusión 1 quita {first} token y la fusión {k} quita {last}.',
    other:
      'Las primeras fusiones son las que más ahorran: la fusión 1 quita {first} tokens y la fusión {k} quita {last}.',
  },
  'bpe.curveNoMerge':
    'En este texto no es posible ninguna fusión: ningún par de bytes aparece dos veces.',
  'bpe.curveData': 'las fusiones y la curva de compresión',
  'bpe.leftIdColumn': 'id izquierdo',
  'bpe.rightIdColumn': 'id derecho',
  'bpe.newIdColumn': 'id nuevo',
  'bpe.pairCountColumn': 'recuento del par',
  'bpe.tokensAfterColumn': 'tokens después',
  'bpe.compareCaption': {
    plural: 'bytes',
    one: 'El mismo texto de entrenamiento ({bytes} byte), de tres maneras',
    other: 'El mismo texto de entrenamiento ({bytes} bytes), de tres maneras',
  },
  'bpe.tokenizerColumn': 'tokenizador',
  'bpe.vocabularyColumn': 'vocabulario',
  'bpe.tokensColumn': 'tokens',
  'bpe.bytesPerTokenColumn': 'bytes por token',
  'bpe.bytesRow': 'bytes',
  'bpe.bpeRow': {
    plural: 'n',
    one: 'BPE, {n} fusión',
    other: 'BPE, {n} fusiones',
  },
  'bpe.wordsRow': 'palabras (sin los espacios)',
  'bpe.unicodeTitle': 'Qué pasa con “é” y “😀”',
  'bpe.unicode':
    'En UTF-8, “é” son dos bytes (C3 A9) y “😀”, cuatro (F0 9F 98 80). BPE no sabe nada de caracteres: fusiona los bytes que aparecen juntos con suficiente frecuencia en el texto de entrenamiento. Si el texto repite un carácter, sus bytes pronto forman un solo token; si no, el carácter se queda en trozos de bytes, cada uno mostrado como \\xNN, porque medio carácter no se puede imprimir. Entrena con tu texto “café café 😀😀 la la la”: el emoji se convierte en un solo token, y “café” también, pero “é” por sí sola sigue siendo dos bytes, porque su primer byte se fusionó con “caf” antes que el segundo: un token que termina en mitad de un carácter.',
  'bpe.probeLabel': '“{probe}” en tokens',
  'bpe.probeCount': {
    plural: 'n',
    one: '{bytes} bytes → {n} token',
    other: '{bytes} bytes → {n} tokens',
  },
  'bpe.secondTitle': 'Codificar un segundo texto',
  'bpe.secondLabel': 'Un segundo texto',
  'bpe.secondHint':
    'se codifica con las fusiones aprendidas arriba; las palabras que no están en el texto de entrenamiento se parten en trozos',
  'bpe.secondEmpty': 'Escribe un segundo texto para codificarlo.',
  'bpe.secondSummary': '{bytes} → {tokens} con las fusiones aprendidas arriba ({merges})',
  'bpe.secondTokensLabel': 'El segundo texto, coloreado por tokens',
  'bpe.realTitle': 'Lo que añaden los tokenizadores reales',
  'bpe.preSplitting':
    'División previa: GPT-2 primero corta el texto con un patrón en palabras, números, signos de puntuación y espacios, y solo fusiona dentro de esas piezas, así que un token nunca abarca “dog.” ni se extiende sobre dos palabras.',
  'bpe.biggerVocabulary':
    'Un vocabulario mucho mayor: GPT-2 aprendió 50 000 fusiones con unos 40 GB de texto de la web, para un total de 50 257 ids; los modelos más recientes usan entre 100 000 y 200 000.',
  'bpe.specialTokens':
    'Tokens especiales: ids que ningún texto puede producir, como el <|endoftext|> de GPT-2 entre documentos, o marcas para el inicio de un turno en un chat. El modelo aprende lo que significan como cualquier otro id.',
  'bpe.multiByteNote': {
    plural: 'n',
    one: '{n} de los {chars} caracteres del texto ocupa más de un byte en UTF-8 ({bytes} bytes en total). BPE solo ve bytes: una fusión puede unir los bytes de ese carácter en un solo token, y hasta entonces cada uno de sus bytes es un token propio, que se muestra como \\xNN.',
    other:
      '{n} de los {chars} caracteres del texto ocupan más de un byte en UTF-8 ({bytes} bytes en total; un carácter chino ocupa tres). BPE solo ve bytes: sus primeras fusiones suelen unir los bytes de un carácter frecuente en un solo token, y un token puede ser un carácter entero o parte de uno, cuyos bytes se muestran como \\xNN.',
  },
  'lessons.bpe.title': 'Tokens de subpalabra: codificación por pares de bytes',
  'lessons.bpe.place':
    'entran bytes: se fusionan los pares de bytes frecuentes en tokens más largos',
  'questions.bpe.1.question':
    'Un par (a, b) aparece 12 veces, (c, d) 12 veces y (e, f) 9 veces, y (c, d) aparece primero en el texto. ¿Qué par une la siguiente fusión?',
  'questions.bpe.1.choice1': '(a, b)',
  'questions.bpe.1.choice2': '(e, f)',
  'questions.bpe.1.choice3': 'Los tres, en un solo paso',
  'questions.bpe.1.choice4': '(c, d)',
  'questions.bpe.1.explanation':
    'Gana el par más frecuente; entre pares igual de frecuentes, este tokenizador elige el que aparece primero en el texto (la regla de minbpe, que también sigue el código de referencia). Así que (c, d) se convierte en el siguiente id nuevo. Una fusión une un solo par: los demás esperan a fusiones posteriores, con sus recuentos actualizados.',
  'questions.bpe.2.question': 'Después de 100 fusiones, ¿cuántos ids tiene el vocabulario?',
  'questions.bpe.2.choice1': '356: 256 bytes + 100',
  'questions.bpe.2.choice2': '100: uno por fusión',
  'questions.bpe.2.choice3': '256: las fusiones reutilizan ids de byte',
  'questions.bpe.2.choice4': '156: cada fusión quita un id',
  'questions.bpe.2.explanation':
    'Empieza con los 256 valores de byte, que permiten codificar cualquier texto, y cada fusión añade exactamente un id nuevo (256 + k para la fusión k). La tabla de embeddings necesita una fila por id: 356 filas. Los dos ids del par fusionado se quedan en el vocabulario: puede que otros lugares aún los necesiten.',
  'questions.bpe.3.question':
    'Entrenas con el Discurso de Gettysburg y codificas “unbelievable”, una palabra que no contiene. ¿Qué sale?',
  'questions.bpe.3.choice1': 'El token desconocido <unk>, como da el tokenizador de palabras',
  'questions.bpe.3.choice2': 'Piezas conocidas, hasta llegar a bytes si hace falta',
  'questions.bpe.3.choice3': 'Una fusión nueva, aprendida para ella en el momento',
  'questions.bpe.3.choice4': 'Nada: el codificador rechaza las palabras que nunca vio',
  'questions.bpe.3.explanation':
    'Las fusiones se aprenden solo del texto de entrenamiento, y al codificar nunca se aprende nada. Las piezas que el texto usaba a menudo (“the”, “ation”, “ in”) son tokens; una palabra que nunca contenía se escribe con las piezas más cortas que encajen, hasta llegar a bytes sueltos. Nunca hay nada desconocido, a diferencia del <unk> del tokenizador de palabras, pero las palabras raras cuestan más tokens.',
  'questions.bpe.4.question':
    '¿Qué hace el tokenizador de GPT-2 que no hace el BPE de esta lección?',
  'questions.bpe.4.choice1': 'Fusiona caracteres, así que cada token es un carácter entero o más',
  'questions.bpe.4.choice2':
    'Da a cada palabra rara un único id <unk>, como hacen los tokenizadores de palabras',
  'questions.bpe.4.choice3':
    'Primero divide el texto con un patrón, así que ninguna fusión cruza una palabra',
  'questions.bpe.4.choice4': 'Nada: es lo mismo, con muchas más fusiones y un texto mayor',
  'questions.bpe.4.explanation':
    'GPT-2 también usa BPE a nivel de bytes, con unas 50 000 fusiones, pero primero corta el texto en palabras, números, signos de puntuación y series de espacios con una expresión regular, y solo fusiona dentro de esas piezas, así que “dog.” nunca se convierte en un solo token. Además tiene un token especial, <|endoftext|>, que ningún texto produce.',
  'questions.bpe.5.question':
    '¿Por qué un token de BPE a nivel de bytes puede ser medio carácter, y por qué eso no le hace daño al modelo?',
  'questions.bpe.5.explanation':
    'Las fusiones unen bytes, no caracteres: “é” son los dos bytes C3 A9, y una fusión puede unir C3 con el byte anterior y dejar A9 para más adelante. El modelo solo ve ids; al decodificar se vuelven a concatenar los bytes de los ids, así que el texto sale exactamente igual en cuanto están todos los ids. Solo un corte en mitad muestra un carácter roto (U+FFFD).',
  'settings.bp_source': 'entrenar con',
  'settings.bp_merges': 'fusiones',
  'settings.bp_second': 'un segundo texto',
};
