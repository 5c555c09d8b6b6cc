// Chinese (zh): the lesson check-before: its words, title, questions.
export const messages = {
  'check-before.lead':
    '开始之前先做十道题，每道题对应各课所讲的一个概念：文本如何变成 token，token 如何变成向量，模型如何区分位置、如何做注意力、由哪些部分构成、如何选择下一个字节，以及如何学习。',
  'check-before.notKnowing':
    '即使还不知道答案，也请给出你最好的猜测：这个测验正是为此而设。以你的第一次作答为准，而且它不计入你的得分。',
  'check-before.after': '最后，课后测验会换一种说法再问这十个概念，并显示你在每个概念上的进步。',
  'lessons.check-before.title': '开始之前：十道题',
  'lessons.check-before.place': '整个模型：各课所讲的每个概念各一道题',
  'questions.check-before.1.question':
    '字节级分词器读取“café”，其中 é 在 UTF-8 中占两个字节。它会产生多少个 token？',
  'questions.check-before.1.choice1': '4：每个字母一个',
  'questions.check-before.1.choice2': '5：每个字节一个',
  'questions.check-before.1.choice3': '1：每个词一个',
  'questions.check-before.1.choice4': '8：每个字母两个',
  'questions.check-before.1.explanation':
    '字节级分词器每个字节产生一个 token：c、a、f 各占一个字节，é 占两个，所以共五个 token。',
  'questions.check-before.2.question': 'BPE 训练中的一步合并做了什么？',
  'questions.check-before.2.choice1': '把出现次数最多的相邻 token 对变成一个新 token',
  'questions.check-before.2.choice2': '从词表中删去最少见的字节，为新 token 腾出位置',
  'questions.check-before.2.choice3': '把文本中最长的 token 拆成两个更短、更常见的 token',
  'questions.check-before.2.choice4': '一步之内合并所有出现不止一次的 token 对，一个不漏',
  'questions.check-before.2.explanation':
    '每一步统计相邻 token 对，给出现最多的一对分配一个新 id，并用它改写文本；下一步重新统计。',
  'questions.check-before.3.question': '词表有 1,000 个 token，每行 32 个数：嵌入表的形状是什么？',
  'questions.check-before.3.choice1': '1,000 × 32',
  'questions.check-before.3.choice2': '32 × 32',
  'questions.check-before.3.choice3': '1,000 × 1,000',
  'questions.check-before.3.choice4': '1 × 32',
  'questions.check-before.3.explanation':
    '词表中每个 token 一行，每行与模型的向量一样长：1,000 行，每行 32 个数。',
  'questions.check-before.4.question':
    '在正弦位置表中，前几个维度（i 较小）从一个位置到下一个位置的变化，与最后几个维度相比如何？',
  'questions.check-before.4.choice1': '变化最快：它们的波长最短',
  'questions.check-before.4.choice2': '变化最慢：它们的波长最长',
  'questions.check-before.4.choice3': '所有维度的变化速度相同',
  'questions.check-before.4.choice4': '它们不变：只有最后几个维度编码位置',
  'questions.check-before.4.explanation':
    '频率 1/10000^(2i/d) 随 i 增大而降低：前几对转得快，像时钟的秒针；最后几对转得慢，像时针。',
  'questions.check-before.5.question': 'RoPE 对位置 p 上的查询向量做了什么？',
  'questions.check-before.5.choice1': '把它的每一对数旋转 p 倍的某个角度',
  'questions.check-before.5.choice2': '像 GPT-2 那样，给它加上一张学到的位置表的第 p 行',
  'questions.check-before.5.choice3': '把向量中的每个数都乘以位置 p',
  'questions.check-before.5.choice4': '去掉向量的最后 p 个数，保留其余的数',
  'questions.check-before.5.explanation':
    'RoPE 把向量看成一对对的数，把每一对旋转 p 乘以该对自己的角度；token 的嵌入上没有加任何东西。',
  'questions.check-before.6.question':
    '在 5 个 token 上做因果注意力时，token 3（从 0 开始数）可以关注多少个 token？',
  'questions.check-before.6.choice1': '4：token 0 到 3',
  'questions.check-before.6.choice2': '3：token 0 到 2',
  'questions.check-before.6.choice3': '5：文本中的每个 token',
  'questions.check-before.6.choice4': '1：只有它自己',
  'questions.check-before.6.explanation':
    '因果掩码让一个 token 关注它自己和它之前的每个 token，从不关注之后的：token 0、1、2 和 3。',
  'questions.check-before.7.question': '为什么一层要用多个注意力头，而不是一个与模型同宽的头？',
  'questions.check-before.7.choice1': '每个头可以出于不同的原因关注不同的 token',
  'questions.check-before.7.choice2': '多个头所需的参数比一个与模型同宽的头少',
  'questions.check-before.7.choice3': '一个与模型同宽的头无法使用 softmax',
  'questions.check-before.7.choice4': '多个头让一个 token 可以读取它后面的 token',
  'questions.check-before.7.explanation':
    '每个头都有自己的权重，所以一个头可以跟踪前一个 token，另一个头跟踪对应的右括号；单个头对每个 token 只做一次加权平均。',
  'questions.check-before.8.question': '块中子层外的残差连接做了什么？',
  'questions.check-before.8.choice1': '把子层的输出加到它的输入 x 上',
  'questions.check-before.8.choice2': '用子层的输出取代 x，把 x 丢掉',
  'questions.check-before.8.choice3': '把 x 归一化为均值 0、离散程度 1',
  'questions.check-before.8.choice4': '把块的输出送回第一个块',
  'questions.check-before.8.explanation':
    'x + sublayer(norm(x))：输入原样通过，每个子层在其上加上自己的增量，这让很深的堆叠仍然可以训练。',
  'questions.check-before.9.question': 'k = 1 的 top-k 采样会给出什么？',
  'questions.check-before.9.choice1': '总是最可能的字节：贪心解码',
  'questions.check-before.9.choice2': '在全部 256 个字节中均匀抽取一个',
  'questions.check-before.9.choice3': '总是第二可能的字节',
  'questions.check-before.9.choice4': '从完整、未经改动的分布中抽取一个字节',
  'questions.check-before.9.explanation':
    'top-k 保留最可能的 k 个字节并在其中抽取；k = 1 时只剩最可能的那个，所以每次的选择都一样。',
  'questions.check-before.10.question': '损失是下一个字节的交叉熵。损失为 0 意味着什么？',
  'questions.check-before.10.choice1': '正确的下一个字节总是得到概率 1',
  'questions.check-before.10.choice2': '模型在全部 256 个字节上平均分配猜测',
  'questions.check-before.10.choice3': '训练还没有开始，所以什么也没有测量',
  'questions.check-before.10.choice4': '模型的每个权重都是 0，所以每个输出也是 0',
  'questions.check-before.10.explanation':
    '每个位置加上 −ln p，p 是给正确字节的概率；只有处处 p = 1 时才什么都不加。',
};
