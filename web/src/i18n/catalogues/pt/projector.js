// pt: the words kept in projector.js.
export const messages = {
  'projector.lead':
    'Uma tabela de tokens tem números demais por linha para se olhar. Um projetor coloca cada linha como um ponto em um plano, de modo que linhas parecidas fiquem perto umas das outras. Aqui: a tabela treinada do laboratório (as linhas dos caracteres do seu texto), a tabela aleatória de onde ela partiu, ou vetores seus.',
  'projector.keepsTitle': 'O que um mapa das linhas preserva, e o que ele perde',
  'projector.pcaProse':
    'O PCA gira a nuvem de linhas para que suas duas direções mais largas fiquem de frente para você, e achata o resto. As distâncias no plano são distâncias reais ao longo dessas duas direções; o que estiver nas outras direções se perde.',
  'projector.tsneProse':
    'O t-SNE (van der Maaten e Hinton, 2008), em vez disso, pergunta a cada linha quais outras estão perto dela, como uma probabilidade que cai com a distância, e move os pontos no plano até que a proximidade entre eles corresponda a essas probabilidades. Ele preserva vizinhanças: linhas próximas na tabela acabam próximas no mapa. Ele não preserva as distâncias entre agrupamentos, nem seus tamanhos: cada vizinhança é espalhada até um tamanho parecido, e os espaços entre os grupos dependem das configurações. Leia um mapa de t-SNE por quem está ao lado de quem, nunca pela distância entre dois grupos.',
  'projector.perplexityProse':
    'A perplexidade é, grosso modo, quantos vizinhos cada linha tenta manter por perto: com 5, o mapa mostra grupos pequenos e apertados; com 50, mostra mais da forma geral. Ela precisa ficar abaixo do número de linhas.',
  'projector.demoProse':
    'Experimente: rode o t-SNE duas vezes com duas perplexidades, ou com duas sementes. Os grupos, e quem está neles, permanecem; onde os grupos ficam e a distância entre eles mudam.',
  'projector.sourceTrained': 'treinada no laboratório',
  'projector.sourceRandom': 'aleatória, antes do treinamento',
  'projector.sourceFile': 'seu próprio vectors.tsv',
  'projector.methodTsne': 't-SNE: preserva vizinhanças',
  'projector.methodPca': 'PCA: as duas direções mais largas',
  'projector.perplexityHint':
    'mais ou menos quantos vizinhos cada linha mantém por perto; abaixo do número de linhas',
  'projector.iterationsHint': '{range}; o mapa se move enquanto elas rodam',
  'projector.seedHint': 'onde os pontos começam; outra semente, outro mapa',
  'projector.pointHint':
    'a linha cujos vizinhos são listados; −1 para nenhuma ({pick} em um ponto para escolher uma)',
  'projector.shownTrained':
    'A tabela treinada: {source}, as {rows} dos caracteres do texto ({d} números cada).',
  'projector.fromLab': 'do laboratório de treinamento',
  'projector.shownRandom':
    'A tabela aleatória de onde o laboratório parte (semente {seed}): as {rows} dos caracteres do texto, {d} números cada.',
  'projector.shownRandomNoModel':
    'A tabela aleatória de onde o laboratório parte (semente {seed}): as {rows} dos caracteres do texto, {d} números cada. Treine um modelo no laboratório para ver para onde o treinamento as leva.',
  'projector.besideTitle': 'Ao lado: uma tabela aleatória do mesmo formato',
  'projector.shownBeside':
    'As mesmas {rows} em uma tabela aleatória do mesmo formato (semente {seed}, {d} números cada), posicionadas pelo mesmo método e com as mesmas configurações: linhas antes de qualquer treinamento, para comparar com as treinadas.',
  'projector.besideSummary': 'Mapa de t-SNE de {rows} de uma tabela aleatória.',
  'projector.besideSummaryPca': 'Plano de PCA de {rows} de uma tabela aleatória.',
  'projector.besideDone': 'KL(P ‖ Q) = {kl} nats.',
  'projector.besideDonePca': 'PC1 e PC2 concentram {both} da variância.',
  'projector.notByteTable':
    'O modelo do laboratório tem {rows} linhas de tokens, não uma por byte; mostrando a tabela aleatória no lugar.',
  'projector.shownFile': 'Seus vetores: {rows} de {d} números, de {file}.',
  'projector.noFile':
    'Escolha um arquivo vectors.tsv abaixo: o mapa mostra as linhas dele assim que for lido.',
  'projector.rowCount': {
    plural: 'n',
    one: '{n} linha',
    other: '{n} linhas',
  },
  'projector.textTooShort': 'o texto precisa de pelo menos 2 caracteres diferentes para posicionar',
  'projector.fileTitle': 'Seus próprios vetores',
  'projector.fileProse':
    'Os arquivos do TensorFlow Embedding Projector: vectors.tsv tem uma linha de números separados por tabulação por linha do arquivo; metadata.tsv, se você tiver um, tem um rótulo por linha (com uma linha de cabeçalho quando tem várias colunas). Os arquivos são lidos aqui, no seu navegador: nunca são enviados para lugar nenhum.',
  'projector.vectorsFile': 'vectors.tsv',
  'projector.metadataFile': 'metadata.tsv (opcional)',
  'projector.fileTooBig':
    '{file} tem {size}: arquivos acima de 64 MiB não são lidos. Dê ao projetor uma amostra das linhas.',
  'projector.fileReading': 'Lendo {file}…',
  'projector.fileRead': '{file}: {rows}, {d} números cada.',
  'projector.fileBad': '{file} não pode ser usado:',
  'projector.metadataRows':
    'metadata.tsv tem {labels}, mas vectors.tsv tem {rows}: é preciso um rótulo por linha (e uma linha de cabeçalho quando há várias colunas).',
  'projector.colourBy': 'colorir por',
  'projector.colourNone': 'nenhuma coluna',
  'projector.labelBy': 'rotular por',
  'projector.pickMouse': 'Clique',
  'projector.pickTouch': 'Toque',
  'projector.mapTitle': 'As linhas em um plano',
  'projector.summaryTsne':
    'Mapa de t-SNE de {rows}. {pick} em um ponto para ver as linhas mais próximas dele.',
  'projector.summaryPca':
    'Plano de PCA de {rows}. {pick} em um ponto para ver as linhas mais próximas dele.',
  'projector.hover': '{label}: ({x}, {y})',
  'projector.progress': 'iteração {iteration} de {total}, KL {kl}',
  'projector.starting': 'calculando a vizinhança de cada linha…',
  'projector.calibrating': 'calculando a vizinhança de cada linha: linha {row} de {rows}…',
  'projector.captionTsne':
    'Depois de {iterations} iterações, KL(P ‖ Q) = {kl} nats: o quanto a proximidade no mapa se afasta da proximidade na tabela (0 seria uma correspondência perfeita).',
  'projector.captionPca':
    'PC1 concentra {pc1} da variância e PC2, {pc2}: o plano mostra {both} da dispersão das linhas.',
  'projector.trust':
    'Confiabilidade (trustworthiness) com 5 vizinhos: {trust} (1 quando os 5 pontos mais próximos de cada ponto estão entre as suas 5 linhas mais próximas na tabela).',
  'projector.trustNone':
    'A confiabilidade precisa de mais de 10 linhas (e no máximo 2.000) para ser medida.',
  'projector.neighboursTitle': 'Linhas mais próximas de “{label}”, por cosseno na tabela',
  'projector.neighboursNone':
    '{pick} em um ponto (ou pressione Enter sobre ele) para listar as suas 5 linhas mais próximas por cosseno nos números originais, não no plano.',
  'projector.neighbour': '{label}: cosseno {cosine}',
  'projector.neighboursKept':
    'No mapa, {kept} destas {k} também estão entre os seus {k} pontos mais próximos.',
  'projector.pointTooLarge':
    'a linha {point} não existe: os vetores têm {rows} (as linhas são contadas a partir de 0)',
  'projector.pointMoved': 'os vetores mudaram, então nenhuma linha está escolhida',
  'projector.findLabel': 'encontrar uma linha pelo rótulo',
  'projector.findButton': 'Encontrar',
  'projector.findEmpty':
    'Digite um rótulo primeiro: um caractere do texto, ou uma palavra dos seus metadados.',
  'projector.findNone':
    'Nenhuma linha tem o rótulo “{label}”. Os rótulos são o que os pontos mostram: um caractere do texto, ou uma palavra dos seus metadados.',
  'projector.findOne': '“{label}” é a linha {row}.',
  'projector.findSeveral':
    '{count} linhas têm o rótulo “{label}”: mostrando a primeira, a linha {row}.',
  'lessons.projector.title': 'Projetor de embeddings: t-SNE e vizinhos',
  'lessons.projector.place': 'a tabela de tokens, vista de cima: suas linhas posicionadas em 2-D',
  'questions.projector.1.question':
    'Em um mapa de t-SNE, dois agrupamentos estão longe um do outro, e um parece duas vezes mais largo que o outro. O que você pode concluir?',
  'questions.projector.1.choice1':
    'Os agrupamentos estão longe no espaço original, e o largo é mais espalhado',
  'questions.projector.1.choice2':
    'Os vizinhos próximos de cada ponto provavelmente também estão perto dele no espaço original; o espaço entre eles e as larguras dizem pouco',
  'questions.projector.1.choice3': 'Nada: o t-SNE posiciona os pontos ao acaso',
  'questions.projector.1.explanation':
    'O t-SNE preserva vizinhanças: ele reproduz, para cada ponto, quais outros estão perto dele. Ele não preserva as distâncias entre agrupamentos nem seus tamanhos: espalha cada vizinhança até um tamanho parecido, e os espaços entre agrupamentos dependem da perplexidade e das iterações.',
  'questions.projector.2.question':
    'Você clica em um ponto e vê os seus 5 vizinhos mais próximos com seus cossenos. Onde eles foram medidos?',
  'questions.projector.2.choice1': 'No mapa 2-D, pela distância entre os pontos',
  'questions.projector.2.choice2': 'Nos vetores originais, pelo cosseno do ângulo entre as linhas',
  'questions.projector.2.choice3': 'No plano do PCA, seja qual for o método mostrado',
  'questions.projector.2.explanation':
    'Os vizinhos vêm dos próprios vetores (todos os seus números), então são os mesmos quer o mapa seja de t-SNE, quer de PCA. Os pontos circulados mostram o quanto o mapa os preservou.',
  'questions.projector.3.question': 'O que a perplexidade define?',
  'questions.projector.3.choice1':
    'Mais ou menos quantos vizinhos cada ponto tenta manter por perto',
  'questions.projector.3.choice2': 'Quantas iterações o t-SNE roda',
  'questions.projector.3.choice3': 'O número de agrupamentos a encontrar',
  'questions.projector.3.explanation':
    'A perplexidade é uma contagem suave de vizinhos: a gaussiana de cada ponto é alargada até que a sua vizinhança tenha mais ou menos esse número de pontos. Ela precisa ficar abaixo do número de linhas; valores pequenos mostram detalhes locais, valores grandes mostram mais da forma geral.',
  'settings.pj_source': 'vetores mostrados',
  'settings.pj_method': 'método',
  'settings.pj_perplexity': 'perplexidade',
  'settings.pj_iterations': 'iterações',
  'settings.pj_point': 'ponto escolhido',
};
