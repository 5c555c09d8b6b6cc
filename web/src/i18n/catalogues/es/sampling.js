// Spanish (es): the lesson sampling: its words, title, questions, setting labels.
export const messages = {
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
  'settings.sp_prompt': 'texto inicial',
  'settings.sp_temp': 'temperatura',
  'settings.sp_topk': 'top-k',
  'settings.sp_topp': 'top-p',
  'settings.sp_len': 'bytes a generar',
  'settings.sp_weights': 'pesos',
  'sampling.texBytesPerToken': 'bytes por token',
  'sampling.texLayers': 'capas',
  'sampling.texBytesPerNumber': 'bytes por número',
  'sampling.texTopP': 'el menor {S} con {sum}',
};
