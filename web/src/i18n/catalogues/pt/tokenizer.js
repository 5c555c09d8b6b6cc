// pt: the words kept in tokenizer.js.
export const messages = {
  'tokenizer.lead':
    'Uma rede só faz contas, então o texto precisa virar números primeiro. Um tokenizador corta o texto em pedaços tirados de uma lista fixa, o vocabulário, e troca cada pedaço pela sua posição nessa lista, o seu id. Aqui os pedaços são bytes: o computador já guarda o texto como bytes UTF-8, então 256 ids bastam para qualquer texto em qualquer língua.',
  'tokenizer.utf8':
    'O UTF-8 gasta um byte em cada caractere ASCII e de dois a quatro em todo o resto: “é” tem 2 bytes, “→” tem 3, um emoji tem 4. Um modelo que lê bytes vê esses bytes como tokens separados. Corte um caractere pela metade e os bytes deixam de ser decodificáveis: o decodificador põe o caractere de substituição U+FFFD (�) no lugar deles, que é o que você vê quando um modelo para no meio de um caractere.',
  'tokenizer.textEmpty': 'digite pelo menos um caractere',
  'tokenizer.modeBytes': 'bytes (UTF-8, 256 ids)',
  'tokenizer.modeWords': 'palavras',
  'tokenizer.cutLabel':
    'cortar pela metade o último caractere de vários bytes (veja U+FFFD aparecer)',
  'tokenizer.vocabCorpus': 'o texto de treinamento',
  'tokenizer.vocabText': 'o seu texto',
  'tokenizer.cutBroken':
    '“{char}” perdeu o último byte: os bytes que sobraram não formam um caractere.',
  'tokenizer.cutNothing':
    'Cada caractere do seu texto ocupa um byte (ASCII), então nenhum corte consegue quebrar um. Digite um caractere como é, → ou um emoji para ver U+FFFD.',
  'tokenizer.characterCount': {
    plural: 'n',
    one: '{n} caractere',
    other: '{n} caracteres',
  },
  'tokenizer.byteTokenCount': {
    plural: 'n',
    one: '{n} token de byte',
    other: '{n} tokens de byte',
  },
  'tokenizer.multiByte': {
    plural: 'n',
    one: '{n} caractere ocupa mais de um byte',
    other: '{n} caracteres ocupam mais de um byte',
  },
  'tokenizer.invalidCount': {
    plural: 'n',
    one: '{n} sequência inválida mostrada como U+FFFD',
    other: '{n} sequências inválidas mostradas como U+FFFD',
  },
  'tokenizer.bytesSummary': '{characters} → {tokens} (vocabulário 256)',
  'tokenizer.bytesSummaryMulti': '{characters} → {tokens} (vocabulário 256); {multi}',
  'tokenizer.bytesSummaryInvalid': '{characters} → {tokens} (vocabulário 256); {invalid}',
  'tokenizer.bytesSummaryMultiInvalid':
    '{characters} → {tokens} (vocabulário 256); {multi}; {invalid}',
  'tokenizer.wordsSummary': {
    plural: 'n',
    one: '{n} token de palavra (vocabulário {vocab}), {unknown} deles <unk>; o mesmo texto dá {bytes} (vocabulário 256)',
    other:
      '{n} tokens de palavra (vocabulário {vocab}), {unknown} deles <unk>; o mesmo texto dá {bytes} (vocabulário 256)',
  },
  'tokenizer.cardsLabel': 'Caracteres e seus ids de byte',
  'tokenizer.space': 'espaço',
  'tokenizer.cardTitle': {
    plural: 'n',
    one: '{code}, {n} byte',
    other: '{code}, {n} bytes',
  },
  'tokenizer.cardTitleInvalid': {
    plural: 'n',
    one: 'inválido: {n} byte que não é um caractere inteiro',
    other: 'inválido: {n} bytes que não formam um caractere inteiro',
  },
  'tokenizer.cardBytes': {
    plural: 'n',
    one: '{n} byte',
    other: '{n} bytes',
  },
  'tokenizer.cardInvalid': 'inválido ×{n}',
  'tokenizer.decodedBack': 'Decodificado de volta a partir desses ids:',
  'tokenizer.byteIdColumn': 'id do byte',
  'tokenizer.characterIndexColumn': 'índice do caractere',
  'tokenizer.notebookTitle': 'Um erro comum: code points não são bytes',
  'tokenizer.idsColumn': 'ids',
  'tokenizer.countColumn': 'quantidade',
  'tokenizer.decodesToColumn': 'decodifica para',
  'tokenizer.utf8Row': 'bytes UTF-8 (o modelo daqui)',
  'tokenizer.notebookRow': 'notebook da Vizuara, CharTokenizer: chr(i), i < 256',
  'tokenizer.notebookDiffers':
    'Eles diferem. O notebook numera os caracteres pelo code point, então “é” (U+00E9) é um único id, 233, onde o UTF-8 tem dois bytes, 195 169.',
  'tokenizer.notebookDiffersLost': {
    plural: 'lost',
    one: 'Eles diferem. O notebook numera os caracteres pelo code point, então “é” (U+00E9) é um único id, 233, onde o UTF-8 tem dois bytes, 195 169. {lost} caractere está em U+0100 ou acima e virou, sem aviso, o id 0 (o caractere NUL): a decodificação não consegue trazê-lo de volta.',
    other:
      'Eles diferem. O notebook numera os caracteres pelo code point, então “é” (U+00E9) é um único id, 233, onde o UTF-8 tem dois bytes, 195 169. {lost} caracteres estão em U+0100 ou acima e viraram, sem aviso, o id 0 (o caractere NUL): a decodificação não consegue trazê-los de volta.',
  },
  'tokenizer.notebookSame':
    'Para texto ASCII simples, os dois dão os mesmos ids: a diferença só aparece com outros caracteres. Experimente “é”, “→” ou “😀”.',
  'tokenizer.noWords': 'Não há palavras neste texto.',
  'tokenizer.wordsLabel': 'Palavras e seus ids',
  'tokenizer.unknownId': 'id 0 = <unk>',
  'tokenizer.wordId': 'id {id}',
  'tokenizer.tokenizerColumn': 'tokenizador',
  'tokenizer.vocabularyColumn': 'vocabulário V',
  'tokenizer.tokensColumn': 'tokens do seu texto',
  'tokenizer.tableColumn': 'tabela V × 64',
  'tokenizer.bytesRow': 'bytes',
  'tokenizer.wordsRowCorpus': 'palavras (falas de Hamlet)',
  'tokenizer.wordsRowText': 'palavras (o seu texto)',
  'tokenizer.vocabCorpusNote':
    'O vocabulário tem <unk> mais cada palavra distinta do texto de treinamento (as falas de Hamlet, como no notebook da Vizuara). Palavras que ele nunca viu, inclusive “The” com maiúscula e todo sinal de pontuação, viram <unk>.',
  'tokenizer.vocabTextNote':
    'Construído a partir do seu próprio texto, toda palavra é conhecida, mas o vocabulário cresce a cada palavra nova: um modelo real no nível de palavras precisa de dezenas de milhares de linhas e ainda encontra palavras nunca vistas.',
  'tokenizer.ownBytesTitle': 'Decodifique os seus próprios bytes',
  'tokenizer.ownBytesLabel': 'Ids de bytes a decodificar',
  'tokenizer.ownBytesHint':
    'números inteiros de 0 a 255, separados por espaços; 240 159 152 sozinho é um emoji cortado',
  'tokenizer.denseTitle': 'One-hot ou denso?',
  'tokenizer.dense':
    'Um id é só um nome. O vetor mais simples para ele é o one-hot: do tamanho do vocabulário, zero em todo lugar exceto um 1 na posição do id. Quaisquer dois vetores one-hot são ortogonais, então não conseguem expressar que “a” se parece mais com “e” do que com “7”, e o comprimento deles cresce com o vocabulário. Os modelos, em vez disso, guardam uma tabela com uma linha densa de d números por id, aprendida no treinamento (a lição de embeddings de tokens, depois da próxima). Escolher o vocabulário é um meio-termo: bytes precisam de só 256 linhas, mas geram sequências longas; palavras geram sequências curtas, mas precisam de uma tabela enorme e ainda encontram palavras desconhecidas.',
  'tokenizer.tryLines':
    'Experimente uma linha em espanhol, chinês, português ou árabe, cujos caracteres ocupam dois e três bytes:',
  'lessons.tokenizer.title': 'Tokens: do texto aos ids',
  'lessons.tokenizer.place': 'a entrada de bytes: o texto vira ids de tokens',
  'questions.tokenizer.1.question': 'Quantos tokens o tokenizador no nível de bytes faz de “😀”?',
  'questions.tokenizer.1.choice1': '1: um caractere, um token',
  'questions.tokenizer.1.choice2': '2: um par substituto, como no UTF-16',
  'questions.tokenizer.1.choice3': '4: um por byte',
  'questions.tokenizer.1.explanation':
    'Um emoji acima de U+FFFF ocupa quatro bytes em UTF-8 (240 159 152 128), então são quatro tokens. O modelo precisa aprender que esses quatro ids andam juntos.',
  'questions.tokenizer.2.question':
    'Por que um modelo de linguagem não alimenta suas camadas diretamente com vetores one-hot do seu vocabulário?',
  'questions.tokenizer.2.explanation':
    'Um vetor one-hot é tão longo quanto o vocabulário, todo de zeros menos um, e todos os pares deles estão à mesma distância, então ele não diz nada sobre quais tokens se parecem. Uma linha densa de uma tabela aprendida é curta (d números) e o treinamento pode pôr tokens relacionados perto uns dos outros. Multiplicar um vetor one-hot pela tabela só escolhe aquela linha, então a consulta é o jeito barato de fazer isso.',
  'questions.tokenizer.3.question':
    'Um vocabulário de palavras construído a partir das falas de Hamlet tem cerca de 45 entradas. Qual é o problema em comparação com 256 bytes?',
  'questions.tokenizer.3.explanation':
    'Menos tokens por frase, e com mais significado, mas qualquer palavra que não apareceu quando o vocabulário foi construído (um nome novo, “The” com maiúscula, pontuação) vira <unk> e seu significado se perde. Os bytes cobrem todo texto possível com só 256 ids, ao preço de sequências mais longas. Os tokens de subpalavras ficam no meio: a próxima lição os constrói.',
  'settings.tk_mode': 'tokenizador',
  'settings.tk_cut': 'cortar o último byte',
  'settings.tk_bytes': 'ids de bytes a decodificar',
  'settings.tk_vocab': 'vocabulário de palavras a partir de',
  'tokenizer.texDense': 'denso',
  'tokenizer.bytesData': 'os bytes do texto, um por linha',
};
