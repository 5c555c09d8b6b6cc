// pt: the words kept in pe-sinusoidal.js.
export const messages = {
  'pe-sinusoidal.lead':
    'A atenção compara vetores, não lugares: sem posições, um transformer é cego à ordem das palavras, a não ser pela máscara causal, que deixa cada token ver só os tokens anteriores a ele (o bastante para um modelo deduzir alguma ordem, como mostra a lição de atenção). O Transformer original soma um padrão fixo ao vetor de cada token, uma linha por posição. Cada par de dimensões (2i, 2i+1) guarda o seno e o cosseno da posição em uma frequência própria, então cada linha é diferente, e linhas próximas se parecem.',
  'pe-sinusoidal.formulaNote':
    'p é a posição (a linha), i numera os pares de colunas, d é d_model e base vale 10000 no artigo. As duas colunas de um par compartilham um mesmo ângulo; só o primeiro par gira exatamente um radiano por posição.',
  'pe-sinusoidal.summary': {
    plural: 'rows',
    one: '{rows} posição × {cols} dimensões ({count} valores), base {base}. {point} para ver os valores exatos.',
    other:
      '{rows} posições × {cols} dimensões ({count} valores), base {base}. {point} para ver os valores exatos.',
  },
  'pe-sinusoidal.xAxis': 'dimensão j →',
  'pe-sinusoidal.yAxis': 'posição p ↓',
  'pe-sinusoidal.xAxisRange': 'dimensão j → (0 a {last})',
  'pe-sinusoidal.yAxisRange': 'posição p ↓ (0 a {last})',
  'pe-sinusoidal.hover':
    '{entry} = {formula} = {value}   (posição {row}, dimensão {col}, par {pair})',
  'pe-sinusoidal.heatmapLabel': {
    plural: 'rows',
    one: 'Mapa de calor da codificação posicional senoidal: {rows} linha (posição) por {cols} colunas (dimensões), valores de −1 (azul) a +1 (vermelho).',
    other:
      'Mapa de calor da codificação posicional senoidal: {rows} linhas (posições) por {cols} colunas (dimensões), valores de −1 (azul) a +1 (vermelho).',
  },
  'pe-sinusoidal.maxLenHint': 'número de posições (linhas), {range}',
  'pe-sinusoidal.dModelHint': 'largura do embedding (colunas): {range}',
  'pe-sinusoidal.baseHint': 'define o maior comprimento de onda, 2π·base; o artigo usa 10000',
  'pe-sinusoidal.dimsHint': 'números de coluna j, separados por vírgulas (até 8)',
  'pe-sinusoidal.dimsMissing': {
    plural: 'n',
    one: 'a dimensão {dims} não existe com d_model {d} (0 a {last}); não foi desenhada',
    other: 'as dimensões {dims} não existem com d_model {d} (0 a {last}); não foram desenhadas',
  },
  'pe-sinusoidal.curvesTitle': 'Cada dimensão é uma onda ao longo da posição',
  'pe-sinusoidal.curvesX': 'posição p',
  'pe-sinusoidal.curveLabel': 'PE[p, {j}] ({fn}, par {pair})',
  'pe-sinusoidal.curveRowsLabel': 'linhas da tabela, dimensão {j}',
  'pe-sinusoidal.curvesSummary':
    'Gráfico de linhas de PE[p, j] para as dimensões {dims} nas posições 0 a {last}; cada curva fica entre −1 e 1, e as dimensões baixas oscilam mais rápido.',
  'pe-sinusoidal.curvesProse':
    'As dimensões baixas oscilam rápido: a dimensão 0 é sin(p), que se repete a cada 2π ≈ 6,28 posições. Os pares mais altos oscilam cada vez mais devagar, então, juntos, eles distinguem posições próximas e posições distantes.',
  'pe-sinusoidal.wavelengthsTitle':
    'Comprimentos de onda: uma progressão geométrica de 2π rumo a 2π·base',
  'pe-sinusoidal.wavelengthsX': 'par i (dimensões 2i, 2i+1)',
  'pe-sinusoidal.wavelengthsY': 'λ, posições (log)',
  'pe-sinusoidal.pairAxis': 'par i',
  'pe-sinusoidal.wavelengthSeries': 'comprimento de onda λᵢ',
  'pe-sinusoidal.wavelengthsSummary': {
    plural: 'n',
    '=1': 'Comprimento de onda do único par em escala logarítmica: {first} (2π), abaixo de 2π·base = {top}.',
    other:
      'Comprimentos de onda dos {n} pares em escala logarítmica: uma linha reta de {first} (2π) até {last}, abaixo de 2π·base = {top}.',
  },
  'pe-sinusoidal.wavelengthsProse':
    'Com d_model {d} e base {base}, o comprimento de onda de cada par é {ratio} vezes o do anterior. O par 0 se repete a cada {first} posições; o último par (i = {lastPair}), a cada {last}. O maior comprimento de onda nunca chega a 2π·base = {top}, porque o expoente 2i/d para em {exponent}, não em 1 (então o “de 2π a 20000π” que se costuma dizer para base 10000 arredonda o topo para cima).',
  'pe-sinusoidal.attribution':
    'Ler os comprimentos de onda como uma progressão geométrica segue as notas de Cong Le “Geometric Progression” (texto sob a licença {licence}), recontadas aqui com nossas próprias palavras e com a figura calculada ao vivo.',
  'pe-sinusoidal.rowTitle': 'Uma linha, por extenso',
  'pe-sinusoidal.rowHint':
    'qual posição p escrever por extenso (qualquer p ≥ 0; não limitada a max_len)',
  'pe-sinusoidal.rowRegion': 'A linha por extenso',
  'pe-sinusoidal.rowEntry': 'entrada',
  'pe-sinusoidal.rowFormula': 'fórmula com números',
  'pe-sinusoidal.rowValue': 'valor',
  'pe-sinusoidal.rowPastEnd': {
    plural: 'rows',
    one: 'A posição {p} fica além da tabela desenhada acima, de {rows} linha, e mesmo assim a fórmula a calcula: uma tabela senoidal não tem última linha.',
    other:
      'A posição {p} fica além da tabela desenhada acima, de {rows} linhas, e mesmo assim a fórmula a calcula: uma tabela senoidal não tem última linha.',
  },
  'pe-sinusoidal.rowInside':
    'Linha {p} do mapa de calor acima, com todos os seus {d} valores. O divisor base^(2i/d) é o mesmo para os dois membros de um par.',
  'pe-sinusoidal.maxLenBaseTitle': 'max_len e base são coisas diferentes',
  'pe-sinusoidal.maxLenCallout':
    ' é quantas linhas a tabela tem: quantas posições o modelo pode receber de uma vez (o comprimento de contexto, por exemplo 512 no BERT, 1024 no GPT-2; o artigo do Transformer original não fixa esse limite, só d_model = 512). Ele nunca aparece dentro da fórmula.',
  'pe-sinusoidal.baseCallout':
    ' (10000 no artigo) fica dentro da fórmula e fixa os comprimentos de onda: o par i se repete a cada 2π·base^(2i/d) posições. Não é um limite de comprimento e não tem nada a ver com o tamanho que um texto pode ter.',
  'pe-sinusoidal.maxLenBaseCheck': {
    plural: 'rows',
    one: 'Confira: o núcleo acabou de calcular a tabela de novo com max_len {longer} em vez de {rows}. Dos {values} valores de {rows} linha inicial, {differing} diferem: a tabela mais longa só acrescenta {extra} linhas no fim. Já dobrar base para {otherBase} muda {changed} deles.',
    other:
      'Confira: o núcleo acabou de calcular a tabela de novo com max_len {longer} em vez de {rows}. Dos {values} valores das primeiras {rows} linhas, {differing} diferem: a tabela mais longa só acrescenta {extra} linhas no fim. Já dobrar base para {otherBase} muda {changed} deles.',
  },
  'pe-sinusoidal.rebasedAll':
    'São todos os valores cujo ângulo muda: todas as linhas exceto p = 0, fora das colunas do par 0, cuja frequência é 1 seja qual for a base.',
  'pe-sinusoidal.rebasedRounding': {
    plural: 'still',
    one: 'O ângulo muda em {rule} deles (todas as linhas exceto p = 0, fora das colunas do par 0, cuja frequência é 1 seja qual for a base), mas {still} valor mantém seu número em float32: a mudança é menor do que o float32 consegue mostrar (o cosseno de um ângulo minúsculo arredonda para exatamente 1 com qualquer uma das duas bases).',
    other:
      'O ângulo muda em {rule} deles (todas as linhas exceto p = 0, fora das colunas do par 0, cuja frequência é 1 seja qual for a base), mas {still} valores mantêm seus números em float32: a mudança é menor do que o float32 consegue mostrar (o cosseno de um ângulo minúsculo arredonda para exatamente 1 com qualquer uma das duas bases).',
  },
  'pe-sinusoidal.slipTitle': 'PE[1, :4] para d_model 512: um erro comum',
  'pe-sinusoidal.slipTableLabel': 'PE[1, 0..3] para d_model 512 e para d_model 4',
  'pe-sinusoidal.slipTrue': 'd_model 512 (correto)',
  'pe-sinusoidal.slipQuoted': 'o que se costuma citar (é d_model 4)',
  'pe-sinusoidal.slipProse':
    'PE[1, :4] = [{quoted}] aparece com frequência como se fosse d_model 512. Esses são os números de uma tabela de largura 4: com d = 4, o segundo par divide por 10000^(2/4) = {divisor4}, o que dá sin(1/100). Com d = 512, o segundo par divide por 10000^(2/512) = {divisor512}, então PE[1, 2] = sin({angle}) = {pe2} e PE[1, 3] = cos({angle}) = {pe3}. Em uma tabela larga, os primeiros pares giram quase tão rápido quanto o par 0; os pares lentos estão na outra ponta. (Pelo mesmo motivo, “PE(1, 2) ≈ sin(1/10000)” também está errado: 1/10000 só é alcançado, de forma aproximada, pelo último par.)',
  'lessons.pe-sinusoidal.title': 'Codificação posicional senoidal',
  'lessons.pe-sinusoidal.place':
    'posições: uma tabela fixa de senos e cossenos somada às linhas dos tokens',
  'questions.pe-sinusoidal.1.question':
    'Na fórmula sin(p / 10000^(2i/d)), 10000 é o texto mais longo que o modelo consegue ler?',
  'questions.pe-sinusoidal.1.choice1': 'Sim: 10000 é max_len, o número de linhas',
  'questions.pe-sinusoidal.1.choice2': 'Não: é a base, que define os comprimentos de onda',
  'questions.pe-sinusoidal.1.choice3': 'Não: é d_model, a largura de cada linha',
  'questions.pe-sinusoidal.1.explanation':
    'A base só dá forma aos comprimentos de onda (de 2π até quase 2π·10000). A entrada mais longa é max_len, o número de linhas, que não aparece em nenhum lugar da fórmula.',
  'questions.pe-sinusoidal.2.question':
    'Você aumenta max_len de 64 para 128. O que acontece com as linhas 0 a 63?',
  'questions.pe-sinusoidal.2.choice1': 'Nada: os mesmos valores, com 64 linhas novas embaixo',
  'questions.pe-sinusoidal.2.choice2': 'Elas são reescaladas para caber na tabela mais longa',
  'questions.pe-sinusoidal.2.choice3': 'Elas descem para abrir espaço para as linhas novas',
  'questions.pe-sinusoidal.2.explanation':
    'Cada linha depende só de p, i, d e da base. Mudar max_len pede mais (ou menos) linhas da mesma fórmula; o painel confere isso acima, valor por valor.',
  'questions.pe-sinusoidal.3.question': 'Quanto vale PE[1, 2] com d_model = 512 (base 10000)?',
  'questions.pe-sinusoidal.3.choice1': 'sin(1/100) ≈ 0,0100',
  'questions.pe-sinusoidal.3.choice2': 'sin(0,9647) ≈ 0,8219',
  'questions.pe-sinusoidal.3.choice3': 'sin(1/10000) ≈ 0,0001',
  'questions.pe-sinusoidal.3.explanation':
    'PE[1, 2] = sin(1 / 10000^(2/512)) = sin(0,9647) ≈ 0,8219. O valor 0,0100 pertence a uma tabela de largura só 4.',
  'questions.pe-sinusoidal.4.question': 'A tabela senoidal é aprendida durante o treinamento?',
  'questions.pe-sinusoidal.4.choice1': 'Sim: ela é treinada como os embeddings de tokens',
  'questions.pe-sinusoidal.4.choice2': 'Não: ela é calculada uma vez a partir da fórmula',
  'questions.pe-sinusoidal.4.explanation':
    'Ela é uma função fixa da posição: a mesma em toda execução e em todo modelo com o mesmo d_model e a mesma base. Os frameworks a guardam como um buffer não treinável, ou a calculam na hora.',
  'questions.pe-sinusoidal.5.question': 'Por que as dimensões 2i e 2i+1 usam a mesma frequência?',
  'questions.pe-sinusoidal.5.explanation':
    'Juntos, o seno e o cosseno do mesmo ângulo formam um ponto em um círculo. Andar k posições gira esse ponto pelo mesmo ângulo k·ωᵢ, seja onde for o início, e é isso que permite à atenção ler distâncias relativas (próxima lição).',
  'settings.pe_len': 'max_len',
  'settings.pe_d': 'd_model',
  'settings.pe_base': 'base',
  'settings.pe_dims': 'dimensões a desenhar',
  'settings.pe_row': 'posição p',
};
