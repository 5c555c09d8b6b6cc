// Chinese (zh): the lesson pe-sinusoidal: its words, title, questions, setting labels.
export const messages = {
  'pe-sinusoidal.lead':
    '注意力比较的是向量，而不是位置：没有位置信息时，Transformer 看不出词序，只能借助因果掩码，它让每个词元只看到它之前的词元（这足以让模型推断出一些顺序，注意力一课会展示）。原始的 Transformer 在每个词元的向量上加一个固定的模式，每个位置一行。每对维度 (2i, 2i+1) 存放位置在各自频率下的正弦值和余弦值，因此每一行都不相同，而相邻的行彼此相像。',
  'pe-sinusoidal.formulaNote':
    'p 是位置（行），i 是列对的编号，d 是 d_model，论文中 base 为 10000。同一对中的两列共用一个角度；只有第一对恰好每个位置转过 1 弧度。',
  'pe-sinusoidal.summary': {
    plural: 'rows',
    other:
      '{rows} 个位置 × {cols} 个维度（共 {count} 个值），base 为 {base}。{point}单元格即可查看精确值。',
  },
  'pe-sinusoidal.xAxis': '维度 j →',
  'pe-sinusoidal.yAxis': '位置 p ↓',
  'pe-sinusoidal.xAxisRange': '维度 j →（0 到 {last}）',
  'pe-sinusoidal.yAxisRange': '位置 p ↓（0 到 {last}）',
  'pe-sinusoidal.hover': '{entry} = {formula} = {value}   （位置 {row}，维度 {col}，第 {pair} 对）',
  'pe-sinusoidal.heatmapLabel': {
    plural: 'rows',
    other:
      '正弦位置编码的热力图：{rows} 行（位置）× {cols} 列（维度），数值从 −1（蓝）到 +1（红）。',
  },
  'pe-sinusoidal.maxLenHint': '位置数（行数），{range}',
  'pe-sinusoidal.dModelHint': '嵌入宽度（列数）：{range}',
  'pe-sinusoidal.baseHint': '决定最长波长 2π·base；论文使用 10000',
  'pe-sinusoidal.dimsHint': '列号 j，用逗号分隔（最多 8 个）',
  'pe-sinusoidal.dimsMissing': {
    plural: 'n',
    other: 'd_model 为 {d} 时不存在维度 {dims}（范围 0 到 {last}）；未绘制',
  },
  'pe-sinusoidal.curvesTitle': '每个维度都是一条随位置变化的波',
  'pe-sinusoidal.curvesX': '位置 p',
  'pe-sinusoidal.curveLabel': 'PE[p, {j}]（{fn}，第 {pair} 对）',
  'pe-sinusoidal.curveRowsLabel': '表的各行，维度 {j}',
  'pe-sinusoidal.curvesSummary':
    'PE[p, j] 的折线图，维度为 {dims}，位置从 0 到 {last}；每条曲线都在 −1 与 1 之间，低维度振荡最快。',
  'pe-sinusoidal.curvesProse':
    '低维度振荡得快：维度 0 是 sin(p)，每 2π ≈ 6.28 个位置重复一次。越往高的维度对振荡得越慢，因此它们合在一起，既能区分相近的位置，也能区分相距很远的位置。',
  'pe-sinusoidal.wavelengthsTitle': '波长：从 2π 向 2π·base 增长的等比数列',
  'pe-sinusoidal.wavelengthsX': '第 i 对（维度 2i, 2i+1）',
  'pe-sinusoidal.wavelengthsY': 'λ，位置数（对数）',
  'pe-sinusoidal.pairAxis': '第 i 对',
  'pe-sinusoidal.wavelengthSeries': '波长 λᵢ',
  'pe-sinusoidal.wavelengthsSummary': {
    plural: 'n',
    '=1': '对数坐标下唯一一个维度对的波长：{first}（2π），低于 2π·base = {top}。',
    other:
      '对数坐标下 {n} 个维度对的波长：从 {first}（2π）到 {last} 的一条直线，低于 2π·base = {top}。',
  },
  'pe-sinusoidal.wavelengthsProse':
    '当 d_model 为 {d}、base 为 {base} 时，每一对的波长是前一对的 {ratio} 倍。第 0 对每 {first} 个位置重复一次；最后一对（i = {lastPair}）每 {last} 个位置重复一次。最大波长始终达不到 2π·base = {top}，因为指数 2i/d 最大只到 {exponent}，而不是 1（所以对 base 10000 常说的“2π 到 20000π”，是把上限往上凑整了）。',
  'pe-sinusoidal.attribution':
    '把波长看作等比数列，这一解读参考了 Cong Le 的笔记“Geometric Progression”（文本采用 {licence} 许可），这里用我们自己的话重新表述，图表为实时计算。',
  'pe-sinusoidal.rowTitle': '把一行完整写出来',
  'pe-sinusoidal.rowHint': '要写出的位置 p（任意 p ≥ 0；不受 max_len 限制）',
  'pe-sinusoidal.rowRegion': '完整写出的这一行',
  'pe-sinusoidal.rowEntry': '元素',
  'pe-sinusoidal.rowFormula': '代入数值的公式',
  'pe-sinusoidal.rowValue': '值',
  'pe-sinusoidal.rowPastEnd': {
    plural: 'rows',
    other: '位置 {p} 已超出上方所画的 {rows} 行，但公式照样能算出它：正弦表没有最后一行。',
  },
  'pe-sinusoidal.rowInside':
    '上方热力图的第 {p} 行，共 {d} 个值。同一对中两个元素的除数 base^(2i/d) 相同。',
  'pe-sinusoidal.maxLenBaseTitle': 'max_len 和 base 是两回事',
  'pe-sinusoidal.maxLenCallout':
    ' 是表的行数，即一次能交给模型的位置数（上下文长度，例如 BERT 为 512，GPT-2 为 1024；原始 Transformer 的论文并未规定这样的上限，只规定 d_model = 512）。它从不出现在公式中。',
  'pe-sinusoidal.baseCallout':
    '（论文中为 10000）位于公式内部，决定了波长：第 i 对每 2π·base^(2i/d) 个位置重复一次。它不是长度上限，与文本能有多长毫无关系。',
  'pe-sinusoidal.maxLenBaseCheck': {
    plural: 'rows',
    other:
      '验证一下：计算核心刚刚用 max_len {longer} 代替 {rows} 重新计算了这张表。前 {rows} 行的 {values} 个值中，有 {differing} 个不同：更长的表只是在底部多加了 {extra} 行。而把 base 加倍到 {otherBase}，则会改变其中 {changed} 个值。',
  },
  'pe-sinusoidal.rebasedAll':
    '这正是角度发生变化的全部值：除 p = 0 外的所有行，第 0 对的两列除外（无论 base 为多少，它的频率都是 1）。',
  'pe-sinusoidal.rebasedRounding': {
    plural: 'still',
    other:
      '其中有 {rule} 个值的角度发生了变化（除 p = 0 外的所有行，第 0 对的两列除外：无论 base 为多少，它的频率都是 1），但有 {still} 个值的 float32 数值保持不变：它们的变化小于 float32 能表示的精度（极小角度的余弦在两种 base 下都恰好舍入为 1）。',
  },
  'pe-sinusoidal.slipTitle': 'd_model 512 时的 PE[1, :4]：一个常见错误',
  'pe-sinusoidal.slipTableLabel': 'd_model 512 与 d_model 4 时的 PE[1, 0..3]',
  'pe-sinusoidal.slipTrue': 'd_model 512（正确值）',
  'pe-sinusoidal.slipQuoted': '常被引用的值（其实是 d_model 4）',
  'pe-sinusoidal.slipProse':
    '常有人把 PE[1, :4] = [{quoted}] 当作 d_model 512 的结果。这其实是宽度为 4 的表的数值：d = 4 时，第二对除以 10000^(2/4) = {divisor4}，得到 sin(1/100)。d = 512 时，第二对除以 10000^(2/512) = {divisor512}，所以 PE[1, 2] = sin({angle}) = {pe2}，PE[1, 3] = cos({angle}) = {pe3}。在宽表中，前几对转动得都几乎和第 0 对一样快；慢的维度对在最末端。（出于同样的原因，“PE(1, 2) ≈ sin(1/10000)”也是错的：只有最后一对才接近 1/10000。）',
  'lessons.pe-sinusoidal.title': '正弦位置编码',
  'lessons.pe-sinusoidal.place': '位置：一张固定的正弦、余弦表，加到词元的行上',
  'questions.pe-sinusoidal.1.question':
    '在公式 sin(p / 10000^(2i/d)) 中，10000 是模型能读取的最长文本吗？',
  'questions.pe-sinusoidal.1.choice1': '是：10000 就是 max_len，即行数',
  'questions.pe-sinusoidal.1.choice2': '不是：它是决定波长的 base',
  'questions.pe-sinusoidal.1.choice3': '不是：它是 d_model，即每行的宽度',
  'questions.pe-sinusoidal.1.explanation':
    'base 只决定波长的分布（从 2π 到接近 2π·10000）。最长的输入是 max_len，即行数；它在公式中根本不出现。',
  'questions.pe-sinusoidal.2.question': '你把 max_len 从 64 提高到 128。第 0 到 63 行会怎样？',
  'questions.pe-sinusoidal.2.choice1': '不变：值完全相同，下方新增 64 行',
  'questions.pe-sinusoidal.2.choice2': '它们会被重新缩放，以适应更长的表',
  'questions.pe-sinusoidal.2.choice3': '它们会下移，为新行腾出位置',
  'questions.pe-sinusoidal.2.explanation':
    '每一行只取决于 p、i、d 和 base。改变 max_len 只是向同一个公式要更多（或更少）的行；本面板在上方逐个值验证了这一点。',
  'questions.pe-sinusoidal.3.question': 'd_model = 512（base 10000）时，PE[1, 2] 是多少？',
  'questions.pe-sinusoidal.3.choice1': 'sin(1/100) ≈ 0.0100',
  'questions.pe-sinusoidal.3.choice2': 'sin(0.9647) ≈ 0.8219',
  'questions.pe-sinusoidal.3.choice3': 'sin(1/10000) ≈ 0.0001',
  'questions.pe-sinusoidal.3.explanation':
    'PE[1, 2] = sin(1 / 10000^(2/512)) = sin(0.9647) ≈ 0.8219。0.0100 这个值属于宽度只有 4 的表。',
  'questions.pe-sinusoidal.4.question': '正弦表是在训练中学习得到的吗？',
  'questions.pe-sinusoidal.4.choice1': '是：它像词元嵌入一样被训练',
  'questions.pe-sinusoidal.4.choice2': '不是：它由公式一次性算出',
  'questions.pe-sinusoidal.4.explanation':
    '它是位置的固定函数：每次运行都一样，所有 d_model 和 base 相同的模型也都一样。各种框架把它存为不可训练的缓冲区（buffer），或者在需要时即时计算。',
  'questions.pe-sinusoidal.5.question': '为什么维度 2i 和 2i+1 使用相同的频率？',
  'questions.pe-sinusoidal.5.explanation':
    '同一角度的 sin 和 cos 合起来构成圆上的一个点。移动 k 个位置，无论从哪里出发，这个点都转过同样的角度 k·ωᵢ，正是这一点让注意力能够读出相对距离（下一课）。',
  'settings.pe_len': 'max_len',
  'settings.pe_d': 'd_model',
  'settings.pe_base': 'base',
  'settings.pe_dims': '要绘制的维度',
  'settings.pe_row': '位置 p',
};
