// Chinese (zh): the lesson token-embedding: its words, title, questions, setting labels.
export const messages = {
  'token-embedding.lead':
    '模型保存着一张表 E，每个词元 ID 对应一行 d 个数。把 ID 变成向量，只需读出它的那一行。训练前，这些行是随机的（PyTorch 的 nn.Embedding 从标准正态分布中抽取它们）；训练会移动它们，让用法相似的词元得到相似的行。',
  'token-embedding.textEmpty': '请至少输入一个字符',
  'token-embedding.dHint': '随机表的行长度，{range}（训练好的表沿用它自己的行长度）',
  'token-embedding.charsLabel': '要比较的字符',
  'token-embedding.charsHint': 'Vizuara 的笔记本比较的是 a b c x y z、空格、句点、0 1',
  'token-embedding.charsTooFew': '请至少输入 2 个字符来比较',
  'token-embedding.charsNotOneByte':
    '“{char}”在 UTF-8 中占 {n} 个字节（{ids}），所以在这里不是一个词元；请使用单字节（ASCII）字符',
  'token-embedding.sourceTrained': '训练后的表（实验室中已有时）',
  'token-embedding.sourceRandom': '随机表（训练前）',
  'token-embedding.shownTrained': '当前显示训练后的表：{source}（256 × {d}）',
  'token-embedding.fromLab': '来自训练实验室',
  'token-embedding.shownRandom':
    '当前显示训练前的随机表：N(0, 1)，随机种子 {seed}，256 × {d}。训练实验室中的词元 + 位置预测器若按笔记本的方式初始化，就正是从这张表开始；若像 GPT-2 那样以小数值初始化，则从这张表乘以 0.02 开始。',
  'token-embedding.shownRandomNoModel':
    '当前显示训练前的随机表：N(0, 1)，随机种子 {seed}，256 × {d}。训练实验室中的词元 + 位置预测器若按笔记本的方式初始化，就正是从这张表开始；若像 GPT-2 那样以小数值初始化，则从这张表乘以 0.02 开始（在实验室中训练一个模型，就能看到训练后的表）。',
  'token-embedding.notByteTable': '训练后的表有 {rows} 行，而不是 256 个字节 ID',
  'token-embedding.trainedUnusable': '无法显示训练后的表：{message}',
  'token-embedding.tableTitle': '词元表 E（行：ID 0–255）',
  'token-embedding.dimensionAxis': '维度 →',
  'token-embedding.tokenIdAxis': '词元 ID ↓',
  'token-embedding.tableHoverUsed': {
    plural: 'n',
    other: '{entry}   （你的文本在位置 {positions} 用到了这一行）',
  },
  'token-embedding.tableLabelTrained': {
    plural: 'd',
    other:
      '训练后词元表的热力图：256 行（词元 ID）× {d} 列（维度），数值从 −{top}（蓝）到 +{top}（红）。带标记的行是你的文本用到的行。',
  },
  'token-embedding.tableLabelRandom': {
    plural: 'd',
    other:
      '随机词元表的热力图：256 行（词元 ID）× {d} 列（维度），数值从 −{top}（蓝）到 +{top}（红）。带标记的行是你的文本用到的行。',
  },
  'token-embedding.tableSummary': {
    plural: 'rows',
    other:
      '{params} 个参数（256 × {d}）。右侧的标记：你的文本用到的 {rows} 行。{point}单元格即可查看数值。',
  },
  'token-embedding.lookupTitle': '为你的文本查出的行',
  'token-embedding.positionAxis': '在你文本中的位置 ↓',
  'token-embedding.lookupHover': '{x} = {entry}；维度 {col} = {value}',
  'token-embedding.rowCount': {
    plural: 'n',
    other: '{n} 行',
  },
  'token-embedding.columnCount': {
    plural: 'n',
    other: '{n} 列',
  },
  'token-embedding.tokenCount': {
    plural: 'n',
    other: '{n} 个词元',
  },
  'token-embedding.dimensionCount': {
    plural: 'n',
    other: '{n} 个维度',
  },
  'token-embedding.lookupLabel': '热力图：为你的文本查出的 {rows}，每行 {columns}。',
  'token-embedding.lookupSummary':
    '{tokens} × {dims}。{point}单元格即可查看每一行取自表中的哪一行。',
  'token-embedding.lookupSummaryCut':
    '{tokens} × {dims}（前 128 个词元）。{point}单元格即可查看每一行取自表中的哪一行。',
  'token-embedding.lookupSame':
    '按行选取 E[ids] 与计算 one-hot(ids) × E（{n} × 256 与 256 × {d} 的矩阵乘积）得到的数完全相同。',
  'token-embedding.lookupDiffer':
    '按行选取 E[ids] 与计算 one-hot(ids) × E（{n} × 256 与 256 × {d} 的矩阵乘积）最多相差 {difference}：这只是舍入误差，数值其实相同。',
  'token-embedding.similarTitle': '哪些字符彼此相似？',
  'token-embedding.similar':
    '余弦相似度比较的是方向：方向相同为 1，相互垂直为 0，方向相反为 −1。随机的行给出的值散布在 0 附近，没有任何规律。训练之后，用在相似位置的字母会逐渐靠拢，图中就会出现色块。',
  'token-embedding.simTitle': '所选字符的余弦相似度',
  'token-embedding.characterX': '字符 →',
  'token-embedding.characterY': '字符 ↓',
  'token-embedding.simLabel': {
    plural: 'n',
    other: '{n} 个字符（{chars}）的余弦相似度热力图，从 −1（蓝）到 +1（红）；对角线为 1。',
  },
  'token-embedding.simSummary': '{chars}——{point}单元格即可查看它的值。',
  'token-embedding.charsFromTraining':
    '正在比较训练文本中的字符（{chars}）：它们的行正是训练移动过的行。在上方输入你自己的字符，可以另选。',
  'token-embedding.charsUnseen': {
    plural: 'n',
    other:
      '{chars} 没有在训练文本中出现：对应的行从未被训练，仍是随机的初始值，所以这些相似度只是噪声。',
  },
  'token-embedding.charsAllSeen': '这些字符都在训练文本中出现过。',
  'token-embedding.simStats':
    '对角线以外：均值 {mean}，典型大小（rms）{rms}，范围从 {min} 到 {max}。',
  'token-embedding.simStatsRandom':
    '对角线以外：均值 {mean}，典型大小（rms）{rms}，范围从 {min} 到 {max}。d = {d} 的随机向量：约为 1/√d = {expected}。',
  'lessons.token-embedding.title': '词元嵌入：每个 ID 一行可学习的向量',
  'lessons.token-embedding.place': '词元表：每个词元一行',
  'questions.token-embedding.1.question': '这张表是 256 × 64。模型要在其中学习多少个数？',
  'questions.token-embedding.1.choice1': '256 + 64 = 320',
  'questions.token-embedding.1.choice2': '64，即一行的长度',
  'questions.token-embedding.1.choice3': '256 × 64 = 16,384',
  'questions.token-embedding.1.explanation':
    '每一行的每个元素都是一个参数：V × d = 256 × 64 = 16,384。如果词表有 50,000 个词元、d = 768（GPT-2 small），同样的表就有 3840 万个参数。',
  'questions.token-embedding.2.question': '训练前，你预计两个不同行之间的余弦相似度是多少？',
  'questions.token-embedding.2.choice1': '约为 1：所有行一开始都很像',
  'questions.token-embedding.2.choice2': '约为 0，离散程度约为 1/√d',
  'questions.token-embedding.2.choice3': '恰好为 0：随机的行彼此正交',
  'questions.token-embedding.2.explanation':
    '高维空间中相互独立的随机向量几乎是正交的：它们的余弦以 0 为中心，离散程度约为 1/√d（d = 64 时为 0.125）。它并不恰好为 0，而且 d 越大，分布越集中。',
  'questions.token-embedding.3.question':
    '以预测下一个字符为目标训练之后，元音往往会得到相似的行。没人告诉过模型什么是元音，为什么会这样？',
  'questions.token-embedding.3.explanation':
    '行只会通过预测损失的梯度而改变。出现在相似上下文中的字符（夹在辅音之间的元音、挨着数字的数字）需要对后面的内容做出相似的预测，所以它们的行会被推向相似的方向。',
  'questions.token-embedding.4.question': '为什么查表和用独热向量乘以这张表是一回事？',
  'questions.token-embedding.4.explanation':
    'onehot(i)ᵀE 的第 i 行是对每个 k 把 E[k] 乘以 0 再求和，只有 k = i 时乘以 1：剩下的正是 E[i]。查表省去了 V − 1 次乘以零的运算；本面板两种方法都算了一遍，并显示结果一致。',
  'settings.te_d': 'd_model',
  'settings.te_chars': '要比较的字符',
  'settings.te_source': '显示的表',
  'token-embedding.texParams': '参数个数',
};
