// Chinese (zh): the lesson overview: its words, title, questions, setting labels.
export const messages = {
  'overview.lead':
    'GPT 读入文本，猜测接下来会出现什么，一次一小段。这几课一部分一部分地搭建一个小模型 TinyGPT，并在你的浏览器里训练它。这里一次展示它的全貌：文本从顶部进入，每个阶段为每个词元向下一阶段传递一个数字向量，底部输出下一个字节的概率。后面的每一课会打开其中一个阶段。',
  'overview.promptHint': '模型会把它续写一个字节',
  'overview.promptEmpty': '请至少输入一个字符：模型会续写这段文本。',
  'overview.barsTitle': '下一个字节的概率（最可能的 {n} 个）',
  'overview.barHover': '‘{byte}’（字节 {id}）：{p}',
  'overview.barIdle': '将鼠标指向或点按一根柱子，即可读出它的概率。',
  'overview.logitColumn': 'logit',
  'overview.probabilityColumn': '概率',
  'overview.barsSummary': '最可能的 {n} 个下一字节的柱状图：{bars}。',
  'overview.barsItem': '‘{byte}’ {p}',
  'overview.promptBytes': '它的字节，也就是模型读入的词元 ID：{ids}。',
  'overview.summaryTrained':
    '训练后的 TinyGPT（{shape}）：在这段文本之后，最可能的下一个字节是‘{byte}’，概率为 {p}。',
  'overview.summaryRandom':
    '随机权重的 TinyGPT（{shape}，随机种子 {seed}）：在这段文本之后，最可能的下一个字节是‘{byte}’，概率为 {p}。随机权重什么都没学到，所以这个顺序是任意的（均匀猜测会给每个字节 1/256 = {even}）。先在训练实验室里训练模型，再选择训练后的权重。',
  'overview.summaryRandomAway':
    '随机权重的 TinyGPT（{shape}，随机种子 {seed}）：在这段文本之后，最可能的下一个字节是‘{byte}’，概率为 {p}。随机权重什么都没学到，所以这个顺序是任意的（均匀猜测会给每个字节 1/256 = {even}）。',
  'overview.diagramTitle': 'TinyGPT 逐阶段图解',
  'overview.labNote':
    '训练实验室决定模型的规模（层数、头数、d_model、位置编码、归一化）；这张图和每一课都以它为准。{link}，现在就训练它，然后回来看看有什么变化。',
  'overview.labLink': '前往训练实验室',
  'overview.firstLookTitle': '先认识一下各课用到的术语',
  'overview.moreInLesson': '详见对应的课。',
  'overview.token': '词元',
  'overview.tokenAbout':
    '模型作为一个单位读入的一段文本。这里每个字节就是一个词元：0 到 255 之间的一个数。单独不能显示为字符的字节写作 \\x 加两位十六进制数字：\\xC3 是字节 195，即“é”两个字节中的第一个。{more}',
  'overview.embedding': '嵌入',
  'overview.embeddingAbout':
    '词元表为一个词元存储的一行数字（一个向量）。这些行由模型学习得到。{more}',
  'overview.position': '位置',
  'overview.positionAbout':
    '模型还必须知道词元所在的位置。位置编码要么把表示位置的数字加到每一行上，要么把向量的各部分旋转一个随位置增大的角度。{more}',
  'overview.norm': '归一化',
  'overview.normAbout':
    '在某一层使用之前，LayerNorm 或 RMSNorm 会把每个词元的向量重新缩放到稳定的大小。{more}',
  'overview.attention': '注意力',
  'overview.attentionAbout':
    '每个词元从前面的词元中收集它需要的信息。它生成一个查询（它在找什么）；每个词元都生成一个键（它能提供什么）和一个值（它传递什么）。查询与某个键的点积就是一个分数；softmax 把一个词元的各个分数变成为正且总和为 1 的权重；该词元的输出就是各个值的加权和。{more}',
  'overview.causalMask': '因果掩码',
  'overview.causalMaskAbout':
    '一个词元只能关注自己和前面的词元，绝不能关注后面的词元，因此模型无法读到它要预测的那个字节。{more}',
  'overview.head': '注意力头',
  'overview.headAbout':
    '注意力会并排运行好几份。每个头都从每个词元的完整向量出发，生成自己的查询、键和值；它们的结果拼接起来，再由另一个矩阵，即输出投影 W_o，混合。{more}',
  'overview.block': '模块',
  'overview.blockAbout':
    '先是注意力，然后是对每个词元单独作用的小型网络（MLP，其隐藏层用一条平滑的斜坡函数 GELU 弯折数值）。两者都先把输入归一化（pre-norm），再把各自的结果加回词元的向量上，也就是残差流。TinyGPT 堆叠了几个这样的模块。{more}',
  'overview.logits': 'logits 与 softmax',
  'overview.logitsAbout':
    '最后一个模块之后，输出头为下一个字节给出 256 个分数，即 logits；softmax 把它们变成概率。生成文本就是按这些概率选出一个字节，把它接到文本后面，然后重复。{more}',
  'overview.loss': '损失',
  'overview.lossAbout':
    '训练时给模型看文本，并在每个位置要求它给出下一个字节。评分用的是交叉熵损失，即它给真实字节的概率取 −ln；梯度指出该如何微调每个权重来降低损失。{more}',
  'lessons.overview.title': '整个模型一览',
  'questions.overview.1.question': 'TinyGPT 的哪一部分让最后一个词元能够利用它前面的字节？',
  'questions.overview.1.choice1': '词元表（逐行查表）',
  'questions.overview.1.choice2': '注意力（在每个模块内部）',
  'questions.overview.1.choice3': '最后的输出头',
  'questions.overview.1.choice4': '对下一字节的 softmax',
  'questions.overview.1.explanation':
    '词元表对每个字节单独查表，输出头只读取一个向量。只有注意力能把信息从前面的词元传到后面的词元。',
  'questions.overview.2.question': '在随机权重下，下一字节的概率能告诉你什么？',
  'questions.overview.2.choice1': '还说明不了什么：概率以任意顺序分散在 256 个字节上',
  'questions.overview.2.choice2': '它们已经表明，最可能的字节就是英语文本中最常见的那个字母',
  'questions.overview.2.choice3': '它们已经表明空格总是最可能的，因为空格是文本中最常见的字节',
  'questions.overview.2.explanation':
    '随机权重什么都没学到。每个字节都只分到一小部分（均匀猜测会给每个字节 1/256 ≈ 0.39%），而哪些字节排在前面会随随机种子改变。在上方选择随机权重，然后改变随机种子，再看图表。',
  'questions.overview.3.question': '模型训练时，为什么一个词元不能关注后面的词元？',
  'questions.overview.3.choice1': '看所有词元会让每一步都太慢',
  'questions.overview.3.choice2': '后面的词元里包含它要预测的答案',
  'questions.overview.3.choice3': '在那个时刻，后面的词元还没有得到任何嵌入',
  'questions.overview.3.explanation':
    '在每个位置，任务都是预测下一个字节。如果词元能往后看，它就会直接抄答案，学不到任何有用的东西：因果掩码把它之后的一切都遮住了。',
  'settings.ov_prompt': '要续写的文本',
  'settings.ov_weights': '权重',
};
