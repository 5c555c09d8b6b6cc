// Spanish (es): the lesson attention: its words, title, questions, setting labels.
export const messages = {
  'attention.lead':
    'La atención es la forma en que un token reúne información de los demás. El vector de cada token se multiplica por tres matrices aprendidas para obtener una consulta (lo que busca), una clave (lo que ofrece para que lo encuentren) y un valor (lo que transmite cuando lo encuentran). La consulta del token i se compara con la clave de cada token j mediante un producto escalar; un softmax convierte cada fila de estas puntuaciones en pesos positivos que suman 1; la salida del token i es la media ponderada de los valores.',
  'attention.whyScale':
    '¿Por qué dividir entre √d_k? El producto escalar de dos vectores con d_k componentes aleatorias de tamaño en torno a 1 tiene una dispersión de aproximadamente √d_k. Sin la división, las cabezas anchas darían puntuaciones grandes, el softmax pondría casi todo el peso en un solo token y sus gradientes se desvanecerían. La máscara causal M suma −∞ a cada puntuación de un token posterior, de modo que tras el softmax esos pesos son exactamente 0: un token solo puede mirar hacia atrás.',
  'attention.randomNote':
    'Aquí la tabla de tokens y las tres proyecciones son aleatorias (generadas a partir de la semilla), como en un modelo sin entrenar, así que el patrón es arbitrario; es el entrenamiento lo que hace que las consultas encuentren claves útiles. Los tokens son los bytes UTF-8 del texto, como en el laboratorio de entrenamiento.',
  'attention.textHint': 'cada byte UTF-8 es un token; se usan los primeros 128',
  'attention.textEmpty': 'Escribe algo de texto: la atención necesita al menos un token.',
  'attention.dModelHint': 'ancho del embedding, {range} (par si hay posiciones)',
  'attention.dKHint': 'ancho de consulta/clave, {range}',
  'attention.seedHint': 'genera la tabla y las proyecciones aleatorias',
  'attention.causalLabel': 'máscara causal (solo mirar hacia atrás)',
  'attention.positionsLabel': 'sumar posiciones sinusoidales',
  'attention.stripLabel': 'Tokens (bytes) del texto',
  'attention.summary': {
    plural: 'n',
    one: '{n} token, d_model {dModel}, d_k {dK}, semilla {seed}, con posiciones sinusoidales sumadas.',
    other:
      '{n} tokens, d_model {dModel}, d_k {dK}, semilla {seed}, con posiciones sinusoidales sumadas.',
  },
  'attention.summaryNoPositions': {
    plural: 'n',
    one: '{n} token, d_model {dModel}, d_k {dK}, semilla {seed}, sin posiciones.',
    other: '{n} tokens, d_model {dModel}, d_k {dK}, semilla {seed}, sin posiciones.',
  },
  'attention.summaryCut':
    '{n} tokens, d_model {dModel}, d_k {dK}, semilla {seed}, con posiciones sinusoidales sumadas. El texto tiene {total} bytes; se muestran los primeros {n} para que las celdas se puedan leer.',
  'attention.summaryCutNoPositions':
    '{n} tokens, d_model {dModel}, d_k {dK}, semilla {seed}, sin posiciones. El texto tiene {total} bytes; se muestran los primeros {n} para que las celdas se puedan leer.',
  'attention.token': '{i} ‘{byte}’',
  'attention.keyAxis': 'clave j →',
  'attention.queryAxis': 'consulta i ↓',
  'attention.scoresTitle': '1. Puntuaciones q·k / √d_k',
  'attention.scoresLegendNote': 'gris: enmascarada (−∞), una clave futura',
  'attention.scoreHover': 'consulta {query} · clave {key} / √{dK} = {score}',
  'attention.scoreHoverMasked':
    'consulta {query} · clave {key} / √{dK} = {score}  (enmascarada: pasa a −∞)',
  'attention.scoresIdle':
    'Rojo: la consulta y la clave coinciden; azul: no coinciden; pálido: una puntuación cercana a 0 (los colores llegan al menos a ±1). {point} para ver los valores exactos.',
  'attention.scoresLabel':
    'Mapa de calor de las {n} por {n} puntuaciones de atención, de {lo} (azul) a {hi} (rojo), con las claves futuras enmascaradas en gris.',
  'attention.scoresLabelUnmasked':
    'Mapa de calor de las {n} por {n} puntuaciones de atención, de {lo} (azul) a {hi} (rojo).',
  'attention.maskTitle': '2. Máscara causal',
  'attention.maskHidden': '0 oculta',
  'attention.maskVisible': '1 visible',
  'attention.maskHoverVisible': 'consulta {query}, clave {key}: visible (se suma 0)',
  'attention.maskHoverHidden': 'consulta {query}, clave {key}: futura, oculta (se suma −∞)',
  'attention.maskIdle': 'La fila i ve las claves 0..i: el triángulo inferior.',
  'attention.maskIdleOff':
    'Máscara desactivada: cada token ve a todos los demás (como en un codificador).',
  'attention.maskLabel':
    'Máscara causal, {n} por {n}: unos en la diagonal y por debajo, ceros por encima.',
  'attention.maskLabelOff': {
    plural: 'count',
    '=1': 'Sin máscara: su única entrada es 1.',
    other: 'Sin máscara: sus {count} entradas son todas 1.',
  },
  'attention.weightsTitle': '3. Pesos softmax(fila)',
  'attention.weightsLegendNote':
    'cada fila suma 1; el color más brillante es el mayor peso fuera de la fila 0',
  'attention.weightHover':
    'peso de la consulta {query} sobre la clave {key} = {weight};  la fila {i} suma {sum}',
  'attention.weightHoverZero':
    'peso de la consulta {query} sobre la clave {key} = 0 (exactamente);  la fila {i} suma {sum}',
  'attention.weightsIdle':
    'Brillante: adonde mira cada consulta. {point} para ver los pesos exactos.',
  'attention.weightsLabel':
    'Mapa de calor de los {n} por {n} pesos de atención, de 0 (oscuro) a 1 (amarillo); cada fila suma 1; por encima de la diagonal, exactamente 0.',
  'attention.weightsLabelUnmasked':
    'Mapa de calor de los {n} por {n} pesos de atención, de 0 (oscuro) a 1 (amarillo); cada fila suma 1.',
  'attention.maskLeakTitle': 'La máscara le dice a cada fila dónde está',
  'attention.maskLeakProse':
    'A menudo se dice que la atención sin posiciones es ciega al orden. Con la máscara causal no lo es. Toma un texto de un solo byte repetido, “aaaaaaaaaaaa”, sin posiciones: todas las consultas y todas las claves son el mismo vector, así que todas las puntuaciones son iguales. Aun así, la fila t solo ve las claves de 0 a t, y su softmax reparte un total de 1 entre esas t + 1 claves, así que su peso sobre el primer token baja como 1/(t + 1). Una fila posterior promedia sobre más claves, así que su salida es distinta de la de una fila anterior: así es como un modelo causal sin codificación posicional puede aprender el orden de todos modos (Haviv et al. 2022).',
  'attention.maskLeakCaption':
    'Peso de la fila t sobre el token 0, sin posiciones, con máscara causal (calculado por el núcleo)',
  'attention.maskLeakRow': 'fila t',
  'attention.maskLeakWeight': 'peso sobre el token 0',
  'attention.memoryTitle': 'Memoria: el coste N²',
  'attention.memoryProse':
    'La atención de producto escalar escalado sin más construye la matriz de pesos N × N completa antes de multiplicarla por V: un número por cada par de tokens. Si duplicas el contexto, la matriz contiene cuatro veces más números, en cada cabeza y en cada capa. Por eso los contextos largos eran caros, y por eso métodos posteriores (FlashAttention y otros) calculan el mismo resultado por bloques sin guardar nunca la matriz completa.',
  'attention.memoryNote':
    'A veces el coste se escribe ω(N²), pero omega minúscula significa “crece estrictamente más rápido que N²”: la matriz tiene exactamente N² entradas, así que la memoria es Θ(N²), es decir, O(N²) (como mucho) y a la vez Ω(N²) (como mínimo) una constante por N².',
  'attention.memoryChartLabel':
    'Gráfico log-log: la memoria de una matriz de atención en float32 crece como N al cuadrado, de 4 bytes con N = 1 a 64 GiB con N = 131072, mientras que una fila de activaciones por token crece solo de forma lineal.',
  'attention.memoryReadout': {
    plural: 'n',
    one: 'N = {n} token: la matriz de atención contiene {weights} peso = {matrixBytes} en float32, para una cabeza y una secuencia. El propio vector del token (d_model {dModel}) ocupa {vectorBytes}.',
    other:
      'N = {n} tokens: la matriz de atención contiene {weights} pesos = {matrixBytes} en float32, para una cabeza y una secuencia. Los propios vectores de los tokens (d_model {dModel}) ocupan {vectorBytes}.',
  },
  'attention.memoryHint': 'escala logarítmica, {range} ({max}k) tokens',
  'attention.lengthAxis': 'longitud de la secuencia N (tokens)',
  'attention.bytesAxis': 'bytes (float32)',
  'attention.matrixSeries': 'matriz de atención N²·4 B',
  'attention.vectorsSeries': 'vectores de tokens N·{dModel}·4 B',
  'attention.matrixColumn': 'bytes de la matriz de atención',
  'attention.vectorsColumn': 'bytes de los vectores de tokens (d_model {dModel})',
  'lessons.attention.title': 'Atención de producto escalar escalado',
  'lessons.attention.place': 'la atención, dentro de cada bloque',
  'questions.attention.1.question':
    'En la atención causal, ¿cuál es el peso del token 0 sobre sí mismo (fila 0)?',
  'questions.attention.1.choice1': '0',
  'questions.attention.1.choice2': '1/N',
  'questions.attention.1.choice3': '1',
  'questions.attention.1.choice4': 'Depende de las puntuaciones',
  'questions.attention.1.explanation':
    'La fila 0 solo puede ver la clave 0, y un softmax sobre una sola puntuación da exactamente 1, sea cual sea la puntuación.',
  'questions.attention.2.question': '¿Cuánto suma cada fila de la matriz de pesos?',
  'questions.attention.2.choice1': '0',
  'questions.attention.2.choice2': '1',
  'questions.attention.2.choice3': 'N',
  'questions.attention.2.choice4': '√d_k',
  'questions.attention.2.explanation':
    'Cada fila es un softmax, así que sus pesos son positivos y suman 1: la salida es una media ponderada de los valores.',
  'questions.attention.3.question':
    'Pasas de 4 096 a 8 192 tokens de contexto. ¿Cuánta memoria más necesita una matriz de atención?',
  'questions.attention.3.choice1': 'La misma',
  'questions.attention.3.choice2': '2×',
  'questions.attention.3.choice3': '4×',
  'questions.attention.3.choice4': '8×',
  'questions.attention.3.explanation':
    'N² crece en un factor 2² = 4: 64 MiB pasan a ser 256 MiB por cabeza en float32.',
  'questions.attention.4.question':
    'Sin posiciones (desmarca “sumar posiciones sinusoidales”), el mismo byte en las posiciones 2 y 9 tiene la misma consulta. Con la máscara causal, ¿son iguales sus dos filas de pesos?',
  'questions.attention.4.choice1':
    'Sí: consultas iguales dan puntuaciones iguales, así que los pesos coinciden',
  'questions.attention.4.choice2':
    'Sí, pero solo cuando los demás bytes del texto son todos distintos',
  'questions.attention.4.choice3':
    'No: solo una codificación posicional puede hacer que dos consultas iguales atiendan de forma distinta',
  'questions.attention.4.choice4':
    'No: la fila 2 reparte su peso entre 3 claves y la fila 9 entre 10',
  'questions.attention.4.explanation':
    'Consultas iguales dan puntuaciones iguales para las claves que ambas filas pueden ver, pero la máscara deja que la fila 2 vea 3 claves y la fila 9 vea 10, y cada softmax reparte un total de 1 entre las claves que ve. Así que la propia máscara le dice a una fila lo avanzada que está: un modelo causal sin ninguna codificación posicional puede aprender el orden de todos modos (la opción “ninguna” del laboratorio de entrenamiento también aprende). Sin la máscara, consultas iguales darían filas idénticas, y la atención sería ciega al orden.',
  'questions.attention.5.question': '¿Por qué el escalado es √d_k y no d_k?',
  'questions.attention.5.explanation':
    'La dispersión (desviación típica) de una suma de d_k productos independientes crece como √d_k, no como d_k. Dividir entre √d_k devuelve las puntuaciones a una dispersión de en torno a 1, sea cual sea el ancho de la cabeza.',
  'settings.att_d': 'd_model',
  'settings.att_dk': 'd_k',
  'settings.att_causal': 'máscara causal',
  'settings.att_pe': 'sumar posiciones',
  'settings.att_n': 'longitud de secuencia N',
  'attention.texCausal': '(causal)',
  'attention.texBytes': 'bytes',
};
