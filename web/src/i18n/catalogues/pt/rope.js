// pt: the words kept in rope.js.
export const messages = {
  'rope.lead':
    'A RoPE (codificação posicional rotativa) não soma nada aos vetores dos tokens. Dentro da atenção, ela pega cada consulta e cada chave, corta em pares (2i, 2i+1) e gira o par i pelo ângulo m·ωᵢ, onde m é a posição do token e ωᵢ = base^(−2i/d), como na tabela senoidal. Pense em d/2 relógios com ponteiros que andam em velocidades diferentes: os relógios rápidos distinguem vizinhos, os lentos distinguem tokens distantes.',
  'rope.posHint': 'posição do token ({range})',
  'rope.dHint': 'largura de cada cabeça de consulta/chave: {range}',
  'rope.baseHint': 'desacelera todos os pares menos o primeiro; 10000 como no artigo',
  'rope.clocksTitle': 'Um relógio por frequência',
  'rope.play': '▶ Reproduzir (m + 1 a cada passo)',
  'rope.pause': '⏸ Pausar',
  'rope.playNote': 'Avança a posição de um em um; nada se mexe até você apertar.',
  'rope.clocksIdle': '{point} em um relógio para ler o ângulo e o ponteiro do seu par.',
  'rope.clockReadout':
    'Par {i}: ω = {base}^(−{twoI}/{d}) = {omega} rad por posição. Em m = {m}, o ponteiro girou m·ω = {angle} rad = {turns} voltas e aponta para (cos, sin) = ({cos}, {sin}).',
  'rope.clocksLabel': {
    plural: 'count',
    one: '{count} relógio, um por par da RoPE, na posição {position}: {hands}. As teclas de seta para a esquerda e para a direita leem um par de cada vez.',
    other:
      '{count} relógios, um por par da RoPE, na posição {position}: {hands}. As teclas de seta para a esquerda e para a direita leem um par de cada vez.',
  },
  'rope.clockHand': 'par {i} em {degrees}°',
  'rope.clockRow': 'par {i}',
  'rope.clocksNote':
    'Na posição m = {m}, o par i é girado por m·ωᵢ, com ωᵢ = base^(−2i/d). O par 0 gira 1 radiano por posição (uma volta completa a cada 6,28 posições); o par {last} gira {speed} rad por posição. A linha pontilhada marca o ângulo 0 (posição 0).',
  'rope.scoreTitle': 'Pontuação de atenção q_m · k_n em função do deslocamento m − n',
  'rope.offsetAxis': 'deslocamento m − n',
  'rope.scoreAxis': 'pontuação',
  'rope.noRotation': 'sem rotação: q·k',
  'rope.offsetHint': 'deslocamentos no gráfico: de 0 até este',
  'rope.scoreSummary':
    'Gráfico de linhas da pontuação da RoPE em função do deslocamento m − n, de 0 a {offset}, para consultas em m = {ms}: as quatro curvas ficam uma por cima da outra.',
  'rope.scoreSetup':
    'q e k são vetores aleatórios de largura {d} (semente {seed}). A chave fica em n = m − deslocamento.',
  'rope.scoreFirstRaised':
    'A primeira curva usa m = {first}, não o seu {m}: com deslocamentos até {offset}, um m menor colocaria chaves antes da posição 0.',
  'rope.scoreFirstYours':
    'A primeira curva é a sua posição m = {m}; as outras estão 37, 500 e 5000 posições depois.',
  'rope.scoreAtOffset':
    'No deslocamento {offset}: m = {m1} dá {score1}; m = {m2} dá {score2}; m = {m3} dá {score3}; m = {m4} dá {score4}.',
  'rope.scoreGap':
    'Maior diferença entre duas curvas quaisquer: {spread} (arredondamento de ponto flutuante). No deslocamento 0, as rotações se cancelam e a pontuação é o simples q·k = {plain}.',
  'rope.whyProse':
    'Por que as curvas coincidem: uma rotação por mω seguida da transposta de uma rotação por nω é uma rotação por (n − m)ω. Por isso a pontuação vê só a diferença entre as posições. Compare com a tabela senoidal, que é somada à entrada: ali o modelo recebe posições absolutas e precisa aprender a extrair delas as relativas.',
  'lessons.rope.title': 'RoPE: posições como rotações',
  'lessons.rope.place': 'posições: consultas e chaves giradas dentro de cada cabeça de atenção',
  'questions.rope.1.question':
    'A RoPE soma um vetor ao embedding do token, como a tabela senoidal. Verdadeiro?',
  'questions.rope.1.choice1': 'Verdadeiro: um vetor de posição é somado a cada embedding',
  'questions.rope.1.choice2': 'Falso: ela gira q e k dentro da atenção',
  'questions.rope.1.explanation':
    'Nada é somado aos embeddings. Em cada camada de atenção, cada consulta e cada chave é girada, par a par, por um ângulo proporcional à sua posição; os valores não são girados.',
  'questions.rope.2.question':
    'q na posição 10 e k na posição 7 dão a pontuação s. Qual é a pontuação para q em 110 e k em 107?',
  'questions.rope.2.choice1': 's',
  'questions.rope.2.choice2': 's + 100',
  'questions.rope.2.choice3': 'depende da base',
  'questions.rope.2.explanation':
    'Os dois estão a 3 de distância; rotações por 110ω e 107ω deixam entre eles uma rotação líquida de 3ω, exatamente como 10ω e 7ω.',
  'questions.rope.3.question': 'O que faz aumentar a base?',
  'questions.rope.3.explanation':
    'Todos os pares menos o primeiro giram mais devagar, então os relógios lentos demoram mais para dar a volta: as pontuações variam mais suavemente com a distância e posições distantes continuam distinguíveis até mais longe. Modelos de contexto longo aumentam a base por esse motivo.',
  'questions.rope.4.question': 'Quais famílias usam RoPE?',
  'questions.rope.4.explanation':
    'GPT-NeoX, PaLM, LLaMA, Mistral, Qwen e a maioria dos modelos abertos recentes. O BERT e o GPT-2 usavam tabelas aprendidas; o Transformer original usava senoides.',
  'settings.rope_pos': 'posição m',
  'settings.rope_d': 'largura da cabeça d',
  'settings.rope_base': 'base',
  'settings.rope_offset': 'maior m − n',
};
