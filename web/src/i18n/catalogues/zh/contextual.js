// Chinese (zh): the lesson contextual: its words, title, questions, setting labels.
export const messages = {
  'contextual.lead':
    '无论文本讲的是河岸还是钱（银行），词元表都给“bank”同一个向量：这是静态嵌入，就像 word2vec 那样。而 Transformer 中同一个词元的隐藏状态是上下文相关的：每经过一个模块，它都会混入前文的信息。这里 TinyGPT 读两段文本，我们逐层比较它为这个词的最后一个字节给出的向量。',
  'contextual.bytesNote':
    '这里的词元是字节，所以这个词占好几个词元；我们跟踪它的最后一个字节，也就是已经读过整个词以及前面所有内容的那个字节。使用可学习的位置嵌入或正弦位置编码时，两个输入向量一开始就不同，因为这个词处在不同的位置；使用 RoPE、ALiBi 或不使用位置编码（在训练实验室中设置）时，它们的余弦一开始恰好是 1，只有模块会让它们分开。随机权重以任意方式混合上下文；训练后的权重则以有助于预测下一个字节的方式混合它们。',
  'contextual.aHint': '一个上下文',
  'contextual.bHint': '另一个上下文',
  'contextual.wordHint': '必须在两段文本中都出现',
  'contextual.wordPositions':
    '这个词的最后一个字节 {word} 是文本 A 中的词元 {a}、文本 B 中的词元 {b}。',
  'contextual.randomModel': '随机 TinyGPT：{shape}，随机种子 {seed}。',
  'contextual.trainedModel': '实验室中训练的模型：{shape}。',
  'contextual.trainHint': '在训练实验室中训练一个 TinyGPT，即可加上它的曲线。',
  'contextual.trainedError': '训练后的模型：{message}',
  'contextual.chartTitle': '两个隐藏状态的余弦（逐层）',
  'contextual.byte': '‘{byte}’',
  'contextual.randomCurve': '随机权重',
  'contextual.trainedCurve': '实验室中训练的权重',
  'contextual.sensesCurve': '在两种词义上训练',
  'contextual.layerAxis': '层（0 = 输入）',
  'contextual.cosineAxis': 'A 与 B 的余弦',
  'contextual.layerInput': '输入',
  'contextual.layerAfter': '模块 {l} 之后',
  'contextual.layerLast': '模块 {l} 之后（最后一个）',
  'contextual.layerCosine': '{layer}：{cosine}',
  'contextual.chartLabel': '{word} 的两个隐藏状态之间逐层的余弦：{curves}。',
  'contextual.curveCosines': '{curve}：{cosines}',
  'contextual.readoutRow': '{word} 的词元表行与自身的余弦：{cosine}。',
  'contextual.readoutCurve': '{curve}：{layers}。',
  'contextual.toolsLabel': '逐层余弦',
  'contextual.randomExpect':
    '随机权重下，余弦从输入处的 {first} 变到最后一个模块之后的 {last}。这些权重对河流或金钱一无所知：每个模块都用任意的权重混合前面的字节，所以余弦的变化纯属偶然（换一个随机种子，变化就不同），与词义毫无关系。',
  'contextual.trainedExpect':
    '对实验室中的模型，余弦从输入处的 {first} 变到最后一个模块之后的 {last}。这么小的模型，只在几千个很少用到这个词的字节上训练，学到的是哪些字节常跟在哪些字节后面，而不是 bank 是什么：它的曲线显示的是各模块混合两段上下文的方式有多不同，不一定逐层稳定地下降或上升。',
  'contextual.sensesExpect':
    '在那段讲两种 bank 的短文本上训练后（{steps} 步，随机种子 {seed}），两个状态最终为 {apart}，而河岸词义的两次用法（“{a}”、“{b}”）为 {together}。',
  'contextual.sensesApart':
    '这里上下文确实把词义分开了：要预测那段文本中“bank”后面的内容，模型必须记住它指的是哪种 bank。',
  'contextual.sensesTogether':
    '这里词义没有明显分开：文本这么少，这么小的模型几乎学不到依赖词义的东西。换一个随机种子试试。',
  'contextual.sensesHint':
    '要看到上下文把词义分开，请用一段在两种意义上都用到“bank”的文本训练模型（下方按钮）：在那里，预测这个词后面的内容需要知道词义。',
  'contextual.sensesNote':
    '一个单独的 TinyGPT（{layers} 个模块，{heads} 个头，d_model {dModel}，RoPE），在 {bytes} 个字节上训练 {steps} 步，这些文本既用“bank”表示河岸，也用“bank”表示银行：大约十秒，在后台运行。',
  'contextual.sensesButton': '在两种词义上训练',
  'contextual.sensesProgress': '正在两种词义上训练',
  'contextual.sensesStep': '第 {step} 步，共 {total} 步',
  'contextual.sensesDone': '已用随机种子 {seed} 训练 {steps} 步',
  'contextual.sensesStopped': '训练已停止：{message}',
  'lessons.contextual.title': '静态嵌入与上下文嵌入',
  'lessons.contextual.place': '模块之间的词元向量',
  'questions.contextual.1.question':
    '在第一个模块之前，两段文本中“bank”的词元表行之间的余弦是多少？',
  'questions.contextual.1.choice1': '0',
  'questions.contextual.1.choice2': '取决于文本',
  'questions.contextual.1.choice3': '1',
  'questions.contextual.1.choice4': '−1',
  'questions.contextual.1.explanation':
    '词元表每个词元一行，无论周围是什么都查同一行：两次都是同一行，余弦恰好为 1。这就是静态嵌入。',
  'questions.contextual.2.question': '是什么让隐藏状态在经过一个模块后变得不同？',
  'questions.contextual.2.choice1': '词元表，针对每段文本重新查表',
  'questions.contextual.2.choice2': '对其他词元的注意力',
  'questions.contextual.2.choice3': '输出头',
  'questions.contextual.2.choice4': '对字节的 softmax',
  'questions.contextual.2.explanation':
    '注意力混入了前面词元的值行，而这些行在“…river bank”和“…money in the bank”中并不相同。随后 MLP 对这个混合结果进行处理。',
  'questions.contextual.3.question':
    '使用可学习的位置嵌入或正弦位置编码时，为什么输入处的余弦就已经小于 1？',
  'questions.contextual.3.explanation':
    '输入是词元行加上位置行，而这个词在两段文本中结束的位置不同。使用 RoPE、ALiBi 或不使用位置编码时，行上什么都不加，所以输入处的余弦恰好为 1。',
  'questions.contextual.4.question':
    '如果你编辑文本 A 中这个词之后的部分，这个词的隐藏状态会变吗？',
  'questions.contextual.4.explanation':
    '不会：因果掩码让每个词元都看不到后面的词元，所以只有到这个词为止的字节才起作用。试试看。',
  'settings.cx_a': '文本 A',
  'settings.cx_b': '文本 B',
  'settings.cx_word': '词',
};
