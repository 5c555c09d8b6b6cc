// Spanish (es): the lesson block: its words, title, questions, setting labels.
export const messages = {
  'block.lead':
    'Un transformer es el mismo bloque repetido. Cada bloque deja que los tokens intercambien información (la atención), luego transforma cada token por separado (la MLP) y suma ambos resultados a un vector acumulado x, el flujo residual. Tras el último bloque, una normalización final y la cabeza de salida convierten la x de cada token en 256 puntuaciones, una por cada posible byte siguiente.',
  'block.textHint': 'el texto inicial: cada byte es un token; se usan los 64 primeros',
  'block.summaryTrained': {
    plural: 'tokens',
    one: 'TinyGPT entrenado ({shape}), {tokens} token.',
    other: 'TinyGPT entrenado ({shape}), {tokens} tokens.',
  },
  'block.summaryTrainedCut':
    'TinyGPT entrenado ({shape}), {tokens} tokens (los primeros {tokens} de {total} bytes).',
  'block.summaryRandom': {
    plural: 'tokens',
    one: 'TinyGPT aleatorio ({shape}, semilla aleatoria {seed}), {tokens} token.',
    other: 'TinyGPT aleatorio ({shape}, semilla aleatoria {seed}), {tokens} tokens.',
  },
  'block.summaryRandomCut':
    'TinyGPT aleatorio ({shape}, semilla aleatoria {seed}), {tokens} tokens (los primeros {tokens} de {total} bytes).',
  'block.streamTitle': 'El flujo residual es una suma acumulada',
  'block.streamProse':
    'Ninguna subcapa reemplaza x: cada una le suma una corrección. Así, el trabajo del primer bloque sigue en x al final, y el gradiente tiene un camino directo, a través de las sumas, desde la pérdida hasta cada bloque. Las barras muestran el tamaño de x (su media cuadrática) después de cada suma.',
  'block.streamHeading': 'Tamaño de x (RMS) tras cada subcapa, último token',
  'block.stageInput': 'entrada',
  'block.stageAttention': 'atención {l}',
  'block.stageMlp': 'MLP {l}',
  'block.stageAttentionShort': 'A{l}',
  'block.stageMlpShort': 'M{l}',
  'block.streamHover': '{stage}: RMS de x = {rms}',
  'block.streamHoverAdded': '{stage}: RMS de x = {rms}; esta subcapa sumó un vector de RMS {added}',
  'block.streamIdle':
    'Cada barra: el flujo residual después de sumar una subcapa más (A2: la atención del bloque 2; M2: su MLP).',
  'block.streamLabel':
    'Gráfico de barras: RMS del flujo residual del último token después de cada una de las {count} subcapas, de {first} en la entrada a {last} tras el bloque {layers}.',
  'block.diagramTitle': 'TinyGPT, tal como está configurado el laboratorio de entrenamiento',
  'block.diagramProse':
    'Cambia las capas, las cabezas, d_model, las posiciones o la normalización en el laboratorio de entrenamiento, y este diagrama (y todas las lecciones de aquí) se actualizará.',
  'block.placementTitle': 'Pre-norm o post-norm',
  'block.placementProse':
    'El Transformer de 2017 normalizaba después de cada suma: x = norm(x + sublayer(x)), es decir, post-norm. GPT-2 y TinyGPT normalizan solo la rama: x = x + sublayer(norm(x)), es decir, pre-norm, con una normalización final al terminar. Abajo, los mismos bloques aleatorios se apilan de las dos formas sobre la misma entrada; el gradiente es el de una dirección aleatoria fija de la salida.',
  'block.depthHint': '{range} bloques aleatorios, con los mismos pesos en las dos colocaciones',
  'block.preNorm': 'pre-norm (GPT-2, TinyGPT)',
  'block.postNorm': 'post-norm (2017)',
  'block.boundaryAxis': 'frontera entre bloques (0 = entrada)',
  'block.activationAxis': 'RMS de x',
  'block.gradientAxis': 'RMS del gradiente',
  'block.activationTitle': 'Tamaño de las activaciones',
  'block.gradientTitle': 'Tamaño del gradiente',
  'block.activationTools': 'tamaño de las activaciones, pre-norm frente a post-norm',
  'block.gradientTools': 'tamaño del gradiente, pre-norm frente a post-norm',
  'block.boundaryOutput': 'salida',
  'block.boundaryInto': 'entrada al bloque {l}',
  'block.preActivationColumn': 'RMS de la activación con pre-norm',
  'block.postActivationColumn': 'RMS de la activación con post-norm',
  'block.preGradientColumn': 'RMS del gradiente con pre-norm',
  'block.postGradientColumn': 'RMS del gradiente con post-norm',
  'block.activationLabel': {
    plural: 'depth',
    one: 'Tamaño de las activaciones a través de {depth} bloque: con pre-norm crece de {preIn} a {preOut}; con post-norm se mantiene cerca de {postOut}.',
    other:
      'Tamaño de las activaciones a través de {depth} bloques: con pre-norm crece de {preIn} a {preOut}; con post-norm se mantiene cerca de {postOut}.',
  },
  'block.gradientLabel':
    'Tamaño del gradiente que llega a cada bloque: en la entrada, pre-norm {preIn} y post-norm {postIn}; en la salida, pre-norm {preOut} y post-norm {postOut}.',
  'block.placementReadout':
    '{blocks} (d_model {dModel}, {heads}, {norm}, 16 tokens aleatorios): x crece de {preIn} a {preOut} con pre-norm y termina en {postOut} con post-norm. El gradiente en la entrada es {preGradIn} (pre) frente a {postGradIn} (post), lo que respecto al gradiente de la salida supone una razón de {preRatio} y {postRatio}.',
  'block.randomBlocks': {
    plural: 'n',
    one: '{n} bloque aleatorio',
    other: '{n} bloques aleatorios',
  },
  'block.headCount': {
    plural: 'n',
    one: '{n} cabeza',
    other: '{n} cabezas',
  },
  'block.shows':
    'Lo que muestra este gráfico: antes de cualquier entrenamiento, el gradiente que llega a la entrada es {post} con post-norm, {factor} veces el de pre-norm ({pre}).',
  'block.showsSmaller':
    'Lo que muestra este gráfico: antes de cualquier entrenamiento, el gradiente que llega a la entrada es {post} con post-norm, {factor} veces más pequeño que el de pre-norm ({pre}).',
  'block.bothStay':
    'El gradiente de post-norm se mantiene dentro de un factor de 1,25 desde la salida hasta la entrada ({postOut} a {postIn}); el de pre-norm se mantiene dentro de un factor de 1,25 desde la salida hasta la entrada ({preOut} a {preIn}).',
  'block.postStaysPreChanges':
    'El gradiente de post-norm se mantiene dentro de un factor de 1,25 desde la salida hasta la entrada ({postOut} a {postIn}); el de pre-norm pasa de {preOut} en la salida a {preIn} en la entrada, {preRatio} veces su tamaño en la salida.',
  'block.postChangesPreStays':
    'El gradiente de post-norm pasa de {postOut} en la salida a {postIn} en la entrada, {postRatio} veces su tamaño en la salida; el de pre-norm se mantiene dentro de un factor de 1,25 desde la salida hasta la entrada ({preOut} a {preIn}).',
  'block.bothChange':
    'El gradiente de post-norm pasa de {postOut} en la salida a {postIn} en la entrada, {postRatio} veces su tamaño en la salida; el de pre-norm pasa de {preOut} en la salida a {preIn} en la entrada, {preRatio} veces su tamaño en la salida.',
  'block.doesNotShow':
    'Con pre-norm, x crece de bloque en bloque y la normalización final divide entre ese tamaño, lo que reduce todos los gradientes que quedan por debajo. Lo que no muestra es el entrenamiento. El problema de post-norm está en los gradientes de los pesos una vez que se dan pasos: Xiong et al. (2020) observaron que, en pilas post-norm profundas, los cercanos a la salida eran grandes al principio, y que esas pilas necesitaban un calentamiento (warm-up) de la tasa de aprendizaje para poder entrenar, mientras que las pilas pre-norm entrenaban sin él. Un gráfico de los gradientes de x para una dirección de salida aleatoria, antes de dar ningún paso, no puede mostrar eso.',
  'block.mlpTitle': 'La MLP: 4·d unidades ocultas, GELU',
  'block.mlpProse':
    'La MLP ensancha el vector de cada token a 4·d_model números, los dobla con GELU (casi 0 para entradas negativas, casi la propia entrada para las positivas) y los proyecta de vuelta a d_model. Ve un token cada vez: la atención reunió el contexto y la MLP trabaja sobre él.',
  'block.mlpHeading': 'Capa oculta de la MLP del último bloque: GELU(x·W₁)',
  'block.hiddenAxis': 'unidad oculta → (4·d_model)',
  'block.tokenAxis': 'token ↓',
  'block.mlpHover': 'token {i} ‘{byte}’, unidad oculta {c}: {value}',
  'block.mlpIdle':
    'Lo más oscuro: el hundimiento de GELU por debajo de 0 (hasta −0,17 como mucho); oscuro: su lado plano, cerca de 0; claro: unidades muy activas.',
  'block.mlpLabel': {
    plural: 'tokens',
    one: 'Mapa de calor de la capa oculta de la MLP del último bloque, {tokens} token por {units} unidades; el {share} % de los valores está a menos de 0,01 de cero.',
    other:
      'Mapa de calor de la capa oculta de la MLP del último bloque, {tokens} tokens por {units} unidades; el {share} % de los valores está a menos de 0,01 de cero.',
  },
  'block.mlpNote': 'El {share} % de estos {count} valores está a menos de 0,01 de cero.',
  'block.outputTitle': 'Normalización final, cabeza de salida, softmax',
  'block.outputProse':
    'Tras el último bloque, una normalización final reescala la x de cada token, y la cabeza de salida, una matriz de 256 × d_model, puntúa cada posible byte siguiente: son los logits. Un softmax convierte los logits del último token en las probabilidades de abajo.',
  'block.probsHeading': 'Probabilidades del byte siguiente tras el texto (los 12 más probables)',
  'block.probsHover': '‘{byte}’ (byte {b}): logit {logit}, probabilidad {probability}',
  'block.probsIdle': 'softmax(logits): los 256 bytes se reparten una probabilidad total de 1.',
  'block.probsLabel':
    'Gráfico de barras de los 12 bytes siguientes más probables: el primero es ‘{byte}’, con probabilidad {probability}.',
  'block.logitColumn': 'logit',
  'block.probabilityColumn': 'probabilidad',
  'block.tyingTitle': 'Pesos compartidos (weight tying) y √d_model',
  'block.tyingProse':
    'La cabeza de salida pregunta “¿a la fila de qué byte se parece más x?”; la tabla de tokens responde a “¿qué fila representa este byte?”. Compartir pesos (weight tying) usa una sola matriz para ambas, como hace GPT-2: menos parámetros, y un byte que casi nunca aparece recibe igualmente una fila de salida razonable. El artículo de 2017 también las compartía y multiplicaba los embeddings por √d_model: su tabla se inicializa pequeña (entradas de tamaño aproximado 1/√d_model) para que la matriz compartida dé logits moderados, y el factor √d_model devuelve las filas a un tamaño de aproximadamente 1, comparable al de las posiciones sinusoidales que se les suman, para que ninguna ahogue a la otra.',
  'block.tying':
    'En este TinyGPT, la tabla de tokens y la cabeza de salida tienen cada una 256 × {dModel} = {head} parámetros, el {share} % de sus {parameters}: compartirlas ahorraría esa cantidad. Las entradas de su tabla de tokens tienen un RMS de {rms}.',
  'lessons.block.title': 'El bloque transformer',
  'lessons.block.place': 'el bloque transformer, apilado',
  'questions.block.1.question': 'En un bloque pre-norm, ¿qué lee la subcapa de atención?',
  'questions.block.1.choice1': 'la propia x',
  'questions.block.1.choice2': 'norm(x)',
  'questions.block.1.choice3': 'los logits del bloque anterior',
  'questions.block.1.choice4': 'la tabla de tokens',
  'questions.block.1.explanation':
    'Pre-norm: x = x + attention(norm(x)). La normalización está en la rama; el flujo residual x en sí no se normaliza nunca hasta la normalización final.',
  'questions.block.2.question':
    '¿Por qué crece el tamaño de x de bloque en bloque en una pila pre-norm?',
  'questions.block.2.explanation':
    'Cada subcapa suma su salida a x y nada reescala la suma, así que x es un total acumulado. Post-norm normaliza después de cada suma, así que su x se queda en el tamaño que fija la normalización, pero el gradiente tiene que atravesar todas las normalizaciones en el camino de vuelta.',
  'questions.block.3.question':
    'TinyGPT tiene d_model 64. ¿Cuántos parámetros se ahorrarían compartiendo la cabeza de salida con la tabla de tokens?',
  'questions.block.3.choice1': '64',
  'questions.block.3.choice2': '256',
  'questions.block.3.choice3': '16 384',
  'questions.block.3.choice4': 'ninguno: una cabeza no puede compartir una tabla',
  'questions.block.3.explanation':
    'La cabeza es una matriz de 256 × 64, con la misma forma que la tabla de tokens: compartirlas reutiliza la tabla y ahorra 256 · 64 = 16 384 números. GPT-2 las comparte; TinyGPT mantiene su propia cabeza.',
  'questions.block.4.question': 'La MLP trabaja sobre cada token…',
  'questions.block.4.choice1': 'mirando todos los tokens anteriores',
  'questions.block.4.choice2': 'por separado',
  'questions.block.4.choice3': 'solo en la última posición',
  'questions.block.4.explanation':
    'La MLP se aplica a cada fila por separado: la atención mueve información entre tokens, y la MLP transforma lo que cada token contiene ahora.',
  'settings.bk_depth': 'bloques apilados',
  'settings.bk_weights': 'pesos',
};
