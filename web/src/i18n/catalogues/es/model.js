// Spanish (es): model, words several lessons share.
export const messages = {
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
};
