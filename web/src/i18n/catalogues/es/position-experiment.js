// Spanish (es): the lesson position-experiment: its words, title, questions, setting labels.
export const messages = {
  'position-experiment.lead':
    'Toma un token y colócalo en la posición 0, 1, 2, … N−1. Su fila de token es la misma cada vez, así que todo lo que cambie entre los vectores resultantes viene de las filas de posición. Comparar cada par muestra lo que dice la tabla de posiciones sobre la distancia.',
  'position-experiment.tokenHint': 'un id de byte, {range} (97 es “a”)',
  'position-experiment.tokenName': 'token {id} = ‘{label}’',
  'position-experiment.nHint': 'cuántas posiciones, {range} (en el cuaderno: 20)',
  'position-experiment.dHint': 'ancho del vector, {range} (par para sinusoidal)',
  'position-experiment.learnedRandom': 'aprendidas (aleatorias)',
  'position-experiment.sinusoidal': 'sinusoidales',
  'position-experiment.fullRange': '−1 a 1',
  'position-experiment.fitRange': 'ajustado a los valores (muestra bandas tenues)',
  'position-experiment.heatmapTitle': 'cos(token + P[i], token + P[j])',
  'position-experiment.xAxis': 'posición j →',
  'position-experiment.yAxis': 'posición i ↓',
  'position-experiment.hover': 'posiciones {i} y {j} (distancia {distance}): cos = {value}',
  'position-experiment.heatmapLabelLearned':
    'Similitud coseno del token {token} colocado en las posiciones 0 a {last} con posiciones aprendidas, {n} por {n}, de −1 (azul) a +1 (rojo).',
  'position-experiment.heatmapLabelSinusoidal':
    'Similitud coseno del token {token} colocado en las posiciones 0 a {last} con posiciones sinusoidales, {n} por {n}, de −1 (azul) a +1 (rojo).',
  'position-experiment.heatmapLabelLearnedFit':
    'Similitud coseno del token {token} colocado en las posiciones 0 a {last} con posiciones aprendidas, {n} por {n}, coloreada de {lo} (morado oscuro) a {hi} (amarillo).',
  'position-experiment.heatmapLabelSinusoidalFit':
    'Similitud coseno del token {token} colocado en las posiciones 0 a {last} con posiciones sinusoidales, {n} por {n}, coloreada de {lo} (morado oscuro) a {hi} (amarillo).',
  'position-experiment.summaryLearned':
    '{n} × {n}, posiciones aprendidas, d = {d}. {point} una celda.',
  'position-experiment.summarySinusoidal':
    '{n} × {n}, posiciones sinusoidales, d = {d}. {point} una celda.',
  'position-experiment.byDistanceTitle': 'Similitud media según la distancia',
  'position-experiment.byDistanceData': 'similitud media según la distancia',
  'position-experiment.distanceAxis': 'distancia |i − j|',
  'position-experiment.meanAxis': 'coseno medio',
  'position-experiment.distanceRow': 'distancia {k}',
  'position-experiment.statsLearned':
    'aprendidas: similitud media a distancia 1 = {near}, a distancia {far} = {atFar}, a distancia {last} = {atLast}.',
  'position-experiment.statsSinusoidal':
    'sinusoidales: similitud media a distancia 1 = {near}, a distancia {far} = {atFar}, a distancia {last} = {atLast}.',
  'position-experiment.byDistanceLabel':
    'Similitud media en función de la distancia. Aprendidas: de {first} a distancia 1 hasta {last}.',
  'position-experiment.byDistanceLabelBoth':
    'Similitud media en función de la distancia. Aprendidas: de {first} a distancia 1 hasta {last}. Sinusoidales: de {sinFirst} a {sinLast}.',
  'position-experiment.closing':
    'Con la tabla aprendida antes del entrenamiento, todas las celdas fuera de la diagonal valen más o menos lo mismo: las posiciones 1 y 2 no se parecen más que la 1 y la 19, así que nada en la tabla dice que las vecinas estén cerca. Cambia a sinusoidales y aparece una banda a lo largo de la diagonal: ahora la similitud solo depende de la distancia, es máxima entre vecinas y decae al alejarse. En la escala de −1 a 1 la banda es tenue, porque el vector del propio token, igual en todas las filas, mantiene todos los cosenos cerca de 1: elige “ajustado a los valores” para verla con claridad. Una tabla aprendida solo puede adquirir esa estructura mediante el entrenamiento.',
  'lessons.position-experiment.title': 'Experimento: un token en cada posición',
  'lessons.position-experiment.place': 'posiciones: un token colocado en cada posición',
  'questions.position-experiment.1.question':
    'Con posiciones aprendidas aleatorias, ¿se parece más la posición 3 a la 4 que a la 15?',
  'questions.position-experiment.1.choice1': 'Sí, las vecinas están más cerca',
  'questions.position-experiment.1.choice2': 'No, más o menos igual',
  'questions.position-experiment.1.explanation':
    'Cada fila de una tabla aleatoria se genera de forma independiente, así que la tabla no sabe nada del orden: cada par de posiciones distintas comparte solo la parte del token y cae cerca del mismo valor, aquí alrededor de 0,5. Cualquier noción de “cercanía” tiene que aprenderse de los datos.',
  'questions.position-experiment.2.question':
    '¿Qué tabla muestra más estructura antes de cualquier entrenamiento?',
  'questions.position-experiment.2.choice1': 'aprendida (aleatoria)',
  'questions.position-experiment.2.choice2': 'sinusoidal',
  'questions.position-experiment.2.explanation':
    'La tabla sinusoidal se construye con ondas suaves: el producto escalar de las filas p y q es una suma de términos cos(ω·(p − q)), una función solo de la distancia. Eso produce bandas paralelas a la diagonal que decaen (con ondulaciones) a medida que crece la distancia.',
  'questions.position-experiment.3.question':
    '¿Por qué la similitud de dos posiciones distintas es de alrededor de 0,5 con filas aprendidas aleatorias?',
  'questions.position-experiment.3.explanation':
    'Ambos vectores son t + pᵢ con la misma fila de token t; las partes aleatorias apenas se solapan. Así que el producto escalar es aproximadamente |t|², mientras que cada longitud al cuadrado es aproximadamente |t|² + |p|² = 2d. El coseno es aproximadamente d / 2d = ½.',
  'settings.px_token': 'id de token',
  'settings.px_n': 'posiciones N',
  'settings.px_d': 'd_model',
  'settings.px_scale': 'rango de color',
  'settings.px_pos': 'posiciones',
  'position-experiment.texForRandom': 'con {P} aleatoria',
};
