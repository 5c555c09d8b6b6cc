// pt: the words kept in pe-relative.js.
export const messages = {
  'pe-relative.lead':
    'A tabela senoidal guarda posições absolutas: a linha p pertence à posição p. Mesmo assim, compare duas linhas e a resposta depende só de quão distantes elas estão. Cada par (2i, 2i+1) é um ponto girando em um círculo na sua própria velocidade ωᵢ, então o produto escalar de duas linhas soma os cossenos dos ângulos entre elas:',
  'pe-relative.dotTitle': 'Produto escalar PE(p)·PE(p + k) em função de k',
  'pe-relative.dotAxis': 'produto escalar',
  'pe-relative.cosineTitle': 'Similaridade de cosseno em função de k',
  'pe-relative.cosineAxis': 'cosseno',
  'pe-relative.offsetAxis': 'deslocamento k',
  'pe-relative.fromP': 'a partir de p = {p}',
  'pe-relative.fromZero': 'a partir de p = 0',
  'pe-relative.dotSummary':
    'Gráfico de linhas: produto escalar de PE({p}) e PE({p} + k) para k de 0 a {k}; começa em {start}, e a curva a partir de p = 0 fica por cima dela.',
  'pe-relative.cosineSummary':
    'Gráfico de linhas: similaridade de cosseno de PE({p}) e PE({p} + k), a partir de 1 em k = 0, idêntica à curva a partir de p = 0.',
  'pe-relative.similarityText':
    'Em k = 0, o produto escalar é {start} = d/2 (cada par é um vetor unitário). Em k = {k}, ele é {fromP} a partir de p = {p} e {fromZero} a partir de p = 0. Maior diferença entre as duas curvas em todos os k: {gap} (só arredondamento).',
  'pe-relative.similarityPairs':
    'Posições próximas são as mais parecidas, e a similaridade cai, com ondulações, conforme k cresce: os pares rápidos perdem a correlação primeiro, enquanto os lentos a mantêm.',
  'pe-relative.similarityOnePair':
    'Com d = 2 há um só par, girando um radiano por posição, então a curva é exatamente cos(k): ela oscila entre 1 e −1 a cada 2π ≈ 6,28 posições e nunca cai de vez, e posições a 6 ou 19 de distância parecem quase iguais. Tabelas mais largas acrescentam pares mais lentos, que quebram essa repetição.',
  'pe-relative.pHint': 'a posição de partida ({range})',
  'pe-relative.kHint': 'até onde olhar adiante: k = 0 até este',
  'pe-relative.dHint': 'largura do embedding: {range}',
  'pe-relative.baseHint': 'a constante do comprimento de onda; 10000 no artigo',
  'pe-relative.rotationTitle': 'Andar k posições gira cada par pelo ângulo k·ωᵢ',
  'pe-relative.rotationProse':
    'Desenhe o par (PE[p, 2i], PE[p, 2i+1]) = (sin pωᵢ, cos pωᵢ) como um ponto no círculo unitário (x = cos, y = sin). Ir de p para p + k soma k·ωᵢ ao ângulo. O giro não depende de p, então uma única matriz fixa leva cada PE(p) a PE(p + k): uma aplicação linear que os pesos da atenção podem aprender a usar.',
  'pe-relative.pairHint': 'qual par (2i, 2i+1) desenhar; o 0 gira mais rápido',
  'pe-relative.shiftHint': 'o deslocamento k pelo qual girar (p + k deve ser ≥ 0)',
  'pe-relative.pairTooLarge':
    'o par i deve estar entre 0 e d_model/2 − 1 = {last} (recebido: {pair})',
  'pe-relative.matrixRow': 'linha {n}',
  'pe-relative.matrixColumn': 'col {n}',
  'pe-relative.circleLabel':
    'Círculo unitário do par {pair}: PE({p}) no ângulo {start} rad, PE({q}) girado por k·ω = {angle} rad.',
  'pe-relative.rotationText':
    'ω_{pair} = base^(−{twoI}/d) = {omega} rad por posição, então k = {k} gira o par por {angle} rad ({degrees}°). A matriz vezes PE({p}) dá ({x}, {y}), o mesmo que PE({q}) calculado pela fórmula. Mude p: a matriz continua a mesma.',
  'lessons.pe-relative.title': 'Posição relativa dentro das senoides',
  'lessons.pe-relative.place':
    'posições: o que a tabela senoidal diz sobre a distância entre dois tokens',
  'questions.pe-relative.1.question': 'PE(3)·PE(8) é igual a PE(103)·PE(108)?',
  'questions.pe-relative.1.choice1': 'Sim: os dois pares estão a 5 de distância',
  'questions.pe-relative.1.choice2': 'Não: posições mais adiante dão produtos maiores',
  'questions.pe-relative.1.explanation':
    'O produto escalar é Σ cos(5·ωᵢ) nos dois casos; p some da conta.',
  'questions.pe-relative.2.question':
    'Por que a curva do cosseno é igual à curva do produto escalar dividida por d/2?',
  'questions.pe-relative.2.explanation':
    'Toda linha senoidal tem o mesmo comprimento: cada par contribui sin² + cos² = 1, então |PE(p)|² = d/2 para todo p.',
  'questions.pe-relative.3.question':
    'O produto escalar consegue distinguir “5 posições antes” de “5 posições depois”?',
  'questions.pe-relative.3.choice1': 'Sim: o sinal de k muda a soma',
  'questions.pe-relative.3.choice2': 'Não: cos é par, então k e −k dão o mesmo valor',
  'questions.pe-relative.3.explanation':
    'Σ cos(kωᵢ) é simétrica em k. A direção continua nos vetores (a rotação por +kω é diferente da por −kω), e pesos de atenção aprendidos podem usá-la, mas um simples produto escalar não pode.',
  'questions.pe-relative.4.question':
    'Costuma-se dizer que as codificações senoidais têm informação relativa “embutida”. O que exatamente está embutido?',
  'questions.pe-relative.4.explanation':
    'Dois fatos mostrados aqui: a similaridade de duas posições depende só da distância entre elas, e uma aplicação linear fixa (a rotação) leva PE(p) a PE(p + k) para todo p. Nada obriga um modelo a usá-los; ele precisa aprender a fazer isso.',
  'settings.rel_p': 'p',
  'settings.rel_k': 'maior k',
  'settings.rel_d': 'd_model',
  'settings.rel_base': 'base',
  'settings.rel_pair': 'par i',
  'settings.rel_shift': 'k (giro)',
};
