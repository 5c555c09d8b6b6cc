// pt: the words kept in heads.js.
export const messages = {
  'heads.lead':
    'Uma cabeça de atenção procura um tipo de relação. Um transformer roda várias cabeças lado a lado. Cada uma lê o vetor inteiro do token, todos os d_model números, e o projeta em sua própria consulta, chave e valor, mais estreitos (d_model / heads números cada); depois os resultados delas são juntados. É exatamente isso que o TinyGPT, o modelo do laboratório de treinamento, faz em cada bloco.',
  'heads.howHeadsSplit':
    'q, k e v saem de uma única matriz W_qkv aplicada aos vetores normalizados dos tokens. A cabeça h pega as colunas h·d_head a (h+1)·d_head − 1 de cada um, uma fatia contígua, calcula seus próprios pesos e sua própria média ponderada das suas linhas de valores, e escreve o resultado nas mesmas colunas da saída. Depois, a projeção de saída W_o mistura as colunas, para que o que cada cabeça encontrou possa chegar a todas as dimensões, e o resultado é somado a x (o fluxo residual, que a lição “O bloco do transformer” acompanha). M é a máscara causal.',
  'heads.modelNote':
    'O modelo aqui tem o formato definido no laboratório de treinamento (camadas, cabeças, d_model, posições, normalização) e pesos aleatórios gerados pela semente, como antes do treinamento. Treine um TinyGPT no laboratório e as cabeças dele aparecem abaixo das aleatórias: cabeças treinadas costumam se especializar, uma olhando para o byte anterior, outra para o início de uma palavra.',
  'heads.modelNoteAway':
    'O modelo aqui tem o formato do TinyGPT (camadas, cabeças, d_model, posições, normalização) e pesos aleatórios gerados pela semente, como antes do treinamento. Cabeças treinadas costumam se especializar, uma olhando para o byte anterior, outra para o início de uma palavra.',
  'heads.textHint':
    'cada byte é um token; os primeiros 64 são usados (menos, se o comprimento de sequência do laboratório for menor)',
  'heads.layerHint': 'qual bloco do transformer',
  'heads.headHint': 'a cabeça aberta abaixo',
  'heads.tooFewBlocks': {
    plural: 'n',
    one: 'O TinyGPT do laboratório de treinamento tem {n} bloco: escolha de 1 a {n}.',
    other: 'O TinyGPT do laboratório de treinamento tem {n} blocos: escolha de 1 a {n}.',
  },
  'heads.tooFewHeads': {
    plural: 'n',
    one: 'Este modelo tem {n} cabeça: escolha uma cabeça de 1 a {n}.',
    other: 'Este modelo tem {n} cabeças: escolha uma cabeça de 1 a {n}.',
  },
  'heads.stripLabel': 'Tokens (bytes) do texto',
  'heads.summary': {
    plural: 'tokens',
    one: 'TinyGPT aleatório ({shape}, semente {seed}), bloco {layer}, {tokens} token.',
    other: 'TinyGPT aleatório ({shape}, semente {seed}), bloco {layer}, {tokens} tokens.',
  },
  'heads.summaryCut':
    'TinyGPT aleatório ({shape}, semente {seed}), bloco {layer}, {tokens} tokens (os primeiros {tokens} de {total} bytes).',
  'heads.summaryTrained': {
    plural: 'tokens',
    one: 'TinyGPT aleatório ({shape}, semente {seed}), bloco {layer}, {tokens} token; abaixo dele, o modelo treinado ({trainedShape}).',
    other:
      'TinyGPT aleatório ({shape}, semente {seed}), bloco {layer}, {tokens} tokens; abaixo dele, o modelo treinado ({trainedShape}).',
  },
  'heads.summaryCutTrained':
    'TinyGPT aleatório ({shape}, semente {seed}), bloco {layer}, {tokens} tokens (os primeiros {tokens} de {total} bytes); abaixo dele, o modelo treinado ({trainedShape}).',
  'heads.headsTitle': 'Os pesos de cada cabeça, lado a lado (pesos aleatórios)',
  'heads.trainedTitle': 'As mesmas cabeças depois do treinamento',
  'heads.token': '{i} ‘{byte}’',
  'heads.keyAxis': 'chave j →',
  'heads.queryAxis': 'consulta i ↓',
  'heads.head': 'Cabeça {head}',
  'heads.headHover': 'cabeça {head}: consulta {query} sobre a chave {key}: {weight}',
  'heads.headHoverMasked':
    'cabeça {head}: consulta {query} sobre a chave {key}: 0 (futura, mascarada)',
  'heads.headLabelRandom':
    'Cabeça {head} do bloco {layer} (pesos aleatórios): {tokens} por {tokens} pesos de atenção, cada linha soma 1, zero acima da diagonal.',
  'heads.headLabelTrained':
    'Cabeça {head} do bloco {layer} (pesos treinados): {tokens} por {tokens} pesos de atenção, cada linha soma 1, zero acima da diagonal.',
  'heads.oneToken': 'Um só token: toda cabeça põe peso 1 nele.',
  'heads.mostlyItself': 'Olha sobretudo para o próprio token: {share} de cada linha, em média.',
  'heads.mostlyPrevious': 'Olha sobretudo para o byte anterior: {share} de cada linha, em média.',
  'heads.mostlyFirst': 'Olha sobretudo para o primeiro byte: {share} de cada linha, em média.',
  'heads.leansItself':
    'Tende a olhar para o próprio token: {share} de cada linha, em média, contra {uniform} se todo byte visível recebesse o mesmo peso.',
  'heads.leansPrevious':
    'Tende a olhar para o byte anterior: {share} de cada linha, em média, contra {uniform} se todo byte visível recebesse o mesmo peso.',
  'heads.leansFirst':
    'Tende a olhar para o primeiro byte: {share} de cada linha, em média, contra {uniform} se todo byte visível recebesse o mesmo peso.',
  'heads.spread':
    'Espalhada: no máximo {share} de uma linha sobre o próprio token, o byte anterior ou o primeiro ({uniform} se fosse distribuída por igual).',
  'heads.openedTitle': 'Uma cabeça, aberta: a saída é os pesos vezes V',
  'heads.weightsTitle': 'pesos (T × T)',
  'heads.weightsHeading': 'Cabeça {head}: pesos ({tokens} × {tokens})',
  'heads.weightHover': 'peso de {query} sobre {key} = {weight}',
  'heads.weightsIdle': 'As linhas somam 1.',
  'heads.weightsLabel': 'Pesos da cabeça {head}, {tokens} por {tokens}.',
  'heads.dimensionAxis': 'dimensão →',
  'heads.tokenAxis': 'token ↓',
  'heads.valuesTitle': 'V desta cabeça (T × d_head)',
  'heads.valuesHeading': 'V da cabeça {head} ({tokens} × {headDim})',
  'heads.valueHover': 'valor de {token}, dimensão {c}: {value}',
  'heads.valuesIdle': 'Cada linha: o que aquele token repassa.',
  'heads.valuesLabel': {
    plural: 'tokens',
    one: 'Linhas de valores da cabeça {head}: {tokens} token por {headDim} dimensões, de {lo} (azul) a {hi} (vermelho).',
    other:
      'Linhas de valores da cabeça {head}: {tokens} tokens por {headDim} dimensões, de {lo} (azul) a {hi} (vermelho).',
  },
  'heads.outputTitle': 'saída = pesos · V',
  'heads.outputHover': 'saída de {token}, dimensão {c}: {value}',
  'heads.outputIdle': 'Linha i: a média ponderada das linhas de valores.',
  'heads.outputLabel': 'Saída da cabeça {head}: {tokens} por {headDim}, os pesos vezes V.',
  'heads.joinedTitle': 'Concatenação e projeção de saída',
  'heads.concatTitle': 'Todas as cabeças lado a lado (T × d_model)',
  'heads.concatHeading': {
    plural: 'heads',
    '=1': 'A única cabeça, sem nada ao lado ({tokens} × {dModel})',
    other: 'As {heads} cabeças lado a lado ({tokens} × {dModel})',
  },
  'heads.concatAxis': 'coluna → (cabeça 1 | cabeça 2 | …)',
  'heads.concatHover': '{token}, coluna {c} (cabeça {head}): {value}',
  'heads.concatIdle': 'A cabeça h preenche as colunas h·d_head a (h+1)·d_head − 1.',
  'heads.concatLabel': {
    plural: 'heads',
    '=1': 'Saída da única cabeça (nada a concatenar): {tokens} por {dModel}.',
    other: 'Saída concatenada das {heads} cabeças: {tokens} por {dModel}.',
  },
  'heads.projectedTitle': 'Depois de W_o: o que é somado a x',
  'heads.columnAxis': 'coluna →',
  'heads.projectedHover': '{token}, coluna {c}: {value}',
  'heads.projectedIdle': 'Agora cada coluna mistura todas as cabeças.',
  'heads.projectedLabel': 'Projeção de saída: {tokens} por {dModel}, somada ao fluxo residual.',
  'heads.costTitle': 'Quanto custa uma camada de atenção',
  'heads.costCaption': 'Bloco {layer} de {layers}, {tokens}, d_model {dModel}, {heads}',
  'heads.costTokens': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'heads.costHeads': {
    plural: 'n',
    one: '{n} cabeça de {headDim}',
    other: '{n} cabeças de {headDim}',
  },
  'heads.costParameters': 'parâmetros (W_qkv, b_qkv, W_o, b_o)',
  'heads.costProjections': 'multiplicações-somas: projeções q, k, v, W_o',
  'heads.costAttention': 'multiplicações-somas: pontuações e pesos · V (chaves visíveis)',
  'heads.costError': 'maior |pesos · V − saída mostrada|',
  'heads.exactlyZero': '0 (exatamente)',
  'lessons.heads.title': 'Atenção multi-cabeça, até a saída',
  'lessons.heads.place': 'atenção multi-cabeça, dentro de cada bloco, e o caminho até a saída',
  'questions.heads.1.question':
    'd_model é 64, com 4 cabeças. Quantos números de cada token uma cabeça lê, e qual a largura da consulta, da chave e do valor que ela cria a partir deles?',
  'questions.heads.1.choice1': 'Todos os 64; sua consulta, chave e valor têm 16 números cada',
  'questions.heads.1.choice2': '16: a sua quarta parte do vetor do token',
  'questions.heads.1.choice3': '4: um número por cabeça',
  'questions.heads.1.choice4': 'Todos os 64; sua consulta, chave e valor têm 64 números cada',
  'questions.heads.1.explanation':
    'A parte de W_qkv que cabe a uma cabeça são 16 das suas colunas para cada um de q, k e v: uma matriz 64 × 16 para cada, então cada um dos 64 números do token alimenta cada número da consulta, da chave e do valor de largura 16 da cabeça. O que é cortado em fatias de largura d_model / n_head = 16 é a saída da projeção, não o vetor do token; as fatias das 4 cabeças juntas formam as 64 colunas de q, k e v.',
  'questions.heads.2.question': 'A linha i da saída de uma cabeça é…',
  'questions.heads.2.choice1': 'a consulta do token i',
  'questions.heads.2.choice2': 'a média ponderada das linhas de valores, com a linha i dos pesos',
  'questions.heads.2.choice3': 'o maior valor entre todos os tokens antes de i, coluna por coluna',
  'questions.heads.2.choice4': 'a soma de todas as chaves',
  'questions.heads.2.explanation':
    'saída = pesos · V: a linha i mistura as linhas de valores dos tokens 0..i com os pesos dessa linha, que são positivos e somam 1.',
  'questions.heads.3.question':
    'Passar de 4 para 8 cabeças com o mesmo d_model muda o número de parâmetros de uma camada em…',
  'questions.heads.3.choice1': 'o dobro',
  'questions.heads.3.choice2': 'a metade',
  'questions.heads.3.choice3': 'nada',
  'questions.heads.3.choice4': 'quatro vezes mais',
  'questions.heads.3.explanation':
    'W_qkv é d × 3d e W_o é d × d, seja qual for o número de cabeças: mais cabeças só cortam as mesmas colunas em fatias mais estreitas.',
  'questions.heads.4.question': 'Por que existe uma projeção de saída W_o depois da concatenação?',
  'questions.heads.4.explanation':
    'A concatenação só coloca o resultado de cada cabeça nas suas próprias colunas. W_o as mistura, para que o que uma cabeça encontrou possa chegar a todas as colunas do fluxo residual, e devolve o resultado a d_model colunas para ser somado a x.',
  'settings.hd_layer': 'bloco',
  'settings.hd_head': 'cabeça a abrir',
};
