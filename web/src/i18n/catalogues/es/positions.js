// Spanish (es): the lesson positions: its words, title, questions, setting labels.
export const messages = {
  'positions.lead':
    'Numera los tokens token_0, token_1, …, token_N. La posición absoluta de un token es su propio índice. La posición relativa del token i respecto al token j es la diferencia i − j: cuánto más atrás (o más adelante) está uno del otro. Al significado suele importarle la segunda (“la palabra justo anterior”), pero a un modelo se le entrega una secuencia, así que algo tiene que convertir los índices en números que pueda usar.',
  'positions.textLabel': 'texto',
  'positions.textHint':
    'aquí se divide en palabras por los espacios; la lección del tokenizador muestra tokens reales',
  'positions.pickNote':
    'Haz clic en una palabra para que sea el token i (contorno continuo); haz clic con Mayús (Shift) pulsada, o usa las casillas, para el token j (discontinuo).',
  'positions.tokensLabel': 'Tokens del texto',
  'positions.tokenPosition': ', posición',
  'positions.roleI': ', token i',
  'positions.roleJ': ', token j',
  'positions.roleBoth': ', token i, token j',
  'positions.iHint': 'el token que pregunta (la consulta)',
  'positions.jHint': 'el token al que mira (la clave)',
  'positions.noWords': 'escribe algo de texto: no hay palabras que elegir',
  'positions.iOutside': {
    plural: 'n',
    one: 'el token i debe estar entre 0 y {last}: el texto tiene {n} palabra (se recibió {i})',
    other: 'el token i debe estar entre 0 y {last}: el texto tiene {n} palabras (se recibió {i})',
  },
  'positions.jOutside': {
    plural: 'n',
    one: 'el token j debe estar entre 0 y {last}: el texto tiene {n} palabra (se recibió {j})',
    other: 'el token j debe estar entre 0 y {last}: el texto tiene {n} palabras (se recibió {j})',
  },
  'positions.iMoved': {
    plural: 'n',
    one: 'el token i pasó a {last}, la última palabra: ahora el texto tiene {n} palabra',
    other: 'el token i pasó a {last}, la última palabra: ahora el texto tiene {n} palabras',
  },
  'positions.jMoved': {
    plural: 'n',
    one: 'el token j pasó a {last}, la última palabra: ahora el texto tiene {n} palabra',
    other: 'el token j pasó a {last}, la última palabra: ahora el texto tiene {n} palabras',
  },
  'positions.moreLessons':
    'Más en las otras lecciones: {sinusoidal} (filas absolutas), {relative} (los productos escalares dependen de i − j) y {rope} (rotaciones que hacen que las puntuaciones dependan solo de i − j).',
  'positions.sinusoidalLink': 'la tabla sinusoidal',
  'positions.relativeLink': 'la posición relativa dentro de las sinusoides',
  'positions.ropeLink': 'RoPE',
  'positions.jBefore':
    'Absoluta: “{wordI}” es token_{i}, “{wordJ}” es token_{j}. Relativa: i − j = {i} − {j} = {offset} (“{wordJ}” va antes que “{wordI}”, a distancia {distance}).',
  'positions.jAfter':
    'Absoluta: “{wordI}” es token_{i}, “{wordJ}” es token_{j}. Relativa: i − j = {i} − {j} = {offset} (“{wordJ}” va después de “{wordI}”, a distancia {distance}).',
  'positions.sameToken':
    'Absoluta: “{wordI}” es token_{i}, “{wordJ}” es token_{j}. Relativa: i − j = {i} − {j} = {offset} (el mismo token).',
  'positions.sinusoidalTitle':
    'Una tabla de senos y cosenos: absoluta en la entrada, relativa en el producto escalar',
  'positions.sinusoidalPrimer':
    'Una tabla sinusoidal da a cada posición una fila fija de senos y cosenos con muchas longitudes de onda',
  'positions.sinusoidalRows':
    '{primer}. Cada token recibe su propia fila de {d} números (d_model {d}); sus cuatro primeros son PE[{i}, :4] = ({rowI}) y PE[{j}, :4] = ({rowJ}). Esas filas indican posiciones absolutas.',
  'positions.sinusoidalDot':
    'Pero PE({i})·PE({j}) = {pair}, y PE(0)·PE({distance}) = {fromZero}: lo mismo, porque solo importa la distancia {distance} (d_model {d}). El signo de i − j se pierde en el producto escalar; se conserva en las propias filas.',
  'positions.ropeTitle': 'Rotaciones: la propia puntuación depende solo de i − j',
  'positions.ropePrimer':
    'RoPE (codificación posicional rotatoria) no suma nada a las filas: dentro de la atención gira cada consulta q y cada clave k unos ángulos fijados por su posición',
  'positions.ropeScores':
    '{primer}. Con q y k aleatorios (ancho {d}, semilla {seed}), girar q según su posición y k según la suya da la puntuación {scores}: desplaza ambos tokens a lo largo del texto y nada cambia, mientras sigan a {offset} de distancia.',
  'positions.ropeScore': '{score} en ({i}, {j})',
  'lessons.positions.title': 'Posición absoluta y relativa',
  'lessons.positions.place': 'posiciones: cómo sabe el modelo dónde está cada token',
  'questions.positions.1.question':
    'En “token_0, token_1, …, token_N”, ¿cuál es la posición absoluta de token_N?',
  'questions.positions.1.choice1': 'N',
  'questions.positions.1.choice2': 'N menos la posición del token de la consulta',
  'questions.positions.1.explanation':
    'La posición absoluta es el propio índice de un token en la secuencia. “N menos la posición del token de la consulta” es una posición relativa.',
  'questions.positions.2.question':
    'El token i = 9 atiende al token j = 4. ¿Cuál es la posición relativa?',
  'questions.positions.2.choice1': '13',
  'questions.positions.2.choice2': '5',
  'questions.positions.2.choice3': '−5',
  'questions.positions.2.explanation':
    'i − j = 9 − 4 = 5: la clave está 5 tokens antes de la consulta (−5 si cuentas desde el lado de la clave).',
  'questions.positions.3.question':
    'Si a la entrada se le suma la tabla de senos y cosenos de arriba, ¿qué recibe el modelo directamente?',
  'questions.positions.3.choice1': 'Solo posiciones absolutas',
  'questions.positions.3.choice2': 'Solo posiciones relativas',
  'questions.positions.3.explanation':
    'Cada token recibe la fila de su propio índice. La información relativa solo está implícita: los productos escalares de las filas dependen de i − j, así que la atención puede aprender a leerla.',
  'settings.posn_i': 'token i (consulta)',
  'settings.posn_j': 'token j (clave)',
  'positions.texAbsolute': 'absoluta:',
  'positions.texRelative': 'relativa:',
};
