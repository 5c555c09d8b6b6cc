// Spanish (es): the lesson check-before: its words, title, questions.
export const messages = {
  'check-before.lead':
    'Diez preguntas antes de empezar, una por cada idea que enseñan las lecciones: cómo el texto se convierte en tokens, cómo los tokens se convierten en vectores, cómo distingue el modelo las posiciones, cómo atiende, cómo está construido, cómo elige el siguiente byte y cómo aprende.',
  'check-before.notKnowing':
    'Responde cada una lo mejor que puedas, aunque todavía no lo sepas: para eso es esta prueba. Se guarda tu primera respuesta, y no cuenta para tu puntuación.',
  'check-before.after':
    'Al final, la prueba después de las lecciones pregunta por las mismas diez ideas con otras palabras y muestra lo que has ganado en cada una.',
  'lessons.check-before.title': 'Antes de empezar: diez preguntas',
  'lessons.check-before.place':
    'el modelo entero: una pregunta por cada idea que enseñan las lecciones',
  'questions.check-before.1.question':
    'El tokenizador de bytes lee «café», cuya é ocupa dos bytes en UTF-8. ¿Cuántos tokens produce?',
  'questions.check-before.1.choice1': '4: uno por letra',
  'questions.check-before.1.choice2': '5: uno por byte',
  'questions.check-before.1.choice3': '1: uno por palabra',
  'questions.check-before.1.choice4': '8: dos por letra',
  'questions.check-before.1.explanation':
    'Un tokenizador de bytes produce un token por byte: c, a y f ocupan un byte cada una y é ocupa dos, así que son cinco tokens.',
  'questions.check-before.2.question': '¿Qué hace un paso de fusión al entrenar BPE?',
  'questions.check-before.2.choice1':
    'Convierte el par de tokens vecinos más frecuente en un token nuevo',
  'questions.check-before.2.choice2':
    'Quita del vocabulario el byte más raro para hacer sitio a uno nuevo',
  'questions.check-before.2.choice3':
    'Parte el token más largo del texto en dos más cortos y más comunes',
  'questions.check-before.2.choice4':
    'Une todos los pares que aparecen más de una vez, todos en un solo paso',
  'questions.check-before.2.explanation':
    'Cada paso cuenta los pares de tokens vecinos, da un id nuevo al par más frecuente y reescribe el texto con él; el paso siguiente vuelve a contar.',
  'questions.check-before.3.question':
    'Un vocabulario de 1000 tokens y filas de 32 números: ¿qué forma tiene la tabla de embeddings?',
  'questions.check-before.3.choice1': '1000 × 32',
  'questions.check-before.3.choice2': '32 × 32',
  'questions.check-before.3.choice3': '1000 × 1000',
  'questions.check-before.3.choice4': '1 × 32',
  'questions.check-before.3.explanation':
    'Una fila por cada token del vocabulario, y cada fila tan larga como los vectores del modelo: 1000 filas de 32 números.',
  'questions.check-before.4.question':
    'En la tabla de posiciones sinusoidales, ¿cómo cambian las primeras dimensiones (i pequeño) de una posición a la siguiente, comparadas con las últimas?',
  'questions.check-before.4.choice1':
    'Cambian más deprisa: sus longitudes de onda son las más cortas',
  'questions.check-before.4.choice2':
    'Cambian más despacio: sus longitudes de onda son las más largas',
  'questions.check-before.4.choice3': 'Todas las dimensiones cambian al mismo ritmo',
  'questions.check-before.4.choice4':
    'No cambian: solo las últimas dimensiones codifican la posición',
  'questions.check-before.4.explanation':
    'La frecuencia 1/10000^(2i/d) baja al crecer i: los primeros pares giran deprisa, como el segundero de un reloj, y los últimos despacio, como la aguja de las horas.',
  'questions.check-before.5.question': '¿Qué hace RoPE con un vector de consulta en la posición p?',
  'questions.check-before.5.choice1': 'Gira cada par de sus números p veces un ángulo',
  'questions.check-before.5.choice2':
    'Le suma la fila p de una tabla de posiciones aprendida, como hace GPT-2',
  'questions.check-before.5.choice3': 'Multiplica cada número del vector por la posición p',
  'questions.check-before.5.choice4':
    'Quita los últimos p números del vector y se queda con los demás',
  'questions.check-before.5.explanation':
    'RoPE trata el vector como pares de números y gira cada par p veces el ángulo propio de ese par; no se suma nada al embedding del token.',
  'questions.check-before.6.question':
    'En la atención causal sobre 5 tokens, ¿a cuántos tokens puede atender el token 3 (contando desde 0)?',
  'questions.check-before.6.choice1': '4: los tokens 0 a 3',
  'questions.check-before.6.choice2': '3: los tokens 0 a 2',
  'questions.check-before.6.choice3': '5: todos los tokens del texto',
  'questions.check-before.6.choice4': '1: solo a sí mismo',
  'questions.check-before.6.explanation':
    'La máscara causal deja que un token atienda a sí mismo y a todos los anteriores, nunca a uno posterior: los tokens 0, 1, 2 y 3.',
  'questions.check-before.7.question':
    '¿Por qué una capa usa varias cabezas de atención en lugar de una sola tan ancha como el modelo?',
  'questions.check-before.7.choice1':
    'Cada cabeza puede atender a tokens distintos, por un motivo distinto',
  'questions.check-before.7.choice2':
    'Varias cabezas necesitan menos parámetros que una sola tan ancha como el modelo',
  'questions.check-before.7.choice3':
    'Una sola cabeza tan ancha como el modelo no podría aplicar el softmax',
  'questions.check-before.7.choice4':
    'Varias cabezas dejan que un token lea los tokens que vienen después',
  'questions.check-before.7.explanation':
    'Cada cabeza tiene sus propios pesos, así que una puede seguir al token anterior mientras otra sigue a un paréntesis que cierra; una sola cabeza hace una única media ponderada por token.',
  'questions.check-before.8.question':
    '¿Qué hace la conexión residual alrededor de una subcapa de un bloque?',
  'questions.check-before.8.choice1': 'Suma la salida de la subcapa a x, su entrada',
  'questions.check-before.8.choice2': 'Sustituye x por la salida de la subcapa y olvida x',
  'questions.check-before.8.choice3': 'Normaliza x a media 0 y dispersión 1',
  'questions.check-before.8.choice4': 'Devuelve la salida del bloque al primer bloque',
  'questions.check-before.8.explanation':
    'x + subcapa(norm(x)): la entrada pasa sin cambios y cada subcapa le suma su cambio, lo que mantiene entrenable una pila profunda.',
  'questions.check-before.9.question': '¿Qué da el muestreo top-k con k = 1?',
  'questions.check-before.9.choice1': 'Siempre el byte más probable: decodificación voraz',
  'questions.check-before.9.choice2': 'Un byte elegido al azar por igual entre los 256',
  'questions.check-before.9.choice3': 'Siempre el segundo byte más probable',
  'questions.check-before.9.choice4': 'Un byte sacado de la distribución completa, sin cambios',
  'questions.check-before.9.explanation':
    'Top-k se queda con los k bytes más probables y elige entre ellos; con k = 1 solo queda el más probable, así que la elección es siempre la misma.',
  'questions.check-before.10.question':
    'La pérdida es la entropía cruzada del siguiente byte. ¿Qué significaría una pérdida de 0?',
  'questions.check-before.10.choice1': 'El byte siguiente correcto recibió siempre probabilidad 1',
  'questions.check-before.10.choice2':
    'El modelo reparte sus apuestas por igual entre los 256 bytes',
  'questions.check-before.10.choice3':
    'El entrenamiento aún no ha empezado, así que no se ha medido nada',
  'questions.check-before.10.choice4':
    'Todos los pesos del modelo valen 0, así que todas las salidas valen 0',
  'questions.check-before.10.explanation':
    'Cada posición suma −ln p, donde p es la probabilidad dada al byte correcto; solo p = 1 en todas partes no suma nada.',
};
