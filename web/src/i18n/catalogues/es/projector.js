// Spanish (es): the lesson projector: its words, title, questions, setting labels.
export const messages = {
  'projector.lead':
    'Una tabla de tokens tiene demasiados números por fila para mirarlos. Un proyector coloca cada fila como un punto en un plano, de modo que las filas parecidas queden cerca. Aquí: la tabla entrenada del laboratorio (las filas de los caracteres de tu texto), la tabla aleatoria de la que partió, o vectores tuyos.',
  'projector.keepsTitle': 'Qué conserva un mapa de las filas y qué pierde',
  'projector.pcaProse':
    'PCA gira la nube de filas para que sus dos direcciones más anchas queden de frente, y aplana el resto. Las distancias en el plano son distancias reales a lo largo de esas dos direcciones; lo que hay en las demás direcciones se pierde.',
  'projector.tsneProse':
    't-SNE (van der Maaten y Hinton, 2008), en cambio, pregunta a cada fila qué otras tiene cerca, como una probabilidad que cae con la distancia, y mueve los puntos del plano hasta que su propia cercanía coincide con esas probabilidades. Conserva los vecindarios: las filas cercanas en la tabla acaban cerca en el mapa. No conserva las distancias entre grupos ni sus tamaños: cada vecindario se extiende hasta un tamaño parecido, y los huecos entre grupos dependen de los ajustes. Lee un mapa de t-SNE por quién está junto a quién, nunca por lo lejos que están dos grupos.',
  'projector.perplexityProse':
    'La perplejidad es más o menos cuántos vecinos intenta mantener cerca cada fila: con 5 el mapa muestra grupos pequeños y apretados; con 50 muestra más de la forma de conjunto. Tiene que ser menor que el número de filas.',
  'projector.demoProse':
    'Pruébalo: ejecuta t-SNE dos veces con dos perplejidades, o con dos semillas aleatorias. Los grupos, y quién está en ellos, se mantienen; dónde quedan los grupos y cuánto se separan cambia.',
  'projector.sourceTrained': 'entrenados en el laboratorio',
  'projector.sourceRandom': 'aleatorios, antes de entrenar',
  'projector.sourceFile': 'tu propio vectors.tsv',
  'projector.methodTsne': 't-SNE: conserva los vecindarios',
  'projector.methodPca': 'PCA: las dos direcciones más anchas',
  'projector.perplexityHint':
    'cuántos vecinos, más o menos, mantiene cerca cada fila; menos que el número de filas',
  'projector.iterationsHint': '{range}; el mapa se mueve mientras se ejecutan',
  'projector.seedHint': 'dónde empiezan los puntos; otra semilla, otro mapa',
  'projector.pointHint':
    'la fila cuyos vecinos se listan; −1 para ninguna ({pick} en un punto para elegirla)',
  'projector.shownTrained':
    'La tabla entrenada: {source}, las {rows} de los caracteres del texto ({d} números cada una).',
  'projector.fromLab': 'del laboratorio de entrenamiento',
  'projector.shownRandom':
    'La tabla aleatoria de la que parte el laboratorio (semilla aleatoria {seed}): las {rows} de los caracteres del texto, {d} números cada una.',
  'projector.shownRandomNoModel':
    'La tabla aleatoria de la que parte el laboratorio (semilla aleatoria {seed}): las {rows} de los caracteres del texto, {d} números cada una. Entrena un modelo en el laboratorio para ver adónde las mueve el entrenamiento.',
  'projector.besideTitle': 'Al lado: una tabla aleatoria de la misma forma',
  'projector.shownBeside':
    'Las mismas {rows} en una tabla aleatoria de la misma forma (semilla aleatoria {seed}, {d} números cada una), colocadas con el mismo método y los mismos ajustes: filas antes de todo entrenamiento, para compararlas con las entrenadas.',
  'projector.besideSummary': 'Mapa t-SNE de {rows} de una tabla aleatoria.',
  'projector.besideSummaryPca': 'Plano PCA de {rows} de una tabla aleatoria.',
  'projector.besideDone': 'KL(P ‖ Q) = {kl} nats.',
  'projector.besideDonePca': 'PC1 y PC2 reúnen el {both} de la varianza.',
  'projector.notByteTable':
    'El modelo del laboratorio tiene {rows} filas de tokens, no una por byte; se muestra la tabla aleatoria en su lugar.',
  'projector.shownFile': 'Tus vectores: {rows} de {d} números, de {file}.',
  'projector.noFile':
    'Elige un archivo vectors.tsv más abajo: el mapa muestra sus filas en cuanto se lee.',
  'projector.rowCount': { plural: 'n', one: '{n} fila', other: '{n} filas' },
  'projector.textTooShort': 'el texto necesita al menos 2 caracteres distintos para colocar',
  'projector.fileTitle': 'Tus propios vectores',
  'projector.fileProse':
    'Los archivos del Embedding Projector de TensorFlow: vectors.tsv tiene una fila de números separados por tabuladores en cada línea; metadata.tsv, si lo tienes, una etiqueta por fila (con una fila de cabecera cuando tiene varias columnas). Los archivos se leen aquí, en tu navegador: nunca se envían a ningún sitio.',
  'projector.vectorsFile': 'vectors.tsv',
  'projector.metadataFile': 'metadata.tsv (opcional)',
  'projector.fileTooBig':
    '{file} ocupa {size}: no se leen archivos de más de 64 MiB. Dale al proyector una muestra de las filas.',
  'projector.fileReading': 'Leyendo {file}…',
  'projector.fileRead': '{file}: {rows}, {d} números cada una.',
  'projector.fileBad': '{file} no se puede usar:',
  'projector.metadataRows':
    'metadata.tsv tiene {labels} pero vectors.tsv tiene {rows}: necesita una etiqueta por fila (y una fila de cabecera cuando tiene varias columnas).',
  'projector.colourBy': 'colorear por',
  'projector.colourNone': 'ninguna columna',
  'projector.labelBy': 'etiquetar por',
  'projector.mapTitle': 'Las filas en un plano',
  'projector.pickMouse': 'Haz clic',
  'projector.pickTouch': 'Toca',
  'projector.summaryTsne':
    'Mapa de t-SNE de {rows}. {pick} en un punto para ver sus filas más cercanas.',
  'projector.summaryPca':
    'Plano de PCA de {rows}. {pick} en un punto para ver sus filas más cercanas.',
  'projector.hover': '{label}: ({x}, {y})',
  'projector.progress': 'iteración {iteration} de {total}, KL {kl}',
  'projector.starting': 'calculando el vecindario de cada fila…',
  'projector.calibrating': 'calculando el vecindario de cada fila: fila {row} de {rows}…',
  'projector.captionTsne':
    'Tras {iterations} iteraciones, KL(P ‖ Q) = {kl} nats: cuánto se aleja la cercanía del mapa de la de la tabla (0 sería una coincidencia perfecta).',
  'projector.captionPca':
    'PC1 recoge {pc1} de la varianza y PC2 {pc2}: el plano muestra {both} de la dispersión de las filas.',
  'projector.trust':
    'Fiabilidad (trustworthiness) con 5 vecinos: {trust} (1 cuando los 5 puntos más cercanos de cada punto están entre sus 5 filas más cercanas en la tabla).',
  'projector.trustNone': 'La fiabilidad necesita más de 10 filas (y como mucho 2000) para medirse.',
  'projector.neighboursTitle': 'Filas más cercanas a «{label}», por coseno en la tabla',
  'projector.neighboursNone':
    '{pick} en un punto (o pulsa Intro sobre él) para listar sus 5 filas más cercanas por coseno en los números originales, no en el plano.',
  'projector.neighbour': '{label}: coseno {cosine}',
  'projector.neighboursKept':
    'En el mapa, {kept} de estas {k} están también entre sus {k} puntos más cercanos.',
  'projector.pointTooLarge':
    'la fila {point} no existe: los vectores tienen {rows} (las filas se cuentan desde 0)',
  'projector.pointMoved': 'los vectores cambiaron, así que no hay ninguna fila elegida',
  'projector.findLabel': 'buscar una fila por su etiqueta',
  'projector.findButton': 'Buscar',
  'projector.findEmpty':
    'Escribe primero una etiqueta: un carácter del texto o una palabra de tus metadatos.',
  'projector.findNone':
    'Ninguna fila tiene la etiqueta «{label}». Las etiquetas son lo que muestran los puntos: un carácter del texto o una palabra de tus metadatos.',
  'projector.findOne': '«{label}» es la fila {row}.',
  'projector.findSeveral':
    '{count} filas tienen la etiqueta «{label}»: se muestra la primera, la fila {row}.',
  'lessons.projector.title': 'Proyector de embeddings: t-SNE y vecinos',
  'lessons.projector.place': 'la tabla de tokens vista desde arriba: sus filas colocadas en 2-D',
  'questions.projector.1.question':
    'En un mapa de t-SNE dos grupos están muy separados, y uno parece el doble de ancho que el otro. ¿Qué puedes concluir?',
  'questions.projector.1.choice1':
    'Los grupos están lejos en el espacio original, y el ancho está más disperso',
  'questions.projector.1.choice2':
    'Los vecinos cercanos de cada punto probablemente también están cerca en el espacio original; el hueco y los anchos dicen poco',
  'questions.projector.1.choice3': 'Nada en absoluto: t-SNE coloca los puntos al azar',
  'questions.projector.1.explanation':
    't-SNE conserva los vecindarios: iguala, para cada punto, qué otros tiene cerca. No conserva las distancias entre grupos ni sus tamaños: extiende cada vecindario hasta un tamaño parecido, y los huecos entre grupos dependen de la perplejidad y de las iteraciones.',
  'questions.projector.2.question':
    'Haces clic en un punto y ves sus 5 vecinos más cercanos con sus cosenos. ¿Dónde se midieron?',
  'questions.projector.2.choice1': 'En el mapa 2-D, por la distancia entre los puntos',
  'questions.projector.2.choice2':
    'En los vectores originales, por el coseno del ángulo entre filas',
  'questions.projector.2.choice3': 'En el plano de PCA, sea cual sea el método mostrado',
  'questions.projector.2.explanation':
    'Los vecinos salen de los propios vectores (todos sus números), así que son los mismos tanto si el mapa es de t-SNE como de PCA. Los puntos rodeados muestran lo bien que el mapa los conservó.',
  'questions.projector.3.question': '¿Qué fija la perplejidad?',
  'questions.projector.3.choice1': 'Más o menos cuántos vecinos intenta mantener cerca cada punto',
  'questions.projector.3.choice2': 'Cuántas iteraciones ejecuta t-SNE',
  'questions.projector.3.choice3': 'El número de grupos que hay que encontrar',
  'questions.projector.3.explanation':
    'La perplejidad es un recuento suave de vecinos: la gaussiana de cada punto se ensancha hasta que su vecindario contiene más o menos esa cantidad de puntos. Debe ser menor que el número de filas; valores pequeños muestran detalle local, grandes más de la forma de conjunto.',
  'settings.pj_source': 'vectores mostrados',
  'settings.pj_method': 'método',
  'settings.pj_perplexity': 'perplejidad',
  'settings.pj_iterations': 'iteraciones',
  'settings.pj_point': 'punto elegido',
};
