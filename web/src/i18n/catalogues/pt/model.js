// pt: the words kept in model.js.
export const messages = {
  'model.seedHint': 'sorteia os pesos aleatórios',
  'model.peNone': 'sem posições',
  'model.peLearned': 'posições aprendidas',
  'model.peSinusoidal': 'posições senoidais',
  'model.peRope': 'RoPE',
  'model.peAlibi': 'ALiBi',
  'model.layerCount': {
    plural: 'n',
    one: '{n} camada',
    other: '{n} camadas',
  },
  'model.headCount': {
    plural: 'n',
    one: '{n} cabeça',
    other: '{n} cabeças',
  },
  'model.shape': '{layers}, {heads}, d_model {dModel}, {positions}, {norm}',
  'model.weightsLegend': 'pesos',
  'model.weightsRandom': 'pesos aleatórios (a partir da semente)',
  'model.weightsTrained': 'treinados no laboratório de treinamento',
  'model.trainedReady': 'Treinado: {label}.',
  'model.trainedBpe':
    'O laboratório de treinamento contém {label}, que lê tokens de BPE; estas lições seguem um byte de cada vez: treine-o com o tokenizador de bytes para usar os pesos dele aqui.',
  'model.trainedNoBlocks':
    'O laboratório de treinamento contém {label}, que não tem blocos de atenção: treine lá um TinyGPT (modelo gpt) para usar os pesos dele aqui.',
  'model.trainedNone':
    'Treine um TinyGPT (modelo gpt) no laboratório de treinamento para usar os pesos dele aqui.',
  'model.diagramLabel': 'Diagrama do TinyGPT',
  'model.parameters': '{count} parâmetros',
  'model.parametersEach': '{count} parâmetros cada',
  'model.diagramCaption':
    'O TinyGPT como está configurado no laboratório de treinamento: {count} parâmetros no total.',
  'model.bytesIn': 'Entrada de bytes',
  'model.bytesInDetail': 'cada byte do texto é um id de token de 0 a 255',
  'model.tokenTable': 'Tabela de tokens',
  'model.tokenTableDetail': '256 × {d}: uma linha por byte',
  'model.peNoneTitle': 'sem tabela de posições',
  'model.peNoneDetail': 'só a máscara causal distingue as posições',
  'model.peLearnedTitle': '+ tabela de posições aprendida',
  'model.peLearnedDetail': 'uma linha treinada por posição',
  'model.peSinusoidalTitle': '+ posições senoidais',
  'model.peSinusoidalDetail': 'uma tabela fixa de sin/cos, sem parâmetros',
  'model.peRopeTitle': 'posições pela RoPE',
  'model.peRopeDetail': 'q e k girados dentro de cada cabeça, sem parâmetros',
  'model.peAlibiTitle': 'posições pelo ALiBi',
  'model.peAlibiDetail':
    'uma penalidade de distância nas pontuações de cada cabeça, sem parâmetros',
  'model.block': 'Bloco Transformer × {layers} (pre-norm)',
  'model.norm1Detail': 'normalização 1: os {d} números de cada token reescalados',
  'model.attention': {
    plural: 'heads',
    one: 'Atenção multi-cabeça: {heads} cabeça × {headDim} dimensões',
    other: 'Atenção multi-cabeça: {heads} cabeças × {headDim} dimensões',
  },
  'model.attentionDetail':
    'q | k | v = x·W ({d} → {qkv}); softmax causal; cabeças lado a lado, depois W_o ({d} → {d})',
  'model.attentionDetailRope':
    'q | k | v = x·W ({d} → {qkv}), q e k girados; softmax causal; cabeças lado a lado, depois W_o ({d} → {d})',
  'model.attentionDetailAlibi':
    'q | k | v = x·W ({d} → {qkv}), menos inclinação × distância; softmax causal; cabeças lado a lado, depois W_o ({d} → {d})',
  'model.residual': '+ residual',
  'model.attentionResidual': 'x = x + atenção',
  'model.norm2Detail': 'normalização 2',
  'model.mlp': 'MLP',
  'model.mlpDetail': '{d} → {hidden} (GELU) → {d}, cada token separadamente',
  'model.mlpResidual': 'x = x + MLP',
  'model.finalNorm': '{norm} final',
  'model.outputHead': 'Cabeça de saída',
  'model.outputHeadDetail':
    '{d} → 256 logits, com tabela própria (não amarrada à tabela de tokens)',
  'model.softmax': 'Softmax',
  'model.softmaxDetail': '256 probabilidades do próximo byte',
};
