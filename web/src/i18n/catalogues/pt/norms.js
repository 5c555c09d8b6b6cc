// pt: the words kept in norms.js.
export const messages = {
  'norms.lead':
    'Redes profundas empilham dezenas de camadas, e o tamanho dos números que passam entre elas pode ir mudando: alguns vetores crescem, outros encolhem, e o treinamento fica frágil. Uma camada de normalização reescala o vetor de cada token separadamente, para que a próxima camada sempre receba valores de tamanho previsível. Duas versões são comuns. A LayerNorm (o Transformer original, o GPT-2) primeiro subtrai a média do vetor e depois divide pelo desvio padrão. A RMSNorm (LLaMA e a maioria dos modelos recentes) pula a centralização e divide pela raiz do valor quadrático médio, o que é mais barato e funciona tão bem quanto na prática.',
  'norms.formulaNote':
    'n é o número de componentes (o comprimento do vetor). A variância é a enviesada (divide por n, não por n − 1), como usa a LayerNorm do PyTorch. γ (ganho) e β (deslocamento) são aprendidos por componente; aqui um único valor de cada é aplicado a todos os componentes. “rstd” é o inverso do desvio padrão, 1/√(σ²+ε), pelo qual a camada multiplica (e que guarda para a passagem de volta). ε é uma pequena constante somada dentro da raiz quadrada; o experimento abaixo mostra por quê.',
  'norms.vectorLabel': 'vetor x',
  'norms.vectorHint':
    'números separados por vírgulas, até 32 (p. ex. 2, -1, 0.5, 3 ou 1e-6, 0, 2e-6)',
  'norms.gammaHint': 'ganho, aplicado a todos os componentes',
  'norms.betaHint': 'deslocamento (só LayerNorm)',
  'norms.epsHint': 'escala logarítmica, 10⁻¹² a 1; o PyTorch usa 10⁻⁵',
  'norms.tinyVectorPreset': 'Vetor minúsculo [1e-6, 0, 2e-6]',
  'norms.almostNoEpsPreset': 'ε = 1e-12 (quase nenhum)',
  'norms.defaultVectorPreset': 'Vetor padrão',
  'norms.inputCaption': 'O vetor de entrada. {point} em uma barra para ver seu valor.',
  'norms.layerNormCaption': 'Centralizado e escalado: média β, dispersão γ.',
  'norms.rmsNormCaption': 'Só escalado: valor quadrático médio |γ|.',
  'norms.barsLabel': 'Gráfico de barras de {name}: {values}',
  'norms.statsLabel': 'Estatísticas de x',
  'norms.statsCaption': 'Estatísticas de x, calculadas pelo núcleo',
  'norms.features': 'componentes',
  'norms.mean': 'média μ',
  'norms.variance': 'variância σ²',
  'norms.varianceNote': 'enviesada: dividida por n',
  'norms.meanSquare': 'média dos quadrados',
  'norms.withoutEps': 'sem ε',
  'norms.rmsRstdNote': '1/√(média dos quadrados + ε)',
  'norms.epsTitle': 'Para que serve o ε?',
  'norms.epsProse':
    'Sem ε, uma normalização divide pelo próprio tamanho do vetor. Para um vetor todo de zeros, isso dá 0/0; para um vetor de valores minúsculos, digamos ruído de arredondamento de tamanho 10⁻⁶, a divisão amplia o ruído até valores de tamanho 1, como se fosse um sinal com significado. Somar ε dentro da raiz quadrada faz com que a camada nunca multiplique por mais de 1/√ε: com ε = 10⁻⁵, isso dá cerca de 316, então 10⁻⁶ vira cerca de 3·10⁻⁴ e continua pequeno. Para vetores de tamanho comum, ε quase não muda nada.',
  'norms.epsTableLabel': 'Saídas com e sem épsilon',
  'norms.epsCaption': 'O mesmo vetor com e sem ε',
  'norms.rmsUndefined': 'indefinido: o RMS é 0, então dividiria por 0',
  'norms.layerNormUndefined': 'indefinido: σ é 0, então dividiria por 0',
  'norms.largestFactor': 'maior fator 1/√ε',
  'norms.largestFactorNote': 'o teto que ε impõe ao rstd',
  'norms.slipTitle': 'Feito à mão: RMSNorm sem ε em [10⁻⁶, 0, 2·10⁻⁶]. ',
  'norms.slipProse':
    'Eleve as entradas ao quadrado: [10⁻¹², 0, 4·10⁻¹²]; a média delas é 1,667·10⁻¹²; rsqrt = 1/√(1,667·10⁻¹²) ≈ 774 597. O último passo multiplica as entradas originais por rsqrt: 10⁻⁶ · 774 597 ≈ 0,775, 0 · 774 597 = 0, 2·10⁻⁶ · 774 597 ≈ 1,549. Um deslize fácil é dividir os valores ao quadrado por rsqrt; isso dá números perto de 10⁻¹⁸, e uma entrada zero continua zero de qualquer jeito. Com ε, 1/√ε é o maior valor que rsqrt pode ter, não o menor. Clique em “Vetor minúsculo” acima e a tabela mostra os valores exatos do núcleo.',
  'norms.scaleTitle': 'Invariância de escala',
  'norms.scaleProse':
    'Multiplique x por um fator positivo e as duas saídas continuam iguais: a normalização divide o fator de novo. É por isso que uma normalização estabiliza a rede: por maior ou menor que seja a saída da camada anterior, a próxima camada vê o mesmo padrão. A exceção é um vetor tão pequeno que ε fica comparável à média dos quadrados; experimente o fator 10⁻⁴ com ε = 10⁻⁵.',
  'norms.scaleHint': 'multiplica x, de 10⁻⁶ a 10⁶',
  'norms.scaleUnchanged':
    '{factor} · x = {scaled}. Maior mudança de uma saída: LayerNorm {layerNorm}, RMSNorm {rmsNorm} (sem mudança, a menos do efeito minúsculo de ε).',
  'norms.scaleChanged':
    '{factor} · x = {scaled}. Maior mudança de uma saída: LayerNorm {layerNorm}, RMSNorm {rmsNorm} (aqui ε é comparável à média dos quadrados dos valores, então faz diferença).',
  'lessons.norms.title': 'Normalização: LayerNorm e RMSNorm',
  'lessons.norms.place': 'as normalizações antes da atenção, antes do MLP e depois do último bloco',
  'questions.norms.1.question':
    'Você multiplica cada entrada de um vetor por 100 (todas as entradas longe de zero). O que acontece com a saída da LayerNorm?',
  'questions.norms.1.choice1': 'Cresce 100×, como a entrada',
  'questions.norms.1.choice2': 'Cresce 10×, a raiz quadrada de 100',
  'questions.norms.1.choice3': 'Continua a mesma (a menos de ε)',
  'questions.norms.1.choice4': 'Encolhe em direção a 0 conforme σ cresce',
  'questions.norms.1.explanation':
    'A média e o desvio padrão crescem os dois 100×, então (x − μ)/σ não muda. O mesmo vale para a RMSNorm. Experimente o controle do fator de escala.',
  'questions.norms.2.question': 'O que a RMSNorm deixa de fora em comparação com a LayerNorm?',
  'questions.norms.2.choice1': 'A divisão pelo tamanho do vetor',
  'questions.norms.2.choice2': 'A subtração da média, e o deslocamento β',
  'questions.norms.2.choice3': 'O ganho γ que escala cada entrada',
  'questions.norms.2.choice4': 'O ε que protege contra o zero',
  'questions.norms.2.explanation':
    'A RMSNorm divide pela raiz do valor quadrático médio dos valores crus e não tem β. Some uma constante a cada entrada e a saída da LayerNorm não se mexe, enquanto a da RMSNorm muda.',
  'questions.norms.3.question':
    'Com ε = 10⁻⁵, qual é o maior fator pelo qual a RMSNorm pode multiplicar uma entrada?',
  'questions.norms.3.choice1': '10⁵, ou seja, 1/ε',
  'questions.norms.3.choice2': 'cerca de 316 (1/√ε)',
  'questions.norms.3.choice3': '1: ela nunca amplia',
  'questions.norms.3.choice4': 'Nenhum: entradas minúsculas crescem sem limite',
  'questions.norms.3.explanation':
    'rstd = 1/√(média dos quadrados + ε) ≤ 1/√ε ≈ 316,2, alcançado só pelo vetor todo de zeros. É esse teto que mantém pequenos os vetores minúsculos.',
  'questions.norms.4.question':
    'Por que a variância é “enviesada” (dividida por n em vez de n − 1)?',
  'questions.norms.4.explanation':
    'A camada não está estimando a variância de uma população a partir de uma amostra; ela só reescala este único vetor. Dividir por n faz a média dos quadrados da saída ser exatamente 1 (com γ = 1, ε → 0), que é o objetivo. A LayerNorm do PyTorch faz o mesmo.',
  'settings.norm_x': 'vetor x',
  'settings.norm_gamma': 'gama γ',
  'settings.norm_beta': 'beta β',
  'settings.norm_eps': 'épsilon ε',
  'settings.norm_scale': 'fator de escala',
};
