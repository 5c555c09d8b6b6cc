// Spanish (es): the lesson real-tokenizers: its words, title, questions, setting labels.
export const messages = {
  'real-tokenizers.lead':
    'La lección de BPE entrenó un tokenizador con tu texto, fusión a fusión. Los modelos que la gente usa recibieron tokenizadores entrenados de la misma manera con muchísimo más texto, con decenas de miles de fusiones. Aquí tu texto pasa por tres de ellos, el de GPT-2, el de GPT-4 y el de GPT-4o, junto a un BPE entrenado solo con tu texto.',
  'real-tokenizers.howItWorks':
    'Cada uno corta el texto con un patrón en palabras, números, signos de puntuación y series de espacios, y luego fusiona bytes dentro de cada pieza: en cada paso, el par de vecinos cuyos bytes unidos aparecen antes en su tabla. El id de un token es su puesto en esa tabla, así que un id bajo es una fusión hecha pronto en el entrenamiento, sobre algo común.',
  'real-tokenizers.textHint':
    'el texto de las lecciones de tokens, hasta 400 caracteres; prueba una frase en otro idioma, o un emoji',
  'real-tokenizers.showAll': 'los tres',
  'real-tokenizers.mergesHint': '{range}: las fusiones del BPE entrenado con tu texto',
  'real-tokenizers.loading': 'Cargando las tablas de los tokenizadores…',
  'real-tokenizers.loadFailed': 'No se pudieron cargar las tablas de los tokenizadores: {message}',
  'real-tokenizers.countsTitle': 'Tokens de tu texto, por tokenizador',
  'real-tokenizers.countsHover': '{name}: {tokens}',
  'real-tokenizers.countsIdle':
    'Menos tokens: una secuencia más corta que el modelo tiene que leer. {point} una barra para ver su recuento.',
  'real-tokenizers.countsItem': '{name}, {tokens}',
  'real-tokenizers.countsLabel':
    'Barras con el número de tokens de tu texto en cada tokenizador: {counts}',
  'real-tokenizers.yourBpeShort': 'tu BPE',
  'real-tokenizers.tableCaption': 'Tu texto en cada tokenizador',
  'real-tokenizers.tokenizerColumn': 'tokenizador',
  'real-tokenizers.vocabularyColumn': 'cadenas de bytes en su vocabulario',
  'real-tokenizers.tokensColumn': 'tokens',
  'real-tokenizers.bytesPerTokenColumn': 'bytes por token',
  'real-tokenizers.tokensPerCharacterColumn': 'tokens por carácter',
  'real-tokenizers.yourBpe': 'tu BPE ({merges})',
  'real-tokenizers.yourBpeFewer': 'tu BPE ({made} de {merges}: el texto no permite más)',
  'real-tokenizers.mergeTotal': { plural: 'n', one: '{n} fusión', other: '{n} fusiones' },
  'real-tokenizers.tokensTitle': 'Tu texto, token a token',
  'real-tokenizers.tokensNote':
    '{point} un token para ver su id y sus bytes; haz clic en él, o pulsa Intro sobre él, para repetir las fusiones que lo formaron. Los tokens alternan de color y cada uno muestra su id debajo. Un token con borde discontinuo contiene parte de un carácter: sus bytes se escriben \\xNN.',
  'real-tokenizers.encodingStats': '{tokens}, {bytesPerToken}, {tokensPerCharacter}',
  'real-tokenizers.tokenTotal': { plural: 'n', one: '{n} token', other: '{n} tokens' },
  'real-tokenizers.bytesPerToken': {
    plural: 'n',
    one: '{n} byte por token',
    other: '{n} bytes por token',
  },
  'real-tokenizers.tokensPerCharacter': {
    plural: 'n',
    one: '{n} token por carácter',
    other: '{n} tokens por carácter',
  },
  'real-tokenizers.tokensLabel': '{name}: los tokens del texto, en orden',
  'real-tokenizers.tokenLabel': '{label}: id {id}, bytes {bytes}',
  'real-tokenizers.detailNone': 'Aún no has elegido ningún token.',
  'real-tokenizers.textEmpty': 'El texto está vacío: escribe unas palabras arriba.',
  'real-tokenizers.tokensCut':
    'Se muestran los primeros {shown} tokens de {n}; los recuentos son los del texto entero.',
  'real-tokenizers.replayTitle': 'Las fusiones que formaron un token',
  'real-tokenizers.replayNote':
    'Elige arriba un token de GPT-2, GPT-4 o GPT-4o. Empieza siendo sus bytes; en cada paso se fusiona el par cuyos bytes unidos tienen el rango más bajo de la tabla, hasta que queda un solo token.',
  'real-tokenizers.replaySummary': '{token} en {model}: id {id}, {bytes}, formado en {steps}.',
  'real-tokenizers.byteTotal': { plural: 'n', one: '{n} byte', other: '{n} bytes' },
  'real-tokenizers.stepTotal': { plural: 'n', one: '{n} fusión', other: '{n} fusiones' },
  'real-tokenizers.replayBytes': 'sus bytes, cada uno un token propio',
  'real-tokenizers.replayStep': 'rango {rank}: ‘{left}’ + ‘{right}’',
  'real-tokenizers.replaySteps': 'Recorre las fusiones paso a paso',
  'real-tokenizers.previousMerge': '◀ Fusión anterior',
  'real-tokenizers.nextMerge': 'Fusión siguiente ▶',
  'real-tokenizers.play': 'Reproducir',
  'real-tokenizers.pause': 'Pausa',
  'real-tokenizers.replayPartsLabel': 'Paso {step}: las piezas del token y sus rangos',
  'real-tokenizers.whyTitle': 'Por qué los recuentos difieren',
  'real-tokenizers.whyBytes':
    'Una frase en seis formas. Un carácter chino ocupa tres bytes en UTF-8, una letra con tilde o una letra árabe dos; las tablas se entrenaron con texto mayoritariamente en inglés, así que las palabras inglesas se convirtieron pronto en tokens, mientras que las cadenas de bytes más raras esperaban fusiones que una tabla pequeña nunca llegó a hacer.',
  'real-tokenizers.whyVocabulary':
    'Una tabla más grande tiene sitio para más de ellas: lee una columna hacia abajo para ver lo que cuesta cada idioma en un tokenizador, y una fila de lado a lado para ver lo que ahorra un vocabulario mayor.',
  'real-tokenizers.sampleCaption': 'La misma frase: caracteres, bytes y tokens',
  'real-tokenizers.sampleColumn': 'frase',
  'real-tokenizers.charactersColumn': 'caracteres',
  'real-tokenizers.bytesColumn': 'bytes',
  'real-tokenizers.vocabularyRow': 'cadenas de bytes en el vocabulario',
  'real-tokenizers.english': 'inglés',
  'real-tokenizers.spanish': 'español',
  'real-tokenizers.chinese': 'chino',
  'real-tokenizers.portuguese': 'portugués',
  'real-tokenizers.arabic': 'árabe',
  'real-tokenizers.code': 'código',
  'real-tokenizers.sampleTokensLabel': '{name}: los tokens de la frase, en orden',
  'real-tokenizers.sampleTokensTitle': 'La frase, token a token',
  'lessons.real-tokenizers.title': 'Tokenizadores reales, lado a lado',
  'lessons.real-tokenizers.place':
    'entran bytes: los ids que reciben los modelos reales para el mismo texto',
  'questions.real-tokenizers.1.question':
    'La misma frase ocupa unos 14 tokens en inglés y unos 20 en chino con el tokenizador de GPT-4. ¿Cuál es la razón principal?',
  'questions.real-tokenizers.1.choice1': 'Cada carácter ocupa tres bytes, y se fusionaron menos',
  'questions.real-tokenizers.1.choice2': 'El chino tiene más palabras en cada frase que el inglés',
  'questions.real-tokenizers.1.choice3':
    'El tokenizador descarta los espacios entre palabras inglesas',
  'questions.real-tokenizers.1.choice4':
    'El texto chino se codifica con un segundo vocabulario, más pequeño',
  'questions.real-tokenizers.1.explanation':
    'Cada carácter chino ocupa tres bytes en UTF-8, y las fusiones se aprendieron con texto mayoritariamente en inglés, así que menos cadenas de bytes chinas se ganaron un token propio. Donde no se aplica ninguna fusión, un carácter se queda en dos o tres tokens. Un vocabulario mayor (el de GPT-4o) tiene sitio para más de ellas, y el recuento baja.',
  'questions.real-tokenizers.2.question':
    'El tokenizador de GPT-2 da dos tokens a un carácter chino: \\xE4\\xBB y \\x8A. ¿Qué ve el modelo?',
  'questions.real-tokenizers.2.choice1':
    'Un carácter de sustitución, U+FFFD, en lugar del carácter roto',
  'questions.real-tokenizers.2.choice2':
    'Nada: los caracteres que no sabe escribir se quitan del texto',
  'questions.real-tokenizers.2.choice3': 'Dos ids, cuyos bytes unidos forman el carácter',
  'questions.real-tokenizers.2.choice4': 'El número Unicode del carácter como un único id',
  'questions.real-tokenizers.2.explanation':
    'Un tokenizador a nivel de bytes nunca falla: cualquier secuencia de bytes se puede escribir con los 256 tokens de byte y las fusiones que se apliquen. El modelo ve los dos ids; al decodificar se concatenan sus bytes, E4 BB 8A, que vuelven a ser un carácter entero. Un carácter de sustitución solo aparece cuando se decodifica una pieza sola.',
  'questions.real-tokenizers.3.question':
    'Un token de un tokenizador real se forma a partir de sus bytes mediante fusiones. ¿Qué fusión va primero?',
  'questions.real-tokenizers.3.choice1':
    'El par que aparece más a menudo en el texto que se codifica',
  'questions.real-tokenizers.3.choice2':
    'El par de más a la izquierda del token, luego el siguiente',
  'questions.real-tokenizers.3.choice3': 'El par más largo del token, sea cual sea su rango',
  'questions.real-tokenizers.3.choice4': 'El par cuyos bytes unidos tienen el rango más bajo',
  'questions.real-tokenizers.3.explanation':
    'Al codificar no se aprende nada: la tabla de rangos es el orden en que el entrenamiento hizo las fusiones. En cada paso se fusiona el par de vecinos cuyos bytes unidos tienen el rango más bajo, porque el entrenamiento lo hizo antes, y los pasos siguen hasta que ningún par está en la tabla. Los recuentos del texto que se codifica no intervienen.',
  'settings.rt_show': 'tokenizadores reales mostrados',
  'settings.rt_merges': 'fusiones de tu BPE',
  'settings.rt_sample': 'la misma frase en',
};
