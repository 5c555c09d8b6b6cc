// Chinese (zh): the lesson heads: its words, title, questions, setting labels.
export const messages = {
  'heads.lead':
    '一个注意力头寻找一种关系。Transformer 会并排运行多个注意力头。每个头都读取完整的词元向量，即全部 d_model 个数，并把它投影成自己的、更窄的查询、键和值（宽度各为 d_model / 头数）；然后把它们的结果拼接起来。训练实验室中的模型 TinyGPT 在每个模块中做的正是这件事。',
  'heads.howHeadsSplit':
    'q、k 和 v 来自同一个矩阵 W_qkv，作用于归一化后的词元向量。第 h 个头从每个中取出第 h·d_head 到 (h+1)·d_head − 1 列这一连续切片，计算自己的权重，以及对自己的值行的加权平均，并把结果写入输出的相同列中。随后输出投影 W_o 把各列混合起来，使每个头的发现都能到达每个维度，结果再加到 x 上（即残差流，见“Transformer 模块”一课）。M 是因果掩码。',
  'heads.modelNote':
    '这里的模型采用训练实验室中设置的结构（层数、头数、d_model、位置编码、归一化），权重则由随机种子随机生成，就像训练之前一样。在实验室中训练一个 TinyGPT，它的注意力头就会显示在随机的那些下方：训练后的头常常各有分工，有的看前一个字节，有的看词的开头。',
  'heads.modelNoteAway':
    '这里的模型采用 TinyGPT 的结构（层数、头数、d_model、位置编码、归一化），权重则由随机种子随机生成，就像训练之前一样。训练后的头常常各有分工，有的看前一个字节，有的看词的开头。',
  'heads.textHint': '每个字节是一个词元；使用前 64 个（如果实验室的序列长度更短，则更少）',
  'heads.layerHint': '哪个 Transformer 模块',
  'heads.headHint': '在下方展开的注意力头',
  'heads.tooFewBlocks': {
    plural: 'n',
    other: '训练实验室的 TinyGPT 有 {n} 个模块：请选择 1 到 {n}。',
  },
  'heads.tooFewHeads': {
    plural: 'n',
    other: '这个模型有 {n} 个注意力头：请选择 1 到 {n} 号头。',
  },
  'heads.stripLabel': '文本的词元（字节）',
  'heads.summary': {
    plural: 'tokens',
    other: '随机 TinyGPT（{shape}，随机种子 {seed}），模块 {layer}，{tokens} 个词元。',
  },
  'heads.summaryCut':
    '随机 TinyGPT（{shape}，随机种子 {seed}），模块 {layer}，{tokens} 个词元（{total} 字节中的前 {tokens} 个）。',
  'heads.summaryTrained': {
    plural: 'tokens',
    other:
      '随机 TinyGPT（{shape}，随机种子 {seed}），模块 {layer}，{tokens} 个词元；下方是训练后的模型（{trainedShape}）。',
  },
  'heads.summaryCutTrained':
    '随机 TinyGPT（{shape}，随机种子 {seed}），模块 {layer}，{tokens} 个词元（{total} 字节中的前 {tokens} 个）；下方是训练后的模型（{trainedShape}）。',
  'heads.headsTitle': '各个注意力头的权重并排显示（随机权重）',
  'heads.trainedTitle': '训练后的同一组注意力头',
  'heads.token': '{i} ‘{byte}’',
  'heads.keyAxis': '键 j →',
  'heads.queryAxis': '查询 i ↓',
  'heads.head': '头 {head}',
  'heads.headHover': '头 {head}：查询 {query} 对键 {key}：{weight}',
  'heads.headHoverMasked': '头 {head}：查询 {query} 对键 {key}：0（未来，被掩码）',
  'heads.headLabelRandom':
    '模块 {layer} 的头 {head}（随机权重）：{tokens} × {tokens} 的注意力权重，每行总和为 1，对角线上方为 0。',
  'heads.headLabelTrained':
    '模块 {layer} 的头 {head}（训练后的权重）：{tokens} × {tokens} 的注意力权重，每行总和为 1，对角线上方为 0。',
  'heads.oneToken': '只有一个词元：每个头都给它权重 1。',
  'heads.mostlyItself': '主要看自身：平均占每行的 {share}。',
  'heads.mostlyPrevious': '主要看前一个字节：平均占每行的 {share}。',
  'heads.mostlyFirst': '主要看第一个字节：平均占每行的 {share}。',
  'heads.leansItself': '偏向自身：平均占每行的 {share}，而如果每个可见字节权重相同则为 {uniform}。',
  'heads.leansPrevious':
    '偏向前一个字节：平均占每行的 {share}，而如果每个可见字节权重相同则为 {uniform}。',
  'heads.leansFirst':
    '偏向第一个字节：平均占每行的 {share}，而如果每个可见字节权重相同则为 {uniform}。',
  'heads.spread':
    '分散：自身、前一个字节或第一个字节都不超过一行的 {share}（均匀分布时为 {uniform}）。',
  'heads.openedTitle': '展开一个注意力头：输出是权重乘以 V',
  'heads.weightsTitle': '权重（T × T）',
  'heads.weightsHeading': '头 {head}：权重（{tokens} × {tokens}）',
  'heads.weightHover': '{query} 对 {key} 的权重 = {weight}',
  'heads.weightsIdle': '每行总和为 1。',
  'heads.weightsLabel': '头 {head} 的权重，{tokens} × {tokens}。',
  'heads.dimensionAxis': '维度 →',
  'heads.tokenAxis': '词元 ↓',
  'heads.valuesTitle': '这个头的 V（T × d_head）',
  'heads.valuesHeading': '头 {head} 的 V（{tokens} × {headDim}）',
  'heads.valueHover': '{token} 的值，维度 {c}：{value}',
  'heads.valuesIdle': '每一行：该词元传递的内容。',
  'heads.valuesLabel': {
    plural: 'tokens',
    other: '头 {head} 的值行：{tokens} 个词元 × {headDim} 个维度，从 {lo}（蓝）到 {hi}（红）。',
  },
  'heads.outputTitle': '输出 = 权重 · V',
  'heads.outputHover': '{token} 的输出，维度 {c}：{value}',
  'heads.outputIdle': '第 i 行：各值行的加权平均。',
  'heads.outputLabel': '头 {head} 的输出：{tokens} × {headDim}，即权重乘以 V。',
  'heads.joinedTitle': '拼接与输出投影',
  'heads.concatTitle': '所有头并排（T × d_model）',
  'heads.concatHeading': {
    plural: 'heads',
    '=1': '唯一的一个头，旁边没有别的头（{tokens} × {dModel}）',
    other: '所有头的输出并排（共 {heads} 个头，{tokens} × {dModel}）',
  },
  'heads.concatAxis': '列 →（头 1 | 头 2 | …）',
  'heads.concatHover': '{token}，第 {c} 列（头 {head}）：{value}',
  'heads.concatIdle': '第 h 个头填充第 h·d_head 到 (h+1)·d_head − 1 列。',
  'heads.concatLabel': {
    plural: 'heads',
    '=1': '唯一一个头的输出（没有可拼接的）：{tokens} × {dModel}。',
    other: '拼接后的输出（共 {heads} 个头）：{tokens} × {dModel}。',
  },
  'heads.projectedTitle': '经过 W_o 之后：加到 x 上的内容',
  'heads.columnAxis': '列 →',
  'heads.projectedHover': '{token}，第 {c} 列：{value}',
  'heads.projectedIdle': '现在每一列都混合了所有头。',
  'heads.projectedLabel': '输出投影：{tokens} × {dModel}，加到残差流上。',
  'heads.costTitle': '一个注意力层的代价',
  'heads.costCaption': '模块 {layer}/{layers}，{tokens}，d_model {dModel}，{heads}',
  'heads.costTokens': {
    plural: 'n',
    other: '{n} 个词元',
  },
  'heads.costHeads': {
    plural: 'n',
    other: '{n} 个头，每个宽 {headDim}',
  },
  'heads.costParameters': '参数（W_qkv、b_qkv、W_o、b_o）',
  'heads.costProjections': '乘加次数：投影 q、k、v、W_o',
  'heads.costAttention': '乘加次数：分数与权重 · V（可见的键）',
  'heads.costError': '最大 |权重 · V − 显示的输出|',
  'heads.exactlyZero': '0（恰好为 0）',
  'lessons.heads.title': '多头注意力，一直到输出',
  'lessons.heads.place': '多头注意力，位于每个模块内部，以及通向输出的路径',
  'questions.heads.1.question':
    'd_model 为 64，有 4 个头。一个头读取每个词元的多少个数？它由此生成的查询、键和值各有多宽？',
  'questions.heads.1.choice1': '全部 64 个；它的查询、键和值各有 16 个数',
  'questions.heads.1.choice2': '16 个：词元向量中属于它的那四分之一',
  'questions.heads.1.choice3': '4 个：每个头一个数',
  'questions.heads.1.choice4': '全部 64 个；它的查询、键和值各有 64 个数',
  'questions.heads.1.explanation':
    '一个头在 W_qkv 中所占的部分是 q、k、v 各 16 列：各为一个 64 × 16 的矩阵，因此词元的 64 个数中的每一个都会影响这个头 16 维的查询、键和值中的每一个数。被切成 d_model / n_head = 16 列宽切片的是投影的输出，而不是词元向量；4 个头的切片合起来构成 q、k 和 v 的 64 列。',
  'questions.heads.2.question': '一个头的输出的第 i 行是……',
  'questions.heads.2.choice1': '词元 i 自己的查询向量，原样输出',
  'questions.heads.2.choice2': '按权重第 i 行对值行的加权平均',
  'questions.heads.2.choice3': 'i 之前所有词元中逐列取的最大值',
  'questions.heads.2.choice4': '所有键向量按位置顺序相加的总和',
  'questions.heads.2.explanation':
    '输出 = 权重 · V：第 i 行用该行的权重混合词元 0..i 的值行，这些权重为正且总和为 1。',
  'questions.heads.3.question': '在 d_model 不变的情况下，从 4 个头改为 8 个头，一层的参数量会……',
  'questions.heads.3.choice1': '变为两倍',
  'questions.heads.3.choice2': '减半',
  'questions.heads.3.choice3': '不变',
  'questions.heads.3.choice4': '变为四倍',
  'questions.heads.3.explanation':
    '无论有多少个头，W_qkv 都是 d × 3d，W_o 都是 d × d：更多的头只是把同样的列切成更窄的切片。',
  'questions.heads.4.question': '为什么在拼接之后还有一个输出投影 W_o？',
  'questions.heads.4.explanation':
    '拼接只是把每个头的结果放进它自己的列中。W_o 把它们混合起来，使一个头的发现能到达残差流的每一列，并把结果变回 d_model 列，以便加到 x 上。',
  'settings.hd_layer': '模块',
  'settings.hd_head': '要展开的头',
};
