// pt: the words kept in positions.js.
export const messages = {
  'positions.lead':
    'Numere os tokens token_0, token_1, …, token_N. A posição absoluta de um token é o seu próprio índice. A posição relativa do token i em relação ao token j é a diferença i − j: quão atrás (ou à frente) um está do outro. O significado costuma depender da segunda (“a palavra logo antes”), mas um modelo recebe uma sequência, então algo precisa transformar índices em números que ele possa usar.',
  'positions.textLabel': 'texto',
  'positions.textHint':
    'aqui dividido em palavras nos espaços; a lição do tokenizador mostra os tokens reais',
  'positions.pickNote':
    'Clique em uma palavra para torná-la o token i (contorno contínuo); clique com Shift, ou use as caixas, para o token j (tracejado).',
  'positions.tokensLabel': 'Tokens do texto',
  'positions.tokenPosition': ', posição',
  'positions.roleI': ', token i',
  'positions.roleJ': ', token j',
  'positions.roleBoth': ', token i, token j',
  'positions.iHint': 'o token que pergunta (a consulta)',
  'positions.jHint': 'o token para o qual ele olha (a chave)',
  'positions.noWords': 'digite algum texto: não há palavras para escolher',
  'positions.iOutside': {
    plural: 'n',
    one: 'o token i deve estar entre 0 e {last}: o texto tem {n} palavra (recebido: {i})',
    other: 'o token i deve estar entre 0 e {last}: o texto tem {n} palavras (recebido: {i})',
  },
  'positions.jOutside': {
    plural: 'n',
    one: 'o token j deve estar entre 0 e {last}: o texto tem {n} palavra (recebido: {j})',
    other: 'o token j deve estar entre 0 e {last}: o texto tem {n} palavras (recebido: {j})',
  },
  'positions.iMoved': {
    plural: 'n',
    one: 'o token i passou para {last}, a última palavra: o texto agora tem {n} palavra',
    other: 'o token i passou para {last}, a última palavra: o texto agora tem {n} palavras',
  },
  'positions.jMoved': {
    plural: 'n',
    one: 'o token j passou para {last}, a última palavra: o texto agora tem {n} palavra',
    other: 'o token j passou para {last}, a última palavra: o texto agora tem {n} palavras',
  },
  'positions.moreLessons':
    'Mais nas outras lições: {sinusoidal} (linhas absolutas), {relative} (produtos escalares dependem de i − j) e {rope} (rotações que fazem as pontuações dependerem só de i − j).',
  'positions.sinusoidalLink': 'a tabela senoidal',
  'positions.relativeLink': 'a posição relativa dentro das senoides',
  'positions.ropeLink': 'RoPE',
  'positions.jBefore':
    'Absoluta: “{wordI}” é token_{i}, “{wordJ}” é token_{j}. Relativa: i − j = {i} − {j} = {offset} (“{wordJ}” vem antes de “{wordI}”, a uma distância de {distance}).',
  'positions.jAfter':
    'Absoluta: “{wordI}” é token_{i}, “{wordJ}” é token_{j}. Relativa: i − j = {i} − {j} = {offset} (“{wordJ}” vem depois de “{wordI}”, a uma distância de {distance}).',
  'positions.sameToken':
    'Absoluta: “{wordI}” é token_{i}, “{wordJ}” é token_{j}. Relativa: i − j = {i} − {j} = {offset} (o mesmo token).',
  'positions.sinusoidalTitle':
    'Uma tabela de senos e cossenos: absoluta na entrada, relativa no produto escalar',
  'positions.sinusoidalPrimer':
    'Uma tabela senoidal dá a cada posição uma linha fixa de senos e cossenos em muitos comprimentos de onda',
  'positions.sinusoidalRows':
    '{primer}. Cada token recebe a sua própria linha de {d} números (d_model {d}); os quatro primeiros são PE[{i}, :4] = ({rowI}) e PE[{j}, :4] = ({rowJ}). Essas linhas nomeiam posições absolutas.',
  'positions.sinusoidalDot':
    'Mas PE({i})·PE({j}) = {pair}, e PE(0)·PE({distance}) = {fromZero}: o mesmo valor, porque só a distância {distance} importa (d_model {d}). O sinal de i − j se perde no produto escalar; ele sobrevive nas próprias linhas.',
  'positions.ropeTitle': 'Rotações: a própria pontuação depende só de i − j',
  'positions.ropePrimer':
    'A RoPE (codificação posicional rotativa) não soma nada às linhas: dentro da atenção, ela gira cada consulta q e cada chave k por ângulos definidos pela sua posição',
  'positions.ropeScores':
    '{primer}. Com q e k aleatórios (largura {d}, semente {seed}), girar q pela sua posição e k pela sua posição dá a pontuação {scores}: mova os dois tokens ao longo do texto e nada muda, desde que continuem a {offset} de distância.',
  'positions.ropeScore': '{score} em ({i}, {j})',
  'lessons.positions.title': 'Posição absoluta e relativa',
  'lessons.positions.place': 'posições: como o modelo sabe onde cada token está',
  'questions.positions.1.question':
    'Em “token_0, token_1, …, token_N”, qual é a posição absoluta de token_N?',
  'questions.positions.1.choice1': 'N',
  'questions.positions.1.choice2': 'N menos a posição do token de consulta',
  'questions.positions.1.explanation':
    'A posição absoluta é o próprio índice do token na sequência. “N menos a posição do token de consulta” é uma posição relativa.',
  'questions.positions.2.question':
    'O token i = 9 presta atenção ao token j = 4. Qual é a posição relativa?',
  'questions.positions.2.choice1': '13',
  'questions.positions.2.choice2': '5',
  'questions.positions.2.choice3': '−5',
  'questions.positions.2.explanation':
    'i − j = 9 − 4 = 5: a chave está 5 tokens antes da consulta (−5 se você contar do lado da chave).',
  'questions.positions.3.question':
    'Com a tabela de senos e cossenos acima somada à entrada, o que o modelo recebe diretamente?',
  'questions.positions.3.choice1': 'Só posições absolutas',
  'questions.positions.3.choice2': 'Só posições relativas',
  'questions.positions.3.explanation':
    'Cada token recebe a linha do seu próprio índice. A informação relativa é só implícita: os produtos escalares das linhas dependem de i − j, então a atenção pode aprender a lê-la.',
  'settings.posn_i': 'token i (consulta)',
  'settings.posn_j': 'token j (chave)',
  'positions.texAbsolute': 'absoluta:',
  'positions.texRelative': 'relativa:',
};
