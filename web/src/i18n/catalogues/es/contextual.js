// Spanish (es): the lesson contextual: its words, title, questions, setting labels.
export const messages = {
  'contextual.lead':
    'La tabla de tokens da a “bank” un solo vector, tanto si el texto habla de un río (orilla) como de dinero (banco): un embedding estático, como en word2vec. El estado oculto de un transformer para ese mismo token es contextual: tras cada bloque ha ido incorporando lo que venía antes. Aquí TinyGPT lee dos textos y comparamos, capa a capa, sus vectores para el último byte de la palabra.',
  'contextual.bytesNote':
    'Aquí los tokens son bytes, así que la palabra ocupa varios tokens; seguimos su último byte, el que ha leído la palabra entera y todo lo anterior. Con posiciones aprendidas o sinusoidales, los dos vectores de entrada ya difieren, porque la palabra está en posiciones distintas; con RoPE, ALiBi o sin posiciones (se elige en el laboratorio de entrenamiento) su coseno empieza en exactamente 1, y solo los bloques los separan. Unos pesos aleatorios mezclan los contextos de forma arbitraria; unos pesos entrenados los mezclan de maneras que ayudan a predecir el siguiente byte.',
  'contextual.aHint': 'un contexto',
  'contextual.bHint': 'otro contexto',
  'contextual.wordHint': 'debe aparecer en ambos textos',
  'contextual.wordPositions':
    'El último byte de la palabra, {word}, es el token {a} del texto A y el token {b} del texto B.',
  'contextual.randomModel': 'TinyGPT aleatorio: {shape}, semilla {seed}.',
  'contextual.trainedModel': 'Entrenado en el laboratorio: {shape}.',
  'contextual.trainHint':
    'Entrena un TinyGPT en el laboratorio de entrenamiento para añadir su curva.',
  'contextual.trainedError': 'Modelo entrenado: {message}',
  'contextual.chartTitle': 'Coseno entre los dos estados ocultos, por capa',
  'contextual.byte': '‘{byte}’',
  'contextual.randomCurve': 'pesos aleatorios',
  'contextual.trainedCurve': 'entrenado en el laboratorio',
  'contextual.sensesCurve': 'entrenado con ambos sentidos',
  'contextual.layerAxis': 'capa (0 = entrada)',
  'contextual.cosineAxis': 'coseno A frente a B',
  'contextual.layerInput': 'entrada',
  'contextual.layerAfter': 'tras el bloque {l}',
  'contextual.layerLast': 'tras el bloque {l} (el último)',
  'contextual.layerCosine': '{layer} {cosine}',
  'contextual.chartLabel': 'Coseno entre los dos estados ocultos de {word}, por capa: {curves}.',
  'contextual.curveCosines': '{curve} {cosines}',
  'contextual.readoutRow': 'Fila de la tabla de tokens de {word} consigo misma: coseno {cosine}.',
  'contextual.readoutCurve': '{curve}: {layers}.',
  'contextual.toolsLabel': 'coseno por capa',
  'contextual.randomExpect':
    'Con pesos aleatorios, el coseno va de {first} en la entrada a {last} tras el último bloque. Estos pesos no saben nada de ríos ni de dinero: cada bloque mezcla los bytes anteriores con pesos arbitrarios, así que el coseno se mueve al azar (otra semilla lo movería de otra forma) y no dice nada sobre el significado.',
  'contextual.trainedExpect':
    'Con el modelo del laboratorio, el coseno va de {first} en la entrada a {last} tras el último bloque. Un modelo tan pequeño, entrenado con unos pocos miles de bytes que rara vez usan la palabra, aprende qué bytes suelen seguir a cuáles, no qué es un “bank”: su curva muestra lo distinto que mezclan sus bloques los dos contextos, y no tiene por qué bajar ni subir de forma constante de una capa a otra.',
  'contextual.sensesExpect':
    'Entrenado con el texto corto sobre los dos tipos de “bank” ({steps} pasos, semilla {seed}), los dos estados terminan en {apart}, y dos usos del sentido de río (“{a}”, “{b}”) en {together}.',
  'contextual.sensesApart':
    'Aquí el contexto sí separa los sentidos: para predecir lo que sigue a “bank” en ese texto, el modelo tiene que llevar consigo de qué “bank” se trata.',
  'contextual.sensesTogether':
    'Aquí los sentidos no se separaron con claridad: con tan poco texto, un modelo tan pequeño aprende poco que dependa del significado. Prueba con otra semilla.',
  'contextual.sensesHint':
    'Para ver cómo el contexto separa significados, entrena un modelo con un texto que use “bank” en ambos sentidos (el botón de abajo): ahí, predecir lo que sigue a la palabra exige conocer el sentido.',
  'contextual.sensesNote':
    'Un TinyGPT propio ({layers} bloques, {heads} cabezas, d_model {dModel}, RoPE) entrenado durante {steps} pasos con {bytes} bytes que usan “bank” junto a un río y “bank” para el dinero: unos diez segundos, en segundo plano.',
  'contextual.sensesButton': 'Entrenar con ambos sentidos',
  'contextual.sensesProgress': 'entrenando con ambos sentidos',
  'contextual.sensesStep': 'paso {step} de {total}',
  'contextual.sensesDone': 'entrenado durante {steps} pasos con la semilla {seed}',
  'contextual.sensesStopped': 'El entrenamiento se detuvo: {message}',
  'lessons.contextual.title': 'Embeddings estáticos y contextuales',
  'lessons.contextual.place': 'los vectores de los tokens entre bloques',
  'questions.contextual.1.question':
    'Antes del primer bloque, ¿cuál es el coseno entre las filas de la tabla de tokens de “bank” en los dos textos?',
  'questions.contextual.1.choice1': '0',
  'questions.contextual.1.choice2': 'Depende de los textos',
  'questions.contextual.1.choice3': '1',
  'questions.contextual.1.choice4': '−1',
  'questions.contextual.1.explanation':
    'La tabla de tokens tiene una fila por token y la busca sea cual sea su entorno: la misma fila dos veces, coseno exactamente 1. Eso es un embedding estático.',
  'questions.contextual.2.question': '¿Qué hace que los estados ocultos difieran tras un bloque?',
  'questions.contextual.2.choice1': 'La tabla de tokens, consultada de nuevo para cada texto',
  'questions.contextual.2.choice2': 'La atención a los demás tokens',
  'questions.contextual.2.choice3': 'La cabeza de salida',
  'questions.contextual.2.choice4': 'El softmax sobre los bytes',
  'questions.contextual.2.explanation':
    'La atención incorpora las filas de valores de los tokens anteriores, y estas difieren entre “…river bank” y “…money in the bank”. Después, la MLP trabaja sobre esa mezcla.',
  'questions.contextual.3.question':
    'Con posiciones aprendidas o sinusoidales, ¿por qué el coseno ya es menor que 1 en la entrada?',
  'questions.contextual.3.explanation':
    'La entrada es la fila del token más la fila de posición, y la palabra termina en posiciones distintas en los dos textos. Con RoPE, ALiBi o sin posiciones no se suma nada a la fila, así que el coseno en la entrada es exactamente 1.',
  'questions.contextual.4.question':
    '¿Cambiaría el estado oculto de la palabra si editas el texto A después de la palabra?',
  'questions.contextual.4.explanation':
    'No: la máscara causal impide que cada token vea los posteriores, así que solo importan los bytes hasta la palabra. Pruébalo.',
  'settings.cx_a': 'texto A',
  'settings.cx_b': 'texto B',
  'settings.cx_word': 'palabra',
};
