// Spanish (es): the lesson train: its words, title, questions, setting labels.
export const messages = {
  'train.lead':
    'Hasta ahora todo usaba tablas aleatorias o fijas. Aquí un modelo aprende sus tablas a partir de un texto, en tu navegador: en cada paso lee un lote de ventanas aleatorias del texto (16 por defecto), adivina cada carácter siguiente y ajusta un poco cada peso para que las respuestas correctas sean algo más probables. Elige un modelo y un texto, pulsa Entrenar y observa cómo baja la pérdida y cómo toman forma los embeddings.',
  'train.diagramSummary': 'TinyGPT, dibujado para esta configuración',
  'train.trainButton': 'Entrenar',
  'train.pauseButton': 'Pausar',
  'train.resumeButton': 'Reanudar',
  'train.resetButton': 'Reiniciar',
  'train.paused': 'En pausa.',
  'train.pausedAt': 'En pausa en el paso {step}.',
  'train.heldOutNote':
    'La última décima parte del texto queda reservada: ninguna ventana de entrenamiento la toca nunca (del pasaje de Hamlet no se reserva nada: son los mismos versos diez veces, así que su última décima parte sería una copia de lo que el modelo ha usado para entrenar). El gráfico de pérdida dibuja la pérdida de entrenamiento y, cada cierto número de pasos, la pérdida en esa parte reservada (validación). Mientras las dos bajan juntas, el modelo está aprendiendo cosas que le sirven también para un texto que no ha visto; cuando la curva de validación empieza a subir mientras la de entrenamiento sigue bajando, está memorizando su texto de entrenamiento. {overfitButton}',
  'train.overfitButton': 'Preajuste: sobreajustar un discurso corto',
  'train.engineOnPage':
    'Este sitio no permite que el laboratorio inicie un worker (hilo de trabajo) en segundo plano, así que el entrenamiento se ejecuta en la propia página: la página puede responder más despacio mientras se entrena un modelo.',
  'train.diverged':
    'Entrenamiento detenido: la pérdida se disparó. Se conserva la curva hasta ese punto.',
  'train.retryButton': 'Reintentar con una décima parte de la tasa de aprendizaje',
  'train.stepCount': {
    plural: 'n',
    one: '{n} paso',
    other: '{n} pasos',
  },
  'train.characterCount': {
    plural: 'n',
    one: '{n} carácter',
    other: '{n} caracteres',
  },
  'train.tokenCount': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'train.characterEmbeddings': {
    plural: 'n',
    one: '{n} embedding de carácter',
    other: '{n} embeddings de caracteres',
  },
  'train.tokenEmbeddings': {
    plural: 'n',
    one: '{n} embedding de token',
    other: '{n} embeddings de tokens',
  },
  'train.distinctCharacters': {
    plural: 'n',
    one: '{n} carácter distinto',
    other: '{n} caracteres distintos',
  },
  'train.mergeCount': {
    plural: 'n',
    one: '{n} fusión',
    other: '{n} fusiones',
  },
  'train.layerCount': {
    plural: 'n',
    one: '{n} capa',
    other: '{n} capas',
  },
  'train.headCount': {
    plural: 'n',
    one: '{n} cabeza',
    other: '{n} cabezas',
  },
  'train.positionCount': {
    plural: 'n',
    one: '{n} posición',
    other: '{n} posiciones',
  },
  'train.lossHeading': 'La pérdida, paso a paso',
  'train.progressLabel': 'progreso del entrenamiento',
  'train.notStarted': 'Sin empezar: pulsa Entrenar.',
  'train.starting': 'Empezando…',
  'train.progressTimeUnknown': 'Paso {step} de {total} · {rate} pasos/s · quedan …',
  'train.progressUnderSecond':
    'Paso {step} de {total} · {rate} pasos/s · queda menos de un segundo',
  'train.progressSeconds': 'Paso {step} de {total} · {rate} pasos/s · quedan unos {seconds} s',
  'train.progressMinutes': 'Paso {step} de {total} · {rate} pasos/s · quedan unos {minutes} min',
  'train.lossSeries': 'pérdida',
  'train.smoothedSeries': 'suavizada',
  'train.validationSeries': 'validación (texto reservado)',
  'train.floorSeries': 'suelo de bigramas',
  'train.stepAxis': 'paso',
  'train.lossAxisBytes': 'pérdida (nats por carácter)',
  'train.lossAxisBytesLog': 'pérdida (nats por carácter, escala logarítmica)',
  'train.lossAxisTokens': 'pérdida (nats por token)',
  'train.lossAxisTokensLog': 'pérdida (nats por token, escala logarítmica)',
  'train.lossChartBytes':
    'Pérdida de entrenamiento a lo largo de {steps}: ahora {smoothed} (suavizada); la línea ln {vocab} está en {baseline} y el suelo de bigramas de este texto, en {floor}.',
  'train.lossChartBytesValidation':
    'Pérdida de entrenamiento a lo largo de {steps}: ahora {smoothed} (suavizada); pérdida en el texto reservado (validación), {validation} en el paso {validationStep}; la línea ln {vocab} está en {baseline} y el suelo de bigramas de este texto, en {floor}.',
  'train.lossChartTokens':
    'Pérdida de entrenamiento a lo largo de {steps}: ahora {smoothed} (suavizada); la línea ln {vocab} está en {baseline}.',
  'train.lossChartTokensValidation':
    'Pérdida de entrenamiento a lo largo de {steps}: ahora {smoothed} (suavizada); pérdida en el texto reservado (validación), {validation} en el paso {validationStep}; la línea ln {vocab} está en {baseline}.',
  'train.lossChartLogScale':
    'La pérdida llegó a un máximo de {peak}, así que el eje está en escala logarítmica.',
  'train.bpeNote':
    'Esta ejecución lee tokens BPE: {vocab} ids (256 bytes + {merges} aprendidas en el texto), {tokens} tokens para {bytes} bytes. La pérdida de abajo es por token y su línea de adivinar al azar es ln {vocab}; un token contiene {bytesPerToken} bytes de media, así que, para comparar con una ejecución por bytes, usa bits por byte: pérdida × tokens ÷ (bytes × ln 2), que se indica al terminar el entrenamiento. El suelo de bigramas del texto es una pérdida por byte, así que no se dibuja en esta curva: en bits por byte es {floorBits}.',
  'train.lossMeaningBytes':
    'La pérdida es la media de −ln p(el siguiente carácter correcto) sobre un lote, en nats. Un modelo que no sabe nada reparte su apuesta por igual entre los 256 valores de byte, así que cada intento le cuesta',
  'train.lossMeaningTokens':
    'La pérdida es la media de −ln p(el siguiente token correcto) sobre un lote, en nats. Un modelo que no sabe nada reparte su apuesta por igual entre los {vocab} ids de token, así que cada intento le cuesta',
  'train.guessingLine':
    'Esa es la línea discontinua ln {vocab}. Un modelo recién inicializado empieza cerca de ella, a menudo un poco por encima: los pesos aleatorios no son uniformes, y aquí y allá se equivocan con mucha seguridad.',
  'train.floorLineBytes':
    'La línea de puntos es el suelo de bigramas de este texto, {floor} nats por byte: la entropía del siguiente carácter conociendo solo el actual,',
  'train.floorLineTokens':
    'En una ejecución por bytes, una línea de puntos marca el suelo de bigramas de este texto, {floor} nats por byte: la entropía del siguiente carácter conociendo solo el actual,',
  'train.floorMeaning':
    'Un modelo que ve un solo carácter cada vez no puede, de media, hacerlo mejor. El predictor token + posición ve el carácter actual y su posición, así que se estanca justo por encima de este suelo. TinyGPT presta atención a todos los caracteres anteriores de la ventana y puede bajar mucho más; con un pasaje corto repetido acaba casi recitándolo. ({parameters} parámetros; el texto tiene {chars}.) La curva suavizada es la media de las últimas 21 pérdidas, como en el cuaderno de Vizuara.',
  'train.doneSteps': {
    plural: 'steps',
    one: 'Listo: {steps} paso a {rate} pasos/s.',
    other: 'Listo: {steps} pasos a {rate} pasos/s.',
  },
  'train.doneMeanUnknown':
    'Pérdida del último lote: {loss}; no se pudo calcular la pérdida media sobre el texto de entrenamiento ({error}); se conserva el modelo entrenado.',
  'train.doneMeanBytes':
    'Pérdida del último lote: {loss}; pérdida media sobre el texto de entrenamiento: {mean} nats por byte (suelo de bigramas: {floor}).',
  'train.doneMeanBytesBits':
    'Pérdida del último lote: {loss}; pérdida media sobre el texto de entrenamiento: {mean} nats por byte = {bits} bits por byte (suelo de bigramas: {floor}).',
  'train.doneMeanTokens':
    'Pérdida del último lote: {loss}; pérdida media sobre el texto de entrenamiento: {mean} nats por token (suelo de bigramas: {floorBits} bits por byte).',
  'train.doneMeanTokensBits':
    'Pérdida del último lote: {loss}; pérdida media sobre el texto de entrenamiento: {mean} nats por token = {bits} bits por byte (suelo de bigramas: {floorBits} bits por byte).',
  'train.heldOut': 'Texto reservado: {loss}.',
  'train.heldOutBits': 'Texto reservado: {loss} = {bits} bits por byte.',
  'train.heldOutMemorised':
    'Texto reservado: {loss}, {gap} por encima del texto de entrenamiento: el modelo ha memorizado más de lo que ha aprendido.',
  'train.heldOutBitsMemorised':
    'Texto reservado: {loss} = {bits} bits por byte, {gap} por encima del texto de entrenamiento: el modelo ha memorizado más de lo que ha aprendido.',
  'train.insideHeading': 'Dentro del modelo',
  'train.insideProse':
    'Cada carácter del texto tiene una fila en la tabla de tokens. El entrenamiento mueve esas filas para que los caracteres a los que siguen cosas parecidas acaben apuntando en direcciones parecidas. Solo se muestran los caracteres que aparecen en el texto: las demás filas nunca reciben un gradiente y conservan su valor aleatorio inicial, así que compararlas (como hace el cuaderno de Vizuara con dígitos y signos de puntuación que su pasaje no contiene) mide ruido.',
  'train.similarHeading': 'Qué caracteres se parecen',
  'train.legendOpposite': '−1 (opuestos)',
  'train.legendSame': '+1 (misma dirección)',
  'train.similarityHover': 'cos(“{row}”, “{col}”) = {value}',
  'train.similaritySummaryCharacters':
    'Similitud coseno entre los embeddings de token de los {characters} del texto, tras {steps}: azul es negativo; blanco, cero; rojo, positivo. Los caracteres están ordenados de modo que los parecidos quedan juntos (por su ángulo en el plano PCA de abajo), de modo que los grupos que el entrenamiento haya vuelto parecidos, si los hay, aparecen como bloques rojos en la diagonal. {point} para ver los valores.',
  'train.similaritySummaryCharactersStart':
    'Similitud coseno entre los embeddings de token de los {characters} del texto, antes del entrenamiento (vectores aleatorios): azul es negativo; blanco, cero; rojo, positivo. Los caracteres están ordenados de modo que los parecidos quedan juntos (por su ángulo en el plano PCA de abajo), de modo que los grupos que el entrenamiento haya vuelto parecidos, si los hay, aparecen como bloques rojos en la diagonal. {point} para ver los valores.',
  'train.similaritySummaryTokens':
    'Similitud coseno entre los embeddings de token de los {tokens} del texto, tras {steps}: azul es negativo; blanco, cero; rojo, positivo. Los tokens están ordenados de modo que los parecidos quedan juntos (por su ángulo en el plano PCA de abajo), de modo que los grupos que el entrenamiento haya vuelto parecidos, si los hay, aparecen como bloques rojos en la diagonal. {point} para ver los valores.',
  'train.similaritySummaryTokensStart':
    'Similitud coseno entre los embeddings de token de los {tokens} del texto, antes del entrenamiento (vectores aleatorios): azul es negativo; blanco, cero; rojo, positivo. Los tokens están ordenados de modo que los parecidos quedan juntos (por su ángulo en el plano PCA de abajo), de modo que los grupos que el entrenamiento haya vuelto parecidos, si los hay, aparecen como bloques rojos en la diagonal. {point} para ver los valores.',
  'train.mostSimilar': 'Pares más parecidos',
  'train.leastSimilar': 'Pares menos parecidos',
  'train.pairsAtStart':
    'Son vectores aleatorios: cualquier cercanía aquí es casualidad. Entrena y compara.',
  'train.pairsKeptNone':
    'Antes del entrenamiento, los pares más cercanos eran {pairs}…: cercanía casual de vectores aleatorios. Ahora ninguno de ellos está entre los {closest} pares más cercanos.',
  'train.pairsKept': {
    plural: 'kept',
    one: 'Antes del entrenamiento, los pares más cercanos eran {pairs}…: cercanía casual de vectores aleatorios. Ahora {kept} de ellos está entre los {closest} pares más cercanos.',
    other:
      'Antes del entrenamiento, los pares más cercanos eran {pairs}…: cercanía casual de vectores aleatorios. Ahora {kept} de ellos están entre los {closest} pares más cercanos.',
  },
  'train.lengthsHeading': 'Qué longitud tiene cada vector',
  'train.lengthsProse':
    'La norma de un embedding es su longitud. Cada carácter que aparece en el texto recibe gradientes siempre que una ventana de entrenamiento lo contiene, así que su fila se aleja de su valor aleatorio inicial; la tabla bajo el gráfico da la longitud de cada uno ahora y al principio, y cuántas veces aparece. Esto es lo que ha hecho esta ejecución:',
  'train.normValue': 'norma',
  'train.normAtStart': 'norma al principio',
  'train.timesInText': 'veces en el texto',
  'train.normsSummaryCharacters':
    'Normas de los embeddings de los {characters}: media {mean}; la mayor, “{largest}”, {largestNorm}; la menor, “{smallest}”, {smallestNorm}.',
  'train.normsSummaryTokens':
    'Normas de los embeddings de los {tokens}: media {mean}; la mayor, “{largest}”, {largestNorm}; la menor, “{smallest}”, {smallestNorm}.',
  'train.pcaHeading': 'Los caracteres en un plano (PCA)',
  'train.pcaProse':
    'El PCA encuentra las dos direcciones en las que más varían los vectores de los caracteres y proyecta cada vector sobre ellas. Las etiquetas cercanas tienen vectores parecidos, hasta donde pueden mostrarlo dos ejes.',
  'train.pcaSummary':
    'Los {embeddings} proyectados sobre sus dos ejes principales, que recogen el {first} % y el {second} % de la varianza: el {both} % entre los dos. {point} un punto para ver sus coordenadas.',
  'train.pcaSummaryStart':
    'Los {embeddings} proyectados sobre sus dos ejes principales, que recogen el {first} % y el {second} % de la varianza: el {both} % entre los dos (vectores aleatorios: ninguna dirección destaca). {point} un punto para ver sus coordenadas.',
  'train.pcaSummaryShared':
    'Los {embeddings} proyectados sobre sus dos ejes principales, que recogen el {first} % y el {second} % de la varianza: el {both} % entre los dos (el entrenamiento ha dado a las filas unas pocas direcciones compartidas). {point} un punto para ver sus coordenadas.',
  'train.positionHeading': 'La tabla de posiciones aprendida',
  'train.positionHover': 'cos(posición {row}, posición {col}) = {value}',
  'train.positionSummary':
    'Similitud coseno entre los vectores de posición aprendidos del 0 al {last}. {point} para ver los valores.',
  'train.gptStartNote':
    'Las filas de tokens de TinyGPT empiezan como las sortea el modelo de referencia, cada número de 0,5 N(0, 1): con d_model 64 una fila mide unas 4, frente a unas 0,16 del comienzo pequeño del predictor. Una ejecución de unos cientos de pasos mueve esas filas solo una parte de su longitud, así que buena parte de este mapa, de los pares y del plano de abajo puede seguir siendo el comienzo aleatorio: la nota bajo los pares dice cuántos de los pares más cercanos del comienzo siguen.',
  'train.positionNoteGpt':
    'Filas 0 a {last} de la tabla de posiciones aprendida de TinyGPT (las posiciones que cubre una ventana de entrenamiento; las filas posteriores, si las hay, nunca se entrenan). Antes del entrenamiento esta matriz es ruido: solo la diagonal vale 1. Una estructura cerca de la diagonal significa que el entrenamiento ha vuelto parecidas las posiciones vecinas. Estas filas empiezan largas, como las filas de tokens de TinyGPT, así que una ejecución corta deja buena parte del ruido; y TinyGPT no depende solo de la tabla, porque su atención causal puede distinguir posiciones sin ella (la lección de atención muestra cómo).',
  'train.positionNotePredictor':
    'Filas 0 a {last} de la tabla de posiciones aprendida (las posiciones que cubre una ventana de entrenamiento; las filas posteriores, si las hay, nunca se entrenan). Antes del entrenamiento esta matriz es ruido: solo la diagonal vale 1. Una estructura cerca de la diagonal significa que el entrenamiento ha vuelto parecidas las posiciones vecinas. Un mapa rojo por todas partes significa que las filas han aprendido una única dirección compartida (que actúa como un segundo sesgo) en lugar de dónde están: al predictor token + posición le aporta poco conocer la posición.',
  'train.noPositionTable':
    'Este modelo no tiene tabla de posiciones aprendida: sus posiciones vienen de una fórmula fija (sinusoidal), de rotar las consultas y las claves (RoPE) o de ninguna parte (ninguna).',
  'train.attentionHeading': 'La atención en tu texto inicial',
  'train.typePrompt': 'Escribe un texto inicial arriba para ver adónde mira cada posición.',
  'train.attentionNote':
    'Cada fila es una posición del texto inicial; reparte un peso total de 1 entre sí misma y las posiciones anteriores (atención causal). {layers} × {heads}.',
  'train.layerSelect': 'capa',
  'train.headSelect': 'cabeza',
  'train.layerPicker': 'capa {select}',
  'train.headPicker': 'cabeza {select}',
  'train.layerOption': 'capa {layer}',
  'train.headOption': 'cabeza {head}',
  'train.attentionSummary':
    'Pesos de atención de la capa {layer}, cabeza {head}, para un texto inicial de {length} caracteres: la fila i indica cuánto mira la posición de consulta i a cada posición anterior (cada fila suma 1).',
  'train.attentionHidden':
    'la consulta {row} (“{rowLabel}”) no puede ver la clave {col} (“{colLabel}”): viene después (peso 0)',
  'train.attentionWeight':
    'consulta {row} (“{rowLabel}”) → clave {col} (“{colLabel}”): peso {weight}',
  'train.normsAtStart': {
    plural: 'n',
    '=1': 'Antes del entrenamiento, la única fila es aleatoria: mide {low}.',
    other: 'Antes del entrenamiento, las {n} filas son aleatorias: miden de {low} a {high}.',
  },
  'train.longerAllCharacters': {
    plural: 'n',
    '=1': 'Tras {steps}, el único carácter tiene un vector más largo que al principio: entonces medía de {startLow} a {startHigh}; ahora mide de {low} a {high}.',
    other:
      'Tras {steps}, todos los {n} caracteres tienen un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
  },
  'train.longerNoneCharacters': {
    plural: 'n',
    '=1': 'Tras {steps}, el único carácter no tiene un vector más largo que al principio: entonces medía de {startLow} a {startHigh}; ahora mide de {low} a {high}.',
    other:
      'Tras {steps}, ninguno de los {n} caracteres tiene un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
  },
  'train.longerSomeCharacters': {
    plural: 'longer',
    one: 'Tras {steps}, {longer} de los {n} caracteres tiene un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
    other:
      'Tras {steps}, {longer} de los {n} caracteres tienen un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
  },
  'train.longerAllTokens': {
    plural: 'n',
    '=1': 'Tras {steps}, el único token tiene un vector más largo que al principio: entonces medía de {startLow} a {startHigh}; ahora mide de {low} a {high}.',
    other:
      'Tras {steps}, todos los {n} tokens tienen un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
  },
  'train.longerNoneTokens': {
    plural: 'n',
    '=1': 'Tras {steps}, el único token no tiene un vector más largo que al principio: entonces medía de {startLow} a {startHigh}; ahora mide de {low} a {high}.',
    other:
      'Tras {steps}, ninguno de los {n} tokens tiene un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
  },
  'train.longerSomeTokens': {
    plural: 'longer',
    one: 'Tras {steps}, {longer} de los {n} tokens tiene un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
    other:
      'Tras {steps}, {longer} de los {n} tokens tienen un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
  },
  'train.mostFrequentOnceLongest':
    'El más frecuente, “{label}” (una vez en el texto), mide {norm}: el más largo.',
  'train.mostFrequentOnceShortest':
    'El más frecuente, “{label}” (una vez en el texto), mide {norm}: el más corto.',
  'train.mostFrequentOnceRanked':
    'El más frecuente, “{label}” (una vez en el texto), mide {norm}: el número {rank} de {n} por longitud.',
  'train.mostFrequentTwiceLongest':
    'El más frecuente, “{label}” (dos veces en el texto), mide {norm}: el más largo.',
  'train.mostFrequentTwiceShortest':
    'El más frecuente, “{label}” (dos veces en el texto), mide {norm}: el más corto.',
  'train.mostFrequentTwiceRanked':
    'El más frecuente, “{label}” (dos veces en el texto), mide {norm}: el número {rank} de {n} por longitud.',
  'train.mostFrequentTimesLongest':
    'El más frecuente, “{label}” ({count} veces en el texto), mide {norm}: el más largo.',
  'train.mostFrequentTimesShortest':
    'El más frecuente, “{label}” ({count} veces en el texto), mide {norm}: el más corto.',
  'train.mostFrequentTimesRanked':
    'El más frecuente, “{label}” ({count} veces en el texto), mide {norm}: el número {rank} de {n} por longitud.',
  'train.rarestOnceLongest': 'El menos frecuente, “{label}” (una vez), mide {norm}: el más largo.',
  'train.rarestOnceShortest': 'El menos frecuente, “{label}” (una vez), mide {norm}: el más corto.',
  'train.rarestOnceRanked':
    'El menos frecuente, “{label}” (una vez), mide {norm}: el número {rank} de {n} por longitud.',
  'train.rarestTwiceLongest':
    'El menos frecuente, “{label}” (dos veces), mide {norm}: el más largo.',
  'train.rarestTwiceShortest':
    'El menos frecuente, “{label}” (dos veces), mide {norm}: el más corto.',
  'train.rarestTwiceRanked':
    'El menos frecuente, “{label}” (dos veces), mide {norm}: el número {rank} de {n} por longitud.',
  'train.rarestTimesLongest':
    'El menos frecuente, “{label}” ({count} veces), mide {norm}: el más largo.',
  'train.rarestTimesShortest':
    'El menos frecuente, “{label}” ({count} veces), mide {norm}: el más corto.',
  'train.rarestTimesRanked':
    'El menos frecuente, “{label}” ({count} veces), mide {norm}: el número {rank} de {n} por longitud.',
  'train.rarestTiedOnce': 'Los {tied} menos frecuentes (una vez cada uno) miden de {low} a {high}.',
  'train.rarestTiedTwice':
    'Los {tied} menos frecuentes (dos veces cada uno) miden de {low} a {high}.',
  'train.rarestTiedTimes':
    'Los {tied} menos frecuentes ({count} veces cada uno) miden de {low} a {high}.',
  'train.frequentLongerCharacter':
    'En el conjunto de los {n}, cuanto más a menudo aparece un carácter, más largo tiende a ser su vector (correlación de rangos {rho}).',
  'train.frequentShorterCharacter':
    'En el conjunto de los {n}, cuanto más a menudo aparece un carácter, más corto tiende a ser su vector (correlación de rangos {rho}).',
  'train.frequentUnlinkedCharacter':
    'En el conjunto de los {n}, no se ve una relación clara entre cuántas veces aparece un carácter y la longitud de su vector (correlación de rangos {rho}).',
  'train.frequentLongerToken':
    'En el conjunto de los {n}, cuanto más a menudo aparece un token, más largo tiende a ser su vector (correlación de rangos {rho}).',
  'train.frequentShorterToken':
    'En el conjunto de los {n}, cuanto más a menudo aparece un token, más corto tiende a ser su vector (correlación de rangos {rho}).',
  'train.frequentUnlinkedToken':
    'En el conjunto de los {n}, no se ve una relación clara entre cuántas veces aparece un token y la longitud de su vector (correlación de rangos {rho}).',
  'train.scatterHover': '“{label}”: {xAxis} {x}, {yAxis} {y}',
  'train.barHover': '“{label}”: {name} {value}',
  'train.useHeading': 'Usa el modelo',
  'train.promptLabel': 'texto inicial',
  'train.promptHint':
    'se usa para la imagen de atención de arriba y como comienzo del texto generado',
  'train.temperatureHint':
    '0 elige siempre el carácter más probable; cuanto más alta, más arriesgada es la elección',
  'train.topKHint': 'muestrea solo entre los k más probables (0: entre los 256)',
  'train.generateButton': 'Generar 200 caracteres',
  'train.saveHeading': 'Guardar y cargar',
  'train.saveProse':
    'El archivo guarda el tipo del modelo, sus tamaños y todos sus pesos. Al cargarlo, sustituye al modelo actual; un archivo dañado o ajeno se rechaza indicando el motivo, y el modelo actual se mantiene. Para seguir en un cuaderno, exporta el modelo para PyTorch: el zip contiene la arquitectura escrita en torch.nn, un cargador y los pesos, y da las mismas probabilidades del siguiente carácter que el laboratorio.',
  'train.saveButton': 'Guardar los pesos en un archivo',
  'train.exportButton': 'Exportar para PyTorch (.zip)',
  'train.loadLabel': 'Cargar pesos desde un archivo: {fileInput}',
  'train.weightsOffered': 'Se ha ofrecido la descarga de {size} bytes como {name}. {hint}',
  'train.weightsSaved': 'Se han guardado {size} bytes.',
  'train.exportOffered':
    'Se ha ofrecido la descarga de {size} bytes como {name}: model.py (el modelo en PyTorch), weights.safetensors y un README. Ejecuta python3 model.py --prompt "To be". {hint}',
  'train.exportSaved':
    'Se han guardado {size} bytes como {name}: model.py (el modelo en PyTorch), weights.safetensors y un README. Ejecuta python3 model.py --prompt "To be".',
  'train.fileLoaded': 'Se ha cargado “{name}”.',
  'train.fileNotLoaded': 'No se ha cargado “{name}”: {reason}. No se ha cambiado nada.',
  'train.loaded': 'Se ha cargado {model}. Pérdida media en el texto: {loss}.',
  'train.loadedUnlinked':
    'Se ha cargado {model}. Pérdida media en el texto: {loss}. Ni los controles ni un enlace copiado pueden describir este modelo: {problems}. Un enlace reconstruye el modelo que muestran los controles.',
  'train.lockedFile': 'esta lección fija {settings}, y el modelo del archivo tiene {values}',
  'train.lockedSetting': '{setting} en {value}',
  'train.listAnd': ' y ',
  'train.runQuestionRegion': 'Nuevos ajustes para el modelo que se está entrenando',
  'train.runQuestion':
    'Un enlace pide otros ajustes para el modelo que se está entrenando: {settings}. Sigue entrenando con sus propios ajustes hasta que elijas.',
  'train.runQuestionSetting': '{setting} {from} → {to}',
  'train.keepRun': 'Seguir entrenando',
  'train.applyAndRestart': 'Aplicarlos y volver a entrenar',
  'train.kept':
    'Este modelo queda guardado en este navegador: si cierras o recargas la página, se te volverá a ofrecer.',
  'train.notKept':
    'No se ha podido guardar este modelo en este navegador: {reason}. No se pierde nada más: el modelo sigue aquí, y “Guardar los pesos en un archivo” lo conserva para siempre.',
  'train.keptRegion': 'Un modelo guardado de una visita anterior',
  'train.keptOffer':
    'Tu último modelo entrenado está guardado en este navegador: {model}, entrenado el {when}, pérdida media {loss}.',
  'train.keptLocked':
    'Tu último modelo entrenado está guardado en este navegador ({model}, entrenado el {when}), pero se entrenó con {settings}, que esta lección fija en {values}, así que aquí no se puede restaurar. Sigue guardado para la página completa.',
  'train.keptSetting': '{setting} {value}',
  'train.restoreButton': 'Restaurarlo',
  'train.forgetButton': 'Olvidarlo',
  'train.restored':
    'Se ha restaurado {model}, entrenado el {when}. Pérdida media en el texto: {loss}.',
  'train.notRestored':
    'No se ha podido restaurar el modelo guardado: {reason}. No se ha cambiado nada.',
  'train.keptUnusable':
    'Tu último modelo entrenado está guardado en este navegador ({model}, entrenado el {when}), pero una versión anterior de esta página lo guardó con un ajuste que esta página no puede usar: {reason}. No se puede restaurar; no se ha cambiado nada.',
  'train.keptBadSetting': '{setting} “{value}” {problem}',
  'train.keptNotAValue': '{setting} no es un número, una palabra ni verdadero/falso',
  'train.keptNoSettings': 'le faltan los ajustes',
  'train.forgetNewer':
    'Otra pestaña ha guardado desde entonces un modelo más reciente: ese sigue guardado y se te ofrecerá en tu próxima visita.',
  'train.storeFull': 'el almacenamiento de este navegador para el sitio está lleno',
  'train.storeNotAllowed':
    'este navegador no permite que la página guarde datos aquí (una ventana privada, un sitio bloqueado o el marco de una página de curso)',
  'train.storeRefused': 'el navegador se negó a guardarlo ({reason})',
  'train.storeRefusedUnknown': 'el navegador se negó a guardarlo (motivo desconocido)',
  'train.storeBlocked': 'bloqueado por otra pestaña',
  'train.storeAborted': 'la escritura se interrumpió',
  'train.compareHeading': 'Comparar codificaciones posicionales',
  'train.compareIntro':
    'Un solo clic entrena {models} veces el TinyGPT configurado arriba: una vez con cada codificación posicional ({encodings}) y otra más con una tabla aprendida {longer}× más larga que la longitud de entrenamiento, con el mismo texto, la misma semilla aleatoria y el mismo número de pasos. Después, cada modelo se mide con la última décima parte del texto, que se reserva, a {lengths} la longitud de entrenamiento, y el modelo con RoPE también con dos formas de estirarlo en el momento de la prueba (interpolación de posiciones y escalado NTK). La tabla aprendida simple tiene exactamente una fila por posición de entrenamiento, como en GPT-2. Los modelos se entrenan en paralelo, uno por núcleo del procesador, cada uno en su propio worker (hilo de trabajo).',
  'train.compareButton': 'Comparar codificaciones posicionales',
  'train.compareBytesNote':
    'La comparación lee bytes, no tokens BPE: deja fuera las fusiones configuradas arriba, así que todas las codificaciones se miden con la misma secuencia de bytes y sus longitudes se cuentan en bytes.',
  'train.compareReset': 'se reinició antes de terminar',
  'train.rowNone': 'ninguna (solo la máscara)',
  'train.rowLearned': 'aprendida',
  'train.rowLearnedLong': 'aprendida, tabla 8× más larga',
  'train.rowSinusoidal': 'sinusoidal',
  'train.rowRope': 'RoPE',
  'train.rowRopeLinear': 'RoPE + interpolación',
  'train.rowRopeNtk': 'RoPE + escalado NTK',
  'train.rowAlibi': 'ALiBi',
  'train.modelNone': 'ninguna',
  'train.modelLearned': 'aprendida',
  'train.modelLearnedLong': 'aprendida (tabla 8×)',
  'train.modelSinusoidal': 'sinusoidal',
  'train.modelRope': 'RoPE',
  'train.modelAlibi': 'ALiBi',
  'train.compareTraining': 'Entrenando {models} modelos durante {steps} cada uno…',
  'train.compareWorkers': {
    plural: 'workers',
    one: 'Entrenando {models} modelos, {workers} a la vez (un worker por núcleo del procesador)…',
    other:
      'Entrenando {models} modelos, {workers} a la vez (un worker por núcleo del procesador, cada uno con su propia copia del núcleo de cálculo)…',
  },
  'train.compareDone': 'Los {models} modelos ya están entrenados y medidos.',
  'train.compareDoneIn': 'Los {models} modelos se entrenaron y midieron en {seconds} s.',
  'train.compareStopped': 'La comparación se detuvo: {reason}.',
  'train.compareTrainingModel': 'entrenamiento del modelo “{model}”',
  'train.compareLossHeading': 'Pérdida de entrenamiento de cada modelo',
  'train.compareLossData': 'la pérdida de entrenamiento suavizada de cada modelo',
  'train.compareLossAxis': 'pérdida (suavizada, nats)',
  'train.compareLossChart': 'Pérdida de entrenamiento suavizada de cada modelo: {models}.',
  'train.compareLossAt': '{model}: {loss} en el paso {step}',
  'train.compareNotRun': '{model}: aún sin ejecutar',
  'train.stepRow': 'paso {step}',
  'train.compareLengthHeading': 'Pérdida en el texto reservado según la longitud de evaluación',
  'train.compareLengthData': 'la pérdida en el texto reservado de cada modelo en cada longitud',
  'train.lengthAxis': 'longitud de evaluación (posiciones)',
  'train.heldOutAxis': 'pérdida en el texto reservado (nats)',
  'train.compareLengthChart':
    'Pérdida en el texto reservado de cada modelo con {lengths} posiciones: {rows}.',
  'train.compareLengthRow': '{row}: {losses}',
  'train.noLoss': 'ninguna',
  'train.tableCaptionHeldOut':
    'Pérdida media (nats por byte) en la última décima parte del texto, reservada, según la longitud de evaluación',
  'train.tableCaptionTraining':
    'Pérdida media (nats por byte) en el texto de entrenamiento (sin reservar nada), según la longitud de evaluación',
  'train.encodingColumn': 'codificación',
  'train.lengthColumn': '{multiple}× ({positions} posiciones)',
  'train.sameAsRope': 'igual que RoPE',
  'train.noRowsPastTable': 'sin filas más allá de su tabla',
  'train.noValue': 'sin valor',
  'train.trainingLengthGap':
    'Primero, la longitud de entrenamiento, {seqPositions}, con la que se entrenaron todos los modelos: la pérdida en el texto reservado va de {best} ({bestModel}) a {worst} ({worstModel}), una diferencia de {gap} nats. Una diferencia de g nats significa que, en promedio, el peor modelo da al siguiente byte correcto e^(−g) veces la probabilidad que le da el mejor: aquí, {factor} veces. La longitud no tiene nada que ver: es lo que una ejecución de cada modelo (una semilla aleatoria, {steps}) sacó de este texto, su codificación y su inicio aleatorio, todo junto. Por eso, a continuación cada modelo se juzga por cómo cambia su propia pérdida a partir de {seqPositions}, no por su nivel.',
  'train.lowestTrainingLoss':
    'El modelo “{model}” terminó el entrenamiento con la pérdida de entrenamiento más baja ({training}, suavizada), pero su pérdida en el texto reservado con {seqPositions} es {heldOut}, {difference} respecto a la del modelo “{best}”: una pérdida de entrenamiento baja dice lo bien que un modelo se ajusta al texto con el que se entrenó, no lo bien que predice un texto que no ha visto.',
  'train.noneLevel':
    'Sin codificación posicional: la pérdida se mantuvo estable: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.noneRoseSharply':
    'Sin codificación posicional: la pérdida subió bruscamente: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.noneRose':
    'Sin codificación posicional: la pérdida subió: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.noneFell':
    'Sin codificación posicional: la pérdida bajó: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.noneWhy':
    'En este modelo nada depende de dónde está un token, salvo la máscara causal: una consulta en la posición t promedia sobre t + 1 claves, así que puede notar cuánto ha avanzado en el texto, pero nunca aprendió una posición que después pudiera echar en falta.',
  'train.learnedNoRows': {
    plural: 'seqLen',
    one: 'Posiciones aprendidas ({seqLen} fila, una por posición de entrenamiento, como en GPT-2): con {doubled} posiciones no hay vector para la posición {seqLen} ni las siguientes, así que el modelo no puede ejecutarse en absoluto. Una tabla aprendida no puede ir más allá de su longitud.',
    other:
      'Posiciones aprendidas ({seqLen} filas, una por posición de entrenamiento, como en GPT-2): con {doubled} posiciones no hay vector para la posición {seqLen} ni las siguientes, así que el modelo no puede ejecutarse en absoluto. Una tabla aprendida no puede ir más allá de su longitud.',
  },
  'train.learnedLongTable':
    'Aprendida, con una tabla de {farLen} filas: el entrenamiento solo usó las filas 0 a {lastTrained}; el resto conservó sus valores iniciales aleatorios.',
  'train.learnedLongNoise':
    'La pérdida en el texto reservado pasó de {one} con {seqPositions} a {two} con {doubled}: las filas sin entrenar añaden un ruido que el modelo nunca ha visto, y todas las predicciones después de la posición {lastTrained} lo pagan.',
  'train.learnedLongNoiseFar':
    'La pérdida en el texto reservado pasó de {one} con {seqPositions} a {two} con {doubled} y {end} con {farLen}: las filas sin entrenar añaden un ruido que el modelo nunca ha visto, y todas las predicciones después de la posición {lastTrained} lo pagan.',
  'train.learnedLongCheap':
    'La pérdida en el texto reservado pasó de {one} con {seqPositions} a {two} con {doubled}: aquí las filas sin entrenar cuestan poco, señal de que el modelo se apoya más en los tokens que en estas posiciones.',
  'train.learnedLongCheapFar':
    'La pérdida en el texto reservado pasó de {one} con {seqPositions} a {two} con {doubled} y {end} con {farLen}: aquí las filas sin entrenar cuestan poco, señal de que el modelo se apoya más en los tokens que en estas posiciones.',
  'train.sinusoidalLevel':
    'Sinusoidal: la tabla tiene una fila para cada posición, y la pérdida se mantuvo estable: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.sinusoidalRoseSharply':
    'Sinusoidal: la tabla tiene una fila para cada posición, y la pérdida subió bruscamente: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.sinusoidalRose':
    'Sinusoidal: la tabla tiene una fila para cada posición, y la pérdida subió: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.sinusoidalFell':
    'Sinusoidal: la tabla tiene una fila para cada posición, y la pérdida bajó: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.sinusoidalWhy':
    'Tener un vector para la posición {lastPosition} no es lo mismo que saber qué hacer con él: el modelo solo vio las combinaciones de ondas que aparecen antes de la posición {seqLen}.',
  'train.ropeLevel':
    'RoPE: la pérdida se mantuvo estable: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.ropeRoseSharply':
    'RoPE: la pérdida subió bruscamente: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.ropeRose':
    'RoPE: la pérdida subió: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.ropeFell':
    'RoPE: la pérdida bajó: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.ropeWhy':
    'Las puntuaciones solo dependen de la distancia entre consulta y clave, pero más allá de {lastTrained} las distancias son unas que el entrenamiento nunca produjo, y los pares lentos giran hasta ángulos que nunca alcanzaron.',
  'train.interpolationHow':
    'La interpolación de posiciones divide cada posición por la escala, de modo que los ángulos se quedan dentro del rango entrenado (salvo por una fracción de posición); a cambio, los tokens vecinos quedan más juntos de lo que el modelo aprendió, y tiene que acostumbrarse (el método está pensado para ir seguido de un poco de ajuste fino, que esta comparación no hace).',
  'train.ntkHow':
    'El escalado NTK deja el par más rápido como se entrenó, de modo que las distancias cortas se ven como en el entrenamiento, y frena más cada par cuanto más lento es, el más lento por la escala completa; los pares intermedios se frenan menos de lo que creció la longitud, así que algunos todavía giran más allá de lo que mostró el entrenamiento (la tabla de alcance de la lección sobre contexto largo dice hasta dónde).',
  'train.scaledSame':
    'Con {farLen} posiciones da {scaled} nats frente a los {plain} de RoPE simple ({change}): aquí, prácticamente lo mismo.',
  'train.scaledBetter':
    'Con {farLen} posiciones da {scaled} nats frente a los {plain} de RoPE simple ({change}): aquí, mejor.',
  'train.scaledWorse':
    'Con {farLen} posiciones da {scaled} nats frente a los {plain} de RoPE simple ({change}): aquí, peor.',
  'train.alibiLevel':
    'ALiBi: la pérdida se mantuvo estable: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.alibiRoseSharply':
    'ALiBi: la pérdida subió bruscamente: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.alibiRose':
    'ALiBi: la pérdida subió: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.alibiFell':
    'ALiBi: la pérdida bajó: {one} nats con {seqPositions}, {end} con {farLen} ({change}).',
  'train.alibiWhy':
    'No añade ningún vector; cada cabeza resta de sus puntuaciones una pendiente fija multiplicada por la distancia, así que una clave lejana simplemente pesa menos, sea cual sea la longitud. Esa penalización significa lo mismo con {farLen} posiciones que con {seqLen}.',
  'train.rankingFrom':
    'De {seqLen} a {farLen} posiciones, la pérdida creció menos en el modelo “{first}” ({firstChange} nats) y más en el modelo “{last}” ({lastChange}).',
  'train.rankingOneRun':
    'Esto es una sola ejecución de cada modelo, con una semilla aleatoria; aquí no se mide cuánto cambiarían estos números con otra semilla, y modelos del mismo tamaño ya terminaron separados en la longitud con la que todos se entrenaron.',
  'train.rankingOneRunGap':
    'Esto es una sola ejecución de cada modelo, con una semilla aleatoria; aquí no se mide cuánto cambiarían estos números con otra semilla, y modelos del mismo tamaño ya terminaron a {gap} nats de distancia en la longitud con la que todos se entrenaron.',
  'train.withinNone': 'Todos los demás cambios se alejan de él más que esa diferencia.',
  'train.withinAll':
    'Todos los cambios quedan dentro de esa diferencia entre sí: vuelve a ejecutar la comparación con otra semilla aleatoria antes de ordenar las codificaciones según ellos.',
  'train.withinSome': {
    plural: 'count',
    one: 'El modelo “{models}” queda dentro de esa diferencia respecto al modelo “{first}”: vuelve a ejecutar la comparación con otra semilla aleatoria antes de ordenar los dos.',
    other:
      'Los modelos {models} quedan dentro de esa diferencia respecto al modelo “{first}”: vuelve a ejecutar la comparación con otra semilla aleatoria antes de ordenarlos.',
  },
  'train.settingsLegend': 'Modelo, entrenamiento y texto',
  'train.predictorOption': 'predictor token + posición',
  'train.unlinkedPart': '{part} {held} ({why})',
  'train.unlinkedRange': '{setting} en el laboratorio: {problem}',
  'train.unlinkedBuilds': 'el {model} del laboratorio tiene {linked}',
  'train.partPositions': 'posiciones',
  'train.partMerges': 'fusiones BPE',
  'train.partLayers': 'capas',
  'train.partHeads': 'cabezas',
  'train.partEncoding': 'codificación posicional',
  'train.partNorm': 'normalización',
  'train.rateSetGpt':
    'Tasa de aprendizaje fijada en {rate}, la tasa con la que TinyGPT aprende bien aquí. Cámbiala si quieres.',
  'train.rateSetPredictor':
    'Tasa de aprendizaje fijada en {rate}, la tasa con la que el predictor token + posición aprende bien aquí. Cámbiala si quieres.',
  'train.lrHint':
    'el cuaderno de Vizuara usa 0,001; aquí el laboratorio propone 0,01, y 0,003 para TinyGPT',
  'train.headsHint': 'd_model debe poder dividirse en partes iguales entre las cabezas',
  'train.bpeHint':
    'tokens: 0 lee bytes; N primero aprende N fusiones BPE con el texto de entrenamiento (la lección de BPE)',
  'train.initSmall': 'pequeñas: N(0; 0,02²), como en GPT-2',
  'train.initNotebook': 'N(0, 1), como en el cuaderno',
  'train.notebookButton': 'Usar exactamente la configuración del cuaderno',
  'train.labButton': 'Volver a la configuración del laboratorio',
  'train.predictorNote':
    'El predictor token + posición (el modelo del cuaderno de Vizuara): una tabla de tokens y una tabla de posiciones aprendida (d 64, 128 posiciones) que se suman y se leen con una sola capa lineal. Ve un carácter y su posición, nada más.',
  'train.whyNotNotebook':
    'Por qué el laboratorio no empieza como el cuaderno: el cuaderno saca las dos tablas de N(0, 1), así que cada fila es un vector aleatorio de longitud aproximada √64 = 8, y entrena 500 pasos con una tasa de aprendizaje de 0,001. Adam mueve cada número, como mucho, más o menos la tasa de aprendizaje en cada paso, y 500 pasos así mueven una fila típica alrededor de una quinta parte de su longitud (una mediana del 23 % con la semilla aleatoria por defecto): tras el entrenamiento, el mapa de similitud, los pares más cercanos y el PCA siguen mostrando sobre todo el inicio aleatorio. El laboratorio empieza con tablas pequeñas, como GPT-2 (N(0; 0,02²): los mismos valores aleatorios multiplicados por 0,02), y aprende con 0,01, así que tras los mismos 500 pasos las filas son sobre todo lo que el entrenamiento ha escrito en ellas.',
  'train.seqHint': 'caracteres por ventana de entrenamiento',
  'train.workersHint':
    'los pasos de TinyGPT se dividen en hasta {shards} fragmentos que se reparten los workers: con más workers se entrena antes, y la curva no cambia',
  'train.seedHint': 'misma semilla aleatoria y misma configuración, misma curva',
  'train.hamletText': 'Un pasaje de Hamlet (×10)',
  'train.ownText': 'Tu propio texto',
  'train.ownTextHint':
    'al menos la longitud de secuencia + 2 bytes; los caracteres fuera de ASCII ocupan de 2 a 4 bytes cada uno',
  'train.emptyText':
    'el texto de entrenamiento está vacío: pega o escribe algún texto del que aprender',
  'train.textInfo': {
    plural: 'chars',
    one: '{bytes} bytes, {chars} carácter distinto.',
    other: '{bytes} bytes, {chars} caracteres distintos.',
  },
  'train.textInfoMultiByte': {
    plural: 'n',
    one: '{bytes} bytes para {n} carácter de más de un byte: el modelo lee cada byte como un token, así que su pérdida es por byte y un carácter son varias predicciones.',
    other:
      '{bytes} bytes para {n} caracteres, {multi} de ellos de más de un byte (un carácter chino ocupa tres): el modelo lee cada byte como un token, así que su pérdida es por byte y cada uno de esos caracteres son varias predicciones.',
  },
  'train.compareAllTexts': 'los cuatro textos en inglés juntos',
  'train.compareLabText': 'el texto de entrenamiento elegido arriba',
  'train.compareWorkersHint':
    'cada worker entrena un modelo a la vez con su propia copia del núcleo de cálculo',
  'train.helperStopped': {
    plural: 'workers',
    one: 'Uno de los workers que entrenaban este modelo se detuvo: {reason}. El entrenamiento sigue con un worker, y no se pierde nada: el modelo conserva sus pasos, y su curva de pérdida es exactamente la que habría sido, porque cada paso se divide en los mismos fragmentos, sea cual sea el worker que los calcule.',
    other:
      'Uno de los workers que entrenaban este modelo se detuvo: {reason}. El entrenamiento sigue con {workers} workers, y no se pierde nada: el modelo conserva sus pasos, y su curva de pérdida es exactamente la que habría sido, porque cada paso se divide en los mismos fragmentos, sea cual sea el worker que los calcule.',
  },
  'train.helperFailed': 'falló: {reason}',
  'train.noReason': 'el navegador no dio ningún motivo',
  'train.helperNotStarted': 'no pudo arrancar: {reason}',
  'train.aModel': 'un modelo',
  'train.describePredictor': 'el predictor token + posición (d {d})',
  'train.describeGpt': 'TinyGPT ({layers}, {heads}, d {d}, posiciones {pe}, {norm})',
  'train.described': '{what} tras {steps}',
  'train.describedBpe': '{what} con tokens BPE ({merges}) tras {steps}',
  'lessons.train.title': 'Laboratorio de entrenamiento: mira cómo aprende un modelo',
  'lessons.train.place': 'el modelo completo, entrenado aquí',
  'questions.train.1.question':
    'Antes de cualquier entrenamiento, la pérdida está cerca de 5,55. ¿De dónde sale ese número?',
  'questions.train.1.choice1':
    'Es ln 256: adivinar a partes iguales entre 256 valores de byte cuesta ln 256 nats por carácter',
  'questions.train.1.choice2':
    'Es la entropía de bigramas del texto: lo mejor que puede lograr un modelo que ve un solo carácter',
  'questions.train.1.choice3':
    'Es un número aleatorio que depende de la semilla aleatoria y de las tablas iniciales',
  'questions.train.1.explanation':
    'La entropía cruzada es −ln de la probabilidad dada a la respuesta correcta. Una apuesta uniforme da a cada byte 1/256, y −ln(1/256) = ln 256 ≈ 5,545. Los pesos aleatorios no son exactamente uniformes, así que las primeras pérdidas suelen ser un poco más altas.',
  'questions.train.2.question':
    'Con el texto por defecto, el predictor token + posición se estanca cerca de 2,3, mientras que TinyGPT baja bastante más (unos 1,6 tras 500 pasos). ¿Por qué?',
  'questions.train.2.choice1':
    'Ve un carácter (y su posición), así que no puede superar el suelo de los bigramas; TinyGPT ve los anteriores',
  'questions.train.2.choice2':
    'TinyGPT aprende con una tasa mayor, así que llega más lejos que el predictor en el mismo número de pasos',
  'questions.train.2.choice3':
    'No tiene tabla de tokens propia, así que no puede distinguir un carácter de otro, se le muestre lo que se le muestre',
  'questions.train.2.explanation':
    'Con un carácter de contexto, la mejor pérdida media posible es la entropía de bigramas H(next | current): unos 2,27 con el texto por defecto, la línea de puntos del gráfico. La atención permite a TinyGPT usar toda la ventana. Con el pasaje de Hamlet, las mismas líneas repetidas diez veces, llega aún más lejos y casi las recita.',
  'questions.train.3.question':
    'Tras el entrenamiento, algunas vocales pueden acabar con embeddings parecidos. ¿Por qué haría eso la predicción del siguiente carácter?',
  'questions.train.3.explanation':
    'El vector de token de un carácter es lo que usa la capa de lectura para predecir lo que viene después. Los caracteres a los que siguen caracteres parecidos (a las vocales suelen seguirlas las mismas consonantes) reciben gradientes parecidos y se desplazan en direcciones parecidas. Mira el mapa de calor y la lista de pares: con un texto tan pequeño, el efecto es débil y ruidoso, y cambia de un texto a otro y de una semilla aleatoria a otra.',
  'questions.train.4.question':
    'A un modelo con una tabla de posiciones aprendida de 32 filas se le pide leer 64 caracteres. ¿Qué pasa?',
  'questions.train.4.choice1': 'Falla: no hay vector para la posición 32 ni las siguientes',
  'questions.train.4.choice2':
    'Reutiliza la fila 31, la última que tiene, para todas las posiciones más allá de la tabla',
  'questions.train.4.choice3':
    'Funciona igual de bien que con 32: las posiciones se repiten cada 32',
  'questions.train.4.explanation':
    'Una tabla aprendida tiene exactamente tantas filas como se le dieron; la comparación de arriba lo muestra como “sin filas más allá de su tabla”. GPT-2 tiene 1024 filas, así que el token número 1025 no tiene vector de posición: los documentos largos se cortan en ventanas (o el modelo usa una codificación sin tabla, como RoPE).',
  'questions.train.5.question':
    'Con una tasa de aprendizaje de 1000, la ejecución se detiene a los pocos pasos. ¿Qué ha fallado?',
  'questions.train.5.explanation':
    'Adam mueve cada peso más o menos la tasa de aprendizaje en cada paso. Pasos de tamaño 1000 lanzan los pesos mucho más allá de cualquier mínimo, los logits se vuelven enormes y la pérdida se dispara (o se convierte en NaN). El laboratorio se detiene antes de aplicar la actualización defectuosa y sugiere una décima parte de la tasa; sigue dividiendo hasta que la curva baje de forma suave.',
  'questions.train.6.question':
    '¿Por qué los caracteres que no aparecen en el texto se dejan fuera del mapa de calor de similitud?',
  'questions.train.6.explanation':
    'Sus filas de la tabla de tokens nunca participan en una pasada hacia delante, así que nunca reciben un gradiente y conservan sus valores iniciales aleatorios. Sus similitudes son ruido, no algo que el modelo haya aprendido.',
  'settings.model': 'modelo',
  'settings.lr': 'tasa de aprendizaje',
  'settings.steps': 'pasos',
  'settings.tr_init': 'tablas iniciales',
  'settings.tr_batch': 'tamaño del lote',
  'settings.tr_seq': 'longitud de secuencia',
  'settings.gpt_layers': 'capas',
  'settings.gpt_heads': 'cabezas',
  'settings.gpt_d': 'd_model',
  'settings.gpt_pe': 'codificación posicional',
  'settings.gpt_norm': 'normalización',
  'settings.tr_text': 'texto de entrenamiento',
  'settings.tr_own': 'tu texto',
  'settings.tr_prompt': 'texto inicial',
  'settings.tr_temp': 'temperatura',
  'settings.tr_topk': 'top-k',
  'settings.cmp_steps': 'pasos por codificación',
  'settings.cmp_text': 'texto de comparación',
  'settings.cmp_workers': 'workers en paralelo (0: uno por núcleo del procesador)',
  'settings.tr_bpe': 'fusiones BPE (0: bytes)',
  'settings.tr_workers': 'workers',
};
