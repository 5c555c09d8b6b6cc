// pt: the words kept in combined.js.
export const messages = {
  'combined.lead':
    'A linha de um token diz o que o token é; nada nela diz onde o token está. O GPT mantém uma segunda tabela, com uma linha por posição, e soma a linha da posição t à linha do token que está ali. O resultado tem a mesma largura d, e o mesmo caractere em dois lugares agora dá dois vetores diferentes.',
  'combined.dHint': 'largura de cada vetor, {range} (par para a senoidal)',
  'combined.maxLenHint': 'linhas da tabela de posições, {range}',
  'combined.learnedRandom': 'aprendidas (aleatórias)',
  'combined.sinusoidal': 'senoidal',
  'combined.add': 'somar',
  'combined.concatenate': 'concatenar',
  'combined.emptyText': 'digite pelo menos um caractere',
  'combined.xAxis': 'dimensão →',
  'combined.yAxis': 'posição t ↓',
  'combined.tokenTitle': 'Linhas dos tokens E[ids]',
  'combined.tokenHover': 'linha do token {row} ({token}), dimensão {col} = {value}',
  'combined.tokenCount': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'combined.dimensionCount': {
    plural: 'n',
    one: '{n} dimensão',
    other: '{n} dimensões',
  },
  'combined.tokenLabel': 'Mapa de calor das linhas dos seus {tokens}, com {dims} cada.',
  'combined.tokenSummary':
    '{n} × {d}: a linha t é a linha da tabela do token t. Caracteres repetidos repetem linhas.',
  'combined.positionTitle': 'Linhas das posições P[0..T−1]',
  'combined.positionHover': 'linha da posição {row} ({token}), dimensão {col} = {value}',
  'combined.positionLabelLearned':
    'Mapa de calor das linhas das posições 0 a {last}, aprendidas (aleatórias antes do treinamento), com {dims} cada.',
  'combined.positionLabelSinusoidal':
    'Mapa de calor das linhas das posições 0 a {last}, senoidais, com {dims} cada.',
  'combined.positionSummaryLearned':
    '{n} × {d}: a linha t depende só da posição t (aprendidas, aleatórias antes do treinamento).',
  'combined.positionSummarySinusoidal': '{n} × {d}: a linha t depende só da posição t (senoidal).',
  'combined.sumTitle': 'A soma delas: a entrada',
  'combined.sumTitleShape': 'A soma delas: a entrada (T × d)',
  'combined.sumHover': 'x[{row}] ({token}), dimensão {col} = token + posição = {value}',
  'combined.sumLabel': 'Mapa de calor da soma, {n} × {d}.',
  'combined.sumSummary': '{n} × {d}: elemento a elemento, x[t] = E[id_t] + P[t].',
  'combined.concatTitle': 'Concatenadas, em vez disso (T × 2d)',
  'combined.concatTokenHover':
    'x[{row}] ({token}), coluna {col} = dimensão {col} do token = {value}',
  'combined.concatPositionHover':
    'x[{row}] ({token}), coluna {col} = dimensão {dim} da posição = {value}',
  'combined.concatLabel':
    'Mapa de calor da concatenação, {n} × {width}: colunas do token, depois colunas da posição.',
  'combined.concatSummary': '{n} × {width}: [E[id_t] | P[t]], duas vezes mais larga.',
  'combined.truncated':
    'O seu texto tem {given} tokens, mas max_len é {maxLen}. O pipeline do notebook da Vizuara mantém ids[:max_len]: {used}, e {dropped} sem nenhum aviso.',
  'combined.truncatedUsed': {
    plural: 'n',
    one: 'só o primeiro {n} token recebe embedding abaixo',
    other: 'só os primeiros {n} tokens recebem embedding abaixo',
  },
  'combined.truncatedDropped': {
    plural: 'n',
    one: 'o último {n} é descartado',
    other: 'os últimos {n} são descartados',
  },
  'combined.strictRefuses': 'O módulo estrito se recusa: “{error}”',
  'combined.joinTitle': 'Somar ou concatenar?',
  'combined.joinProse':
    'Concatenar manteria as duas partes intactas lado a lado, ao preço de um vetor duas vezes mais largo e do dobro de pesos em cada camada que o lê. Somar sai de graça, e em d dimensões os sinais do token e da posição raramente atrapalham um ao outro.',
  'combined.joinHeader': 'junção',
  'combined.shapeHeader': 'formato da entrada',
  'combined.tokenTableHeader': 'tabela de tokens',
  'combined.positionTableHeader': 'tabela de posições',
  'combined.projectionHeader': 'cada projeção da camada seguinte',
  'combined.addRow': 'somar (GPT)',
  'combined.learnedParameters':
    'A tabela de posições aprendida tem max_len × d = {maxLen} × {d} parâmetros; a senoidal não tem nenhum.',
  'combined.sinusoidalParameters':
    'A tabela senoidal é calculada, não aprendida: 0 parâmetros, e ela existe para qualquer comprimento.',
  'lessons.combined.title': 'Token + posição: os vetores de entrada',
  'lessons.combined.place':
    'linha do token mais linha da posição: os vetores que entram no primeiro bloco',
  'questions.combined.1.question':
    'O GPT soma a linha da posição à linha do token em vez de concatená-las. O que mudaria se concatenasse?',
  'questions.combined.1.explanation':
    'Cada vetor de entrada teria comprimento 2d em vez de d, então toda camada que o lê (as primeiras projeções de consulta, chave e valor) precisaria do dobro de pesos de entrada, como mostra a tabela acima. Somar mantém a largura: o modelo ainda consegue distinguir os dois sinais porque, em muitas dimensões, direções aleatórias quase não se sobrepõem, e o treinamento pode mantê-los em subespaços separados se isso ajudar.',
  'questions.combined.2.question':
    'O GPT-2 tem 1024 posições aprendidas. O que acontece com uma sequência de 1025 tokens?',
  'questions.combined.2.choice1': 'Ele usa duas vezes a linha da posição 1023',
  'questions.combined.2.choice2': 'Não existe linha para a posição 1024',
  'questions.combined.2.choice3': 'Ele dá a volta para a linha da posição 0',
  'questions.combined.2.explanation':
    'Uma tabela aprendida tem exatamente max_len linhas; a posição 1024 não tem linha, então o módulo estrito gera um erro. Os pipelines truncam (como faz o notebook da Vizuara, mantendo os primeiros max_len tokens) ou dividem documentos longos em janelas, possivelmente sobrepostas, ou usam um esquema de posições que se estende a qualquer comprimento, como a tabela senoidal ou rotações de consultas e chaves (uma lição mais adiante).',
  'questions.combined.3.question':
    'Em “Hello”, os dois “l” compartilham uma linha de token. Os vetores de entrada deles são iguais?',
  'questions.combined.3.choice1': 'Sim: o mesmo token dá o mesmo vetor',
  'questions.combined.3.choice2': 'Não: cada um soma a sua própria linha de posição',
  'questions.combined.3.explanation':
    'Eles somam linhas de posição diferentes (2 e 3), então as somas diferem. É justamente esse o objetivo: sem linhas de posição, a atenção sem máscara causal não conseguiria distinguir “dog bites man” de “man bites dog” (só a máscara causal já deixa vazar alguma ordem: veja a lição de atenção).',
  'settings.cb_d': 'd_model',
  'settings.cb_len': 'max_len',
  'settings.cb_pos': 'posições',
  'settings.cb_join': 'junção',
};
