// Chinese (zh): the lesson pe-learned: its words, title, questions, setting labels.
export const messages = {
  'pe-learned.lead':
    'GPT-2 和 BERT 不用公式来表示位置。它们另外保存一张嵌入表，每个位置一行：P₀, P₁, …, P_(max_len−1)，并把第 t 行加到位置 t 上的词元向量上。这些行一开始是随机的，和其他所有权重一样经过训练。在训练实验室发布一张训练好的表之前，下面的表用本页的随机种子从 N(0, 1) 中抽取。',
  'pe-learned.maxLenHint': '随机表的行数（{range}）',
  'pe-learned.dHint': '每行的宽度（{range}）',
  'pe-learned.seqHint': '要嵌入的文本长度（{range}）',
  'pe-learned.sourceTrained':
    '显示的是“{name}”训练好的表（{rows} × {cols}）。max_len 和 d_model 控件设置的是随机表。',
  'pe-learned.trainingLab': '训练实验室',
  'pe-learned.untrainedRows':
    '它的训练窗口长 {window} 个词元，所以第 {window} 到 {last} 行从未被用到：它们仍是初始值，没有学到任何东西，下面的均值也不计入它们。',
  'pe-learned.sourceRandom':
    '随机表：{rows} × {cols} 个取自 N(0, 1) 的值，随机种子 {seed}。在训练实验室中训练一个使用可学习的位置嵌入的模型，就能在这里看到训练好的表。',
  'pe-learned.sourceRandomAway': '随机表：{rows} × {cols} 个取自 N(0, 1) 的值，随机种子 {seed}。',
  'pe-learned.showRandom': '显示随机表',
  'pe-learned.showTrained': '显示训练好的表',
  'pe-learned.tableTitle': '可学习的位置表',
  'pe-learned.xAxis': '维度 →',
  'pe-learned.yAxis': '位置 ↓',
  'pe-learned.xAxisRange': '维度 →（0 到 {last}）',
  'pe-learned.yAxisRange': '位置 ↓（0 到 {last}）',
  'pe-learned.tableHover': '{entry} = {value}   （位置 {row}，维度 {col}）',
  'pe-learned.tableLabelTrained': {
    plural: 'rows',
    other:
      '训练后的可学习位置表的热力图：{rows} 个位置 × {cols} 个维度，数值从 −{top}（蓝）到 +{top}（红），色阶按本表调整。',
  },
  'pe-learned.tableLabelRandom': {
    plural: 'rows',
    other:
      '随机的可学习位置表的热力图：{rows} 个位置 × {cols} 个维度，数值从 −{top}（蓝）到 +{top}（红）。',
  },
  'pe-learned.tableSummary': {
    plural: 'rows',
    other: '{rows} 个位置 × {cols} 个维度。{point}单元格即可查看精确值。',
  },
  'pe-learned.similarityX': '位置 q →',
  'pe-learned.similarityY': '位置 p ↓',
  'pe-learned.similarityHover': '{entry} = {value}   （距离 {distance}）',
  'pe-learned.learnedSimilarityTitle': '可学习：位置间的余弦相似度',
  'pe-learned.sinusoidalSimilarityTitle': '正弦：位置间的余弦相似度',
  'pe-learned.learnedSimilarityTrained': {
    plural: 'rows',
    other: '可学习表中 {rows} 个位置的相似度矩阵：对角线明亮，其余部分是训练出的结构。',
  },
  'pe-learned.learnedSimilarityRandom': {
    plural: 'rows',
    other: '可学习表中 {rows} 个位置的相似度矩阵：对角线明亮，其余部分是噪声。',
  },
  'pe-learned.sinusoidalSimilarity': {
    plural: 'rows',
    other: '{rows} 个正弦位置的相似度矩阵（d_model {cols}）：与对角线平行的条带，只由距离决定。',
  },
  'pe-learned.similaritySummary': '{point}单元格即可查看两个位置的相似度。',
  'pe-learned.sideBySideTitle': '并排对比',
  'pe-learned.learnedHeader': '可学习的表',
  'pe-learned.sinusoidalHeader': '正弦',
  'pe-learned.trainableRow': '可训练参数个数',
  'pe-learned.noParameters': '0（固定公式）',
  'pe-learned.sequenceRow': '{seq} 个词元的序列',
  'pe-learned.rowsLookedUp': '查表取出第 0 到 {last} 行',
  'pe-learned.rowsLookedUpUntrained':
    '查表取出第 0 到 {last} 行；其中第 {window} 到 {last} 行从未训练',
  'pe-learned.noRowsPast': '错误：第 {last} 行之后没有行',
  'pe-learned.rowsComputed': {
    plural: 'seq',
    other: '计算了 {seq} 行',
  },
  'pe-learned.rowsComputedBeyond': '计算了 {seq} 行（其中 {beyond} 行超出 max_len）',
  'pe-learned.neighboursRow': '相邻位置相似吗？',
  'pe-learned.learnedNeighbours': 'cos(P[p], P[p+1]) 的均值 = {near}',
  'pe-learned.learnedNeighboursFar': 'cos(P[p], P[p+1]) 的均值 = {near}；距离为 10 时：{far}',
  'pe-learned.learnedNeighboursTrained':
    '在 {window} 个训练过的行上，cos(P[p], P[p+1]) 的均值 = {near}',
  'pe-learned.learnedNeighboursTrainedFar':
    '在 {window} 个训练过的行上，cos(P[p], P[p+1]) 的均值 = {near}；距离为 10 时：{far}',
  'pe-learned.sinusoidalNeighbours': '对每个 p，cos(PE[p], PE[p+1]) = {near}',
  'pe-learned.pastMaxLenTitle': '超出 max_len',
  'pe-learned.sequenceFits': {
    plural: 'rows',
    other: '{seq} 个词元的序列放得进 {rows} 行。把序列长度调到超过 {rows}，看看可学习的表会怎样。',
  },
  'pe-learned.coreRefuses': '计算核心拒绝查找可学习的表中不存在的位置：',
  'pe-learned.formulaHasNoLimit': {
    plural: 'rows',
    other:
      '正弦公式没有这种限制：它直接算出了 {seq} 行（至于在 {rows} 个位置上训练的模型能否用好新增的位置，那是另一回事）。',
  },
  'pe-learned.whichWhere':
    '各自用在哪里：最初的 Transformer 使用正弦函数；BERT 和 GPT-2/3 学习自己的位置表；最近的大多数开源 LLM 则按位置旋转查询和键，而不再加上任何表。（一份流行的对比把“大多数现代 LLM”归在可学习的表之下；这在 GPT-2/GPT-3 时代是对的，如今已不是。）',
  'lessons.pe-learned.title': '可学习的位置嵌入',
  'lessons.pe-learned.place': '位置：一张加到词元各行上的可学习的表',
  'questions.pe-learned.1.question':
    '一个模型的可学习位置表 max_len 为 1024，现在收到一段 1500 个词元的文本。会发生什么？',
  'questions.pe-learned.1.choice1': '用公式把第 1024 到 1499 行算出来，接在表的后面',
  'questions.pe-learned.1.choice2': '第 1024 行及之后的行并不存在：文本必须截断',
  'questions.pe-learned.1.explanation':
    '可学习的表只能查表：从未创建的行无法查到。如上所示，计算核心会拒绝；实际的处理流程会把文本截断到 max_len。',
  'questions.pe-learned.2.question':
    'max_len 为 512、d_model 为 768 的可学习位置表有多少个可训练参数？',
  'questions.pe-learned.2.choice1': '0（位置不是学出来的）',
  'questions.pe-learned.2.choice2': '512 × 768 = 393,216',
  'questions.pe-learned.2.choice3': '512 + 768 = 1,280',
  'questions.pe-learned.2.explanation':
    '512 × 768 = 393,216：每个位置一行，每行宽 d_model。正弦表一个可训练参数都没有。',
  'questions.pe-learned.3.question': '训练之前，可学习表中相邻的行看起来相似吗？',
  'questions.pe-learned.3.choice1': '不相似：各行是相互独立的随机向量',
  'questions.pe-learned.3.choice2': '相似：相邻行一开始就很接近，和正弦编码一样',
  'questions.pe-learned.3.explanation':
    '从 N(0, 1) 随机抽取的行几乎两两正交，所以相似度矩阵是噪声背景上的一条明亮对角线。任何“相邻”的概念都只能从数据中学到；正弦表则从一开始就具备（就是那些条带）。',
  'questions.pe-learned.4.question': '哪些模型用哪种？',
  'questions.pe-learned.4.explanation':
    '最初的 Transformer 使用正弦函数；BERT 和 GPT-2/GPT-3 使用可学习的绝对位置表；T5 两者都不用，而是使用可学习的相对偏置。最近的大多数开源 LLM（LLaMA、Mistral、Qwen 等等）则改为按位置旋转查询和键（后面的一课会讲怎么做）。所以“可学习的，和大多数现代 LLM 一样”这种说法已经过时了。',
  'settings.learn_len': 'max_len',
  'settings.learn_d': 'd_model',
  'settings.learn_seq': '序列长度',
};
