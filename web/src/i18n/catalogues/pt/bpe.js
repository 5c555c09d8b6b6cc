// pt: the words kept in bpe.js.
export const messages = {
  'bpe.lead':
    'Bytes precisam de só 256 ids, mas geram sequências longas; palavras geram sequências curtas, mas precisam de um vocabulário enorme e ainda assim encontram palavras desconhecidas. A codificação por pares de bytes (BPE, de byte-pair encoding) fica no meio-termo, e é o que o GPT-2 e a maioria dos modelos posteriores usam. Ela parte dos 256 bytes e aprende tokens novos a partir de um texto: encontra o par de tokens vizinhos que aparece mais vezes, dá a ele um id novo, substitui todas as ocorrências e repete.',
  'bpe.merging':
    'Cada fusão acrescenta um id e deixa o texto mais curto. Pedaços frequentes (“the”, “ing”, um espaço antes de uma palavra) viram um único token depois de poucas fusões; palavras raras ficam em pedaços. Nada é desconhecido: qualquer texto ainda pode ser escrito com os 256 ids de byte.',
  'bpe.sourceText': 'seu texto',
  'bpe.sourceHamlet': 'versos de Hamlet (×10)',
  'bpe.textHint':
    'usado quando “treinar com” está em “seu texto”; até 400 caracteres; experimente “café café 😀😀 la la la”',
  'bpe.textEmpty': 'o texto de treinamento está vazio: digite algumas palavras para aprender',
  'bpe.mergesHint': 'de 0 a {max}; cada fusão acrescenta um id ao vocabulário',
  'bpe.stepsLabel': 'Percorra as fusões passo a passo',
  'bpe.previousMerge': '◀ Fusão anterior',
  'bpe.nextMerge': 'Próxima fusão ▶',
  'bpe.play': 'Reproduzir',
  'bpe.pause': 'Pausar',
  'bpe.mergeTotal': {
    plural: 'n',
    one: '{n} fusão',
    other: '{n} fusões',
  },
  'bpe.byteTotal': {
    plural: 'n',
    one: '{n} byte',
    other: '{n} bytes',
  },
  'bpe.tokenTotal': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'bpe.bytesPerToken': {
    plural: 'n',
    one: '{n} byte por token',
    other: '{n} bytes por token',
  },
  'bpe.summary': '{merges}: vocabulário de {vocab} ids; {bytes} → {tokens} ({ratio})',
  'bpe.stopped': {
    plural: 'asked',
    one: 'Você pediu {asked} fusão, mas este texto permite {made}: {reason}.',
    other: 'Você pediu {asked} fusões, mas este texto permite {made}: {reason}.',
  },
  'bpe.pairsTitle': 'Contagem de pares agora',
  'bpe.noPairs': 'O texto não tem mais pares.',
  'bpe.pairsCaption': 'Os 10 pares de tokens vizinhos mais frequentes, na ordem de fusão',
  'bpe.pairColumn': 'par',
  'bpe.idsColumn': 'ids',
  'bpe.countColumn': 'contagem',
  'bpe.firstAtColumn': 'primeira vez em',
  'bpe.nextTag': ' próxima: id {id}',
  'bpe.firstAt': 'token {n}',
  'bpe.mergesTitle': 'Fusões até agora',
  'bpe.noMerges': 'Nenhuma fusão ainda: cada token é um único byte.',
  'bpe.mergesLabel': {
    plural: 'n',
    one: '{n} fusão, o id novo com o seu par',
    other: '{n} fusões, cada id novo com o seu par',
  },
  'bpe.mergeCount': {
    plural: 'tokens',
    one: ' ×{count}, depois {tokens} token',
    other: ' ×{count}, depois {tokens} tokens',
  },
  'bpe.tokensTitle': 'O texto, token por token',
  'bpe.tokensNote':
    'Cada caixa é um token, com o seu id embaixo; ␣ é um espaço, \\n uma quebra de linha. Ids a partir de 256 são tokens fundidos.',
  'bpe.trainingTokensLabel': 'O texto de treinamento, colorido por token',
  'bpe.tokensCut': 'Os primeiros {shown} de {n} tokens.',
  'bpe.curveTitle': 'Compressão: tokens em função do tamanho do vocabulário',
  'bpe.curveSeries': 'tokens no texto',
  'bpe.curveNow': 'agora',
  'bpe.curveX': 'tamanho do vocabulário (256 + fusões)',
  'bpe.curveY': 'tokens',
  'bpe.curveLabel': {
    plural: 'possible',
    one: 'Tokens no texto de treinamento em função do tamanho do vocabulário: {bytes} com 256 (bytes), {tokens} com {vocab} (agora), {last} com {lastVocab} depois da única fusão possível ({possible}), de um máximo de {max}.',
    other:
      'Tokens no texto de treinamento em função do tamanho do vocabulário: {bytes} com 256 (bytes), {tokens} com {vocab} (agora), {last} com {lastVocab} depois de todas as {possible} fusões possíveis, de um máximo de {max}.',
  },
  'bpe.curveNote': {
    plural: 'first',
    one: 'As primeiras fusões são as que mais economizam: a fusão 1 remove {first} token, a fusão {k} remove {last}.',
    other:
      'As primeiras fusões são as que mais economizam: a fusão 1 remove {first} tokens, a fusão {k} remove {last}.',
  },
  'bpe.curveNoMerge':
    'Nenhuma fusão é possível neste texto: nenhum par de bytes aparece duas vezes.',
  'bpe.curveData': 'as fusões e a curva de compressão',
  'bpe.leftIdColumn': 'id da esquerda',
  'bpe.rightIdColumn': 'id da direita',
  'bpe.newIdColumn': 'id novo',
  'bpe.pairCountColumn': 'contagem do par',
  'bpe.tokensAfterColumn': 'tokens depois',
  'bpe.compareCaption': {
    plural: 'bytes',
    one: 'O mesmo texto de treinamento ({bytes} byte), de três maneiras',
    other: 'O mesmo texto de treinamento ({bytes} bytes), de três maneiras',
  },
  'bpe.tokenizerColumn': 'tokenizador',
  'bpe.vocabularyColumn': 'vocabulário',
  'bpe.tokensColumn': 'tokens',
  'bpe.bytesPerTokenColumn': 'bytes por token',
  'bpe.bytesRow': 'bytes',
  'bpe.bpeRow': {
    plural: 'n',
    one: 'BPE, {n} fusão',
    other: 'BPE, {n} fusões',
  },
  'bpe.wordsRow': 'palavras (sem os espaços)',
  'bpe.unicodeTitle': 'Como ficam “é” e “😀”',
  'bpe.unicode':
    'Em UTF-8, “é” tem dois bytes (C3 A9) e “😀”, quatro (F0 9F 98 80). O BPE não sabe nada sobre caracteres: ele funde bytes que aparecem juntos com frequência suficiente no texto de treinamento. Se o texto repete um caractere, seus bytes logo viram um único token; senão, o caractere fica em pedaços de bytes, cada um mostrado como \\xNN, porque meio caractere não pode ser impresso. Treine com o seu texto “café café 😀😀 la la la”: o emoji vira um único token, e “café” também, mas “é” sozinho continua com dois bytes, porque o seu primeiro byte foi fundido com “caf” antes do segundo: um token que termina no meio de um caractere.',
  'bpe.probeLabel': '“{probe}” em tokens',
  'bpe.probeCount': {
    plural: 'n',
    one: '{bytes} bytes → {n} token',
    other: '{bytes} bytes → {n} tokens',
  },
  'bpe.secondTitle': 'Codificando um segundo texto',
  'bpe.secondLabel': 'Um segundo texto',
  'bpe.secondHint':
    'codificado com as fusões aprendidas acima; palavras que o texto de treinamento não tem se desfazem em pedaços',
  'bpe.secondEmpty': 'Digite um segundo texto para codificar.',
  'bpe.secondSummary': '{bytes} → {tokens} com as {merges} aprendidas acima',
  'bpe.secondTokensLabel': 'O segundo texto, colorido por token',
  'bpe.realTitle': 'O que os tokenizadores reais acrescentam',
  'bpe.preSplitting':
    'Pré-divisão: o GPT-2 primeiro corta o texto com um padrão em palavras, números, pontuação e espaços, e só faz fusões dentro desses pedaços, então um token nunca abrange “dog.” nem atravessa duas palavras.',
  'bpe.biggerVocabulary':
    'Um vocabulário muito maior: o GPT-2 aprendeu 50.000 fusões em cerca de 40 GB de texto da web, chegando a 50.257 ids; modelos mais novos usam de 100.000 a 200.000.',
  'bpe.specialTokens':
    'Tokens especiais: ids que nenhum texto consegue produzir, como o <|endoftext|> do GPT-2 entre documentos, ou marcadores do início de um turno de conversa. O modelo aprende o que eles significam como qualquer outro id.',
  'bpe.multiByteNote': {
    plural: 'n',
    one: '{n} dos {chars} caracteres do texto ocupa mais de um byte em UTF-8 ({bytes} bytes no total). O BPE só vê bytes: uma fusão pode juntar os bytes desse caractere em um único token, e até lá os seus bytes são tokens próprios, mostrados como \\xNN.',
    other:
      '{n} dos {chars} caracteres do texto ocupam mais de um byte em UTF-8 ({bytes} bytes no total; um caractere chinês ocupa três). O BPE só vê bytes: as suas primeiras fusões muitas vezes juntam os bytes de um caractere frequente em um único token, e um token pode ser um caractere inteiro ou parte de um, cujos bytes aparecem como \\xNN.',
  },
  'lessons.bpe.title': 'Tokens de subpalavras: codificação por pares de bytes',
  'lessons.bpe.place': 'na entrada, bytes: fundir pares frequentes de bytes em tokens mais longos',
  'questions.bpe.1.question':
    'O par (a, b) aparece 12 vezes, (c, d) 12 vezes e (e, f) 9 vezes, e (c, d) aparece primeiro no texto. Qual par a próxima fusão junta?',
  'questions.bpe.1.choice1': '(a, b)',
  'questions.bpe.1.choice2': '(e, f)',
  'questions.bpe.1.choice3': 'Os três, em um único passo',
  'questions.bpe.1.choice4': '(c, d)',
  'questions.bpe.1.explanation':
    'O par mais frequente vence; entre pares igualmente frequentes, este tokenizador escolhe o que aparece primeiro no texto (a regra do minbpe, e também a do código de referência). Então (c, d) vira o próximo id novo. Uma fusão junta um par: os outros esperam por fusões posteriores, com as contagens atualizadas.',
  'questions.bpe.2.question': 'Depois de 100 fusões, quantos ids o vocabulário tem?',
  'questions.bpe.2.choice1': '356: 256 bytes + 100',
  'questions.bpe.2.choice2': '100: um por fusão',
  'questions.bpe.2.choice3': '256: as fusões reutilizam ids de byte',
  'questions.bpe.2.choice4': '156: cada fusão remove um id',
  'questions.bpe.2.explanation':
    'Ele começa com os 256 valores de byte, que garantem que qualquer texto possa ser codificado, e cada fusão acrescenta exatamente um id novo (256 + k para a fusão k). A tabela de embeddings precisa de uma linha por id: 356 linhas. Os dois ids do par fundido continuam no vocabulário: outros lugares ainda podem precisar deles.',
  'questions.bpe.3.question':
    'Treine com o Discurso de Gettysburg e codifique “unbelievable”, uma palavra que não aparece nele. O que sai?',
  'questions.bpe.3.choice1': 'O token desconhecido <unk>, como no tokenizador de palavras',
  'questions.bpe.3.choice2': 'Pedaços conhecidos, até bytes se for preciso',
  'questions.bpe.3.choice3': 'Uma nova fusão, aprendida na hora para ela',
  'questions.bpe.3.choice4': 'Nada: o codificador recusa palavras que nunca viu',
  'questions.bpe.3.explanation':
    'As fusões são aprendidas só com o texto de treinamento, e a codificação nunca aprende. Pedaços que o texto usou com frequência (“the”, “ation”, “ in”) são tokens; uma palavra que ele nunca conteve é escrita com os pedaços menores que couberem, até bytes isolados. Nada é desconhecido, ao contrário do <unk> do tokenizador de palavras, mas palavras raras custam mais tokens.',
  'questions.bpe.4.question': 'O que o tokenizador do GPT-2 faz que o BPE desta lição não faz?',
  'questions.bpe.4.choice1':
    'Ele funde caracteres, então todo token é um caractere inteiro ou mais',
  'questions.bpe.4.choice2':
    'Ele dá a toda palavra rara um único id <unk>, como os tokenizadores de palavras',
  'questions.bpe.4.choice3':
    'Ele primeiro divide o texto por um padrão, então nenhuma fusão atravessa uma palavra',
  'questions.bpe.4.choice4': 'Nada: é a mesma coisa, com muito mais fusões e um texto maior',
  'questions.bpe.4.explanation':
    'O GPT-2 também é um BPE em nível de byte, com cerca de 50.000 fusões, mas primeiro corta o texto em palavras, números, pontuação e sequências de espaços com uma expressão regular, e só faz fusões dentro desses pedaços, então “dog.” nunca vira um único token. Ele também tem um token especial, <|endoftext|>, que nenhum texto produz.',
  'questions.bpe.5.question':
    'Por que um token de BPE em nível de byte pode ser meio caractere, e por que isso não atrapalha o modelo?',
  'questions.bpe.5.explanation':
    'As fusões juntam bytes, não caracteres: “é” são os dois bytes C3 A9, e uma fusão pode juntar C3 com o byte anterior e deixar A9 para depois. O modelo só vê ids; a decodificação concatena de volta os bytes dos ids, então o texto volta exatamente igual quando todos os ids estão lá. Só um corte no meio mostra um caractere quebrado (U+FFFD).',
  'settings.bp_source': 'treinar com',
  'settings.bp_merges': 'fusões',
  'settings.bp_second': 'um segundo texto',
};
