// pt: the words kept in contextual.js.
export const messages = {
  'contextual.lead':
    'A tabela de tokens dá a “bank” um único vetor, quer o texto fale de um rio (margem) ou de dinheiro (banco): um embedding estático, como no word2vec. O estado oculto de um transformer para esse mesmo token é contextual: depois de cada bloco, ele já incorporou o que veio antes. Aqui o TinyGPT lê dois textos e comparamos, camada por camada, os vetores dele para o último byte da palavra.',
  'contextual.bytesNote':
    'Aqui os tokens são bytes, então a palavra ocupa vários tokens; seguimos o último byte dela, o que leu a palavra inteira e tudo o que veio antes. Com posições aprendidas ou senoidais, os dois vetores de entrada já diferem, porque a palavra está em posições diferentes; com RoPE, ALiBi ou sem posições (escolha feita no laboratório de treinamento), o cosseno deles começa em exatamente 1, e só os blocos os afastam. Pesos aleatórios misturam os contextos de modo arbitrário; pesos treinados os misturam de maneiras que ajudam a prever o próximo byte.',
  'contextual.aHint': 'um contexto',
  'contextual.bHint': 'outro contexto',
  'contextual.wordHint': 'deve aparecer nos dois textos',
  'contextual.wordPositions':
    'O último byte da palavra, {word}, é o token {a} do texto A e o token {b} do texto B.',
  'contextual.randomModel': 'TinyGPT aleatório: {shape}, semente {seed}.',
  'contextual.trainedModel': 'Treinado no laboratório: {shape}.',
  'contextual.trainHint':
    'Treine um TinyGPT no laboratório de treinamento para acrescentar a curva dele.',
  'contextual.trainedError': 'Modelo treinado: {message}',
  'contextual.chartTitle': 'Cosseno entre os dois estados ocultos, por camada',
  'contextual.byte': '‘{byte}’',
  'contextual.randomCurve': 'pesos aleatórios',
  'contextual.trainedCurve': 'treinado no laboratório',
  'contextual.sensesCurve': 'treinado nos dois sentidos',
  'contextual.layerAxis': 'camada (0 = entrada)',
  'contextual.cosineAxis': 'cosseno A vs B',
  'contextual.layerInput': 'entrada',
  'contextual.layerAfter': 'depois do bloco {l}',
  'contextual.layerLast': 'depois do bloco {l} (último)',
  'contextual.layerCosine': '{layer} {cosine}',
  'contextual.chartLabel': 'Cosseno entre os dois estados ocultos de {word} por camada: {curves}.',
  'contextual.curveCosines': '{curve} {cosines}',
  'contextual.readoutRow': 'Linha da tabela de tokens de {word} com ela mesma: cosseno {cosine}.',
  'contextual.readoutCurve': '{curve}: {layers}.',
  'contextual.toolsLabel': 'cosseno por camada',
  'contextual.randomExpect':
    'Os pesos aleatórios vão de {first} na entrada a {last} depois do último bloco. Eles não sabem nada de rios nem de dinheiro: cada bloco mistura os bytes anteriores com pesos arbitrários, então o cosseno se move ao acaso (outra semente o move de outro jeito) e não diz nada sobre o significado.',
  'contextual.trainedExpect':
    'O modelo do laboratório vai de {first} na entrada a {last} depois do último bloco. Um modelo tão pequeno, treinado em alguns milhares de bytes que raramente usam a palavra, aprende quais bytes costumam seguir quais, não o que é um banco: a curva dele mostra o quão diferente seus blocos misturam os dois contextos, e não precisa cair nem subir de forma constante de uma camada para outra.',
  'contextual.sensesExpect':
    'Treinado no texto curto sobre os dois tipos de “bank” ({steps} passos, semente {seed}), os dois estados terminam em {apart}, e dois usos do sentido de rio (“{a}”, “{b}”) em {together}.',
  'contextual.sensesApart':
    'Aqui o contexto separa, sim, os sentidos: para prever o que vem depois de “bank” nesse texto, o modelo precisa carregar de qual “bank” se trata.',
  'contextual.sensesTogether':
    'Aqui os sentidos não se separaram com clareza: com tão pouco texto, um modelo tão pequeno aprende pouco que dependa do significado. Experimente outra semente.',
  'contextual.sensesHint':
    'Para ver o contexto separar significados, treine um modelo em um texto que usa “bank” nos dois sentidos (o botão abaixo): prever o que vem depois da palavra ali exige o sentido.',
  'contextual.sensesNote':
    'Um TinyGPT próprio ({layers} blocos, {heads} cabeças, d_model {dModel}, RoPE) treinado por {steps} passos em {bytes} bytes que usam “bank” para a margem de um rio e “bank” para o banco do dinheiro: uns dez segundos, em segundo plano.',
  'contextual.sensesButton': 'Treinar nos dois sentidos',
  'contextual.sensesProgress': 'treinando nos dois sentidos',
  'contextual.sensesStep': 'passo {step} de {total}',
  'contextual.sensesDone': 'treinado por {steps} passos com a semente {seed}',
  'contextual.sensesStopped': 'O treinamento parou: {message}',
  'lessons.contextual.title': 'Embeddings estáticos e contextuais',
  'lessons.contextual.place': 'os vetores dos tokens entre os blocos',
  'questions.contextual.1.question':
    'Antes do primeiro bloco, qual é o cosseno entre as linhas da tabela de tokens de “bank” nos dois textos?',
  'questions.contextual.1.choice1': '0',
  'questions.contextual.1.choice2': 'Depende dos textos',
  'questions.contextual.1.choice3': '1',
  'questions.contextual.1.choice4': '−1',
  'questions.contextual.1.explanation':
    'A tabela de tokens tem uma linha por token e a consulta seja qual for o entorno: a mesma linha duas vezes, cosseno exatamente 1. Isso é um embedding estático.',
  'questions.contextual.2.question': 'O que faz os estados ocultos diferirem depois de um bloco?',
  'questions.contextual.2.choice1': 'A tabela de tokens, consultada de novo para cada texto',
  'questions.contextual.2.choice2': 'A atenção aos outros tokens',
  'questions.contextual.2.choice3': 'A cabeça de saída',
  'questions.contextual.2.choice4': 'O softmax sobre os bytes',
  'questions.contextual.2.explanation':
    'A atenção incorpora as linhas de valor dos tokens anteriores, e elas diferem entre “…river bank” e “…money in the bank”. O MLP depois trabalha sobre essa mistura.',
  'questions.contextual.3.question':
    'Com posições aprendidas ou senoidais, por que o cosseno já fica abaixo de 1 na entrada?',
  'questions.contextual.3.explanation':
    'A entrada é a linha do token mais a linha da posição, e a palavra termina em posições diferentes nos dois textos. Com RoPE, ALiBi ou sem posições, nada é somado à linha, então o cosseno de entrada é exatamente 1.',
  'questions.contextual.4.question':
    'O estado oculto da palavra mudaria se você editasse o texto A depois da palavra?',
  'questions.contextual.4.explanation':
    'Não: a máscara causal impede que cada token veja os posteriores, então só importam os bytes até a palavra. Experimente.',
  'settings.cx_a': 'texto A',
  'settings.cx_b': 'texto B',
  'settings.cx_word': 'palavra',
};
