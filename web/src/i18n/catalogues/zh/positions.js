// Chinese (zh): the lesson positions: its words, title, questions, setting labels.
export const messages = {
  'positions.lead':
    '把词元编号为 token_0、token_1、…、token_N。一个词元的绝对位置就是它自己的索引。词元 i 相对于词元 j 的相对位置是差值 i − j：一个在另一个之前（或之后）多远。语义通常关心的是后者（“紧挨在前面的那个词”），但模型拿到的是一个序列，所以必须有某种机制把索引变成它能使用的数字。',
  'positions.textLabel': '文本',
  'positions.textHint': '这里按空格切分成词；分词器一课会展示真正的词元',
  'positions.pickNote':
    '点击一个词，把它设为词元 i（实线框）；按住 Shift 键点击，或使用输入框，设定词元 j（虚线框）。',
  'positions.tokensLabel': '文本的词元',
  'positions.tokenPosition': '，位置',
  'positions.roleI': '，词元 i',
  'positions.roleJ': '，词元 j',
  'positions.roleBoth': '，词元 i，词元 j',
  'positions.iHint': '发出询问的词元（查询）',
  'positions.jHint': '它所关注的词元（键）',
  'positions.noWords': '请输入一些文本：现在没有可选的词',
  'positions.iOutside': {
    plural: 'n',
    other: '词元 i 必须在 0 到 {last} 之间：文本共有 {n} 个词（输入的是 {i}）',
  },
  'positions.jOutside': {
    plural: 'n',
    other: '词元 j 必须在 0 到 {last} 之间：文本共有 {n} 个词（输入的是 {j}）',
  },
  'positions.iMoved': {
    plural: 'n',
    other: '词元 i 已移到最后一个词 {last}：文本现在共有 {n} 个词',
  },
  'positions.jMoved': {
    plural: 'n',
    other: '词元 j 已移到最后一个词 {last}：文本现在共有 {n} 个词',
  },
  'positions.moreLessons':
    '其他几课中有更多内容：{sinusoidal}（绝对位置的行）、{relative}（点积取决于 i − j）和 {rope}（让分数只取决于 i − j 的旋转）。',
  'positions.sinusoidalLink': '正弦表',
  'positions.relativeLink': '正弦中的相对位置',
  'positions.ropeLink': 'RoPE',
  'positions.jBefore':
    '绝对：“{wordI}”是 token_{i}，“{wordJ}”是 token_{j}。相对：i − j = {i} − {j} = {offset}（“{wordJ}”在“{wordI}”之前 {distance} 个位置）。',
  'positions.jAfter':
    '绝对：“{wordI}”是 token_{i}，“{wordJ}”是 token_{j}。相对：i − j = {i} − {j} = {offset}（“{wordJ}”在“{wordI}”之后 {distance} 个位置）。',
  'positions.sameToken':
    '绝对：“{wordI}”是 token_{i}，“{wordJ}”是 token_{j}。相对：i − j = {i} − {j} = {offset}（同一个词元）。',
  'positions.sinusoidalTitle': '正弦与余弦表：输入的是绝对位置，点积中体现相对位置',
  'positions.sinusoidalPrimer': '正弦表给每个位置一行固定的、取多种波长的正弦和余弦值',
  'positions.sinusoidalRows':
    '{primer}。每个词元得到属于自己的一行 {d} 个数（d_model {d}）；它们的前四个是 PE[{i}, :4] = ({rowI}) 和 PE[{j}, :4] = ({rowJ})。这些行标明的是绝对位置。',
  'positions.sinusoidalDot':
    '但 PE({i})·PE({j}) = {pair}，而 PE(0)·PE({distance}) = {fromZero}：两者相同，因为只有距离 {distance} 起作用（d_model {d}）。i − j 的符号在点积中丢失了；它保留在这些行本身之中。',
  'positions.ropeTitle': '旋转：分数本身只取决于 i − j',
  'positions.ropePrimer':
    'RoPE（旋转位置编码）不往行上加任何东西：它在注意力内部把每个查询 q 和键 k 旋转一个由其位置决定的角度',
  'positions.ropeScores':
    '{primer}。取随机的 q 和 k（宽度 {d}，随机种子 {seed}），把 q 按它的位置旋转、k 按它的位置旋转，得到的分数是 {scores}：只要两个词元保持相距 {offset}，把它们一起沿文本移动，结果都不变。',
  'positions.ropeScore': '在 ({i}, {j}) 处为 {score}',
  'lessons.positions.title': '绝对位置与相对位置',
  'lessons.positions.place': '位置：模型如何判断每个词元所处的位置',
  'questions.positions.1.question':
    '在“token_0, token_1, …, token_N”中，token_N 的绝对位置是什么？',
  'questions.positions.1.choice1': 'N',
  'questions.positions.1.choice2': 'N 减去查询词元的位置',
  'questions.positions.1.explanation':
    '绝对位置是词元在序列中自己的索引。“N 减去查询词元的位置”是相对位置。',
  'questions.positions.2.question': '词元 i = 9 关注词元 j = 4。相对位置是多少？',
  'questions.positions.2.choice1': '13',
  'questions.positions.2.choice2': '5',
  'questions.positions.2.choice3': '−5',
  'questions.positions.2.explanation':
    'i − j = 9 − 4 = 5：键位于查询之前 5 个词元处（如果从键的一侧来算则为 −5）。',
  'questions.positions.3.question': '把上面的正弦余弦表加到输入上，模型直接得到的是什么？',
  'questions.positions.3.choice1': '只有绝对位置',
  'questions.positions.3.choice2': '只有相对位置',
  'questions.positions.3.explanation':
    '每个词元得到它自己索引对应的那一行。相对信息只是隐含的：各行的点积取决于 i − j，所以注意力可以学会读出它。',
  'settings.posn_i': '词元 i（查询）',
  'settings.posn_j': '词元 j（键）',
  'positions.texAbsolute': '绝对位置：',
  'positions.texRelative': '相对位置：',
};
