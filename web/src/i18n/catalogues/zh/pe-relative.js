// Chinese (zh): the lesson pe-relative: its words, title, questions, setting labels.
export const messages = {
  'pe-relative.lead':
    '正弦表存储的是绝对位置：第 p 行属于位置 p。然而比较两行时，结果只取决于它们相距多远。每一对 (2i, 2i+1) 都是一个以自己的速度 ωᵢ 绕圆旋转的点，所以两行的点积就是它们之间各个夹角的余弦之和：',
  'pe-relative.dotTitle': '点积 PE(p)·PE(p + k) 随 k 的变化',
  'pe-relative.dotAxis': '点积',
  'pe-relative.cosineTitle': '余弦相似度随 k 的变化',
  'pe-relative.cosineAxis': '余弦',
  'pe-relative.offsetAxis': '偏移 k',
  'pe-relative.fromP': '从 p = {p} 起',
  'pe-relative.fromZero': '从 p = 0 起',
  'pe-relative.dotSummary':
    '折线图：k 从 0 到 {k} 时 PE({p}) 与 PE({p} + k) 的点积；起点为 {start}，从 p = 0 起的曲线与之完全重合。',
  'pe-relative.cosineSummary':
    '折线图：PE({p}) 与 PE({p} + k) 的余弦相似度，k = 0 时为 1，与从 p = 0 起的曲线完全相同。',
  'pe-relative.similarityText':
    'k = 0 时点积为 {start} = d/2（每一对都是单位向量）。k = {k} 时，从 p = {p} 起为 {fromP}，从 p = 0 起为 {fromZero}。在所有 k 上两条曲线的最大差值：{gap}（仅为舍入误差）。',
  'pe-relative.similarityPairs':
    '相近的位置最相似，随着 k 增大，相似度带着波动逐渐下降：转得快的对最先失去相关性，而转得慢的对仍保持相关。',
  'pe-relative.similarityOnePair':
    'd = 2 时只有一对，每个位置转过一弧度，所以曲线恰好是 cos(k)：它每 2π ≈ 6.28 个位置在 1 与 −1 之间摆动一次，永远不会真正下降，相距 6 或 19 的位置几乎一样相似。更宽的表加入转得更慢的对，打破了这种重复。',
  'pe-relative.pHint': '起始位置（{range}）',
  'pe-relative.kHint': '向后看多远：k 从 0 到此值',
  'pe-relative.dHint': '嵌入宽度：{range}',
  'pe-relative.baseHint': '波长常数；论文中为 10000',
  'pe-relative.rotationTitle': '移动 k 个位置，会让每一对转过角度 k·ωᵢ',
  'pe-relative.rotationProse':
    '把这一对 (PE[p, 2i], PE[p, 2i+1]) = (sin pωᵢ, cos pωᵢ) 画成单位圆上的一个点（x = cos，y = sin）。从 p 移到 p + k，角度增加 k·ωᵢ。这个转动与 p 无关，所以同一个固定矩阵能把每个 PE(p) 映射到 PE(p + k)：这是一个注意力权重可以学会利用的线性映射。',
  'pe-relative.pairHint': '要画哪一对 (2i, 2i+1)；第 0 对转得最快',
  'pe-relative.shiftHint': '要转过的偏移 k（p + k 必须 ≥ 0）',
  'pe-relative.pairTooLarge':
    '对的序号 i 必须在 0 到 d_model/2 − 1 = {last} 之间（输入的是 {pair}）',
  'pe-relative.matrixRow': '第 {n} 行',
  'pe-relative.matrixColumn': '第 {n} 列',
  'pe-relative.circleLabel':
    '第 {pair} 对的单位圆：PE({p}) 位于角度 {start} 弧度，PE({q}) 转过了 k·ω = {angle} 弧度。',
  'pe-relative.rotationText':
    'ω_{pair} = base^(−{twoI}/d) = {omega} 弧度/位置，所以 k = {k} 使这一对转过 {angle} 弧度（{degrees}°）。矩阵乘以 PE({p}) 得到 ({x}, {y})，与用公式算出的 PE({q}) 相同。改变 p：矩阵保持不变。',
  'lessons.pe-relative.title': '藏在正弦里的相对位置',
  'lessons.pe-relative.place': '位置：正弦表揭示了两个词元之间距离的哪些信息',
  'questions.pe-relative.1.question': 'PE(3)·PE(8) 是否等于 PE(103)·PE(108)？',
  'questions.pe-relative.1.choice1': '是：两对都相距 5',
  'questions.pe-relative.1.choice2': '否：位置越靠后，乘积越大',
  'questions.pe-relative.1.explanation': '两种情况下点积都是 Σ cos(5·ωᵢ)；p 被消掉了。',
  'questions.pe-relative.2.question': '为什么余弦曲线等于点积曲线除以 d/2？',
  'questions.pe-relative.2.explanation':
    '每一行正弦编码的长度都相同：每一对贡献 sin² + cos² = 1，所以对每个 p 都有 |PE(p)|² = d/2。',
  'questions.pe-relative.3.question': '点积能否区分“往前 5 个位置”和“往后 5 个位置”？',
  'questions.pe-relative.3.choice1': '能：k 取正还是取负，会改变求和里每一项的结果',
  'questions.pe-relative.3.choice2': '不能：cos 是偶函数，k 与 −k 的值相同',
  'questions.pe-relative.3.explanation':
    'Σ cos(kωᵢ) 关于 k 对称。方向信息仍然存在于向量中（旋转 +kω 与旋转 −kω 不同），学到的注意力权重可以利用它，但单纯的点积做不到。',
  'questions.pe-relative.4.question': '人们常说正弦编码“内置”了相对位置信息。究竟内置了什么？',
  'questions.pe-relative.4.explanation':
    '这里展示了两个事实：两个位置的相似度只取决于它们的距离；一个固定的线性映射（旋转）对每个 p 都把 PE(p) 变为 PE(p + k)。没有什么强迫模型去利用它们；模型必须自己学会。',
  'settings.rel_p': 'p',
  'settings.rel_k': '最大 k',
  'settings.rel_d': 'd_model',
  'settings.rel_base': 'base',
  'settings.rel_pair': '维度对 i',
  'settings.rel_shift': 'k（转动）',
};
