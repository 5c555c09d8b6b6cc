// pt: the words kept in position-experiment.js.
export const messages = {
  'position-experiment.lead':
    'Pegue um token e coloque-o na posição 0, 1, 2, … N−1. A linha dele na tabela de tokens é a mesma todas as vezes, então o que quer que difira entre os vetores resultantes vem das linhas de posição. Comparar todos os pares mostra o que a tabela de posições diz sobre distância.',
  'position-experiment.tokenHint': 'um id de byte, {range} (97 é “a”)',
  'position-experiment.tokenName': 'token {id} = ‘{label}’',
  'position-experiment.nHint': 'quantas posições, {range} (o notebook: 20)',
  'position-experiment.dHint': 'largura do vetor, {range} (par para a senoidal)',
  'position-experiment.learnedRandom': 'aprendidas (aleatórias)',
  'position-experiment.sinusoidal': 'senoidal',
  'position-experiment.fullRange': '−1 a 1',
  'position-experiment.fitRange': 'ajustada aos valores (mostra faixas fracas)',
  'position-experiment.heatmapTitle': 'cos(token + P[i], token + P[j])',
  'position-experiment.xAxis': 'posição j →',
  'position-experiment.yAxis': 'posição i ↓',
  'position-experiment.hover': 'posições {i} e {j} (distância {distance}): cos = {value}',
  'position-experiment.heatmapLabelLearned':
    'Similaridade de cosseno do token {token} colocado nas posições 0 a {last} com posições aprendidas, {n} por {n}, de −1 (azul) a +1 (vermelho).',
  'position-experiment.heatmapLabelSinusoidal':
    'Similaridade de cosseno do token {token} colocado nas posições 0 a {last} com posições senoidais, {n} por {n}, de −1 (azul) a +1 (vermelho).',
  'position-experiment.heatmapLabelLearnedFit':
    'Similaridade de cosseno do token {token} colocado nas posições 0 a {last} com posições aprendidas, {n} por {n}, colorida de {lo} (roxo escuro) a {hi} (amarelo).',
  'position-experiment.heatmapLabelSinusoidalFit':
    'Similaridade de cosseno do token {token} colocado nas posições 0 a {last} com posições senoidais, {n} por {n}, colorida de {lo} (roxo escuro) a {hi} (amarelo).',
  'position-experiment.summaryLearned':
    '{n} × {n}, posições aprendidas, d = {d}. {point} em uma célula.',
  'position-experiment.summarySinusoidal':
    '{n} × {n}, posições senoidais, d = {d}. {point} em uma célula.',
  'position-experiment.byDistanceTitle': 'Similaridade média por distância',
  'position-experiment.byDistanceData': 'similaridade média por distância',
  'position-experiment.distanceAxis': 'distância |i − j|',
  'position-experiment.meanAxis': 'cosseno médio',
  'position-experiment.distanceRow': 'distância {k}',
  'position-experiment.statsLearned':
    'aprendidas: similaridade média na distância 1 = {near}, na distância {far} = {atFar}, na distância {last} = {atLast}.',
  'position-experiment.statsSinusoidal':
    'senoidais: similaridade média na distância 1 = {near}, na distância {far} = {atFar}, na distância {last} = {atLast}.',
  'position-experiment.byDistanceLabel':
    'Similaridade média em função da distância. Aprendidas: de {first} na distância 1 a {last}.',
  'position-experiment.byDistanceLabelBoth':
    'Similaridade média em função da distância. Aprendidas: de {first} na distância 1 a {last}. Senoidais: de {sinFirst} a {sinLast}.',
  'position-experiment.closing':
    'Com a tabela aprendida antes do treinamento, todas as células fora da diagonal são mais ou menos iguais: as posições 1 e 2 não se parecem mais do que 1 e 19, então nada na tabela diz que vizinhos estão perto. Mude para senoidal e uma faixa aparece ao longo da diagonal: a similaridade agora depende só da distância, maior para vizinhos e caindo mais longe. Na escala de −1 a 1 a faixa é fraca, porque o próprio vetor do token, o mesmo em todas as linhas, mantém todos os cossenos perto de 1: escolha “ajustada aos valores” para vê-la com clareza. Uma tabela aprendida só consegue adquirir essa estrutura com o treinamento.',
  'lessons.position-experiment.title': 'Experimento: um token em cada posição',
  'lessons.position-experiment.place': 'posições: um token colocado em cada posição',
  'questions.position-experiment.1.question':
    'Com posições aprendidas aleatórias, a posição 3 é mais parecida com a posição 4 do que com a posição 15?',
  'questions.position-experiment.1.choice1': 'Sim, vizinhos são mais próximos',
  'questions.position-experiment.1.choice2': 'Não, é mais ou menos igual',
  'questions.position-experiment.1.explanation':
    'Cada linha de uma tabela aleatória é sorteada de forma independente, então a tabela não sabe nada sobre ordem: cada par de posições distintas compartilha só a parte do token e fica perto do mesmo valor, cerca de 0,5 aqui. Qualquer noção de “perto” precisa ser aprendida com dados.',
  'questions.position-experiment.2.question':
    'Qual tabela mostra mais estrutura antes de qualquer treinamento?',
  'questions.position-experiment.2.choice1': 'aprendidas (aleatórias)',
  'questions.position-experiment.2.choice2': 'senoidal',
  'questions.position-experiment.2.explanation':
    'A tabela senoidal é feita de ondas suaves: o produto escalar das linhas p e q é uma soma de termos cos(ω·(p − q)), uma função só da distância. Isso dá faixas paralelas à diagonal, que decaem (com ondulações) conforme a distância cresce.',
  'questions.position-experiment.3.question':
    'Por que a similaridade de duas posições distintas é cerca de 0,5 com linhas aprendidas aleatórias?',
  'questions.position-experiment.3.explanation':
    'Os dois vetores são t + pᵢ com a mesma linha de token t; as partes aleatórias quase não se sobrepõem. Então o produto escalar é cerca de |t|², enquanto cada comprimento ao quadrado é cerca de |t|² + |p|² = 2d. O cosseno é cerca de d / 2d = ½.',
  'settings.px_token': 'id do token',
  'settings.px_n': 'posições N',
  'settings.px_d': 'd_model',
  'settings.px_scale': 'faixa de cores',
  'settings.px_pos': 'posições',
  'position-experiment.texForRandom': 'com {P} aleatória',
};
