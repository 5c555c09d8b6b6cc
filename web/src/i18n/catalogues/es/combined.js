// Spanish (es): the lesson combined: its words, title, questions, setting labels.
export const messages = {
  'combined.lead':
    'Una fila de token dice qué es un token; nada en ella dice dónde está. GPT mantiene una segunda tabla con una fila por posición y suma la fila de la posición t a la fila del token que hay allí. El resultado tiene el mismo ancho d, y el mismo carácter en dos lugares da ahora dos vectores distintos.',
  'combined.dHint': 'ancho de cada vector, {range} (par si es sinusoidal)',
  'combined.maxLenHint': 'filas de la tabla de posiciones, {range}',
  'combined.learnedRandom': 'aprendidas (aleatorias)',
  'combined.sinusoidal': 'sinusoidal',
  'combined.add': 'sumar',
  'combined.concatenate': 'concatenar',
  'combined.emptyText': 'escribe al menos un carácter',
  'combined.xAxis': 'dimensión →',
  'combined.yAxis': 'posición t ↓',
  'combined.tokenTitle': 'Filas de tokens E[ids]',
  'combined.tokenHover': 'fila de token {row} ({token}), dimensión {col} = {value}',
  'combined.tokenCount': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'combined.dimensionCount': {
    plural: 'n',
    one: '{n} dimensión',
    other: '{n} dimensiones',
  },
  'combined.tokenLabel':
    'Mapa de calor de las filas de tokens de tus {tokens}, de {dims} cada una.',
  'combined.tokenSummary':
    '{n} × {d}: la fila t es la fila de la tabla del token t. Los caracteres repetidos repiten filas.',
  'combined.positionTitle': 'Filas de posición P[0..T−1]',
  'combined.positionHover': 'fila de posición {row} ({token}), dimensión {col} = {value}',
  'combined.positionLabelLearned':
    'Mapa de calor de las filas de posición 0 a {last}, aprendidas (aleatorias antes del entrenamiento), de {dims} cada una.',
  'combined.positionLabelSinusoidal':
    'Mapa de calor de las filas de posición 0 a {last}, sinusoidales, de {dims} cada una.',
  'combined.positionSummaryLearned':
    '{n} × {d}: la fila t depende solo de la posición t (aprendida; aleatoria antes del entrenamiento).',
  'combined.positionSummarySinusoidal':
    '{n} × {d}: la fila t depende solo de la posición t (sinusoidal).',
  'combined.sumTitle': 'Su suma: la entrada',
  'combined.sumTitleShape': 'Su suma: la entrada (T × d)',
  'combined.sumHover': 'x[{row}] ({token}), dimensión {col} = token + posición = {value}',
  'combined.sumLabel': 'Mapa de calor de la suma, {n} × {d}.',
  'combined.sumSummary': '{n} × {d}: elemento a elemento, x[t] = E[id_t] + P[t].',
  'combined.concatTitle': 'Concatenadas, en cambio (T × 2d)',
  'combined.concatTokenHover':
    'x[{row}] ({token}), columna {col} = dimensión {col} del token = {value}',
  'combined.concatPositionHover':
    'x[{row}] ({token}), columna {col} = dimensión {dim} de la posición = {value}',
  'combined.concatLabel':
    'Mapa de calor de la concatenación, {n} × {width}: columnas de token y después columnas de posición.',
  'combined.concatSummary': '{n} × {width}: [E[id_t] | P[t]], el doble de ancho.',
  'combined.truncated':
    'Tu texto tiene {given} tokens, pero max_len es {maxLen}. El código del cuaderno de Vizuara se queda con ids[:max_len]: {used}, y {dropped} sin ningún aviso.',
  'combined.truncatedUsed': {
    plural: 'n',
    one: 'abajo solo se calcula el embedding de {n} token, el primero',
    other: 'abajo solo se calcula el embedding de los primeros {n} tokens',
  },
  'combined.truncatedDropped': {
    plural: 'n',
    one: 'se descarta {n} token, el último',
    other: 'se descartan los últimos {n}',
  },
  'combined.strictRefuses': 'El módulo estricto, en cambio, se niega: “{error}”',
  'combined.joinTitle': '¿Sumar o concatenar?',
  'combined.joinProse':
    'Concatenar mantendría ambas partes intactas, una junto a otra, a costa de un vector el doble de ancho y el doble de pesos en cada capa que lo lea. Sumar no cuesta nada, y en d dimensiones las señales de token y de posición rara vez se estorban.',
  'combined.joinHeader': 'combinar',
  'combined.shapeHeader': 'forma de la entrada',
  'combined.tokenTableHeader': 'tabla de tokens',
  'combined.positionTableHeader': 'tabla de posiciones',
  'combined.projectionHeader': 'cada proyección de la capa siguiente',
  'combined.addRow': 'sumar (GPT)',
  'combined.learnedParameters':
    'La tabla de posiciones aprendida tiene max_len × d = {maxLen} × {d} parámetros; la sinusoidal no tiene ninguno.',
  'combined.sinusoidalParameters':
    'La tabla sinusoidal se calcula, no se aprende: 0 parámetros, y existe para cualquier longitud.',
  'lessons.combined.title': 'Token + posición: los vectores de entrada',
  'lessons.combined.place':
    'fila de token más fila de posición: los vectores que entran en el primer bloque',
  'questions.combined.1.question':
    'GPT suma la fila de posición a la fila de token en lugar de concatenarlas. ¿Qué cambiaría si las concatenara?',
  'questions.combined.1.explanation':
    'Cada vector de entrada mediría 2d en lugar de d, así que cada capa que lo lea (las primeras proyecciones de consulta, clave y valor) necesitaría el doble de pesos de entrada, como muestra la tabla de arriba. Sumar mantiene el ancho: el modelo aún puede distinguir las dos señales porque en muchas dimensiones las direcciones aleatorias apenas se solapan, y el entrenamiento puede mantenerlas en subespacios separados si le ayuda.',
  'questions.combined.2.question':
    'GPT-2 tiene 1024 posiciones aprendidas. ¿Qué pasa con una secuencia de 1025 tokens?',
  'questions.combined.2.choice1': 'Usa dos veces la fila de la posición 1023',
  'questions.combined.2.choice2': 'No hay fila para la posición 1024',
  'questions.combined.2.choice3': 'Vuelve al principio, a la fila de la posición 0',
  'questions.combined.2.explanation':
    'Una tabla aprendida tiene exactamente max_len filas; la posición 1024 no tiene fila, así que el módulo estricto lanza un error. Los pipelines truncan (como hace el cuaderno de Vizuara, que se queda con los primeros max_len tokens), dividen los documentos largos en ventanas, quizá solapadas, o usan un esquema de posiciones que se extiende a cualquier longitud, como la tabla sinusoidal o las rotaciones de consultas y claves (una lección posterior).',
  'questions.combined.3.question':
    'En “Hello” las dos “l” comparten fila de token. ¿Son iguales sus vectores de entrada?',
  'questions.combined.3.choice1': 'Sí: el mismo token da el mismo vector',
  'questions.combined.3.choice2': 'No: cada una suma su propia fila de posición',
  'questions.combined.3.explanation':
    'Suman filas de posición distintas (2 y 3), así que las sumas difieren. De eso se trata: sin filas de posición, una atención sin máscara causal no podría distinguir “perro muerde a hombre” de “hombre muerde a perro” (la máscara causal por sí sola ya deja escapar algo de orden: mira la lección de atención).',
  'settings.cb_d': 'd_model',
  'settings.cb_len': 'max_len',
  'settings.cb_pos': 'posiciones',
  'settings.cb_join': 'combinar',
};
