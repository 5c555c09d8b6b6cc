// pt: the words kept in pe-learned.js.
export const messages = {
  'pe-learned.lead':
    'O GPT-2 e o BERT não usam uma fórmula para as posições. Eles guardam uma segunda tabela de embeddings com uma linha por posição, P₀, P₁, …, P_(max_len−1), e somam a linha t ao vetor do token na posição t. As linhas começam aleatórias e são treinadas como qualquer outro peso. Abaixo, a tabela é sorteada de N(0, 1) com a semente da página até que o laboratório de treinamento publique uma tabela treinada.',
  'pe-learned.maxLenHint': 'linhas da tabela aleatória ({range})',
  'pe-learned.dHint': 'largura de cada linha ({range})',
  'pe-learned.seqHint': 'comprimento de um texto a transformar em embeddings ({range})',
  'pe-learned.sourceTrained':
    'Mostrando a tabela treinada de “{name}” ({rows} × {cols}). Os controles max_len e d_model definem a tabela aleatória.',
  'pe-learned.trainingLab': 'o laboratório de treinamento',
  'pe-learned.untrainedRows':
    'As janelas de treinamento dela tinham {window} tokens, então as linhas {window} a {last} nunca foram usadas: ainda guardam seus valores iniciais, nada aprendido, e as médias abaixo as deixam de fora.',
  'pe-learned.sourceRandom':
    'Tabela aleatória: {rows} × {cols} valores de N(0, 1), semente {seed}. Treine um modelo com posições aprendidas no laboratório de treinamento para ver aqui uma tabela treinada.',
  'pe-learned.sourceRandomAway':
    'Tabela aleatória: {rows} × {cols} valores de N(0, 1), semente {seed}.',
  'pe-learned.showRandom': 'Mostrar a tabela aleatória',
  'pe-learned.showTrained': 'Mostrar a tabela treinada',
  'pe-learned.tableTitle': 'A tabela de posições aprendidas',
  'pe-learned.xAxis': 'dimensão →',
  'pe-learned.yAxis': 'posição ↓',
  'pe-learned.xAxisRange': 'dimensão → (0 a {last})',
  'pe-learned.yAxisRange': 'posição ↓ (0 a {last})',
  'pe-learned.tableHover': '{entry} = {value}   (posição {row}, dimensão {col})',
  'pe-learned.tableLabelTrained': {
    plural: 'rows',
    one: 'Mapa de calor da tabela de posições aprendidas, já treinada: {rows} posição por {cols} dimensões, valores de −{top} (azul) a +{top} (vermelho), numa escala ajustada a esta tabela.',
    other:
      'Mapa de calor da tabela de posições aprendidas, já treinada: {rows} posições por {cols} dimensões, valores de −{top} (azul) a +{top} (vermelho), numa escala ajustada a esta tabela.',
  },
  'pe-learned.tableLabelRandom': {
    plural: 'rows',
    one: 'Mapa de calor da tabela de posições aprendidas, ainda aleatória: {rows} posição por {cols} dimensões, valores de −{top} (azul) a +{top} (vermelho).',
    other:
      'Mapa de calor da tabela de posições aprendidas, ainda aleatória: {rows} posições por {cols} dimensões, valores de −{top} (azul) a +{top} (vermelho).',
  },
  'pe-learned.tableSummary': {
    plural: 'rows',
    one: '{rows} posição × {cols} dimensões. {point} para ver os valores exatos.',
    other: '{rows} posições × {cols} dimensões. {point} para ver os valores exatos.',
  },
  'pe-learned.similarityX': 'posição q →',
  'pe-learned.similarityY': 'posição p ↓',
  'pe-learned.similarityHover': '{entry} = {value}   (distância {distance})',
  'pe-learned.learnedSimilarityTitle': 'Aprendidas: similaridade de cosseno das posições',
  'pe-learned.sinusoidalSimilarityTitle': 'Senoidais: similaridade de cosseno das posições',
  'pe-learned.learnedSimilarityTrained': {
    plural: 'rows',
    one: 'Matriz de similaridade da tabela aprendida, com {rows} posição: diagonal brilhante, estrutura treinada.',
    other:
      'Matriz de similaridade da tabela aprendida, com {rows} posições: diagonal brilhante, estrutura treinada.',
  },
  'pe-learned.learnedSimilarityRandom': {
    plural: 'rows',
    one: 'Matriz de similaridade da tabela aprendida, com {rows} posição: diagonal brilhante, ruído no resto.',
    other:
      'Matriz de similaridade da tabela aprendida, com {rows} posições: diagonal brilhante, ruído no resto.',
  },
  'pe-learned.sinusoidalSimilarity': {
    plural: 'rows',
    one: 'Matriz de similaridade de {rows} posição senoidal (d_model {cols}): faixas paralelas à diagonal, definidas só pela distância.',
    other:
      'Matriz de similaridade de {rows} posições senoidais (d_model {cols}): faixas paralelas à diagonal, definidas só pela distância.',
  },
  'pe-learned.similaritySummary': '{point}: similaridade de duas posições.',
  'pe-learned.sideBySideTitle': 'Lado a lado',
  'pe-learned.learnedHeader': 'tabela aprendida',
  'pe-learned.sinusoidalHeader': 'senoidal',
  'pe-learned.trainableRow': 'números treináveis',
  'pe-learned.noParameters': '0 (uma fórmula fixa)',
  'pe-learned.sequenceRow': 'uma sequência de {seq} tokens',
  'pe-learned.rowsLookedUp': 'linhas 0 a {last} consultadas',
  'pe-learned.rowsLookedUpUntrained':
    'linhas 0 a {last} consultadas; as linhas {window} a {last} nunca foram treinadas',
  'pe-learned.noRowsPast': 'erro: não há linhas depois de {last}',
  'pe-learned.rowsComputed': {
    plural: 'seq',
    one: '{seq} linha calculada',
    other: '{seq} linhas calculadas',
  },
  'pe-learned.rowsComputedBeyond': '{seq} linhas calculadas ({beyond} além de max_len)',
  'pe-learned.neighboursRow': 'vizinhas parecidas?',
  'pe-learned.learnedNeighbours': 'média de cos(P[p], P[p+1]) = {near}',
  'pe-learned.learnedNeighboursFar': 'média de cos(P[p], P[p+1]) = {near}; à distância 10: {far}',
  'pe-learned.learnedNeighboursTrained':
    'média de cos(P[p], P[p+1]) nas {window} linhas treinadas = {near}',
  'pe-learned.learnedNeighboursTrainedFar':
    'média de cos(P[p], P[p+1]) nas {window} linhas treinadas = {near}; à distância 10: {far}',
  'pe-learned.sinusoidalNeighbours': 'cos(PE[p], PE[p+1]) = {near} para todo p',
  'pe-learned.pastMaxLenTitle': 'Além de max_len',
  'pe-learned.sequenceFits': {
    plural: 'rows',
    one: 'Uma sequência de {seq} tokens cabe em {rows} linha. Aumente o comprimento da sequência além de {rows} para ver o que a tabela aprendida faz.',
    other:
      'Uma sequência de {seq} tokens cabe em {rows} linhas. Aumente o comprimento da sequência além de {rows} para ver o que a tabela aprendida faz.',
  },
  'pe-learned.coreRefuses':
    'O núcleo se recusa a consultar posições que a tabela aprendida não tem:',
  'pe-learned.formulaHasNoLimit': {
    plural: 'rows',
    one: 'A fórmula senoidal não tem esse limite: ela simplesmente calculou {seq} linhas (se um modelo treinado com {rows} posição usa bem as novas é outra história).',
    other:
      'A fórmula senoidal não tem esse limite: ela simplesmente calculou {seq} linhas (se um modelo treinado com {rows} posições usa bem as novas é outra história).',
  },
  'pe-learned.whichWhere':
    'Qual é usada onde: o Transformer original usava senoides; o BERT e o GPT-2/3 aprendiam as suas tabelas; a maioria dos LLMs abertos recentes gira as consultas e as chaves de acordo com as suas posições, em vez de somar qualquer tabela. (Uma comparação popular põe “a maioria dos LLMs modernos” na coluna das tabelas aprendidas; isso valia na era do GPT-2/GPT-3, não hoje.)',
  'lessons.pe-learned.title': 'Embeddings de posição aprendidos',
  'lessons.pe-learned.place': 'posições: uma tabela aprendida somada às linhas dos tokens',
  'questions.pe-learned.1.question':
    'Um modelo com uma tabela aprendida de max_len 1024 recebe um texto de 1500 tokens. O que acontece?',
  'questions.pe-learned.1.choice1': 'Ele calcula as linhas 1024 a 1499 pela fórmula',
  'questions.pe-learned.1.choice2':
    'As linhas de 1024 em diante não existem: o texto precisa ser cortado',
  'questions.pe-learned.1.explanation':
    'Uma tabela aprendida é uma consulta: linhas que nunca foram criadas não podem ser consultadas. O núcleo se recusa, como mostrado acima; os pipelines cortam o texto em max_len.',
  'questions.pe-learned.2.question':
    'Quantos números treináveis tem uma tabela aprendida com max_len 512 e d_model 768?',
  'questions.pe-learned.2.choice1': '0 (as posições não são aprendidas)',
  'questions.pe-learned.2.choice2': '512 × 768 = 393.216',
  'questions.pe-learned.2.choice3': '512 + 768 = 1.280',
  'questions.pe-learned.2.explanation':
    '512 × 768 = 393.216: uma linha de largura d_model por posição. A tabela senoidal não tem nenhum.',
  'questions.pe-learned.3.question':
    'Antes do treinamento, linhas vizinhas da tabela aprendida se parecem?',
  'questions.pe-learned.3.choice1': 'Não: as linhas são vetores aleatórios independentes',
  'questions.pe-learned.3.choice2': 'Sim: linhas vizinhas começam próximas, como nas senoides',
  'questions.pe-learned.3.explanation':
    'Linhas aleatórias de N(0, 1) são quase ortogonais, então a matriz de similaridade é uma diagonal brilhante sobre ruído. Qualquer noção de “perto” precisa ser aprendida com os dados; a tabela senoidal já a tem desde o início (as suas faixas).',
  'questions.pe-learned.4.question': 'Quais modelos usam qual?',
  'questions.pe-learned.4.explanation':
    'O Transformer original usava senoides; o BERT e o GPT-2/GPT-3 usavam tabelas absolutas aprendidas; o T5 usava vieses relativos aprendidos em vez de qualquer uma das duas. A maioria dos LLMs abertos recentes (LLaMA, Mistral, Qwen e muitos outros), em vez disso, gira as consultas e as chaves de acordo com as suas posições (uma lição mais adiante mostra como). Então “aprendida, como na maioria dos LLMs modernos” está desatualizado.',
  'settings.learn_len': 'max_len',
  'settings.learn_d': 'd_model',
  'settings.learn_seq': 'comprimento da sequência',
};
