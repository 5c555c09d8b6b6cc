// Chinese (zh): the lesson position-experiment: its words, title, questions, setting labels.
export const messages = {
  'position-experiment.lead':
    '取一个词元，把它依次放在位置 0, 1, 2, … N−1。它的词元行每次都相同，所以得到的各个向量之间的任何差异都来自位置行。两两比较，就能看出位置表对距离说明了什么。',
  'position-experiment.tokenHint': '字节 ID，{range}（97 是“a”）',
  'position-experiment.tokenName': '词元 {id} = ‘{label}’',
  'position-experiment.nHint': '位置个数，{range}（笔记本中为 20）',
  'position-experiment.dHint': '向量宽度，{range}（正弦编码须为偶数）',
  'position-experiment.learnedRandom': '可学习（随机初始化）',
  'position-experiment.sinusoidal': '正弦',
  'position-experiment.fullRange': '−1 到 1',
  'position-experiment.fitRange': '按数值范围缩放（可见淡淡的条带）',
  'position-experiment.heatmapTitle': 'cos(词元 + P[i], 词元 + P[j])',
  'position-experiment.xAxis': '位置 j →',
  'position-experiment.yAxis': '位置 i ↓',
  'position-experiment.hover': '位置 {i} 与 {j}（距离 {distance}）：cos = {value}',
  'position-experiment.heatmapLabelLearned':
    '词元 {token} 放在位置 0 到 {last} 时的余弦相似度，使用可学习的位置嵌入，{n} × {n}，从 −1（蓝）到 +1（红）。',
  'position-experiment.heatmapLabelSinusoidal':
    '词元 {token} 放在位置 0 到 {last} 时的余弦相似度，使用正弦位置编码，{n} × {n}，从 −1（蓝）到 +1（红）。',
  'position-experiment.heatmapLabelLearnedFit':
    '词元 {token} 放在位置 0 到 {last} 时的余弦相似度，使用可学习的位置嵌入，{n} × {n}，颜色从 {lo}（深紫）到 {hi}（黄）。',
  'position-experiment.heatmapLabelSinusoidalFit':
    '词元 {token} 放在位置 0 到 {last} 时的余弦相似度，使用正弦位置编码，{n} × {n}，颜色从 {lo}（深紫）到 {hi}（黄）。',
  'position-experiment.summaryLearned':
    '{n} × {n}，可学习的位置嵌入，d = {d}。{point}单元格即可查看数值。',
  'position-experiment.summarySinusoidal':
    '{n} × {n}，正弦位置编码，d = {d}。{point}单元格即可查看数值。',
  'position-experiment.byDistanceTitle': '按距离的平均相似度',
  'position-experiment.byDistanceData': '按距离的平均相似度',
  'position-experiment.distanceAxis': '距离 |i − j|',
  'position-experiment.meanAxis': '平均余弦',
  'position-experiment.distanceRow': '距离 {k}',
  'position-experiment.statsLearned':
    '可学习：距离 1 处的平均相似度 = {near}，距离 {far} 处 = {atFar}，距离 {last} 处 = {atLast}。',
  'position-experiment.statsSinusoidal':
    '正弦：距离 1 处的平均相似度 = {near}，距离 {far} 处 = {atFar}，距离 {last} 处 = {atLast}。',
  'position-experiment.byDistanceLabel':
    '平均相似度随距离的变化。可学习：从距离 1 处的 {first} 到 {last}。',
  'position-experiment.byDistanceLabelBoth':
    '平均相似度随距离的变化。可学习：从距离 1 处的 {first} 到 {last}。正弦：从 {sinFirst} 到 {sinLast}。',
  'position-experiment.closing':
    '对于训练前的可学习位置表，所有非对角线单元格的值都差不多：位置 1 和 2 并不比 1 和 19 更相似，所以表中没有任何信息表明相邻的位置彼此靠近。切换到正弦编码，沿对角线就会出现一条带：此时相似度只取决于距离，相邻位置最高，距离越远越低。在 −1 到 1 的色标上这条带很淡，因为词元自身的向量在每一行都相同，使所有余弦值都接近 1：选择“按数值范围缩放”即可看清。可学习的位置表只有通过训练才能获得这样的结构。',
  'lessons.position-experiment.title': '实验：把一个词元放在每个位置上',
  'lessons.position-experiment.place': '位置：把一个词元依次放在每个位置上',
  'questions.position-experiment.1.question':
    '使用随机的可学习位置嵌入时，位置 3 与位置 4 的相似度是否高于与位置 15 的相似度？',
  'questions.position-experiment.1.choice1': '是，相邻的位置更接近',
  'questions.position-experiment.1.choice2': '否，差不多',
  'questions.position-experiment.1.explanation':
    '随机表的每一行都是独立抽取的，所以这张表对顺序一无所知：任意两个不同的位置只共享词元部分，相似度都落在同一个值附近，这里约为 0.5。任何“邻近”的概念都必须从数据中学习。',
  'questions.position-experiment.2.question': '在任何训练之前，哪张表显示出更多结构？',
  'questions.position-experiment.2.choice1': '可学习（随机初始化）',
  'questions.position-experiment.2.choice2': '正弦',
  'questions.position-experiment.2.explanation':
    '正弦表由平滑的波构成：第 p 行与第 q 行的点积是若干 cos(ω·(p − q)) 项之和，只是距离的函数。因此会出现与对角线平行的条带，并随距离增大（带着波动）逐渐衰减。',
  'questions.position-experiment.3.question':
    '使用随机的可学习位置行时，为什么两个不同位置的相似度约为 0.5？',
  'questions.position-experiment.3.explanation':
    '两个向量都是 t + pᵢ，其中词元行 t 相同；随机部分几乎不重叠。因此点积约为 |t|²，而每个向量长度的平方约为 |t|² + |p|² = 2d。余弦约为 d / 2d = ½。',
  'settings.px_token': '词元 ID',
  'settings.px_n': '位置数 N',
  'settings.px_d': 'd_model',
  'settings.px_scale': '颜色范围',
  'settings.px_pos': '位置',
  'position-experiment.texForRandom': '当 {P} 随机时',
};
