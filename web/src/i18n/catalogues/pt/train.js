// pt: the words kept in train.js.
export const messages = {
  'train.lead':
    'Até aqui, tudo usava tabelas aleatórias ou fixas. Aqui um modelo aprende suas tabelas a partir de um texto, no seu navegador: a cada passo, ele lê um lote de janelas aleatórias do texto (16 por padrão), tenta adivinhar cada próximo caractere e ajusta um pouco cada peso para tornar os palpites certos um pouco mais prováveis. Escolha um modelo e um texto, clique em Treinar e veja a perda cair e os embeddings tomarem forma.',
  'train.diagramSummary': 'TinyGPT, desenhado para estas configurações',
  'train.trainButton': 'Treinar',
  'train.pauseButton': 'Pausar',
  'train.resumeButton': 'Continuar',
  'train.resetButton': 'Reiniciar',
  'train.paused': 'Pausado.',
  'train.pausedAt': 'Pausado no passo {step}.',
  'train.heldOutNote':
    'O último décimo do texto fica reservado: nenhuma janela de treinamento toca nele (no trecho de Hamlet, nada é reservado: são os mesmos versos dez vezes, então seu último décimo seria uma cópia do que o modelo usou no treinamento). O gráfico de perda mostra a perda de treinamento e, a intervalos regulares de passos, a perda nessa parte reservada (validação). Enquanto as duas caem juntas, o modelo está aprendendo coisas que valem também para textos que ele não viu; quando a curva de validação começa a subir enquanto a de treinamento continua caindo, ele está decorando o texto de treinamento. {overfitButton}',
  'train.overfitButton': 'Predefinição: sobreajustar um discurso curto',
  'train.engineOnPage':
    'Este site não permite que o laboratório inicie um worker (processo em segundo plano), então o treinamento roda na própria página: ela pode responder mais devagar enquanto um modelo treina.',
  'train.diverged':
    'Treinamento interrompido: a perda explodiu. A curva até esse ponto foi mantida.',
  'train.retryButton': 'Tentar de novo com um décimo da taxa de aprendizado',
  'train.stepCount': {
    plural: 'n',
    one: '{n} passo',
    other: '{n} passos',
  },
  'train.characterCount': {
    plural: 'n',
    one: '{n} caractere',
    other: '{n} caracteres',
  },
  'train.tokenCount': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'train.characterEmbeddings': {
    plural: 'n',
    one: '{n} embedding de caractere',
    other: '{n} embeddings de caracteres',
  },
  'train.tokenEmbeddings': {
    plural: 'n',
    one: '{n} embedding de token',
    other: '{n} embeddings de tokens',
  },
  'train.distinctCharacters': {
    plural: 'n',
    one: '{n} caractere distinto',
    other: '{n} caracteres distintos',
  },
  'train.mergeCount': {
    plural: 'n',
    one: '{n} fusão',
    other: '{n} fusões',
  },
  'train.layerCount': {
    plural: 'n',
    one: '{n} camada',
    other: '{n} camadas',
  },
  'train.headCount': {
    plural: 'n',
    one: '{n} cabeça',
    other: '{n} cabeças',
  },
  'train.positionCount': {
    plural: 'n',
    one: '{n} posição',
    other: '{n} posições',
  },
  'train.lossHeading': 'A perda, passo a passo',
  'train.progressLabel': 'progresso do treinamento',
  'train.notStarted': 'Não iniciado: clique em Treinar.',
  'train.starting': 'Iniciando…',
  'train.progressTimeUnknown': 'Passo {step} de {total} · {rate} passos/s · faltam …',
  'train.progressUnderSecond':
    'Passo {step} de {total} · {rate} passos/s · falta menos de um segundo',
  'train.progressSeconds':
    'Passo {step} de {total} · {rate} passos/s · faltam cerca de {seconds} s',
  'train.progressMinutes':
    'Passo {step} de {total} · {rate} passos/s · faltam cerca de {minutes} min',
  'train.lossSeries': 'perda',
  'train.smoothedSeries': 'suavizada',
  'train.validationSeries': 'validação (texto reservado)',
  'train.floorSeries': 'piso de bigramas',
  'train.stepAxis': 'passo',
  'train.lossAxisBytes': 'perda (nats por caractere)',
  'train.lossAxisBytesLog': 'perda (nats por caractere, escala logarítmica)',
  'train.lossAxisTokens': 'perda (nats por token)',
  'train.lossAxisTokensLog': 'perda (nats por token, escala logarítmica)',
  'train.lossChartBytes':
    'Perda de treinamento ao longo de {steps}: agora {smoothed} (suavizada); a linha ln {vocab} está em {baseline} e o piso de bigramas deste texto, em {floor}.',
  'train.lossChartBytesValidation':
    'Perda de treinamento ao longo de {steps}: agora {smoothed} (suavizada); perda no texto reservado (validação): {validation} no passo {validationStep}; a linha ln {vocab} está em {baseline} e o piso de bigramas deste texto, em {floor}.',
  'train.lossChartTokens':
    'Perda de treinamento ao longo de {steps}: agora {smoothed} (suavizada); a linha ln {vocab} está em {baseline}.',
  'train.lossChartTokensValidation':
    'Perda de treinamento ao longo de {steps}: agora {smoothed} (suavizada); perda no texto reservado (validação): {validation} no passo {validationStep}; a linha ln {vocab} está em {baseline}.',
  'train.lossChartLogScale':
    'A perda chegou a um pico de {peak}, por isso o eixo está em escala logarítmica.',
  'train.bpeNote':
    'Esta execução lê tokens BPE: {vocab} ids (256 bytes + {merges} aprendidas no texto), {tokens} tokens para {bytes} bytes. A perda abaixo é por token, e sua linha de palpite ao acaso é ln {vocab}; um token contém em média {bytesPerToken} bytes, então, para comparar com uma execução por bytes, use bits por byte: perda × tokens ÷ (bytes × ln 2), informado quando o treinamento termina. O piso de bigramas do texto é uma perda por byte, por isso não aparece nesta curva: em bits por byte, ele vale {floorBits}.',
  'train.lossMeaningBytes':
    'A perda é a média de −ln p(o próximo caractere correto) em um lote, em nats. Um modelo que não sabe nada distribui sua aposta igualmente entre os 256 valores de byte, então cada palpite custa',
  'train.lossMeaningTokens':
    'A perda é a média de −ln p(o próximo token correto) em um lote, em nats. Um modelo que não sabe nada distribui sua aposta igualmente entre os {vocab} ids de token, então cada palpite custa',
  'train.guessingLine':
    'Essa é a linha tracejada ln {vocab}. Um modelo recém-inicializado começa perto dela, muitas vezes um pouco acima: pesos aleatórios não são uniformes, e aqui e ali erram com muita confiança.',
  'train.floorLineBytes':
    'A linha pontilhada é o piso de bigramas deste texto, {floor} nats por byte: a entropia do próximo caractere conhecendo apenas o atual,',
  'train.floorLineTokens':
    'Em uma execução por bytes, uma linha pontilhada marca o piso de bigramas deste texto, {floor} nats por byte: a entropia do próximo caractere conhecendo apenas o atual,',
  'train.floorMeaning':
    'Um modelo que vê um caractere por vez não consegue, em média, fazer melhor que isso. O preditor token + posição vê o caractere atual e sua posição, então se estabiliza logo acima desse piso. O TinyGPT presta atenção em todos os caracteres anteriores da janela e pode descer muito abaixo dele; em um trecho curto repetido, acaba quase recitando o texto. ({parameters} parâmetros; o texto tem {chars}.) A curva suavizada é a média das últimas 21 perdas, como no notebook da Vizuara.',
  'train.doneSteps': {
    plural: 'steps',
    one: 'Concluído: {steps} passo a {rate} passos/s.',
    other: 'Concluído: {steps} passos a {rate} passos/s.',
  },
  'train.doneMeanUnknown':
    'Perda do último lote: {loss}; não foi possível calcular a perda média no texto de treinamento ({error}); o modelo treinado foi mantido.',
  'train.doneMeanBytes':
    'Perda do último lote: {loss}; perda média no texto de treinamento: {mean} nats por byte (piso de bigramas: {floor}).',
  'train.doneMeanBytesBits':
    'Perda do último lote: {loss}; perda média no texto de treinamento: {mean} nats por byte = {bits} bits por byte (piso de bigramas: {floor}).',
  'train.doneMeanTokens':
    'Perda do último lote: {loss}; perda média no texto de treinamento: {mean} nats por token (piso de bigramas: {floorBits} bits por byte).',
  'train.doneMeanTokensBits':
    'Perda do último lote: {loss}; perda média no texto de treinamento: {mean} nats por token = {bits} bits por byte (piso de bigramas: {floorBits} bits por byte).',
  'train.heldOut': 'Texto reservado: {loss}.',
  'train.heldOutBits': 'Texto reservado: {loss} = {bits} bits por byte.',
  'train.heldOutMemorised':
    'Texto reservado: {loss}, {gap} acima do texto de treinamento: o modelo decorou mais do que aprendeu.',
  'train.heldOutBitsMemorised':
    'Texto reservado: {loss} = {bits} bits por byte, {gap} acima do texto de treinamento: o modelo decorou mais do que aprendeu.',
  'train.insideHeading': 'Dentro do modelo',
  'train.insideProse':
    'Cada caractere do texto tem uma linha na tabela de tokens. O treinamento move essas linhas de modo que caracteres seguidos de coisas parecidas acabem apontando em direções parecidas. Só aparecem os caracteres que ocorrem no texto: as outras linhas nunca recebem gradiente e mantêm seu início aleatório, então compará-las (como faz o notebook da Vizuara com dígitos e sinais de pontuação que o seu trecho não tem) mede ruído.',
  'train.similarHeading': 'Quais caracteres se parecem',
  'train.legendOpposite': '−1 (opostos)',
  'train.legendSame': '+1 (mesma direção)',
  'train.similarityHover': 'cos(“{row}”, “{col}”) = {value}',
  'train.similaritySummaryCharacters':
    'Similaridade de cosseno entre os embeddings de token dos {characters} do texto, após {steps}: azul é negativo, branco é zero, vermelho é positivo. Os caracteres estão ordenados para que os parecidos fiquem juntos (pelo ângulo no plano PCA abaixo); assim, grupos que o treinamento tornou parecidos, se houver, aparecem como blocos vermelhos na diagonal. {point} para ver os valores.',
  'train.similaritySummaryCharactersStart':
    'Similaridade de cosseno entre os embeddings de token dos {characters} do texto, antes do treinamento (vetores aleatórios): azul é negativo, branco é zero, vermelho é positivo. Os caracteres estão ordenados para que os parecidos fiquem juntos (pelo ângulo no plano PCA abaixo); assim, grupos que o treinamento tornou parecidos, se houver, aparecem como blocos vermelhos na diagonal. {point} para ver os valores.',
  'train.similaritySummaryTokens':
    'Similaridade de cosseno entre os embeddings de token dos {tokens} do texto, após {steps}: azul é negativo, branco é zero, vermelho é positivo. Os tokens estão ordenados para que os parecidos fiquem juntos (pelo ângulo no plano PCA abaixo); assim, grupos que o treinamento tornou parecidos, se houver, aparecem como blocos vermelhos na diagonal. {point} para ver os valores.',
  'train.similaritySummaryTokensStart':
    'Similaridade de cosseno entre os embeddings de token dos {tokens} do texto, antes do treinamento (vetores aleatórios): azul é negativo, branco é zero, vermelho é positivo. Os tokens estão ordenados para que os parecidos fiquem juntos (pelo ângulo no plano PCA abaixo); assim, grupos que o treinamento tornou parecidos, se houver, aparecem como blocos vermelhos na diagonal. {point} para ver os valores.',
  'train.mostSimilar': 'Pares mais parecidos',
  'train.leastSimilar': 'Pares menos parecidos',
  'train.pairsAtStart':
    'São vetores aleatórios: qualquer proximidade aqui é acaso. Treine e compare.',
  'train.pairsKeptNone':
    'Antes do treinamento, os pares mais próximos eram {pairs}…: proximidade casual entre vetores aleatórios. Agora nenhum deles está entre os {closest} pares mais próximos.',
  'train.pairsKept': {
    plural: 'kept',
    one: 'Antes do treinamento, os pares mais próximos eram {pairs}…: proximidade casual entre vetores aleatórios. Agora {kept} deles está entre os {closest} pares mais próximos.',
    other:
      'Antes do treinamento, os pares mais próximos eram {pairs}…: proximidade casual entre vetores aleatórios. Agora {kept} deles estão entre os {closest} pares mais próximos.',
  },
  'train.lengthsHeading': 'O comprimento de cada vetor',
  'train.lengthsProse':
    'A norma de um embedding é o seu comprimento. Todo caractere que ocorre no texto recebe gradientes sempre que uma janela de treinamento o contém, então sua linha se afasta do início aleatório; a tabela abaixo do gráfico dá o comprimento de cada um agora e no início, e quantas vezes ele aparece. O que esta execução fez:',
  'train.normValue': 'norma',
  'train.normAtStart': 'norma no início',
  'train.timesInText': 'vezes no texto',
  'train.normsSummaryCharacters':
    'Normas dos embeddings dos {characters}: média {mean}; a maior, “{largest}”, {largestNorm}; a menor, “{smallest}”, {smallestNorm}.',
  'train.normsSummaryTokens':
    'Normas dos embeddings dos {tokens}: média {mean}; a maior, “{largest}”, {largestNorm}; a menor, “{smallest}”, {smallestNorm}.',
  'train.pcaHeading': 'Os caracteres em um plano (PCA)',
  'train.pcaProse':
    'O PCA encontra as duas direções em que os vetores dos caracteres mais variam e projeta cada vetor nelas. Rótulos próximos têm vetores parecidos, até onde dois eixos conseguem mostrar.',
  'train.pcaSummary':
    'Os {embeddings} projetados em seus dois eixos principais, que concentram {first}% e {second}% da variância: {both}% juntos. {point} um ponto para ver suas coordenadas.',
  'train.pcaSummaryStart':
    'Os {embeddings} projetados em seus dois eixos principais, que concentram {first}% e {second}% da variância: {both}% juntos (vetores aleatórios: nenhuma direção se destaca). {point} um ponto para ver suas coordenadas.',
  'train.pcaSummaryShared':
    'Os {embeddings} projetados em seus dois eixos principais, que concentram {first}% e {second}% da variância: {both}% juntos (o treinamento deu às linhas algumas direções em comum). {point} um ponto para ver suas coordenadas.',
  'train.positionHeading': 'A tabela de posições aprendida',
  'train.positionHover': 'cos(posição {row}, posição {col}) = {value}',
  'train.positionSummary':
    'Similaridade de cosseno entre os vetores de posição aprendidos de 0 a {last}. {point} para ver os valores.',
  'train.gptStartNote':
    'As linhas de tokens do TinyGPT começam como o modelo de referência as sorteia, cada número tirado de 0,5 N(0, 1): com d_model 64, uma linha tem comprimento de cerca de 4, contra cerca de 0,16 no início pequeno do preditor. Uma execução de algumas centenas de passos move essas linhas só uma parte do seu comprimento, então boa parte deste mapa, dos pares e do plano abaixo ainda pode ser o início aleatório: a nota abaixo dos pares diz quantos dos pares mais próximos do início continuam lá.',
  'train.positionNoteGpt':
    'Linhas 0 a {last} da tabela de posições aprendida do TinyGPT (as posições que uma janela de treinamento cobre; linhas além delas, se houver, nunca são treinadas). Antes do treinamento, esta matriz é ruído: só a diagonal vale 1. Estrutura perto da diagonal significa que o treinamento tornou parecidas as posições vizinhas. Essas linhas começam longas, como as linhas de tokens do TinyGPT, então uma execução curta deixa boa parte do ruído; e o TinyGPT não depende só da tabela, pois sua atenção causal consegue distinguir posições sem ela (a lição de atenção mostra como).',
  'train.positionNotePredictor':
    'Linhas 0 a {last} da tabela de posições aprendida (as posições que uma janela de treinamento cobre; linhas além delas, se houver, nunca são treinadas). Antes do treinamento, esta matriz é ruído: só a diagonal vale 1. Estrutura perto da diagonal significa que o treinamento tornou parecidas as posições vizinhas. Um mapa vermelho em toda parte significa que as linhas aprenderam uma única direção em comum (que funciona como um segundo viés), e não onde estão: o preditor token + posição ganha pouco sabendo a posição.',
  'train.noPositionTable':
    'Este modelo não tem tabela de posições aprendida: suas posições vêm de uma fórmula fixa (senoidal), da rotação de consultas e chaves (RoPE) ou de lugar nenhum (nenhuma).',
  'train.attentionHeading': 'A atenção no seu texto inicial',
  'train.typePrompt': 'Digite um texto inicial acima para ver para onde cada posição olha.',
  'train.attentionNote':
    'Cada linha é uma posição do texto inicial; ela distribui um peso total de 1 entre si mesma e as posições anteriores (atenção causal). {layers} × {heads}.',
  'train.layerSelect': 'camada',
  'train.headSelect': 'cabeça',
  'train.layerPicker': 'camada {select}',
  'train.headPicker': 'cabeça {select}',
  'train.layerOption': 'camada {layer}',
  'train.headOption': 'cabeça {head}',
  'train.attentionSummary':
    'Pesos de atenção da camada {layer}, cabeça {head}, para um texto inicial de {length} caracteres: a linha i mostra quanto a posição de consulta i olha para cada posição anterior (cada linha soma 1).',
  'train.attentionHidden':
    'a consulta {row} (“{rowLabel}”) não pode ver a chave {col} (“{colLabel}”): ela vem depois (peso 0)',
  'train.attentionWeight':
    'consulta {row} (“{rowLabel}”) → chave {col} (“{colLabel}”): peso {weight}',
  'train.normsAtStart': {
    plural: 'n',
    '=1': 'Antes do treinamento, a única linha é aleatória: comprimento {low}.',
    other: 'Antes do treinamento, as {n} linhas são aleatórias: comprimentos de {low} a {high}.',
  },
  'train.longerAllCharacters': {
    plural: 'n',
    '=1': 'Após {steps}, o único caractere tem um vetor mais longo que no início: comprimento entre {startLow} e {startHigh} antes, entre {low} e {high} agora.',
    other:
      'Após {steps}, todos os {n} caracteres têm um vetor mais longo que no início: comprimentos de {startLow} a {startHigh} antes, de {low} a {high} agora.',
  },
  'train.longerNoneCharacters': {
    plural: 'n',
    '=1': 'Após {steps}, o único caractere não tem um vetor mais longo que no início: comprimento entre {startLow} e {startHigh} antes, entre {low} e {high} agora.',
    other:
      'Após {steps}, nenhum dos {n} caracteres tem um vetor mais longo que no início: comprimentos de {startLow} a {startHigh} antes, de {low} a {high} agora.',
  },
  'train.longerSomeCharacters': {
    plural: 'longer',
    one: 'Após {steps}, {longer} dos {n} caracteres tem um vetor mais longo que no início: comprimentos de {startLow} a {startHigh} antes, de {low} a {high} agora.',
    other:
      'Após {steps}, {longer} dos {n} caracteres têm um vetor mais longo que no início: comprimentos de {startLow} a {startHigh} antes, de {low} a {high} agora.',
  },
  'train.longerAllTokens': {
    plural: 'n',
    '=1': 'Após {steps}, o único token tem um vetor mais longo que no início: comprimento entre {startLow} e {startHigh} antes, entre {low} e {high} agora.',
    other:
      'Após {steps}, todos os {n} tokens têm um vetor mais longo que no início: comprimentos de {startLow} a {startHigh} antes, de {low} a {high} agora.',
  },
  'train.longerNoneTokens': {
    plural: 'n',
    '=1': 'Após {steps}, o único token não tem um vetor mais longo que no início: comprimento entre {startLow} e {startHigh} antes, entre {low} e {high} agora.',
    other:
      'Após {steps}, nenhum dos {n} tokens tem um vetor mais longo que no início: comprimentos de {startLow} a {startHigh} antes, de {low} a {high} agora.',
  },
  'train.longerSomeTokens': {
    plural: 'longer',
    one: 'Após {steps}, {longer} dos {n} tokens tem um vetor mais longo que no início: comprimentos de {startLow} a {startHigh} antes, de {low} a {high} agora.',
    other:
      'Após {steps}, {longer} dos {n} tokens têm um vetor mais longo que no início: comprimentos de {startLow} a {startHigh} antes, de {low} a {high} agora.',
  },
  'train.mostFrequentOnceLongest':
    'O mais frequente, “{label}” (uma vez no texto), tem comprimento {norm}: o mais longo.',
  'train.mostFrequentOnceShortest':
    'O mais frequente, “{label}” (uma vez no texto), tem comprimento {norm}: o mais curto.',
  'train.mostFrequentOnceRanked':
    'O mais frequente, “{label}” (uma vez no texto), tem comprimento {norm}: posição {rank} de {n} em comprimento.',
  'train.mostFrequentTwiceLongest':
    'O mais frequente, “{label}” (duas vezes no texto), tem comprimento {norm}: o mais longo.',
  'train.mostFrequentTwiceShortest':
    'O mais frequente, “{label}” (duas vezes no texto), tem comprimento {norm}: o mais curto.',
  'train.mostFrequentTwiceRanked':
    'O mais frequente, “{label}” (duas vezes no texto), tem comprimento {norm}: posição {rank} de {n} em comprimento.',
  'train.mostFrequentTimesLongest':
    'O mais frequente, “{label}” ({count} vezes no texto), tem comprimento {norm}: o mais longo.',
  'train.mostFrequentTimesShortest':
    'O mais frequente, “{label}” ({count} vezes no texto), tem comprimento {norm}: o mais curto.',
  'train.mostFrequentTimesRanked':
    'O mais frequente, “{label}” ({count} vezes no texto), tem comprimento {norm}: posição {rank} de {n} em comprimento.',
  'train.rarestOnceLongest':
    'O mais raro, “{label}” (uma vez), tem comprimento {norm}: o mais longo.',
  'train.rarestOnceShortest':
    'O mais raro, “{label}” (uma vez), tem comprimento {norm}: o mais curto.',
  'train.rarestOnceRanked':
    'O mais raro, “{label}” (uma vez), tem comprimento {norm}: posição {rank} de {n} em comprimento.',
  'train.rarestTwiceLongest':
    'O mais raro, “{label}” (duas vezes), tem comprimento {norm}: o mais longo.',
  'train.rarestTwiceShortest':
    'O mais raro, “{label}” (duas vezes), tem comprimento {norm}: o mais curto.',
  'train.rarestTwiceRanked':
    'O mais raro, “{label}” (duas vezes), tem comprimento {norm}: posição {rank} de {n} em comprimento.',
  'train.rarestTimesLongest':
    'O mais raro, “{label}” ({count} vezes), tem comprimento {norm}: o mais longo.',
  'train.rarestTimesShortest':
    'O mais raro, “{label}” ({count} vezes), tem comprimento {norm}: o mais curto.',
  'train.rarestTimesRanked':
    'O mais raro, “{label}” ({count} vezes), tem comprimento {norm}: posição {rank} de {n} em comprimento.',
  'train.rarestTiedOnce': 'Os {tied} mais raros (uma vez cada) têm comprimentos de {low} a {high}.',
  'train.rarestTiedTwice':
    'Os {tied} mais raros (duas vezes cada) têm comprimentos de {low} a {high}.',
  'train.rarestTiedTimes':
    'Os {tied} mais raros ({count} vezes cada) têm comprimentos de {low} a {high}.',
  'train.frequentLongerCharacter':
    'Considerando todos os {n}, quanto mais vezes um caractere aparece, mais longo tende a ser o seu vetor (correlação de postos {rho}).',
  'train.frequentShorterCharacter':
    'Considerando todos os {n}, quanto mais vezes um caractere aparece, mais curto tende a ser o seu vetor (correlação de postos {rho}).',
  'train.frequentUnlinkedCharacter':
    'Considerando todos os {n}, não há relação clara entre quantas vezes um caractere aparece e o comprimento do seu vetor (correlação de postos {rho}).',
  'train.frequentLongerToken':
    'Considerando todos os {n}, quanto mais vezes um token aparece, mais longo tende a ser o seu vetor (correlação de postos {rho}).',
  'train.frequentShorterToken':
    'Considerando todos os {n}, quanto mais vezes um token aparece, mais curto tende a ser o seu vetor (correlação de postos {rho}).',
  'train.frequentUnlinkedToken':
    'Considerando todos os {n}, não há relação clara entre quantas vezes um token aparece e o comprimento do seu vetor (correlação de postos {rho}).',
  'train.scatterHover': '“{label}”: {xAxis} {x}, {yAxis} {y}',
  'train.barHover': '“{label}”: {name} {value}',
  'train.useHeading': 'Use o modelo',
  'train.promptLabel': 'texto inicial',
  'train.promptHint': 'usado na imagem de atenção acima e como começo do texto gerado',
  'train.temperatureHint':
    '0 sempre escolhe o caractere mais provável; valores maiores arriscam mais',
  'train.topKHint': 'amostra só entre os k mais prováveis (0: entre todos os 256)',
  'train.generateButton': 'Gerar 200 caracteres',
  'train.saveHeading': 'Salvar e carregar',
  'train.saveProse':
    'O arquivo guarda o tipo do modelo, seus tamanhos e todos os pesos. Carregá-lo substitui o modelo atual; um arquivo danificado ou de outra origem é recusado com o motivo, e o modelo atual continua. Para continuar em um notebook, exporte o modelo para PyTorch: o zip contém a arquitetura escrita em torch.nn, um carregador e os pesos, e dá as mesmas probabilidades de próximo caractere que o laboratório.',
  'train.saveButton': 'Salvar os pesos em um arquivo',
  'train.exportButton': 'Exportar para PyTorch (.zip)',
  'train.loadLabel': 'Carregar pesos de um arquivo: {fileInput}',
  'train.weightsOffered': '{size} bytes oferecidos para download como {name}. {hint}',
  'train.weightsSaved': '{size} bytes salvos.',
  'train.exportOffered':
    '{size} bytes oferecidos para download como {name}: model.py (o modelo em PyTorch), weights.safetensors e um README. Execute python3 model.py --prompt "To be". {hint}',
  'train.exportSaved':
    '{size} bytes salvos como {name}: model.py (o modelo em PyTorch), weights.safetensors e um README. Execute python3 model.py --prompt "To be".',
  'train.fileLoaded': '“{name}” carregado.',
  'train.fileNotLoaded': '“{name}” não foi carregado: {reason}. Nada foi alterado.',
  'train.loaded': 'Modelo carregado: {model}. Perda média no texto: {loss}.',
  'train.loadedUnlinked':
    'Modelo carregado: {model}. Perda média no texto: {loss}. Nem os controles nem um link copiado conseguem descrever este modelo: {problems}. Um link reconstrói o modelo que os controles mostram.',
  'train.lockedFile': 'esta lição fixa {settings}, e o modelo do arquivo tem {values}',
  'train.lockedSetting': '{setting} em {value}',
  'train.listAnd': ' e ',
  'train.runQuestionRegion': 'Novas configurações para o modelo em treinamento',
  'train.runQuestion':
    'Um link pede outras configurações para o modelo em treinamento: {settings}. Ele continua treinando com as próprias configurações até você escolher.',
  'train.runQuestionSetting': '{setting} {from} → {to}',
  'train.keepRun': 'Continuar treinando',
  'train.applyAndRestart': 'Aplicar e treinar de novo',
  'train.kept':
    'Este modelo fica guardado neste navegador: se a página for fechada ou recarregada, ele será oferecido de volta.',
  'train.notKept':
    'Não foi possível guardar este modelo neste navegador: {reason}. Nada mais se perde: o modelo continua aqui, e “Salvar os pesos em um arquivo” o guarda de vez.',
  'train.keptRegion': 'Um modelo guardado de uma visita anterior',
  'train.keptOffer':
    'Seu último modelo treinado está guardado neste navegador: {model}, treinado em {when}, perda média {loss}.',
  'train.keptLocked':
    'Seu último modelo treinado está guardado neste navegador ({model}, treinado em {when}), mas foi treinado com {settings}, que esta lição fixa em {values}, então não pode ser restaurado aqui. Ele continua guardado para a página completa.',
  'train.keptSetting': '{setting} {value}',
  'train.restoreButton': 'Restaurar',
  'train.forgetButton': 'Esquecer',
  'train.restored': 'Modelo restaurado: {model}, treinado em {when}. Perda média no texto: {loss}.',
  'train.notRestored': 'Não foi possível restaurar o modelo guardado: {reason}. Nada foi alterado.',
  'train.keptUnusable':
    'Seu último modelo treinado está guardado neste navegador ({model}, treinado em {when}), mas uma versão anterior desta página o guardou com uma configuração que esta página não consegue usar: {reason}. Ele não pode ser restaurado; nada foi alterado.',
  'train.keptBadSetting': '{setting} “{value}” {problem}',
  'train.keptNotAValue': '{setting} não é um número, uma palavra nem verdadeiro/falso',
  'train.keptNoSettings': 'faltam as configurações dele',
  'train.forgetNewer':
    'Outra aba guardou um modelo mais recente desde então: esse continua guardado e será oferecido na sua próxima visita.',
  'train.storeFull': 'o armazenamento deste navegador para o site está cheio',
  'train.storeNotAllowed':
    'este navegador não permite que a página guarde dados aqui (uma janela anônima, um site bloqueado ou o quadro de uma página de curso)',
  'train.storeRefused': 'o navegador se recusou a guardá-lo ({reason})',
  'train.storeRefusedUnknown': 'o navegador se recusou a guardá-lo (motivo desconhecido)',
  'train.storeBlocked': 'bloqueado por outra aba',
  'train.storeAborted': 'a gravação foi interrompida',
  'train.compareHeading': 'Compare codificações posicionais',
  'train.compareIntro':
    'Um clique treina {models} vezes o TinyGPT configurado acima: uma vez com cada codificação posicional ({encodings}) e mais uma com uma tabela aprendida {longer}× mais longa que o comprimento de treinamento, no mesmo texto, com a mesma semente e o mesmo número de passos. Depois, cada modelo é medido no último décimo do texto, que fica reservado, com {lengths} o comprimento de treinamento, e o modelo com RoPE também com duas formas de esticá-lo na hora do teste (interpolação de posições e escalonamento NTK). A tabela aprendida simples recebe exatamente uma linha por posição de treinamento, como no GPT-2. Os modelos treinam lado a lado, um por núcleo do processador, cada um em seu próprio worker.',
  'train.compareButton': 'Comparar codificações posicionais',
  'train.compareBytesNote':
    'A comparação lê bytes, não tokens BPE: as fusões configuradas acima ficam de fora, então todas as codificações são medidas na mesma sequência de bytes, e seus comprimentos são contados em bytes.',
  'train.compareReset': 'reiniciado antes de terminar',
  'train.rowNone': 'nenhuma (só a máscara)',
  'train.rowLearned': 'aprendida',
  'train.rowLearnedLong': 'aprendida, tabela 8× mais longa',
  'train.rowSinusoidal': 'senoidal',
  'train.rowRope': 'RoPE',
  'train.rowRopeLinear': 'RoPE + interpolação',
  'train.rowRopeNtk': 'RoPE + escalonamento NTK',
  'train.rowAlibi': 'ALiBi',
  'train.modelNone': 'nenhuma',
  'train.modelLearned': 'aprendida',
  'train.modelLearnedLong': 'aprendida (tabela 8×)',
  'train.modelSinusoidal': 'senoidal',
  'train.modelRope': 'RoPE',
  'train.modelAlibi': 'ALiBi',
  'train.compareTraining': 'Treinando {models} modelos por {steps} cada…',
  'train.compareWorkers': {
    plural: 'workers',
    one: 'Treinando {models} modelos, {workers} por vez (um worker por núcleo do processador)…',
    other:
      'Treinando {models} modelos, {workers} por vez (um worker por núcleo do processador, cada um com sua própria cópia do núcleo)…',
  },
  'train.compareDone': 'Todos os {models} modelos foram treinados e medidos.',
  'train.compareDoneIn': 'Todos os {models} modelos foram treinados e medidos em {seconds} s.',
  'train.compareStopped': 'A comparação parou: {reason}.',
  'train.compareTrainingModel': 'treinando o modelo “{model}”',
  'train.compareLossHeading': 'Perda de treinamento de cada modelo',
  'train.compareLossData': 'a perda de treinamento suavizada de cada modelo',
  'train.compareLossAxis': 'perda (suavizada, nats)',
  'train.compareLossChart': 'Perda de treinamento suavizada de cada modelo: {models}.',
  'train.compareLossAt': '{model}: {loss} no passo {step}',
  'train.compareNotRun': '{model}: ainda não executado',
  'train.stepRow': 'passo {step}',
  'train.compareLengthHeading': 'Perda no texto reservado por comprimento de avaliação',
  'train.compareLengthData': 'a perda no texto reservado de cada modelo em cada comprimento',
  'train.lengthAxis': 'comprimento de avaliação (posições)',
  'train.heldOutAxis': 'perda no texto reservado (nats)',
  'train.compareLengthChart':
    'Perda no texto reservado de cada modelo com {lengths} posições: {rows}.',
  'train.compareLengthRow': '{row}: {losses}',
  'train.noLoss': 'nenhuma',
  'train.tableCaptionHeldOut':
    'Perda média (nats por byte) no último décimo do texto, reservado, por comprimento de avaliação',
  'train.tableCaptionTraining':
    'Perda média (nats por byte) no texto de treinamento (nada reservado), por comprimento de avaliação',
  'train.encodingColumn': 'codificação',
  'train.lengthColumn': '{multiple}× ({positions} posições)',
  'train.sameAsRope': 'igual ao RoPE',
  'train.noRowsPastTable': 'sem linhas além da sua tabela',
  'train.noValue': 'sem valor',
  'train.trainingLengthGap':
    'Primeiro, o comprimento de treinamento, {seqPositions}, com o qual todos os modelos foram treinados: a perda no texto reservado vai de {best} ({bestModel}) a {worst} ({worstModel}), uma diferença de {gap} nats. Uma diferença de g nats significa que, em média, o modelo pior dá ao próximo byte correto e^(−g) vezes a probabilidade que o melhor dá: aqui, {factor} vezes. O comprimento não tem nenhum papel nisso: é o que uma execução de cada modelo (uma semente, {steps}) fez deste texto, da sua codificação e do seu início aleatório, tudo junto. Por isso, cada modelo abaixo é julgado por como a sua própria perda muda a partir de {seqPositions}, e não pelo seu nível.',
  'train.lowestTrainingLoss':
    'O modelo “{model}” terminou o treinamento com a menor perda de treinamento ({training}, suavizada), mas sua perda no texto reservado com {seqPositions} é {heldOut}, {difference} em relação à do modelo “{best}”: uma perda de treinamento baixa diz quão bem um modelo se ajusta ao texto em que treinou, não quão bem ele prevê um texto que não viu.',
  'train.noneLevel':
    'Sem codificação posicional: a perda ficou estável: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.noneRoseSharply':
    'Sem codificação posicional: a perda subiu bruscamente: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.noneRose':
    'Sem codificação posicional: a perda subiu: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.noneFell':
    'Sem codificação posicional: a perda caiu: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.noneWhy':
    'Nada neste modelo depende de onde um token está, exceto a máscara causal: uma consulta na posição t faz a média sobre t + 1 chaves, então consegue perceber o quanto já avançou no texto, mas nunca aprendeu uma posição que depois pudesse lhe faltar.',
  'train.learnedNoRows': {
    plural: 'seqLen',
    one: 'Posições aprendidas ({seqLen} linha, uma por posição de treinamento, como no GPT-2): com {doubled} posições, não há vetor para a posição {seqLen} nem para as seguintes, então o modelo nem consegue rodar. Uma tabela aprendida não vai além do seu comprimento.',
    other:
      'Posições aprendidas ({seqLen} linhas, uma por posição de treinamento, como no GPT-2): com {doubled} posições, não há vetor para a posição {seqLen} nem para as seguintes, então o modelo nem consegue rodar. Uma tabela aprendida não vai além do seu comprimento.',
  },
  'train.learnedLongTable':
    'Aprendida, com uma tabela de {farLen} linhas: o treinamento só usou as linhas 0 a {lastTrained}; as demais mantiveram seu início aleatório.',
  'train.learnedLongNoise':
    'A perda no texto reservado foi de {one} com {seqPositions} para {two} com {doubled}: as linhas não treinadas acrescentam um ruído que o modelo nunca viu, e toda previsão depois da posição {lastTrained} paga por isso.',
  'train.learnedLongNoiseFar':
    'A perda no texto reservado foi de {one} com {seqPositions} para {two} com {doubled} e {end} com {farLen}: as linhas não treinadas acrescentam um ruído que o modelo nunca viu, e toda previsão depois da posição {lastTrained} paga por isso.',
  'train.learnedLongCheap':
    'A perda no texto reservado foi de {one} com {seqPositions} para {two} com {doubled}: aqui as linhas não treinadas custam pouco, sinal de que o modelo se apoia mais nos tokens do que nessas posições.',
  'train.learnedLongCheapFar':
    'A perda no texto reservado foi de {one} com {seqPositions} para {two} com {doubled} e {end} com {farLen}: aqui as linhas não treinadas custam pouco, sinal de que o modelo se apoia mais nos tokens do que nessas posições.',
  'train.sinusoidalLevel':
    'Senoidal: a tabela tem uma linha para cada posição, e a perda ficou estável: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.sinusoidalRoseSharply':
    'Senoidal: a tabela tem uma linha para cada posição, e a perda subiu bruscamente: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.sinusoidalRose':
    'Senoidal: a tabela tem uma linha para cada posição, e a perda subiu: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.sinusoidalFell':
    'Senoidal: a tabela tem uma linha para cada posição, e a perda caiu: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.sinusoidalWhy':
    'Ter um vetor para a posição {lastPosition} não é o mesmo que saber o que fazer com ele: o modelo só viu as combinações de ondas que ocorrem antes da posição {seqLen}.',
  'train.ropeLevel':
    'RoPE: a perda ficou estável: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.ropeRoseSharply':
    'RoPE: a perda subiu bruscamente: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.ropeRose':
    'RoPE: a perda subiu: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.ropeFell':
    'RoPE: a perda caiu: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.ropeWhy':
    'As pontuações dependem só da distância entre consulta e chave, mas depois de {lastTrained} as distâncias são valores que o treinamento nunca produziu, e os pares lentos giram até ângulos que nunca alcançaram.',
  'train.interpolationHow':
    'A interpolação de posições divide cada posição pela escala, de modo que os ângulos ficam dentro da faixa treinada (a menos de uma fração de posição); em troca, tokens vizinhos ficam mais próximos do que o modelo aprendeu, e ele precisa se acostumar com isso (o método foi pensado para ser seguido de um pouco de ajuste fino, que esta comparação não faz).',
  'train.ntkHow':
    'O escalonamento NTK mantém o par mais rápido como foi treinado, para que distâncias curtas pareçam como no treinamento, e desacelera mais cada par mais lento, o mais lento pela escala inteira; os pares intermediários são desacelerados menos do que o comprimento cresceu, então alguns ainda giram além do que o treinamento mostrou (a tabela de alcance da lição sobre contexto longo diz até onde).',
  'train.scaledSame':
    'Com {farLen} posições, ele dá {scaled} nats, contra {plain} do RoPE simples ({change}): aqui, praticamente o mesmo.',
  'train.scaledBetter':
    'Com {farLen} posições, ele dá {scaled} nats, contra {plain} do RoPE simples ({change}): aqui, melhor.',
  'train.scaledWorse':
    'Com {farLen} posições, ele dá {scaled} nats, contra {plain} do RoPE simples ({change}): aqui, pior.',
  'train.alibiLevel':
    'ALiBi: a perda ficou estável: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.alibiRoseSharply':
    'ALiBi: a perda subiu bruscamente: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.alibiRose':
    'ALiBi: a perda subiu: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.alibiFell':
    'ALiBi: a perda caiu: {one} nats com {seqPositions}, {end} com {farLen} ({change}).',
  'train.alibiWhy':
    'Ele não acrescenta nenhum vetor; cada cabeça subtrai das suas pontuações uma inclinação fixa vezes a distância, então uma chave distante simplesmente pesa menos, seja qual for o comprimento. Essa penalidade significa o mesmo com {farLen} posições e com {seqLen}.',
  'train.rankingFrom':
    'De {seqLen} a {farLen} posições, a perda cresceu menos para o modelo “{first}” ({firstChange} nats) e mais para o modelo “{last}” ({lastChange}).',
  'train.rankingOneRun':
    'Esta é uma única execução de cada modelo, com uma semente; quanto outra semente mudaria esses números não é medido aqui, e modelos do mesmo tamanho já terminaram separados no comprimento em que todos treinaram.',
  'train.rankingOneRunGap':
    'Esta é uma única execução de cada modelo, com uma semente; quanto outra semente mudaria esses números não é medido aqui, e modelos do mesmo tamanho já terminaram a {gap} nats de distância no comprimento em que todos treinaram.',
  'train.withinNone': 'Todas as outras mudanças estão mais longe dela do que essa diferença.',
  'train.withinAll':
    'Todas as mudanças ficam dentro dessa diferença umas das outras: rode a comparação de novo com outra semente antes de classificar as codificações por elas.',
  'train.withinSome': {
    plural: 'count',
    one: 'O modelo “{models}” fica dentro dessa diferença em relação ao modelo “{first}”: rode a comparação de novo com outra semente antes de classificar os dois.',
    other:
      'Os modelos {models} ficam dentro dessa diferença em relação ao modelo “{first}”: rode a comparação de novo com outra semente antes de classificá-los.',
  },
  'train.settingsLegend': 'Modelo, treinamento e texto',
  'train.predictorOption': 'preditor token + posição',
  'train.unlinkedPart': '{part} {held} ({why})',
  'train.unlinkedRange': '{setting} no laboratório: {problem}',
  'train.unlinkedBuilds': 'o {model} do laboratório tem {linked}',
  'train.partPositions': 'posições',
  'train.partMerges': 'fusões BPE',
  'train.partLayers': 'camadas',
  'train.partHeads': 'cabeças',
  'train.partEncoding': 'codificação posicional',
  'train.partNorm': 'normalização',
  'train.rateSetGpt':
    'Taxa de aprendizado ajustada para {rate}, a taxa com que o TinyGPT aprende bem aqui. Mude se quiser.',
  'train.rateSetPredictor':
    'Taxa de aprendizado ajustada para {rate}, a taxa com que o preditor token + posição aprende bem aqui. Mude se quiser.',
  'train.lrHint':
    'o notebook da Vizuara usa 0.001; aqui o laboratório propõe 0.01, e 0.003 para o TinyGPT',
  'train.headsHint': 'd_model precisa se dividir igualmente entre as cabeças',
  'train.bpeHint':
    'tokens: 0 lê bytes; N primeiro aprende N fusões BPE no texto de treinamento (a lição de BPE)',
  'train.initSmall': 'pequenas: N(0; 0,02²), como no GPT-2',
  'train.initNotebook': 'N(0, 1), como no notebook',
  'train.notebookButton': 'Usar exatamente a configuração do notebook',
  'train.labButton': 'Voltar à configuração do laboratório',
  'train.predictorNote':
    'O preditor token + posição (o modelo do notebook da Vizuara): uma tabela de tokens e uma tabela de posições aprendida (d 64, 128 posições), somadas e lidas por uma única camada linear. Ele vê um caractere e sua posição, nada mais.',
  'train.whyNotNotebook':
    'Por que o laboratório não começa como o notebook: o notebook sorteia as duas tabelas de N(0, 1), então cada linha é um vetor aleatório de comprimento cerca de √64 = 8, e treina 500 passos com taxa de aprendizado 0,001. O Adam move cada número no máximo mais ou menos a taxa de aprendizado por passo, e 500 passos assim movem uma linha típica em cerca de um quinto do seu comprimento (mediana de 23% com a semente padrão): depois do treinamento, o mapa de similaridade, os pares mais próximos e o PCA ainda mostram principalmente o início aleatório. O laboratório começa com tabelas pequenas, como o GPT-2 (N(0; 0,02²): os mesmos sorteios aleatórios multiplicados por 0,02), e aprende com 0,01, então, depois dos mesmos 500 passos, as linhas são principalmente o que o treinamento escreveu nelas.',
  'train.seqHint': 'caracteres por janela de treinamento',
  'train.workersHint':
    'os passos do TinyGPT são divididos em até {shards} partes que os workers compartilham: com mais workers o treinamento termina antes, e a curva continua a mesma',
  'train.seedHint': 'mesma semente e mesmas configurações, mesma curva',
  'train.hamletText': 'Um trecho de Hamlet (×10)',
  'train.ownText': 'Seu próprio texto',
  'train.ownTextHint':
    'pelo menos o comprimento de sequência + 2 bytes; caracteres fora do ASCII ocupam de 2 a 4 bytes cada',
  'train.emptyText':
    'o texto de treinamento está vazio: cole ou digite algum texto para o modelo aprender',
  'train.textInfo': {
    plural: 'chars',
    one: '{bytes} bytes, {chars} caractere distinto.',
    other: '{bytes} bytes, {chars} caracteres distintos.',
  },
  'train.textInfoMultiByte': {
    plural: 'n',
    one: '{bytes} bytes para {n} caractere de mais de um byte: o modelo lê cada byte como um token, então sua perda é por byte, e um caractere vira várias previsões.',
    other:
      '{bytes} bytes para {n} caracteres, {multi} deles com mais de um byte (um caractere chinês ocupa três): o modelo lê cada byte como um token, então sua perda é por byte, e cada um desses caracteres vira várias previsões.',
  },
  'train.compareAllTexts': 'os quatro textos em inglês juntos',
  'train.compareLabText': 'o texto de treinamento escolhido acima',
  'train.compareWorkersHint':
    'cada worker treina um modelo por vez com sua própria cópia do núcleo',
  'train.helperStopped': {
    plural: 'workers',
    one: 'Um dos workers que treinavam este modelo parou: {reason}. O treinamento continua com um worker, e nada se perde: o modelo mantém seus passos, e sua curva de perda é exatamente a que teria sido, porque cada passo é dividido nas mesmas partes, seja qual for o worker que as calcula.',
    other:
      'Um dos workers que treinavam este modelo parou: {reason}. O treinamento continua com {workers} workers, e nada se perde: o modelo mantém seus passos, e sua curva de perda é exatamente a que teria sido, porque cada passo é dividido nas mesmas partes, seja qual for o worker que as calcula.',
  },
  'train.helperFailed': 'ele falhou: {reason}',
  'train.noReason': 'o navegador não informou o motivo',
  'train.helperNotStarted': 'ele não conseguiu iniciar: {reason}',
  'train.aModel': 'um modelo',
  'train.describePredictor': 'o preditor token + posição (d {d})',
  'train.describeGpt': 'TinyGPT ({layers}, {heads}, d {d}, posições {pe}, {norm})',
  'train.described': '{what} após {steps}',
  'train.describedBpe': '{what} com tokens BPE ({merges}) após {steps}',
  'lessons.train.title': 'Laboratório de treinamento: veja um modelo aprender',
  'lessons.train.place': 'o modelo completo, treinado aqui',
  'questions.train.1.question':
    'Antes de qualquer treinamento, a perda fica perto de 5,55. De onde vem esse número?',
  'questions.train.1.choice1':
    'É ln 256: dar palpites uniformes entre 256 valores de byte custa ln 256 nats por caractere',
  'questions.train.1.choice2':
    'É a entropia de bigramas do texto: o melhor que um modelo que vê um só caractere consegue fazer',
  'questions.train.1.choice3':
    'É um número aleatório que depende da semente e das tabelas iniciais',
  'questions.train.1.explanation':
    'A entropia cruzada é −ln da probabilidade dada à resposta certa. Uma aposta uniforme dá 1/256 a cada byte, e −ln(1/256) = ln 256 ≈ 5,545. Pesos aleatórios não são exatamente uniformes, então as primeiras perdas costumam ser um pouco maiores.',
  'questions.train.2.question':
    'No texto padrão, o preditor token + posição se estabiliza perto de 2,3, enquanto o TinyGPT desce bem abaixo disso (cerca de 1,6 após 500 passos). Por quê?',
  'questions.train.2.choice1':
    'Ele vê um caractere (e sua posição), então não consegue passar do piso de bigramas; o TinyGPT vê os anteriores',
  'questions.train.2.choice2':
    'O TinyGPT aprende com uma taxa maior, então chega mais longe que o preditor no mesmo número de passos',
  'questions.train.2.choice3':
    'Ele não tem tabela de tokens própria, então não consegue distinguir um caractere de outro, seja qual for o texto',
  'questions.train.2.explanation':
    'Com um caractere de contexto, a melhor perda média possível é a entropia de bigramas H(next | current): cerca de 2,27 no texto padrão, a linha pontilhada do gráfico. A atenção permite ao TinyGPT usar a janela inteira. No trecho de Hamlet, os mesmos versos dez vezes, ele vai ainda mais longe e quase os recita.',
  'questions.train.3.question':
    'Após o treinamento, algumas vogais podem acabar com embeddings parecidos. Por que prever o próximo caractere faria isso?',
  'questions.train.3.explanation':
    'O vetor de token de um caractere é o que a camada de saída usa para prever o que vem a seguir. Caracteres seguidos de caracteres parecidos (vogais costumam ser seguidas pelas mesmas consoantes) recebem gradientes parecidos e se deslocam em direções parecidas. Veja o mapa de calor e a lista de pares: em um texto tão pequeno, o efeito é fraco e ruidoso, e muda de um texto para outro e de uma semente para outra.',
  'questions.train.4.question':
    'Um modelo com uma tabela de posições aprendida de 32 linhas precisa ler 64 caracteres. O que acontece?',
  'questions.train.4.choice1': 'Ele falha: não há vetor para a posição 32 em diante',
  'questions.train.4.choice2':
    'Ele reutiliza a linha 31, a última que tem, para toda posição além da tabela',
  'questions.train.4.choice3': 'Funciona tão bem quanto com 32: as posições se repetem a cada 32',
  'questions.train.4.explanation':
    'Uma tabela aprendida tem exatamente as linhas que recebeu; a comparação acima mostra isso como “sem linhas além da sua tabela”. O GPT-2 tem 1024 linhas, então o 1025º token não tem vetor de posição: documentos longos são cortados em janelas (ou o modelo usa uma codificação sem tabela, como RoPE).',
  'questions.train.5.question':
    'Com taxa de aprendizado 1000, a execução para em poucos passos. O que deu errado?',
  'questions.train.5.explanation':
    'O Adam move cada peso mais ou menos a taxa de aprendizado por passo. Passos de tamanho 1000 jogam os pesos muito além de qualquer mínimo, os logits ficam enormes e a perda explode (ou vira NaN). O laboratório para antes de aplicar a atualização ruim e sugere um décimo da taxa; continue dividindo até a curva cair suavemente.',
  'questions.train.6.question':
    'Por que os caracteres que não ocorrem no texto ficam de fora do mapa de calor de similaridade?',
  'questions.train.6.explanation':
    'As linhas deles na tabela de tokens nunca participam de uma passagem direta (forward), então nunca recebem gradiente e mantêm seu início aleatório. As similaridades deles são ruído, não algo que o modelo aprendeu.',
  'settings.model': 'modelo',
  'settings.lr': 'taxa de aprendizado',
  'settings.steps': 'passos',
  'settings.tr_init': 'tabelas iniciais',
  'settings.tr_batch': 'tamanho do lote',
  'settings.tr_seq': 'comprimento de sequência',
  'settings.gpt_layers': 'camadas',
  'settings.gpt_heads': 'cabeças',
  'settings.gpt_d': 'd_model',
  'settings.gpt_pe': 'codificação posicional',
  'settings.gpt_norm': 'normalização',
  'settings.tr_text': 'texto de treinamento',
  'settings.tr_own': 'seu texto',
  'settings.tr_prompt': 'texto inicial',
  'settings.tr_temp': 'temperatura',
  'settings.tr_topk': 'top-k',
  'settings.cmp_steps': 'passos por codificação',
  'settings.cmp_text': 'texto de comparação',
  'settings.cmp_workers': 'workers em paralelo (0: um por núcleo do processador)',
  'settings.tr_bpe': 'fusões BPE (0: bytes)',
  'settings.tr_workers': 'workers',
};
