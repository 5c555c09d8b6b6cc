// Spanish (es): the lesson rope: its words, title, questions, setting labels.
export const messages = {
  'rope.lead':
    'RoPE (codificación posicional rotatoria) no suma nada a los vectores de los tokens. Dentro de la atención toma cada consulta y cada clave, las corta en pares (2i, 2i+1) y gira el par i un ángulo m·ωᵢ, donde m es la posición del token y ωᵢ = base^(−2i/d), como en la tabla sinusoidal. Piensa en d/2 relojes cuyas agujas se mueven a velocidades distintas: los relojes rápidos distinguen a los vecinos; los lentos, a los tokens muy alejados.',
  'rope.posHint': 'posición del token ({range})',
  'rope.dHint': 'ancho de cada cabeza de consulta/clave: {range}',
  'rope.baseHint': 'frena todos los pares menos el primero; 10000 como en el artículo',
  'rope.clocksTitle': 'Un reloj por frecuencia',
  'rope.play': '▶ Reproducir (m + 1 en cada paso)',
  'rope.pause': '⏸ Pausa',
  'rope.playNote': 'Avanza la posición de uno en uno; nada se mueve hasta que lo pulses.',
  'rope.clocksIdle': '{point} un reloj para leer el ángulo y la aguja de su par.',
  'rope.clockReadout':
    'Par {i}: ω = {base}^(−{twoI}/{d}) = {omega} rad por posición. En m = {m}, la aguja ha girado m·ω = {angle} rad = {turns} vueltas y apunta a (cos, sin) = ({cos}, {sin}).',
  'rope.clocksLabel': {
    plural: 'count',
    one: '{count} reloj, uno por par de RoPE, en la posición {position}: {hands}. Las flechas izquierda y derecha del teclado leen un par cada vez.',
    other:
      '{count} relojes, uno por par de RoPE, en la posición {position}: {hands}. Las flechas izquierda y derecha del teclado leen un par cada vez.',
  },
  'rope.clockHand': 'par {i} a {degrees}°',
  'rope.clockRow': 'par {i}',
  'rope.clocksNote':
    'En la posición m = {m}, el par i gira m·ωᵢ con ωᵢ = base^(−2i/d). El par 0 gira 1 radián por posición (una vuelta completa cada 6,28 posiciones); el par {last} gira {speed} rad por posición. La línea de puntos marca el ángulo 0 (posición 0).',
  'rope.scoreTitle': 'Puntuación de atención q_m · k_n frente al desplazamiento m − n',
  'rope.offsetAxis': 'desplazamiento m − n',
  'rope.scoreAxis': 'puntuación',
  'rope.noRotation': 'sin rotación: q·k',
  'rope.offsetHint': 'desplazamientos que se dibujan: de 0 hasta este valor',
  'rope.scoreSummary':
    'Gráfico de líneas de la puntuación de RoPE frente al desplazamiento m − n, de 0 a {offset}, para consultas en m = {ms}: las cuatro curvas se superponen.',
  'rope.scoreSetup':
    'q y k son vectores aleatorios de ancho {d} (semilla {seed}). La clave está en n = m − desplazamiento.',
  'rope.scoreFirstRaised':
    'La primera curva usa m = {first}, no tu {m}: con desplazamientos de hasta {offset}, una m menor pondría claves antes de la posición 0.',
  'rope.scoreFirstYours':
    'La primera curva es tu posición m = {m}; las otras están 37, 500 y 5000 posiciones después.',
  'rope.scoreAtOffset':
    'Con desplazamiento {offset}: m = {m1} da {score1}; m = {m2} da {score2}; m = {m3} da {score3}; m = {m4} da {score4}.',
  'rope.scoreGap':
    'Mayor diferencia entre dos curvas cualesquiera: {spread} (redondeo de coma flotante). Con desplazamiento 0 las rotaciones se cancelan y la puntuación es el simple q·k = {plain}.',
  'rope.whyProse':
    'Por qué coinciden las curvas: una rotación de mω seguida de la traspuesta de una rotación de nω es una rotación de (n − m)ω. Por tanto, la puntuación solo ve la diferencia entre las posiciones. Compáralo con la tabla sinusoidal, que se suma a la entrada: ahí el modelo recibe posiciones absolutas y tiene que aprender a extraer las relativas.',
  'lessons.rope.title': 'RoPE: las posiciones como rotaciones',
  'lessons.rope.place': 'posiciones: consultas y claves giradas dentro de cada cabeza de atención',
  'questions.rope.1.question':
    'RoPE suma un vector al embedding del token, como la tabla sinusoidal. ¿Verdadero?',
  'questions.rope.1.choice1': 'Verdadero: se suma un vector de posición a cada embedding',
  'questions.rope.1.choice2': 'Falso: gira q y k dentro de la atención',
  'questions.rope.1.explanation':
    'No se suma nada a los embeddings. En cada capa de atención, cada consulta y cada clave se giran par a par un ángulo proporcional a su posición; los valores no se giran.',
  'questions.rope.2.question':
    'q en la posición 10 y k en la posición 7 dan la puntuación s. ¿Cuál es la puntuación para q en 110 y k en 107?',
  'questions.rope.2.choice1': 's',
  'questions.rope.2.choice2': 's + 100',
  'questions.rope.2.choice3': 'depende de la base',
  'questions.rope.2.explanation':
    'En ambos casos están a 3 de distancia; las rotaciones de 110ω y 107ω dejan entre ellos una rotación neta de 3ω, exactamente igual que 10ω y 7ω.',
  'questions.rope.3.question': '¿Qué efecto tiene aumentar la base?',
  'questions.rope.3.explanation':
    'Todos los pares menos el primero giran más despacio, así que los relojes lentos tardan más en dar la vuelta: las puntuaciones varían más suavemente con la distancia y las posiciones lejanas siguen siendo distinguibles hasta más lejos. Los modelos de contexto largo aumentan la base por esta razón.',
  'questions.rope.4.question': '¿Qué familias de modelos usan RoPE?',
  'questions.rope.4.explanation':
    'GPT-NeoX, PaLM, LLaMA, Mistral, Qwen y la mayoría de los modelos abiertos recientes. BERT y GPT-2 usaban tablas aprendidas; el Transformer original usaba sinusoides.',
  'settings.rope_pos': 'posición m',
  'settings.rope_d': 'ancho de cabeza d',
  'settings.rope_base': 'base',
  'settings.rope_offset': 'm − n máximo',
};
