// pt: the words kept in attention.js.
export const messages = {
  'attention.lead':
    'A atenção é o jeito como um token reúne informação dos outros. O vetor de cada token é multiplicado por três matrizes aprendidas para dar uma consulta (o que ele procura), uma chave (o que ele oferece para ser encontrado) e um valor (o que ele repassa quando é encontrado). A consulta do token i é comparada com a chave de cada token j por um produto escalar; um softmax transforma cada linha dessas pontuações em pesos positivos que somam 1; a saída do token i é a média ponderada dos valores.',
  'attention.whyScale':
    'Por que dividir por √d_k? O produto escalar de dois vetores com d_k componentes aleatórias de tamanho em torno de 1 tem uma dispersão de cerca de √d_k. Sem a divisão, cabeças largas dariam pontuações grandes, o softmax poria quase todo o peso em um só token e seus gradientes desapareceriam. A máscara causal M soma −∞ a cada pontuação de um token posterior, de modo que depois do softmax esses pesos são exatamente 0: um token só pode olhar para trás.',
  'attention.randomNote':
    'Aqui a tabela de tokens e as três projeções são aleatórias (geradas a partir da semente), como em um modelo não treinado, então o padrão é arbitrário; é o treinamento que faz as consultas encontrarem chaves úteis. Os tokens são os bytes UTF-8 do texto, como no laboratório de treinamento.',
  'attention.textHint': 'cada byte UTF-8 é um token; os primeiros 128 são usados',
  'attention.textEmpty': 'Digite algum texto: a atenção precisa de pelo menos um token.',
  'attention.dModelHint': 'largura do embedding, {range} (par se houver posições)',
  'attention.dKHint': 'largura de consulta/chave, {range}',
  'attention.seedHint': 'gera a tabela e as projeções aleatórias',
  'attention.causalLabel': 'máscara causal (só olhar para trás)',
  'attention.positionsLabel': 'somar posições senoidais',
  'attention.stripLabel': 'Tokens (bytes) do texto',
  'attention.summary': {
    plural: 'n',
    one: '{n} token, d_model {dModel}, d_k {dK}, semente {seed}, com posições senoidais somadas.',
    other:
      '{n} tokens, d_model {dModel}, d_k {dK}, semente {seed}, com posições senoidais somadas.',
  },
  'attention.summaryNoPositions': {
    plural: 'n',
    one: '{n} token, d_model {dModel}, d_k {dK}, semente {seed}, sem posições.',
    other: '{n} tokens, d_model {dModel}, d_k {dK}, semente {seed}, sem posições.',
  },
  'attention.summaryCut':
    '{n} tokens, d_model {dModel}, d_k {dK}, semente {seed}, com posições senoidais somadas. O texto tem {total} bytes; são mostrados os primeiros {n} para que as células continuem legíveis.',
  'attention.summaryCutNoPositions':
    '{n} tokens, d_model {dModel}, d_k {dK}, semente {seed}, sem posições. O texto tem {total} bytes; são mostrados os primeiros {n} para que as células continuem legíveis.',
  'attention.token': '{i} ‘{byte}’',
  'attention.keyAxis': 'chave j →',
  'attention.queryAxis': 'consulta i ↓',
  'attention.scoresTitle': '1. Pontuações q·k / √d_k',
  'attention.scoresLegendNote': 'cinza: mascarada (−∞), uma chave futura',
  'attention.scoreHover': 'consulta {query} · chave {key} / √{dK} = {score}',
  'attention.scoreHoverMasked':
    'consulta {query} · chave {key} / √{dK} = {score}  (mascarada: vira −∞)',
  'attention.scoresIdle':
    'Vermelho: consulta e chave concordam; azul: discordam; claro: uma pontuação perto de 0 (as cores chegam a pelo menos ±1). {point} para ver os valores exatos.',
  'attention.scoresLabel':
    'Mapa de calor das {n} por {n} pontuações de atenção, de {lo} (azul) a {hi} (vermelho), com as chaves futuras mascaradas em cinza.',
  'attention.scoresLabelUnmasked':
    'Mapa de calor das {n} por {n} pontuações de atenção, de {lo} (azul) a {hi} (vermelho).',
  'attention.maskTitle': '2. Máscara causal',
  'attention.maskHidden': '0 oculta',
  'attention.maskVisible': '1 visível',
  'attention.maskHoverVisible': 'consulta {query}, chave {key}: visível (soma 0)',
  'attention.maskHoverHidden': 'consulta {query}, chave {key}: futura, oculta (soma −∞)',
  'attention.maskIdle': 'A linha i vê as chaves 0..i: o triângulo inferior.',
  'attention.maskIdleOff':
    'Máscara desligada: cada token vê todos os outros (como em um codificador).',
  'attention.maskLabel': 'Máscara causal, {n} por {n}: uns na diagonal e abaixo dela, zeros acima.',
  'attention.maskLabelOff': {
    plural: 'count',
    '=1': 'Sem máscara: sua única entrada é 1.',
    other: 'Sem máscara: todas as {count} entradas são 1.',
  },
  'attention.weightsTitle': '3. Pesos softmax(linha)',
  'attention.weightsLegendNote':
    'cada linha soma 1; a cor mais brilhante é o maior peso fora da linha 0',
  'attention.weightHover':
    'peso da consulta {query} sobre a chave {key} = {weight};  a linha {i} soma {sum}',
  'attention.weightHoverZero':
    'peso da consulta {query} sobre a chave {key} = 0 (exatamente);  a linha {i} soma {sum}',
  'attention.weightsIdle':
    'Brilhante: para onde cada consulta olha. {point} para ver os pesos exatos.',
  'attention.weightsLabel':
    'Mapa de calor dos {n} por {n} pesos de atenção, de 0 (escuro) a 1 (amarelo); cada linha soma 1; acima da diagonal, exatamente 0.',
  'attention.weightsLabelUnmasked':
    'Mapa de calor dos {n} por {n} pesos de atenção, de 0 (escuro) a 1 (amarelo); cada linha soma 1.',
  'attention.maskLeakTitle': 'A máscara diz a cada linha onde ela está',
  'attention.maskLeakProse':
    'Costuma-se dizer que a atenção sem posições é cega à ordem. Com a máscara causal, não é. Pegue um texto de um único byte repetido, “aaaaaaaaaaaa”, sem posições: todas as consultas e todas as chaves são o mesmo vetor, então todas as pontuações são iguais. Mesmo assim, a linha t só vê as chaves de 0 a t, e seu softmax reparte um total de 1 entre essas t + 1 chaves, então seu peso sobre o primeiro token cai como 1/(t + 1). Uma linha posterior faz a média sobre mais chaves, então sua saída difere da de uma linha anterior: é assim que um modelo causal sem codificação posicional ainda consegue aprender a ordem (Haviv et al. 2022).',
  'attention.maskLeakCaption':
    'Peso da linha t sobre o token 0, sem posições, com máscara causal (calculado pelo núcleo)',
  'attention.maskLeakRow': 'linha t',
  'attention.maskLeakWeight': 'peso sobre o token 0',
  'attention.memoryTitle': 'Memória: o custo N²',
  'attention.memoryProse':
    'A atenção simples por produto escalar escalado monta a matriz inteira de pesos N × N antes de multiplicar por V: um número para cada par de tokens. Dobre o contexto e a matriz passa a ter quatro vezes mais números, em cada cabeça e em cada camada. É por isso que contextos longos eram caros, e por isso métodos posteriores (FlashAttention e outros) calculam o mesmo resultado em blocos sem nunca guardar a matriz inteira.',
  'attention.memoryNote':
    'Às vezes o custo é escrito ω(N²), mas ômega minúsculo quer dizer “cresce estritamente mais rápido que N²”: a matriz tem exatamente N² entradas, então a memória é Θ(N²), ao mesmo tempo O(N²) (no máximo) e Ω(N²) (no mínimo) uma constante vezes N².',
  'attention.memoryChartLabel':
    'Gráfico log-log: a memória de uma matriz de atenção em float32 cresce como N ao quadrado, de 4 bytes com N = 1 a 64 GiB com N = 131072, enquanto uma linha de ativações por token cresce só linearmente.',
  'attention.memoryReadout': {
    plural: 'n',
    one: 'N = {n} token: a matriz de atenção guarda {weights} peso = {matrixBytes} em float32, para uma cabeça e uma sequência. O próprio vetor do token (d_model {dModel}) ocupa {vectorBytes}.',
    other:
      'N = {n} tokens: a matriz de atenção guarda {weights} pesos = {matrixBytes} em float32, para uma cabeça e uma sequência. Os próprios vetores dos tokens (d_model {dModel}) ocupam {vectorBytes}.',
  },
  'attention.memoryHint': 'escala logarítmica, {range} ({max}k) tokens',
  'attention.lengthAxis': 'comprimento da sequência N (tokens)',
  'attention.bytesAxis': 'bytes (float32)',
  'attention.matrixSeries': 'matriz de atenção N²·4 B',
  'attention.vectorsSeries': 'vetores de tokens N·{dModel}·4 B',
  'attention.matrixColumn': 'bytes da matriz de atenção',
  'attention.vectorsColumn': 'bytes dos vetores de tokens (d_model {dModel})',
  'lessons.attention.title': 'Atenção por produto escalar escalado',
  'lessons.attention.place': 'a atenção, dentro de cada bloco',
  'questions.attention.1.question':
    'Na atenção causal, qual é o peso do token 0 sobre si mesmo (linha 0)?',
  'questions.attention.1.choice1': '0',
  'questions.attention.1.choice2': '1/N',
  'questions.attention.1.choice3': '1',
  'questions.attention.1.choice4': 'Depende das pontuações',
  'questions.attention.1.explanation':
    'A linha 0 só pode ver a chave 0, e um softmax sobre uma única pontuação dá exatamente 1, seja qual for a pontuação.',
  'questions.attention.2.question': 'Quanto soma cada linha da matriz de pesos?',
  'questions.attention.2.choice1': '0',
  'questions.attention.2.choice2': '1',
  'questions.attention.2.choice3': 'N',
  'questions.attention.2.choice4': '√d_k',
  'questions.attention.2.explanation':
    'Cada linha é um softmax, então seus pesos são positivos e somam 1: a saída é uma média ponderada dos valores.',
  'questions.attention.3.question':
    'Você passa de 4.096 para 8.192 tokens de contexto. Quanta memória a mais uma matriz de atenção precisa?',
  'questions.attention.3.choice1': 'A mesma',
  'questions.attention.3.choice2': '2×',
  'questions.attention.3.choice3': '4×',
  'questions.attention.3.choice4': '8×',
  'questions.attention.3.explanation':
    'N² cresce por um fator 2² = 4: 64 MiB viram 256 MiB por cabeça em float32.',
  'questions.attention.4.question':
    'Sem posições (desmarque “somar posições senoidais”), o mesmo byte nas posições 2 e 9 tem a mesma consulta. Com a máscara causal, as duas linhas de pesos dele são iguais?',
  'questions.attention.4.choice1':
    'Sim: consultas iguais dão pontuações iguais, então os pesos coincidem',
  'questions.attention.4.choice2':
    'Sim, mas só quando os outros bytes do texto são todos diferentes',
  'questions.attention.4.choice3':
    'Não: só uma codificação posicional pode fazer duas consultas iguais prestarem atenção de forma diferente',
  'questions.attention.4.choice4':
    'Não: a linha 2 reparte seu peso entre 3 chaves, a linha 9 entre 10',
  'questions.attention.4.explanation':
    'Consultas iguais dão pontuações iguais para as chaves que as duas linhas conseguem ver, mas a máscara deixa a linha 2 ver 3 chaves e a linha 9 ver 10, e cada softmax reparte um total de 1 entre as chaves que vê. Então a própria máscara diz a uma linha o quanto ela já avançou: um modelo causal sem nenhuma codificação posicional ainda consegue aprender a ordem (a opção “nenhuma” do laboratório de treinamento também aprende). Sem a máscara, consultas iguais dariam linhas idênticas, e a atenção seria cega à ordem.',
  'questions.attention.5.question': 'Por que a escala é √d_k e não d_k?',
  'questions.attention.5.explanation':
    'A dispersão (desvio padrão) de uma soma de d_k produtos independentes cresce como √d_k, não como d_k. Dividir por √d_k traz as pontuações de volta a uma dispersão de cerca de 1, seja qual for a largura da cabeça.',
  'settings.att_d': 'd_model',
  'settings.att_dk': 'd_k',
  'settings.att_causal': 'máscara causal',
  'settings.att_pe': 'somar posições',
  'settings.att_n': 'comprimento da sequência N',
  'attention.texCausal': '(causal)',
  'attention.texBytes': 'bytes',
};
