// Spanish (es): the lesson pe-learned: its words, title, questions, setting labels.
export const messages = {
  'pe-learned.lead':
    'GPT-2 y BERT no usan una fórmula para las posiciones. Guardan una segunda tabla de embeddings con una fila por posición, P₀, P₁, …, P_(max_len−1), y suman la fila t al vector del token en la posición t. Las filas empiezan siendo aleatorias y se entrenan como cualquier otro peso. Abajo, la tabla se genera a partir de N(0, 1) con la semilla aleatoria de la página hasta que el laboratorio de entrenamiento publique una entrenada.',
  'pe-learned.maxLenHint': 'filas de la tabla aleatoria ({range})',
  'pe-learned.dHint': 'ancho de cada fila ({range})',
  'pe-learned.seqHint': 'longitud del texto que se convierte en embeddings ({range})',
  'pe-learned.sourceTrained':
    'Se muestra la tabla entrenada de “{name}” ({rows} × {cols}). Los controles max_len y d_model ajustan la tabla aleatoria.',
  'pe-learned.trainingLab': 'el laboratorio de entrenamiento',
  'pe-learned.untrainedRows':
    'Sus ventanas de entrenamiento tenían {window} tokens, así que las filas {window} a {last} nunca se usaron: conservan sus valores iniciales, nada aprendido, y las medias de abajo las dejan fuera.',
  'pe-learned.sourceRandom':
    'Tabla aleatoria: {rows} × {cols} valores de N(0, 1), semilla aleatoria {seed}. Entrena un modelo con posiciones aprendidas en el laboratorio de entrenamiento para ver aquí una tabla entrenada.',
  'pe-learned.sourceRandomAway':
    'Tabla aleatoria: {rows} × {cols} valores de N(0, 1), semilla aleatoria {seed}.',
  'pe-learned.showRandom': 'Mostrar la tabla aleatoria',
  'pe-learned.showTrained': 'Mostrar la tabla entrenada',
  'pe-learned.tableTitle': 'La tabla de posiciones aprendida',
  'pe-learned.xAxis': 'dimensión →',
  'pe-learned.yAxis': 'posición ↓',
  'pe-learned.xAxisRange': 'dimensión → (de 0 a {last})',
  'pe-learned.yAxisRange': 'posición ↓ (de 0 a {last})',
  'pe-learned.tableHover': '{entry} = {value}   (posición {row}, dimensión {col})',
  'pe-learned.tableLabelTrained': {
    plural: 'rows',
    one: 'Mapa de calor de la tabla de posiciones aprendida, ya entrenada: {rows} posición por {cols} dimensiones, valores de −{top} (azul) a +{top} (rojo), con una escala ajustada a esta tabla.',
    other:
      'Mapa de calor de la tabla de posiciones aprendida, ya entrenada: {rows} posiciones por {cols} dimensiones, valores de −{top} (azul) a +{top} (rojo), con una escala ajustada a esta tabla.',
  },
  'pe-learned.tableLabelRandom': {
    plural: 'rows',
    one: 'Mapa de calor de la tabla de posiciones aprendida, todavía aleatoria: {rows} posición por {cols} dimensiones, valores de −{top} (azul) a +{top} (rojo).',
    other:
      'Mapa de calor de la tabla de posiciones aprendida, todavía aleatoria: {rows} posiciones por {cols} dimensiones, valores de −{top} (azul) a +{top} (rojo).',
  },
  'pe-learned.tableSummary': {
    plural: 'rows',
    one: '{rows} posición × {cols} dimensiones. {point} para ver los valores exactos.',
    other: '{rows} posiciones × {cols} dimensiones. {point} para ver los valores exactos.',
  },
  'pe-learned.similarityX': 'posición q →',
  'pe-learned.similarityY': 'posición p ↓',
  'pe-learned.similarityHover': '{entry} = {value}   (distancia {distance})',
  'pe-learned.learnedSimilarityTitle': 'Aprendida: similitud coseno entre posiciones',
  'pe-learned.sinusoidalSimilarityTitle': 'Sinusoidal: similitud coseno entre posiciones',
  'pe-learned.learnedSimilarityTrained': {
    plural: 'rows',
    one: 'Matriz de similitud de la tabla aprendida, con {rows} posición: diagonal brillante, estructura entrenada.',
    other:
      'Matriz de similitud de la tabla aprendida, con {rows} posiciones: diagonal brillante, estructura entrenada.',
  },
  'pe-learned.learnedSimilarityRandom': {
    plural: 'rows',
    one: 'Matriz de similitud de la tabla aprendida, con {rows} posición: diagonal brillante, ruido en el resto.',
    other:
      'Matriz de similitud de la tabla aprendida, con {rows} posiciones: diagonal brillante, ruido en el resto.',
  },
  'pe-learned.sinusoidalSimilarity': {
    plural: 'rows',
    one: 'Matriz de similitud de {rows} posición sinusoidal (d_model {cols}): bandas paralelas a la diagonal, determinadas solo por la distancia.',
    other:
      'Matriz de similitud de {rows} posiciones sinusoidales (d_model {cols}): bandas paralelas a la diagonal, determinadas solo por la distancia.',
  },
  'pe-learned.similaritySummary': '{point} una celda para ver la similitud de dos posiciones.',
  'pe-learned.sideBySideTitle': 'Comparación directa',
  'pe-learned.learnedHeader': 'tabla aprendida',
  'pe-learned.sinusoidalHeader': 'sinusoidal',
  'pe-learned.trainableRow': 'números entrenables',
  'pe-learned.noParameters': '0 (una fórmula fija)',
  'pe-learned.sequenceRow': 'una secuencia de {seq} tokens',
  'pe-learned.rowsLookedUp': 'se consultan las filas 0 a {last}',
  'pe-learned.rowsLookedUpUntrained':
    'se consultan las filas 0 a {last}; las filas {window} a {last} nunca se entrenaron',
  'pe-learned.noRowsPast': 'error: no hay filas más allá de la {last}',
  'pe-learned.rowsComputed': {
    plural: 'seq',
    one: '{seq} fila calculada',
    other: '{seq} filas calculadas',
  },
  'pe-learned.rowsComputedBeyond': '{seq} filas calculadas ({beyond} más allá de max_len)',
  'pe-learned.neighboursRow': '¿se parecen las vecinas?',
  'pe-learned.learnedNeighbours': 'media de cos(P[p], P[p+1]) = {near}',
  'pe-learned.learnedNeighboursFar': 'media de cos(P[p], P[p+1]) = {near}; a distancia 10: {far}',
  'pe-learned.learnedNeighboursTrained':
    'media de cos(P[p], P[p+1]) en las {window} filas entrenadas = {near}',
  'pe-learned.learnedNeighboursTrainedFar':
    'media de cos(P[p], P[p+1]) en las {window} filas entrenadas = {near}; a distancia 10: {far}',
  'pe-learned.sinusoidalNeighbours': 'cos(PE[p], PE[p+1]) = {near} para todo p',
  'pe-learned.pastMaxLenTitle': 'Más allá de max_len',
  'pe-learned.sequenceFits': {
    plural: 'rows',
    one: 'Una secuencia de {seq} tokens cabe en {rows} fila. Sube la longitud de la secuencia por encima de {rows} para ver qué hace la tabla aprendida.',
    other:
      'Una secuencia de {seq} tokens cabe en {rows} filas. Sube la longitud de la secuencia por encima de {rows} para ver qué hace la tabla aprendida.',
  },
  'pe-learned.coreRefuses':
    'El núcleo se niega a consultar posiciones que la tabla aprendida no tiene:',
  'pe-learned.formulaHasNoLimit': {
    plural: 'rows',
    one: 'La fórmula sinusoidal no tiene ese límite: simplemente ha calculado {seq} filas (otra cosa es que un modelo entrenado con {rows} posición aproveche bien las nuevas).',
    other:
      'La fórmula sinusoidal no tiene ese límite: simplemente ha calculado {seq} filas (otra cosa es que un modelo entrenado con {rows} posiciones aproveche bien las nuevas).',
  },
  'pe-learned.whichWhere':
    'Qué se usa dónde: el Transformer original usaba sinusoides; BERT y GPT-2/3 aprendían sus tablas; la mayoría de los LLM abiertos recientes rotan las consultas y las claves según su posición en lugar de sumar ninguna tabla. (Una comparación muy difundida coloca a “la mayoría de los LLM modernos” entre los que usan tablas aprendidas; eso era cierto en la época de GPT-2/GPT-3, no hoy.)',
  'lessons.pe-learned.title': 'Embeddings de posición aprendidos',
  'lessons.pe-learned.place':
    'posiciones: una tabla aprendida que se suma a las filas de los tokens',
  'questions.pe-learned.1.question':
    'Un modelo con una tabla aprendida de max_len 1024 recibe un texto de 1500 tokens. ¿Qué ocurre?',
  'questions.pe-learned.1.choice1': 'Calcula las filas 1024 a 1499 con la fórmula',
  'questions.pe-learned.1.choice2':
    'Las filas a partir de la 1024 no existen: hay que recortar el texto',
  'questions.pe-learned.1.explanation':
    'Una tabla aprendida solo se puede consultar: las filas que nunca se crearon no se pueden consultar. El núcleo se niega, como se ve arriba; los pipelines recortan el texto a max_len.',
  'questions.pe-learned.2.question':
    '¿Cuántos números entrenables tiene una tabla aprendida con max_len 512 y d_model 768?',
  'questions.pe-learned.2.choice1': '0 (las posiciones no se aprenden)',
  'questions.pe-learned.2.choice2': '512 × 768 = 393 216',
  'questions.pe-learned.2.choice3': '512 + 768 = 1280',
  'questions.pe-learned.2.explanation':
    '512 × 768 = 393 216: una fila de ancho d_model por posición. La tabla sinusoidal no tiene ninguno.',
  'questions.pe-learned.3.question':
    'Antes del entrenamiento, ¿se parecen las filas vecinas de la tabla aprendida?',
  'questions.pe-learned.3.choice1': 'No: las filas son vectores aleatorios independientes',
  'questions.pe-learned.3.choice2':
    'Sí: las filas vecinas empiezan siendo parecidas, como en las sinusoides',
  'questions.pe-learned.3.explanation':
    'Las filas aleatorias de N(0, 1) son casi ortogonales, así que la matriz de similitud es una diagonal brillante sobre ruido. Cualquier noción de “cercano” tiene que aprenderse de los datos; la tabla sinusoidal la tiene desde el principio (sus bandas).',
  'questions.pe-learned.4.question': '¿Qué modelos usan cada una?',
  'questions.pe-learned.4.explanation':
    'El Transformer original usaba sinusoides; BERT y GPT-2/GPT-3 usaban tablas absolutas aprendidas; T5 usaba sesgos relativos aprendidos en lugar de cualquiera de las dos. La mayoría de los LLM abiertos recientes (LLaMA, Mistral, Qwen y muchos más) lo que hacen es rotar las consultas y las claves según su posición (una lección posterior muestra cómo). Así que decir “aprendidas, como en la mayoría de los LLM modernos” está desactualizado.',
  'settings.learn_len': 'max_len',
  'settings.learn_d': 'd_model',
  'settings.learn_seq': 'longitud de secuencia',
};
