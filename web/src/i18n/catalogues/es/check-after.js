// Spanish (es): the lesson check-after: its words, title, questions.
export const messages = {
  'check-after.lead':
    'Otra vez diez preguntas, una por cada idea que enseñan las lecciones, con otras palabras que antes de empezar. Se guarda tu primera respuesta; no cuenta para tu puntuación.',
  'check-after.gainLead':
    'Cuando hayas respondido las dos pruebas, la tabla muestra cada idea antes y después de las lecciones, y dónde volver a leer si una idea se te sigue escapando.',
  'check-after.noBefore':
    'Este curso deja fuera la prueba anterior a las lecciones, así que no hay ganancia que mostrar: la tabla recoge tus respuestas de aquí.',
  'check-after.caption': 'Lo que has ganado, idea por idea',
  'check-after.ideaHeader': 'Idea',
  'check-after.beforeHeader': 'Antes',
  'check-after.afterHeader': 'Después',
  'check-after.gainHeader': 'Ganancia',
  'check-after.right': 'acertada',
  'check-after.missed': 'fallada',
  'check-after.open': 'sin responder',
  'check-after.learned': 'aprendida',
  'check-after.kept': 'ya sabida',
  'check-after.stillMissed': 'aún fallada',
  'check-after.slipped': 'fallada esta vez',
  'check-after.readAgain': 'vuelve a leer: {lesson}',
  'check-after.total': 'Acertadas al primer intento',
  'check-after.totalRight': '{right} de {total}',
  'check-after.totalGain': '{gain} ideas',
  'check-after.ideaTokens': 'Tokens: del texto a los ids',
  'check-after.ideaBpe': 'BPE: fusionar los pares frecuentes',
  'check-after.ideaEmbedding': 'Las filas de la tabla de embeddings',
  'check-after.ideaSinusoidal': 'Posiciones sinusoidales',
  'check-after.ideaRelative': 'Posición relativa y RoPE',
  'check-after.ideaAttention': 'La atención y la máscara causal',
  'check-after.ideaHeads': 'Cabezas de atención',
  'check-after.ideaBlock': 'El bloque: residuales y normas',
  'check-after.ideaSampling': 'Elegir el siguiente byte',
  'check-after.ideaTraining': 'El entrenamiento y la pérdida',
  'lessons.check-after.title': 'Después de las lecciones: otra vez diez preguntas',
  'lessons.check-after.place':
    'el modelo entero: una pregunta por cada idea que enseñan las lecciones',
  'questions.check-after.1.question':
    'El tokenizador de bytes lee «naïve», cuya ï ocupa dos bytes en UTF-8. ¿Cuántos tokens produce?',
  'questions.check-after.1.choice1': '5: uno por letra',
  'questions.check-after.1.choice2': '6: uno por byte',
  'questions.check-after.1.choice3': '1: uno por palabra',
  'questions.check-after.1.choice4': '10: dos por letra',
  'questions.check-after.1.explanation':
    'Un tokenizador de bytes produce un token por byte: n, a, v y e ocupan un byte cada una e ï ocupa dos, así que son seis tokens.',
  'questions.check-after.2.question':
    '¿Qué texto convierte un tokenizador BPE en menos tokens para su longitud?',
  'questions.check-after.2.choice1':
    'Un texto como el de su entrenamiento, cuyos pares frecuentes fusionó',
  'questions.check-after.2.choice2':
    'Un texto en un idioma que nunca vio, leído como palabras desconocidas enteras',
  'questions.check-after.2.choice3': 'Una cadena de bytes al azar, porque cada byte ya es un token',
  'questions.check-after.2.choice4': 'Todos por igual: la cuenta solo depende de la longitud',
  'questions.check-after.2.explanation':
    'Sus fusiones son los pares frecuentes de su texto de entrenamiento: un texto parecido queda cubierto por tokens largos, y uno desconocido vuelve a trozos cortos, hasta bytes sueltos.',
  'questions.check-after.3.question':
    'Un vocabulario de 50.000 tokens y filas de 768 números: ¿qué da buscar el token 7?',
  'questions.check-after.3.choice1': 'La fila 7 de la tabla: 768 números',
  'questions.check-after.3.choice2': 'La columna 7 de la tabla: 50.000 números',
  'questions.check-after.3.choice3': 'Un número, el 7.º de la tabla',
  'questions.check-after.3.choice4': 'Un vector one-hot de 50.000 números',
  'questions.check-after.3.explanation':
    'La tabla tiene una fila por token; la búsqueda entrega al modelo la fila del token 7, un vector de 768 números que el entrenamiento ajusta.',
  'questions.check-after.4.question':
    'En la tabla de posiciones sinusoidales, ¿qué dimensiones distinguen dos posiciones lejanas (por ejemplo 3 y 900) sin repetirse?',
  'questions.check-after.4.choice1': 'Las últimas (i grande), cuyas ondas son largas',
  'questions.check-after.4.choice2':
    'Las primeras (i pequeño), porque son las que cambian más deprisa',
  'questions.check-after.4.choice3': 'Ninguna: todas las dimensiones se repiten cada 2π posiciones',
  'questions.check-after.4.choice4': 'Solo la dimensión 0, que crece con la posición',
  'questions.check-after.4.explanation':
    'Los primeros pares giran tan deprisa que dan muchas vueltas en 900 posiciones; los últimos giran tan despacio que sus ángulos aún son distintos.',
  'questions.check-after.5.question':
    '¿Por qué la puntuación entre una consulta y una clave giradas por RoPE depende de la distancia entre ellas, y no de dónde están?',
  'questions.check-after.5.choice1':
    'Su producto escalar solo conserva la diferencia de sus dos ángulos de giro',
  'questions.check-after.5.choice2':
    'RoPE resta una de otra las dos posiciones antes de que empiece la atención',
  'questions.check-after.5.choice3':
    'RoPE guarda una tabla con cada distancia junto al modelo y la consulta',
  'questions.check-after.5.choice4':
    'No es así: la puntuación depende de las dos posiciones, como con vectores sumados',
  'questions.check-after.5.explanation':
    'Girar q un ángulo mθ y k un ángulo nθ cambia su producto escalar según el ángulo entre ellas, (m − n)θ: mover las dos a lo largo del texto lo deja igual.',
  'questions.check-after.6.question':
    'Con la máscara causal, ¿qué pesos de la matriz de atención valen siempre 0?',
  'questions.check-after.6.choice1':
    'Los que están por encima de la diagonal: los pesos de cada token sobre los posteriores',
  'questions.check-after.6.choice2':
    'Los que están por debajo de la diagonal: los pesos de cada token sobre los anteriores',
  'questions.check-after.6.choice3': 'Los de la diagonal: el peso de cada token sobre sí mismo',
  'questions.check-after.6.choice4': 'Ninguno: la máscara cambia las puntuaciones, nunca los pesos',
  'questions.check-after.6.explanation':
    'La fila i guarda los pesos del token i sobre cada token; la máscara pone a −∞ las puntuaciones de los posteriores, así que tras el softmax sus pesos son 0.',
  'questions.check-after.7.question':
    'Dos cabezas de una misma capa leen los mismos tokens. ¿Qué puede ser distinto entre ellas?',
  'questions.check-after.7.choice1': 'Sus pesos: cada una tiene sus propias W_Q, W_K y W_V',
  'questions.check-after.7.choice2': 'Nada: las cabezas de una capa son copias unas de otras',
  'questions.check-after.7.choice3': 'Solo la anchura de la salida que produce cada cabeza',
  'questions.check-after.7.choice4':
    'La máscara: una cabeza puede mirar hacia delante, a los tokens posteriores',
  'questions.check-after.7.explanation':
    'Cada cabeza hace sus propias consultas, claves y valores con sus propias matrices, así que sus pesos son distintos; la máscara es la misma para todas las cabezas de un decodificador.',
  'questions.check-after.8.question': '¿Qué hace una LayerNorm con el vector de cada token?',
  'questions.check-after.8.choice1':
    'La lleva a media 0 y dispersión 1, y luego la escala por γ y la desplaza por β',
  'questions.check-after.8.choice2': 'Pone a 1 su mayor componente y divide las demás por ella',
  'questions.check-after.8.choice3':
    'Le suma la posición del token, para que la capa siguiente sepa dónde está',
  'questions.check-after.8.choice4': 'Lo promedia con los vectores de los demás tokens del texto',
  'questions.check-after.8.explanation':
    'LayerNorm trabaja con un vector cada vez: le resta su media, lo divide por su desviación típica (con ε), y luego lo escala por γ y lo desplaza por β.',
  'questions.check-after.9.question':
    '¿Qué hace una temperatura muy alta (por ejemplo 100) con la elección del siguiente byte?',
  'questions.check-after.9.choice1': 'Casi uniforme: todos los bytes casi igual de probables',
  'questions.check-after.9.choice2':
    'El byte más probable cada vez, como hace la decodificación voraz',
  'questions.check-after.9.choice3': 'Se queda solo con los dos bytes más probables',
  'questions.check-after.9.choice4': 'Nada: la temperatura solo escala los logits, no la elección',
  'questions.check-after.9.explanation':
    'Los logits se dividen por la temperatura antes del softmax; divididos por 100 quedan todos cerca de 0, así que las probabilidades quedan casi iguales.',
  'questions.check-after.10.question':
    'El modelo da probabilidad 0,5 al siguiente byte correcto. ¿Qué suma esa posición a la pérdida de entropía cruzada?',
  'questions.check-after.10.choice1': '−ln 0,5 = ln 2 ≈ 0,69',
  'questions.check-after.10.choice2': '0,5, la probabilidad que falta',
  'questions.check-after.10.choice3': '2, uno dividido por la probabilidad',
  'questions.check-after.10.choice4': '0: acertar a medias no cuesta nada',
  'questions.check-after.10.explanation':
    'Cada posición suma −ln p, donde p es la probabilidad dada al byte correcto: −ln 0,5 = ln 2 ≈ 0,69 nats.',
};
