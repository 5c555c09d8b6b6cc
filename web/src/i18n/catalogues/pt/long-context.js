// pt: the words kept in long-context.js.
export const messages = {
  'long-context.lead':
    'Um modelo é treinado com janelas de um certo comprimento L. O que acontece quando ele lê mais que isso? Uma tabela aprendida não tem linha para a posição L; as senoides e o RoPE produzem vetores e ângulos que o modelo nunca viu. Duas respostas são muito usadas: construir a codificação de modo que nada nela mude com o comprimento (ALiBi), ou esticar um RoPE já treinado para que as posições novas pareçam antigas (interpolação de posições e escalonamento NTK).',
  'long-context.noPositions':
    'E há uma terceira opção, fácil de esquecer: nenhuma codificação posicional. Em um decodificador, a máscara causal já carrega a posição, porque uma consulta na posição t faz a média sobre exatamente t + 1 chaves; um modelo sem posições aprende a ordem das palavras só com isso, e não tem nenhuma tabela que possa acabar.',
  'long-context.alibiTitle': 'ALiBi: uma penalidade por distância em vez de vetores de posição',
  'long-context.alibiProse':
    'O ALiBi (Press, Smith e Lewis 2022, “Train Short, Test Long”) não acrescenta nada aos vetores dos tokens. Cada cabeça h subtrai das suas pontuações escaladas uma inclinação fixa mₕ vezes a distância, antes da máscara causal e do softmax. As inclinações formam uma progressão geométrica: para n cabeças, mₕ = 2^(−8h/n).',
  'long-context.headsHint': 'cabeças ALiBi, {range}',
  'long-context.headHint': 'de qual cabeça o mapa de calor mostra os vieses',
  'long-context.lenHint': 'posições no mapa de calor e nos pesos',
  'long-context.headTooLarge':
    'a cabeça mostrada precisa estar entre 1 e {heads}, o número de cabeças',
  'long-context.biasTitle':
    'O viés de uma cabeça: −m·(i − j) somado à pontuação da consulta i sobre a chave j',
  'long-context.keyAxis': 'chave j →',
  'long-context.queryAxis': 'consulta i ↓',
  'long-context.maskedNote':
    'cinza: mascarada, uma chave posterior (seu viés nunca chega ao softmax)',
  'long-context.maskedHover':
    'consulta {i}, chave {j}: mascarada (um token posterior), peso 0 seja qual for o viés',
  'long-context.biasHover': 'consulta {i}, chave {j} (distância {back}): viés {bias}',
  'long-context.biasLabel':
    'Viés ALiBi da cabeça {head} de {heads} (inclinação {slope}) em {len} posições: 0 na diagonal, caindo {slope} a cada passo de distância dela, até {lowest} para a consulta {last} sobre a chave 0; o triângulo superior (chaves posteriores) está mascarado, em cinza.',
  'long-context.biasSummary':
    'Cabeça {head}: inclinação {slope}; célula mais escura {lowest} (consulta {last}, chave 0). {point} uma célula.',
  'long-context.slopesTitle': 'Inclinação m de cada cabeça',
  'long-context.headAxis': 'cabeça',
  'long-context.slopeAxis': 'inclinação m',
  'long-context.slopesSummary': {
    plural: 'heads',
    '=1': 'Inclinação da única cabeça: {first}.',
    other: 'Inclinações das {heads} cabeças, de {first} na cabeça 1 a {last} na cabeça {heads}.',
  },
  'long-context.weightsTitle':
    'Atenção da última consulta sobre chaves cada vez mais para trás (pontuações de conteúdo iguais)',
  'long-context.distanceAxis': 'distância para trás (passos)',
  'long-context.weightAxis': 'peso',
  'long-context.distanceColumn': 'distância para trás',
  'long-context.headColumn': 'cabeça {n}',
  'long-context.weightsSummary':
    'Peso de atenção da consulta {last} sobre a chave a cada distância para trás, para cada cabeça, quando todas as pontuações de conteúdo são iguais: a cabeça mais íngreme põe {steepest} na chave mais recente; a mais suave, {gentlest}.',
  'long-context.slopesCaption':
    'A inclinação de cada cabeça e quantas das chaves mais recentes concentram 90% do peso da última consulta em {len} posições (pontuações de conteúdo iguais)',
  'long-context.keptHeader': 'peso mantido a cada passo para trás, e^(−m)',
  'long-context.spanHeader': 'chaves com 90%',
  'long-context.spanCell': '{keys} de {len}',
  'long-context.alibiText': {
    plural: 'heads',
    '=1': 'Com uma cabeça, a inclinação é {first}. Em {len} posições, a cabeça 1 mantém 90% da sua atenção nas últimas {firstSpan} chaves. Uma chave {back} atrás recebe um viés de {bias} na cabeça 1: um fator de {factor} no seu peso.',
    other:
      'Com {heads} cabeças, as inclinações vão de {first} a {last}. Em {len} posições, a cabeça 1 mantém 90% da sua atenção nas últimas {firstSpan} chaves, e a cabeça {heads} precisa de {lastSpan}. Uma chave {back} atrás recebe um viés de {bias} na cabeça 1: um fator de {factor} no seu peso.',
  },
  'long-context.stepsBack': {
    plural: 'n',
    one: '{n} passo',
    other: '{n} passos',
  },
  'long-context.alibiFading':
    'Depois do softmax, uma penalidade b vira um fator e^(−b): com pontuações de conteúdo iguais, cada passo para trás multiplica o peso de uma chave por e^(−m). Cabeças íngremes olham para os últimos poucos tokens; as suaves se espalham para bem longe. Em qualquer comprimento, a penalidade para uma dada distância é a mesma, e é por isso que o ALiBi não tem nada que possa acabar; isso também significa que o passado distante se apaga, diga ele o que disser.',
  'long-context.stretchTitle': 'Esticando o RoPE além do comprimento de treinamento',
  'long-context.stretchProse':
    'O RoPE gira o par i de uma consulta ou chave na posição p por p·θᵢ, com θᵢ = base^(−2i/d). Pares rápidos (i pequeno) dão muitas voltas dentro de L posições, então o treinamento viu todos os ângulos que eles podem ter; pares lentos só giraram uma parte do caminho. Em {scale}L, os pares lentos chegam a ângulos que nenhum exemplo de treinamento produziu. Duas correções mudam os ângulos na hora do teste, sem treinamento:',
  'long-context.trainedHint': 'o comprimento com que o modelo foi treinado',
  'long-context.dHint': 'largura de cada cabeça de consulta/chave: {range}',
  'long-context.pairHint': 'o par no gráfico de ângulos: 0 é o mais rápido',
  'long-context.pairTooLarge':
    'o par i precisa estar entre 0 e {last}: uma largura de {d} tem {pairs} pares',
  'long-context.angleTitle':
    'Ângulo de um par em função da posição, até {scale}× o comprimento de treinamento',
  'long-context.positionAxis': 'posição',
  'long-context.angleAxis': 'ângulo (voltas)',
  'long-context.plainRope': 'RoPE simples',
  'long-context.interpolatedByFour': 'interpolado (÷ 4)',
  'long-context.interpolated': 'interpolado',
  'long-context.ntkScaled': 'escalonado por NTK',
  'long-context.largestTrainedAngle': 'maior ângulo no treinamento',
  'long-context.angleSummary':
    'Ângulo do par {i} de {pairs}, em voltas, em função da posição, de 0 a {last}: o RoPE simples chega a {plain} voltas, a interpolação a {linear}, o NTK a {ntk}; o treinamento (posições abaixo de {trained}) chegou a {reached}.',
  'long-context.reachDefinition':
    'O ângulo de um par é um ponto em um círculo, e ao longo de uma sequência de posições o par percorre o arco de 0 até o seu maior ângulo, ou o círculo inteiro quando já deu uma volta completa; o seu alcance é o arco que ele percorre em {scale}L dividido pelo arco que percorreu no treinamento, então 1 significa que ele não encontra nenhum ângulo que o treinamento não tenha mostrado.',
  'long-context.reachTitle':
    'Cada par a {scale}× o comprimento: o arco de ângulos que ele percorre, dividido pelo seu arco no treinamento',
  'long-context.pairAxis': 'par i (rápido → lento)',
  'long-context.reachAxis': 'alcance (1 = nada novo)',
  'long-context.pairColumn': 'par i',
  'long-context.insideTraining': 'dentro do treinamento (1)',
  'long-context.reachSummary':
    'Para cada um dos {pairs} pares, o arco de ângulos que ele percorre em {len} posições dividido pelo arco que percorreu nas {trained} posições de treinamento: par 0 {first} no simples, par {lastPair} {last}; no máximo {plain} no simples, {linear} com interpolação, {ntk} com NTK.',
  'long-context.reachCaption':
    'O arco de cada par no treinamento (posições 0 a {lastTrained}, em voltas) e o seu alcance em {len} posições',
  'long-context.arcHeader': 'arco no treinamento (voltas)',
  'long-context.ropeRun': 'Treinado em {trained} posições, executado em {len}.',
  'long-context.noPairRound': 'Nenhum par deu uma volta completa no treinamento.',
  'long-context.pairZeroRound': 'Só o par 0 deu uma volta completa no treinamento.',
  'long-context.pairsRound': 'Os pares 0 a {last} deram uma volta completa no treinamento.',
  'long-context.sweepMore':
    'Pares que percorrem mais do que no treinamento: simples {plain}, interpolado {linear}, NTK {ntk}.',
  'long-context.sweepSome': '{count} de {pairs} (até {most}×)',
  'long-context.sweepNone': 'nenhum de {pairs}',
  'long-context.ropeSpeeds':
    'O par 0 gira 1 radiano por posição no RoPE simples e com NTK, mas {slow} com interpolação: tokens vizinhos parecem {scale} vezes mais próximos do que no treinamento. O par {i} avança {plain} rad por posição no simples, {linear} com interpolação, {ntk} com NTK. (A interpolação leva a posição {last} para {mapped}, uma fração de posição além da última treinada, {lastTrained}.)',
  'long-context.stretchCompared':
    'A interpolação comprime as posições: todo par fica dentro do que o treinamento cobriu (com uma margem de uma fração de posição), mas tokens vizinhos agora estão a um quarto de passo de distância, algo que os pares rápidos nunca mostraram ao modelo. O escalonamento NTK deixa o par mais rápido exatamente como foi treinado, então distâncias curtas parecem como sempre, e desacelera mais cada par mais lento, o mais lento pelo fator inteiro; os pares intermediários são desacelerados menos do que o comprimento cresceu, então alguns deles ainda percorrem ângulos que o treinamento nunca mostrou (a tabela diz até onde). Qual funciona melhor sem ajuste fino é uma questão empírica.',
  'long-context.labLink':
    'Veja o efeito em um modelo de verdade: a seção {link} do laboratório de treinamento treina um TinyGPT com cada codificação (nenhuma, aprendida, senoidal, RoPE, ALiBi) no mesmo texto e mede cada um no texto reservado com 1×, 2×, 4× e 8× o comprimento de treinamento, o RoPE também com interpolação e escalonamento NTK.',
  'long-context.labLinkText': '“Compare codificações posicionais”',
  'lessons.long-context.title': 'Entradas longas: ALiBi e como esticar o RoPE',
  'lessons.long-context.place': 'posições: ler além do comprimento de treinamento do modelo',
  'questions.long-context.1.question':
    'Uma cabeça ALiBi tem inclinação 1/4. Com pontuações de conteúdo iguais, como o peso de uma chave 8 passos atrás se compara com o peso da própria posição da consulta?',
  'questions.long-context.1.choice1': 'É igual: o ALiBi só marca a ordem',
  'questions.long-context.1.choice2': 'É a metade',
  'questions.long-context.1.choice3': 'Cerca de e^(−2) ≈ 0,135 vez esse peso',
  'questions.long-context.1.choice4': 'É zero: o ALiBi mascara as chaves além da sua inclinação',
  'questions.long-context.1.explanation':
    'O viés cai o valor da inclinação a cada passo para trás, então 8 passos atrás ele é 8 × 1/4 = 2 menor do que na distância 0, e o softmax transforma uma diferença b em um fator e^(−b): e^(−2) ≈ 0,135. Nada é mascarado: chaves distantes ainda contam, só pesam menos, e uma pontuação de conteúdo alta pode superar a penalidade.',
  'questions.long-context.2.question': 'Por que o ALiBi dá inclinações diferentes às suas cabeças?',
  'questions.long-context.2.choice1':
    'Para que algumas cabeças olhem para perto e outras para bem longe',
  'questions.long-context.2.choice2':
    'Porque cada cabeça tem a sua própria largura, que define até onde ela enxerga',
  'questions.long-context.2.choice3': 'Para tornar a máscara causal desnecessária nas cabeças',
  'questions.long-context.2.choice4':
    'Para que as inclinações possam ser aprendidas a partir dos dados',
  'questions.long-context.2.explanation':
    'Com uma inclinação íngreme, uma cabeça só consegue prestar atenção nos últimos poucos tokens; com uma suave, ela se espalha por centenas. O conjunto geométrico fixo (1/2, 1/4, … para 8 cabeças) dá ao modelo todos os alcances de uma vez, sem aprender nenhum deles.',
  'questions.long-context.3.question':
    'A interpolação de posições roda um modelo com RoPE a 4 × o seu comprimento de treinamento…',
  'questions.long-context.3.choice1':
    'girando cada par 4 vezes mais rápido, para que o texto inteiro caiba em uma volta',
  'questions.long-context.3.choice2':
    'aumentando a base para que só os pares lentos desacelerem, enquanto o par mais rápido mantém os seus ângulos',
  'questions.long-context.3.choice3':
    'acrescentando uma tabela aprendida para as novas posições, treinada em textos mais longos',
  'questions.long-context.3.choice4':
    'dividindo cada posição por 4, para que os ângulos fiquem (quase) dentro da faixa treinada',
  'questions.long-context.3.explanation':
    'A posição 4p é girada exatamente como a posição p era. Nenhum par gira mais do que no treinamento, mas tokens vizinhos agora ficam a um quarto de passo de distância, mais próximos do que o modelo jamais viu: em geral, ele precisa de um pouco de ajuste fino para se acostumar com isso.',
  'questions.long-context.4.question': 'O que o escalonamento NTK-aware muda, e o que ele mantém?',
  'questions.long-context.4.choice1':
    'Mantém os pares lentos como estão e acelera os rápidos pela escala',
  'questions.long-context.4.choice2':
    'Mantém exatamente o par mais rápido e desacelera os pares lentos, até o valor da escala',
  'questions.long-context.4.choice3':
    'Divide todos os ângulos pela escala, tanto dos pares rápidos quanto dos lentos',
  'questions.long-context.4.choice4':
    'Mantém todos os ângulos como no treinamento e só renomeia as posições além do fim treinado',
  'questions.long-context.4.explanation':
    'A base passa a ser base · s^(d/(d−2)). O par 0 gira pela própria posição, seja qual for a base, então tokens próximos parecem exatamente como no treinamento; o último par gira s vezes mais devagar, então fica dentro do que o treinamento cobriu. Os pares intermediários são desacelerados por menos que s, e a tabela de alcance mostra alguns deles ainda passando do limite.',
  'questions.long-context.5.question':
    'Costuma-se dizer que modelos com ALiBi “treinam curto e testam longo”. Isso é garantido?',
  'questions.long-context.5.explanation':
    'Não. A penalidade significa o mesmo em qualquer comprimento, então nada quebra quando a entrada cresce, mas uma cabeça com inclinação suave ainda espalha o seu peso por mais chaves do que no treinamento. Se a perda fica estável é algo a medir: a comparação do laboratório de treinamento faz isso em texto reservado.',
  'settings.lc_heads': 'cabeças',
  'settings.lc_head': 'cabeça mostrada',
  'settings.lc_len': 'posições mostradas',
  'settings.lc_trained': 'comprimento de treinamento L',
  'settings.lc_d': 'largura da cabeça d',
  'settings.lc_pair': 'par i',
  'long-context.texScore': 'pontuação',
  'long-context.texInterpolation': 'interpolação:',
};
