// Spanish (es): the lesson heads: its words, title, questions, setting labels.
export const messages = {
  'heads.lead':
    'Una cabeza de atención busca un tipo de relación. Un transformer ejecuta varias cabezas en paralelo. Cada una lee el vector completo del token, los d_model números, y lo proyecta en su propia consulta, clave y valor, más estrechos (cada uno de tamaño d_model dividido entre el número de cabezas); después se concatenan sus resultados. Esto es exactamente lo que hace TinyGPT, el modelo del laboratorio de entrenamiento, en cada bloque.',
  'heads.howHeadsSplit':
    'q, k y v salen de una sola matriz W_qkv aplicada a los vectores de los tokens normalizados. La cabeza h toma las columnas h·d_head a (h+1)·d_head − 1 de cada uno, un tramo contiguo, calcula sus propios pesos y su propia media ponderada de sus filas de valores, y escribe el resultado en esas mismas columnas de la salida. Después, la proyección de salida W_o mezcla las columnas, de modo que lo que encuentra cada cabeza puede llegar a todas las dimensiones, y el resultado se suma a x (el flujo residual, que sigue la lección “El bloque transformer”). M es la máscara causal.',
  'heads.modelNote':
    'El modelo de aquí tiene la forma elegida en el laboratorio de entrenamiento (capas, cabezas, d_model, posiciones, normalización) y pesos aleatorios generados con la semilla, como antes del entrenamiento. Entrena un TinyGPT en el laboratorio y sus cabezas aparecerán debajo de las aleatorias: las cabezas entrenadas a menudo se especializan, una mirando al byte anterior, otra al inicio de una palabra.',
  'heads.modelNoteAway':
    'El modelo de aquí tiene la forma de TinyGPT (capas, cabezas, d_model, posiciones, normalización) y pesos aleatorios generados con la semilla, como antes del entrenamiento. Las cabezas entrenadas a menudo se especializan, una mirando al byte anterior, otra al inicio de una palabra.',
  'heads.textHint':
    'cada byte es un token; se usan los primeros 64 (menos si la longitud de secuencia del laboratorio es menor)',
  'heads.layerHint': 'qué bloque del transformer',
  'heads.headHint': 'la cabeza que se abre más abajo',
  'heads.tooFewBlocks': {
    plural: 'n',
    one: 'El TinyGPT del laboratorio de entrenamiento tiene {n} bloque: elige de 1 a {n}.',
    other: 'El TinyGPT del laboratorio de entrenamiento tiene {n} bloques: elige de 1 a {n}.',
  },
  'heads.tooFewHeads': {
    plural: 'n',
    one: 'Este modelo tiene {n} cabeza: elige una cabeza de 1 a {n}.',
    other: 'Este modelo tiene {n} cabezas: elige una cabeza de 1 a {n}.',
  },
  'heads.stripLabel': 'Tokens (bytes) del texto',
  'heads.summary': {
    plural: 'tokens',
    one: 'TinyGPT aleatorio ({shape}, semilla {seed}), bloque {layer}, {tokens} token.',
    other: 'TinyGPT aleatorio ({shape}, semilla {seed}), bloque {layer}, {tokens} tokens.',
  },
  'heads.summaryCut':
    'TinyGPT aleatorio ({shape}, semilla {seed}), bloque {layer}, {tokens} tokens (los primeros {tokens} de {total} bytes).',
  'heads.summaryTrained': {
    plural: 'tokens',
    one: 'TinyGPT aleatorio ({shape}, semilla {seed}), bloque {layer}, {tokens} token; debajo, el modelo entrenado ({trainedShape}).',
    other:
      'TinyGPT aleatorio ({shape}, semilla {seed}), bloque {layer}, {tokens} tokens; debajo, el modelo entrenado ({trainedShape}).',
  },
  'heads.summaryCutTrained':
    'TinyGPT aleatorio ({shape}, semilla {seed}), bloque {layer}, {tokens} tokens (los primeros {tokens} de {total} bytes); debajo, el modelo entrenado ({trainedShape}).',
  'heads.headsTitle': 'Los pesos de cada cabeza, uno al lado del otro (pesos aleatorios)',
  'heads.trainedTitle': 'Las mismas cabezas después del entrenamiento',
  'heads.token': '{i} ‘{byte}’',
  'heads.keyAxis': 'clave j →',
  'heads.queryAxis': 'consulta i ↓',
  'heads.head': 'Cabeza {head}',
  'heads.headHover': 'cabeza {head}: consulta {query} sobre clave {key}: {weight}',
  'heads.headHoverMasked':
    'cabeza {head}: consulta {query} sobre clave {key}: 0 (futura, enmascarada)',
  'heads.headLabelRandom':
    'Cabeza {head} del bloque {layer} (pesos aleatorios): {tokens} por {tokens} pesos de atención, cada fila suma 1, cero por encima de la diagonal.',
  'heads.headLabelTrained':
    'Cabeza {head} del bloque {layer} (pesos entrenados): {tokens} por {tokens} pesos de atención, cada fila suma 1, cero por encima de la diagonal.',
  'heads.oneToken': 'Un solo token: todas las cabezas le dan peso 1.',
  'heads.mostlyItself': 'Mira sobre todo a su propio token: {share} de cada fila de media.',
  'heads.mostlyPrevious': 'Mira sobre todo al byte anterior: {share} de cada fila de media.',
  'heads.mostlyFirst': 'Mira sobre todo al primer byte: {share} de cada fila de media.',
  'heads.leansItself':
    'Tiende a mirar a su propio token: {share} de cada fila de media, frente a {uniform} si todos los bytes visibles recibieran el mismo peso.',
  'heads.leansPrevious':
    'Tiende a mirar al byte anterior: {share} de cada fila de media, frente a {uniform} si todos los bytes visibles recibieran el mismo peso.',
  'heads.leansFirst':
    'Tiende a mirar al primer byte: {share} de cada fila de media, frente a {uniform} si todos los bytes visibles recibieran el mismo peso.',
  'heads.spread':
    'Repartida: no más de {share} de una fila sobre el propio token, el byte anterior o el primero ({uniform} si se repartiera por igual).',
  'heads.openedTitle': 'Una cabeza, abierta: la salida son los pesos por V',
  'heads.weightsTitle': 'pesos (T × T)',
  'heads.weightsHeading': 'Cabeza {head}: pesos ({tokens} × {tokens})',
  'heads.weightHover': 'peso de {query} sobre {key} = {weight}',
  'heads.weightsIdle': 'Las filas suman 1.',
  'heads.weightsLabel': 'Pesos de la cabeza {head}, {tokens} por {tokens}.',
  'heads.dimensionAxis': 'dimensión →',
  'heads.tokenAxis': 'token ↓',
  'heads.valuesTitle': 'V de esta cabeza (T × d_head)',
  'heads.valuesHeading': 'V de la cabeza {head} ({tokens} × {headDim})',
  'heads.valueHover': 'valor de {token}, dimensión {c}: {value}',
  'heads.valuesIdle': 'Cada fila: lo que transmite ese token.',
  'heads.valuesLabel': {
    plural: 'tokens',
    one: 'Filas de valores de la cabeza {head}: {tokens} token por {headDim} dimensiones, de {lo} (azul) a {hi} (rojo).',
    other:
      'Filas de valores de la cabeza {head}: {tokens} tokens por {headDim} dimensiones, de {lo} (azul) a {hi} (rojo).',
  },
  'heads.outputTitle': 'salida = pesos · V',
  'heads.outputHover': 'salida de {token}, dimensión {c}: {value}',
  'heads.outputIdle': 'Fila i: la media ponderada de las filas de valores.',
  'heads.outputLabel': 'Salida de la cabeza {head}: {tokens} por {headDim}, los pesos por V.',
  'heads.joinedTitle': 'Concatenación y proyección de salida',
  'heads.concatTitle': 'Todas las cabezas una al lado de otra (T × d_model)',
  'heads.concatHeading': {
    plural: 'heads',
    '=1': 'La única cabeza, sin nada al lado ({tokens} × {dModel})',
    other: 'Las {heads} cabezas una al lado de otra ({tokens} × {dModel})',
  },
  'heads.concatAxis': 'columna → (cabeza 1 | cabeza 2 | …)',
  'heads.concatHover': '{token}, columna {c} (cabeza {head}): {value}',
  'heads.concatIdle': 'La cabeza h llena las columnas h·d_head a (h+1)·d_head − 1.',
  'heads.concatLabel': {
    plural: 'heads',
    '=1': 'Salida de la única cabeza (no hay nada que concatenar): {tokens} por {dModel}.',
    other: 'Salida concatenada de las {heads} cabezas: {tokens} por {dModel}.',
  },
  'heads.projectedTitle': 'Después de W_o: lo que se suma a x',
  'heads.columnAxis': 'columna →',
  'heads.projectedHover': '{token}, columna {c}: {value}',
  'heads.projectedIdle': 'Ahora cada columna mezcla todas las cabezas.',
  'heads.projectedLabel': 'Proyección de salida: {tokens} por {dModel}, sumada al flujo residual.',
  'heads.costTitle': 'Lo que cuesta una capa de atención',
  'heads.costCaption': 'Bloque {layer} de {layers}, {tokens}, d_model {dModel}, {heads}',
  'heads.costTokens': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'heads.costHeads': {
    plural: 'n',
    one: '{n} cabeza de {headDim}',
    other: '{n} cabezas de {headDim}',
  },
  'heads.costParameters': 'parámetros (W_qkv, b_qkv, W_o, b_o)',
  'heads.costProjections': 'operaciones de multiplicar y sumar: proyecciones q, k, v, W_o',
  'heads.costAttention':
    'operaciones de multiplicar y sumar: puntuaciones y pesos · V (claves visibles)',
  'heads.costError': 'mayor |pesos · V − salida mostrada|',
  'heads.exactlyZero': '0 (exactamente)',
  'lessons.heads.title': 'Atención multicabeza, hasta la salida',
  'lessons.heads.place':
    'la atención multicabeza, dentro de cada bloque, y el camino hasta la salida',
  'questions.heads.1.question':
    'd_model es 64 con 4 cabezas. ¿Cuántos números de cada token lee una cabeza, y qué ancho tienen la consulta, la clave y el valor que obtiene de ellos?',
  'questions.heads.1.choice1':
    'Los 64; su consulta, su clave y su valor tienen 16 números cada uno',
  'questions.heads.1.choice2': '16: su propia cuarta parte del vector del token',
  'questions.heads.1.choice3': '4: un número por cabeza',
  'questions.heads.1.choice4':
    'Los 64; su consulta, su clave y su valor tienen 64 números cada uno',
  'questions.heads.1.explanation':
    'La parte de W_qkv que corresponde a una cabeza son 16 de sus columnas para cada uno de q, k y v: una matriz de 64 × 16 cada una, así que cada uno de los 64 números del token alimenta cada número de la consulta, la clave y el valor de la cabeza, de 16 de ancho. Lo que se corta en tramos de d_model / n_head = 16 de ancho es la salida de la proyección, no el vector del token; los tramos de las 4 cabezas juntos forman las 64 columnas de q, k y v.',
  'questions.heads.2.question': 'La fila i de la salida de una cabeza es…',
  'questions.heads.2.choice1': 'la consulta del token i',
  'questions.heads.2.choice2':
    'la media ponderada de las filas de valores, con la fila i de los pesos',
  'questions.heads.2.choice3':
    'el mayor valor entre todos los tokens anteriores a i, columna a columna',
  'questions.heads.2.choice4': 'la suma de todas las claves',
  'questions.heads.2.explanation':
    'salida = pesos · V: la fila i mezcla las filas de valores de los tokens 0..i con los pesos de esa fila, que son positivos y suman 1.',
  'questions.heads.3.question':
    'Pasar de 4 cabezas a 8 con el mismo d_model cambia el número de parámetros de una capa en…',
  'questions.heads.3.choice1': 'el doble',
  'questions.heads.3.choice2': 'la mitad',
  'questions.heads.3.choice3': 'nada',
  'questions.heads.3.choice4': 'el cuádruple',
  'questions.heads.3.explanation':
    'W_qkv es d × 3d y W_o es d × d sea cual sea el número de cabezas: más cabezas solo cortan las mismas columnas en tramos más estrechos.',
  'questions.heads.4.question':
    '¿Por qué hay una proyección de salida W_o después de la concatenación?',
  'questions.heads.4.explanation':
    'La concatenación solo coloca el resultado de cada cabeza en sus propias columnas. W_o las mezcla, para que lo que encontró una cabeza pueda llegar a todas las columnas del flujo residual, y devuelve el resultado a d_model columnas para sumarlo a x.',
  'settings.hd_layer': 'bloque',
  'settings.hd_head': 'cabeza a abrir',
};
