// pt: the words kept in sampling.js.
export const messages = {
  'sampling.lead':
    'Um modelo de linguagem não escreve texto; ele dá uma probabilidade para cada próximo byte possível. Gerar significa escolher um, acrescentá-lo e perguntar de novo. O jeito de escolher muda tudo: pegar sempre o mais provável (gulosa) se repete, sortear da distribuição crua se perde. Temperatura, top-k e top-p remodelam a distribuição antes do sorteio.',
  'sampling.howItCuts':
    'A temperatura T divide os logits z: abaixo de 1 ela torna a distribuição mais aguda, acima de 1 ela a achata, e 0 significa gulosa. O top-k mantém só os k bytes mais prováveis. O top-p (amostragem de núcleo, Holtzman et al. 2020) mantém o menor conjunto dos bytes mais prováveis cuja probabilidade chega a p, então mantém poucos bytes quando o modelo tem certeza e muitos quando não tem. Cada corte é renormalizado para somar 1, e um byte é sorteado.',
  'sampling.promptHint': 'o texto a continuar',
  'sampling.promptEmpty':
    'Digite um texto inicial: a geração continua a partir de pelo menos um byte.',
  'sampling.temperatureHint': '{min} (gulosa) a {max}',
  'sampling.topKHint': '0 mantém todos os 256',
  'sampling.topPHint': '1 mantém todos',
  'sampling.seedHint': 'os sorteios (e os pesos aleatórios)',
  'sampling.modelTrained': 'TinyGPT treinado ({shape}).',
  'sampling.modelRandom': 'TinyGPT aleatório ({shape}, semente {seed}).',
  'sampling.temperature':
    'Temperatura {temperature}; o top-k mantém {keptK} de 256 bytes, o top-p mantém {keptP} desses.',
  'sampling.temperatureGreedy':
    'Temperatura {temperature} (gulosa: sempre o byte mais provável); o top-k mantém {keptK} de 256 bytes, o top-p mantém {keptP} desses.',
  'sampling.trainHint':
    'Treine um TinyGPT no laboratório de treinamento para amostrar de pesos treinados; até lá, os pesos são aleatórios.',
  'sampling.onPage':
    'Este site não deixa a lição iniciar um worker (processo em segundo plano), então o texto é gerado na própria página: ela pode responder mais devagar enquanto trabalha.',
  'sampling.progressLabel': 'bytes gerados',
  'sampling.progress': {
    plural: 'total',
    one: 'Gerando: {made} de {total} byte…',
    other: 'Gerando: {made} de {total} bytes…',
  },
  'sampling.stagesTitle': 'O próximo byte, etapa por etapa (os {count} bytes mais prováveis)',
  'sampling.afterTemperature': 'depois da temperatura',
  'sampling.afterTopK': 'depois do top-k',
  'sampling.afterTopP': 'depois do top-p: sorteado daqui',
  'sampling.plainIdle': 'a distribuição do próprio modelo',
  'sampling.topKIdle': 'só os k mais prováveis, renormalizados',
  'sampling.topPIdle': 'o núcleo, renormalizado',
  'sampling.stageHover': '‘{byte}’ (byte {b}): {probability}; logit {logit}',
  'sampling.stageHoverCut': '‘{byte}’ (byte {b}): {probability} (cortado); logit {logit}',
  'sampling.stageComputing':
    'Gráfico de barras {heading}: as probabilidades do próximo byte estão sendo calculadas.',
  'sampling.stageLabel':
    'Gráfico de barras {heading}: os {count} bytes que o modelo acha mais prováveis, do mais provável ao menos, primeiro ‘{byte}’ com {probability}.',
  'sampling.stageEarlier': '{label} Com as configurações anteriores.',
  'sampling.stageEarlierUpdating': '{label} Com as configurações anteriores (atualizando).',
  'sampling.logitColumn': 'logit',
  'sampling.softmaxColumn': 'softmax',
  'sampling.temperatureColumn': 'temperatura',
  'sampling.topKColumn': 'top-k',
  'sampling.topPColumn': 'top-p',
  'sampling.generatedTitle': 'Gulosa contra amostrada',
  'sampling.byteCodes':
    'Bytes que não são texto imprimível aparecem como seu código em hexadecimal, como \\x9F: um modelo não treinado sorteia qualquer um dos 256 bytes.',
  'sampling.byteTitle': 'byte {b}',
  'sampling.greedyTitle': 'Gulosa (temperatura 0)',
  'sampling.greedyEarlier': 'Gulosa (temperatura 0), configurações anteriores',
  'sampling.greedyEarlierUpdating':
    'Gulosa (temperatura 0), configurações anteriores (atualizando)',
  'sampling.sampledTitle': 'Amostrada com as configurações acima',
  'sampling.sampledEarlier': 'Amostrada com as configurações anteriores',
  'sampling.sampledEarlierUpdating': 'Amostrada com as configurações anteriores (atualizando)',
  'sampling.generatedTools': 'os bytes amostrados',
  'sampling.byteColumn': 'byte',
  'sampling.drawnColumn': 'probabilidade ao ser sorteado',
  'sampling.candidatesColumn': 'bytes restantes para escolher',
  'sampling.kvTitle': 'O laço de geração e o cache KV',
  'sampling.kvProse':
    'Cada novo byte precisa de uma passagem direta (forward pass). Feita de modo ingênuo, essa passagem recalcula as chaves e os valores de todos os tokens anteriores em todas as camadas, embora eles não tenham mudado: a máscara causal não deixa nenhum token ver um posterior, então acrescentar um byte não pode alterar o que veio antes. Um cache KV guarda as chaves e os valores de cada camada, e cada passo calcula q, k, v só para o novo token, prestando atenção às linhas guardadas. O preço é memória, que cresce a cada token:',
  'sampling.kvNote':
    'A geração aqui usa um cache assim: cada novo byte passa uma posição pelo modelo e presta atenção às chaves e aos valores guardados de antes, o que dá os mesmos logits que recalcular o texto inteiro, a menos de arredondamento. Uma exceção: com posições aprendidas, quando o texto fica mais longo que a tabela de posições, a janela desliza, a posição de cada byte muda, e cada novo byte recalcula a última janela inteira.',
  'sampling.kvCaption': 'O que um cache KV guarda (float32, 4 bytes por número)',
  'sampling.kvThisModel': {
    plural: 'layers',
    one: 'este TinyGPT ({layers} camada × d_model {dModel})',
    other: 'este TinyGPT ({layers} camadas × d_model {dModel})',
  },
  'sampling.kvPerToken': '2 × {layers} × {dModel} × 4 B = {bytes} por token',
  'sampling.kvWindow': {
    plural: 'tokens',
    one: 'o cache dele para uma janela cheia de {tokens} token',
    other: 'o cache dele para uma janela cheia de {tokens} tokens',
  },
  'sampling.kvGpt2': 'GPT-2 small (12 camadas × 768), para comparação',
  'sampling.kvGpt2Bytes': '2 × 12 × 768 × 4 B = {perToken} por token; {window} para 1024 tokens',
  'sampling.kvChange':
    'maior mudança de uma chave ou valor anterior quando o byte {n} é acrescentado',
  'sampling.exactlyZero': '0 (exatamente)',
  'sampling.kvNeedsTwo':
    'Quanto uma chave ou valor anterior muda quando um byte é acrescentado: isso precisa de pelo menos duas posições, e este modelo lê uma (comprimento de sequência 1 no laboratório de treinamento).',
  'lessons.sampling.title': 'Gerando texto: temperatura, top-k, top-p',
  'lessons.sampling.place': 'a saída: probabilidades do softmax, depois a escolha do próximo byte',
  'questions.sampling.1.question': 'A temperatura 0,5 deixa a distribuição…',
  'questions.sampling.1.choice1': 'mais achatada',
  'questions.sampling.1.choice2': 'mais aguda',
  'questions.sampling.1.choice3': 'igual',
  'questions.sampling.1.choice4': 'uniforme',
  'questions.sampling.1.explanation':
    'Dividir os logits por 0,5 dobra as diferenças entre eles, então depois do softmax os bytes prováveis ficam mais prováveis e o resto desaparece. Temperatura acima de 1 achata; 0 é gulosa.',
  'questions.sampling.2.question':
    'Com probabilidades 0,5; 0,3; 0,15; 0,05 e top-p 0,6, quais bytes ficam?',
  'questions.sampling.2.choice1': 'só o primeiro',
  'questions.sampling.2.choice2': 'os dois primeiros',
  'questions.sampling.2.choice3': 'os três primeiros',
  'questions.sampling.2.choice4': 'todos os quatro',
  'questions.sampling.2.explanation':
    'O top-p mantém o menor conjunto dos bytes mais prováveis cuja probabilidade chega a p: 0,5 fica abaixo de 0,6, e 0,5 + 0,3 = 0,8 chega lá. Depois eles são renormalizados para 0,625 e 0,375.',
  'questions.sampling.3.question': 'Por que o mesmo link sempre gera o mesmo texto?',
  'questions.sampling.3.explanation':
    'A amostragem sorteia de um gerador pseudoaleatório iniciado a partir da semente: a mesma semente, o mesmo modelo e as mesmas configurações dão os mesmos sorteios. A decodificação gulosa (temperatura 0) não sorteia nada.',
  'questions.sampling.4.question':
    'Por que um decodificador pode guardar as chaves e os valores dos tokens anteriores em vez de recalculá-los?',
  'questions.sampling.4.explanation':
    'A máscara causal impede cada token de ver os posteriores, então um novo token não muda nada nas chaves e nos valores dos tokens anteriores: o núcleo confere que eles são idênticos. Cada passo então calcula só q, k, v do novo token.',
  'settings.sp_prompt': 'texto inicial',
  'settings.sp_temp': 'temperatura',
  'settings.sp_topk': 'top-k',
  'settings.sp_topp': 'top-p',
  'settings.sp_len': 'bytes a gerar',
  'settings.sp_weights': 'pesos',
  'sampling.texBytesPerToken': 'bytes por token',
  'sampling.texLayers': 'camadas',
  'sampling.texBytesPerNumber': 'bytes por número',
  'sampling.texTopP': 'o menor {S} com {sum}',
};
