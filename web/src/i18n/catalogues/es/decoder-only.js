// Spanish (es): the lesson decoder-only: its words, title, questions, setting labels.
export const messages = {
  'decoder-only.lead':
    'GPT se entrena en una sola tarea: dado el texto hasta ahora, predecir el siguiente token. Cuando escribe, produce un token, lo añade al final y vuelve a predecir, así que en cada paso el futuro sencillamente todavía no existe. El entrenamiento tiene que reproducir esa situación, y la máscara causal del {attention} es la forma de hacerlo: el token t puede atender a los tokens 0..t y nunca a los de t+1 en adelante.',
  'decoder-only.attentionLink': 'panel de atención',
  'decoder-only.textHint': 'el mismo texto que en el panel de atención; cada byte es un token',
  'decoder-only.tHint': 'la posición cuya vista se muestra',
  'decoder-only.startHint': 'dónde empieza la ventana en el texto',
  'decoder-only.lengthHint': 'entradas por ventana, {range}',
  'decoder-only.maskLabel': 'máscara causal (mirar solo hacia atrás)',
  'decoder-only.pastEnd': {
    plural: 'n',
    one: 'El token t = {t} está más allá del final: este texto tiene {n} token (de 0 a {last}); baja t o escribe más texto.',
    other:
      'El token t = {t} está más allá del final: este texto tiene {n} tokens (de 0 a {last}); baja t o escribe más texto.',
  },
  'decoder-only.visibleTitle': 'Lo que puede ver el token t',
  'decoder-only.stripLabel': 'Lo que puede ver el token {t}',
  'decoder-only.tokenVisible': 'visible',
  'decoder-only.tokenMasked': 'futuro: enmascarado',
  'decoder-only.tokenUnmasked': 'futuro: visible sin la máscara',
  'decoder-only.tokensSeen': {
    plural: 'n',
    one: '{n} token (de 0 a {last})',
    other: '{n} tokens (de 0 a {last})',
  },
  'decoder-only.seesMasked': {
    plural: 'later',
    one: 'El token {t} ‘{byte}’ ve {seen}; {later} token posterior está enmascarado, con peso exactamente 0.',
    other:
      'El token {t} ‘{byte}’ ve {seen}; los {later} posteriores están enmascarados, con peso exactamente 0.',
  },
  'decoder-only.seesUnmasked': {
    plural: 'later',
    one: 'Sin máscara: el token {t} ‘{byte}’ también ve {later} token posterior, incluido el que se supone que debe predecir.',
    other:
      'Sin máscara: el token {t} ‘{byte}’ también ve los {later} tokens posteriores, incluido el que se supone que debe predecir.',
  },
  'decoder-only.rowTitle':
    'Fila t de los pesos de atención (la misma cabeza que en el panel de atención)',
  'decoder-only.rowHover': 'token {t} → {j} ‘{byte}’: peso {weight}',
  'decoder-only.rowHoverMasked': 'token {t} → {j} ‘{byte}’: peso 0 (exactamente: enmascarado)',
  'decoder-only.rowIdle': '{point} una barra para ver el peso exacto.',
  'decoder-only.rowLabel': {
    plural: 'n',
    one: 'Fila {t} de los pesos de atención sobre {n} token: {weights}',
    other: 'Fila {t} de los pesos de atención sobre {n} tokens: {weights}',
  },
  'decoder-only.objectiveTitle': 'El objetivo de entrenamiento: predecir el siguiente token',
  'decoder-only.objective':
    'El entrenamiento no le da al modelo un prefijo cada vez. Toma del texto una ventana de T tokens como entradas y la misma ventana desplazada una posición como objetivos, y pide las T predicciones a la vez: la posición t debe predecir el objetivo y[t], que es la entrada x[t+1]. Una sola pasada hacia delante da T ejemplos de entrenamiento.',
  'decoder-only.pairsCaption':
    'Entradas x, objetivos desplazados y: un ejemplo de entrenamiento por fila',
  'decoder-only.pairsInput': 'entrada x[t]',
  'decoder-only.pairsSees': 've x[0..t]',
  'decoder-only.pairsSeesAll': 've x[0..{last}], toda la ventana',
  'decoder-only.pairsTarget': 'objetivo y[t]',
  'decoder-only.pairsAnswer': 'respuesta',
  'decoder-only.answerHidden': 'oculta: hay que predecirla',
  'decoder-only.answerCopy': 'copiar x[{at}]',
  'decoder-only.answerNotInView': 'no está en x: hay que predecirla',
  'decoder-only.whyMaskTitle': 'Por qué hay que enmascarar el futuro',
  'decoder-only.whyMask':
    'Como los objetivos son las entradas desplazadas una posición, la respuesta para la posición t está en la entrada de la posición t+1. Sin la máscara, la atención podría simplemente mirar un paso adelante y copiarla: la pérdida de entrenamiento bajaría hacia cero sin que el modelo aprendiera nada útil para generar, cuando la posición t+1 todavía está en blanco. Con la máscara, cada posición es una predicción honesta a partir del pasado, y las T se pueden entrenar en paralelo.',
  'decoder-only.copyMasked': {
    plural: 'count',
    one: 'Con la máscara: 0 de {count} respuesta está a la vista. Cada objetivo hay que predecirlo a partir del pasado.',
    other:
      'Con la máscara: 0 de {count} respuestas están a la vista. Cada objetivo hay que predecirlo a partir del pasado.',
  },
  'decoder-only.copyUnmasked': {
    plural: 'inView',
    one: 'Sin la máscara: {inView} de {count} respuestas está a la vista una posición más adelante. Un modelo puede copiarla y llegar a una pérdida casi nula, sin aprender nada útil para generar.',
    other:
      'Sin la máscara: {inView} de {count} respuestas están a la vista una posición más adelante. Un modelo puede copiarlas y llegar a una pérdida casi nula, sin aprender nada útil para generar.',
  },
  'decoder-only.encoderTitle': '¿Codificador o decodificador?',
  'decoder-only.encoder':
    'El Transformer original, pensado para la traducción, tenía dos mitades. El codificador lee toda la frase de origen sin máscara, y cada palabra mira en ambas direcciones, porque esa frase está completa antes de que empiece la traducción. El decodificador escribe la traducción con una máscara causal y además atiende a la salida del codificador. GPT conserva solo el decodificador (sin la atención cruzada hacia un codificador): en la escritura libre no hay una entrada aparte que codificar, solo el texto escrito hasta ahora. Los modelos de solo codificador, como BERT, hacen lo contrario: sin máscara, son buenos para entender un texto dado, pero no pueden generar de izquierda a derecha.',
  'lessons.decoder-only.title': 'Por qué GPT solo mira hacia atrás',
  'lessons.decoder-only.place': 'todo el modelo, entrenado para predecir el siguiente byte',
  'questions.decoder-only.1.question':
    'El cuaderno de Vizuara pregunta: en “The cat sat on the ___” (“El gato se sentó en el ___”), ¿qué puede usar el modelo para rellenar el hueco?',
  'questions.decoder-only.1.choice1': 'Solo la palabra “the” justo antes del hueco',
  'questions.decoder-only.1.choice2': 'Todas las palabras antes del hueco, en orden',
  'questions.decoder-only.1.choice3': 'La frase entera, incluido lo que sigue al hueco',
  'questions.decoder-only.1.choice4': 'Nada: adivina a partir de la frecuencia de las palabras',
  'questions.decoder-only.1.explanation':
    'La fila t de la máscara causal deja que la posición t use todos los tokens anteriores (y a sí misma), y las posiciones le indican su orden. Nunca ve lo que viene después.',
  'questions.decoder-only.2.question':
    'Una ventana de T = 8 entradas, ¿cuántos ejemplos de entrenamiento de predicción del siguiente token da?',
  'questions.decoder-only.2.choice1': '1, uno por ventana',
  'questions.decoder-only.2.choice2': '7, uno por cada espacio entre tokens',
  'questions.decoder-only.2.choice3': '8, uno por posición',
  'questions.decoder-only.2.choice4': '9, uno por token leído',
  'questions.decoder-only.2.explanation':
    'Cada posición t = 0..7 predice y[t], así que una ventana da 8 ejemplos, cada uno con una cantidad distinta de contexto (de 1 a 8 tokens). Hacen falta T + 1 = 9 tokens de texto.',
  'questions.decoder-only.3.question': '¿Qué pasaría si entrenaras sin la máscara causal?',
  'questions.decoder-only.3.choice1':
    'El entrenamiento se detendría con un error sobre las formas de los tensores',
  'questions.decoder-only.3.choice2': 'Copiaría el siguiente token y luego generaría mal',
  'questions.decoder-only.3.choice3': 'Nada: la máscara solo importa al generar',
  'questions.decoder-only.3.choice4': 'Se convertiría en un codificador que traduce mejor',
  'questions.decoder-only.3.explanation':
    'La respuesta está a la vista una posición más adelante, así que la atención aprende a copiarla. Al generar, esa posición está vacía, y el atajo falla.',
  'questions.decoder-only.4.question':
    '¿Por qué la fila 0 de los pesos de atención tiene siempre un único 1?',
  'questions.decoder-only.4.explanation':
    'El primer token solo puede verse a sí mismo, y un softmax sobre una sola puntuación da exactamente 1. Por eso la primera predicción (con un solo token de contexto) es la más difícil.',
  'settings.dec_t': 'token t',
  'settings.dec_start': 'inicio i',
  'settings.dec_len': 'ventana T',
  'settings.dec_mask': 'máscara causal',
  'decoder-only.texData': 'datos',
};
