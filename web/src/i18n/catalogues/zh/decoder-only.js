// Chinese (zh): the lesson decoder-only: its words, title, questions, setting labels.
export const messages = {
  'decoder-only.lead':
    'GPT 只在一个任务上训练：给定到目前为止的文本，预测下一个词元。它写作时生成一个词元、接到末尾、再接着预测，所以在每一步，未来根本还不存在。训练必须符合这种情形，{attention}中的因果掩码就是为此而设：词元 t 可以关注词元 0..t，但永远不能关注 t+1 及之后的词元。',
  'decoder-only.attentionLink': '注意力面板',
  'decoder-only.textHint': '与注意力面板相同的文本；每个字节是一个词元',
  'decoder-only.tHint': '要显示其视野的位置',
  'decoder-only.startHint': '窗口在文本中的起点',
  'decoder-only.lengthHint': '每个窗口的输入数，{range}',
  'decoder-only.maskLabel': '因果掩码（只能往回看）',
  'decoder-only.pastEnd': {
    plural: 'n',
    other:
      '词元 t = {t} 超出了末尾：这段文本只有 {n} 个词元（0 到 {last}）；请调小 t 或输入更多文本。',
  },
  'decoder-only.visibleTitle': '词元 t 能看到什么',
  'decoder-only.stripLabel': '词元 {t} 能看到什么',
  'decoder-only.tokenVisible': '可见',
  'decoder-only.tokenMasked': '未来：已被掩码',
  'decoder-only.tokenUnmasked': '未来：没有掩码时可见',
  'decoder-only.tokensSeen': {
    plural: 'n',
    other: '{n} 个词元（0 到 {last}）',
  },
  'decoder-only.seesMasked': {
    plural: 'later',
    other: '词元 {t}‘{byte}’能看到 {seen}；后面的 {later} 个词元被掩码，权重恰好为 0。',
  },
  'decoder-only.seesUnmasked': {
    plural: 'later',
    other: '去掉掩码：词元 {t}‘{byte}’还能看到后面的 {later} 个词元，包括它本该预测的那一个。',
  },
  'decoder-only.rowTitle': '注意力权重的第 t 行（与注意力面板中的注意力头相同）',
  'decoder-only.rowHover': '词元 {t} → {j}‘{byte}’：权重 {weight}',
  'decoder-only.rowHoverMasked': '词元 {t} → {j}‘{byte}’：权重 0（恰好为 0：已被掩码）',
  'decoder-only.rowIdle': '{point}某根柱子即可查看精确权重。',
  'decoder-only.rowLabel': {
    plural: 'n',
    other: '注意力权重第 {t} 行，覆盖 {n} 个词元：{weights}',
  },
  'decoder-only.objectiveTitle': '训练目标：预测下一个词元',
  'decoder-only.objective':
    '训练并不是一次给模型喂一个前缀。它从文本中取一个 T 个词元的窗口作为输入，把同一窗口错后一位作为目标，然后一次性要求全部 T 个预测：位置 t 必须预测目标 y[t]，也就是输入 x[t+1]。一次前向传播就能得到 T 个训练样本。',
  'decoder-only.pairsCaption': '输入 x 与错后一位的目标 y，每行一个训练样本',
  'decoder-only.pairsInput': '输入 x[t]',
  'decoder-only.pairsSees': '看到 x[0..t]',
  'decoder-only.pairsSeesAll': '看到 x[0..{last}]，即整个窗口',
  'decoder-only.pairsTarget': '目标 y[t]',
  'decoder-only.pairsAnswer': '答案',
  'decoder-only.answerHidden': '隐藏：需要预测',
  'decoder-only.answerCopy': '复制 x[{at}]',
  'decoder-only.answerNotInView': '不在 x 中：需要预测',
  'decoder-only.whyMaskTitle': '为什么必须遮住未来',
  'decoder-only.whyMask':
    '由于目标就是错后一位的输入，位置 t 的答案就摆在位置 t+1 的输入里。没有掩码，注意力只要往前看一步把它复制过来就行：训练损失会降到接近零，而模型却学不到任何在生成时用得上的东西，因为生成时位置 t+1 还是空的。有了掩码，每个位置都是根据过去做出的诚实预测，而且全部 T 个位置可以并行训练。',
  'decoder-only.copyMasked': {
    plural: 'count',
    other: '有掩码：{count} 个答案中有 0 个可见。每个目标都必须根据过去来预测。',
  },
  'decoder-only.copyUnmasked': {
    plural: 'inView',
    other:
      '没有掩码：{count} 个答案中有 {inView} 个在前方一个位置处可见。模型可以照抄它们，让损失几乎降到零，却学不到任何对生成有用的东西。',
  },
  'decoder-only.encoderTitle': '编码器还是解码器？',
  'decoder-only.encoder':
    '最初的 Transformer 是为翻译而设计的，分为两半。编码器不加掩码地读取整个源句，每个词都能向前后两个方向看，因为在翻译开始前这个句子已经是完整的。解码器用因果掩码写出译文，同时还关注编码器的输出。GPT 只保留了解码器（去掉了对编码器的交叉注意力）：对于开放式写作，没有单独的输入需要编码，只有到目前为止写下的文本。BERT 这类仅编码器模型正好相反：不加掩码，适合理解给定的文本，但无法从左到右生成。',
  'lessons.decoder-only.title': '为什么 GPT 只往回看',
  'lessons.decoder-only.place': '整个模型，训练来预测下一个字节',
  'questions.decoder-only.1.question':
    'Vizuara 的笔记本里问：在“The cat sat on the ___”（猫坐在___上）中，模型可以用什么来填空？',
  'questions.decoder-only.1.choice1': '只有空格前面紧挨着的那个词“the”',
  'questions.decoder-only.1.choice2': '空格前面的所有词，按顺序',
  'questions.decoder-only.1.choice3': '整个句子，包括空格后面的内容',
  'questions.decoder-only.1.choice4': '什么都不用：它根据词频来猜',
  'questions.decoder-only.1.explanation':
    '因果掩码的第 t 行让位置 t 使用之前的所有词元（以及它自己），位置信息则告诉它这些词元的顺序。它永远看不到后面的内容。',
  'questions.decoder-only.2.question':
    '一个有 T = 8 个输入的窗口能提供多少个“预测下一个词元”的训练样本？',
  'questions.decoder-only.2.choice1': '1 个，每个窗口一个',
  'questions.decoder-only.2.choice2': '7 个，每个间隔一个',
  'questions.decoder-only.2.choice3': '8 个，每个位置一个',
  'questions.decoder-only.2.choice4': '9 个，每读一个词元一个',
  'questions.decoder-only.2.explanation':
    '每个位置 t = 0..7 预测 y[t]，所以一个窗口给出 8 个样本，每个样本的上下文长度不同（1 到 8 个词元）。这需要 T + 1 = 9 个词元的文本。',
  'questions.decoder-only.3.question': '如果不用因果掩码来训练，会发生什么？',
  'questions.decoder-only.3.choice1': '训练会因形状错误而中止',
  'questions.decoder-only.3.choice2': '它会照抄下一个词元，然后生成得很差',
  'questions.decoder-only.3.choice3': '没什么影响：掩码只在生成文本时才重要',
  'questions.decoder-only.3.choice4': '它会变成翻译得更好的编码器',
  'questions.decoder-only.3.explanation':
    '答案就在前方一个位置处可见，所以注意力学会了照抄。到生成时那个位置是空的，这条捷径就失效了。',
  'questions.decoder-only.4.question': '为什么注意力权重的第 0 行总是只有一个 1？',
  'questions.decoder-only.4.explanation':
    '第一个词元只能看到它自己，而对单个分数做 softmax，结果恰好是 1。这也是为什么第一个预测（只有一个词元的上下文）最难。',
  'settings.dec_t': '词元 t',
  'settings.dec_start': '起点 i',
  'settings.dec_len': '窗口 T',
  'settings.dec_mask': '因果掩码',
  'decoder-only.texData': '数据',
};
