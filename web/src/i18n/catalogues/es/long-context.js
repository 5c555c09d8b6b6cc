// Spanish (es): the lesson long-context: its words, title, questions, setting labels.
export const messages = {
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
    '=1': 'Pendiente de la única cabeza: {first}.',
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
    '=1': 'Con una cabeza, la pendiente es {first}. Sobre {len} posiciones, la cabeza 1 concentra el 90 % de su atención en las últimas {firstSpan} claves. Una clave a {back} de distancia recibe un sesgo de {bias} en la cabeza 1: un factor de {factor} sobre su peso.',
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
  'questions.long-context.2.choice2':
    'Porque cada cabeza tiene su propio ancho, que fija hasta dónde ve',
  'questions.long-context.2.choice3': 'Para que la máscara causal no sea necesaria en las cabezas',
  'questions.long-context.2.choice4': 'Para que las pendientes se puedan aprender de los datos',
  'questions.long-context.2.explanation':
    'Con una pendiente pronunciada, una cabeza solo puede atender a los últimos tokens; con una suave, se reparte entre cientos. El conjunto geométrico fijo (1/2, 1/4, … para 8 cabezas) le da al modelo todos los alcances a la vez sin tener que aprender ninguno.',
  'questions.long-context.3.question':
    'La interpolación de posiciones ejecuta un modelo con RoPE a 4 × su longitud de entrenamiento…',
  'questions.long-context.3.choice1':
    'girando cada par 4 veces más rápido, para que todo el texto quepa en una vuelta',
  'questions.long-context.3.choice2':
    'subiendo la base para que solo se frenen los pares lentos, mientras el par más rápido conserva sus ángulos',
  'questions.long-context.3.choice3':
    'añadiendo una tabla aprendida para las posiciones nuevas, entrenada con textos más largos',
  'questions.long-context.3.choice4':
    'dividiendo cada posición entre 4, para que los ángulos se queden (casi) dentro del rango entrenado',
  'questions.long-context.3.explanation':
    'La posición 4p se gira exactamente como se giraba la posición p. Ningún par gira nunca más que en el entrenamiento, pero ahora los vecinos están a un cuarto de paso, más cerca de lo que el modelo vio jamás: suele necesitar un poco de ajuste fino para acostumbrarse.',
  'questions.long-context.4.question': '¿Qué cambia el escalado NTK-aware y qué conserva?',
  'questions.long-context.4.choice1':
    'Conserva los pares lentos tal como están y acelera los rápidos por el factor de escala',
  'questions.long-context.4.choice2':
    'Conserva exactamente el par más rápido y frena los pares lentos, como mucho por el factor de escala',
  'questions.long-context.4.choice3':
    'Divide cada ángulo, de pares rápidos y lentos por igual, entre el factor de escala',
  'questions.long-context.4.choice4':
    'Conserva todos los ángulos entrenados y solo renombra las posiciones que pasan del final',
  'questions.long-context.4.explanation':
    'La base pasa a ser base · s^(d/(d−2)). El par 0 gira según la propia posición sea cual sea la base, así que los tokens cercanos se ven exactamente como en el entrenamiento; el último par gira s veces más despacio, así que se queda dentro de lo que cubrió el entrenamiento. Los pares intermedios se frenan menos de s veces, y la tabla de alcance muestra que algunos todavía se salen.',
  'questions.long-context.5.question':
    'Se suele decir que los modelos ALiBi “entrenan corto y prueban largo” (“train short, test long”). ¿Está garantizado?',
  'questions.long-context.5.explanation':
    'No. La penalización significa lo mismo con cualquier longitud, así que nada se rompe cuando la entrada crece, pero una cabeza con pendiente suave sigue repartiendo su peso entre más claves que en el entrenamiento. Si la pérdida se mantiene plana es algo que hay que medir: la comparación del laboratorio de entrenamiento lo hace con texto reservado.',
  'settings.lc_heads': 'cabezas',
  'settings.lc_head': 'cabeza mostrada',
  'settings.lc_len': 'posiciones mostradas',
  'settings.lc_trained': 'longitud entrenada L',
  'settings.lc_d': 'ancho de cabeza d',
  'settings.lc_pair': 'par i',
  'long-context.texScore': 'puntuación',
  'long-context.texInterpolation': 'interpolación:',
};
