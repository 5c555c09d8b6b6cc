// pt: the words kept in block.js.
export const messages = {
  'block.lead':
    'Um transformer é o mesmo bloco repetido. Cada bloco deixa os tokens trocarem informação (a atenção), depois transforma cada token sozinho (a MLP) e soma os dois resultados a um vetor acumulado x, o fluxo residual. Depois do último bloco, uma normalização final e a cabeça de saída transformam o x de cada token em 256 pontuações, uma para cada próximo byte possível.',
  'block.textHint': 'o texto inicial: cada byte é um token; os primeiros 64 são usados',
  'block.summaryTrained': {
    plural: 'tokens',
    one: 'TinyGPT treinado ({shape}), {tokens} token.',
    other: 'TinyGPT treinado ({shape}), {tokens} tokens.',
  },
  'block.summaryTrainedCut':
    'TinyGPT treinado ({shape}), {tokens} tokens (os primeiros {tokens} de {total} bytes).',
  'block.summaryRandom': {
    plural: 'tokens',
    one: 'TinyGPT aleatório ({shape}, semente {seed}), {tokens} token.',
    other: 'TinyGPT aleatório ({shape}, semente {seed}), {tokens} tokens.',
  },
  'block.summaryRandomCut':
    'TinyGPT aleatório ({shape}, semente {seed}), {tokens} tokens (os primeiros {tokens} de {total} bytes).',
  'block.streamTitle': 'O fluxo residual é uma soma acumulada',
  'block.streamProse':
    'Nenhuma subcamada substitui x: cada uma soma a ele uma correção. Assim, o trabalho do primeiro bloco ainda está em x no final, e o gradiente tem um caminho direto, pelas somas, da perda até cada bloco. As barras mostram o tamanho de x (sua raiz do valor quadrático médio, RMS) depois de cada soma.',
  'block.streamHeading': 'Tamanho de x (RMS) depois de cada subcamada, último token',
  'block.stageInput': 'entrada',
  'block.stageAttention': 'atenção {l}',
  'block.stageMlp': 'MLP {l}',
  'block.stageAttentionShort': 'A{l}',
  'block.stageMlpShort': 'M{l}',
  'block.streamHover': '{stage}: RMS de x = {rms}',
  'block.streamHoverAdded':
    '{stage}: RMS de x = {rms}; esta subcamada somou um vetor de RMS {added}',
  'block.streamIdle':
    'Cada barra: o fluxo residual depois de somar mais uma subcamada (A2: a atenção do bloco 2; M2: a sua MLP).',
  'block.streamLabel':
    'Gráfico de barras: RMS do fluxo residual para o último token depois de cada uma das {count} subcamadas, de {first} na entrada a {last} depois do bloco {layers}.',
  'block.diagramTitle': 'O TinyGPT, como está configurado no laboratório de treinamento',
  'block.diagramProse':
    'Mude as camadas, as cabeças, o d_model, as posições ou a normalização no laboratório de treinamento, e este diagrama (e todas as lições daqui) acompanha.',
  'block.placementTitle': 'Pre-norm ou post-norm',
  'block.placementProse':
    'O Transformer de 2017 normalizava depois de cada soma: x = norm(x + sublayer(x)), post-norm. O GPT-2 e o TinyGPT normalizam só o ramo: x = x + sublayer(norm(x)), pre-norm, com uma normalização final no fim. Abaixo, os mesmos blocos aleatórios são empilhados dos dois jeitos, com a mesma entrada; o gradiente é o de uma direção aleatória fixa da saída.',
  'block.depthHint': '{range} blocos aleatórios, os mesmos pesos nas duas posições da normalização',
  'block.preNorm': 'pre-norm (GPT-2, TinyGPT)',
  'block.postNorm': 'post-norm (2017)',
  'block.boundaryAxis': 'fronteira entre blocos (0 = entrada)',
  'block.activationAxis': 'RMS de x',
  'block.gradientAxis': 'RMS do gradiente',
  'block.activationTitle': 'Tamanho das ativações',
  'block.gradientTitle': 'Tamanho do gradiente',
  'block.activationTools': 'tamanho das ativações, pre-norm contra post-norm',
  'block.gradientTools': 'tamanho do gradiente, pre-norm contra post-norm',
  'block.boundaryOutput': 'saída',
  'block.boundaryInto': 'entrada do bloco {l}',
  'block.preActivationColumn': 'RMS da ativação, pre-norm',
  'block.postActivationColumn': 'RMS da ativação, post-norm',
  'block.preGradientColumn': 'RMS do gradiente, pre-norm',
  'block.postGradientColumn': 'RMS do gradiente, post-norm',
  'block.activationLabel': {
    plural: 'depth',
    one: 'Tamanho das ativações ao longo de {depth} bloco: com pre-norm, cresce de {preIn} para {preOut}; com post-norm, fica perto de {postOut}.',
    other:
      'Tamanho das ativações ao longo de {depth} blocos: com pre-norm, cresce de {preIn} para {preOut}; com post-norm, fica perto de {postOut}.',
  },
  'block.gradientLabel':
    'Tamanho do gradiente que chega a cada bloco: na entrada, pre-norm {preIn}, post-norm {postIn}; na saída, pre-norm {preOut}, post-norm {postOut}.',
  'block.placementReadout':
    '{blocks} (d_model {dModel}, {heads}, {norm}, 16 tokens aleatórios): x cresce de {preIn} para {preOut} com pre-norm e termina em {postOut} com post-norm. O gradiente na entrada é {preGradIn} (pre) contra {postGradIn} (post), uma razão em relação ao gradiente da saída de {preRatio} e {postRatio}.',
  'block.randomBlocks': {
    plural: 'n',
    one: '{n} bloco aleatório',
    other: '{n} blocos aleatórios',
  },
  'block.headCount': {
    plural: 'n',
    one: '{n} cabeça',
    other: '{n} cabeças',
  },
  'block.shows':
    'O que este gráfico mostra: antes de qualquer treinamento, o gradiente que chega à entrada é {post} com post-norm, {factor} vezes o do pre-norm ({pre}).',
  'block.showsSmaller':
    'O que este gráfico mostra: antes de qualquer treinamento, o gradiente que chega à entrada é {post} com post-norm, {factor} vezes menor que o do pre-norm ({pre}).',
  'block.bothStay':
    'O gradiente do post-norm fica dentro de um fator de 1,25 da saída até a entrada ({postOut} a {postIn}); o gradiente do pre-norm fica dentro de um fator de 1,25 da saída até a entrada ({preOut} a {preIn}).',
  'block.postStaysPreChanges':
    'O gradiente do post-norm fica dentro de um fator de 1,25 da saída até a entrada ({postOut} a {postIn}); o gradiente do pre-norm vai de {preOut} na saída a {preIn} na entrada, {preRatio} vezes o seu tamanho na saída.',
  'block.postChangesPreStays':
    'O gradiente do post-norm vai de {postOut} na saída a {postIn} na entrada, {postRatio} vezes o seu tamanho na saída; o gradiente do pre-norm fica dentro de um fator de 1,25 da saída até a entrada ({preOut} a {preIn}).',
  'block.bothChange':
    'O gradiente do post-norm vai de {postOut} na saída a {postIn} na entrada, {postRatio} vezes o seu tamanho na saída; o gradiente do pre-norm vai de {preOut} na saída a {preIn} na entrada, {preRatio} vezes o seu tamanho na saída.',
  'block.doesNotShow':
    'No pre-norm, x cresce de bloco em bloco, e a normalização final divide por esse tamanho, o que reduz todos os gradientes abaixo dela. O que o gráfico não mostra é o treinamento. O problema do post-norm está nos gradientes dos pesos quando os passos começam: Xiong et al. (2020) viram que, em pilhas post-norm profundas, os gradientes perto da saída são grandes no início, e essas pilhas precisavam de um aquecimento (warm-up) da taxa de aprendizado para sequer treinar, enquanto as pilhas pre-norm treinavam sem isso. Um gráfico dos gradientes de x para uma direção aleatória da saída, antes de qualquer passo, não consegue mostrar isso.',
  'block.mlpTitle': 'A MLP: 4·d unidades ocultas, GELU',
  'block.mlpProse':
    'A MLP alarga o vetor de cada token para 4·d_model números, os dobra com a GELU (cerca de 0 para entradas negativas, cerca da própria entrada para as positivas) e projeta de volta para d_model. Ela vê um token por vez: a atenção reuniu o contexto, e a MLP trabalha sobre ele.',
  'block.mlpHeading': 'Camada oculta da MLP do último bloco: GELU(x·W₁)',
  'block.hiddenAxis': 'unidade oculta → (4·d_model)',
  'block.tokenAxis': 'token ↓',
  'block.mlpHover': 'token {i} ‘{byte}’, unidade oculta {c}: {value}',
  'block.mlpIdle':
    'Mais escuro: o mergulho da GELU abaixo de 0 (até −0,17 no máximo); escuro: o seu lado plano, perto de 0; claro: unidades fortemente ativas.',
  'block.mlpLabel': {
    plural: 'tokens',
    one: 'Mapa de calor da camada oculta da MLP do último bloco, {tokens} token por {units} unidades; {share}% dos valores estão a menos de 0,01 de zero.',
    other:
      'Mapa de calor da camada oculta da MLP do último bloco, {tokens} tokens por {units} unidades; {share}% dos valores estão a menos de 0,01 de zero.',
  },
  'block.mlpNote': '{share}% destes {count} valores estão a menos de 0,01 de zero.',
  'block.outputTitle': 'Normalização final, cabeça de saída, softmax',
  'block.outputProse':
    'Depois do último bloco, uma normalização final reescala o x de cada token, e a cabeça de saída, uma matriz 256 × d_model, dá uma pontuação a cada próximo byte possível: os logits. Um softmax transforma os logits do último token nas probabilidades abaixo.',
  'block.probsHeading': 'Probabilidades do próximo byte depois do texto (os 12 mais prováveis)',
  'block.probsHover': '‘{byte}’ (byte {b}): logit {logit}, probabilidade {probability}',
  'block.probsIdle': 'softmax(logits): os 256 bytes dividem entre si a probabilidade 1.',
  'block.probsLabel':
    'Gráfico de barras dos 12 próximos bytes mais prováveis: primeiro ‘{byte}’, com probabilidade {probability}.',
  'block.logitColumn': 'logit',
  'block.probabilityColumn': 'probabilidade',
  'block.tyingTitle': 'Compartilhamento de pesos e √d_model',
  'block.tyingProse':
    'A cabeça de saída pergunta “com a linha de qual byte x mais se parece?”; a tabela de tokens responde “qual linha representa este byte?”. O compartilhamento de pesos (weight tying) usa uma única matriz para as duas coisas, como faz o GPT-2: menos parâmetros, e um byte raramente visto ainda ganha uma linha de saída razoável. O artigo de 2017 também compartilhava as duas e multiplicava os embeddings por √d_model: sua tabela é sorteada pequena (entradas de tamanho cerca de 1/√d_model) para que a matriz compartilhada dê logits moderados, e o fator √d_model traz as linhas de volta a um tamanho de cerca de 1, comparável ao das posições senoidais somadas a elas, para que nenhuma das duas abafe a outra.',
  'block.tying':
    'Neste TinyGPT, a tabela de tokens e a cabeça de saída têm cada uma 256 × {dModel} = {head} parâmetros, {share}% dos seus {parameters}: compartilhá-las economizaria esse tanto. As entradas da sua tabela de tokens têm RMS {rms}.',
  'lessons.block.title': 'O bloco do transformer',
  'lessons.block.place': 'o bloco do transformer, empilhado',
  'questions.block.1.question': 'Em um bloco pre-norm, o que a subcamada de atenção lê?',
  'questions.block.1.choice1': 'o próprio x',
  'questions.block.1.choice2': 'norm(x)',
  'questions.block.1.choice3': 'os logits do bloco anterior',
  'questions.block.1.choice4': 'a tabela de tokens',
  'questions.block.1.explanation':
    'Pre-norm: x = x + attention(norm(x)). A normalização fica no ramo; o próprio fluxo residual x nunca é normalizado até a normalização final.',
  'questions.block.2.question':
    'Por que o tamanho de x cresce de bloco em bloco em uma pilha pre-norm?',
  'questions.block.2.explanation':
    'Cada subcamada soma a sua saída a x, e nada reescala a soma, então x é um total acumulado. O post-norm normaliza depois de cada soma, então o seu x fica no tamanho dado pela normalização, mas o gradiente precisa atravessar todas as normalizações no caminho de volta.',
  'questions.block.3.question':
    'O TinyGPT tem d_model 64. Quantos parâmetros o compartilhamento da cabeça de saída com a tabela de tokens economizaria?',
  'questions.block.3.choice1': '64',
  'questions.block.3.choice2': '256',
  'questions.block.3.choice3': '16.384',
  'questions.block.3.choice4': 'nenhum: uma cabeça não pode compartilhar uma tabela',
  'questions.block.3.explanation':
    'A cabeça é uma matriz 256 × 64, com a mesma forma da tabela de tokens: o compartilhamento reutiliza a tabela e economiza 256 · 64 = 16.384 números. O GPT-2 compartilha as duas; o TinyGPT mantém a sua própria cabeça.',
  'questions.block.4.question': 'A MLP trabalha em cada token…',
  'questions.block.4.choice1': 'olhando para todos os tokens anteriores',
  'questions.block.4.choice2': 'sozinho',
  'questions.block.4.choice3': 'só na última posição',
  'questions.block.4.explanation':
    'A MLP é aplicada a cada linha separadamente: a atenção move informação entre os tokens, e a MLP transforma o que cada token agora contém.',
  'settings.bk_depth': 'blocos empilhados',
  'settings.bk_weights': 'pesos',
};
