// Chinese (zh): the lesson block: its words, title, questions, setting labels.
export const messages = {
  'block.lead':
    'Transformer 就是同一个模块的重复。每个模块先让词元之间交换信息（注意力），再对每个词元单独进行变换（MLP），并把两者的结果都加到一个累加向量 x 上，即残差流。在最后一个模块之后，最终归一化和输出头把每个词元的 x 变成 256 个分数，每个可能的下一个字节对应一个。',
  'block.textHint': '提示词：每个字节是一个词元；只使用前 64 个',
  'block.summaryTrained': {
    plural: 'tokens',
    other: '训练好的 TinyGPT（{shape}），{tokens} 个词元。',
  },
  'block.summaryTrainedCut':
    '训练好的 TinyGPT（{shape}），{tokens} 个词元（{total} 个字节中的前 {tokens} 个）。',
  'block.summaryRandom': {
    plural: 'tokens',
    other: '随机 TinyGPT（{shape}，随机种子 {seed}），{tokens} 个词元。',
  },
  'block.summaryRandomCut':
    '随机 TinyGPT（{shape}，随机种子 {seed}），{tokens} 个词元（{total} 个字节中的前 {tokens} 个）。',
  'block.streamTitle': '残差流是一个累加和',
  'block.streamProse':
    '没有哪个子层会替换 x：每个子层只是给它加上一个修正。所以第一个模块的工作到最后仍保留在 x 中，而梯度也有一条经由这些加法、从损失直达每个模块的通路。柱子显示每次相加后 x 的大小（其均方根）。',
  'block.streamHeading': '每个子层之后 x 的大小（RMS），最后一个词元',
  'block.stageInput': '输入',
  'block.stageAttention': '注意力 {l}',
  'block.stageMlp': 'MLP {l}',
  'block.stageAttentionShort': 'A{l}',
  'block.stageMlpShort': 'M{l}',
  'block.streamHover': '{stage}：x 的 RMS = {rms}',
  'block.streamHoverAdded': '{stage}：x 的 RMS = {rms}；这个子层加上了一个 RMS 为 {added} 的向量',
  'block.streamIdle': '每根柱子：再加上一个子层之后的残差流（A2：模块 2 的注意力，M2：它的 MLP）。',
  'block.streamLabel':
    '柱状图：最后一个词元的残差流在 {count} 个子层各自之后的 RMS，从输入处的 {first} 到模块 {layers} 之后的 {last}。',
  'block.diagramTitle': 'TinyGPT，按训练实验室当前的设置',
  'block.diagramProse':
    '在训练实验室中修改层数、头数、d_model、位置编码或归一化方式，这张图（以及这里的每一课）都会随之更新。',
  'block.placementTitle': '前置归一化还是后置归一化',
  'block.placementProse':
    '2017 年的 Transformer 在每次相加之后做归一化：x = norm(x + sublayer(x))，即后置归一化（post-norm）。GPT-2 和 TinyGPT 只对分支做归一化：x = x + sublayer(norm(x))，即前置归一化（pre-norm），并在最后做一次最终归一化。下面把同样的随机模块以两种方式堆叠在同一输入上；梯度取的是输出某个固定随机方向的梯度。',
  'block.depthHint': '{range} 个随机模块，两种放置方式使用相同的权重',
  'block.preNorm': '前置归一化（GPT-2、TinyGPT）',
  'block.postNorm': '后置归一化（2017）',
  'block.boundaryAxis': '模块边界（0 = 输入）',
  'block.activationAxis': 'x 的 RMS',
  'block.gradientAxis': '梯度的 RMS',
  'block.activationTitle': '激活值大小',
  'block.gradientTitle': '梯度大小',
  'block.activationTools': '激活值大小，前置归一化与后置归一化对比',
  'block.gradientTools': '梯度大小，前置归一化与后置归一化对比',
  'block.boundaryOutput': '输出',
  'block.boundaryInto': '进入模块 {l}',
  'block.preActivationColumn': '前置归一化激活值 RMS',
  'block.postActivationColumn': '后置归一化激活值 RMS',
  'block.preGradientColumn': '前置归一化梯度 RMS',
  'block.postGradientColumn': '后置归一化梯度 RMS',
  'block.activationLabel': {
    plural: 'depth',
    other:
      '经过 {depth} 个模块的激活值大小：前置归一化从 {preIn} 增长到 {preOut}；后置归一化保持在 {postOut} 附近。',
  },
  'block.gradientLabel':
    '到达每个模块的梯度大小：输入处，前置归一化 {preIn}，后置归一化 {postIn}；输出处，前置归一化 {preOut}，后置归一化 {postOut}。',
  'block.placementReadout':
    '{blocks}（d_model {dModel}，{heads}，{norm}，16 个随机词元）：使用前置归一化时 x 从 {preIn} 增长到 {preOut}，使用后置归一化时最终为 {postOut}。输入处的梯度：前置归一化为 {preGradIn}，后置归一化为 {postGradIn}，与输出处梯度之比分别为 {preRatio} 和 {postRatio}。',
  'block.randomBlocks': {
    plural: 'n',
    other: '{n} 个随机模块',
  },
  'block.headCount': {
    plural: 'n',
    other: '{n} 个头',
  },
  'block.shows':
    '这张图展示的是：在任何训练之前，到达输入的梯度在后置归一化下为 {post}，是前置归一化（{pre}）的 {factor} 倍。',
  'block.showsSmaller':
    '这张图展示的是：在任何训练之前，到达输入的梯度在后置归一化下为 {post}，只有前置归一化（{pre}）的 1/{factor}。',
  'block.bothStay':
    '后置归一化的梯度从输出回到输入，变化始终在 1.25 倍以内（{postOut} 到 {postIn}）；前置归一化的梯度从输出回到输入，变化也始终在 1.25 倍以内（{preOut} 到 {preIn}）。',
  'block.postStaysPreChanges':
    '后置归一化的梯度从输出回到输入，变化始终在 1.25 倍以内（{postOut} 到 {postIn}）；前置归一化的梯度从输出处的 {preOut} 变为输入处的 {preIn}，是输出处大小的 {preRatio} 倍。',
  'block.postChangesPreStays':
    '后置归一化的梯度从输出处的 {postOut} 变为输入处的 {postIn}，是输出处大小的 {postRatio} 倍；前置归一化的梯度从输出回到输入，变化始终在 1.25 倍以内（{preOut} 到 {preIn}）。',
  'block.bothChange':
    '后置归一化的梯度从输出处的 {postOut} 变为输入处的 {postIn}，是输出处大小的 {postRatio} 倍；前置归一化的梯度从输出处的 {preOut} 变为输入处的 {preIn}，是输出处大小的 {preRatio} 倍。',
  'block.doesNotShow':
    '前置归一化的 x 逐个模块增大，而它的最终归一化要除以这个大小，这会把它下方的所有梯度都等比例缩小。这张图没有展示的是训练。后置归一化的问题出在开始迭代之后权重的梯度上：Xiong 等人（2020）发现，在深层的后置归一化堆叠中，靠近输出的那些梯度在一开始就很大，因此需要学习率预热（warm-up）才能训练起来，而前置归一化堆叠不需要预热也能训练。一张在任何一步之前、针对某个随机输出方向的 x 的梯度图，无法展示这一点。',
  'block.mlpTitle': 'MLP：4·d 个隐藏单元，GELU',
  'block.mlpProse':
    'MLP 把每个词元的向量扩展为 4·d_model 个数，用 GELU 把它们弯折（输入为负时约为 0，为正时约等于输入本身），再投影回 d_model。它一次只看一个词元：注意力收集了上下文，MLP 在此基础上加工。',
  'block.mlpHeading': '最后一个模块的 MLP 隐藏层：GELU(x·W₁)',
  'block.hiddenAxis': '隐藏单元 →（4·d_model）',
  'block.tokenAxis': '词元 ↓',
  'block.mlpHover': '词元 {i} ‘{byte}’，隐藏单元 {c}：{value}',
  'block.mlpIdle':
    '最暗：GELU 低于 0 的凹陷（最低 −0.17）；暗色：它接近 0 的平坦一侧；亮色：强烈激活的单元。',
  'block.mlpLabel': {
    plural: 'tokens',
    other:
      '最后一个模块 MLP 隐藏层的热力图，{tokens} 个词元 × {units} 个单元；{share}% 的值与零相差不到 0.01。',
  },
  'block.mlpNote': '这 {count} 个值中有 {share}% 与零相差不到 0.01。',
  'block.outputTitle': '最终归一化、输出头、softmax',
  'block.outputProse':
    '在最后一个模块之后，最终归一化对每个词元的 x 重新缩放，输出头（一个 256 × d_model 的矩阵）再为每个可能的下一个字节打分：这就是 logits。softmax 把最后一个词元的 logits 变成下面的概率。',
  'block.probsHeading': '文本之后下一个字节的概率（最可能的 12 个）',
  'block.probsHover': '‘{byte}’（字节 {b}）：logit {logit}，概率 {probability}',
  'block.probsIdle': 'softmax(logits)：全部 256 个字节的概率之和为 1。',
  'block.probsLabel': '最可能的 12 个下一字节的柱状图：第一个是 ‘{byte}’，概率为 {probability}。',
  'block.logitColumn': 'logit',
  'block.probabilityColumn': '概率',
  'block.tyingTitle': '权重共享与 √d_model',
  'block.tyingProse':
    '输出头问的是“x 最像哪个字节的那一行？”，词元表回答的是“哪一行代表这个字节？”。权重共享（weight tying）像 GPT-2 那样让两者共用一个矩阵：参数更少，而且很少出现的字节也能得到合理的输出行。2017 年的论文也共享了这两者，并把嵌入乘以 √d_model：它的表初始化得很小（元素大小约为 1/√d_model），使共享矩阵给出适中的 logits，而因子 √d_model 又把各行恢复到约为 1 的大小，与加到它们上面的正弦位置编码相当，这样谁也不会淹没谁。',
  'block.tying':
    '在这个 TinyGPT 中，词元表和输出头各有 256 × {dModel} = {head} 个参数，占其全部 {parameters} 个参数的 {share}%：共享它们就能省下这么多。它的词元表元素的 RMS 为 {rms}。',
  'lessons.block.title': 'Transformer 模块',
  'lessons.block.place': 'Transformer 模块及其堆叠',
  'questions.block.1.question': '在前置归一化模块中，注意力子层读取的是什么？',
  'questions.block.1.choice1': 'x 本身',
  'questions.block.1.choice2': 'norm(x)',
  'questions.block.1.choice3': '上一个模块的 logits',
  'questions.block.1.choice4': '词元表',
  'questions.block.1.explanation':
    '前置归一化：x = x + attention(norm(x))。归一化位于分支上；残差流 x 本身在最终归一化之前从不被归一化。',
  'questions.block.2.question': '在前置归一化的堆叠中，x 的大小为什么会逐个模块增大？',
  'questions.block.2.explanation':
    '每个子层都把它的输出加到 x 上，而没有任何东西重新缩放这个和，所以 x 是一个不断累加的总和。后置归一化在每次相加之后都做归一化，所以它的 x 保持在归一化给定的大小，但梯度在反向传播时必须穿过每一个归一化。',
  'questions.block.3.question':
    'TinyGPT 的 d_model 为 64。让输出头与词元表共享权重能省下多少参数？',
  'questions.block.3.choice1': '64',
  'questions.block.3.choice2': '256',
  'questions.block.3.choice3': '16384',
  'questions.block.3.choice4': '一个也省不了：输出头不能共享表',
  'questions.block.3.explanation':
    '输出头是一个 256 × 64 的矩阵，与词元表形状相同：共享就是复用这张表，省下 256 · 64 = 16384 个数。GPT-2 共享了它们；TinyGPT 保留自己的输出头。',
  'questions.block.4.question': 'MLP 处理每个词元时……',
  'questions.block.4.choice1': '会查看之前的每个词元',
  'questions.block.4.choice2': '是单独处理的',
  'questions.block.4.choice3': '只在最后一个位置处理',
  'questions.block.4.explanation':
    'MLP 分别作用于每一行：注意力在词元之间传递信息，MLP 则变换每个词元现在所持有的内容。',
  'settings.bk_depth': '堆叠的模块数',
  'settings.bk_weights': '权重',
};
