// pt: the words kept in real-tokenizers.js.
export const messages = {
  'real-tokenizers.lead':
    'A lição de BPE treinou um tokenizador no seu texto, fusão por fusão. Os modelos que as pessoas usam receberam tokenizadores treinados do mesmo jeito em muito mais texto, com dezenas de milhares de fusões. Aqui o seu texto passa por três deles, o do GPT-2, o do GPT-4 e o do GPT-4o, ao lado de um BPE treinado só no seu texto.',
  'real-tokenizers.howItWorks':
    'Cada um corta o texto em palavras, números, pontuação e sequências de espaços com um padrão, e depois funde bytes dentro de cada pedaço: a cada passo, o par vizinho cujos bytes juntos vêm primeiro na sua tabela. O id de um token é o lugar dele nessa tabela, então um id baixo é uma fusão feita cedo no treinamento, sobre algo comum.',
  'real-tokenizers.textHint':
    'o texto das lições de tokenizador, até 400 caracteres; experimente uma frase em outro idioma, ou um emoji',
  'real-tokenizers.showAll': 'os três',
  'real-tokenizers.mergesHint': '{range}: as fusões do BPE treinado no seu texto',
  'real-tokenizers.loading': 'Carregando as tabelas dos tokenizadores…',
  'real-tokenizers.loadFailed': 'Não foi possível carregar as tabelas dos tokenizadores: {message}',
  'real-tokenizers.countsTitle': 'Tokens do seu texto, por tokenizador',
  'real-tokenizers.countsHover': '{name}: {tokens}',
  'real-tokenizers.countsIdle':
    'Menos tokens: uma sequência mais curta para o modelo ler. {point} em uma barra para ver a contagem.',
  'real-tokenizers.countsItem': '{name}, {tokens}',
  'real-tokenizers.countsLabel':
    'Barras do número de tokens do seu texto em cada tokenizador: {counts}',
  'real-tokenizers.yourBpeShort': 'seu BPE',
  'real-tokenizers.tableCaption': 'O seu texto em cada tokenizador',
  'real-tokenizers.tokenizerColumn': 'tokenizador',
  'real-tokenizers.vocabularyColumn': 'sequências de bytes no vocabulário',
  'real-tokenizers.tokensColumn': 'tokens',
  'real-tokenizers.bytesPerTokenColumn': 'bytes por token',
  'real-tokenizers.tokensPerCharacterColumn': 'tokens por caractere',
  'real-tokenizers.yourBpe': 'seu BPE ({merges})',
  'real-tokenizers.yourBpeFewer': 'seu BPE ({made} de {merges}: o texto não permite mais)',
  'real-tokenizers.mergeTotal': {
    plural: 'n',
    one: '{n} fusão',
    other: '{n} fusões',
  },
  'real-tokenizers.tokensTitle': 'O seu texto, token por token',
  'real-tokenizers.tokensNote':
    '{point} em um token para ver o id e os bytes dele; clique nele, ou pressione Enter sobre ele, para repetir as fusões que o formaram. Os tokens alternam de cor e cada um mostra seu id embaixo. Um token tracejado contém parte de um caractere: seus bytes são escritos \\xNN.',
  'real-tokenizers.encodingStats': '{tokens}, {bytesPerToken}, {tokensPerCharacter}',
  'real-tokenizers.tokenTotal': {
    plural: 'n',
    one: '{n} token',
    other: '{n} tokens',
  },
  'real-tokenizers.bytesPerToken': {
    plural: 'n',
    one: '{n} byte por token',
    other: '{n} bytes por token',
  },
  'real-tokenizers.tokensPerCharacter': {
    plural: 'n',
    one: '{n} token por caractere',
    other: '{n} tokens por caractere',
  },
  'real-tokenizers.tokensLabel': '{name}: os tokens do texto, em ordem',
  'real-tokenizers.tokenLabel': '{label}: id {id}, bytes {bytes}',
  'real-tokenizers.detailNone': 'Nenhum token escolhido ainda.',
  'real-tokenizers.textEmpty': 'O texto está vazio: digite algumas palavras acima.',
  'real-tokenizers.tokensCut':
    'São mostrados os primeiros {shown} tokens de {n}; as contagens são do texto inteiro.',
  'real-tokenizers.replayTitle': 'As fusões que formaram um token',
  'real-tokenizers.replayNote':
    'Escolha um token do GPT-2, do GPT-4 ou do GPT-4o acima. Ele começa como seus bytes; a cada passo, o par cujos bytes juntos têm a menor posição (rank) na tabela é fundido, até sobrar um só token.',
  'real-tokenizers.replaySummary': '{token} no {model}: id {id}, {bytes}, formado em {steps}.',
  'real-tokenizers.byteTotal': {
    plural: 'n',
    one: '{n} byte',
    other: '{n} bytes',
  },
  'real-tokenizers.stepTotal': {
    plural: 'n',
    one: '{n} fusão',
    other: '{n} fusões',
  },
  'real-tokenizers.replayBytes': 'seus bytes, cada um um token próprio',
  'real-tokenizers.replayStep': 'rank {rank}: ‘{left}’ + ‘{right}’',
  'real-tokenizers.replaySteps': 'Percorra as fusões passo a passo',
  'real-tokenizers.previousMerge': '◀ Fusão anterior',
  'real-tokenizers.nextMerge': 'Próxima fusão ▶',
  'real-tokenizers.play': 'Reproduzir',
  'real-tokenizers.pause': 'Pausar',
  'real-tokenizers.replayPartsLabel': 'Passo {step}: os pedaços do token e seus ranks',
  'real-tokenizers.whyTitle': 'Por que as contagens diferem',
  'real-tokenizers.whyBytes':
    'Uma frase em seis formas. Um caractere chinês tem três bytes em UTF-8, uma letra acentuada ou árabe tem dois; as tabelas foram treinadas em texto que era sobretudo em inglês, então as palavras em inglês viraram tokens cedo, enquanto sequências de bytes mais raras ficaram esperando fusões que uma tabela pequena nunca fez.',
  'real-tokenizers.whyVocabulary':
    'Uma tabela maior tem espaço para mais delas: leia uma coluna de cima a baixo para ver o custo de um tokenizador em cada idioma, e uma linha de lado a lado para ver o que um vocabulário maior economiza.',
  'real-tokenizers.sampleCaption': 'A mesma frase: caracteres, bytes e tokens',
  'real-tokenizers.sampleColumn': 'frase',
  'real-tokenizers.charactersColumn': 'caracteres',
  'real-tokenizers.bytesColumn': 'bytes',
  'real-tokenizers.vocabularyRow': 'sequências de bytes no vocabulário',
  'real-tokenizers.english': 'inglês',
  'real-tokenizers.spanish': 'espanhol',
  'real-tokenizers.chinese': 'chinês',
  'real-tokenizers.portuguese': 'português',
  'real-tokenizers.arabic': 'árabe',
  'real-tokenizers.code': 'código',
  'real-tokenizers.sampleTokensLabel': '{name}: os tokens da frase, em ordem',
  'real-tokenizers.sampleTokensTitle': 'A frase, token por token',
  'lessons.real-tokenizers.title': 'Tokenizadores reais lado a lado',
  'lessons.real-tokenizers.place':
    'a entrada de bytes: os ids que modelos reais recebem para o mesmo texto',
  'questions.real-tokenizers.1.question':
    'A mesma frase ocupa cerca de 14 tokens em inglês e cerca de 20 em chinês com o tokenizador do GPT-4. Qual é o principal motivo?',
  'questions.real-tokenizers.1.choice1':
    'Cada caractere tem três bytes, e menos deles foram fundidos',
  'questions.real-tokenizers.1.choice2': 'O chinês tem mais palavras em cada frase do que o inglês',
  'questions.real-tokenizers.1.choice3':
    'O tokenizador descarta os espaços entre as palavras em inglês',
  'questions.real-tokenizers.1.choice4':
    'O texto em chinês é codificado com um segundo vocabulário, menor',
  'questions.real-tokenizers.1.explanation':
    'Cada caractere chinês tem três bytes em UTF-8, e as fusões foram aprendidas em texto que era sobretudo em inglês, então menos sequências de bytes chinesas ganharam um token próprio. Onde nenhuma fusão se aplica, um caractere fica como dois ou três tokens. Um vocabulário maior (o do GPT-4o) tem espaço para mais delas, e a contagem cai.',
  'questions.real-tokenizers.2.question':
    'O tokenizador do GPT-2 dá a um caractere chinês dois tokens: \\xE4\\xBB e \\x8A. O que o modelo vê?',
  'questions.real-tokenizers.2.choice1':
    'Um caractere de substituição, U+FFFD, no lugar do caractere quebrado',
  'questions.real-tokenizers.2.choice2':
    'Nada: caracteres que ele não consegue escrever são descartados do texto',
  'questions.real-tokenizers.2.choice3': 'Dois ids, cujos bytes juntos formam o caractere',
  'questions.real-tokenizers.2.choice4': 'O número Unicode do caractere como um único id',
  'questions.real-tokenizers.2.explanation':
    'Um tokenizador em nível de byte nunca falha: quaisquer bytes podem ser escritos com os 256 tokens de byte e as fusões que se aplicarem. O modelo vê os dois ids; a decodificação concatena os bytes deles, E4 BB 8A, que formam de novo um caractere inteiro. Um caractere de substituição só aparece quando um pedaço é decodificado sozinho.',
  'questions.real-tokenizers.3.question':
    'Um token de um tokenizador real é formado a partir dos seus bytes por fusões. Qual fusão vem primeiro?',
  'questions.real-tokenizers.3.choice1': 'O par que aparece mais vezes no texto sendo codificado',
  'questions.real-tokenizers.3.choice2': 'O par mais à esquerda do token, depois o seguinte',
  'questions.real-tokenizers.3.choice3': 'O par mais longo do token, qualquer que seja seu rank',
  'questions.real-tokenizers.3.choice4': 'O par cujos bytes juntos têm o menor rank na tabela',
  'questions.real-tokenizers.3.explanation':
    'A codificação não aprende nada: a tabela de ranks é a ordem em que o treinamento fez as fusões. A cada passo, o par vizinho cujos bytes juntos têm o menor rank é fundido, como o treinamento o fez primeiro, e os passos continuam até nenhum par estar na tabela. As contagens no texto sendo codificado não têm papel nenhum.',
  'settings.rt_show': 'tokenizadores reais mostrados',
  'settings.rt_merges': 'fusões do seu BPE',
  'settings.rt_sample': 'a mesma frase em',
};
