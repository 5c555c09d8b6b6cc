// pt: the words kept in token-embedding.js.
export const messages = {
  'token-embedding.lead':
    'O modelo guarda uma tabela E com uma linha de d números para cada id de token. Transformar um id em um vetor é só ler a linha dele. Antes do treinamento, as linhas são aleatórias (o nn.Embedding do PyTorch as sorteia de uma distribuição normal padrão); o treinamento as move para que tokens usados de forma parecida fiquem com linhas parecidas.',
  'token-embedding.textEmpty': 'digite pelo menos um caractere',
  'token-embedding.dHint':
    'comprimento das linhas da tabela aleatória, {range} (uma tabela treinada mantém o seu)',
  'token-embedding.charsLabel': 'caracteres a comparar',
  'token-embedding.charsHint':
    'o notebook da Vizuara compara a b c x y z, o espaço, o ponto final, 0 1',
  'token-embedding.charsTooFew': 'digite pelo menos 2 caracteres para comparar',
  'token-embedding.charsNotOneByte':
    '“{char}” ocupa {n} bytes em UTF-8 ({ids}), então não é um único token aqui; use caracteres de um byte (ASCII)',
  'token-embedding.sourceTrained': 'treinada, quando o laboratório tiver uma',
  'token-embedding.sourceRandom': 'aleatória (antes do treinamento)',
  'token-embedding.shownTrained': 'Mostrando a tabela treinada: {source} (256 × {d})',
  'token-embedding.fromLab': 'do laboratório de treinamento',
  'token-embedding.shownRandom':
    'Mostrando a tabela aleatória antes do treinamento: N(0, 1), semente {seed}, 256 × {d}. O preditor token + posição do laboratório de treinamento parte exatamente desta tabela quando começa como o notebook, e desta tabela multiplicada por 0,02 quando começa pequeno, como o GPT-2.',
  'token-embedding.shownRandomNoModel':
    'Mostrando a tabela aleatória antes do treinamento: N(0, 1), semente {seed}, 256 × {d}. O preditor token + posição do laboratório de treinamento parte exatamente desta tabela quando começa como o notebook, e desta tabela multiplicada por 0,02 quando começa pequeno, como o GPT-2 (treine um modelo no laboratório para ver a tabela treinada).',
  'token-embedding.notByteTable': 'a tabela treinada tem {rows} linhas, não 256 ids de bytes',
  'token-embedding.trainedUnusable': 'A tabela treinada não pode ser mostrada: {message}',
  'token-embedding.tableTitle': 'A tabela de tokens E (linhas: ids 0–255)',
  'token-embedding.dimensionAxis': 'dimensão →',
  'token-embedding.tokenIdAxis': 'id do token ↓',
  'token-embedding.tableHoverUsed': {
    plural: 'n',
    one: '{entry}   (seu texto usa esta linha na posição {positions})',
    other: '{entry}   (seu texto usa esta linha nas posições {positions})',
  },
  'token-embedding.tableLabelTrained': {
    plural: 'd',
    one: 'Mapa de calor da tabela de tokens treinada: 256 linhas (ids de tokens) por {d} coluna (dimensão), valores de −{top} (azul) a +{top} (vermelho). As linhas marcadas são usadas pelo seu texto.',
    other:
      'Mapa de calor da tabela de tokens treinada: 256 linhas (ids de tokens) por {d} colunas (dimensões), valores de −{top} (azul) a +{top} (vermelho). As linhas marcadas são usadas pelo seu texto.',
  },
  'token-embedding.tableLabelRandom': {
    plural: 'd',
    one: 'Mapa de calor da tabela de tokens aleatória: 256 linhas (ids de tokens) por {d} coluna (dimensão), valores de −{top} (azul) a +{top} (vermelho). As linhas marcadas são usadas pelo seu texto.',
    other:
      'Mapa de calor da tabela de tokens aleatória: 256 linhas (ids de tokens) por {d} colunas (dimensões), valores de −{top} (azul) a +{top} (vermelho). As linhas marcadas são usadas pelo seu texto.',
  },
  'token-embedding.tableSummary': {
    plural: 'rows',
    one: '{params} parâmetros (256 × {d}). Marcas à direita: {rows} linha usada pelo seu texto. {point} para ver os valores.',
    other:
      '{params} parâmetros (256 × {d}). Marcas à direita: {rows} linhas usadas pelo seu texto. {point} para ver os valores.',
  },
  'token-embedding.lookupTitle': 'Linhas consultadas para o seu texto',
  'token-embedding.positionAxis': 'posição no seu texto ↓',
  'token-embedding.lookupHover': '{x} = {entry}; dimensão {col} = {value}',
  'token-embedding.rowCount': {
    plural: 'n',
    one: '{n} linha',
    other: '{n} linhas',
  },
  'token-embedding.columnCount': {
    plural: 'n',
    one: '{n} coluna',
    other: '{n} colunas',
  },
  'token-embedding.tokenCount': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'token-embedding.dimensionCount': {
    plural: 'n',
    one: '{n} dimensão',
    other: '{n} dimensões',
  },
  'token-embedding.lookupLabel':
    'Mapa de calor das {rows} consultadas para o seu texto, com {columns} cada.',
  'token-embedding.lookupSummary':
    '{tokens} × {dims}. {point} para ver de qual linha veio cada uma.',
  'token-embedding.lookupSummaryCut':
    '{tokens} × {dims} (primeiros 128 tokens). {point} para ver de qual linha veio cada uma.',
  'token-embedding.lookupSame':
    'A seleção de linhas E[ids] e one-hot(ids) × E (um produto {n} × 256 por 256 × {d}) dão exatamente os mesmos números.',
  'token-embedding.lookupDiffer':
    'A seleção de linhas E[ids] e one-hot(ids) × E (um produto {n} × 256 por 256 × {d}) diferem em no máximo {difference}: arredondamento, os mesmos números.',
  'token-embedding.similarTitle': 'Quais caracteres se parecem?',
  'token-embedding.similar':
    'A similaridade de cosseno compara direções: 1 para a mesma direção, 0 para perpendiculares, −1 para opostas. Linhas aleatórias dão valores espalhados em torno de 0, sem padrão. Depois do treinamento, letras usadas em lugares parecidos se aproximam e a figura mostra blocos.',
  'token-embedding.simTitle': 'Similaridade de cosseno dos caracteres escolhidos',
  'token-embedding.characterX': 'caractere →',
  'token-embedding.characterY': 'caractere ↓',
  'token-embedding.simLabel': {
    plural: 'n',
    one: 'Mapa de calor da similaridade de cosseno de {n} caractere ({chars}), de −1 (azul) a +1 (vermelho); a diagonal é 1.',
    other:
      'Mapa de calor da similaridade de cosseno de {n} caracteres ({chars}), de −1 (azul) a +1 (vermelho); a diagonal é 1.',
  },
  'token-embedding.simSummary': '{chars}  — {point} uma célula para ver o valor.',
  'token-embedding.charsFromTraining':
    'Comparando caracteres do texto de treinamento ({chars}): as linhas deles são as que o treinamento moveu. Digite os seus acima para escolher outros.',
  'token-embedding.charsUnseen': {
    plural: 'n',
    one: '{chars} não aparece no texto de treinamento: a linha dele nunca foi treinada e ainda guarda o início aleatório, então as similaridades dele são ruído.',
    other:
      '{chars} não aparecem no texto de treinamento: as linhas deles nunca foram treinadas e ainda guardam o início aleatório, então as similaridades deles são ruído.',
  },
  'token-embedding.charsAllSeen': 'Todos estes caracteres aparecem no texto de treinamento.',
  'token-embedding.simStats':
    'Fora da diagonal: média {mean}, tamanho típico (rms) {rms}, de {min} a {max}.',
  'token-embedding.simStatsRandom':
    'Fora da diagonal: média {mean}, tamanho típico (rms) {rms}, de {min} a {max}. Vetores aleatórios em d = {d}: cerca de 1/√d = {expected}.',
  'lessons.token-embedding.title': 'Embeddings de tokens: uma linha aprendida por id',
  'lessons.token-embedding.place': 'a tabela de tokens: uma linha por token',
  'questions.token-embedding.1.question':
    'A tabela é 256 × 64. Quantos números o modelo aprende nela?',
  'questions.token-embedding.1.choice1': '256 + 64 = 320',
  'questions.token-embedding.1.choice2': '64, o comprimento de uma linha',
  'questions.token-embedding.1.choice3': '256 × 64 = 16.384',
  'questions.token-embedding.1.explanation':
    'Cada entrada de cada linha é um parâmetro: V × d = 256 × 64 = 16.384. Com um vocabulário de 50.000 tokens e d = 768 (GPT-2 small), a mesma tabela tem 38,4 milhões.',
  'questions.token-embedding.2.question':
    'Antes do treinamento, que similaridade de cosseno você espera entre duas linhas diferentes?',
  'questions.token-embedding.2.choice1': 'cerca de 1: todas as linhas começam parecidas',
  'questions.token-embedding.2.choice2': 'cerca de 0, com dispersão de cerca de 1/√d',
  'questions.token-embedding.2.choice3': 'exatamente 0: linhas aleatórias são ortogonais',
  'questions.token-embedding.2.explanation':
    'Vetores aleatórios independentes em muitas dimensões são quase ortogonais: o cosseno deles fica centrado em 0, com uma dispersão de cerca de 1/√d (0,125 para d = 64). Não é exatamente 0, e quanto maior o d, mais apertado ele fica.',
  'questions.token-embedding.3.question':
    'Depois de treinar para prever o próximo caractere, as vogais tendem a acabar com linhas parecidas. Por quê, se ninguém disse ao modelo o que é uma vogal?',
  'questions.token-embedding.3.explanation':
    'As linhas só mudam pelo gradiente da perda de previsão. Caracteres que aparecem em contextos parecidos (vogais entre consoantes, dígitos ao lado de dígitos) precisam produzir previsões parecidas do que vem depois, então as linhas deles são empurradas em direções parecidas.',
  'questions.token-embedding.4.question':
    'Por que consultar uma linha é o mesmo que multiplicar um vetor one-hot pela tabela?',
  'questions.token-embedding.4.explanation':
    'A linha i de onehot(i)ᵀE soma E[k] vezes 0 para todo k exceto i, onde o fator é 1: o que sobra é exatamente E[i]. A consulta pula as V − 1 multiplicações por zero; o painel calcula as duas e mostra que elas coincidem.',
  'settings.te_d': 'd_model',
  'settings.te_chars': 'caracteres a comparar',
  'settings.te_source': 'tabela mostrada',
  'token-embedding.texParams': '#parâmetros',
};
