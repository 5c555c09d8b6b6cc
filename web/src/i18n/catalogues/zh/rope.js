// Chinese (zh): the lesson rope: its words, title, questions, setting labels.
export const messages = {
  'rope.lead':
    'RoPE（旋转位置编码）不往词元向量上加任何东西。它在注意力内部取出每个查询和键，切成若干对 (2i, 2i+1)，并把第 i 对旋转角度 m·ωᵢ，其中 m 是词元的位置，ωᵢ = base^(−2i/d)，与正弦表中相同。可以想象 d/2 个时钟，指针以不同的速度转动：快的时钟区分相邻的词元，慢的时钟区分相距很远的词元。',
  'rope.posHint': '词元的位置（{range}）',
  'rope.dHint': '每个头中查询/键的宽度：{range}',
  'rope.baseHint': '让除第一对以外的每一对都转得更慢；论文中取 10000',
  'rope.clocksTitle': '每个频率一个时钟',
  'rope.play': '▶ 播放（每步 m + 1）',
  'rope.pause': '⏸ 暂停',
  'rope.playNote': '每次把位置加一；按下之前什么都不会动。',
  'rope.clocksIdle': '{point}任一时钟，即可读出它所对应维度对的角度和指针。',
  'rope.clockReadout':
    '第 {i} 对：ω = {base}^(−{twoI}/{d}) = {omega} 弧度/位置。在 m = {m} 处，指针已转过 m·ω = {angle} 弧度 = {turns} 圈，指向 (cos, sin) = ({cos}, {sin})。',
  'rope.clocksLabel': {
    plural: 'count',
    other:
      '{count} 个时钟，每个 RoPE 维度对一个，位于位置 {position}：{hands}。用左右方向键可逐对读取。',
  },
  'rope.clockHand': '第 {i} 对：{degrees}°',
  'rope.clockRow': '第 {i} 对',
  'rope.clocksNote':
    '在位置 m = {m} 处，第 i 对旋转 m·ωᵢ，其中 ωᵢ = base^(−2i/d)。第 0 对每个位置转 1 弧度（每 6.28 个位置转一整圈）；第 {last} 对每个位置转 {speed} 弧度。点线标出角度 0（位置 0）。',
  'rope.scoreTitle': '注意力分数 q_m · k_n 随偏移 m − n 的变化',
  'rope.offsetAxis': '偏移 m − n',
  'rope.scoreAxis': '分数',
  'rope.noRotation': '不旋转：q·k',
  'rope.offsetHint': '要绘制的偏移：从 0 到此值',
  'rope.scoreSummary':
    'RoPE 分数随偏移 m − n（从 0 到 {offset}）变化的折线图，查询位于 m = {ms}：四条曲线彼此重合。',
  'rope.scoreSetup': 'q 和 k 是宽度为 {d} 的随机向量（随机种子 {seed}）。键位于 n = m − 偏移。',
  'rope.scoreFirstRaised':
    '第一条曲线用的是 m = {first}，而不是你设的 {m}：偏移最大为 {offset} 时，更小的 m 会让键落在位置 0 之前。',
  'rope.scoreFirstYours':
    '第一条曲线就是你设的位置 m = {m}；其余几条分别在其后 37、500 和 5000 个位置。',
  'rope.scoreAtOffset':
    '偏移为 {offset} 时：m = {m1} 得 {score1}；m = {m2} 得 {score2}；m = {m3} 得 {score3}；m = {m4} 得 {score4}。',
  'rope.scoreGap':
    '任意两条曲线之间的最大差值：{spread}（浮点舍入误差）。偏移为 0 时旋转相互抵消，分数就是普通的 q·k = {plain}。',
  'rope.whyProse':
    '曲线为何重合：先旋转 mω，再接上旋转 nω 的转置，结果等于旋转 (n − m)ω。因此分数只看得到两个位置之差。对比一下加在输入上的正弦表：那里模型得到的是绝对位置，必须自己学会从中提取相对位置。',
  'lessons.rope.title': 'RoPE：把位置变成旋转',
  'lessons.rope.place': '位置：在每个注意力头内部旋转查询和键',
  'questions.rope.1.question': 'RoPE 像正弦表一样，把一个向量加到词元嵌入上。对吗？',
  'questions.rope.1.choice1': '对：和正弦编码一样，每个嵌入都加上一个位置向量',
  'questions.rope.1.choice2': '不对：它在注意力内部旋转 q 和 k',
  'questions.rope.1.explanation':
    '嵌入上什么都没有加。在每个注意力层中，每个查询和键都逐对旋转一个与其位置成正比的角度；值不旋转。',
  'questions.rope.2.question':
    '位置 10 的 q 和位置 7 的 k 得到分数 s。q 在 110、k 在 107 时分数是多少？',
  'questions.rope.2.choice1': 's',
  'questions.rope.2.choice2': 's + 100',
  'questions.rope.2.choice3': '取决于 base',
  'questions.rope.2.explanation':
    '两种情况都相距 3；旋转 110ω 和 107ω 在两者之间留下 3ω 的净旋转，与 10ω 和 7ω 完全一样。',
  'questions.rope.3.question': '增大 base 会怎样？',
  'questions.rope.3.explanation':
    '除第一对外，所有维度对都转得更慢，所以慢时钟要更久才转完一圈：分数随距离的变化更平缓，远处的位置在更远的范围内仍然可以区分。长上下文模型正是因此而增大 base。',
  'questions.rope.4.question': '哪些模型家族使用 RoPE？',
  'questions.rope.4.explanation':
    'GPT-NeoX、PaLM、LLaMA、Mistral、Qwen 以及大多数近期的开源模型。BERT 和 GPT-2 使用可学习的位置表；最初的 Transformer 使用正弦函数。',
  'settings.rope_pos': '位置 m',
  'settings.rope_d': '头宽度 d',
  'settings.rope_base': 'base',
  'settings.rope_offset': '最大 m − n',
};
