// Chinese (zh): the lesson combined: its words, title, questions, setting labels.
export const messages = {
  'combined.lead':
    '词元行说明一个词元是什么，却没有任何信息说明它在哪里。GPT 另外保存一张表，每个位置一行，并把位置 t 的行加到该位置上词元的行上。结果的宽度仍然是 d，而同一个字符出现在两个地方时，现在会得到两个不同的向量。',
  'combined.dHint': '每个向量的宽度，{range}（正弦编码时须为偶数）',
  'combined.maxLenHint': '位置表的行数，{range}',
  'combined.learnedRandom': '可学习（随机初始化）',
  'combined.sinusoidal': '正弦',
  'combined.add': '相加',
  'combined.concatenate': '拼接',
  'combined.emptyText': '请至少输入一个字符',
  'combined.xAxis': '维度 →',
  'combined.yAxis': '位置 t ↓',
  'combined.tokenTitle': '词元行 E[ids]',
  'combined.tokenHover': '词元行 {row}（{token}），维度 {col} = {value}',
  'combined.tokenCount': {
    plural: 'n',
    other: '{n} 个词元',
  },
  'combined.dimensionCount': {
    plural: 'n',
    other: '{n} 个维度',
  },
  'combined.tokenLabel': '热力图：你的 {tokens}对应的词元行，每行 {dims}。',
  'combined.tokenSummary':
    '{n} × {d}：第 t 行就是词元 t 在表中的那一行。重复的字符会重复相同的行。',
  'combined.positionTitle': '位置行 P[0..T−1]',
  'combined.positionHover': '位置行 {row}（{token}），维度 {col} = {value}',
  'combined.positionLabelLearned':
    '位置行 0 到 {last} 的热力图，可学习（训练前为随机值），每行 {dims}。',
  'combined.positionLabelSinusoidal': '位置行 0 到 {last} 的热力图，正弦，每行 {dims}。',
  'combined.positionSummaryLearned': '{n} × {d}：第 t 行只取决于位置 t（可学习，训练前为随机值）。',
  'combined.positionSummarySinusoidal': '{n} × {d}：第 t 行只取决于位置 t（正弦）。',
  'combined.sumTitle': '两者之和：输入',
  'combined.sumTitleShape': '两者之和：输入（T × d）',
  'combined.sumHover': 'x[{row}]（{token}），维度 {col} = 词元 + 位置 = {value}',
  'combined.sumLabel': '和的热力图，{n} × {d}。',
  'combined.sumSummary': '{n} × {d}：逐元素相加，x[t] = E[id_t] + P[t]。',
  'combined.concatTitle': '改为拼接（T × 2d）',
  'combined.concatTokenHover': 'x[{row}]（{token}），第 {col} 列 = 词元维度 {col} = {value}',
  'combined.concatPositionHover': 'x[{row}]（{token}），第 {col} 列 = 位置维度 {dim} = {value}',
  'combined.concatLabel': '拼接结果的热力图，{n} × {width}：先是词元列，然后是位置列。',
  'combined.concatSummary': '{n} × {width}：[E[id_t] | P[t]]，宽度翻倍。',
  'combined.truncated':
    '你的文本有 {given} 个词元，但 max_len 是 {maxLen}。Vizuara 笔记本中的处理流程保留 ids[:max_len]：{used}，{dropped}，而且不作任何提示。',
  'combined.truncatedUsed': {
    plural: 'n',
    other: '下方只嵌入前 {n} 个词元',
  },
  'combined.truncatedDropped': {
    plural: 'n',
    other: '最后 {n} 个被丢弃',
  },
  'combined.strictRefuses': '严格模块则会直接拒绝：“{error}”',
  'combined.joinTitle': '相加还是拼接？',
  'combined.joinProse':
    '拼接能让两部分原封不动地并排保留，代价是向量宽度翻倍，读取它的每一层的权重也要翻倍。相加则没有额外代价，而且在 d 维空间中，词元信号和位置信号很少互相干扰。',
  'combined.joinHeader': '组合方式',
  'combined.shapeHeader': '输入形状',
  'combined.tokenTableHeader': '词元表',
  'combined.positionTableHeader': '位置表',
  'combined.projectionHeader': '下一层的每个投影',
  'combined.addRow': '相加（GPT）',
  'combined.learnedParameters':
    '可学习的位置表有 max_len × d = {maxLen} × {d} 个参数；正弦表没有参数。',
  'combined.sinusoidalParameters':
    '正弦表是计算出来的，不是学出来的：0 个参数，而且适用于任意长度。',
  'lessons.combined.title': '词元 + 位置：输入向量',
  'lessons.combined.place': '词元行加位置行：进入第一个模块的向量',
  'questions.combined.1.question':
    'GPT 把位置行加到词元行上，而不是把它们拼接起来。改为拼接会带来什么变化？',
  'questions.combined.1.explanation':
    '每个输入向量的长度将是 2d 而不是 d，所以读取它的每一层（第一组查询、键和值投影）都需要两倍的输入权重，如上表所示。相加则保持宽度不变：模型仍然能区分这两种信号，因为在高维空间中随机方向几乎不重叠；如果有帮助，训练也可以把它们分到不同的子空间里。',
  'questions.combined.2.question': 'GPT-2 有 1024 个可学习的位置。遇到 1025 个词元的序列会怎样？',
  'questions.combined.2.choice1': '它会把位置 1023 的行用两次',
  'questions.combined.2.choice2': '位置 1024 没有对应的行',
  'questions.combined.2.choice3': '它会绕回去使用位置 0 的行',
  'questions.combined.2.explanation':
    '可学习的表恰好有 max_len 行；位置 1024 没有对应的行，所以严格模块会报错。实际的处理流程要么截断（就像 Vizuara 的笔记本那样，保留前 max_len 个词元），要么把长文档切分成若干窗口（可能互相重叠），要么使用能扩展到任意长度的位置方案，比如正弦表，或者对查询和键进行旋转（后面的一课）。',
  'questions.combined.3.question': '在“Hello”中，两个“l”共用同一个词元行。它们的输入向量相等吗？',
  'questions.combined.3.choice1': '相等：同一个词元得到同一个向量',
  'questions.combined.3.choice2': '不相等：各自加上自己的位置行',
  'questions.combined.3.explanation':
    '它们加上的是不同的位置行（2 和 3），所以和也不同。这正是关键所在：没有位置行，不带因果掩码的注意力就无法区分“狗咬人”和“人咬狗”（仅凭因果掩码本身也会泄露一些顺序信息：参见注意力一课）。',
  'settings.cb_d': 'd_model',
  'settings.cb_len': 'max_len',
  'settings.cb_pos': '位置',
  'settings.cb_join': '组合方式',
};
