// Spanish (es): the lesson token-embedding: its words, title, questions, setting labels.
export const messages = {
  'token-embedding.lead':
    'El modelo guarda una tabla E con una fila de d números por cada id de token. Convertir un id en un vector es simplemente leer su fila. Antes del entrenamiento las filas son aleatorias (nn.Embedding de PyTorch las extrae de una distribución normal estándar); el entrenamiento las mueve para que los tokens que se usan de forma parecida acaben con filas parecidas.',
  'token-embedding.textEmpty': 'escribe al menos un carácter',
  'token-embedding.dHint':
    'longitud de fila de la tabla aleatoria, {range} (una tabla entrenada conserva la suya)',
  'token-embedding.charsLabel': 'caracteres que comparar',
  'token-embedding.charsHint':
    'el cuaderno de Vizuara compara a b c x y z, el espacio, el punto, 0 1',
  'token-embedding.charsTooFew': 'escribe al menos 2 caracteres para comparar',
  'token-embedding.charsNotOneByte':
    '“{char}” ocupa {n} bytes en UTF-8 ({ids}), así que aquí no es un solo token; usa caracteres de un byte (ASCII)',
  'token-embedding.sourceTrained': 'entrenada, si el laboratorio tiene una',
  'token-embedding.sourceRandom': 'aleatoria (antes del entrenamiento)',
  'token-embedding.shownTrained': 'Se muestra la tabla entrenada: {source} (256 × {d})',
  'token-embedding.fromLab': 'del laboratorio de entrenamiento',
  'token-embedding.shownRandom':
    'Se muestra la tabla aleatoria antes del entrenamiento: N(0, 1), semilla {seed}, 256 × {d}. El predictor token + posición del laboratorio de entrenamiento parte exactamente de esta tabla cuando arranca como el cuaderno, y de esta tabla multiplicada por 0,02 cuando arranca con valores pequeños, como GPT-2.',
  'token-embedding.shownRandomNoModel':
    'Se muestra la tabla aleatoria antes del entrenamiento: N(0, 1), semilla {seed}, 256 × {d}. El predictor token + posición del laboratorio de entrenamiento parte exactamente de esta tabla cuando arranca como el cuaderno, y de esta tabla multiplicada por 0,02 cuando arranca con valores pequeños, como GPT-2 (entrena un modelo en el laboratorio para ver la tabla entrenada).',
  'token-embedding.notByteTable': 'la tabla entrenada tiene {rows} filas, no 256 ids de byte',
  'token-embedding.trainedUnusable': 'No se puede mostrar la tabla entrenada: {message}',
  'token-embedding.tableTitle': 'La tabla de tokens E (filas: ids 0–255)',
  'token-embedding.dimensionAxis': 'dimensión →',
  'token-embedding.tokenIdAxis': 'id de token ↓',
  'token-embedding.tableHoverUsed': {
    plural: 'n',
    one: '{entry}   (tu texto usa esta fila en la posición {positions})',
    other: '{entry}   (tu texto usa esta fila en las posiciones {positions})',
  },
  'token-embedding.tableLabelTrained': {
    plural: 'd',
    one: 'Mapa de calor de la tabla de tokens entrenada: 256 filas (ids de token) por {d} columna (dimensión), valores de −{top} (azul) a +{top} (rojo). Las filas marcadas son las que usa tu texto.',
    other:
      'Mapa de calor de la tabla de tokens entrenada: 256 filas (ids de token) por {d} columnas (dimensiones), valores de −{top} (azul) a +{top} (rojo). Las filas marcadas son las que usa tu texto.',
  },
  'token-embedding.tableLabelRandom': {
    plural: 'd',
    one: 'Mapa de calor de la tabla de tokens aleatoria: 256 filas (ids de token) por {d} columna (dimensión), valores de −{top} (azul) a +{top} (rojo). Las filas marcadas son las que usa tu texto.',
    other:
      'Mapa de calor de la tabla de tokens aleatoria: 256 filas (ids de token) por {d} columnas (dimensiones), valores de −{top} (azul) a +{top} (rojo). Las filas marcadas son las que usa tu texto.',
  },
  'token-embedding.tableSummary': {
    plural: 'rows',
    one: '{params} parámetros (256 × {d}). Marcas a la derecha: {rows} fila, la que usa tu texto. {point} para ver los valores.',
    other:
      '{params} parámetros (256 × {d}). Marcas a la derecha: las {rows} filas que usa tu texto. {point} para ver los valores.',
  },
  'token-embedding.lookupTitle': 'Filas consultadas para tu texto',
  'token-embedding.positionAxis': 'posición en tu texto ↓',
  'token-embedding.lookupHover': '{x} = {entry}; dimensión {col} = {value}',
  'token-embedding.rowCount': {
    plural: 'n',
    one: '{n} fila',
    other: '{n} filas',
  },
  'token-embedding.columnCount': {
    plural: 'n',
    one: '{n} columna',
    other: '{n} columnas',
  },
  'token-embedding.tokenCount': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'token-embedding.dimensionCount': {
    plural: 'n',
    one: '{n} dimensión',
    other: '{n} dimensiones',
  },
  'token-embedding.lookupLabel':
    'Mapa de calor de las filas consultadas para tu texto: {rows}, de {columns} cada una.',
  'token-embedding.lookupSummary':
    '{tokens} × {dims}. {point} para ver de qué fila de la tabla sale cada una.',
  'token-embedding.lookupSummaryCut':
    '{tokens} × {dims} (primeros 128 tokens). {point} para ver de qué fila de la tabla sale cada una.',
  'token-embedding.lookupSame':
    'Seleccionar las filas, E[ids], y multiplicar one-hot(ids) × E (un producto de {n} × 256 por 256 × {d}) da exactamente los mismos números.',
  'token-embedding.lookupDiffer':
    'Seleccionar las filas, E[ids], y multiplicar one-hot(ids) × E (un producto de {n} × 256 por 256 × {d}) da resultados que difieren como mucho en {difference}: es redondeo, son los mismos números.',
  'token-embedding.similarTitle': '¿Qué caracteres se parecen?',
  'token-embedding.similar':
    'La similitud coseno compara direcciones: 1 para la misma dirección, 0 para direcciones perpendiculares, −1 para direcciones opuestas. Las filas aleatorias dan valores dispersos alrededor de 0, sin ningún patrón. Tras el entrenamiento, las letras que se usan en lugares parecidos se van acercando y en la imagen aparecen bloques.',
  'token-embedding.simTitle': 'Similitud coseno de los caracteres elegidos',
  'token-embedding.characterX': 'carácter →',
  'token-embedding.characterY': 'carácter ↓',
  'token-embedding.simLabel': {
    plural: 'n',
    one: 'Mapa de calor de la similitud coseno de {n} carácter ({chars}), de −1 (azul) a +1 (rojo); la diagonal vale 1.',
    other:
      'Mapa de calor de la similitud coseno de {n} caracteres ({chars}), de −1 (azul) a +1 (rojo); la diagonal vale 1.',
  },
  'token-embedding.simSummary': '{chars}  — {point} una celda para ver su valor.',
  'token-embedding.charsFromTraining':
    'Se comparan caracteres del texto de entrenamiento ({chars}): sus filas son las que el entrenamiento ha movido. Escribe los tuyos arriba para elegir otros.',
  'token-embedding.charsUnseen': {
    plural: 'n',
    one: '{chars} no aparece en el texto de entrenamiento: su fila nunca se entrenó y conserva el valor aleatorio inicial, así que sus similitudes son ruido.',
    other:
      '{chars} no aparecen en el texto de entrenamiento: sus filas nunca se entrenaron y conservan el valor aleatorio inicial, así que sus similitudes son ruido.',
  },
  'token-embedding.charsAllSeen': 'Todos estos caracteres aparecen en el texto de entrenamiento.',
  'token-embedding.simStats':
    'Fuera de la diagonal: media {mean}, tamaño típico (rms) {rms}, de {min} a {max}.',
  'token-embedding.simStatsRandom':
    'Fuera de la diagonal: media {mean}, tamaño típico (rms) {rms}, de {min} a {max}. Para vectores aleatorios con d = {d}: alrededor de 1/√d = {expected}.',
  'lessons.token-embedding.title': 'Embeddings de tokens: una fila aprendida por id',
  'lessons.token-embedding.place': 'la tabla de tokens: una fila por token',
  'questions.token-embedding.1.question':
    'La tabla es de 256 × 64. ¿Cuántos números aprende el modelo en ella?',
  'questions.token-embedding.1.choice1': '256 + 64 = 320',
  'questions.token-embedding.1.choice2': '64, la longitud de una fila',
  'questions.token-embedding.1.choice3': '256 × 64 = 16 384',
  'questions.token-embedding.1.explanation':
    'Cada entrada de cada fila es un parámetro: V × d = 256 × 64 = 16 384. Con un vocabulario de 50 000 tokens y d = 768 (GPT-2 small), la misma tabla contiene 38,4 millones.',
  'questions.token-embedding.2.question':
    'Antes del entrenamiento, ¿qué similitud coseno esperas entre dos filas distintas?',
  'questions.token-embedding.2.choice1': 'alrededor de 1: todas las filas empiezan parecidas',
  'questions.token-embedding.2.choice2': 'alrededor de 0, con una dispersión de unos 1/√d',
  'questions.token-embedding.2.choice3': 'exactamente 0: las filas aleatorias son ortogonales',
  'questions.token-embedding.2.explanation':
    'Los vectores aleatorios independientes en muchas dimensiones son casi ortogonales: su coseno se centra en 0 con una dispersión de aproximadamente 1/√d (0,125 para d = 64). No es exactamente 0, y cuanto mayor es d, más se concentra.',
  'questions.token-embedding.3.question':
    'Tras entrenar para predecir el siguiente carácter, las vocales suelen acabar con filas parecidas. ¿Por qué, si nadie le ha dicho al modelo qué es una vocal?',
  'questions.token-embedding.3.explanation':
    'Las filas solo cambian a través del gradiente de la pérdida de predicción. Los caracteres que aparecen en contextos parecidos (vocales entre consonantes, dígitos junto a dígitos) tienen que producir predicciones parecidas de lo que viene después, así que sus filas se empujan en direcciones parecidas.',
  'questions.token-embedding.4.question':
    '¿Por qué consultar la tabla es lo mismo que multiplicar un vector one-hot por la tabla?',
  'questions.token-embedding.4.explanation':
    'La fila i de onehot(i)ᵀE suma E[k] multiplicado por 0 para cada k excepto i, donde vale 1: lo que queda es exactamente E[i]. La consulta se ahorra las V − 1 multiplicaciones por cero; el panel calcula las dos cosas y muestra que coinciden.',
  'settings.te_d': 'd_model',
  'settings.te_chars': 'caracteres a comparar',
  'settings.te_source': 'tabla mostrada',
  'token-embedding.texParams': '#parámetros',
};
