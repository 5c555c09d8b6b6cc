// pt: the words kept in decoder-only.js.
export const messages = {
  'decoder-only.lead':
    'O GPT é treinado para uma única tarefa: dado o texto até aqui, prever o próximo token. Quando escreve, ele produz um token, o acrescenta e prevê de novo, então a cada passo o futuro simplesmente ainda não existe. O treinamento precisa reproduzir essa situação, e a máscara causal do {attention} é como ele faz isso: o token t pode prestar atenção aos tokens 0..t e nunca de t+1 em diante.',
  'decoder-only.attentionLink': 'painel de atenção',
  'decoder-only.textHint': 'o mesmo texto do painel de atenção; cada byte é um token',
  'decoder-only.tHint': 'a posição cuja visão é mostrada',
  'decoder-only.startHint': 'onde a janela começa no texto',
  'decoder-only.lengthHint': 'entradas por janela, {range}',
  'decoder-only.maskLabel': 'máscara causal (só olhar para trás)',
  'decoder-only.pastEnd': {
    plural: 'n',
    one: 'O token t = {t} fica depois do fim: este texto tem {n} token (0 a {last}); diminua t ou digite mais texto.',
    other:
      'O token t = {t} fica depois do fim: este texto tem {n} tokens (0 a {last}); diminua t ou digite mais texto.',
  },
  'decoder-only.visibleTitle': 'O que o token t consegue ver',
  'decoder-only.stripLabel': 'O que o token {t} consegue ver',
  'decoder-only.tokenVisible': 'visível',
  'decoder-only.tokenMasked': 'futuro: mascarado',
  'decoder-only.tokenUnmasked': 'futuro: visível sem a máscara',
  'decoder-only.tokensSeen': {
    plural: 'n',
    one: '{n} token (0 a {last})',
    other: '{n} tokens (0 a {last})',
  },
  'decoder-only.seesMasked': {
    plural: 'later',
    one: 'O token {t} ‘{byte}’ vê {seen}; o {later} token posterior está mascarado, com peso exatamente 0.',
    other:
      'O token {t} ‘{byte}’ vê {seen}; os {later} tokens posteriores estão mascarados, com peso exatamente 0.',
  },
  'decoder-only.seesUnmasked': {
    plural: 'later',
    one: 'Máscara desligada: o token {t} ‘{byte}’ também vê o {later} token posterior, incluindo aquele que ele deveria prever.',
    other:
      'Máscara desligada: o token {t} ‘{byte}’ também vê os {later} tokens posteriores, incluindo aquele que ele deveria prever.',
  },
  'decoder-only.rowTitle': 'Linha t dos pesos de atenção (a mesma cabeça do painel de atenção)',
  'decoder-only.rowHover': 'token {t} → {j} ‘{byte}’: peso {weight}',
  'decoder-only.rowHoverMasked': 'token {t} → {j} ‘{byte}’: peso 0 (exatamente: mascarado)',
  'decoder-only.rowIdle': '{point} uma barra para ver o peso exato.',
  'decoder-only.rowLabel': {
    plural: 'n',
    one: 'Linha {t} dos pesos de atenção sobre {n} token: {weights}',
    other: 'Linha {t} dos pesos de atenção sobre {n} tokens: {weights}',
  },
  'decoder-only.objectiveTitle': 'O objetivo do treinamento: prever o próximo token',
  'decoder-only.objective':
    'O treinamento não dá ao modelo um prefixo de cada vez. Ele pega do texto uma janela de T tokens como entradas e a mesma janela deslocada de uma posição como alvos, e pede as T previsões de uma vez: a posição t precisa prever o alvo y[t], que é a entrada x[t+1]. Uma única passagem para a frente dá T exemplos de treinamento.',
  'decoder-only.pairsCaption':
    'Entradas x e alvos deslocados y, um exemplo de treinamento por linha',
  'decoder-only.pairsInput': 'entrada x[t]',
  'decoder-only.pairsSees': 'vê x[0..t]',
  'decoder-only.pairsSeesAll': 'vê x[0..{last}], a janela inteira',
  'decoder-only.pairsTarget': 'alvo y[t]',
  'decoder-only.pairsAnswer': 'resposta',
  'decoder-only.answerHidden': 'oculta: prever',
  'decoder-only.answerCopy': 'copiar x[{at}]',
  'decoder-only.answerNotInView': 'fora de x: prever',
  'decoder-only.whyMaskTitle': 'Por que o futuro precisa ser mascarado',
  'decoder-only.whyMask':
    'Como os alvos são as entradas deslocadas de uma posição, a resposta para a posição t está bem ali na entrada, na posição t+1. Sem a máscara, a atenção poderia simplesmente olhar um passo à frente e copiá-la: a perda de treinamento cairia para perto de zero enquanto o modelo não aprenderia nada que pudesse usar ao gerar texto, quando a posição t+1 ainda está em branco. Com a máscara, cada posição é uma previsão honesta a partir do passado, e todas as T podem ser treinadas em paralelo.',
  'decoder-only.copyMasked': {
    plural: 'count',
    one: 'Com a máscara: 0 de {count} resposta está à vista. Todo alvo precisa ser previsto a partir do passado.',
    other:
      'Com a máscara: 0 de {count} respostas estão à vista. Todo alvo precisa ser previsto a partir do passado.',
  },
  'decoder-only.copyUnmasked': {
    plural: 'inView',
    one: 'Sem a máscara: {inView} de {count} respostas está à vista uma posição adiante. Um modelo pode copiá-la e chegar a uma perda quase zero, sem aprender nada útil para gerar texto.',
    other:
      'Sem a máscara: {inView} de {count} respostas estão à vista uma posição adiante. Um modelo pode copiá-las e chegar a uma perda quase zero, sem aprender nada útil para gerar texto.',
  },
  'decoder-only.encoderTitle': 'Codificador ou decodificador?',
  'decoder-only.encoder':
    'O Transformer original, feito para tradução, tinha duas metades. O codificador lê a frase de origem inteira sem máscara, cada palavra olhando para os dois lados, porque essa frase está completa antes de a tradução começar. O decodificador escreve a tradução com uma máscara causal e também presta atenção à saída do codificador. O GPT fica só com o decodificador (sem a atenção cruzada para um codificador): para a escrita livre não há uma entrada separada para codificar, só o texto escrito até aqui. Modelos só com codificador, como o BERT, fazem o contrário: sem máscara, bons para entender um texto dado, mas não conseguem gerar da esquerda para a direita.',
  'lessons.decoder-only.title': 'Por que o GPT só olha para trás',
  'lessons.decoder-only.place': 'o modelo inteiro, treinado para prever o próximo byte',
  'questions.decoder-only.1.question':
    'O notebook da Vizuara pergunta: em “The cat sat on the ___” (“O gato sentou no ___”), o que o modelo pode usar para preencher a lacuna?',
  'questions.decoder-only.1.choice1': 'Só a palavra “the” logo antes da lacuna',
  'questions.decoder-only.1.choice2': 'Todas as palavras antes da lacuna, em ordem',
  'questions.decoder-only.1.choice3': 'A frase inteira, incluindo o que vem depois da lacuna',
  'questions.decoder-only.1.choice4': 'Nada: ele chuta a partir das frequências das palavras',
  'questions.decoder-only.1.explanation':
    'A linha t da máscara causal deixa a posição t usar todos os tokens anteriores (e ela mesma), e as posições informam a ordem deles. Ela nunca vê o que vem depois.',
  'questions.decoder-only.2.question':
    'Uma janela de T = 8 entradas dá quantos exemplos de treinamento de próximo token?',
  'questions.decoder-only.2.choice1': '1, um por janela',
  'questions.decoder-only.2.choice2': '7, um por intervalo',
  'questions.decoder-only.2.choice3': '8, um por posição',
  'questions.decoder-only.2.choice4': '9, um por token lido',
  'questions.decoder-only.2.explanation':
    'Cada posição t = 0..7 prevê y[t], então uma janela dá 8 exemplos, cada um com uma quantidade diferente de contexto (de 1 a 8 tokens). Ela precisa de T + 1 = 9 tokens de texto.',
  'questions.decoder-only.3.question': 'O que aconteceria se você treinasse sem a máscara causal?',
  'questions.decoder-only.3.choice1': 'O treinamento pararia com um erro de formatos',
  'questions.decoder-only.3.choice2': 'Ele copiaria o próximo token, e depois geraria mal',
  'questions.decoder-only.3.choice3': 'Nada: a máscara só importa na hora de gerar',
  'questions.decoder-only.3.choice4': 'Ele viraria um codificador que traduz melhor',
  'questions.decoder-only.3.explanation':
    'A resposta está visível uma posição adiante, então a atenção aprende a copiá-la. Na hora de gerar, essa posição está vazia, então o atalho falha.',
  'questions.decoder-only.4.question':
    'Por que a linha 0 dos pesos de atenção sempre tem um único 1?',
  'questions.decoder-only.4.explanation':
    'O primeiro token só consegue ver a si mesmo, e um softmax sobre uma única pontuação é exatamente 1. É por isso que a primeira previsão (a partir de um token de contexto) é a mais difícil.',
  'settings.dec_t': 'token t',
  'settings.dec_start': 'início i',
  'settings.dec_len': 'janela T',
  'settings.dec_mask': 'máscara causal',
  'decoder-only.texData': 'dados',
};
