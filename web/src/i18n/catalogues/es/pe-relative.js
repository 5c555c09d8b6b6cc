// Spanish (es): the lesson pe-relative: its words, title, questions, setting labels.
export const messages = {
  'pe-relative.lead':
    'La tabla sinusoidal guarda posiciones absolutas: la fila p pertenece a la posición p. Sin embargo, si comparas dos filas, el resultado solo depende de lo lejos que estén una de otra. Cada par (2i, 2i+1) es un punto que gira alrededor de un círculo a su propia velocidad ωᵢ, así que el producto escalar de dos filas suma los cosenos de los ángulos entre ellas:',
  'pe-relative.dotTitle': 'Producto escalar PE(p)·PE(p + k) en función de k',
  'pe-relative.dotAxis': 'producto escalar',
  'pe-relative.cosineTitle': 'Similitud coseno en función de k',
  'pe-relative.cosineAxis': 'coseno',
  'pe-relative.offsetAxis': 'desplazamiento k',
  'pe-relative.fromP': 'desde p = {p}',
  'pe-relative.fromZero': 'desde p = 0',
  'pe-relative.dotSummary':
    'Gráfico de líneas: producto escalar de PE({p}) y PE({p} + k) para k de 0 a {k}; empieza en {start} y la curva desde p = 0 queda exactamente encima.',
  'pe-relative.cosineSummary':
    'Gráfico de líneas: similitud coseno de PE({p}) y PE({p} + k), desde 1 en k = 0, idéntica a la curva desde p = 0.',
  'pe-relative.similarityText':
    'En k = 0 el producto escalar vale {start} = d/2 (cada par es un vector unitario). En k = {k} vale {fromP} desde p = {p} y {fromZero} desde p = 0. Mayor diferencia entre las dos curvas para todos los k: {gap} (solo redondeo).',
  'pe-relative.similarityPairs':
    'Las posiciones cercanas son las más parecidas y la similitud cae, con ondulaciones, a medida que k crece: los pares rápidos pierden primero la correlación, mientras que los lentos la conservan más tiempo.',
  'pe-relative.similarityOnePair':
    'Con d = 2 hay un solo par, que gira un radián por posición, así que la curva es exactamente cos(k): oscila entre 1 y −1 cada 2π ≈ 6,28 posiciones y nunca cae del todo, y dos posiciones separadas por 6 o 19 se parecen casi por completo. Las tablas más anchas añaden pares más lentos, que rompen esa repetición.',
  'pe-relative.pHint': 'la posición inicial ({range})',
  'pe-relative.kHint': 'cuánto mirar hacia delante: k va de 0 hasta este valor',
  'pe-relative.dHint': 'ancho del embedding: {range}',
  'pe-relative.baseHint': 'la constante de la longitud de onda; 10000 en el artículo',
  'pe-relative.rotationTitle': 'Avanzar k posiciones gira cada par un ángulo k·ωᵢ',
  'pe-relative.rotationProse':
    'Dibuja el par (PE[p, 2i], PE[p, 2i+1]) = (sin pωᵢ, cos pωᵢ) como un punto del círculo unitario (x = cos, y = sin). Pasar de p a p + k suma k·ωᵢ al ángulo. El giro no depende de p, así que una única matriz fija lleva cada PE(p) a PE(p + k): una aplicación lineal que los pesos de atención pueden aprender a usar.',
  'pe-relative.pairHint': 'qué par (2i, 2i+1) dibujar; el 0 es el que gira más rápido',
  'pe-relative.shiftHint': 'el desplazamiento k, que fija el giro (p + k debe ser ≥ 0)',
  'pe-relative.pairTooLarge':
    'el par i debe estar entre 0 y d_model/2 − 1 = {last} (se recibió {pair})',
  'pe-relative.matrixRow': 'fila {n}',
  'pe-relative.matrixColumn': 'col. {n}',
  'pe-relative.circleLabel':
    'Círculo unitario del par {pair}: PE({p}) en el ángulo {start} rad, PE({q}) girado k·ω = {angle} rad.',
  'pe-relative.rotationText':
    'ω_{pair} = base^(−{twoI}/d) = {omega} rad por posición, así que k = {k} gira el par {angle} rad ({degrees}°). La matriz por PE({p}) da ({x}, {y}), lo mismo que PE({q}) calculado con la fórmula. Cambia p: la matriz sigue siendo la misma.',
  'lessons.pe-relative.title': 'La posición relativa dentro de las sinusoides',
  'lessons.pe-relative.place':
    'posiciones: lo que dice la tabla sinusoidal sobre la distancia entre dos tokens',
  'questions.pe-relative.1.question': '¿Es PE(3)·PE(8) igual a PE(103)·PE(108)?',
  'questions.pe-relative.1.choice1': 'Sí: en ambos pares hay una distancia de 5',
  'questions.pe-relative.1.choice2': 'No: las posiciones posteriores dan productos mayores',
  'questions.pe-relative.1.explanation':
    'El producto escalar es Σ cos(5·ωᵢ) en ambos casos; p desaparece.',
  'questions.pe-relative.2.question':
    '¿Por qué la curva del coseno es igual a la curva del producto escalar dividida entre d/2?',
  'questions.pe-relative.2.explanation':
    'Todas las filas sinusoidales tienen la misma longitud: cada par aporta sin² + cos² = 1, así que |PE(p)|² = d/2 para todo p.',
  'questions.pe-relative.3.question':
    '¿Puede el producto escalar distinguir “5 posiciones antes” de “5 posiciones después”?',
  'questions.pe-relative.3.choice1': 'Sí: el signo de k cambia la suma',
  'questions.pe-relative.3.choice2': 'No: cos es par, así que k y −k dan el mismo valor',
  'questions.pe-relative.3.explanation':
    'Σ cos(kωᵢ) es simétrica en k. La dirección sigue estando en los vectores (la rotación por +kω y por −kω es distinta), y los pesos de atención aprendidos pueden aprovecharla, pero un simple producto escalar no.',
  'questions.pe-relative.4.question':
    'A menudo se dice que las codificaciones sinusoidales llevan información relativa “incorporada”. ¿Qué es exactamente lo que está incorporado?',
  'questions.pe-relative.4.explanation':
    'Dos hechos que se ven aquí: la similitud de dos posiciones depende solo de su distancia, y una aplicación lineal fija (la rotación) lleva PE(p) a PE(p + k) para todo p. Nada obliga a un modelo a usarlos; tiene que aprender a hacerlo.',
  'settings.rel_p': 'p',
  'settings.rel_k': 'k máximo',
  'settings.rel_d': 'd_model',
  'settings.rel_base': 'base',
  'settings.rel_pair': 'par i',
  'settings.rel_shift': 'k (giro)',
};
