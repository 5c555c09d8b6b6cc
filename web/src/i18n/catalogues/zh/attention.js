// Chinese (zh): the lesson attention: its words, title, questions, setting labels.
export const messages = {
  'attention.lead':
    '注意力是一个词元从其他词元那里收集信息的方式。每个词元的向量分别乘以三个学习得到的矩阵，得到一个查询（它在寻找什么）、一个键（它凭什么被找到）和一个值（被找到时它传递什么）。词元 i 的查询通过点积与每个词元 j 的键比较；softmax 把这些分数的每一行变成为正且总和为 1 的权重；词元 i 的输出就是各个值的加权平均。',
  'attention.whyScale':
    '为什么要除以 √d_k？两个各有 d_k 个大小约为 1 的随机分量的向量，其点积的离散程度约为 √d_k。如果不除，较宽的注意力头会产生很大的分数，softmax 会把几乎所有权重放在一个词元上，梯度也会消失。因果掩码 M 给每个后面词元的分数加上 −∞，因此经过 softmax 后这些权重恰好为 0：词元只能往回看。',
  'attention.randomNote':
    '这里的词元表和三个投影都是随机的（由随机种子生成），就像未训练的模型一样，所以呈现的模式是任意的；正是训练让查询找到有用的键。词元是文本的 UTF-8 字节，与训练实验室中一样。',
  'attention.textHint': '每个 UTF-8 字节是一个词元；使用前 128 个',
  'attention.textEmpty': '请输入一些文本：注意力至少需要一个词元。',
  'attention.dModelHint': '嵌入宽度，{range}（加位置时须为偶数）',
  'attention.dKHint': '查询/键的宽度，{range}',
  'attention.seedHint': '生成随机的词元表和投影',
  'attention.causalLabel': '因果掩码（只能往回看）',
  'attention.positionsLabel': '加上正弦位置编码',
  'attention.stripLabel': '文本的词元（字节）',
  'attention.summary': {
    plural: 'n',
    other: '{n} 个词元，d_model {dModel}，d_k {dK}，随机种子 {seed}，已加上正弦位置编码。',
  },
  'attention.summaryNoPositions': {
    plural: 'n',
    other: '{n} 个词元，d_model {dModel}，d_k {dK}，随机种子 {seed}，无位置编码。',
  },
  'attention.summaryCut':
    '{n} 个词元，d_model {dModel}，d_k {dK}，随机种子 {seed}，已加上正弦位置编码。文本共有 {total} 字节；只显示前 {n} 个，以便单元格清晰可读。',
  'attention.summaryCutNoPositions':
    '{n} 个词元，d_model {dModel}，d_k {dK}，随机种子 {seed}，无位置编码。文本共有 {total} 字节；只显示前 {n} 个，以便单元格清晰可读。',
  'attention.token': '{i} ‘{byte}’',
  'attention.keyAxis': '键 j →',
  'attention.queryAxis': '查询 i ↓',
  'attention.scoresTitle': '1. 分数 q·k / √d_k',
  'attention.scoresLegendNote': '灰色：被掩码（−∞），即未来的键',
  'attention.scoreHover': '查询 {query} · 键 {key} / √{dK} = {score}',
  'attention.scoreHoverMasked': '查询 {query} · 键 {key} / √{dK} = {score}（被掩码：变为 −∞）',
  'attention.scoresIdle':
    '红色：查询与键一致；蓝色：二者不一致；浅色：分数接近 0（颜色范围至少为 ±1）。{point}单元格即可查看精确值。',
  'attention.scoresLabel':
    '{n} × {n} 注意力分数的热力图，从 {lo}（蓝）到 {hi}（红），未来的键被掩码，显示为灰色。',
  'attention.scoresLabelUnmasked': '{n} × {n} 注意力分数的热力图，从 {lo}（蓝）到 {hi}（红）。',
  'attention.maskTitle': '2. 因果掩码',
  'attention.maskHidden': '0 隐藏',
  'attention.maskVisible': '1 可见',
  'attention.maskHoverVisible': '查询 {query}，键 {key}：可见（加 0）',
  'attention.maskHoverHidden': '查询 {query}，键 {key}：未来，隐藏（加 −∞）',
  'attention.maskIdle': '第 i 行能看到键 0..i：即下三角。',
  'attention.maskIdleOff': '关闭掩码：每个词元都能看到所有其他词元（和编码器中一样）。',
  'attention.maskLabel': '因果掩码，{n} × {n}：对角线及其下方为 1，上方为 0。',
  'attention.maskLabelOff': {
    plural: 'count',
    '=1': '无掩码：它唯一的元素是 1。',
    other: '无掩码：全部 {count} 个元素都是 1。',
  },
  'attention.weightsTitle': '3. 权重 softmax(行)',
  'attention.weightsLegendNote': '每行总和为 1；最亮的颜色代表第 0 行以外的最大权重',
  'attention.weightHover': '查询 {query} 对键 {key} 的权重 = {weight}；第 {i} 行总和为 {sum}',
  'attention.weightHoverZero':
    '查询 {query} 对键 {key} 的权重 = 0（恰好为 0）；第 {i} 行总和为 {sum}',
  'attention.weightsIdle': '亮处：每个查询关注的位置。{point}单元格即可查看精确权重。',
  'attention.weightsLabel':
    '{n} × {n} 注意力权重的热力图，从 0（暗）到 1（黄）；每行总和为 1；对角线上方恰好为 0。',
  'attention.weightsLabelUnmasked':
    '{n} × {n} 注意力权重的热力图，从 0（暗）到 1（黄）；每行总和为 1。',
  'attention.maskLeakTitle': '掩码告诉每一行它在哪里',
  'attention.maskLeakProse':
    '人们常说，没有位置信息的注意力对顺序是“盲”的。但在因果掩码下并非如此。取一段只由同一个字节重复组成的文本“aaaaaaaaaaaa”，不加位置：每个查询和每个键都是同一个向量，所以每个分数都相同。但第 t 行仍然只能看到键 0 到 t，它的 softmax 把总和 1 分给这 t + 1 个键，因此它对第一个词元的权重按 1/(t + 1) 下降。越靠后的行平均的键越多，所以它的输出与前面的行不同：这就是没有位置编码的因果模型仍能学到顺序的原因（Haviv et al. 2022）。',
  'attention.maskLeakCaption': '无位置编码、有因果掩码时，第 t 行对词元 0 的权重（由计算核心算出）',
  'attention.maskLeakRow': '第 t 行',
  'attention.maskLeakWeight': '对词元 0 的权重',
  'attention.memoryTitle': '内存：N² 的代价',
  'attention.memoryProse':
    '普通的缩放点积注意力在乘以 V 之前，要先构建完整的 N × N 权重矩阵：每一对词元对应一个数。上下文长度翻倍，矩阵中的数就变成四倍，而且每个注意力头、每一层都是如此。这就是长上下文曾经代价高昂的原因，也是后来的方法（FlashAttention 等）分块计算同样结果、从不存储完整矩阵的原因。',
  'attention.memoryNote':
    '这一代价有时被写成 ω(N²)，但小写 omega 的意思是“严格快于 N² 增长”：矩阵恰好有 N² 个元素，所以内存是 Θ(N²)，即既是 O(N²)（至多）又是 Ω(N²)（至少）某个常数乘以 N²。',
  'attention.memoryChartLabel':
    '双对数坐标图：一个 float32 注意力矩阵的内存按 N 的平方增长，从 N = 1 时的 4 字节到 N = 131072 时的 64 GiB，而每个词元一行激活值只按线性增长。',
  'attention.memoryReadout': {
    plural: 'n',
    other:
      'N = {n} 个词元：注意力矩阵包含 {weights} 个权重 = {matrixBytes}（float32），这只是一个序列的一个注意力头。词元向量本身（d_model {dModel}）占 {vectorBytes}。',
  },
  'attention.memoryHint': '对数刻度，{range}（{max}k）个词元',
  'attention.lengthAxis': '序列长度 N（词元数）',
  'attention.bytesAxis': '字节（float32）',
  'attention.matrixSeries': '注意力矩阵 N²·4 B',
  'attention.vectorsSeries': '词元向量 N·{dModel}·4 B',
  'attention.matrixColumn': '注意力矩阵字节数',
  'attention.vectorsColumn': '词元向量字节数（d_model {dModel}）',
  'lessons.attention.title': '缩放点积注意力',
  'lessons.attention.place': '注意力，位于每个模块内部',
  'questions.attention.1.question': '在因果注意力中，词元 0 对自身的权重（第 0 行）是多少？',
  'questions.attention.1.choice1': '0',
  'questions.attention.1.choice2': '1/N',
  'questions.attention.1.choice3': '1',
  'questions.attention.1.choice4': '取决于分数',
  'questions.attention.1.explanation':
    '第 0 行只能看到键 0，而对单个分数做 softmax 的结果恰好是 1，无论分数是多少。',
  'questions.attention.2.question': '权重矩阵的每一行总和是多少？',
  'questions.attention.2.choice1': '0',
  'questions.attention.2.choice2': '1',
  'questions.attention.2.choice3': 'N',
  'questions.attention.2.choice4': '√d_k',
  'questions.attention.2.explanation':
    '每一行都是一个 softmax，所以其权重为正且总和为 1：输出是各个值的加权平均。',
  'questions.attention.3.question':
    '上下文从 4096 个词元增加到 8192 个。一个注意力矩阵需要多少倍的内存？',
  'questions.attention.3.choice1': '不变',
  'questions.attention.3.choice2': '2×',
  'questions.attention.3.choice3': '4×',
  'questions.attention.3.choice4': '8×',
  'questions.attention.3.explanation':
    'N² 增大 2² = 4 倍：在 float32 下，每个注意力头从 64 MiB 变为 256 MiB。',
  'questions.attention.4.question':
    '不加位置时（取消勾选“加上正弦位置编码”），位置 2 和位置 9 上的同一个字节有相同的查询。在因果掩码下，它们的两行权重相同吗？',
  'questions.attention.4.choice1': '相同：两个查询完全一样，分数也就一样，所以两行的权重完全一致',
  'questions.attention.4.choice2': '相同，但仅当文本中的其他字节各不相同时',
  'questions.attention.4.choice3': '不同：只有位置编码才能让两个相同的查询关注不同的地方',
  'questions.attention.4.choice4': '不同：第 2 行把权重分给 3 个键，第 9 行分给 10 个',
  'questions.attention.4.explanation':
    '对于两行都能看到的键，相同的查询给出相同的分数，但掩码让第 2 行看到 3 个键、第 9 行看到 10 个键，而每个 softmax 都把总和 1 分给它能看到的键。所以掩码本身就告诉了一行它处在多靠后的位置：没有任何位置编码的因果模型仍能学到顺序（训练实验室中的“无”也能学会）。如果没有掩码，相同的查询会得到完全相同的行，注意力就真的对顺序是“盲”的。',
  'questions.attention.5.question': '为什么缩放因子是 √d_k 而不是 d_k？',
  'questions.attention.5.explanation':
    'd_k 个独立乘积之和的离散程度（标准差）按 √d_k 增长，而不是按 d_k。除以 √d_k 能让分数的离散程度回到约 1，无论注意力头有多宽。',
  'settings.att_d': 'd_model',
  'settings.att_dk': 'd_k',
  'settings.att_causal': '因果掩码',
  'settings.att_pe': '加上位置',
  'settings.att_n': '序列长度 N',
  'attention.texCausal': '（因果）',
  'attention.texBytes': '字节数',
};
