// The page's words in Spanish (es): every key of `node scripts/messages.mjs english`,
// translated (docs/TRANSLATING.md: how to change or add one, and the glossary).
export const messages = {
  'page.noLesson': 'No hay ninguna lección llamada “{name}”; se omite.',
  'page.noPanelToEmbed': 'No hay ningún panel llamado “{name}” para incrustar; se muestran todos.',
  'page.noLanguage': 'La página no está disponible en el idioma “{lang}”; se muestra en inglés.',
  'page.languageFailed':
    'No se pudieron cargar los textos en {lang} ({message}); se muestra en inglés.',
  'page.languageSlow':
    'Los textos en {lang} aún no han llegado; la página sigue en {current} y pasará a {lang} cuando lleguen.',
  'page.moreProblems': { plural: 'n', one: '…y {count} más.', other: '…y {count} más.' },
  'page.lockedInLink': 'Tu profesor ha fijado {setting} para esta lección; se mantiene {value}.',
  'page.lockedForHost': 'Tu profesor ha fijado {setting} para esta lección; se queda como está.',
  'page.loadingCore': 'Cargando el núcleo de cálculo…',
  'page.builtOnScroll': 'Esta lección se construye cuando llegas a ella al desplazarte.',
  'page.lessonFailed': 'Esta lección no pudo iniciarse: {message}',
  'page.coreFailed':
    'El núcleo de cálculo (WebAssembly) no pudo iniciarse: {message}. Prueba a recargar la página; Embedding Lab necesita un navegador de 2021 o posterior.',
  'page.startFailed': 'Algo salió mal al iniciar: {message}',
  'page.pageName': 'Embedding Lab',
  'page.embeddedName': 'Embedding Lab: {title}',
  'page.pageTitle': 'Embedding Lab: cómo el texto se convierte en vectores',
  'page.tagline':
    'Cómo el texto se convierte en vectores: tokens, embeddings y posiciones, calculados en vivo en tu navegador.',
  'page.skipLink': 'Ir a las lecciones',
  'page.lessonsNav': 'Lecciones',
  'page.themeLabel': 'Tema',
  'page.themeAuto': 'como el sistema',
  'page.themeLight': 'claro',
  'page.themeDark': 'oscuro',
  'page.languageLabel': 'Idioma',
  'page.languageAuto': 'como el navegador',
  'page.linkUnreadable': 'No se pudo leer el enlace; se usan los valores predeterminados.',
  'page.noPanel': 'No hay ningún panel llamado “{name}”.',
  'page.badInLink': '{setting} “{value}” {problem}; se usa {fallback}.',
  'page.settingsNotObject':
    'Los ajustes que se aplican deben ser un objeto de la forma nombre: valor.',
  'page.noSetting': 'No hay ningún ajuste llamado “{name}”.',
  'page.settingWrongType': '{setting} debe ser un número, una cadena o true/false.',
  'page.badApplied': '{setting} “{value}” {problem}; se mantiene el valor actual.',
  'page.tooLong': 'tiene {length} caracteres; aquí caben como máximo {most}',
  'page.notValid': 'no es válido: {message}',
  'page.notOneOf': 'no es ninguna de estas opciones: {options}',
  'page.range': 'de {min} a {max}',
  'page.rangeEven': 'par, de {min} a {max}',
  'page.notBoolean': 'no es 0 ni 1',
  'page.notNumber': 'no es un número',
  'page.notWhole': 'debe ser un número entero',
  'page.outOfRange': 'aquí va de {min} a {max}',
  'page.notEven': 'debe ser par',
  'page.listEmpty': 'escribe al menos un número, por ejemplo {example}',
  'page.listTooLong': 'aquí caben como mucho {most} números (se recibieron {count})',
  'page.listNotNumber': '“{part}” no es un número (escribe números como -1, 0.5 o 2e-6)',
  'page.listNotFinite': '“{part}” es demasiado grande para ser un número',
  'page.listNotWhole': '“{part}” no es un número entero',
  'page.listOutOfRange': '“{part}” está fuera del intervalo de {min} a {max}',
  'page.hideNoSetting':
    'hide: no hay ningún ajuste llamado “{name}” (usa prose, quiz, downloads o el nombre de un ajuste).',
  'page.lockNoSetting': 'lock: no hay ningún ajuste llamado “{name}” (usa el nombre de un ajuste).',
  'page.compactNotBoolean': 'compact “{value}” no es 0 ni 1; se muestra la lección completa.',
  'page.fixedByTeacher': 'Tu profesor ha fijado esto para esta lección.',
  'page.checkYourself': 'Ponte a prueba',
  'page.resetAnswers': 'Borrar respuestas',
  'page.answersTo': 'Respuestas a la pregunta {n}',
  'page.rightFeedback': 'Correcto. {explanation}',
  'page.wrongFeedback': 'No exactamente: la respuesta es la {letter}, “{choice}”. {explanation}',
  'page.showAnswer': 'Mostrar la respuesta',
  'page.printNote':
    'Las respuestas no se imprimen: marca “Imprimir con respuestas” debajo de las preguntas para incluirlas.',
  'page.cardScore': 'Puntuación: {right} de {total} correctas al primer intento.',
  'page.cardScoreOpen':
    'Puntuación: {right} de {total} correctas al primer intento ({open} aún sin responder).',
  'page.printedChoice': 'Respuesta: {letter}, “{choice}”. {explanation}',
  'page.printedAnswer': 'Respuesta: {explanation}',
  'page.printWithAnswers': 'Imprimir con respuestas',
  'page.resetAllAnswers': 'Borrar todas las respuestas',
  'page.pageScore':
    'Puntuación de Ponte a prueba: {right} de {total} correctas al primer intento ({answered} respondidas).',
  'page.share': 'Compartir',
  'page.shareTitle': 'Compartir “{title}”',
  'page.close': 'Cerrar',
  'page.copy': 'Copiar',
  'page.copied': 'Copiado.',
  'page.copyByKeys': 'Pulsa Ctrl+C (⌘C en un Mac) para copiar el texto seleccionado.',
  'page.linkToView': 'Enlace a esta vista',
  'page.embedIframe': 'Incrustar con un iframe',
  'page.embedElement': 'O con una sola etiqueta script ({tag})',
  'page.forYourCourse': 'Para tu curso',
  'page.embedLanguage': 'Idioma de la lección incrustada',
  'page.embedLanguageAuto': 'el del navegador de cada lector',
  'page.compactOption': 'Compacto: solo la figura y sus controles',
  'page.hideQuizOption': 'Ocultar las preguntas de Ponte a prueba',
  'page.hideProseOption': 'Ocultar las explicaciones',
  'page.fixControls': 'Fijar estos controles (los estudiantes los ven, pero no pueden cambiarlos)',
  'page.previewLabel': 'Vista previa de la lección incrustada',
  'page.previewTitle': 'Vista previa: {title}',
  'page.singleFileShare':
    'Esta copia de Embedding Lab es un solo archivo (un paquete de curso o una página guardada), así que solo ofrece el enlace: para incrustar una lección en la página de un curso hace falta la carpeta completa de Embedding Lab en un sitio web. Usa Compartir allí, o pon el paquete del curso en tu curso.',
  'page.downloadPng': 'Descargar PNG',
  'page.downloadSvg': 'Descargar SVG',
  'page.downloadCsv': 'Descargar CSV',
  'page.showTable': 'Mostrar los datos como tabla',
  'page.hideTable': 'Ocultar la tabla',
  'page.dataOf': 'Datos de {label}',
  'page.tableCut':
    'Se muestran los primeros {rows} × {cols} de {allRows} × {allCols}; el CSV lo tiene todo.',
  'page.downloadsBlocked':
    'Si no ha llegado ningún archivo, el marco de la página del curso no permite descargas (a su sandbox le falta allow-downloads): pide al autor del curso que las permita, o abre Embedding Lab por separado para guardar archivos.',
  'page.lessonPlace': 'En el modelo completo: {place}. {link}',
  'page.seeOverview': 'Mira el modelo completo de un vistazo.',
  'page.previousLesson': '← {title}',
  'page.nextLesson': '{title} →',
  'page.lessonLinks': 'Lecciones antes y después de {title}',
  'page.readMore': 'Para saber más:',
  'page.sourcesTitle': 'Fuentes',
  'page.sourcesNote':
    'Las lecciones explican estos trabajos con sus propias palabras; cuando una lección cita una afirmación, nombra el trabajo y contrasta la afirmación con los números calculados aquí.',
  'page.ownLesson': 'su propia lección',
  'page.refusal': '{setting}: {problem} (se recibió {value})',
  'page.textRefusal': 'Este texto {problem}.',
  'page.pointHover': 'Señala con el ratón',
  'page.pointTap': 'Toca',
  'page.lineChart': 'Gráfico de líneas. Las teclas de flecha leen los valores punto a punto.',
  'page.lineChartOf':
    'Gráfico de líneas de {names}. Las teclas de flecha leen los valores punto a punto.',
  'page.lineChartAgainst':
    'Gráfico de líneas en función de {x}. Las teclas de flecha leen los valores punto a punto.',
  'page.lineChartOfAgainst':
    'Gráfico de líneas de {names} en función de {x}. Las teclas de flecha leen los valores punto a punto.',
  'page.noValue': 'sin valor',
  'texts.library': 'Los cuatro textos en inglés juntos',
  'texts.gettysburg': 'El Discurso de Gettysburg (Lincoln, 1863)',
  'texts.sonnets': 'Tres sonetos (Shakespeare, 1609)',
  'texts.alice': 'En la madriguera del conejo (Carroll, 1865)',
  'texts.lamplighter': 'El aprendiz del farolero (un cuento escrito para este laboratorio)',
  'texts.quijote': 'Don Quijote, capítulo 1, en español (Cervantes, 1605)',
  'texts.tang': 'Dieciocho poemas Tang, en chino (Li Bai, Du Fu y otros, siglos VIII–IX)',
  'attention.lead':
    'La atención es la forma en que un token reúne información de los demás. El vector de cada token se multiplica por tres matrices aprendidas para obtener una consulta (lo que busca), una clave (lo que ofrece para que lo encuentren) y un valor (lo que transmite cuando lo encuentran). La consulta del token i se compara con la clave de cada token j mediante un producto escalar; un softmax convierte cada fila de estas puntuaciones en pesos positivos que suman 1; la salida del token i es la media ponderada de los valores.',
  'attention.whyScale':
    '¿Por qué dividir entre √d_k? El producto escalar de dos vectores con d_k componentes aleatorias de tamaño en torno a 1 tiene una dispersión de aproximadamente √d_k. Sin la división, las cabezas anchas darían puntuaciones grandes, el softmax pondría casi todo el peso en un solo token y sus gradientes se desvanecerían. La máscara causal M suma −∞ a cada puntuación de un token posterior, de modo que tras el softmax esos pesos son exactamente 0: un token solo puede mirar hacia atrás.',
  'attention.randomNote':
    'Aquí la tabla de tokens y las tres proyecciones son aleatorias (generadas a partir de la semilla), como en un modelo sin entrenar, así que el patrón es arbitrario; es el entrenamiento lo que hace que las consultas encuentren claves útiles. Los tokens son los bytes UTF-8 del texto, como en el laboratorio de entrenamiento.',
  'attention.textHint': 'cada byte UTF-8 es un token; se usan los primeros 128',
  'attention.textEmpty': 'Escribe algo de texto: la atención necesita al menos un token.',
  'attention.dModelHint': 'ancho del embedding, {range} (par si hay posiciones)',
  'attention.dKHint': 'ancho de consulta/clave, {range}',
  'attention.seedHint': 'genera la tabla y las proyecciones aleatorias',
  'attention.causalLabel': 'máscara causal (solo mirar hacia atrás)',
  'attention.positionsLabel': 'sumar posiciones sinusoidales',
  'attention.stripLabel': 'Tokens (bytes) del texto',
  'attention.summary': {
    plural: 'n',
    one: '{n} token, d_model {dModel}, d_k {dK}, semilla {seed}, con posiciones sinusoidales sumadas.',
    other:
      '{n} tokens, d_model {dModel}, d_k {dK}, semilla {seed}, con posiciones sinusoidales sumadas.',
  },
  'attention.summaryNoPositions': {
    plural: 'n',
    one: '{n} token, d_model {dModel}, d_k {dK}, semilla {seed}, sin posiciones.',
    other: '{n} tokens, d_model {dModel}, d_k {dK}, semilla {seed}, sin posiciones.',
  },
  'attention.summaryCut':
    '{n} tokens, d_model {dModel}, d_k {dK}, semilla {seed}, con posiciones sinusoidales sumadas. El texto tiene {total} bytes; se muestran los primeros {n} para que las celdas se puedan leer.',
  'attention.summaryCutNoPositions':
    '{n} tokens, d_model {dModel}, d_k {dK}, semilla {seed}, sin posiciones. El texto tiene {total} bytes; se muestran los primeros {n} para que las celdas se puedan leer.',
  'attention.token': '{i} ‘{byte}’',
  'attention.keyAxis': 'clave j →',
  'attention.queryAxis': 'consulta i ↓',
  'attention.scoresTitle': '1. Puntuaciones q·k / √d_k',
  'attention.scoresLegendNote': 'gris: enmascarada (−∞), una clave futura',
  'attention.scoreHover': 'consulta {query} · clave {key} / √{dK} = {score}',
  'attention.scoreHoverMasked':
    'consulta {query} · clave {key} / √{dK} = {score}  (enmascarada: pasa a −∞)',
  'attention.scoresIdle':
    'Rojo: la consulta y la clave coinciden; azul: no coinciden. {point} para ver los valores exactos.',
  'attention.scoresLabel':
    'Mapa de calor de las {n} por {n} puntuaciones de atención, de {lo} (azul) a {hi} (rojo), con las claves futuras enmascaradas en gris.',
  'attention.scoresLabelUnmasked':
    'Mapa de calor de las {n} por {n} puntuaciones de atención, de {lo} (azul) a {hi} (rojo).',
  'attention.maskTitle': '2. Máscara causal',
  'attention.maskHidden': '0 oculta',
  'attention.maskVisible': '1 visible',
  'attention.maskHoverVisible': 'consulta {query}, clave {key}: visible (se suma 0)',
  'attention.maskHoverHidden': 'consulta {query}, clave {key}: futura, oculta (se suma −∞)',
  'attention.maskIdle': 'La fila i ve las claves 0..i: el triángulo inferior.',
  'attention.maskIdleOff':
    'Máscara desactivada: cada token ve a todos los demás (como en un codificador).',
  'attention.maskLabel':
    'Máscara causal, {n} por {n}: unos en la diagonal y por debajo, ceros por encima.',
  'attention.maskLabelOff': {
    plural: 'count',
    one: 'Sin máscara: su única entrada es 1.',
    other: 'Sin máscara: sus {count} entradas son todas 1.',
  },
  'attention.weightsTitle': '3. Pesos softmax(fila)',
  'attention.weightsLegendNote':
    'cada fila suma 1; el color más brillante es el mayor peso fuera de la fila 0',
  'attention.weightHover':
    'peso de la consulta {query} sobre la clave {key} = {weight};  la fila {i} suma {sum}',
  'attention.weightHoverZero':
    'peso de la consulta {query} sobre la clave {key} = 0 (exactamente);  la fila {i} suma {sum}',
  'attention.weightsIdle':
    'Brillante: adonde mira cada consulta. {point} para ver los pesos exactos.',
  'attention.weightsLabel':
    'Mapa de calor de los {n} por {n} pesos de atención, de 0 (oscuro) a 1 (amarillo); cada fila suma 1; por encima de la diagonal, exactamente 0.',
  'attention.weightsLabelUnmasked':
    'Mapa de calor de los {n} por {n} pesos de atención, de 0 (oscuro) a 1 (amarillo); cada fila suma 1.',
  'attention.maskLeakTitle': 'La máscara le dice a cada fila dónde está',
  'attention.maskLeakProse':
    'A menudo se dice que la atención sin posiciones es ciega al orden. Con la máscara causal no lo es. Toma un texto de un solo byte repetido, “aaaaaaaaaaaa”, sin posiciones: todas las consultas y todas las claves son el mismo vector, así que todas las puntuaciones son iguales. Aun así, la fila t solo ve las claves de 0 a t, y su softmax reparte un total de 1 entre esas t + 1 claves, así que su peso sobre el primer token baja como 1/(t + 1). Una fila posterior promedia sobre más claves, así que su salida es distinta de la de una fila anterior: así es como un modelo causal sin codificación posicional puede aprender el orden de todos modos (Haviv et al. 2022).',
  'attention.maskLeakCaption':
    'Peso de la fila t sobre el token 0, sin posiciones, con máscara causal (calculado por el núcleo)',
  'attention.maskLeakRow': 'fila t',
  'attention.maskLeakWeight': 'peso sobre el token 0',
  'attention.memoryTitle': 'Memoria: el coste N²',
  'attention.memoryProse':
    'La atención de producto escalar escalado sin más construye la matriz de pesos N × N completa antes de multiplicarla por V: un número por cada par de tokens. Si duplicas el contexto, la matriz contiene cuatro veces más números, en cada cabeza y en cada capa. Por eso los contextos largos eran caros, y por eso métodos posteriores (FlashAttention y otros) calculan el mismo resultado por bloques sin guardar nunca la matriz completa.',
  'attention.memoryNote':
    'A veces el coste se escribe ω(N²), pero omega minúscula significa “crece estrictamente más rápido que N²”: la matriz tiene exactamente N² entradas, así que la memoria es Θ(N²), es decir, O(N²) (como mucho) y a la vez Ω(N²) (como mínimo) una constante por N².',
  'attention.memoryChartLabel':
    'Gráfico log-log: la memoria de una matriz de atención en float32 crece como N al cuadrado, de 4 bytes con N = 1 a 64 GiB con N = 131072, mientras que una fila de activaciones por token crece solo de forma lineal.',
  'attention.memoryReadout': {
    plural: 'n',
    one: 'N = {n} token: la matriz de atención contiene {weights} peso = {matrixBytes} en float32, para una cabeza y una secuencia. El propio vector del token (d_model {dModel}) ocupa {vectorBytes}.',
    other:
      'N = {n} tokens: la matriz de atención contiene {weights} pesos = {matrixBytes} en float32, para una cabeza y una secuencia. Los propios vectores de los tokens (d_model {dModel}) ocupan {vectorBytes}.',
  },
  'attention.memoryHint': 'escala logarítmica, {range} ({max}k) tokens',
  'attention.lengthAxis': 'longitud de la secuencia N (tokens)',
  'attention.bytesAxis': 'bytes (float32)',
  'attention.matrixSeries': 'matriz de atención N²·4 B',
  'attention.vectorsSeries': 'vectores de tokens N·{dModel}·4 B',
  'attention.matrixColumn': 'bytes de la matriz de atención',
  'attention.vectorsColumn': 'bytes de los vectores de tokens (d_model {dModel})',
  'block.lead':
    'Un transformer es el mismo bloque repetido. Cada bloque deja que los tokens intercambien información (la atención), luego transforma cada token por separado (la MLP) y suma ambos resultados a un vector acumulado x, el flujo residual. Tras el último bloque, una normalización final y la cabeza de salida convierten la x de cada token en 256 puntuaciones, una por cada posible byte siguiente.',
  'block.textHint': 'el texto inicial: cada byte es un token; se usan los 64 primeros',
  'block.summaryTrained': {
    plural: 'tokens',
    one: 'TinyGPT entrenado ({shape}), {tokens} token.',
    other: 'TinyGPT entrenado ({shape}), {tokens} tokens.',
  },
  'block.summaryTrainedCut':
    'TinyGPT entrenado ({shape}), {tokens} tokens (los primeros {tokens} de {total} bytes).',
  'block.summaryRandom': {
    plural: 'tokens',
    one: 'TinyGPT aleatorio ({shape}, semilla aleatoria {seed}), {tokens} token.',
    other: 'TinyGPT aleatorio ({shape}, semilla aleatoria {seed}), {tokens} tokens.',
  },
  'block.summaryRandomCut':
    'TinyGPT aleatorio ({shape}, semilla aleatoria {seed}), {tokens} tokens (los primeros {tokens} de {total} bytes).',
  'block.streamTitle': 'El flujo residual es una suma acumulada',
  'block.streamProse':
    'Ninguna subcapa reemplaza x: cada una le suma una corrección. Así, el trabajo del primer bloque sigue en x al final, y el gradiente tiene un camino directo, a través de las sumas, desde la pérdida hasta cada bloque. Las barras muestran el tamaño de x (su media cuadrática) después de cada suma.',
  'block.streamHeading': 'Tamaño de x (RMS) tras cada subcapa, último token',
  'block.stageInput': 'entrada',
  'block.stageAttention': 'atención {l}',
  'block.stageMlp': 'MLP {l}',
  'block.stageAttentionShort': 'A{l}',
  'block.stageMlpShort': 'M{l}',
  'block.streamHover': '{stage}: RMS de x = {rms}',
  'block.streamHoverAdded': '{stage}: RMS de x = {rms}; esta subcapa sumó un vector de RMS {added}',
  'block.streamIdle':
    'Cada barra: el flujo residual después de sumar una subcapa más (A2: la atención del bloque 2; M2: su MLP).',
  'block.streamLabel':
    'Gráfico de barras: RMS del flujo residual del último token después de cada una de las {count} subcapas, de {first} en la entrada a {last} tras el bloque {layers}.',
  'block.diagramTitle': 'TinyGPT, tal como está configurado el laboratorio de entrenamiento',
  'block.diagramProse':
    'Cambia las capas, las cabezas, d_model, las posiciones o la normalización en el laboratorio de entrenamiento, y este diagrama (y todas las lecciones de aquí) se actualizará.',
  'block.placementTitle': 'Pre-norm o post-norm',
  'block.placementProse':
    'El Transformer de 2017 normalizaba después de cada suma: x = norm(x + sublayer(x)), es decir, post-norm. GPT-2 y TinyGPT normalizan solo la rama: x = x + sublayer(norm(x)), es decir, pre-norm, con una normalización final al terminar. Abajo, los mismos bloques aleatorios se apilan de las dos formas sobre la misma entrada; el gradiente es el de una dirección aleatoria fija de la salida.',
  'block.depthHint': '{range} bloques aleatorios, con los mismos pesos en las dos colocaciones',
  'block.preNorm': 'pre-norm (GPT-2, TinyGPT)',
  'block.postNorm': 'post-norm (2017)',
  'block.boundaryAxis': 'frontera entre bloques (0 = entrada)',
  'block.activationAxis': 'RMS de x',
  'block.gradientAxis': 'RMS del gradiente',
  'block.activationTitle': 'Tamaño de las activaciones',
  'block.gradientTitle': 'Tamaño del gradiente',
  'block.activationTools': 'tamaño de las activaciones, pre-norm frente a post-norm',
  'block.gradientTools': 'tamaño del gradiente, pre-norm frente a post-norm',
  'block.boundaryOutput': 'salida',
  'block.boundaryInto': 'entrada al bloque {l}',
  'block.preActivationColumn': 'RMS de la activación con pre-norm',
  'block.postActivationColumn': 'RMS de la activación con post-norm',
  'block.preGradientColumn': 'RMS del gradiente con pre-norm',
  'block.postGradientColumn': 'RMS del gradiente con post-norm',
  'block.activationLabel': {
    plural: 'depth',
    one: 'Tamaño de las activaciones a través de {depth} bloque: con pre-norm crece de {preIn} a {preOut}; con post-norm se mantiene cerca de {postOut}.',
    other:
      'Tamaño de las activaciones a través de {depth} bloques: con pre-norm crece de {preIn} a {preOut}; con post-norm se mantiene cerca de {postOut}.',
  },
  'block.gradientLabel':
    'Tamaño del gradiente que llega a cada bloque: en la entrada, pre-norm {preIn} y post-norm {postIn}; en la salida, pre-norm {preOut} y post-norm {postOut}.',
  'block.placementReadout':
    '{blocks} (d_model {dModel}, {heads}, {norm}, 16 tokens aleatorios): x crece de {preIn} a {preOut} con pre-norm y termina en {postOut} con post-norm. El gradiente en la entrada es {preGradIn} (pre) frente a {postGradIn} (post), lo que respecto al gradiente de la salida supone una razón de {preRatio} y {postRatio}.',
  'block.randomBlocks': {
    plural: 'n',
    one: '{n} bloque aleatorio',
    other: '{n} bloques aleatorios',
  },
  'block.headCount': {
    plural: 'n',
    one: '{n} cabeza',
    other: '{n} cabezas',
  },
  'block.shows':
    'Lo que muestra este gráfico: antes de cualquier entrenamiento, el gradiente que llega a la entrada es {post} con post-norm, {factor} veces el de pre-norm ({pre}).',
  'block.showsSmaller':
    'Lo que muestra este gráfico: antes de cualquier entrenamiento, el gradiente que llega a la entrada es {post} con post-norm, {factor} veces más pequeño que el de pre-norm ({pre}).',
  'block.bothStay':
    'El gradiente de post-norm se mantiene dentro de un factor de 1,25 desde la salida hasta la entrada ({postOut} a {postIn}); el de pre-norm se mantiene dentro de un factor de 1,25 desde la salida hasta la entrada ({preOut} a {preIn}).',
  'block.postStaysPreChanges':
    'El gradiente de post-norm se mantiene dentro de un factor de 1,25 desde la salida hasta la entrada ({postOut} a {postIn}); el de pre-norm pasa de {preOut} en la salida a {preIn} en la entrada, {preRatio} veces su tamaño en la salida.',
  'block.postChangesPreStays':
    'El gradiente de post-norm pasa de {postOut} en la salida a {postIn} en la entrada, {postRatio} veces su tamaño en la salida; el de pre-norm se mantiene dentro de un factor de 1,25 desde la salida hasta la entrada ({preOut} a {preIn}).',
  'block.bothChange':
    'El gradiente de post-norm pasa de {postOut} en la salida a {postIn} en la entrada, {postRatio} veces su tamaño en la salida; el de pre-norm pasa de {preOut} en la salida a {preIn} en la entrada, {preRatio} veces su tamaño en la salida.',
  'block.doesNotShow':
    'Con pre-norm, x crece de bloque en bloque y la normalización final divide entre ese tamaño, lo que reduce todos los gradientes que quedan por debajo. Lo que no muestra es el entrenamiento. El problema de post-norm está en los gradientes de los pesos una vez que se dan pasos: Xiong et al. (2020) observaron que, en pilas post-norm profundas, los cercanos a la salida eran grandes al principio, y que esas pilas necesitaban un calentamiento (warm-up) de la tasa de aprendizaje para poder entrenar, mientras que las pilas pre-norm entrenaban sin él. Un gráfico de los gradientes de x para una dirección de salida aleatoria, antes de dar ningún paso, no puede mostrar eso.',
  'block.mlpTitle': 'La MLP: 4·d unidades ocultas, GELU',
  'block.mlpProse':
    'La MLP ensancha el vector de cada token a 4·d_model números, los dobla con GELU (casi 0 para entradas negativas, casi la propia entrada para las positivas) y los proyecta de vuelta a d_model. Ve un token cada vez: la atención reunió el contexto y la MLP trabaja sobre él.',
  'block.mlpHeading': 'Capa oculta de la MLP del último bloque: GELU(x·W₁)',
  'block.hiddenAxis': 'unidad oculta → (4·d_model)',
  'block.tokenAxis': 'token ↓',
  'block.mlpHover': 'token {i} ‘{byte}’, unidad oculta {c}: {value}',
  'block.mlpIdle': 'Oscuro: el lado plano de GELU, cerca de 0; claro: unidades muy activas.',
  'block.mlpLabel': {
    plural: 'tokens',
    one: 'Mapa de calor de la capa oculta de la MLP del último bloque, {tokens} token por {units} unidades; el {share} % de los valores está a menos de 0,01 de cero.',
    other:
      'Mapa de calor de la capa oculta de la MLP del último bloque, {tokens} tokens por {units} unidades; el {share} % de los valores está a menos de 0,01 de cero.',
  },
  'block.mlpNote': 'El {share} % de estos {count} valores está a menos de 0,01 de cero.',
  'block.outputTitle': 'Normalización final, cabeza de salida, softmax',
  'block.outputProse':
    'Tras el último bloque, una normalización final reescala la x de cada token, y la cabeza de salida, una matriz de 256 × d_model, puntúa cada posible byte siguiente: son los logits. Un softmax convierte los logits del último token en las probabilidades de abajo.',
  'block.probsHeading': 'Probabilidades del byte siguiente tras el texto (los 12 más probables)',
  'block.probsHover': '‘{byte}’ (byte {b}): logit {logit}, probabilidad {probability}',
  'block.probsIdle': 'softmax(logits): los 256 bytes se reparten una probabilidad total de 1.',
  'block.probsLabel':
    'Gráfico de barras de los 12 bytes siguientes más probables: el primero es ‘{byte}’, con probabilidad {probability}.',
  'block.logitColumn': 'logit',
  'block.probabilityColumn': 'probabilidad',
  'block.tyingTitle': 'Pesos compartidos (weight tying) y √d_model',
  'block.tyingProse':
    'La cabeza de salida pregunta “¿a la fila de qué byte se parece más x?”; la tabla de tokens responde a “¿qué fila representa este byte?”. Compartir pesos (weight tying) usa una sola matriz para ambas, como hace GPT-2: menos parámetros, y un byte que casi nunca aparece recibe igualmente una fila de salida razonable. El artículo de 2017 también las compartía y multiplicaba los embeddings por √d_model: su tabla se inicializa pequeña (entradas de tamaño aproximado 1/√d_model) para que la matriz compartida dé logits moderados, y el factor √d_model devuelve las filas a un tamaño de aproximadamente 1, comparable al de las posiciones sinusoidales que se les suman, para que ninguna ahogue a la otra.',
  'block.tying':
    'En este TinyGPT, la tabla de tokens y la cabeza de salida tienen cada una 256 × {dModel} = {head} parámetros, el {share} % de sus {parameters}: compartirlas ahorraría esa cantidad. Las entradas de su tabla de tokens tienen un RMS de {rms}.',
  'bpe.lead':
    'Los bytes solo necesitan 256 ids, pero dan secuencias largas; las palabras dan secuencias cortas, pero necesitan un vocabulario enorme y aun así se topan con palabras desconocidas. La codificación por pares de bytes (BPE) está a medio camino, y es la que usan GPT-2 y la mayoría de los modelos posteriores. Parte de los 256 bytes y aprende tokens nuevos a partir de un texto: busca el par de tokens vecinos que aparece más a menudo, le da un id nuevo, sustituye todas sus apariciones y repite.',
  'bpe.merging':
    'Cada fusión añade un id y acorta el texto. Las piezas frecuentes (“the”, “ing”, un espacio antes de una palabra) se convierten en un solo token tras unas pocas fusiones; las palabras raras quedan en trozos. Nunca hay nada desconocido: cualquier texto se puede seguir escribiendo con los 256 ids de byte.',
  'bpe.sourceText': 'tu texto',
  'bpe.sourceHamlet': 'versos de Hamlet (×10)',
  'bpe.textHint':
    'se usa cuando en “entrenar con” eliges “tu texto”; hasta 400 caracteres; prueba “café café 😀😀 la la la”',
  'bpe.textEmpty':
    'el texto de entrenamiento está vacío: escribe unas cuantas palabras de las que aprender',
  'bpe.mergesHint': 'de 0 a {max}; cada fusión añade un id al vocabulario',
  'bpe.stepsLabel': 'Recorre las fusiones paso a paso',
  'bpe.previousMerge': '◀ Fusión anterior',
  'bpe.nextMerge': 'Fusión siguiente ▶',
  'bpe.play': 'Reproducir',
  'bpe.pause': 'Pausa',
  'bpe.mergeTotal': {
    plural: 'n',
    one: '{n} fusión',
    other: '{n} fusiones',
  },
  'bpe.byteTotal': {
    plural: 'n',
    one: '{n} byte',
    other: '{n} bytes',
  },
  'bpe.tokenTotal': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'bpe.bytesPerToken': {
    plural: 'n',
    one: '{n} byte por token',
    other: '{n} bytes por token',
  },
  'bpe.summary': '{merges}: vocabulario de {vocab} ids; {bytes} → {tokens} ({ratio})',
  'bpe.stopped': {
    plural: 'asked',
    one: 'Pediste {asked} fusión, pero este texto permite {made}: {reason}.',
    other: 'Pediste {asked} fusiones, pero este texto permite {made}: {reason}.',
  },
  'bpe.pairsTitle': 'Recuento de pares ahora',
  'bpe.noPairs': 'Al texto no le quedan pares.',
  'bpe.pairsCaption': 'Los 10 pares de tokens vecinos más frecuentes, en orden de fusión',
  'bpe.pairColumn': 'par',
  'bpe.idsColumn': 'ids',
  'bpe.countColumn': 'recuento',
  'bpe.firstAtColumn': 'primera vez en',
  'bpe.nextTag': ' siguiente: id {id}',
  'bpe.firstAt': 'token {n}',
  'bpe.mergesTitle': 'Fusiones hasta ahora',
  'bpe.noMerges': 'Aún no hay fusiones: cada token es un solo byte.',
  'bpe.mergesLabel': {
    plural: 'n',
    one: '{n} fusión, el id nuevo con su par',
    other: '{n} fusiones, cada id nuevo con su par',
  },
  'bpe.mergeCount': {
    plural: 'tokens',
    one: ' ×{count}, después {tokens} token',
    other: ' ×{count}, después {tokens} tokens',
  },
  'bpe.tokensTitle': 'El texto, token a token',
  'bpe.tokensNote':
    'Cada casilla es un token con su id debajo; ␣ es un espacio y \\n un salto de línea. Los ids a partir de 256 son tokens fusionados.',
  'bpe.trainingTokensLabel': 'El texto de entrenamiento, coloreado por tokens',
  'bpe.tokensCut': 'Los primeros {shown} de {n} tokens.',
  'bpe.curveTitle': 'Compresión: tokens frente al tamaño del vocabulario',
  'bpe.curveSeries': 'tokens en el texto',
  'bpe.curveNow': 'ahora',
  'bpe.curveX': 'tamaño del vocabulario (256 + fusiones)',
  'bpe.curveY': 'tokens',
  'bpe.curveLabel': {
    plural: 'possible',
    one: 'Tokens del texto de entrenamiento frente al tamaño del vocabulario: {bytes} con 256 (bytes), {tokens} con {vocab} (ahora), {last} con {lastVocab} tras la única fusión posible ({possible}), de un máximo de {max}.',
    other:
      'Tokens del texto de entrenamiento frente al tamaño del vocabulario: {bytes} con 256 (bytes), {tokens} con {vocab} (ahora), {last} con {lastVocab} tras las {possible} fusiones posibles, de un máximo de {max}.',
  },
  'bpe.curveNote': {
    plural: 'first',
    one: 'Las primeras fusiones son las que más ahorran: la fusión 1 quita {first} token y la fusión {k} quita {last}.',
    other:
      'Las primeras fusiones son las que más ahorran: la fusión 1 quita {first} tokens y la fusión {k} quita {last}.',
  },
  'bpe.curveNoMerge':
    'En este texto no es posible ninguna fusión: ningún par de bytes aparece dos veces.',
  'bpe.curveData': 'las fusiones y la curva de compresión',
  'bpe.leftIdColumn': 'id izquierdo',
  'bpe.rightIdColumn': 'id derecho',
  'bpe.newIdColumn': 'id nuevo',
  'bpe.pairCountColumn': 'recuento del par',
  'bpe.tokensAfterColumn': 'tokens después',
  'bpe.compareCaption': {
    plural: 'bytes',
    one: 'El mismo texto de entrenamiento ({bytes} byte), de tres maneras',
    other: 'El mismo texto de entrenamiento ({bytes} bytes), de tres maneras',
  },
  'bpe.tokenizerColumn': 'tokenizador',
  'bpe.vocabularyColumn': 'vocabulario',
  'bpe.tokensColumn': 'tokens',
  'bpe.bytesPerTokenColumn': 'bytes por token',
  'bpe.bytesRow': 'bytes',
  'bpe.bpeRow': {
    plural: 'n',
    one: 'BPE, {n} fusión',
    other: 'BPE, {n} fusiones',
  },
  'bpe.wordsRow': 'palabras (sin los espacios)',
  'bpe.unicodeTitle': 'Qué pasa con “é” y “😀”',
  'bpe.unicode':
    'En UTF-8, “é” son dos bytes (C3 A9) y “😀”, cuatro (F0 9F 98 80). BPE no sabe nada de caracteres: fusiona los bytes que aparecen juntos con suficiente frecuencia en el texto de entrenamiento. Si el texto repite un carácter, sus bytes pronto forman un solo token; si no, el carácter se queda en trozos de bytes, cada uno mostrado como \\xNN, porque medio carácter no se puede imprimir. Entrena con tu texto “café café 😀😀 la la la”: el emoji se convierte en un solo token, y “café” también, pero “é” por sí sola sigue siendo dos bytes, porque su primer byte se fusionó con “caf” antes que el segundo: un token que termina en mitad de un carácter.',
  'bpe.probeLabel': '“{probe}” en tokens',
  'bpe.probeCount': {
    plural: 'n',
    one: '{bytes} bytes → {n} token',
    other: '{bytes} bytes → {n} tokens',
  },
  'bpe.secondTitle': 'Codificar un segundo texto',
  'bpe.secondLabel': 'Un segundo texto',
  'bpe.secondHint':
    'se codifica con las fusiones aprendidas arriba; las palabras que no están en el texto de entrenamiento se parten en trozos',
  'bpe.secondEmpty': 'Escribe un segundo texto para codificarlo.',
  'bpe.secondSummary': '{bytes} → {tokens} con las fusiones aprendidas arriba ({merges})',
  'bpe.secondTokensLabel': 'El segundo texto, coloreado por tokens',
  'bpe.realTitle': 'Lo que añaden los tokenizadores reales',
  'bpe.preSplitting':
    'División previa: GPT-2 primero corta el texto con un patrón en palabras, números, signos de puntuación y espacios, y solo fusiona dentro de esas piezas, así que un token nunca abarca “dog.” ni se extiende sobre dos palabras.',
  'bpe.biggerVocabulary':
    'Un vocabulario mucho mayor: GPT-2 aprendió 50 000 fusiones con unos 40 GB de texto de la web, para un total de 50 257 ids; los modelos más recientes usan entre 100 000 y 200 000.',
  'bpe.specialTokens':
    'Tokens especiales: ids que ningún texto puede producir, como el <|endoftext|> de GPT-2 entre documentos, o marcas para el inicio de un turno en un chat. El modelo aprende lo que significan como cualquier otro id.',
  'bpe.multiByteNote': {
    plural: 'n',
    one: '{n} de los {chars} caracteres del texto ocupa más de un byte en UTF-8 ({bytes} bytes en total). BPE solo ve bytes: una fusión puede unir los bytes de ese carácter en un solo token, y hasta entonces cada uno de sus bytes es un token propio, que se muestra como \\xNN.',
    other:
      '{n} de los {chars} caracteres del texto ocupan más de un byte en UTF-8 ({bytes} bytes en total; un carácter chino ocupa tres). BPE solo ve bytes: sus primeras fusiones suelen unir los bytes de un carácter frecuente en un solo token, y un token puede ser un carácter entero o parte de uno, cuyos bytes se muestran como \\xNN.',
  },
  'combined.lead':
    'Una fila de token dice qué es un token; nada en ella dice dónde está. GPT mantiene una segunda tabla con una fila por posición y suma la fila de la posición t a la fila del token que hay allí. El resultado tiene el mismo ancho d, y el mismo carácter en dos lugares da ahora dos vectores distintos.',
  'combined.dHint': 'ancho de cada vector, {range} (par si es sinusoidal)',
  'combined.maxLenHint': 'filas de la tabla de posiciones, {range}',
  'combined.learnedRandom': 'aprendidas (aleatorias)',
  'combined.sinusoidal': 'sinusoidal',
  'combined.add': 'sumar',
  'combined.concatenate': 'concatenar',
  'combined.emptyText': 'escribe al menos un carácter',
  'combined.xAxis': 'dimensión →',
  'combined.yAxis': 'posición t ↓',
  'combined.tokenTitle': 'Filas de tokens E[ids]',
  'combined.tokenHover': 'fila de token {row} ({token}), dimensión {col} = {value}',
  'combined.tokenCount': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'combined.dimensionCount': {
    plural: 'n',
    one: '{n} dimensión',
    other: '{n} dimensiones',
  },
  'combined.tokenLabel':
    'Mapa de calor de las filas de tokens de tus {tokens}, de {dims} cada una.',
  'combined.tokenSummary':
    '{n} × {d}: la fila t es la fila de la tabla del token t. Los caracteres repetidos repiten filas.',
  'combined.positionTitle': 'Filas de posición P[0..T−1]',
  'combined.positionHover': 'fila de posición {row} ({token}), dimensión {col} = {value}',
  'combined.positionLabelLearned':
    'Mapa de calor de las filas de posición 0 a {last}, aprendidas (aleatorias antes del entrenamiento), de {dims} cada una.',
  'combined.positionLabelSinusoidal':
    'Mapa de calor de las filas de posición 0 a {last}, sinusoidales, de {dims} cada una.',
  'combined.positionSummaryLearned':
    '{n} × {d}: la fila t depende solo de la posición t (aprendida; aleatoria antes del entrenamiento).',
  'combined.positionSummarySinusoidal':
    '{n} × {d}: la fila t depende solo de la posición t (sinusoidal).',
  'combined.sumTitle': 'Su suma: la entrada',
  'combined.sumTitleShape': 'Su suma: la entrada (T × d)',
  'combined.sumHover': 'x[{row}] ({token}), dimensión {col} = token + posición = {value}',
  'combined.sumLabel': 'Mapa de calor de la suma, {n} × {d}.',
  'combined.sumSummary': '{n} × {d}: elemento a elemento, x[t] = E[id_t] + P[t].',
  'combined.concatTitle': 'Concatenadas, en cambio (T × 2d)',
  'combined.concatTokenHover':
    'x[{row}] ({token}), columna {col} = dimensión {col} del token = {value}',
  'combined.concatPositionHover':
    'x[{row}] ({token}), columna {col} = dimensión {dim} de la posición = {value}',
  'combined.concatLabel':
    'Mapa de calor de la concatenación, {n} × {width}: columnas de token y después columnas de posición.',
  'combined.concatSummary': '{n} × {width}: [E[id_t] | P[t]], el doble de ancho.',
  'combined.truncated':
    'Tu texto tiene {given} tokens, pero max_len es {maxLen}. El código del cuaderno de Vizuara se queda con ids[:max_len]: {used}, y {dropped} sin ningún aviso.',
  'combined.truncatedUsed': {
    plural: 'n',
    one: 'abajo solo se calcula el embedding de {n} token, el primero',
    other: 'abajo solo se calcula el embedding de los primeros {n} tokens',
  },
  'combined.truncatedDropped': {
    plural: 'n',
    one: 'se descarta {n} token, el último',
    other: 'se descartan los últimos {n}',
  },
  'combined.strictRefuses': 'El módulo estricto, en cambio, se niega: “{error}”',
  'combined.joinTitle': '¿Sumar o concatenar?',
  'combined.joinProse':
    'Concatenar mantendría ambas partes intactas, una junto a otra, a costa de un vector el doble de ancho y el doble de pesos en cada capa que lo lea. Sumar no cuesta nada, y en d dimensiones las señales de token y de posición rara vez se estorban.',
  'combined.joinHeader': 'combinación',
  'combined.shapeHeader': 'forma de la entrada',
  'combined.tokenTableHeader': 'tabla de tokens',
  'combined.positionTableHeader': 'tabla de posiciones',
  'combined.projectionHeader': 'cada proyección de la capa siguiente',
  'combined.addRow': 'sumar (GPT)',
  'combined.learnedParameters':
    'La tabla de posiciones aprendida tiene max_len × d = {maxLen} × {d} parámetros; la sinusoidal no tiene ninguno.',
  'combined.sinusoidalParameters':
    'La tabla sinusoidal se calcula, no se aprende: 0 parámetros, y existe para cualquier longitud.',
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
  'heads.lead':
    'Una cabeza de atención busca un tipo de relación. Un transformer ejecuta varias cabezas en paralelo. Cada una lee el vector completo del token, los d_model números, y lo proyecta en su propia consulta, clave y valor, más estrechos (cada uno de tamaño d_model dividido entre el número de cabezas); después se unen sus resultados. Esto es exactamente lo que hace TinyGPT, el modelo del laboratorio de entrenamiento, en cada bloque.',
  'heads.howHeadsSplit':
    'q, k y v salen de una sola matriz W_qkv aplicada a los vectores de los tokens normalizados. La cabeza h toma las columnas h·d_head a (h+1)·d_head − 1 de cada uno, un tramo contiguo, calcula sus propios pesos y su propia media ponderada de sus filas de valores, y escribe el resultado en esas mismas columnas de la salida. Después, la proyección de salida W_o mezcla las columnas, de modo que lo que encuentra cada cabeza puede llegar a todas las dimensiones, y el resultado se suma a x (el flujo residual, en la siguiente lección). M es la máscara causal; con posiciones ALiBi (se eligen en el laboratorio de entrenamiento) cada cabeza suma además a M su propia penalización, −pendiente × distancia, y por eso las cabezas ALiBi difieren en lo lejos que miran hacia atrás.',
  'heads.modelNote':
    'El modelo de aquí tiene la forma elegida en el laboratorio de entrenamiento (capas, cabezas, d_model, posiciones, normalización) y pesos aleatorios generados con la semilla, como antes del entrenamiento. Entrena un TinyGPT en el laboratorio y sus cabezas aparecerán debajo de las aleatorias: las cabezas entrenadas a menudo se especializan, una mirando al byte anterior, otra al inicio de una palabra.',
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
    one: 'La única cabeza, sin nada al lado ({tokens} × {dModel})',
    other: 'Las {heads} cabezas una al lado de otra ({tokens} × {dModel})',
  },
  'heads.concatAxis': 'columna → (cabeza 1 | cabeza 2 | …)',
  'heads.concatHover': '{token}, columna {c} (cabeza {head}): {value}',
  'heads.concatIdle': 'La cabeza h llena las columnas h·d_head a (h+1)·d_head − 1.',
  'heads.concatLabel': {
    plural: 'heads',
    one: 'Salida de la única cabeza (no hay nada que concatenar): {tokens} por {dModel}.',
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
  'long-context.lead':
    'Un modelo se entrena con ventanas de cierta longitud L. ¿Qué pasa cuando lee más? Una tabla aprendida no tiene fila para la posición L; las sinusoides y RoPE producen vectores y ángulos que el modelo nunca vio. Hay dos respuestas muy usadas: construir la codificación de modo que nada en ella cambie con la longitud (ALiBi), o estirar una RoPE ya entrenada para que las posiciones nuevas parezcan antiguas (interpolación de posiciones y escalado NTK).',
  'long-context.noPositions':
    'Y hay una tercera opción que es fácil olvidar: no usar ninguna codificación posicional. En un decodificador, la máscara causal ya lleva la posición, porque una consulta en la posición t promedia exactamente t + 1 claves; un modelo sin posiciones aprende el orden de las palabras solo con eso, y no tiene ninguna tabla que se le pueda acabar.',
  'long-context.alibiTitle':
    'ALiBi: una penalización por distancia en lugar de vectores de posición',
  'long-context.alibiProse':
    'ALiBi (Press, Smith y Lewis 2022, “Train Short, Test Long”) no añade nada a los vectores de los tokens. Cada cabeza h resta a sus puntuaciones escaladas una pendiente fija mₕ multiplicada por la distancia, antes de la máscara causal y del softmax. Las pendientes forman una sucesión geométrica: para n cabezas, mₕ = 2^(−8h/n).',
  'long-context.headsHint': 'cabezas ALiBi, {range}',
  'long-context.headHint': 'de qué cabeza muestra los sesgos el mapa de calor',
  'long-context.lenHint': 'posiciones en el mapa de calor y en los pesos',
  'long-context.headTooLarge':
    'la cabeza mostrada debe estar entre 1 y {heads}, el número de cabezas',
  'long-context.biasTitle':
    'Sesgo de una cabeza: −m·(i − j) sumado a la puntuación de la consulta i sobre la clave j',
  'long-context.keyAxis': 'clave j →',
  'long-context.queryAxis': 'consulta i ↓',
  'long-context.maskedNote':
    'gris: enmascarada, una clave posterior (su sesgo nunca llega al softmax)',
  'long-context.maskedHover':
    'consulta {i}, clave {j}: enmascarada (un token posterior), peso 0 sea cual sea el sesgo',
  'long-context.biasHover': 'consulta {i}, clave {j} (distancia {back}): sesgo {bias}',
  'long-context.biasLabel':
    'Sesgo ALiBi de la cabeza {head} de {heads} (pendiente {slope}) sobre {len} posiciones: 0 en la diagonal, y baja {slope} por cada paso que se aleja de ella hasta {lowest} para la consulta {last} sobre la clave 0; el triángulo superior (claves posteriores) está enmascarado, en gris.',
  'long-context.biasSummary':
    'Cabeza {head}: pendiente {slope}; celda más oscura {lowest} (consulta {last}, clave 0). {point} una celda.',
  'long-context.slopesTitle': 'Pendiente m de cada cabeza',
  'long-context.headAxis': 'cabeza',
  'long-context.slopeAxis': 'pendiente m',
  'long-context.slopesSummary': {
    plural: 'heads',
    one: 'Pendiente de la única cabeza: {first}.',
    other:
      'Pendientes de las {heads} cabezas, de {first} para la cabeza 1 a {last} para la cabeza {heads}.',
  },
  'long-context.weightsTitle':
    'Atención de la última consulta sobre claves cada vez más atrás (puntuaciones de contenido iguales)',
  'long-context.distanceAxis': 'distancia hacia atrás (pasos)',
  'long-context.weightAxis': 'peso',
  'long-context.distanceColumn': 'distancia hacia atrás',
  'long-context.headColumn': 'cabeza {n}',
  'long-context.weightsSummary':
    'Peso de atención de la consulta {last} sobre la clave a cada distancia hacia atrás, para cada cabeza, cuando todas las puntuaciones de contenido son iguales: la cabeza de pendiente más pronunciada pone {steepest} en la clave más reciente; la de pendiente más suave, {gentlest}.',
  'long-context.slopesCaption':
    'La pendiente de cada cabeza y cuántas de las claves más recientes reúnen el 90 % del peso de la última consulta sobre {len} posiciones (puntuaciones de contenido iguales)',
  'long-context.keptHeader': 'peso conservado por paso atrás, e^(−m)',
  'long-context.spanHeader': 'claves con el 90 %',
  'long-context.spanCell': '{keys} de {len}',
  'long-context.alibiText': {
    plural: 'heads',
    one: 'Con una cabeza, la pendiente es {first}. Sobre {len} posiciones, la cabeza 1 concentra el 90 % de su atención en las últimas {firstSpan} claves. Una clave a {back} de distancia recibe un sesgo de {bias} en la cabeza 1: un factor de {factor} sobre su peso.',
    other:
      'Con {heads} cabezas, las pendientes van de {first} a {last}. Sobre {len} posiciones, la cabeza 1 concentra el 90 % de su atención en las últimas {firstSpan} claves, y la cabeza {heads} necesita {lastSpan}. Una clave a {back} de distancia recibe un sesgo de {bias} en la cabeza 1: un factor de {factor} sobre su peso.',
  },
  'long-context.stepsBack': {
    plural: 'n',
    one: '{n} paso',
    other: '{n} pasos',
  },
  'long-context.alibiFading':
    'Tras el softmax, una penalización b se convierte en un factor e^(−b): con puntuaciones de contenido iguales, cada paso hacia atrás multiplica el peso de una clave por e^(−m). Las cabezas de pendiente pronunciada miran los últimos tokens; las de pendiente suave llegan mucho más atrás. Con cualquier longitud, la penalización para una distancia dada es la misma, y por eso a ALiBi no se le acaba nada; también significa que el pasado lejano se desvanece, diga lo que diga.',
  'long-context.stretchTitle': 'Estirar RoPE más allá de su longitud de entrenamiento',
  'long-context.stretchProse':
    'RoPE gira el par i de una consulta o clave en la posición p un ángulo p·θᵢ, con θᵢ = base^(−2i/d). Los pares rápidos (i pequeño) dan muchas vueltas en L posiciones, así que el entrenamiento vio todos los ángulos que pueden tomar; los pares lentos solo llegaron a girar una parte del camino. A {scale}L, los pares lentos alcanzan ángulos que ningún ejemplo de entrenamiento produjo. Dos soluciones cambian los ángulos en el momento de la prueba, sin entrenar:',
  'long-context.trainedHint': 'la longitud con la que se entrenó el modelo',
  'long-context.dHint': 'ancho de cada cabeza de consulta/clave: {range}',
  'long-context.pairHint': 'el par del gráfico de ángulos: 0 es el más rápido',
  'long-context.pairTooLarge':
    'el par i debe estar entre 0 y {last}: un ancho de {d} tiene {pairs} pares',
  'long-context.angleTitle':
    'Ángulo de un par frente a la posición, hasta {scale}× la longitud de entrenamiento',
  'long-context.positionAxis': 'posición',
  'long-context.angleAxis': 'ángulo (vueltas)',
  'long-context.plainRope': 'RoPE simple',
  'long-context.interpolatedByFour': 'interpolada (÷ 4)',
  'long-context.interpolated': 'interpolada',
  'long-context.ntkScaled': 'escalada con NTK',
  'long-context.largestTrainedAngle': 'mayor ángulo en el entrenamiento',
  'long-context.angleSummary':
    'Ángulo del par {i} de {pairs}, en vueltas, frente a la posición de 0 a {last}: la RoPE simple llega a {plain} vueltas, la interpolación a {linear}, NTK a {ntk}; el entrenamiento (posiciones por debajo de {trained}) llegó a {reached}.',
  'long-context.reachDefinition':
    'El ángulo de un par es un punto en un círculo, y a lo largo de una serie de posiciones el par recorre el arco que va de 0 a su mayor ángulo, o el círculo entero si ya ha dado la vuelta; su alcance es el arco que recorre a {scale}L dividido entre el arco que recorrió en el entrenamiento, así que 1 significa que no encuentra ningún ángulo que el entrenamiento no le haya mostrado.',
  'long-context.reachTitle':
    'Cada par a {scale}× la longitud: el arco de ángulos que recorre, dividido entre su arco en el entrenamiento',
  'long-context.pairAxis': 'par i (rápido → lento)',
  'long-context.reachAxis': 'alcance (1 = nada nuevo)',
  'long-context.pairColumn': 'par i',
  'long-context.insideTraining': 'dentro del entrenamiento (1)',
  'long-context.reachSummary':
    'Para cada uno de los {pairs} pares, el arco de ángulos que recorre en {len} posiciones dividido entre el arco que recorrió en las {trained} de entrenamiento: par 0 {first} en la versión simple, par {lastPair} {last}; como máximo {plain} simple, {linear} interpolada, {ntk} con NTK.',
  'long-context.reachCaption':
    'Arco de cada par en el entrenamiento (posiciones 0 a {lastTrained}, en vueltas) y su alcance con {len} posiciones',
  'long-context.arcHeader': 'arco en el entrenamiento (vueltas)',
  'long-context.ropeRun': 'Entrenado con {trained} posiciones, ejecutado con {len}.',
  'long-context.noPairRound': 'Ningún par dio la vuelta completa en el entrenamiento.',
  'long-context.pairZeroRound': 'Solo el par 0 dio la vuelta completa en el entrenamiento.',
  'long-context.pairsRound': 'Los pares 0 a {last} dieron la vuelta completa en el entrenamiento.',
  'long-context.sweepMore':
    'Pares que recorren más que en el entrenamiento: simple, {plain}; interpolada, {linear}; NTK, {ntk}.',
  'long-context.sweepSome': '{count} de {pairs} (hasta {most}×)',
  'long-context.sweepNone': 'ninguno de {pairs}',
  'long-context.ropeSpeeds':
    'El par 0 gira 1 radián por posición en la RoPE simple y con NTK, pero {slow} con interpolación: los vecinos parecen {scale} veces más cerca que en el entrenamiento. El par {i} avanza {plain} rad por posición en la versión simple, {linear} interpolada y {ntk} con NTK. (La interpolación lleva la posición {last} a {mapped}, una fracción de posición más allá de la última entrenada, {lastTrained}).',
  'long-context.stretchCompared':
    'La interpolación comprime las posiciones: todos los pares se quedan dentro de lo que cubrió el entrenamiento (salvo una fracción de posición), pero ahora los tokens vecinos están a un cuarto de paso, algo que los pares rápidos nunca le mostraron al modelo. El escalado NTK deja el par más rápido exactamente como en el entrenamiento, así que las distancias cortas se ven como siempre, y frena más cada par cuanto más lento es, el más lento por el factor completo; los pares intermedios se frenan menos de lo que creció la longitud, así que algunos todavía recorren ángulos que el entrenamiento nunca mostró (la tabla indica cuánto). Cuál funciona mejor sin ajuste fino es una cuestión empírica.',
  'long-context.labLink':
    'Mira el efecto en un modelo real: el apartado {link} del laboratorio de entrenamiento entrena un TinyGPT con cada codificación (ninguna, aprendida, sinusoidal, RoPE, ALiBi) sobre el mismo texto y mide cada uno en texto reservado a 1×, 2×, 4× y 8× la longitud de entrenamiento; RoPE, también con interpolación y escalado NTK.',
  'long-context.labLinkText': '“Comparar codificaciones posicionales”',
  'model.seedHint': 'genera los pesos aleatorios',
  'model.peNone': 'sin posiciones',
  'model.peLearned': 'posiciones aprendidas',
  'model.peSinusoidal': 'posiciones sinusoidales',
  'model.peRope': 'RoPE',
  'model.peAlibi': 'ALiBi',
  'model.layerCount': {
    plural: 'n',
    one: '{n} capa',
    other: '{n} capas',
  },
  'model.headCount': {
    plural: 'n',
    one: '{n} cabeza',
    other: '{n} cabezas',
  },
  'model.shape': '{layers}, {heads}, d_model {dModel}, {positions}, {norm}',
  'model.weightsLegend': 'pesos',
  'model.weightsRandom': 'pesos aleatorios (de la semilla)',
  'model.weightsTrained': 'entrenados en el laboratorio de entrenamiento',
  'model.trainedReady': 'Entrenado: {label}.',
  'model.trainedBpe':
    'El laboratorio de entrenamiento tiene {label}, que lee tokens BPE; estas lecciones avanzan byte a byte: entrénalo con el tokenizador de bytes para usar sus pesos aquí.',
  'model.trainedNoBlocks':
    'El laboratorio de entrenamiento tiene {label}, que no tiene bloques de atención: entrena allí un TinyGPT (modelo gpt) para usar sus pesos aquí.',
  'model.trainedNone':
    'Entrena un TinyGPT (modelo gpt) en el laboratorio de entrenamiento para usar sus pesos aquí.',
  'model.diagramLabel': 'Diagrama de TinyGPT',
  'model.parameters': '{count} parámetros',
  'model.parametersEach': '{count} parámetros cada uno',
  'model.diagramCaption':
    'TinyGPT tal como está configurado en el laboratorio de entrenamiento: {count} parámetros en total.',
  'model.bytesIn': 'Bytes de entrada',
  'model.bytesInDetail': 'cada byte del texto es un id de token de 0 a 255',
  'model.tokenTable': 'Tabla de tokens',
  'model.tokenTableDetail': '256 × {d}: una fila por byte',
  'model.peNoneTitle': 'sin tabla de posiciones',
  'model.peNoneDetail': 'solo la máscara causal distingue las posiciones',
  'model.peLearnedTitle': '+ tabla de posiciones aprendida',
  'model.peLearnedDetail': 'una fila entrenada por posición',
  'model.peSinusoidalTitle': '+ posiciones sinusoidales',
  'model.peSinusoidalDetail': 'una tabla fija de sin/cos, sin parámetros',
  'model.peRopeTitle': 'posiciones con RoPE',
  'model.peRopeDetail': 'q y k rotados dentro de cada cabeza, sin parámetros',
  'model.peAlibiTitle': 'posiciones con ALiBi',
  'model.peAlibiDetail':
    'una penalización por distancia en las puntuaciones de cada cabeza, sin parámetros',
  'model.block': 'Bloque Transformer × {layers} (pre-norm)',
  'model.norm1Detail': 'normalización 1: los {d} números de cada token, reescalados',
  'model.attention': {
    plural: 'heads',
    one: 'Atención multicabeza: {heads} cabeza × {headDim} dim.',
    other: 'Atención multicabeza: {heads} cabezas × {headDim} dim.',
  },
  'model.attentionDetail':
    'q | k | v = x·W ({d} → {qkv}); softmax causal; las cabezas una junto a otra, después W_o ({d} → {d})',
  'model.attentionDetailRope':
    'q | k | v = x·W ({d} → {qkv}), q y k rotados; softmax causal; las cabezas una junto a otra, después W_o ({d} → {d})',
  'model.attentionDetailAlibi':
    'q | k | v = x·W ({d} → {qkv}), menos pendiente × distancia; softmax causal; las cabezas una junto a otra, después W_o ({d} → {d})',
  'model.residual': '+ residual',
  'model.attentionResidual': 'x = x + atención',
  'model.norm2Detail': 'normalización 2',
  'model.mlp': 'MLP',
  'model.mlpDetail': '{d} → {hidden} (GELU) → {d}, cada token por separado',
  'model.mlpResidual': 'x = x + MLP',
  'model.finalNorm': '{norm} final',
  'model.outputHead': 'Cabeza de salida',
  'model.outputHeadDetail':
    '{d} → 256 logits, con su propia tabla (no compartida con la tabla de tokens)',
  'model.softmax': 'Softmax',
  'model.softmaxDetail': '256 probabilidades para el siguiente byte',
  'norms.lead':
    'Las redes profundas apilan decenas de capas, y el tamaño de los números que circulan entre ellas puede ir a la deriva: algunos vectores crecen, otros encogen, y el entrenamiento se vuelve frágil. Una capa de normalización reescala el vector de cada token por separado, de modo que la capa siguiente recibe siempre valores de un tamaño predecible. Hay dos versiones habituales. LayerNorm (el Transformer original, GPT-2) primero resta la media del vector y luego divide por su desviación típica. RMSNorm (LLaMA y la mayoría de los modelos recientes) se salta el centrado y divide por la raíz cuadrática media, lo que es más barato y en la práctica funciona igual de bien.',
  'norms.formulaNote':
    'n es el número de características (la longitud del vector). La varianza es la sesgada (se divide por n, no por n − 1), como hace la LayerNorm de PyTorch. γ (ganancia) y β (desplazamiento) se aprenden para cada característica; aquí se aplica un mismo valor de cada una a todas las características. “rstd” es la desviación típica recíproca 1/√(σ²+ε) por la que multiplica la capa (y que guarda para la pasada hacia atrás). ε es una pequeña constante que se suma dentro de la raíz cuadrada; el experimento de abajo muestra por qué.',
  'norms.vectorLabel': 'vector x',
  'norms.vectorHint':
    'números separados por comas, hasta 32 (p. ej., 2, -1, 0.5, 3 o 1e-6, 0, 2e-6)',
  'norms.gammaHint': 'ganancia, aplicada a todas las características',
  'norms.betaHint': 'desplazamiento (solo LayerNorm)',
  'norms.epsHint': 'escala logarítmica, de 10⁻¹² a 1; PyTorch usa 10⁻⁵',
  'norms.tinyVectorPreset': 'Vector diminuto [1e-6, 0, 2e-6]',
  'norms.almostNoEpsPreset': 'ε = 1e-12 (casi nada)',
  'norms.defaultVectorPreset': 'Vector predeterminado',
  'norms.inputCaption': 'El vector de entrada. {point} una barra para ver su valor.',
  'norms.layerNormCaption': 'Centrado y escalado: media β, dispersión γ.',
  'norms.rmsNormCaption': 'Solo escalado: raíz cuadrática media |γ|.',
  'norms.barsLabel': 'Gráfico de barras de {name}: {values}',
  'norms.statsLabel': 'Estadísticas de x',
  'norms.statsCaption': 'Estadísticas de x, calculadas por el núcleo',
  'norms.features': 'características',
  'norms.mean': 'media μ',
  'norms.variance': 'varianza σ²',
  'norms.varianceNote': 'sesgada: dividida por n',
  'norms.meanSquare': 'media de los cuadrados',
  'norms.withoutEps': 'sin ε',
  'norms.rmsRstdNote': '1/√(media de los cuadrados + ε)',
  'norms.epsTitle': '¿Para qué sirve ε?',
  'norms.epsProse':
    'Sin ε, una normalización divide por el propio tamaño del vector. Para un vector de ceros, eso es 0/0; para un vector de valores diminutos, por ejemplo ruido de redondeo de tamaño 10⁻⁶, la división amplifica el ruido hasta valores de tamaño 1, como si fuera una señal con sentido. Sumar ε dentro de la raíz cuadrada hace que la capa nunca multiplique por más de 1/√ε: con ε = 10⁻⁵ eso es unos 316, así que 10⁻⁶ se convierte en unos 3·10⁻⁴ y sigue siendo pequeño. Para vectores de tamaño normal, ε apenas cambia nada.',
  'norms.epsTableLabel': 'Salidas con y sin épsilon',
  'norms.epsCaption': 'El mismo vector con y sin ε',
  'norms.rmsUndefined': 'indefinido: el RMS es 0, así que dividiría por 0',
  'norms.layerNormUndefined': 'indefinido: σ es 0, así que dividiría por 0',
  'norms.largestFactor': 'factor máximo 1/√ε',
  'norms.largestFactorNote': 'el tope que ε pone a rstd',
  'norms.slipTitle': 'Cálculo a mano: RMSNorm sin ε sobre [10⁻⁶, 0, 2·10⁻⁶]. ',
  'norms.slipProse':
    'Eleva las entradas al cuadrado: [10⁻¹², 0, 4·10⁻¹²]; su media es 1,667·10⁻¹²; rsqrt = 1/√(1,667·10⁻¹²) ≈ 774 597. El último paso multiplica las entradas originales por rsqrt: 10⁻⁶ · 774 597 ≈ 0,775; 0 · 774 597 = 0; 2·10⁻⁶ · 774 597 ≈ 1,549. Un error fácil es dividir los valores al cuadrado por rsqrt; eso da números cercanos a 10⁻¹⁸, y una entrada cero sigue siendo cero se haga como se haga. Con ε, 1/√ε es el mayor valor que puede tomar rsqrt, no el menor. Pulsa “Vector diminuto” arriba y la tabla mostrará los valores exactos calculados por el núcleo.',
  'norms.scaleTitle': 'Invariancia de escala',
  'norms.scaleProse':
    'Multiplica x por un factor positivo y las dos salidas siguen igual: la normalización vuelve a dividir por ese factor. Por eso la normalización estabiliza la red: por grande o pequeña que sea la salida de la capa anterior, la capa siguiente ve el mismo patrón. La excepción es un vector tan pequeño que ε es comparable a su media de cuadrados; prueba el factor 10⁻⁴ con ε = 10⁻⁵.',
  'norms.scaleHint': 'multiplica x, de 10⁻⁶ a 10⁶',
  'norms.scaleUnchanged':
    '{factor} · x = {scaled}. Mayor cambio en una salida: LayerNorm {layerNorm}, RMSNorm {rmsNorm} (sin cambios, salvo el efecto diminuto de ε).',
  'norms.scaleChanged':
    '{factor} · x = {scaled}. Mayor cambio en una salida: LayerNorm {layerNorm}, RMSNorm {rmsNorm} (aquí ε es comparable a la media de los cuadrados de los valores, así que influye).',
  'overview.lead':
    'Un GPT lee texto y adivina qué viene después, pieza a pieza. Estas lecciones construyen uno pequeño, TinyGPT, parte por parte, y lo entrenan en tu navegador. Aquí lo tienes entero de una vez: el texto entra por arriba, cada etapa le pasa a la siguiente un vector de números por token, y abajo salen las probabilidades del siguiente byte. Cada una de las lecciones siguientes abre una etapa.',
  'overview.promptHint': 'el modelo lo continúa con un byte',
  'overview.promptEmpty': 'Escribe al menos un carácter: el modelo continúa el texto.',
  'overview.barsTitle': 'Probabilidades del siguiente byte (los {n} más probables)',
  'overview.barHover': '‘{byte}’ (byte {id}): {p}',
  'overview.barIdle': 'Señala una barra para leer su probabilidad.',
  'overview.logitColumn': 'logit',
  'overview.probabilityColumn': 'probabilidad',
  'overview.barsSummary': 'Gráfico de barras de los {n} siguientes bytes más probables: {bars}.',
  'overview.barsItem': '‘{byte}’ {p}',
  'overview.promptBytes': 'Sus bytes, los ids de token que lee el modelo: {ids}.',
  'overview.summaryTrained':
    'TinyGPT entrenado ({shape}): tras el texto, el siguiente byte más probable es ‘{byte}’, con {p}.',
  'overview.summaryRandom':
    'TinyGPT con pesos aleatorios ({shape}, semilla {seed}): tras el texto, el siguiente byte más probable es ‘{byte}’, con {p}. Unos pesos aleatorios no han aprendido nada, así que este orden es arbitrario (una suposición uniforme da a cada byte 1/256 = {even}). Entrena el modelo en el laboratorio de entrenamiento y luego elige los pesos entrenados.',
  'overview.diagramTitle': 'TinyGPT, etapa por etapa',
  'overview.labNote':
    'El laboratorio de entrenamiento fija el tamaño del modelo (capas, cabezas, d_model, posiciones, normalización); este diagrama y todas las lecciones lo siguen. {link} para entrenarlo ahora, y vuelve luego para ver qué ha cambiado.',
  'overview.labLink': 'Ve al laboratorio de entrenamiento',
  'overview.firstLookTitle': 'Un primer vistazo a las palabras que usan las lecciones',
  'overview.moreInLesson': 'Más en su lección.',
  'overview.token': 'token',
  'overview.tokenAbout':
    'Un trozo de texto que el modelo lee como una unidad. Aquí cada byte es un token: un número de 0 a 255. {more}',
  'overview.embedding': 'embedding',
  'overview.embeddingAbout':
    'La fila de números (un vector) que la tabla de tokens guarda para un token. El modelo aprende estas filas. {more}',
  'overview.position': 'posición',
  'overview.positionAbout':
    'El modelo también tiene que saber dónde está cada token. Una codificación posicional suma números de posición a cada fila, o gira partes de los vectores un ángulo que crece con la posición. {more}',
  'overview.norm': 'normalización',
  'overview.normAbout':
    'LayerNorm o RMSNorm reescala el vector de cada token a un tamaño estable antes de que lo use una capa. {more}',
  'overview.attention': 'atención',
  'overview.attentionAbout':
    'Cada token recoge lo que necesita de los tokens anteriores. Genera una consulta (lo que busca); cada token genera una clave (lo que ofrece) y un valor (lo que transmite). El producto escalar de la consulta con una clave es una puntuación; softmax convierte las puntuaciones de un token en pesos positivos que suman 1; la salida del token es la suma ponderada de los valores. {more}',
  'overview.causalMask': 'máscara causal',
  'overview.causalMaskAbout':
    'Un token solo puede atender a sí mismo y a los tokens anteriores, nunca a los posteriores, así que el modelo no puede leer el byte que tiene que predecir. {more}',
  'overview.head': 'cabeza',
  'overview.headAbout':
    'La atención se ejecuta varias veces en paralelo. Cada cabeza genera sus propias consultas, claves y valores a partir del vector completo de cada token. {more}',
  'overview.block': 'bloque',
  'overview.blockAbout':
    'Atención y después una pequeña red para cada token por separado (la MLP). Cada una suma su resultado al vector del token, el flujo residual. TinyGPT apila unos cuantos bloques. {more}',
  'overview.logits': 'logits y softmax',
  'overview.logitsAbout':
    'Tras el último bloque, la cabeza de salida da 256 puntuaciones para el siguiente byte, los logits; softmax las convierte en probabilidades. Generar texto consiste en elegir un byte según ellas, añadirlo al texto y volver a empezar. {more}',
  'overview.loss': 'pérdida',
  'overview.lossAbout':
    'El entrenamiento le muestra texto al modelo y le pide, en cada posición, el siguiente byte. Se le puntúa con la pérdida de entropía cruzada, −ln de la probabilidad que le dio al byte correcto; el gradiente indica cómo ajustar cada peso para reducirla. {more}',
  'pe-learned.lead':
    'GPT-2 y BERT no usan una fórmula para las posiciones. Guardan una segunda tabla de embeddings con una fila por posición, P₀, P₁, …, P_(max_len−1), y suman la fila t al vector del token en la posición t. Las filas empiezan siendo aleatorias y se entrenan como cualquier otro peso. Abajo, la tabla se genera a partir de N(0, 1) con la semilla aleatoria de la página hasta que el laboratorio de entrenamiento publique una entrenada.',
  'pe-learned.maxLenHint': 'filas de la tabla aleatoria ({range})',
  'pe-learned.dHint': 'ancho de cada fila ({range})',
  'pe-learned.seqHint': 'longitud del texto que se convierte en embeddings ({range})',
  'pe-learned.sourceTrained':
    'Se muestra la tabla entrenada de “{name}” ({rows} × {cols}). Los controles max_len y d_model ajustan la tabla aleatoria.',
  'pe-learned.trainingLab': 'el laboratorio de entrenamiento',
  'pe-learned.sourceRandom':
    'Tabla aleatoria: {rows} × {cols} valores de N(0, 1), semilla aleatoria {seed}. Entrena un modelo con posiciones aprendidas en el laboratorio de entrenamiento para ver aquí una tabla entrenada.',
  'pe-learned.showRandom': 'Mostrar la tabla aleatoria',
  'pe-learned.showTrained': 'Mostrar la tabla entrenada',
  'pe-learned.tableTitle': 'La tabla de posiciones aprendida',
  'pe-learned.xAxis': 'dimensión →',
  'pe-learned.yAxis': 'posición ↓',
  'pe-learned.xAxisRange': 'dimensión → (de 0 a {last})',
  'pe-learned.yAxisRange': 'posición ↓ (de 0 a {last})',
  'pe-learned.tableHover': '{entry} = {value}   (posición {row}, dimensión {col})',
  'pe-learned.tableLabelTrained': {
    plural: 'rows',
    one: 'Mapa de calor de la tabla de posiciones aprendida, ya entrenada: {rows} posición por {cols} dimensiones, valores de −{top} (azul) a +{top} (rojo), con una escala ajustada a esta tabla.',
    other:
      'Mapa de calor de la tabla de posiciones aprendida, ya entrenada: {rows} posiciones por {cols} dimensiones, valores de −{top} (azul) a +{top} (rojo), con una escala ajustada a esta tabla.',
  },
  'pe-learned.tableLabelRandom': {
    plural: 'rows',
    one: 'Mapa de calor de la tabla de posiciones aprendida, todavía aleatoria: {rows} posición por {cols} dimensiones, valores de −{top} (azul) a +{top} (rojo).',
    other:
      'Mapa de calor de la tabla de posiciones aprendida, todavía aleatoria: {rows} posiciones por {cols} dimensiones, valores de −{top} (azul) a +{top} (rojo).',
  },
  'pe-learned.tableSummary': {
    plural: 'rows',
    one: '{rows} posición × {cols} dimensiones. {point} para ver los valores exactos.',
    other: '{rows} posiciones × {cols} dimensiones. {point} para ver los valores exactos.',
  },
  'pe-learned.similarityX': 'posición q →',
  'pe-learned.similarityY': 'posición p ↓',
  'pe-learned.similarityHover': '{entry} = {value}   (distancia {distance})',
  'pe-learned.learnedSimilarityTitle': 'Aprendida: similitud coseno entre posiciones',
  'pe-learned.sinusoidalSimilarityTitle': 'Sinusoidal: similitud coseno entre posiciones',
  'pe-learned.learnedSimilarityTrained': {
    plural: 'rows',
    one: 'Matriz de similitud de la tabla aprendida, con {rows} posición: diagonal brillante, estructura entrenada.',
    other:
      'Matriz de similitud de la tabla aprendida, con {rows} posiciones: diagonal brillante, estructura entrenada.',
  },
  'pe-learned.learnedSimilarityRandom': {
    plural: 'rows',
    one: 'Matriz de similitud de la tabla aprendida, con {rows} posición: diagonal brillante, ruido en el resto.',
    other:
      'Matriz de similitud de la tabla aprendida, con {rows} posiciones: diagonal brillante, ruido en el resto.',
  },
  'pe-learned.sinusoidalSimilarity': {
    plural: 'rows',
    one: 'Matriz de similitud de {rows} posición sinusoidal (d_model {cols}): bandas paralelas a la diagonal, determinadas solo por la distancia.',
    other:
      'Matriz de similitud de {rows} posiciones sinusoidales (d_model {cols}): bandas paralelas a la diagonal, determinadas solo por la distancia.',
  },
  'pe-learned.similaritySummary': '{point} una celda para ver la similitud de dos posiciones.',
  'pe-learned.sideBySideTitle': 'Comparación directa',
  'pe-learned.learnedHeader': 'tabla aprendida',
  'pe-learned.sinusoidalHeader': 'sinusoidal',
  'pe-learned.trainableRow': 'números entrenables',
  'pe-learned.noParameters': '0 (una fórmula fija)',
  'pe-learned.sequenceRow': 'una secuencia de {seq} tokens',
  'pe-learned.rowsLookedUp': 'se consultan las filas 0 a {last}',
  'pe-learned.noRowsPast': 'error: no hay filas más allá de la {last}',
  'pe-learned.rowsComputed': {
    plural: 'seq',
    one: '{seq} fila calculada',
    other: '{seq} filas calculadas',
  },
  'pe-learned.rowsComputedBeyond': '{seq} filas calculadas ({beyond} más allá de max_len)',
  'pe-learned.neighboursRow': '¿se parecen las vecinas?',
  'pe-learned.learnedNeighbours': 'media de cos(P[p], P[p+1]) = {near}',
  'pe-learned.learnedNeighboursFar': 'media de cos(P[p], P[p+1]) = {near}; a distancia 10: {far}',
  'pe-learned.sinusoidalNeighbours': 'cos(PE[p], PE[p+1]) = {near} para todo p',
  'pe-learned.pastMaxLenTitle': 'Más allá de max_len',
  'pe-learned.sequenceFits': {
    plural: 'rows',
    one: 'Una secuencia de {seq} tokens cabe en {rows} fila. Sube la longitud de la secuencia por encima de {rows} para ver qué hace la tabla aprendida.',
    other:
      'Una secuencia de {seq} tokens cabe en {rows} filas. Sube la longitud de la secuencia por encima de {rows} para ver qué hace la tabla aprendida.',
  },
  'pe-learned.coreRefuses':
    'El núcleo se niega a consultar posiciones que la tabla aprendida no tiene:',
  'pe-learned.formulaHasNoLimit': {
    plural: 'rows',
    one: 'La fórmula sinusoidal no tiene ese límite: simplemente ha calculado {seq} filas (otra cosa es que un modelo entrenado con {rows} posición aproveche bien las nuevas).',
    other:
      'La fórmula sinusoidal no tiene ese límite: simplemente ha calculado {seq} filas (otra cosa es que un modelo entrenado con {rows} posiciones aproveche bien las nuevas).',
  },
  'pe-learned.whichWhere':
    'Qué se usa dónde: el Transformer original usaba sinusoides; BERT y GPT-2/3 aprendían sus tablas; la mayoría de los LLM abiertos recientes rotan las consultas y las claves según su posición en lugar de sumar ninguna tabla. (Una comparación muy difundida coloca a “la mayoría de los LLM modernos” entre los que usan tablas aprendidas; eso era cierto en la época de GPT-2/GPT-3, no hoy.)',
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
    'En k = 0 el producto escalar vale {start} = d/2 (cada par es un vector unitario). En k = {k} vale {fromP} desde p = {p} y {fromZero} desde p = 0. Mayor diferencia entre las dos curvas para todos los k: {gap} (solo redondeo). Las posiciones cercanas son las más parecidas y la similitud cae, con ondulaciones, a medida que k crece: los pares rápidos pierden primero la correlación, mientras que los lentos la conservan más tiempo.',
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
  'pe-sinusoidal.lead':
    'Un transformer ve un conjunto de vectores, no una secuencia: nada en la atención sabe qué token vino primero. El Transformer original suma un patrón fijo al vector de cada token, una fila por posición. Cada par de dimensiones (2i, 2i+1) contiene el seno y el coseno de la posición a su propia frecuencia, así que cada fila es distinta y las filas cercanas se parecen.',
  'pe-sinusoidal.formulaNote':
    'p es la posición (la fila), i numera los pares de columnas, d es d_model y base vale 10000 en el artículo. Las dos columnas de un par comparten un mismo ángulo; solo el primer par gira exactamente un radián por posición.',
  'pe-sinusoidal.summary': {
    plural: 'rows',
    one: '{rows} posición × {cols} dimensiones ({count} valores), base {base}. {point} para ver los valores exactos.',
    other:
      '{rows} posiciones × {cols} dimensiones ({count} valores), base {base}. {point} para ver los valores exactos.',
  },
  'pe-sinusoidal.xAxis': 'dimensión j →',
  'pe-sinusoidal.yAxis': 'posición p ↓',
  'pe-sinusoidal.xAxisRange': 'dimensión j → (0 a {last})',
  'pe-sinusoidal.yAxisRange': 'posición p ↓ (0 a {last})',
  'pe-sinusoidal.hover':
    '{entry} = {formula} = {value}   (posición {row}, dimensión {col}, par {pair})',
  'pe-sinusoidal.heatmapLabel': {
    plural: 'rows',
    one: 'Mapa de calor de la codificación posicional sinusoidal: {rows} fila (posición) por {cols} columnas (dimensiones), valores de −1 (azul) a +1 (rojo).',
    other:
      'Mapa de calor de la codificación posicional sinusoidal: {rows} filas (posiciones) por {cols} columnas (dimensiones), valores de −1 (azul) a +1 (rojo).',
  },
  'pe-sinusoidal.maxLenHint': 'número de posiciones (filas), {range}',
  'pe-sinusoidal.dModelHint': 'ancho del embedding (columnas): {range}',
  'pe-sinusoidal.baseHint': 'fija la longitud de onda más larga, 2π·base; el artículo usa 10000',
  'pe-sinusoidal.dimsHint': 'números de columna j, separados por comas (hasta 8)',
  'pe-sinusoidal.dimsMissing': {
    plural: 'n',
    one: 'la dimensión {dims} no existe con d_model {d} (0 a {last}); no se dibuja',
    other: 'las dimensiones {dims} no existen con d_model {d} (0 a {last}); no se dibujan',
  },
  'pe-sinusoidal.curvesTitle': 'Cada dimensión es una onda a lo largo de las posiciones',
  'pe-sinusoidal.curvesX': 'posición p',
  'pe-sinusoidal.curveLabel': 'PE[p, {j}] ({fn}, par {pair})',
  'pe-sinusoidal.curveRowsLabel': 'filas de la tabla, dimensión {j}',
  'pe-sinusoidal.curvesSummary':
    'Gráfico de líneas de PE[p, j] para las dimensiones {dims} en las posiciones 0 a {last}; cada curva se mantiene entre −1 y 1, y las dimensiones bajas son las que oscilan más rápido.',
  'pe-sinusoidal.curvesProse':
    'Las dimensiones bajas oscilan rápido: la dimensión 0 es sin(p), que se repite cada 2π ≈ 6,28 posiciones. Los pares más altos oscilan cada vez más despacio, así que, juntos, permiten distinguir tanto posiciones cercanas como lejanas.',
  'pe-sinusoidal.wavelengthsTitle':
    'Longitudes de onda: una progresión geométrica de 2π hacia 2π·base',
  'pe-sinusoidal.wavelengthsX': 'par i (dimensiones 2i, 2i+1)',
  'pe-sinusoidal.wavelengthsY': 'λ, posiciones (log)',
  'pe-sinusoidal.pairAxis': 'par i',
  'pe-sinusoidal.wavelengthSeries': 'longitud de onda λᵢ',
  'pe-sinusoidal.wavelengthsSummary': {
    plural: 'n',
    one: 'Longitud de onda del único par en escala logarítmica: {first} (2π), por debajo de 2π·base = {top}.',
    other:
      'Longitudes de onda de los {n} pares en escala logarítmica: una línea recta de {first} (2π) hasta {last}, por debajo de 2π·base = {top}.',
  },
  'pe-sinusoidal.wavelengthsProse':
    'Con d_model {d} y base {base}, la longitud de onda de cada par es {ratio} veces la del anterior. El par 0 se repite cada {first} posiciones; el último par (i = {lastPair}), cada {last}. La mayor longitud de onda nunca llega del todo a 2π·base = {top}, porque el exponente 2i/d se queda en {exponent}, no en 1 (así que el “de 2π a 20000π” que se suele decir para base 10000 redondea el extremo superior hacia arriba).',
  'pe-sinusoidal.attribution':
    'Leer las longitudes de onda como una progresión geométrica sigue las notas de Cong Le “Geometric Progression” (texto con licencia {licence}), explicadas aquí con nuestras propias palabras y con la figura calculada en vivo.',
  'pe-sinusoidal.rowTitle': 'Una fila, escrita entera',
  'pe-sinusoidal.rowHint': 'qué posición p escribir (cualquier p ≥ 0; sin el límite de max_len)',
  'pe-sinusoidal.rowRegion': 'La fila escrita entera',
  'pe-sinusoidal.rowEntry': 'entrada',
  'pe-sinusoidal.rowFormula': 'fórmula con números',
  'pe-sinusoidal.rowValue': 'valor',
  'pe-sinusoidal.rowPastEnd': {
    plural: 'rows',
    one: 'La posición {p} queda más allá de lo dibujado arriba ({rows} fila), pero la fórmula la da igualmente: una tabla sinusoidal no tiene última fila.',
    other:
      'La posición {p} queda más allá de las {rows} filas dibujadas arriba, pero la fórmula la da igualmente: una tabla sinusoidal no tiene última fila.',
  },
  'pe-sinusoidal.rowInside':
    'Fila {p} del mapa de calor de arriba, con sus {d} valores. El divisor base^(2i/d) es el mismo para los dos miembros de un par.',
  'pe-sinusoidal.maxLenBaseTitle': 'max_len y base son cosas distintas',
  'pe-sinusoidal.maxLenCallout':
    ' es el número de filas de la tabla: cuántas posiciones se le pueden dar al modelo a la vez (la longitud de contexto, p. ej., 512 en el Transformer original, 1024 en GPT-2). Nunca aparece dentro de la fórmula.',
  'pe-sinusoidal.baseCallout':
    ' (10000 en el artículo) está dentro de la fórmula y fija las longitudes de onda: el par i se repite cada 2π·base^(2i/d) posiciones. No es un límite de longitud y no tiene nada que ver con lo largo que pueda ser un texto.',
  'pe-sinusoidal.maxLenBaseCheck': {
    plural: 'rows',
    one: 'Compruébalo: el núcleo acaba de calcular de nuevo la tabla con max_len {longer} en lugar de {rows}. De los {values} valores de la primera fila, {differing} difieren: la tabla más larga solo añade {extra} filas al final. En cambio, duplicar base a {otherBase} cambia {changed} de ellos (todo se mueve salvo la fila p = 0 y las columnas del par 0).',
    other:
      'Compruébalo: el núcleo acaba de calcular de nuevo la tabla con max_len {longer} en lugar de {rows}. De los {values} valores de las primeras {rows} filas, {differing} difieren: la tabla más larga solo añade {extra} filas al final. En cambio, duplicar base a {otherBase} cambia {changed} de ellos (todo se mueve salvo la fila p = 0 y las columnas del par 0).',
  },
  'pe-sinusoidal.slipTitle': 'PE[1, :4] para d_model 512: un error frecuente',
  'pe-sinusoidal.slipTableLabel': 'PE[1, 0..3] para d_model 512 y para d_model 4',
  'pe-sinusoidal.slipTrue': 'd_model 512 (correcto)',
  'pe-sinusoidal.slipQuoted': 'lo que se suele citar (es d_model 4)',
  'pe-sinusoidal.slipProse':
    'A menudo se publica PE[1, :4] = [{quoted}] para d_model 512. Esos son los números de una tabla de 4 columnas: con d = 4, el segundo par divide por 10000^(2/4) = {divisor4}, lo que da sin(1/100). Con d = 512, el segundo par divide por 10000^(2/512) = {divisor512}, así que PE[1, 2] = sin({angle}) = {pe2} y PE[1, 3] = cos({angle}) = {pe3}. En una tabla ancha, los primeros pares giran casi tan rápido como el par 0; los pares lentos están al otro extremo. (Por la misma razón, “PE(1, 2) ≈ sin(1/10000)” también es incorrecto: a 1/10000 solo se acerca el último par.)',
  'position-experiment.lead':
    'Toma un token y colócalo en la posición 0, 1, 2, … N−1. Su fila de token es la misma cada vez, así que todo lo que cambie entre los vectores resultantes viene de las filas de posición. Comparar cada par muestra lo que dice la tabla de posiciones sobre la distancia.',
  'position-experiment.tokenHint': 'un id de byte, {range} (97 es “a”)',
  'position-experiment.tokenName': 'token {id} = ‘{label}’',
  'position-experiment.nHint': 'cuántas posiciones, {range} (en el cuaderno: 20)',
  'position-experiment.dHint': 'ancho del vector, {range} (par para sinusoidal)',
  'position-experiment.learnedRandom': 'aprendidas (aleatorias)',
  'position-experiment.sinusoidal': 'sinusoidales',
  'position-experiment.fullRange': '−1 a 1',
  'position-experiment.fitRange': 'ajustado a los valores (muestra bandas tenues)',
  'position-experiment.heatmapTitle': 'cos(token + P[i], token + P[j])',
  'position-experiment.xAxis': 'posición j →',
  'position-experiment.yAxis': 'posición i ↓',
  'position-experiment.hover': 'posiciones {i} y {j} (distancia {distance}): cos = {value}',
  'position-experiment.heatmapLabelLearned':
    'Similitud coseno del token {token} colocado en las posiciones 0 a {last} con posiciones aprendidas, {n} por {n}, de −1 (azul) a +1 (rojo).',
  'position-experiment.heatmapLabelSinusoidal':
    'Similitud coseno del token {token} colocado en las posiciones 0 a {last} con posiciones sinusoidales, {n} por {n}, de −1 (azul) a +1 (rojo).',
  'position-experiment.heatmapLabelLearnedFit':
    'Similitud coseno del token {token} colocado en las posiciones 0 a {last} con posiciones aprendidas, {n} por {n}, coloreada de {lo} (morado oscuro) a {hi} (amarillo).',
  'position-experiment.heatmapLabelSinusoidalFit':
    'Similitud coseno del token {token} colocado en las posiciones 0 a {last} con posiciones sinusoidales, {n} por {n}, coloreada de {lo} (morado oscuro) a {hi} (amarillo).',
  'position-experiment.summaryLearned':
    '{n} × {n}, posiciones aprendidas, d = {d}. {point} una celda.',
  'position-experiment.summarySinusoidal':
    '{n} × {n}, posiciones sinusoidales, d = {d}. {point} una celda.',
  'position-experiment.byDistanceTitle': 'Similitud media según la distancia',
  'position-experiment.byDistanceData': 'similitud media según la distancia',
  'position-experiment.distanceAxis': 'distancia |i − j|',
  'position-experiment.meanAxis': 'coseno medio',
  'position-experiment.distanceRow': 'distancia {k}',
  'position-experiment.statsLearned':
    'aprendidas: similitud media a distancia 1 = {near}, a distancia {far} = {atFar}, a distancia {last} = {atLast}.',
  'position-experiment.statsSinusoidal':
    'sinusoidales: similitud media a distancia 1 = {near}, a distancia {far} = {atFar}, a distancia {last} = {atLast}.',
  'position-experiment.byDistanceLabel':
    'Similitud media en función de la distancia. Aprendidas: de {first} a distancia 1 hasta {last}.',
  'position-experiment.byDistanceLabelBoth':
    'Similitud media en función de la distancia. Aprendidas: de {first} a distancia 1 hasta {last}. Sinusoidales: de {sinFirst} a {sinLast}.',
  'position-experiment.closing':
    'Con la tabla aprendida antes del entrenamiento, todas las celdas fuera de la diagonal valen más o menos lo mismo: las posiciones 1 y 2 no se parecen más que la 1 y la 19, así que nada en la tabla dice que las vecinas estén cerca. Cambia a sinusoidales y aparecen bandas a lo largo de la diagonal: ahora la similitud solo depende de la distancia, es máxima entre vecinas y decae con ondulaciones. Una tabla aprendida solo puede adquirir esa estructura mediante el entrenamiento.',
  'position-lessons.pairLabel': 'par {i}',
  'position-lessons.turns': '{turns} vueltas',
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
  'positions.noText': 'Escribe algo de texto para elegir tokens de él.',
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
  'sampling.lead':
    'Un modelo de lenguaje no escribe texto: da una probabilidad para cada posible byte siguiente. Generar consiste en elegir uno, añadirlo al final y volver a preguntar. Cómo elegimos lo cambia todo: quedarse siempre con el más probable (voraz) hace que se repita, y extraer de la distribución sin retocar hace que divague. La temperatura, top-k y top-p remodelan la distribución antes de la extracción.',
  'sampling.howItCuts':
    'La temperatura T divide los logits z: por debajo de 1 agudiza la distribución, por encima de 1 la aplana, y 0 significa voraz. Top-k conserva solo los k bytes más probables. Top-p (muestreo de núcleo, Holtzman et al. 2020) conserva el conjunto más pequeño de bytes más probables cuya probabilidad llega a p, así que conserva pocos bytes cuando el modelo está seguro y muchos cuando no lo está. Tras cada recorte se renormaliza para que sume 1, y se extrae un byte.',
  'sampling.promptHint': 'el texto que se va a continuar',
  'sampling.promptEmpty':
    'Escribe un texto inicial (prompt): la generación continúa a partir de al menos un byte.',
  'sampling.temperatureHint': 'de {min} (voraz) a {max}',
  'sampling.topKHint': '0 conserva los 256',
  'sampling.topPHint': '1 conserva todos',
  'sampling.seedHint': 'las extracciones (y los pesos aleatorios)',
  'sampling.modelTrained': 'TinyGPT entrenado ({shape}).',
  'sampling.modelRandom': 'TinyGPT aleatorio ({shape}, semilla aleatoria {seed}).',
  'sampling.temperature':
    'Temperatura {temperature}; top-k conserva {keptK} de 256 bytes y top-p conserva {keptP} de ellos.',
  'sampling.temperatureGreedy':
    'Temperatura {temperature} (voraz: siempre el byte más probable); top-k conserva {keptK} de 256 bytes y top-p conserva {keptP} de ellos.',
  'sampling.trainHint':
    'Entrena un TinyGPT en el laboratorio de entrenamiento para muestrear con pesos entrenados; hasta entonces, los pesos son aleatorios.',
  'sampling.onPage':
    'Este sitio no permite que la lección inicie un worker (hilo de trabajo) en segundo plano, así que el texto se genera en la propia página: puede que la página responda más despacio mientras trabaja.',
  'sampling.progressLabel': 'bytes generados',
  'sampling.progress': {
    plural: 'total',
    one: 'Generando: {made} de {total} byte…',
    other: 'Generando: {made} de {total} bytes…',
  },
  'sampling.stagesTitle': 'El siguiente byte, etapa por etapa (los {count} bytes más probables)',
  'sampling.afterTemperature': 'tras la temperatura',
  'sampling.afterTopK': 'tras top-k',
  'sampling.afterTopP': 'tras top-p: se extrae de aquí',
  'sampling.plainIdle': 'la distribución propia del modelo',
  'sampling.topKIdle': 'solo los k más probables, renormalizados',
  'sampling.topPIdle': 'el núcleo, renormalizado',
  'sampling.stageHover': '‘{byte}’ (byte {b}): {probability}; logit {logit}',
  'sampling.stageHoverCut': '‘{byte}’ (byte {b}): {probability} (recortado); logit {logit}',
  'sampling.stageComputing':
    'Gráfico de barras “{heading}”: se están calculando las probabilidades del siguiente byte.',
  'sampling.stageLabel':
    'Gráfico de barras “{heading}”: los {count} bytes que el modelo considera más probables, del más al menos probable; el primero es ‘{byte}’, con {probability}.',
  'sampling.stageEarlier': '{label} Con la configuración anterior.',
  'sampling.stageEarlierUpdating': '{label} Con la configuración anterior (actualizando).',
  'sampling.logitColumn': 'logit',
  'sampling.softmaxColumn': 'softmax',
  'sampling.temperatureColumn': 'temperatura',
  'sampling.topKColumn': 'top-k',
  'sampling.topPColumn': 'top-p',
  'sampling.generatedTitle': 'Voraz frente a muestreado',
  'sampling.byteCodes':
    'Los bytes que no son texto imprimible se muestran con su código en hexadecimal, como \\x9F: un modelo sin entrenar extrae cualquiera de los 256 bytes.',
  'sampling.byteTitle': 'byte {b}',
  'sampling.greedyTitle': 'Voraz (temperatura 0)',
  'sampling.greedyEarlier': 'Voraz (temperatura 0), configuración anterior',
  'sampling.greedyEarlierUpdating': 'Voraz (temperatura 0), configuración anterior (actualizando)',
  'sampling.sampledTitle': 'Muestreado con la configuración de arriba',
  'sampling.sampledEarlier': 'Muestreado con la configuración anterior',
  'sampling.sampledEarlierUpdating': 'Muestreado con la configuración anterior (actualizando)',
  'sampling.generatedTools': 'los bytes muestreados',
  'sampling.byteColumn': 'byte',
  'sampling.drawnColumn': 'probabilidad al extraerlo',
  'sampling.candidatesColumn': 'bytes entre los que elegir',
  'sampling.kvTitle': 'El bucle de generación y la caché KV',
  'sampling.kvProse':
    'Cada byte nuevo necesita una pasada hacia delante. Hecha de forma ingenua, esa pasada recalcula en cada capa las claves y los valores de todos los tokens anteriores, aunque no hayan cambiado: la máscara causal no deja que ningún token vea uno posterior, así que añadir un byte no puede alterar lo que vino antes. Una caché KV guarda las claves y los valores de cada capa, y en cada paso se calculan q, k, v solo para el token nuevo, que atiende a las filas guardadas. El precio es la memoria, que crece con cada token:',
  'sampling.kvNote':
    'La generación de esta lección usa una caché así: cada byte nuevo pasa una sola posición por el modelo y atiende a las claves y los valores guardados de antes, lo que da los mismos logits que recalcular todo el texto, salvo por el redondeo. Una excepción: con posiciones aprendidas, cuando el texto supera la longitud de la tabla de posiciones, la ventana se desliza, la posición de cada byte cambia y cada byte nuevo recalcula entera la última ventana.',
  'sampling.kvCaption': 'Lo que guarda una caché KV (float32, 4 bytes por número)',
  'sampling.kvThisModel': {
    plural: 'layers',
    one: 'este TinyGPT ({layers} capa × d_model {dModel})',
    other: 'este TinyGPT ({layers} capas × d_model {dModel})',
  },
  'sampling.kvPerToken': '2 × {layers} × {dModel} × 4 B = {bytes} por token',
  'sampling.kvWindow': {
    plural: 'tokens',
    one: 'su caché para una ventana completa de {tokens} token',
    other: 'su caché para una ventana completa de {tokens} tokens',
  },
  'sampling.kvGpt2': 'GPT-2 small (12 capas × 768), para comparar',
  'sampling.kvGpt2Bytes': '2 × 12 × 768 × 4 B = {perToken} por token; {window} para 1024 tokens',
  'sampling.kvChange': 'mayor cambio de una clave o un valor anterior al añadir el byte {n}',
  'sampling.kvNeedsTwo':
    'Cuánto cambia una clave o un valor anterior al añadir un byte: hacen falta al menos dos posiciones, y este modelo lee una (longitud de secuencia 1 en el laboratorio de entrenamiento).',
  'sampling.exactlyZero': '0 (exactamente)',
  'token-embedding.lead':
    'El modelo guarda una tabla E con una fila de d números por cada id de token. Convertir un id en un vector es simplemente leer su fila. Antes del entrenamiento las filas son aleatorias (nn.Embedding de PyTorch las extrae de una distribución normal estándar); el entrenamiento las mueve para que los tokens que se usan de forma parecida acaben con filas parecidas.',
  'token-embedding.textEmpty': 'escribe al menos un carácter',
  'token-embedding.dHint':
    'longitud de fila de la tabla aleatoria, {range} (una tabla entrenada conserva la suya)',
  'token-embedding.charsLabel': 'caracteres que comparar',
  'token-embedding.charsHint':
    'el cuaderno de Vizuara compara a b c x y z, el espacio, el punto, 0 1',
  'token-embedding.charsTooFew': 'escribe al menos 2 caracteres para comparar',
  'token-embedding.charsNotOneByte':
    '“{char}” ocupa {n} bytes en UTF-8 ({ids}), así que aquí no es un solo token; usa caracteres de un byte (ASCII)',
  'token-embedding.sourceTrained': 'entrenada, si el laboratorio tiene una',
  'token-embedding.sourceRandom': 'aleatoria (antes del entrenamiento)',
  'token-embedding.shownTrained': 'Se muestra la tabla entrenada: {source} (256 × {d})',
  'token-embedding.fromLab': 'del laboratorio de entrenamiento',
  'token-embedding.shownRandom':
    'Se muestra la tabla aleatoria antes del entrenamiento: N(0, 1), semilla {seed}, 256 × {d}. El predictor de token + posición del laboratorio de entrenamiento parte exactamente de esta tabla cuando arranca como el cuaderno, y de esta tabla multiplicada por 0,02 cuando arranca con valores pequeños, como GPT-2.',
  'token-embedding.shownRandomNoModel':
    'Se muestra la tabla aleatoria antes del entrenamiento: N(0, 1), semilla {seed}, 256 × {d}. El predictor de token + posición del laboratorio de entrenamiento parte exactamente de esta tabla cuando arranca como el cuaderno, y de esta tabla multiplicada por 0,02 cuando arranca con valores pequeños, como GPT-2 (entrena un modelo en el laboratorio para ver la tabla entrenada).',
  'token-embedding.notByteTable': 'la tabla entrenada tiene {rows} filas, no 256 ids de byte',
  'token-embedding.trainedUnusable': 'No se puede mostrar la tabla entrenada: {message}',
  'token-embedding.tableTitle': 'La tabla de tokens E (filas: ids 0–255)',
  'token-embedding.dimensionAxis': 'dimensión →',
  'token-embedding.tokenIdAxis': 'id de token ↓',
  'token-embedding.tableHoverUsed': {
    plural: 'n',
    one: '{entry}   (tu texto usa esta fila en la posición {positions})',
    other: '{entry}   (tu texto usa esta fila en las posiciones {positions})',
  },
  'token-embedding.tableLabelTrained': {
    plural: 'd',
    one: 'Mapa de calor de la tabla de tokens entrenada: 256 filas (ids de token) por {d} columna (dimensión), valores de −{top} (azul) a +{top} (rojo). Las filas marcadas son las que usa tu texto.',
    other:
      'Mapa de calor de la tabla de tokens entrenada: 256 filas (ids de token) por {d} columnas (dimensiones), valores de −{top} (azul) a +{top} (rojo). Las filas marcadas son las que usa tu texto.',
  },
  'token-embedding.tableLabelRandom': {
    plural: 'd',
    one: 'Mapa de calor de la tabla de tokens aleatoria: 256 filas (ids de token) por {d} columna (dimensión), valores de −{top} (azul) a +{top} (rojo). Las filas marcadas son las que usa tu texto.',
    other:
      'Mapa de calor de la tabla de tokens aleatoria: 256 filas (ids de token) por {d} columnas (dimensiones), valores de −{top} (azul) a +{top} (rojo). Las filas marcadas son las que usa tu texto.',
  },
  'token-embedding.tableSummary': {
    plural: 'rows',
    one: '{params} parámetros (256 × {d}). Marcas a la derecha: {rows} fila, la que usa tu texto. {point} para ver los valores.',
    other:
      '{params} parámetros (256 × {d}). Marcas a la derecha: las {rows} filas que usa tu texto. {point} para ver los valores.',
  },
  'token-embedding.lookupTitle': 'Filas consultadas para tu texto',
  'token-embedding.positionAxis': 'posición en tu texto ↓',
  'token-embedding.lookupHover': '{x} = {entry}; dimensión {col} = {value}',
  'token-embedding.rowCount': {
    plural: 'n',
    one: '{n} fila',
    other: '{n} filas',
  },
  'token-embedding.columnCount': {
    plural: 'n',
    one: '{n} columna',
    other: '{n} columnas',
  },
  'token-embedding.tokenCount': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'token-embedding.dimensionCount': {
    plural: 'n',
    one: '{n} dimensión',
    other: '{n} dimensiones',
  },
  'token-embedding.lookupLabel':
    'Mapa de calor de las filas consultadas para tu texto: {rows}, de {columns} cada una.',
  'token-embedding.lookupSummary':
    '{tokens} × {dims}. {point} para ver de qué fila de la tabla sale cada una.',
  'token-embedding.lookupSummaryCut':
    '{tokens} × {dims} (primeros 128 tokens). {point} para ver de qué fila de la tabla sale cada una.',
  'token-embedding.lookupSame':
    'Seleccionar las filas, E[ids], y multiplicar one-hot(ids) × E (un producto de {n} × 256 por 256 × {d}) da exactamente los mismos números.',
  'token-embedding.lookupDiffer':
    'Seleccionar las filas, E[ids], y multiplicar one-hot(ids) × E (un producto de {n} × 256 por 256 × {d}) da resultados que difieren como mucho en {difference}: es redondeo, son los mismos números.',
  'token-embedding.similarTitle': '¿Qué caracteres se parecen?',
  'token-embedding.similar':
    'La similitud coseno compara direcciones: 1 para la misma dirección, 0 para direcciones perpendiculares, −1 para direcciones opuestas. Las filas aleatorias dan valores dispersos alrededor de 0, sin ningún patrón. Tras el entrenamiento, las letras que se usan en lugares parecidos se van acercando y en la imagen aparecen bloques.',
  'token-embedding.simTitle': 'Similitud coseno de los caracteres elegidos',
  'token-embedding.characterX': 'carácter →',
  'token-embedding.characterY': 'carácter ↓',
  'token-embedding.simLabel': {
    plural: 'n',
    one: 'Mapa de calor de la similitud coseno de {n} carácter ({chars}), de −1 (azul) a +1 (rojo); la diagonal vale 1.',
    other:
      'Mapa de calor de la similitud coseno de {n} caracteres ({chars}), de −1 (azul) a +1 (rojo); la diagonal vale 1.',
  },
  'token-embedding.simSummary': '{chars}  — {point} una celda para ver su valor.',
  'token-embedding.charsFromTraining':
    'Se comparan caracteres del texto de entrenamiento ({chars}): sus filas son las que el entrenamiento ha movido. Escribe los tuyos arriba para elegir otros.',
  'token-embedding.charsUnseen': {
    plural: 'n',
    one: '{chars} no aparece en el texto de entrenamiento: su fila nunca se entrenó y conserva el valor aleatorio inicial, así que sus similitudes son ruido.',
    other:
      '{chars} no aparecen en el texto de entrenamiento: sus filas nunca se entrenaron y conservan el valor aleatorio inicial, así que sus similitudes son ruido.',
  },
  'token-embedding.charsAllSeen': 'Todos estos caracteres aparecen en el texto de entrenamiento.',
  'token-embedding.simStats':
    'Fuera de la diagonal: media {mean}, tamaño típico (rms) {rms}, de {min} a {max}.',
  'token-embedding.simStatsRandom':
    'Fuera de la diagonal: media {mean}, tamaño típico (rms) {rms}, de {min} a {max}. Para vectores aleatorios con d = {d}: alrededor de 1/√d = {expected}.',
  'token-lessons.textLabel': 'Tu texto',
  'token-lessons.textHint': 'cualquier texto, hasta 400 caracteres; prueba é, →, 😀',
  'tokenizer.lead':
    'Una red solo sabe hacer aritmética, así que primero el texto tiene que convertirse en números. Un tokenizador corta el texto en trozos tomados de una lista fija, el vocabulario, y sustituye cada trozo por su posición en esa lista, su id. Aquí los trozos son bytes: un ordenador ya guarda el texto como bytes UTF-8, así que 256 ids bastan para cualquier texto en cualquier idioma.',
  'tokenizer.utf8':
    'UTF-8 gasta un byte en cada carácter ASCII y de dos a cuatro en todo lo demás: “é” ocupa 2 bytes, “→” 3 y un emoji 4. Un modelo que lee bytes los ve como tokens separados. Si cortas un carácter a medias, los bytes ya no se pueden decodificar: el decodificador pone en su lugar el carácter de reemplazo U+FFFD (�), que es lo que ves cuando un modelo se detiene en mitad de un carácter.',
  'tokenizer.textEmpty': 'escribe al menos un carácter',
  'tokenizer.modeBytes': 'bytes (UTF-8, 256 ids)',
  'tokenizer.modeWords': 'palabras',
  'tokenizer.cutLabel': 'cortar a medias el último carácter multibyte (verás aparecer U+FFFD)',
  'tokenizer.vocabCorpus': 'el texto de entrenamiento',
  'tokenizer.vocabText': 'tu texto',
  'tokenizer.cutBroken':
    '“{char}” perdió su último byte: los bytes que quedan no forman un carácter.',
  'tokenizer.cutNothing':
    'Cada carácter de tu texto ocupa un byte (ASCII), así que ningún corte puede romper uno. Escribe un carácter como é, → o un emoji para ver U+FFFD.',
  'tokenizer.characterCount': {
    plural: 'n',
    one: '{n} carácter',
    other: '{n} caracteres',
  },
  'tokenizer.byteTokenCount': {
    plural: 'n',
    one: '{n} token de byte',
    other: '{n} tokens de byte',
  },
  'tokenizer.multiByte': {
    plural: 'n',
    one: '{n} carácter ocupa más de un byte',
    other: '{n} caracteres ocupan más de un byte',
  },
  'tokenizer.invalidCount': {
    plural: 'n',
    one: '{n} secuencia no válida mostrada como U+FFFD',
    other: '{n} secuencias no válidas mostradas como U+FFFD',
  },
  'tokenizer.bytesSummary': '{characters} → {tokens} (vocabulario de 256)',
  'tokenizer.bytesSummaryMulti': '{characters} → {tokens} (vocabulario de 256); {multi}',
  'tokenizer.bytesSummaryInvalid': '{characters} → {tokens} (vocabulario de 256); {invalid}',
  'tokenizer.bytesSummaryMultiInvalid':
    '{characters} → {tokens} (vocabulario de 256); {multi}; {invalid}',
  'tokenizer.wordsSummary': {
    plural: 'n',
    one: '{n} token de palabra (vocabulario de {vocab}), {unknown} de ellos <unk>; en bytes, el mismo texto da {bytes} (vocabulario de 256)',
    other:
      '{n} tokens de palabra (vocabulario de {vocab}), {unknown} de ellos <unk>; en bytes, el mismo texto da {bytes} (vocabulario de 256)',
  },
  'tokenizer.cardsLabel': 'Caracteres y sus ids de byte',
  'tokenizer.space': 'espacio',
  'tokenizer.cardTitle': {
    plural: 'n',
    one: '{code}, {n} byte',
    other: '{code}, {n} bytes',
  },
  'tokenizer.cardTitleInvalid': {
    plural: 'n',
    one: 'no válido: {n} byte que no es un carácter completo',
    other: 'no válido: {n} bytes que no forman un carácter completo',
  },
  'tokenizer.cardBytes': {
    plural: 'n',
    one: '{n} byte',
    other: '{n} bytes',
  },
  'tokenizer.cardInvalid': 'no válido ×{n}',
  'tokenizer.decodedBack': 'Decodificado de nuevo a partir de esos ids:',
  'tokenizer.byteIdColumn': 'id de byte',
  'tokenizer.characterIndexColumn': 'índice del carácter',
  'tokenizer.notebookTitle': 'Un error frecuente: los puntos de código no son bytes',
  'tokenizer.idsColumn': 'ids',
  'tokenizer.countColumn': 'cantidad',
  'tokenizer.decodesToColumn': 'se decodifica como',
  'tokenizer.utf8Row': 'bytes UTF-8 (el modelo de esta lección)',
  'tokenizer.notebookRow': 'cuaderno de Vizuara, CharTokenizer: chr(i), i < 256',
  'tokenizer.notebookDiffers':
    'Son distintos. El cuaderno numera los caracteres por su punto de código, así que “é” (U+00E9) es un solo id, 233, mientras que en UTF-8 son dos bytes, 195 169.',
  'tokenizer.notebookDiffersLost': {
    plural: 'lost',
    one: 'Son distintos. El cuaderno numera los caracteres por su punto de código, así que “é” (U+00E9) es un solo id, 233, mientras que en UTF-8 son dos bytes, 195 169. {lost} carácter está en U+0100 o más arriba y se convirtió sin aviso en el id 0 (el carácter NUL): al decodificar no se puede recuperar.',
    other:
      'Son distintos. El cuaderno numera los caracteres por su punto de código, así que “é” (U+00E9) es un solo id, 233, mientras que en UTF-8 son dos bytes, 195 169. {lost} caracteres están en U+0100 o más arriba y se convirtieron sin aviso en el id 0 (el carácter NUL): al decodificar no se pueden recuperar.',
  },
  'tokenizer.notebookSame':
    'Con texto ASCII simple, los dos dan los mismos ids: la diferencia solo aparece con otros caracteres. Prueba con “é”, “→” o “😀”.',
  'tokenizer.noWords': 'No hay palabras en este texto.',
  'tokenizer.wordsLabel': 'Palabras y sus ids',
  'tokenizer.unknownId': 'id 0 = <unk>',
  'tokenizer.wordId': 'id {id}',
  'tokenizer.tokenizerColumn': 'tokenizador',
  'tokenizer.vocabularyColumn': 'vocabulario V',
  'tokenizer.tokensColumn': 'tokens de tu texto',
  'tokenizer.tableColumn': 'tabla V × 64',
  'tokenizer.bytesRow': 'bytes',
  'tokenizer.wordsRowCorpus': 'palabras (versos de Hamlet)',
  'tokenizer.wordsRowText': 'palabras (tu texto)',
  'tokenizer.vocabCorpusNote':
    'El vocabulario contiene <unk> más cada palabra distinta del texto de entrenamiento (los versos de Hamlet, como en el cuaderno de Vizuara). Las palabras que nunca vio, incluida “The” con mayúscula y todos los signos de puntuación, se convierten en <unk>.',
  'tokenizer.vocabTextNote':
    'Si se construye a partir de tu propio texto, todas las palabras son conocidas, pero el vocabulario crece con cada palabra nueva: un modelo real a nivel de palabra necesita decenas de miles de filas y aun así se encuentra con palabras que nunca ha visto.',
  'tokenizer.ownBytesTitle': 'Decodifica tus propios bytes',
  'tokenizer.ownBytesLabel': 'Ids de byte que decodificar',
  'tokenizer.ownBytesHint':
    'números enteros de 0 a 255, separados por espacios; 240 159 152 por sí solos son un emoji cortado a medias',
  'tokenizer.denseTitle': '¿One-hot o denso?',
  'tokenizer.dense':
    'Un id es solo un nombre. El vector más sencillo para representarlo es el one-hot: tan largo como el vocabulario, con ceros en todas partes salvo un 1 en la posición del id. Dos vectores one-hot cualesquiera son ortogonales, así que no pueden expresar que “a” se parece más a “e” que a “7”, y su longitud crece con el vocabulario. Por eso los modelos guardan una tabla con una fila densa de d números por cada id, aprendida durante el entrenamiento (la lección de embeddings de tokens, después de la siguiente). Elegir el vocabulario es un compromiso: los bytes solo necesitan 256 filas pero producen secuencias largas; las palabras producen secuencias cortas pero necesitan una tabla enorme y aun así se encuentran con palabras desconocidas.',
  'tokenizer.tryLines':
    'Prueba una línea en español o en chino, cuyos caracteres ocupan dos y tres bytes:',
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
    'Similitud coseno entre los embeddings de token de los {characters} del texto, tras {steps}: azul es negativo; blanco, cero; rojo, positivo. Los caracteres están ordenados de modo que los parecidos quedan juntos (por su ángulo en el plano PCA de abajo): tras el entrenamiento, los grupos aparecen como bloques rojos en la diagonal. {point} para ver los valores.',
  'train.similaritySummaryCharactersStart':
    'Similitud coseno entre los embeddings de token de los {characters} del texto, antes del entrenamiento (vectores aleatorios): azul es negativo; blanco, cero; rojo, positivo. Los caracteres están ordenados de modo que los parecidos quedan juntos (por su ángulo en el plano PCA de abajo): tras el entrenamiento, los grupos aparecen como bloques rojos en la diagonal. {point} para ver los valores.',
  'train.similaritySummaryTokens':
    'Similitud coseno entre los embeddings de token de los {tokens} del texto, tras {steps}: azul es negativo; blanco, cero; rojo, positivo. Los tokens están ordenados de modo que los parecidos quedan juntos (por su ángulo en el plano PCA de abajo): tras el entrenamiento, los grupos aparecen como bloques rojos en la diagonal. {point} para ver los valores.',
  'train.similaritySummaryTokensStart':
    'Similitud coseno entre los embeddings de token de los {tokens} del texto, antes del entrenamiento (vectores aleatorios): azul es negativo; blanco, cero; rojo, positivo. Los tokens están ordenados de modo que los parecidos quedan juntos (por su ángulo en el plano PCA de abajo): tras el entrenamiento, los grupos aparecen como bloques rojos en la diagonal. {point} para ver los valores.',
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
  'train.positionNote':
    'Filas 0 a {last} de la tabla de posiciones aprendida (las posiciones que cubre una ventana de entrenamiento; las filas posteriores, si las hay, nunca se entrenan). Antes del entrenamiento esta matriz es ruido: solo la diagonal vale 1. Una estructura cerca de la diagonal significa que el entrenamiento ha vuelto parecidas las posiciones vecinas. Un mapa rojo por todas partes significa que las filas han aprendido una única dirección compartida (que actúa como un segundo sesgo) en lugar de dónde están: al predictor token + posición le aporta poco conocer la posición.',
  'train.noPositionTable':
    'Este modelo no tiene tabla de posiciones aprendida: sus posiciones vienen de una fórmula fija (sinusoidal), de rotar las consultas y las claves (RoPE) o de ninguna parte (none).',
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
    one: 'Antes del entrenamiento, la única fila es aleatoria: mide {low}.',
    other: 'Antes del entrenamiento, las {n} filas son aleatorias: miden de {low} a {high}.',
  },
  'train.longerAllCharacters': {
    plural: 'n',
    one: 'Tras {steps}, el único carácter tiene un vector más largo que al principio: entonces medía de {startLow} a {startHigh}; ahora mide de {low} a {high}.',
    other:
      'Tras {steps}, todos los {n} caracteres tienen un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
  },
  'train.longerNoneCharacters': {
    plural: 'n',
    one: 'Tras {steps}, el único carácter no tiene un vector más largo que al principio: entonces medía de {startLow} a {startHigh}; ahora mide de {low} a {high}.',
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
    one: 'Tras {steps}, el único token tiene un vector más largo que al principio: entonces medía de {startLow} a {startHigh}; ahora mide de {low} a {high}.',
    other:
      'Tras {steps}, todos los {n} tokens tienen un vector más largo que al principio: entonces los vectores medían de {startLow} a {startHigh}; ahora miden de {low} a {high}.',
  },
  'train.longerNoneTokens': {
    plural: 'n',
    one: 'Tras {steps}, el único token no tiene un vector más largo que al principio: entonces medía de {startLow} a {startHigh}; ahora mide de {low} a {high}.',
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
  'train.initSmall': 'pequeñas: N(0, 0.02²), como en GPT-2',
  'train.initNotebook': 'N(0, 1), como en el cuaderno',
  'train.notebookButton': 'Usar exactamente la configuración del cuaderno',
  'train.labButton': 'Volver a la configuración del laboratorio',
  'train.predictorNote':
    'El predictor token + posición (el modelo del cuaderno de Vizuara): una tabla de tokens y una tabla de posiciones aprendida (d 64, 128 posiciones) que se suman y se leen con una sola capa lineal. Ve un carácter y su posición, nada más.',
  'train.whyNotNotebook':
    'Por qué el laboratorio no empieza como el cuaderno: el cuaderno saca las dos tablas de N(0, 1), así que cada fila es un vector aleatorio de longitud aproximada √64 = 8, y entrena 500 pasos con una tasa de aprendizaje de 0,001. Adam mueve cada número, como mucho, más o menos la tasa de aprendizaje en cada paso, y 500 pasos así mueven una fila típica alrededor de una quinta parte de su longitud (una mediana del 23 % con la semilla aleatoria por defecto): tras el entrenamiento, el mapa de similitud, los pares más cercanos y el PCA siguen mostrando sobre todo el inicio aleatorio. El laboratorio empieza con tablas pequeñas, como GPT-2 (N(0, 0.02²): los mismos valores aleatorios multiplicados por 0,02), y aprende con 0,01, así que tras los mismos 500 pasos las filas son sobre todo lo que el entrenamiento ha escrito en ellas.',
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
  'lessons.overview.title': 'El modelo completo de un vistazo',
  'questions.overview.1.question':
    '¿Qué parte de TinyGPT permite que el último token use los bytes anteriores?',
  'questions.overview.1.choice1': 'la tabla de tokens',
  'questions.overview.1.choice2': 'la atención, dentro de cada bloque',
  'questions.overview.1.choice3': 'la cabeza de salida',
  'questions.overview.1.choice4': 'softmax',
  'questions.overview.1.explanation':
    'La tabla de tokens busca cada byte por separado y la cabeza de salida lee un solo vector. Solo la atención lleva información de los tokens anteriores a los posteriores.',
  'questions.overview.2.question':
    'Con pesos aleatorios, ¿qué te dicen las probabilidades del siguiente byte?',
  'questions.overview.2.choice1':
    'Nada todavía: están repartidas entre los 256 bytes en un orden arbitrario',
  'questions.overview.2.choice2': 'El byte más probable es la letra más común del inglés',
  'questions.overview.2.choice3': 'El espacio es siempre el más probable',
  'questions.overview.2.explanation':
    'Unos pesos aleatorios no han aprendido nada. Cada byte recibe una pequeña parte (una suposición uniforme le daría a cada uno 1/256 ≈ 0,39 %), y qué bytes van primero cambia con la semilla. Elige pesos aleatorios arriba, cambia luego la semilla y lee el gráfico.',
  'questions.overview.3.question':
    '¿Por qué un token no puede atender a los tokens posteriores cuando el modelo se entrena?',
  'questions.overview.3.choice1': 'Sería demasiado lento',
  'questions.overview.3.choice2':
    'Los tokens posteriores contienen la respuesta que se le pide predecir',
  'questions.overview.3.choice3': 'Los tokens posteriores aún no tienen embedding',
  'questions.overview.3.explanation':
    'En cada posición, la tarea es predecir el siguiente byte. Si el token pudiera mirar hacia delante, copiaría la respuesta y no aprendería nada útil: la máscara causal oculta todo lo que viene después.',
  'lessons.tokenizer.title': 'Tokens: del texto a los ids',
  'lessons.tokenizer.place': 'entran bytes: el texto se convierte en ids de token',
  'questions.tokenizer.1.question':
    '¿Cuántos tokens produce el tokenizador a nivel de byte con “😀”?',
  'questions.tokenizer.1.choice1': '1: un carácter, un token',
  'questions.tokenizer.1.choice2': '2: un par sustituto, como en UTF-16',
  'questions.tokenizer.1.choice3': '4: uno por byte',
  'questions.tokenizer.1.explanation':
    'Un emoji por encima de U+FFFF ocupa cuatro bytes en UTF-8 (240 159 152 128), así que son cuatro tokens. El modelo tiene que aprender que esos cuatro ids van juntos.',
  'questions.tokenizer.2.question':
    '¿Por qué un modelo de lenguaje no pasa directamente a sus capas vectores one-hot de su vocabulario?',
  'questions.tokenizer.2.explanation':
    'Un vector one-hot es tan largo como el vocabulario, todo ceros salvo un uno, y dos cualesquiera están igual de lejos entre sí, así que no dice nada sobre qué tokens se parecen. Una fila densa de una tabla aprendida es corta (d números) y el entrenamiento puede colocar cerca los tokens relacionados. Multiplicar un vector one-hot por la tabla solo selecciona esa fila, así que consultar la tabla es la forma barata de hacerlo.',
  'questions.tokenizer.3.question':
    'Un vocabulario a nivel de palabra construido con los versos de Hamlet tiene unas 45 entradas. ¿Cuál es la pega en comparación con los 256 bytes?',
  'questions.tokenizer.3.explanation':
    'Cada frase tiene menos tokens y con más significado, pero cualquier palabra que no se vio al construir el vocabulario (un nombre nuevo, “The” con mayúscula, la puntuación) se convierte en <unk> y su significado se pierde. Los bytes cubren cualquier texto posible con solo 256 ids, a cambio de secuencias más largas. Los tokens de subpalabra quedan a medio camino: la siguiente lección los construye.',
  'lessons.bpe.title': 'Tokens de subpalabras: codificación por pares de bytes',
  'lessons.bpe.place':
    'entran bytes: se fusionan los pares de bytes frecuentes en tokens más largos',
  'questions.bpe.1.question':
    'Un par (a, b) aparece 12 veces, (c, d) 12 veces y (e, f) 9 veces, y (c, d) aparece primero en el texto. ¿Qué par une la siguiente fusión?',
  'questions.bpe.1.choice1': '(a, b)',
  'questions.bpe.1.choice2': '(e, f)',
  'questions.bpe.1.choice3': 'Los tres, en un solo paso',
  'questions.bpe.1.choice4': '(c, d)',
  'questions.bpe.1.explanation':
    'Gana el par más frecuente; entre pares igual de frecuentes, este tokenizador elige el que aparece primero en el texto (la regla de minbpe, que también sigue el código de referencia). Así que (c, d) se convierte en el siguiente id nuevo. Una fusión une un solo par: los demás esperan a fusiones posteriores, con sus recuentos actualizados.',
  'questions.bpe.2.question': 'Después de 100 fusiones, ¿cuántos ids tiene el vocabulario?',
  'questions.bpe.2.choice1': '356: 256 bytes + 100',
  'questions.bpe.2.choice2': '100: uno por fusión',
  'questions.bpe.2.choice3': '256: las fusiones reutilizan ids de byte',
  'questions.bpe.2.choice4': '156: cada fusión quita un id',
  'questions.bpe.2.explanation':
    'Empieza con los 256 valores de byte, que permiten codificar cualquier texto, y cada fusión añade exactamente un id nuevo (256 + k para la fusión k). La tabla de embeddings necesita una fila por id: 356 filas. Los dos ids del par fusionado se quedan en el vocabulario: puede que otros lugares aún los necesiten.',
  'questions.bpe.3.question':
    'Entrenas con el Discurso de Gettysburg y codificas “unbelievable”, una palabra que no contiene. ¿Qué sale?',
  'questions.bpe.3.choice1': 'El token desconocido <unk>, como da el tokenizador de palabras',
  'questions.bpe.3.choice2': 'Piezas conocidas, hasta llegar a bytes si hace falta',
  'questions.bpe.3.choice3': 'Una fusión nueva, aprendida para ella en el momento',
  'questions.bpe.3.choice4': 'Nada: el codificador rechaza las palabras que nunca vio',
  'questions.bpe.3.explanation':
    'Las fusiones se aprenden solo del texto de entrenamiento, y al codificar nunca se aprende nada. Las piezas que el texto usaba a menudo (“the”, “ation”, “ in”) son tokens; una palabra que nunca contenía se escribe con las piezas más cortas que encajen, hasta llegar a bytes sueltos. Nunca hay nada desconocido, a diferencia del <unk> del tokenizador de palabras, pero las palabras raras cuestan más tokens.',
  'questions.bpe.4.question':
    '¿Qué hace el tokenizador de GPT-2 que no hace el BPE de esta lección?',
  'questions.bpe.4.choice1': 'Fusiona caracteres, así que cada token es un carácter entero o más',
  'questions.bpe.4.choice2':
    'Da a cada palabra rara un único id <unk>, como hacen los tokenizadores de palabras',
  'questions.bpe.4.choice3':
    'Primero divide el texto con un patrón, así que ninguna fusión cruza una palabra',
  'questions.bpe.4.choice4': 'Nada: es lo mismo, con muchas más fusiones y un texto mayor',
  'questions.bpe.4.explanation':
    'GPT-2 también usa BPE a nivel de bytes, con unas 50 000 fusiones, pero primero corta el texto en palabras, números, signos de puntuación y series de espacios con una expresión regular, y solo fusiona dentro de esas piezas, así que “dog.” nunca se convierte en un solo token. Además tiene un token especial, <|endoftext|>, que ningún texto produce.',
  'questions.bpe.5.question':
    '¿Por qué un token de BPE a nivel de bytes puede ser medio carácter, y por qué eso no le hace daño al modelo?',
  'questions.bpe.5.explanation':
    'Las fusiones unen bytes, no caracteres: “é” son los dos bytes C3 A9, y una fusión puede unir C3 con el byte anterior y dejar A9 para más adelante. El modelo solo ve ids; al decodificar se vuelven a concatenar los bytes de los ids, así que el texto sale exactamente igual en cuanto están todos los ids. Solo un corte en mitad muestra un carácter roto (U+FFFD).',
  'lessons.token-embedding.title': 'Embeddings de tokens: una fila aprendida por id',
  'lessons.token-embedding.place': 'la tabla de tokens: una fila por token',
  'questions.token-embedding.1.question':
    'La tabla es de 256 × 64. ¿Cuántos números aprende el modelo en ella?',
  'questions.token-embedding.1.choice1': '256 + 64 = 320',
  'questions.token-embedding.1.choice2': '64, la longitud de una fila',
  'questions.token-embedding.1.choice3': '256 × 64 = 16 384',
  'questions.token-embedding.1.explanation':
    'Cada entrada de cada fila es un parámetro: V × d = 256 × 64 = 16 384. Con un vocabulario de 50 000 tokens y d = 768 (GPT-2 small), la misma tabla contiene 38,4 millones.',
  'questions.token-embedding.2.question':
    'Antes del entrenamiento, ¿qué similitud coseno esperas entre dos filas distintas?',
  'questions.token-embedding.2.choice1': 'alrededor de 1: todas las filas empiezan parecidas',
  'questions.token-embedding.2.choice2': 'alrededor de 0, con una dispersión de unos 1/√d',
  'questions.token-embedding.2.choice3': 'exactamente 0: las filas aleatorias son ortogonales',
  'questions.token-embedding.2.explanation':
    'Los vectores aleatorios independientes en muchas dimensiones son casi ortogonales: su coseno se centra en 0 con una dispersión de aproximadamente 1/√d (0,125 para d = 64). No es exactamente 0, y cuanto mayor es d, más se concentra.',
  'questions.token-embedding.3.question':
    'Tras entrenar para predecir el siguiente carácter, las vocales suelen acabar con filas parecidas. ¿Por qué, si nadie le ha dicho al modelo qué es una vocal?',
  'questions.token-embedding.3.explanation':
    'Las filas solo cambian a través del gradiente de la pérdida de predicción. Los caracteres que aparecen en contextos parecidos (vocales entre consonantes, dígitos junto a dígitos) tienen que producir predicciones parecidas de lo que viene después, así que sus filas se empujan en direcciones parecidas.',
  'questions.token-embedding.4.question':
    '¿Por qué consultar la tabla es lo mismo que multiplicar un vector one-hot por la tabla?',
  'questions.token-embedding.4.explanation':
    'La fila i de onehot(i)ᵀE suma E[k] multiplicado por 0 para cada k excepto i, donde vale 1: lo que queda es exactamente E[i]. La consulta se ahorra las V − 1 multiplicaciones por cero; el panel calcula las dos cosas y muestra que coinciden.',
  'lessons.positions.title': 'Posición absoluta y relativa',
  'lessons.positions.place': 'posiciones: cómo sabe el modelo dónde está cada token',
  'questions.positions.1.question':
    'En “token_0, token_1, …, token_N”, ¿cuál es la posición absoluta de token_N?',
  'questions.positions.1.choice1': 'N',
  'questions.positions.1.choice2': 'N menos la posición del token de la consulta',
  'questions.positions.1.explanation':
    'La posición absoluta es el propio índice de un token en la secuencia. La segunda respuesta es una posición relativa.',
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
  'lessons.pe-sinusoidal.title': 'Codificación posicional sinusoidal',
  'lessons.pe-sinusoidal.place':
    'posiciones: una tabla fija de senos y cosenos que se suma a las filas de los tokens',
  'questions.pe-sinusoidal.1.question':
    'En la fórmula sin(p / 10000^(2i/d)), ¿es 10000 el texto más largo que puede leer el modelo?',
  'questions.pe-sinusoidal.1.choice1': 'Sí: 10000 es max_len, el número de filas',
  'questions.pe-sinusoidal.1.choice2': 'No: es la base, que fija las longitudes de onda',
  'questions.pe-sinusoidal.1.choice3': 'No: es d_model, el ancho de cada fila',
  'questions.pe-sinusoidal.1.explanation':
    'La base solo da forma a las longitudes de onda (de 2π hasta casi 2π·10000). La entrada más larga es max_len, el número de filas, que no aparece en ninguna parte de la fórmula.',
  'questions.pe-sinusoidal.2.question':
    'Subes max_len de 64 a 128. ¿Qué pasa con las filas 0 a 63?',
  'questions.pe-sinusoidal.2.choice1': 'Nada: los mismos valores, con 64 filas nuevas debajo',
  'questions.pe-sinusoidal.2.choice2': 'Se reescalan para ajustarse a la tabla más larga',
  'questions.pe-sinusoidal.2.choice3':
    'Se desplazan hacia abajo para dejar sitio a las filas nuevas',
  'questions.pe-sinusoidal.2.explanation':
    'Cada fila depende solo de p, i, d y la base. Cambiar max_len pide más (o menos) filas de la misma fórmula; el panel lo comprueba arriba valor por valor.',
  'questions.pe-sinusoidal.3.question': '¿Cuánto vale PE[1, 2] con d_model = 512 (base 10000)?',
  'questions.pe-sinusoidal.3.choice1': 'sin(1/100) ≈ 0.0100',
  'questions.pe-sinusoidal.3.choice2': 'sin(0.9647) ≈ 0.8219',
  'questions.pe-sinusoidal.3.choice3': 'sin(1/10000) ≈ 0.0001',
  'questions.pe-sinusoidal.3.explanation':
    'PE[1, 2] = sin(1 / 10000^(2/512)) = sin(0.9647) ≈ 0.8219. El valor 0,0100 corresponde a una tabla de solo 4 columnas.',
  'questions.pe-sinusoidal.4.question': '¿La tabla sinusoidal se aprende durante el entrenamiento?',
  'questions.pe-sinusoidal.4.choice1': 'Sí: se entrena como los embeddings de tokens',
  'questions.pe-sinusoidal.4.choice2': 'No: se calcula una vez a partir de la fórmula',
  'questions.pe-sinusoidal.4.explanation':
    'Es una función fija de la posición: la misma en cada ejecución y en cada modelo con el mismo d_model y la misma base. Los frameworks la guardan como un buffer no entrenable, o la calculan sobre la marcha.',
  'questions.pe-sinusoidal.5.question':
    '¿Por qué las dimensiones 2i y 2i+1 usan la misma frecuencia?',
  'questions.pe-sinusoidal.5.explanation':
    'Juntos, el seno y el coseno del mismo ángulo forman un punto de una circunferencia. Avanzar k posiciones gira ese punto el mismo ángulo k·ωᵢ, empieces donde empieces, y eso es lo que permite a la atención leer distancias relativas (siguiente lección).',
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
  'lessons.pe-learned.title': 'Embeddings de posición aprendidos',
  'lessons.pe-learned.place':
    'posiciones: una tabla aprendida que se suma a las filas de los tokens',
  'questions.pe-learned.1.question':
    'Un modelo con una tabla aprendida de max_len 1024 recibe un texto de 1500 tokens. ¿Qué ocurre?',
  'questions.pe-learned.1.choice1': 'Calcula las filas 1024 a 1499 con la fórmula',
  'questions.pe-learned.1.choice2':
    'Las filas a partir de la 1024 no existen: hay que recortar el texto',
  'questions.pe-learned.1.explanation':
    'Una tabla aprendida solo se puede consultar: las filas que nunca se crearon no se pueden consultar. El núcleo se niega, como se ve arriba; los pipelines recortan el texto a max_len.',
  'questions.pe-learned.2.question':
    '¿Cuántos números entrenables tiene una tabla aprendida con max_len 512 y d_model 768?',
  'questions.pe-learned.2.choice1': '0 (las posiciones no se aprenden)',
  'questions.pe-learned.2.choice2': '512 × 768 = 393 216',
  'questions.pe-learned.2.choice3': '512 + 768 = 1280',
  'questions.pe-learned.2.explanation':
    '512 × 768 = 393 216: una fila de ancho d_model por posición. La tabla sinusoidal no tiene ninguno.',
  'questions.pe-learned.3.question':
    'Antes del entrenamiento, ¿se parecen las filas vecinas de la tabla aprendida?',
  'questions.pe-learned.3.choice1': 'No: las filas son vectores aleatorios independientes',
  'questions.pe-learned.3.choice2':
    'Sí: las filas vecinas empiezan siendo parecidas, como en las sinusoides',
  'questions.pe-learned.3.explanation':
    'Las filas aleatorias de N(0, 1) son casi ortogonales, así que la matriz de similitud es una diagonal brillante sobre ruido. Cualquier noción de “cercano” tiene que aprenderse de los datos; la tabla sinusoidal la tiene desde el principio (sus bandas).',
  'questions.pe-learned.4.question': '¿Qué modelos usan cada una?',
  'questions.pe-learned.4.explanation':
    'El Transformer original usaba sinusoides; BERT y GPT-2/GPT-3 usaban tablas absolutas aprendidas; T5 usaba sesgos relativos aprendidos en lugar de cualquiera de las dos. La mayoría de los LLM abiertos recientes (LLaMA, Mistral, Qwen y muchos más) lo que hacen es rotar las consultas y las claves según su posición (una lección posterior muestra cómo). Así que decir “aprendidas, como en la mayoría de los LLM modernos” está desactualizado.',
  'lessons.combined.title': 'Token + posición: los vectores de entrada',
  'lessons.combined.place':
    'fila de token más fila de posición: los vectores que entran en el primer bloque',
  'questions.combined.1.question':
    'GPT suma la fila de posición a la fila de token en lugar de concatenarlas. ¿Qué cambiaría si las concatenara?',
  'questions.combined.1.explanation':
    'Cada vector de entrada mediría 2d en lugar de d, así que cada capa que lo lea (las primeras proyecciones de consulta, clave y valor) necesitaría el doble de pesos de entrada, como muestra la tabla de arriba. Sumar mantiene el ancho: el modelo aún puede distinguir las dos señales porque en muchas dimensiones las direcciones aleatorias apenas se solapan, y el entrenamiento puede mantenerlas en subespacios separados si le ayuda.',
  'questions.combined.2.question':
    'GPT-2 tiene 1024 posiciones aprendidas. ¿Qué pasa con una secuencia de 1025 tokens?',
  'questions.combined.2.choice1': 'Usa dos veces la fila de la posición 1023',
  'questions.combined.2.choice2': 'No hay fila para la posición 1024',
  'questions.combined.2.choice3': 'Vuelve al principio, a la fila de la posición 0',
  'questions.combined.2.explanation':
    'Una tabla aprendida tiene exactamente max_len filas; la posición 1024 no tiene fila, así que el módulo estricto lanza un error. Los pipelines truncan (como hace el cuaderno de Vizuara, que se queda con los primeros max_len tokens), dividen los documentos largos en ventanas, quizá solapadas, o usan un esquema de posiciones que se extiende a cualquier longitud, como la tabla sinusoidal o las rotaciones de consultas y claves (una lección posterior).',
  'questions.combined.3.question':
    'En “Hello” las dos “l” comparten fila de token. ¿Son iguales sus vectores de entrada?',
  'questions.combined.3.choice1': 'Sí: el mismo token da el mismo vector',
  'questions.combined.3.choice2': 'No: cada una suma su propia fila de posición',
  'questions.combined.3.explanation':
    'Suman filas de posición distintas (2 y 3), así que las sumas difieren. De eso se trata: sin filas de posición, una atención sin máscara causal no podría distinguir “perro muerde a hombre” de “hombre muerde a perro” (la máscara causal por sí sola ya deja escapar algo de orden: mira la lección de atención).',
  'lessons.position-experiment.title': 'Experimento: un token en cada posición',
  'lessons.position-experiment.place': 'posiciones: un token colocado en cada posición',
  'questions.position-experiment.1.question':
    'Con posiciones aprendidas aleatorias, ¿se parece más la posición 3 a la 4 que a la 15?',
  'questions.position-experiment.1.choice1': 'Sí, las vecinas están más cerca',
  'questions.position-experiment.1.choice2': 'No, más o menos igual',
  'questions.position-experiment.1.explanation':
    'Cada fila de una tabla aleatoria se genera de forma independiente, así que la tabla no sabe nada del orden: cada par de posiciones distintas comparte solo la parte del token y cae cerca del mismo valor, aquí alrededor de 0,5. Cualquier noción de “cercanía” tiene que aprenderse de los datos.',
  'questions.position-experiment.2.question':
    '¿Qué tabla muestra más estructura antes de cualquier entrenamiento?',
  'questions.position-experiment.2.choice1': 'aprendida (aleatoria)',
  'questions.position-experiment.2.choice2': 'sinusoidal',
  'questions.position-experiment.2.explanation':
    'La tabla sinusoidal se construye con ondas suaves: el producto escalar de las filas p y q es una suma de términos cos(ω·(p − q)), una función solo de la distancia. Eso produce bandas paralelas a la diagonal que decaen (con ondulaciones) a medida que crece la distancia.',
  'questions.position-experiment.3.question':
    '¿Por qué la similitud de dos posiciones distintas es de alrededor de 0,5 con filas aprendidas aleatorias?',
  'questions.position-experiment.3.explanation':
    'Ambos vectores son t + pᵢ con la misma fila de token t; las partes aleatorias apenas se solapan. Así que el producto escalar es aproximadamente |t|², mientras que cada longitud al cuadrado es aproximadamente |t|² + |p|² = 2d. El coseno es aproximadamente d / 2d = ½.',
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
  'lessons.long-context.title': 'Entradas largas: ALiBi y cómo estirar RoPE',
  'lessons.long-context.place':
    'posiciones: leer más allá de la longitud con la que se entrenó el modelo',
  'questions.long-context.1.question':
    'Una cabeza ALiBi tiene pendiente 1/4. Con puntuaciones de contenido iguales, ¿cómo es el peso de una clave 8 pasos atrás comparado con el peso de la posición de la propia consulta?',
  'questions.long-context.1.choice1': 'Igual: ALiBi solo marca el orden',
  'questions.long-context.1.choice2': 'La mitad',
  'questions.long-context.1.choice3': 'Unas e^(−2) ≈ 0,135 veces ese peso',
  'questions.long-context.1.choice4': 'Cero: ALiBi enmascara las claves más allá de su pendiente',
  'questions.long-context.1.explanation':
    'El sesgo baja en el valor de la pendiente por cada paso hacia atrás, así que 8 pasos atrás es 8 × 1/4 = 2 menor que a distancia 0, y el softmax convierte una diferencia b en un factor e^(−b): e^(−2) ≈ 0,135. No se enmascara nada: las claves lejanas siguen contando, solo pesan menos, y una puntuación de contenido alta puede compensar la penalización.',
  'questions.long-context.2.question': '¿Por qué ALiBi da pendientes distintas a sus cabezas?',
  'questions.long-context.2.choice1': 'Para que unas cabezas miren cerca y otras mucho más atrás',
  'questions.long-context.2.choice2': 'Porque cada cabeza tiene un ancho distinto',
  'questions.long-context.2.choice3': 'Para que la máscara causal no sea necesaria',
  'questions.long-context.2.choice4': 'Para que las pendientes se puedan aprender',
  'questions.long-context.2.explanation':
    'Con una pendiente pronunciada, una cabeza solo puede atender a los últimos tokens; con una suave, se reparte entre cientos. El conjunto geométrico fijo (1/2, 1/4, … para 8 cabezas) le da al modelo todos los alcances a la vez sin tener que aprender ninguno.',
  'questions.long-context.3.question':
    'La interpolación de posiciones ejecuta un modelo con RoPE a 4 × su longitud de entrenamiento…',
  'questions.long-context.3.choice1': 'girando cada par 4 veces más rápido',
  'questions.long-context.3.choice2': 'subiendo la base para que solo se frenen los pares lentos',
  'questions.long-context.3.choice3': 'añadiendo una tabla aprendida para las posiciones nuevas',
  'questions.long-context.3.choice4':
    'dividiendo cada posición entre 4, para que los ángulos se queden (casi) dentro del rango entrenado',
  'questions.long-context.3.explanation':
    'La posición 4p se gira exactamente como se giraba la posición p. Ningún par gira nunca más que en el entrenamiento, pero ahora los vecinos están a un cuarto de paso, más cerca de lo que el modelo vio jamás: suele necesitar un poco de ajuste fino para acostumbrarse.',
  'questions.long-context.4.question': '¿Qué cambia el escalado NTK-aware y qué conserva?',
  'questions.long-context.4.choice1': 'Conserva los pares lentos y acelera los rápidos',
  'questions.long-context.4.choice2':
    'Conserva exactamente el par más rápido y frena los pares lentos, como mucho por el factor de escala',
  'questions.long-context.4.choice3': 'Divide cada ángulo entre el factor de escala',
  'questions.long-context.4.choice4': 'Conserva todos los ángulos y solo renombra las posiciones',
  'questions.long-context.4.explanation':
    'La base pasa a ser base · s^(d/(d−2)). El par 0 gira según la propia posición sea cual sea la base, así que los tokens cercanos se ven exactamente como en el entrenamiento; el último par gira s veces más despacio, así que se queda dentro de lo que cubrió el entrenamiento. Los pares intermedios se frenan menos de s veces, y la tabla de alcance muestra que algunos todavía se salen.',
  'questions.long-context.5.question':
    'Se suele decir que los modelos ALiBi “entrenan corto y prueban largo” (“train short, test long”). ¿Está garantizado?',
  'questions.long-context.5.explanation':
    'No. La penalización significa lo mismo con cualquier longitud, así que nada se rompe cuando la entrada crece, pero una cabeza con pendiente suave sigue repartiendo su peso entre más claves que en el entrenamiento. Si la pérdida se mantiene plana es algo que hay que medir: la comparación del laboratorio de entrenamiento lo hace con texto reservado.',
  'lessons.norms.title': 'Normalización: LayerNorm y RMSNorm',
  'lessons.norms.place':
    'las normalizaciones antes de la atención, antes de la MLP y después del último bloque',
  'questions.norms.1.question':
    'Multiplicas cada entrada de un vector por 100 (todas las entradas están lejos de cero). ¿Qué le pasa a su salida de LayerNorm?',
  'questions.norms.1.choice1': 'Crece 100×, como su entrada',
  'questions.norms.1.choice2': 'Crece 10×, la raíz cuadrada de 100',
  'questions.norms.1.choice3': 'Se queda igual (salvo por ε)',
  'questions.norms.1.choice4': 'Se encoge hacia 0 a medida que crece σ',
  'questions.norms.1.explanation':
    'Tanto la media como la desviación típica crecen 100×, así que (x − μ)/σ no cambia. Lo mismo vale para RMSNorm. Prueba el control del factor de escala.',
  'questions.norms.2.question': '¿Qué omite RMSNorm en comparación con LayerNorm?',
  'questions.norms.2.choice1': 'La división por el tamaño del vector',
  'questions.norms.2.choice2': 'Restar la media, y el desplazamiento β',
  'questions.norms.2.choice3': 'La ganancia γ que escala cada entrada',
  'questions.norms.2.choice4': 'La ε que protege contra el cero',
  'questions.norms.2.explanation':
    'RMSNorm divide por la raíz cuadrática media de los valores sin centrar y no tiene β. Suma una constante a todas las entradas: la salida de LayerNorm no se mueve, pero la de RMSNorm sí.',
  'questions.norms.3.question':
    'Con ε = 10⁻⁵, ¿cuál es el mayor factor por el que RMSNorm puede multiplicar una entrada?',
  'questions.norms.3.choice1': '10⁵, es decir, 1/ε',
  'questions.norms.3.choice2': 'unos 316 (1/√ε)',
  'questions.norms.3.choice3': '1: nunca amplía',
  'questions.norms.3.choice4': 'Ninguno: las entradas diminutas crecen sin límite',
  'questions.norms.3.explanation':
    'rstd = 1/√(media de los cuadrados + ε) ≤ 1/√ε ≈ 316,2, y solo lo alcanza el vector de ceros. Este tope es lo que mantiene pequeños los vectores diminutos.',
  'questions.norms.4.question':
    '¿Por qué la varianza es “sesgada” (se divide por n en lugar de por n − 1)?',
  'questions.norms.4.explanation':
    'La capa no está estimando la varianza de una población a partir de una muestra; solo reescala este vector concreto. Dividir por n hace que la media de los cuadrados de la salida sea exactamente 1 (con γ = 1, ε → 0), que es lo que se busca. La LayerNorm de PyTorch hace lo mismo.',
  'lessons.attention.title': 'Atención de producto escalar escalado',
  'lessons.attention.place': 'la atención, dentro de cada bloque',
  'questions.attention.1.question':
    'En la atención causal, ¿cuál es el peso del token 0 sobre sí mismo (fila 0)?',
  'questions.attention.1.choice1': '0',
  'questions.attention.1.choice2': '1/N',
  'questions.attention.1.choice3': '1',
  'questions.attention.1.choice4': 'Depende de las puntuaciones',
  'questions.attention.1.explanation':
    'La fila 0 solo puede ver la clave 0, y un softmax sobre una sola puntuación da exactamente 1, sea cual sea la puntuación.',
  'questions.attention.2.question': '¿Cuánto suma cada fila de la matriz de pesos?',
  'questions.attention.2.choice1': '0',
  'questions.attention.2.choice2': '1',
  'questions.attention.2.choice3': 'N',
  'questions.attention.2.choice4': '√d_k',
  'questions.attention.2.explanation':
    'Cada fila es un softmax, así que sus pesos son positivos y suman 1: la salida es una media ponderada de los valores.',
  'questions.attention.3.question':
    'Pasas de 4 096 a 8 192 tokens de contexto. ¿Cuánta memoria más necesita una matriz de atención?',
  'questions.attention.3.choice1': 'La misma',
  'questions.attention.3.choice2': '2×',
  'questions.attention.3.choice3': '4×',
  'questions.attention.3.choice4': '8×',
  'questions.attention.3.explanation':
    'N² crece en un factor 2² = 4: 64 MiB pasan a ser 256 MiB por cabeza en float32.',
  'questions.attention.4.question':
    'Sin posiciones (desmarca “sumar posiciones sinusoidales”), el mismo byte en las posiciones 2 y 9 tiene la misma consulta. Con la máscara causal, ¿son iguales sus dos filas de pesos?',
  'questions.attention.4.choice1':
    'Sí: consultas iguales dan puntuaciones iguales, así que los pesos coinciden',
  'questions.attention.4.choice2':
    'Sí, pero solo cuando los demás bytes del texto son todos distintos',
  'questions.attention.4.choice3':
    'No: solo RoPE puede hacer que dos consultas iguales atiendan de forma distinta',
  'questions.attention.4.choice4':
    'No: la fila 2 reparte su peso entre 3 claves y la fila 9 entre 10',
  'questions.attention.4.explanation':
    'Consultas iguales dan puntuaciones iguales para las claves que ambas filas pueden ver, pero la máscara deja que la fila 2 vea 3 claves y la fila 9 vea 10, y cada softmax reparte un total de 1 entre las claves que ve. Así que la propia máscara le dice a una fila lo avanzada que está: un modelo causal sin ninguna codificación posicional puede aprender el orden de todos modos (la opción “ninguna” del laboratorio de entrenamiento también aprende). Sin la máscara, consultas iguales darían filas idénticas, y la atención sería ciega al orden.',
  'questions.attention.5.question': '¿Por qué el escalado es √d_k y no d_k?',
  'questions.attention.5.explanation':
    'La dispersión (desviación típica) de una suma de d_k productos independientes crece como √d_k, no como d_k. Dividir entre √d_k devuelve las puntuaciones a una dispersión de en torno a 1, sea cual sea el ancho de la cabeza.',
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
  'lessons.block.title': 'El bloque transformer',
  'lessons.block.place': 'el bloque transformer, apilado',
  'questions.block.1.question': 'En un bloque pre-norm, ¿qué lee la subcapa de atención?',
  'questions.block.1.choice1': 'la propia x',
  'questions.block.1.choice2': 'norm(x)',
  'questions.block.1.choice3': 'los logits del bloque anterior',
  'questions.block.1.choice4': 'la tabla de tokens',
  'questions.block.1.explanation':
    'Pre-norm: x = x + attention(norm(x)). La normalización está en la rama; el flujo residual x en sí no se normaliza nunca hasta la normalización final.',
  'questions.block.2.question':
    '¿Por qué crece el tamaño de x de bloque en bloque en una pila pre-norm?',
  'questions.block.2.explanation':
    'Cada subcapa suma su salida a x y nada reescala la suma, así que x es un total acumulado. Post-norm normaliza después de cada suma, así que su x se queda en el tamaño que fija la normalización, pero el gradiente tiene que atravesar todas las normalizaciones en el camino de vuelta.',
  'questions.block.3.question':
    'TinyGPT tiene d_model 64. ¿Cuántos parámetros se ahorrarían compartiendo la cabeza de salida con la tabla de tokens?',
  'questions.block.3.choice1': '64',
  'questions.block.3.choice2': '256',
  'questions.block.3.choice3': '16 384',
  'questions.block.3.choice4': 'ninguno: una cabeza no puede compartir una tabla',
  'questions.block.3.explanation':
    'La cabeza es una matriz de 256 × 64, con la misma forma que la tabla de tokens: compartirlas reutiliza la tabla y ahorra 256 · 64 = 16 384 números. GPT-2 las comparte; TinyGPT mantiene su propia cabeza.',
  'questions.block.4.question': 'La MLP trabaja sobre cada token…',
  'questions.block.4.choice1': 'mirando todos los tokens anteriores',
  'questions.block.4.choice2': 'por separado',
  'questions.block.4.choice3': 'solo en la última posición',
  'questions.block.4.explanation':
    'La MLP se aplica a cada fila por separado: la atención mueve información entre tokens, y la MLP transforma lo que cada token contiene ahora.',
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
  'lessons.sampling.title': 'Generar texto: temperatura, top-k, top-p',
  'lessons.sampling.place':
    'la salida: probabilidades del softmax y, después, la elección del siguiente byte',
  'questions.sampling.1.question': 'Una temperatura de 0,5 hace que la distribución sea…',
  'questions.sampling.1.choice1': 'más plana',
  'questions.sampling.1.choice2': 'más aguda',
  'questions.sampling.1.choice3': 'igual que antes',
  'questions.sampling.1.choice4': 'uniforme',
  'questions.sampling.1.explanation':
    'Dividir los logits entre 0,5 duplica sus diferencias, así que, tras el softmax, los bytes probables se vuelven aún más probables y el resto se desvanece. Una temperatura por encima de 1 aplana; 0 es voraz.',
  'questions.sampling.2.question':
    'Con probabilidades 0,5; 0,3; 0,15 y 0,05, y top-p 0,6, ¿qué bytes quedan?',
  'questions.sampling.2.choice1': 'solo el primero',
  'questions.sampling.2.choice2': 'los dos primeros',
  'questions.sampling.2.choice3': 'los tres primeros',
  'questions.sampling.2.choice4': 'los cuatro',
  'questions.sampling.2.explanation':
    'Top-p conserva el conjunto más pequeño de bytes más probables cuya probabilidad llega a p: 0,5 no llega a 0,6; 0,5 + 0,3 = 0,8 sí llega. Después se renormalizan a 0,625 y 0,375.',
  'questions.sampling.3.question': '¿Por qué el mismo enlace genera siempre el mismo texto?',
  'questions.sampling.3.explanation':
    'El muestreo extrae de un generador pseudoaleatorio que arranca desde la semilla aleatoria: la misma semilla, el mismo modelo y la misma configuración dan las mismas extracciones. La decodificación voraz (temperatura 0) no extrae nada al azar.',
  'questions.sampling.4.question':
    '¿Por qué un decodificador puede guardar las claves y los valores de los tokens anteriores en lugar de recalcularlos?',
  'questions.sampling.4.explanation':
    'La máscara causal impide que cualquier token vea los posteriores, así que un token nuevo no cambia nada de las claves y los valores de los tokens anteriores: el núcleo comprueba que son idénticos. Así, cada paso solo calcula q, k, v del token nuevo.',
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
  'lessons.train.title': 'Laboratorio de entrenamiento: mira cómo aprende un modelo',
  'lessons.train.place': 'el modelo completo, entrenado aquí',
  'questions.train.1.question':
    'Antes de cualquier entrenamiento, la pérdida está cerca de 5,55. ¿De dónde sale ese número?',
  'questions.train.1.choice1':
    'Es ln 256: adivinar a partes iguales entre 256 valores de byte cuesta ln 256 nats por carácter',
  'questions.train.1.choice2':
    'Es la entropía de bigramas del texto, lo mejor que puede lograr un modelo de un solo carácter',
  'questions.train.1.choice3':
    'Es un número aleatorio que depende de la semilla aleatoria y de las tablas iniciales',
  'questions.train.1.explanation':
    'La entropía cruzada es −ln de la probabilidad dada a la respuesta correcta. Una apuesta uniforme da a cada byte 1/256, y −ln(1/256) = ln 256 ≈ 5.545. Los pesos aleatorios no son exactamente uniformes, así que las primeras pérdidas suelen ser un poco más altas.',
  'questions.train.2.question':
    'Con el texto por defecto, el predictor token + posición se estanca cerca de 2,3, mientras que TinyGPT baja bastante más (unos 1,6 tras 500 pasos). ¿Por qué?',
  'questions.train.2.choice1':
    'Ve un carácter (y su posición), así que no puede superar el suelo de los bigramas; TinyGPT ve los anteriores',
  'questions.train.2.choice2':
    'TinyGPT aprende con una tasa mayor, así que llega más lejos en el mismo número de pasos',
  'questions.train.2.choice3':
    'No tiene tabla de tokens, así que no puede distinguir en absoluto un carácter de otro',
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
    'Reutiliza la fila 31 para todas las posiciones más allá de la tabla',
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
  'settings.text': 'texto',
  'settings.seed': 'semilla aleatoria',
  'settings.theme': 'tema',
  'settings.lang': 'idioma',
  'settings.ov_prompt': 'texto a continuar',
  'settings.ov_weights': 'pesos',
  'settings.tk_mode': 'tokenizador',
  'settings.tk_cut': 'cortar el último byte',
  'settings.tk_bytes': 'ids de bytes a decodificar',
  'settings.tk_vocab': 'vocabulario de palabras de',
  'settings.bp_source': 'entrenar con',
  'settings.bp_merges': 'fusiones',
  'settings.bp_second': 'un segundo texto',
  'settings.te_d': 'd_model',
  'settings.te_chars': 'caracteres a comparar',
  'settings.te_source': 'tabla mostrada',
  'settings.posn_i': 'token i (consulta)',
  'settings.posn_j': 'token j (clave)',
  'settings.pe_len': 'max_len',
  'settings.pe_d': 'd_model',
  'settings.pe_base': 'base',
  'settings.pe_dims': 'dimensiones a dibujar',
  'settings.pe_row': 'posición p',
  'settings.rel_p': 'p',
  'settings.rel_k': 'k máximo',
  'settings.rel_d': 'd_model',
  'settings.rel_base': 'base',
  'settings.rel_pair': 'par i',
  'settings.rel_shift': 'k (giro)',
  'settings.learn_len': 'max_len',
  'settings.learn_d': 'd_model',
  'settings.learn_seq': 'longitud de secuencia',
  'settings.cb_d': 'd_model',
  'settings.cb_len': 'max_len',
  'settings.cb_pos': 'posiciones',
  'settings.cb_join': 'unir',
  'settings.px_token': 'id de token',
  'settings.px_n': 'posiciones N',
  'settings.px_d': 'd_model',
  'settings.px_scale': 'rango de color',
  'settings.px_pos': 'posiciones',
  'settings.rope_pos': 'posición m',
  'settings.rope_d': 'ancho de cabeza d',
  'settings.rope_base': 'base',
  'settings.rope_offset': 'm − n máximo',
  'settings.lc_heads': 'cabezas',
  'settings.lc_head': 'cabeza mostrada',
  'settings.lc_len': 'posiciones mostradas',
  'settings.lc_trained': 'longitud entrenada L',
  'settings.lc_d': 'ancho de cabeza d',
  'settings.lc_pair': 'par i',
  'settings.norm_x': 'vector x',
  'settings.norm_gamma': 'gamma γ',
  'settings.norm_beta': 'beta β',
  'settings.norm_eps': 'épsilon ε',
  'settings.norm_scale': 'factor de escala',
  'settings.att_d': 'd_model',
  'settings.att_dk': 'd_k',
  'settings.att_causal': 'máscara causal',
  'settings.att_pe': 'sumar posiciones',
  'settings.att_n': 'longitud de secuencia N',
  'settings.hd_layer': 'bloque',
  'settings.hd_head': 'cabeza a abrir',
  'settings.bk_depth': 'bloques apilados',
  'settings.bk_weights': 'pesos',
  'settings.cx_a': 'texto A',
  'settings.cx_b': 'texto B',
  'settings.cx_word': 'palabra',
  'settings.sp_prompt': 'texto inicial',
  'settings.sp_temp': 'temperatura',
  'settings.sp_topk': 'top-k',
  'settings.sp_topp': 'top-p',
  'settings.sp_len': 'bytes a generar',
  'settings.sp_weights': 'pesos',
  'settings.dec_t': 'token t',
  'settings.dec_start': 'inicio i',
  'settings.dec_len': 'ventana T',
  'settings.dec_mask': 'máscara causal',
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
  'settings.cmp_workers': 'workers en paralelo (0: uno por núcleo de CPU)',
  'settings.tr_bpe': 'fusiones BPE (0: bytes)',
  'settings.tr_workers': 'workers',
  'sources.vaswani2017.what':
    'el Transformer: atención de producto escalar escalado, posiciones sinusoidales',
  'sources.radford2019.what':
    'GPT-2: un modelo solo decodificador con posiciones aprendidas y una inicialización pequeña; BPE a nivel de bytes con un vocabulario de 50 257 tokens y un patrón que divide el texto antes de las fusiones',
  'sources.sennrich2016.what':
    'codificación por pares de bytes para palabras: fusionar el par de símbolos más frecuente, una y otra vez',
  'sources.ba2016.what': 'LayerNorm',
  'sources.zhang2019.what': 'RMSNorm',
  'sources.su2021.what': 'codificación posicional rotatoria (RoPE)',
  'sources.press2022.what':
    'ALiBi: una penalización lineal por distancia en cada cabeza en lugar de vectores de posición',
  'sources.chen2023.what':
    'interpolación de posiciones: las posiciones de RoPE se reducen al rango del entrenamiento',
  'sources.bloc97_2023.what':
    'escalado NTK-aware: una base de RoPE mayor, para que los pares lentos se estiren y los rápidos se queden como están',
  'sources.haviv2022.what': 'por qué un modelo causal sin posiciones sigue sabiendo dónde está',
  'sources.devlin2019.what': 'un modelo solo codificador: atención sin la máscara causal',
  'sources.he2016.what': 'conexiones residuales: cada capa suma su salida a un total acumulado',
  'sources.xiong2020.what':
    'pre-norm frente a post-norm: por qué la normalización dentro de la rama residual entrena con más facilidad',
  'sources.hendrycks2016.what': 'GELU, la activación de la MLP',
  'sources.press2017.what':
    'pesos compartidos (weight tying): la cabeza de salida comparte la tabla de tokens',
  'sources.peters2018.what':
    'embeddings contextuales: el vector de una palabra depende de su oración',
  'sources.ethayarajh2019.what':
    'cuánto se separan los estados ocultos de una palabra de una capa a otra',
  'sources.fan2018.what': 'muestreo top-k',
  'sources.holtzman2020.what':
    'muestreo de núcleo (top-p), y por qué el texto generado de forma voraz se repite',
  'sources.pope2022.what': 'la generación con caché KV y lo que cuesta en memoria',
  'sources.vizuara.what':
    'el tokenizador de caracteres, el predictor token + posición, su configuración de entrenamiento (tablas N(0, 1), 500 pasos con tasa de aprendizaje 0,001) y sus ejercicios, en los que se basan estas lecciones y que en algunos puntos corrigen',
  'sources.congle2025.what':
    'las longitudes de onda de las codificaciones sinusoidales como progresión geométrica; la lección sobre longitudes de onda reformula la idea con sus propias palabras y calcula la figura en vivo',
  'sources.congle2025.license': 'texto con licencia CC BY 4.0',
  'sources.raffel2020.what':
    'T5: sesgos de posición relativa aprendidos, uno por intervalo de distancia, sumados a las puntuaciones de atención',
  'sources.dao2022.what':
    'FlashAttention: la misma atención calculada por bloques, sin guardar la matriz N × N',
  'sources.mikolov2013.what':
    'word2vec: un vector estático por palabra, aprendido a partir de las palabras que la rodean',
  'sources.karpathy_minbpe.what':
    'BPE a nivel de bytes en unos pocos archivos cortos: entrenamiento, codificación, decodificación y la regla de desempate que sigue esta lección',
  'sources.lincoln1863.what':
    'el Discurso de Gettysburg, uno de los textos de BPE y del laboratorio de entrenamiento',
  'sources.lincoln1863.license': 'dominio público',
  'sources.shakespeare1609.what':
    'tres sonetos, uno de los textos de BPE y del laboratorio de entrenamiento',
  'sources.shakespeare1609.license': 'dominio público',
  'sources.carroll1865.what':
    'el comienzo del primer capítulo, uno de los textos de BPE y del laboratorio de entrenamiento',
  'sources.carroll1865.license': 'dominio público',
  'sources.cervantes1605.what':
    'el comienzo del Quijote, el texto en español de BPE y del laboratorio de entrenamiento: cada letra acentuada ocupa dos bytes en UTF-8',
  'sources.cervantes1605.license': 'dominio público',
  'sources.tang.what':
    'dieciocho poemas breves, el texto en chino de BPE y del laboratorio de entrenamiento: cada carácter ocupa tres bytes en UTF-8',
  'sources.tang.license': 'dominio público',
};
