// Spanish (es): the lesson overview: its words, title, questions, setting labels.
export const messages = {
  'overview.lead':
    'Un GPT lee texto y adivina qué viene después, pieza a pieza. Estas lecciones construyen uno pequeño, TinyGPT, parte por parte, y lo entrenan en tu navegador. Aquí lo tienes entero de una vez: el texto entra por arriba, cada etapa le pasa a la siguiente un vector de números por token, y abajo salen las probabilidades del siguiente byte. Cada una de las lecciones siguientes abre una etapa.',
  'overview.promptHint': 'el modelo lo continúa con un byte',
  'overview.promptEmpty': 'Escribe al menos un carácter: el modelo continúa el texto.',
  'overview.barsTitle': 'Probabilidades del siguiente byte (los {n} más probables)',
  'overview.barHover': '‘{byte}’ (byte {id}): {p}',
  'overview.barIdle': 'Señala una barra para leer su probabilidad.',
  'overview.logitColumn': 'logit',
  'overview.probabilityColumn': 'probabilidad',
  'overview.barsSummary': 'Gráfico de barras de los {n} siguientes bytes más probables: {bars}.',
  'overview.barsItem': '‘{byte}’ {p}',
  'overview.promptBytes': 'Sus bytes, los ids de token que lee el modelo: {ids}.',
  'overview.summaryTrained':
    'TinyGPT entrenado ({shape}): tras el texto, el siguiente byte más probable es ‘{byte}’, con {p}.',
  'overview.summaryRandom':
    'TinyGPT con pesos aleatorios ({shape}, semilla {seed}): tras el texto, el siguiente byte más probable es ‘{byte}’, con {p}. Unos pesos aleatorios no han aprendido nada, así que este orden es arbitrario (una suposición uniforme da a cada byte 1/256 = {even}). Entrena el modelo en el laboratorio de entrenamiento y luego elige los pesos entrenados.',
  'overview.summaryRandomAway':
    'TinyGPT con pesos aleatorios ({shape}, semilla {seed}): tras el texto, el siguiente byte más probable es ‘{byte}’, con {p}. Unos pesos aleatorios no han aprendido nada, así que este orden es arbitrario (una suposición uniforme da a cada byte 1/256 = {even}).',
  'overview.diagramTitle': 'TinyGPT, etapa por etapa',
  'overview.labNote':
    'El laboratorio de entrenamiento fija el tamaño del modelo (capas, cabezas, d_model, posiciones, normalización); este diagrama y todas las lecciones lo siguen. {link} para entrenarlo ahora, y vuelve luego para ver qué ha cambiado.',
  'overview.labLink': 'Ve al laboratorio de entrenamiento',
  'overview.firstLookTitle': 'Un primer vistazo a las palabras que usan las lecciones',
  'overview.moreInLesson': 'Más en su lección.',
  'overview.token': 'token',
  'overview.tokenAbout':
    'Un trozo de texto que el modelo lee como una unidad. Aquí cada byte es un token: un número de 0 a 255. Un byte que por sí solo no es un carácter imprimible se escribe \\x y dos dígitos hexadecimales: \\xC3 es el byte 195, el primero de los dos bytes de “é”. {more}',
  'overview.embedding': 'embedding',
  'overview.embeddingAbout':
    'La fila de números (un vector) que la tabla de tokens guarda para un token. El modelo aprende estas filas. {more}',
  'overview.position': 'posición',
  'overview.positionAbout':
    'El modelo también tiene que saber dónde está cada token. Una codificación posicional suma números de posición a cada fila, o gira partes de los vectores un ángulo que crece con la posición. {more}',
  'overview.norm': 'normalización',
  'overview.normAbout':
    'LayerNorm o RMSNorm reescala el vector de cada token a un tamaño estable antes de que lo use una capa. {more}',
  'overview.attention': 'atención',
  'overview.attentionAbout':
    'Cada token recoge lo que necesita de los tokens anteriores. Genera una consulta (lo que busca); cada token genera una clave (lo que ofrece) y un valor (lo que transmite). El producto escalar de la consulta con una clave es una puntuación; softmax convierte las puntuaciones de un token en pesos positivos que suman 1; la salida del token es la suma ponderada de los valores. {more}',
  'overview.causalMask': 'máscara causal',
  'overview.causalMaskAbout':
    'Un token solo puede atender a sí mismo y a los tokens anteriores, nunca a los posteriores, así que el modelo no puede leer el byte que tiene que predecir. {more}',
  'overview.head': 'cabeza',
  'overview.headAbout':
    'La atención se ejecuta varias veces en paralelo. Cada cabeza genera sus propias consultas, claves y valores a partir del vector completo de cada token; sus resultados se concatenan y los mezcla una matriz más, la proyección de salida W_o. {more}',
  'overview.block': 'bloque',
  'overview.blockAbout':
    'Atención y después una pequeña red para cada token por separado (la MLP, cuya capa oculta dobla sus números con una rampa suave, GELU). Cada una normaliza primero su entrada (pre-norm) y suma su resultado al vector del token, el flujo residual. TinyGPT apila unos cuantos bloques. {more}',
  'overview.logits': 'logits y softmax',
  'overview.logitsAbout':
    'Tras el último bloque, la cabeza de salida da 256 puntuaciones para el siguiente byte, los logits; softmax las convierte en probabilidades. Generar texto consiste en elegir un byte según ellas, añadirlo al texto y volver a empezar. {more}',
  'overview.loss': 'pérdida',
  'overview.lossAbout':
    'El entrenamiento le muestra texto al modelo y le pide, en cada posición, el siguiente byte. Se le puntúa con la pérdida de entropía cruzada, −ln de la probabilidad que le dio al byte correcto; el gradiente indica cómo ajustar cada peso para reducirla. {more}',
  'lessons.overview.title': 'El modelo completo de un vistazo',
  'questions.overview.1.question':
    '¿Qué parte de TinyGPT permite que el último token use los bytes anteriores?',
  'questions.overview.1.choice1': 'la tabla de tokens, fila a fila',
  'questions.overview.1.choice2': 'la atención, dentro de cada bloque',
  'questions.overview.1.choice3': 'la cabeza de salida, al final',
  'questions.overview.1.choice4': 'el softmax sobre el byte siguiente',
  'questions.overview.1.explanation':
    'La tabla de tokens busca cada byte por separado y la cabeza de salida lee un solo vector. Solo la atención lleva información de los tokens anteriores a los posteriores.',
  'questions.overview.2.question':
    'Con pesos aleatorios, ¿qué te dicen las probabilidades del siguiente byte?',
  'questions.overview.2.choice1':
    'Nada todavía: se reparten entre los 256 bytes en un orden arbitrario',
  'questions.overview.2.choice2':
    'El byte más probable ya es la letra más común de un texto en inglés',
  'questions.overview.2.choice3':
    'El espacio es siempre el más probable, porque es el byte más frecuente',
  'questions.overview.2.explanation':
    'Unos pesos aleatorios no han aprendido nada. Cada byte recibe una pequeña parte (una suposición uniforme le daría a cada uno 1/256 ≈ 0,39 %), y qué bytes van primero cambia con la semilla. Elige pesos aleatorios arriba, cambia luego la semilla y lee el gráfico.',
  'questions.overview.3.question':
    '¿Por qué un token no puede atender a los tokens posteriores cuando el modelo se entrena?',
  'questions.overview.3.choice1': 'Mirar todos los tokens haría cada paso demasiado lento',
  'questions.overview.3.choice2':
    'Los tokens posteriores contienen la respuesta que se le pide predecir',
  'questions.overview.3.choice3':
    'Los tokens posteriores aún no han recibido ningún embedding en ese momento',
  'questions.overview.3.explanation':
    'En cada posición, la tarea es predecir el siguiente byte. Si el token pudiera mirar hacia delante, copiaría la respuesta y no aprendería nada útil: la máscara causal oculta todo lo que viene después.',
  'settings.ov_prompt': 'texto a continuar',
  'settings.ov_weights': 'pesos',
};
