// The page's words in Simplified Chinese (zh): every key of `node scripts/messages.mjs english`,
// translated (docs/TRANSLATING.md: how to change or add one, and the glossary).
export const messages = {
  'page.noLesson': '没有名为“{name}”的课，已略过。',
  'page.noPanelToEmbed': '没有名为“{name}”的面板可供嵌入，将显示全部面板。',
  'page.noLanguage': '本页面没有“{lang}”语言版本，将显示英文。',
  'page.languageFailed': '{lang}的文字未能加载（{message}）；改为显示英文。',
  'page.languageSlow': '{lang}的文字尚未送达；页面暂时显示为{current}，文字送达后将切换为{lang}。',
  'page.moreProblems': { plural: 'n', other: '……另有 {count} 条。' },
  'page.lockedInLink': '{setting} 已由老师为本课锁定，保持为 {value}。',
  'page.lockedForHost': '{setting} 已由老师为本课锁定，保持不变。',
  'page.loadingCore': '正在加载计算核心……',
  'page.builtOnScroll': '这一课会在你滚动到它时再构建。',
  'page.lessonFailed': '这一课无法启动：{message}',
  'page.coreFailed':
    '计算核心（WebAssembly）无法启动：{message}。请尝试重新加载页面；Embedding Lab 需要 2021 年或之后的浏览器。',
  'page.startFailed': '启动时出错：{message}',
  'page.pageName': 'Embedding Lab',
  'page.embeddedName': 'Embedding Lab：{title}',
  'page.pageTitle': 'Embedding Lab：文本如何变成向量',
  'page.tagline': '文本如何变成向量：词元、嵌入与位置，在你的浏览器中实时计算。',
  'page.skipLink': '跳到课程内容',
  'page.lessonsNav': '课程',
  'page.themeLabel': '主题',
  'page.themeAuto': '跟随系统',
  'page.themeLight': '浅色',
  'page.themeDark': '深色',
  'page.languageLabel': '语言',
  'page.languageAuto': '跟随浏览器',
  'page.linkUnreadable': '无法读取该链接，将使用默认设置。',
  'page.noPanel': '没有名为“{name}”的面板。',
  'page.badInLink': '{setting}“{value}”{problem}；改用 {fallback}。',
  'page.settingsNotObject': '要应用的设置必须是“名称: 值”形式的对象。',
  'page.noSetting': '没有名为“{name}”的设置。',
  'page.settingWrongType': '{setting} 必须是数字、字符串或 true/false。',
  'page.badApplied': '{setting}“{value}”{problem}；保留当前值。',
  'page.tooLong': '长 {length} 个字符，此处最多容纳 {most} 个',
  'page.notValid': '无效：{message}',
  'page.notOneOf': '不是 {options} 中的一个',
  'page.range': '{min} 到 {max}',
  'page.rangeEven': '偶数，{min} 到 {max}',
  'page.notBoolean': '不是 0 或 1',
  'page.notNumber': '不是数字',
  'page.notWhole': '必须是整数',
  'page.outOfRange': '在这里只能取 {min} 到 {max}',
  'page.notEven': '必须是偶数',
  'page.listEmpty': '请至少输入一个数，例如 {example}',
  'page.listTooLong': '这里最多只能放 {most} 个数（输入了 {count} 个）',
  'page.listNotNumber': '“{part}”不是数（请写 -1、0.5 或 2e-6 这样的数）',
  'page.listNotFinite': '“{part}”太大，不是有限的数',
  'page.listNotWhole': '“{part}”不是整数',
  'page.listOutOfRange': '“{part}”不在 {min} 到 {max} 之间',
  'page.hideNoSetting':
    'hide：没有名为“{name}”的设置（请使用 prose、quiz、downloads 或某个设置的名称）。',
  'page.lockNoSetting': 'lock：没有名为“{name}”的设置（请使用某个设置的名称）。',
  'page.compactNotBoolean': 'compact“{value}”不是 0 或 1，将显示完整的课。',
  'page.fixedByTeacher': '老师已为本课锁定此项。',
  'page.checkYourself': '自我检测',
  'page.resetAnswers': '重置答案',
  'page.answersTo': '第 {n} 题的答案选项',
  'page.rightFeedback': '正确。{explanation}',
  'page.wrongFeedback': '不太对：答案是 {letter}，“{choice}”。{explanation}',
  'page.showAnswer': '显示答案',
  'page.printNote': '答案不会被打印：在题目下方勾选“打印时包含答案”即可一并打印。',
  'page.cardScore': '得分：共 {total} 题，首次作答答对 {right} 题。',
  'page.cardScoreOpen': '得分：共 {total} 题，首次作答答对 {right} 题（还有 {open} 题未作答）。',
  'page.printedChoice': '答案：{letter}，“{choice}”。{explanation}',
  'page.printedAnswer': '答案：{explanation}',
  'page.printWithAnswers': '打印时包含答案',
  'page.resetAllAnswers': '重置所有答案',
  'page.pageScore':
    '自我检测得分：共 {total} 题，首次作答答对 {right} 题（已作答 {answered} 题）。',
  'page.share': '分享',
  'page.shareTitle': '分享“{title}”',
  'page.close': '关闭',
  'page.copy': '复制',
  'page.copied': '已复制。',
  'page.copyByKeys': '按 Ctrl+C（Mac 上按 ⌘C）复制所选文本。',
  'page.linkToView': '此视图的链接',
  'page.embedIframe': '用 iframe 嵌入',
  'page.embedElement': '或者只用一个 script 标签（{tag}）',
  'page.forYourCourse': '用于你的课程',
  'page.embedLanguage': '嵌入课程的语言',
  'page.embedLanguageAuto': '跟随每位读者的浏览器',
  'page.compactOption': '紧凑：只显示图形及其控件',
  'page.hideQuizOption': '隐藏自我检测题',
  'page.hideProseOption': '隐藏讲解文字',
  'page.fixControls': '锁定这些控件（学生能看到，但无法更改）',
  'page.previewLabel': '嵌入后这一课的预览',
  'page.previewTitle': '预览：{title}',
  'page.singleFileShare':
    '这份 Embedding Lab 是单个文件（课程包或保存下来的网页），所以这里只提供链接：要把一课嵌入课程网页，需要把完整的 Embedding Lab 文件夹放在网站上。请在那里使用“分享”，或者把课程包放进你的课程。',
  'page.downloadPng': '下载 PNG',
  'page.downloadSvg': '下载 SVG',
  'page.downloadCsv': '下载 CSV',
  'page.showTable': '以表格显示数据',
  'page.hideTable': '隐藏表格',
  'page.dataOf': '{label}的数据',
  'page.tableCut': '仅显示前 {rows} × {cols}（共 {allRows} × {allCols}）；CSV 中包含全部数据。',
  'page.downloadsBlocked':
    '如果没有收到文件，说明课程页面的框架不允许下载（其 sandbox 缺少 allow-downloads）：请让课程作者允许下载，或单独打开 Embedding Lab 来保存文件。',
  'page.lessonPlace': '在整个模型中：{place}。{link}',
  'page.seeOverview': '查看模型概览。',
  'page.previousLesson': '← {title}',
  'page.nextLesson': '{title} →',
  'page.lessonLinks': '与“{title}”相邻的课',
  'page.readMore': '延伸阅读：',
  'page.sourcesTitle': '参考文献',
  'page.sourcesNote':
    '各课用自己的话讲解这些文献；某课引用文献中的论断时，会注明出处，并用这里计算出的数值加以检验。',
  'page.ownLesson': '专门的一课',
  'page.refusal': '{setting}{problem}（输入的是 {value}）',
  'page.textRefusal': '该文本{problem}。',
  'page.pointHover': '鼠标指向',
  'page.pointTap': '点按',
  'page.lineChart': '折线图。用方向键可逐点读取数值。',
  'page.lineChartOf': '{names}的折线图。用方向键可逐点读取数值。',
  'page.lineChartAgainst': '以 {x} 为横轴的折线图。用方向键可逐点读取数值。',
  'page.lineChartOfAgainst': '{names}随 {x} 变化的折线图。用方向键可逐点读取数值。',
  'page.noValue': '无值',
  'texts.library': '四篇英文文本合在一起',
  'texts.gettysburg': '葛底斯堡演说（Lincoln，1863）',
  'texts.sonnets': '三首十四行诗（Shakespeare，1609）',
  'texts.alice': '掉进兔子洞（Carroll，1865）',
  'texts.lamplighter': '点灯人的学徒（为本实验室写的故事）',
  'texts.quijote': '《堂吉诃德》第一章，西班牙语原文（Cervantes，1605）',
  'texts.tang': '唐诗十八首（李白、杜甫等，8–9 世纪）',
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
  'attention.scoresIdle': '红色：查询与键一致；蓝色：二者不一致。{point}单元格即可查看精确值。',
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
  'block.mlpIdle': '暗色：GELU 接近 0 的平坦一侧；亮色：强烈激活的单元。',
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
  'bpe.lead':
    '字节只需要 256 个 ID，但得到的序列很长；以词为单位序列很短，但需要巨大的词表，而且仍会遇到未知词。字节对编码（BPE）介于两者之间，GPT-2 以及之后的大多数模型都在用它。它从 256 个字节出发，从一段文本中学习新的词元：找出出现次数最多的相邻词元对，给它一个新 ID，替换它的每一次出现，然后重复。',
  'bpe.merging':
    '每次合并都会增加一个 ID，并让文本变短。常见的片段（“the”、“ing”、词前的空格）经过几次合并就成为单个词元；罕见的词则保持为碎片。永远不会出现未知的内容：任何文本都仍然可以用 256 个字节 ID 拼写出来。',
  'bpe.sourceText': '你的文本',
  'bpe.sourceHamlet': '哈姆雷特的台词（×10）',
  'bpe.textHint': '训练文本选择“你的文本”时使用，最多 400 个字符；试试“café café 😀😀 la la la”',
  'bpe.textEmpty': '训练文本为空：请输入几个词供它学习',
  'bpe.mergesHint': '0 到 {max}；每次合并为词表增加一个 ID',
  'bpe.stepsLabel': '逐步查看合并',
  'bpe.previousMerge': '◀ 上一次合并',
  'bpe.nextMerge': '下一次合并 ▶',
  'bpe.play': '播放',
  'bpe.pause': '暂停',
  'bpe.mergeTotal': {
    plural: 'n',
    other: '{n} 次合并',
  },
  'bpe.byteTotal': {
    plural: 'n',
    other: '{n} 字节',
  },
  'bpe.tokenTotal': {
    plural: 'n',
    other: '{n} 个词元',
  },
  'bpe.bytesPerToken': {
    plural: 'n',
    other: '每个词元 {n} 字节',
  },
  'bpe.summary': '{merges}：词表 {vocab} 个 ID；{bytes} → {tokens}（{ratio}）',
  'bpe.stopped': {
    plural: 'asked',
    other: '你要求 {asked} 次合并，但这段文本只允许 {made} 次：{reason}。',
  },
  'bpe.pairsTitle': '当前的词元对计数',
  'bpe.noPairs': '文本中已没有词元对。',
  'bpe.pairsCaption': '出现次数最多的 10 个相邻词元对，按合并顺序排列',
  'bpe.pairColumn': '词元对',
  'bpe.idsColumn': 'ID',
  'bpe.countColumn': '次数',
  'bpe.firstAtColumn': '首次出现于',
  'bpe.nextTag': ' 下一次合并 → ID {id}',
  'bpe.firstAt': '词元 {n}',
  'bpe.mergesTitle': '目前为止的合并',
  'bpe.noMerges': '还没有合并：每个词元都是单个字节。',
  'bpe.mergesLabel': {
    plural: 'n',
    other: '{n} 次合并，每个新 ID 及其词元对',
  },
  'bpe.mergeCount': {
    plural: 'tokens',
    other: ' ×{count}，之后共 {tokens} 个词元',
  },
  'bpe.tokensTitle': '逐个词元看文本',
  'bpe.tokensNote':
    '每个方框是一个词元，下方是它的 ID；␣ 表示空格，\\n 表示换行。256 及以上的 ID 是合并得到的词元。',
  'bpe.trainingTokensLabel': '训练文本，按词元着色',
  'bpe.tokensCut': '{n} 个词元中的前 {shown} 个。',
  'bpe.curveTitle': '压缩：词元数与词表大小的关系',
  'bpe.curveSeries': '文本中的词元数',
  'bpe.curveNow': '当前',
  'bpe.curveX': '词表大小（256 + 合并次数）',
  'bpe.curveY': '词元数',
  'bpe.curveLabel': {
    plural: 'possible',
    other:
      '训练文本的词元数与词表大小的关系：词表为 256（字节）时 {bytes}，为 {vocab}（当前）时 {tokens}，在上限 {max} 以内全部 {possible} 次可能的合并之后，词表为 {lastVocab} 时 {last}。',
  },
  'bpe.curveNote': {
    plural: 'first',
    other: '最初的合并节省最多：第 1 次合并减少 {first} 个词元，第 {k} 次合并减少 {last} 个。',
  },
  'bpe.curveNoMerge': '这段文本无法进行任何合并：没有哪对字节出现两次。',
  'bpe.curveData': '合并记录与压缩曲线',
  'bpe.leftIdColumn': '左 ID',
  'bpe.rightIdColumn': '右 ID',
  'bpe.newIdColumn': '新 ID',
  'bpe.pairCountColumn': '词元对次数',
  'bpe.tokensAfterColumn': '合并后词元数',
  'bpe.compareCaption': {
    plural: 'bytes',
    other: '同一段训练文本（{bytes} 字节）的三种切分方式',
  },
  'bpe.tokenizerColumn': '分词器',
  'bpe.vocabularyColumn': '词表',
  'bpe.tokensColumn': '词元数',
  'bpe.bytesPerTokenColumn': '每个词元的字节数',
  'bpe.bytesRow': '字节',
  'bpe.bpeRow': {
    plural: 'n',
    other: 'BPE，{n} 次合并',
  },
  'bpe.wordsRow': '词（去掉空格）',
  'bpe.unicodeTitle': '“é”和“😀”会怎样',
  'bpe.unicode':
    '在 UTF-8 中，“é”是两个字节（C3 A9），“😀”是四个（F0 9F 98 80）。BPE 对字符一无所知：它只合并在训练文本中经常一起出现的字节。如果文本重复某个字符，它的字节很快就会合成一个词元；否则这个字符就保持为字节碎片，每个碎片显示为 \\xNN，因为半个字符无法显示。用你的文本“café café 😀😀 la la la”来训练：这个表情符号会变成一个词元，“café”也是，但单独的“é”仍是两个字节，因为它的第一个字节先和“caf”合并了，第二个字节还没合并：这是一个在字符中间结束的词元。',
  'bpe.probeLabel': '“{probe}”的词元',
  'bpe.probeCount': {
    plural: 'n',
    other: '{bytes} 字节 → {n} 个词元',
  },
  'bpe.secondTitle': '编码第二段文本',
  'bpe.secondLabel': '第二段文本',
  'bpe.secondHint': '用上面学到的合并来编码；训练文本中没有的词会被拆成碎片',
  'bpe.secondEmpty': '请输入要编码的第二段文本。',
  'bpe.secondSummary': '用上面学到的 {merges}：{bytes} → {tokens}',
  'bpe.secondTokensLabel': '第二段文本，按词元着色',
  'bpe.realTitle': '真实的分词器还会做什么',
  'bpe.preSplitting':
    '预切分：GPT-2 先用一个模式把文本切成词、数字、标点和空格，只在这些片段内部合并，因此一个词元永远不会跨越“dog.”，也不会横跨两个词。',
  'bpe.biggerVocabulary':
    '大得多的词表：GPT-2 在约 40 GB 的网页文本上学习了 50,000 次合并，共 50,257 个 ID；更新的模型使用 100,000 到 200,000 个。',
  'bpe.specialTokens':
    '特殊词元：任何文本都无法产生的 ID，例如 GPT-2 在文档之间使用的 <|endoftext|>，或者标记一轮对话开始的记号。模型像学习其他 ID 一样学习它们的含义。',
  'bpe.multiByteNote': {
    plural: 'n',
    other:
      '文本的 {chars} 个字符中，有 {n} 个在 UTF-8 中占不止一个字节（共 {bytes} 个字节；每个汉字占三个字节）。BPE 只看得到字节：它最初的几次合并常常把一个常见字符的各个字节合成一个词元，所以一个词元可能是一个完整的字符，也可能只是字符的一部分，其字节显示为 \\xNN。',
  },
  'combined.lead':
    '词元行说明一个词元是什么，却没有任何信息说明它在哪里。GPT 另外保存一张表，每个位置一行，并把位置 t 的行加到该位置上词元的行上。结果的宽度仍然是 d，而同一个字符出现在两个地方时，现在会得到两个不同的向量。',
  'combined.dHint': '每个向量的宽度，{range}（正弦编码时须为偶数）',
  'combined.maxLenHint': '位置表的行数，{range}',
  'combined.learnedRandom': '可学习（随机初始化）',
  'combined.sinusoidal': '正弦',
  'combined.add': '相加',
  'combined.concatenate': '拼接',
  'combined.emptyText': '请至少输入一个字符',
  'combined.xAxis': '维度 →',
  'combined.yAxis': '位置 t ↓',
  'combined.tokenTitle': '词元行 E[ids]',
  'combined.tokenHover': '词元行 {row}（{token}），维度 {col} = {value}',
  'combined.tokenCount': {
    plural: 'n',
    other: '{n} 个词元',
  },
  'combined.dimensionCount': {
    plural: 'n',
    other: '{n} 个维度',
  },
  'combined.tokenLabel': '热力图：你的 {tokens}对应的词元行，每行 {dims}。',
  'combined.tokenSummary':
    '{n} × {d}：第 t 行就是词元 t 在表中的那一行。重复的字符会重复相同的行。',
  'combined.positionTitle': '位置行 P[0..T−1]',
  'combined.positionHover': '位置行 {row}（{token}），维度 {col} = {value}',
  'combined.positionLabelLearned':
    '位置行 0 到 {last} 的热力图，可学习（训练前为随机值），每行 {dims}。',
  'combined.positionLabelSinusoidal': '位置行 0 到 {last} 的热力图，正弦，每行 {dims}。',
  'combined.positionSummaryLearned': '{n} × {d}：第 t 行只取决于位置 t（可学习，训练前为随机值）。',
  'combined.positionSummarySinusoidal': '{n} × {d}：第 t 行只取决于位置 t（正弦）。',
  'combined.sumTitle': '两者之和：输入',
  'combined.sumTitleShape': '两者之和：输入（T × d）',
  'combined.sumHover': 'x[{row}]（{token}），维度 {col} = 词元 + 位置 = {value}',
  'combined.sumLabel': '和的热力图，{n} × {d}。',
  'combined.sumSummary': '{n} × {d}：逐元素相加，x[t] = E[id_t] + P[t]。',
  'combined.concatTitle': '改为拼接（T × 2d）',
  'combined.concatTokenHover': 'x[{row}]（{token}），第 {col} 列 = 词元维度 {col} = {value}',
  'combined.concatPositionHover': 'x[{row}]（{token}），第 {col} 列 = 位置维度 {dim} = {value}',
  'combined.concatLabel': '拼接结果的热力图，{n} × {width}：先是词元列，然后是位置列。',
  'combined.concatSummary': '{n} × {width}：[E[id_t] | P[t]]，宽度翻倍。',
  'combined.truncated':
    '你的文本有 {given} 个词元，但 max_len 是 {maxLen}。Vizuara 笔记本中的处理流程保留 ids[:max_len]：{used}，{dropped}，而且不作任何提示。',
  'combined.truncatedUsed': {
    plural: 'n',
    other: '下方只嵌入前 {n} 个词元',
  },
  'combined.truncatedDropped': {
    plural: 'n',
    other: '最后 {n} 个被丢弃',
  },
  'combined.strictRefuses': '严格模块则会直接拒绝：“{error}”',
  'combined.joinTitle': '相加还是拼接？',
  'combined.joinProse':
    '拼接能让两部分原封不动地并排保留，代价是向量宽度翻倍，读取它的每一层的权重也要翻倍。相加则没有额外代价，而且在 d 维空间中，词元信号和位置信号很少互相干扰。',
  'combined.joinHeader': '组合方式',
  'combined.shapeHeader': '输入形状',
  'combined.tokenTableHeader': '词元表',
  'combined.positionTableHeader': '位置表',
  'combined.projectionHeader': '下一层的每个投影',
  'combined.addRow': '相加（GPT）',
  'combined.learnedParameters':
    '可学习的位置表有 max_len × d = {maxLen} × {d} 个参数；正弦表没有参数。',
  'combined.sinusoidalParameters':
    '正弦表是计算出来的，不是学出来的：0 个参数，而且适用于任意长度。',
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
  'heads.lead':
    '一个注意力头寻找一种关系。Transformer 会并排运行多个注意力头。每个头都读取完整的词元向量，即全部 d_model 个数，并把它投影成自己的、更窄的查询、键和值（宽度各为 d_model / 头数）；然后把它们的结果拼接起来。训练实验室中的模型 TinyGPT 在每个模块中做的正是这件事。',
  'heads.howHeadsSplit':
    'q、k 和 v 来自同一个矩阵 W_qkv，作用于归一化后的词元向量。第 h 个头从每个中取出第 h·d_head 到 (h+1)·d_head − 1 列这一连续切片，计算自己的权重，以及对自己的值行的加权平均，并把结果写入输出的相同列中。随后输出投影 W_o 把各列混合起来，使每个头的发现都能到达每个维度，结果再加到 x 上（即残差流，见下一课）。M 是因果掩码；使用 ALiBi 位置编码时（在训练实验室中设置），每个头还会在 M 上加上自己的惩罚项 −斜率 × 距离，这就是不同 ALiBi 头往回看的距离不同的原因。',
  'heads.modelNote':
    '这里的模型采用训练实验室中设置的结构（层数、头数、d_model、位置编码、归一化），权重则由随机种子随机生成，就像训练之前一样。在实验室中训练一个 TinyGPT，它的注意力头就会显示在随机的那些下方：训练后的头常常各有分工，有的看前一个字节，有的看词的开头。',
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
    other: '所有头的输出并排（共 {heads} 个头，{tokens} × {dModel}）',
  },
  'heads.concatAxis': '列 →（头 1 | 头 2 | …）',
  'heads.concatHover': '{token}，第 {c} 列（头 {head}）：{value}',
  'heads.concatIdle': '第 h 个头填充第 h·d_head 到 (h+1)·d_head − 1 列。',
  'heads.concatLabel': {
    plural: 'heads',
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
  'long-context.lead':
    '模型是在某个长度 L 的窗口上训练的。当它读到更长的内容时会怎样？可学习的位置表里没有位置 L 这一行；正弦编码和 RoPE 会产生模型从未见过的向量和角度。常用的答案有两种：把编码设计成完全不随长度变化（ALiBi），或者拉伸训练好的 RoPE，让新位置看起来像旧位置（位置插值和 NTK 缩放）。',
  'long-context.noPositions':
    '还有第三种容易被忽略的选择：完全不用位置编码。在解码器中，因果掩码本身就携带了位置信息，因为位置 t 上的查询恰好对 t + 1 个键取平均；没有位置编码的模型仅凭这一点也能学到词序，而且没有会被用完的表。',
  'long-context.alibiTitle': 'ALiBi：用距离惩罚代替位置向量',
  'long-context.alibiProse':
    'ALiBi（Press、Smith 和 Lewis，2022，“Train Short, Test Long”）不往词元向量上加任何东西。每个头 h 在因果掩码和 softmax 之前，从缩放后的分数中减去固定斜率 mₕ 与距离的乘积。这些斜率构成等比数列：对于 n 个头，mₕ = 2^(−8h/n)。',
  'long-context.headsHint': 'ALiBi 头数，{range}',
  'long-context.headHint': '热力图显示哪个头的偏置',
  'long-context.lenHint': '热力图和权重图中的位置数',
  'long-context.headTooLarge': '要显示的头必须在 1 到 {heads}（头的数量）之间',
  'long-context.biasTitle': '一个头的偏置：−m·(i − j)，加到查询 i 对键 j 的分数上',
  'long-context.keyAxis': '键 j →',
  'long-context.queryAxis': '查询 i ↓',
  'long-context.maskedNote': '灰色：被掩码，即更靠后的键（其偏置永远到达不了 softmax）',
  'long-context.maskedHover': '查询 {i}，键 {j}：被掩码（更靠后的词元），无论偏置多少，权重都为 0',
  'long-context.biasHover': '查询 {i}，键 {j}（往前 {back} 步）：偏置 {bias}',
  'long-context.biasLabel':
    '第 {head} 个头（共 {heads} 个，斜率 {slope}）在 {len} 个位置上的 ALiBi 偏置：对角线上为 0，每远离对角线一步下降 {slope}，到查询 {last} 对键 0 时为 {lowest}；上三角（更靠后的键）被掩码，显示为灰色。',
  'long-context.biasSummary':
    '第 {head} 个头：斜率 {slope}；最深的单元格为 {lowest}（查询 {last}，键 0）。{point}单元格即可查看数值。',
  'long-context.slopesTitle': '每个头的斜率 m',
  'long-context.headAxis': '头',
  'long-context.slopeAxis': '斜率 m',
  'long-context.slopesSummary': {
    plural: 'heads',
    other: '{heads} 个头的斜率，从头 1 的 {first} 到头 {heads} 的 {last}。',
  },
  'long-context.weightsTitle': '最后一个查询对越来越远的键的注意力（内容分数相同）',
  'long-context.distanceAxis': '往前的距离（步）',
  'long-context.weightAxis': '权重',
  'long-context.distanceColumn': '往前的距离',
  'long-context.headColumn': '头 {n}',
  'long-context.weightsSummary':
    '内容分数全部相同时，每个头中查询 {last} 对往前各个距离上的键的注意力权重：最陡的头给最新的键 {steepest}，最平缓的头给 {gentlest}。',
  'long-context.slopesCaption':
    '每个头的斜率，以及在 {len} 个位置上，最后一个查询 90% 的权重落在最近的多少个键上（内容分数相同）',
  'long-context.keptHeader': '每往前一步保留的权重，e^(−m)',
  'long-context.spanHeader': '占 90% 权重的键数',
  'long-context.spanCell': '{keys}（共 {len}）',
  'long-context.alibiText': {
    plural: 'heads',
    other:
      '有 {heads} 个头时，斜率从 {first} 到 {last}。在 {len} 个位置上，头 1 把 90% 的注意力放在最后 {firstSpan} 个键上，头 {heads} 则需要 {lastSpan} 个。往前 {back} 的键在头 1 中得到 {bias} 的偏置：其权重乘以 {factor}。',
  },
  'long-context.stepsBack': {
    plural: 'n',
    other: '{n} 步',
  },
  'long-context.alibiFading':
    '经过 softmax 后，惩罚 b 变成因子 e^(−b)：内容分数相同时，每往前一步，键的权重就乘以 e^(−m)。陡峭的头只看最后几个词元；平缓的头则能延伸到很远的过去。无论长度多少，给定距离的惩罚都相同，所以 ALiBi 没有什么会被用完；这也意味着遥远的过去会逐渐淡出，不管它说了什么。',
  'long-context.stretchTitle': '把 RoPE 拉伸到训练长度之外',
  'long-context.stretchProse':
    'RoPE 把位置 p 上查询或键的第 i 对旋转 p·θᵢ，其中 θᵢ = base^(−2i/d)。快的对（i 小）在 L 个位置内转了很多圈，所以训练见过它们能取到的每个角度；慢的对只转过一部分。到了 {scale}L，慢的对会到达任何训练样本都没有产生过的角度。有两种修正方法在测试时改变角度，无需训练：',
  'long-context.trainedHint': '模型训练时的长度',
  'long-context.dHint': '每个头中查询/键的宽度：{range}',
  'long-context.pairHint': '角度图中显示的对：0 最快',
  'long-context.pairTooLarge': '第 i 对必须在 0 到 {last} 之间：宽度为 {d} 时共有 {pairs} 对',
  'long-context.angleTitle': '一对的角度随位置的变化，直到训练长度的 {scale} 倍',
  'long-context.positionAxis': '位置',
  'long-context.angleAxis': '角度（圈）',
  'long-context.plainRope': '原始 RoPE',
  'long-context.interpolatedByFour': '插值（÷ 4）',
  'long-context.interpolated': '插值',
  'long-context.ntkScaled': 'NTK 缩放',
  'long-context.largestTrainedAngle': '训练中的最大角度',
  'long-context.angleSummary':
    '第 {i} 对（共 {pairs} 对）的角度（单位：圈）随位置 0 到 {last} 的变化：原始 RoPE 达到 {plain} 圈，插值 {linear} 圈，NTK {ntk} 圈；训练（位置小于 {trained}）达到 {reached} 圈。',
  'long-context.reachDefinition':
    '一对的角度是圆上的一个点，在一段位置上，这一对扫过从 0 到其最大角度的弧，转满一圈后则是整个圆；它的覆盖比是它在 {scale}L 时扫过的弧除以训练中扫过的弧，所以 1 表示它不会遇到训练没有展示过的角度。',
  'long-context.reachTitle': '长度为训练长度 {scale} 倍时的每一对：扫过的角度弧与训练中的弧之比',
  'long-context.pairAxis': '第 i 对（快 → 慢）',
  'long-context.reachAxis': '覆盖比（1 = 没有新角度）',
  'long-context.pairColumn': '对 i',
  'long-context.insideTraining': '在训练范围内（1）',
  'long-context.reachSummary':
    '{pairs} 对中每一对在 {len} 个位置上扫过的角度弧，除以它在 {trained} 个训练位置上扫过的弧：原始情况下第 0 对为 {first}，第 {lastPair} 对为 {last}；最大值原始为 {plain}，插值为 {linear}，NTK 为 {ntk}。',
  'long-context.reachCaption':
    '每一对在训练中的弧（位置 0 到 {lastTrained}，单位：圈）及其在 {len} 个位置上的覆盖比',
  'long-context.arcHeader': '训练中的弧（圈）',
  'long-context.ropeRun': '在 {trained} 个位置上训练，在 {len} 个位置上运行。',
  'long-context.noPairRound': '训练中没有任何一对转满一圈。',
  'long-context.pairZeroRound': '训练中只有第 0 对转满了一圈。',
  'long-context.pairsRound': '训练中第 0 到第 {last} 对都转满了一圈。',
  'long-context.sweepMore': '扫过范围超出训练的对：原始 {plain}，插值 {linear}，NTK {ntk}。',
  'long-context.sweepSome': '{pairs} 对中有 {count} 对（最多 {most}×）',
  'long-context.sweepNone': '{pairs} 对中一对也没有',
  'long-context.ropeSpeeds':
    '在原始 RoPE 和 NTK 下，第 0 对每个位置转 1 弧度，但插值后只转 {slow}：相邻词元之间的距离看起来只有训练时的 1/{scale}。第 {i} 对每个位置转动的角度：原始 {plain} rad，插值 {linear}，NTK {ntk}。（插值把位置 {last} 映射到 {mapped}，只比最后一个训练位置 {lastTrained} 多出不到一个位置。）',
  'long-context.stretchCompared':
    '插值压缩了位置：每一对都保持在训练覆盖的范围内（误差不到一个位置），但相邻词元现在只相隔四分之一步，这是快的对从未向模型展示过的。NTK 缩放让最快的一对与训练时完全一样，所以短距离看起来一如既往；越慢的对减速越多，最慢的一对按完整倍数减速；中间的对减速幅度小于长度增长的倍数，因此其中一些仍会扫过训练从未展示过的角度（表格给出超出多少）。不经微调时哪种方法效果更好，要靠实验来回答。',
  'long-context.labLink':
    '在真实模型上看看效果：训练实验室的{link}部分用同一段文本，以每种编码（无、可学习、正弦、RoPE、ALiBi）分别训练一个 TinyGPT，并在留出文本上以训练长度的 1×、2×、4× 和 8× 测量每个模型；RoPE 还会加测插值和 NTK 缩放。',
  'long-context.labLinkText': '“比较位置编码”',
  'model.seedHint': '决定随机权重',
  'model.peNone': '无位置信息',
  'model.peLearned': '可学习的位置嵌入',
  'model.peSinusoidal': '正弦位置编码',
  'model.peRope': 'RoPE',
  'model.peAlibi': 'ALiBi',
  'model.layerCount': {
    plural: 'n',
    other: '{n} 层',
  },
  'model.headCount': {
    plural: 'n',
    other: '{n} 个头',
  },
  'model.shape': '{layers}，{heads}，d_model {dModel}，{positions}，{norm}',
  'model.weightsLegend': '权重',
  'model.weightsRandom': '随机权重（由随机种子生成）',
  'model.weightsTrained': '训练实验室中训练好的权重',
  'model.trainedReady': '已训练：{label}。',
  'model.trainedBpe':
    '训练实验室中现有的是 {label}，它读取 BPE 词元；而这几课每次只处理一个字节：请用字节分词器训练它，才能在这里使用它的权重。',
  'model.trainedNoBlocks':
    '训练实验室中现有的是 {label}，它没有注意力模块：请在那里训练一个 TinyGPT（模型 gpt），才能在这里使用它的权重。',
  'model.trainedNone': '请在训练实验室中训练一个 TinyGPT（模型 gpt），才能在这里使用它的权重。',
  'model.diagramLabel': 'TinyGPT 示意图',
  'model.parameters': '{count} 个参数',
  'model.parametersEach': '每个模块 {count} 个参数',
  'model.diagramCaption': '按训练实验室当前设置的 TinyGPT：共 {count} 个参数。',
  'model.bytesIn': '输入字节',
  'model.bytesInDetail': '文本的每个字节都是一个 0–255 的词元 ID',
  'model.tokenTable': '词元表',
  'model.tokenTableDetail': '256 × {d}：每个字节一行',
  'model.peNoneTitle': '无位置表',
  'model.peNoneDetail': '仅靠因果掩码区分位置',
  'model.peLearnedTitle': '+ 可学习的位置表',
  'model.peLearnedDetail': '每个位置一行，经训练得到',
  'model.peSinusoidalTitle': '+ 正弦位置编码',
  'model.peSinusoidalDetail': '固定的 sin/cos 表，没有参数',
  'model.peRopeTitle': '用 RoPE 编码位置',
  'model.peRopeDetail': '在每个头内部旋转 q 和 k，没有参数',
  'model.peAlibiTitle': '用 ALiBi 编码位置',
  'model.peAlibiDetail': '对每个头的分数施加距离惩罚，没有参数',
  'model.block': 'Transformer 模块 × {layers}（前置归一化）',
  'model.norm1Detail': '归一化 1：重新缩放每个词元的 {d} 个数',
  'model.attention': {
    plural: 'heads',
    other: '多头注意力：{heads} 个头 × {headDim} 维',
  },
  'model.attentionDetail':
    'q | k | v = x·W ({d} → {qkv})；因果 softmax；各头并排拼接，再经 W_o ({d} → {d})',
  'model.attentionDetailRope':
    'q | k | v = x·W ({d} → {qkv})，旋转 q 和 k；因果 softmax；各头并排拼接，再经 W_o ({d} → {d})',
  'model.attentionDetailAlibi':
    'q | k | v = x·W ({d} → {qkv})，减去斜率 × 距离；因果 softmax；各头并排拼接，再经 W_o ({d} → {d})',
  'model.residual': '+ 残差',
  'model.attentionResidual': 'x = x + 注意力',
  'model.norm2Detail': '归一化 2',
  'model.mlp': 'MLP',
  'model.mlpDetail': '{d} → {hidden} (GELU) → {d}，每个词元单独计算',
  'model.mlpResidual': 'x = x + MLP',
  'model.finalNorm': '最终 {norm}',
  'model.outputHead': '输出头',
  'model.outputHeadDetail': '{d} → 256 个 logits，使用自己的表（不与词元表共享）',
  'model.softmax': 'Softmax',
  'model.softmaxDetail': '下一个字节的 256 个概率',
  'norms.lead':
    '深层网络堆叠了几十层，层与层之间传递的数值大小可能会漂移：有些向量越来越大，有些越来越小，训练就变得脆弱。归一化层对每个词元的向量单独重新缩放，使下一层收到的数值大小总是可以预测的。常见的有两种。LayerNorm（最初的 Transformer、GPT-2）先减去向量的均值，再除以它的标准差。RMSNorm（LLaMA 和大多数近期模型）省去中心化这一步，直接除以均方根，计算更省，实际效果一样好。',
  'norms.formulaNote':
    'n 是特征数（向量的长度）。方差取有偏方差（除以 n，而不是 n − 1），与 PyTorch 的 LayerNorm 一致。γ（增益）和 β（偏移）按特征学习；这里各取一个值，作用于所有特征。“rstd”是标准差的倒数 1/√(σ²+ε)，层会乘以它（并为反向传播保存下来）。ε 是加在平方根里面的一个小常数；下面的实验会说明原因。',
  'norms.vectorLabel': '向量 x',
  'norms.vectorHint': '用逗号分隔的数，最多 32 个（例如 2, -1, 0.5, 3 或 1e-6, 0, 2e-6）',
  'norms.gammaHint': '增益，作用于每个特征',
  'norms.betaHint': '偏移（仅 LayerNorm）',
  'norms.epsHint': '对数刻度，10⁻¹² 到 1；PyTorch 用 10⁻⁵',
  'norms.tinyVectorPreset': '极小向量 [1e-6, 0, 2e-6]',
  'norms.almostNoEpsPreset': 'ε = 1e-12（几乎为零）',
  'norms.defaultVectorPreset': '默认向量',
  'norms.inputCaption': '输入向量。{point}某根柱子即可查看它的值。',
  'norms.layerNormCaption': '中心化并缩放：均值为 β，离散程度为 γ。',
  'norms.rmsNormCaption': '只做缩放：均方根为 |γ|。',
  'norms.barsLabel': '{name} 的柱状图：{values}',
  'norms.statsLabel': 'x 的统计量',
  'norms.statsCaption': 'x 的统计量，由计算核心算出',
  'norms.features': '特征数',
  'norms.mean': '均值 μ',
  'norms.variance': '方差 σ²',
  'norms.varianceNote': '有偏：除以 n',
  'norms.meanSquare': '平方的均值',
  'norms.withoutEps': '不含 ε',
  'norms.rmsRstdNote': '1/√(平方的均值 + ε)',
  'norms.epsTitle': 'ε 有什么用？',
  'norms.epsProse':
    '没有 ε 时，归一化要除以向量自身的大小。对全零向量来说这是 0/0；对于由极小数值组成的向量，比如大小为 10⁻⁶ 的舍入噪声，这次除法会把噪声放大到 1 左右，仿佛它是有意义的信号。在平方根里加上 ε，层乘的因子就永远不会超过 1/√ε：ε = 10⁻⁵ 时约为 316，于是 10⁻⁶ 只变成约 3·10⁻⁴，仍然很小。对于大小正常的向量，ε 几乎不改变任何东西。',
  'norms.epsTableLabel': '有无 ε 时的输出',
  'norms.epsCaption': '同一个向量，有 ε 与无 ε',
  'norms.rmsUndefined': '无定义：RMS 为 0，会除以 0',
  'norms.layerNormUndefined': '无定义：σ 为 0，会除以 0',
  'norms.largestFactor': '最大因子 1/√ε',
  'norms.largestFactorNote': 'ε 给 rstd 设的上限',
  'norms.slipTitle': '手算：对 [10⁻⁶, 0, 2·10⁻⁶] 做不含 ε 的 RMSNorm。',
  'norms.slipProse':
    '先把各项平方：[10⁻¹², 0, 4·10⁻¹²]；它们的均值是 1.667·10⁻¹²；rsqrt = 1/√(1.667·10⁻¹²) ≈ 774 597。最后一步把原始各项乘以 rsqrt：10⁻⁶ · 774 597 ≈ 0.775，0 · 774 597 = 0，2·10⁻⁶ · 774 597 ≈ 1.549。一个容易犯的错误是把平方后的值除以 rsqrt；那样得到的数接近 10⁻¹⁸，而零项无论怎么算都仍是零。有了 ε，1/√ε 是 rsqrt 能取到的最大值，而不是最小值。点击上方的“极小向量”，表格就会显示计算核心给出的精确值。',
  'norms.scaleTitle': '缩放不变性',
  'norms.scaleProse':
    '把 x 乘以一个正的因子，两种输出都保持不变：归一化又把这个因子除掉了。这就是归一化能让网络保持稳定的原因：无论上一层的输出多大或多小，下一层看到的都是同样的模式。例外是向量小到 ε 与它的平方均值相当的时候；试试因子 10⁻⁴ 配 ε = 10⁻⁵。',
  'norms.scaleHint': '乘到 x 上，10⁻⁶ 到 10⁶',
  'norms.scaleUnchanged':
    '{factor} · x = {scaled}。输出的最大变化：LayerNorm {layerNorm}，RMSNorm {rmsNorm}（不变，只差 ε 带来的微小影响）。',
  'norms.scaleChanged':
    '{factor} · x = {scaled}。输出的最大变化：LayerNorm {layerNorm}，RMSNorm {rmsNorm}（这里 ε 与这些值的平方均值相当，所以会产生影响）。',
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
  'overview.diagramTitle': 'TinyGPT 逐阶段图解',
  'overview.labNote':
    '训练实验室决定模型的规模（层数、头数、d_model、位置编码、归一化）；这张图和每一课都以它为准。{link}，现在就训练它，然后回来看看有什么变化。',
  'overview.labLink': '前往训练实验室',
  'overview.firstLookTitle': '先认识一下各课用到的术语',
  'overview.moreInLesson': '详见对应的课。',
  'overview.token': '词元',
  'overview.tokenAbout':
    '模型作为一个单位读入的一段文本。这里每个字节就是一个词元：0 到 255 之间的一个数。{more}',
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
    '注意力会并排运行好几份。每个头都从每个词元的完整向量出发，生成自己的查询、键和值。{more}',
  'overview.block': '模块',
  'overview.blockAbout':
    '先是注意力，然后是对每个词元单独作用的小型网络（MLP）。两者都把各自的结果加回词元的向量上，也就是残差流。TinyGPT 堆叠了几个这样的模块。{more}',
  'overview.logits': 'logits 与 softmax',
  'overview.logitsAbout':
    '最后一个模块之后，输出头为下一个字节给出 256 个分数，即 logits；softmax 把它们变成概率。生成文本就是按这些概率选出一个字节，把它接到文本后面，然后重复。{more}',
  'overview.loss': '损失',
  'overview.lossAbout':
    '训练时给模型看文本，并在每个位置要求它给出下一个字节。评分用的是交叉熵损失，即它给真实字节的概率取 −ln；梯度指出该如何微调每个权重来降低损失。{more}',
  'pe-learned.lead':
    'GPT-2 和 BERT 不用公式来表示位置。它们另外保存一张嵌入表，每个位置一行：P₀, P₁, …, P_(max_len−1)，并把第 t 行加到位置 t 上的词元向量上。这些行一开始是随机的，和其他所有权重一样经过训练。在训练实验室发布一张训练好的表之前，下面的表用本页的随机种子从 N(0, 1) 中抽取。',
  'pe-learned.maxLenHint': '随机表的行数（{range}）',
  'pe-learned.dHint': '每行的宽度（{range}）',
  'pe-learned.seqHint': '要嵌入的文本长度（{range}）',
  'pe-learned.sourceTrained':
    '显示的是“{name}”训练好的表（{rows} × {cols}）。max_len 和 d_model 控件设置的是随机表。',
  'pe-learned.trainingLab': '训练实验室',
  'pe-learned.sourceRandom':
    '随机表：{rows} × {cols} 个取自 N(0, 1) 的值，随机种子 {seed}。在训练实验室中训练一个使用可学习的位置嵌入的模型，就能在这里看到训练好的表。',
  'pe-learned.showRandom': '显示随机表',
  'pe-learned.showTrained': '显示训练好的表',
  'pe-learned.tableTitle': '可学习的位置表',
  'pe-learned.xAxis': '维度 →',
  'pe-learned.yAxis': '位置 ↓',
  'pe-learned.xAxisRange': '维度 →（0 到 {last}）',
  'pe-learned.yAxisRange': '位置 ↓（0 到 {last}）',
  'pe-learned.tableHover': '{entry} = {value}   （位置 {row}，维度 {col}）',
  'pe-learned.tableLabelTrained': {
    plural: 'rows',
    other:
      '训练后的可学习位置表的热力图：{rows} 个位置 × {cols} 个维度，数值从 −{top}（蓝）到 +{top}（红），色阶按本表调整。',
  },
  'pe-learned.tableLabelRandom': {
    plural: 'rows',
    other:
      '随机的可学习位置表的热力图：{rows} 个位置 × {cols} 个维度，数值从 −{top}（蓝）到 +{top}（红）。',
  },
  'pe-learned.tableSummary': {
    plural: 'rows',
    other: '{rows} 个位置 × {cols} 个维度。{point}单元格即可查看精确值。',
  },
  'pe-learned.similarityX': '位置 q →',
  'pe-learned.similarityY': '位置 p ↓',
  'pe-learned.similarityHover': '{entry} = {value}   （距离 {distance}）',
  'pe-learned.learnedSimilarityTitle': '可学习：位置间的余弦相似度',
  'pe-learned.sinusoidalSimilarityTitle': '正弦：位置间的余弦相似度',
  'pe-learned.learnedSimilarityTrained': {
    plural: 'rows',
    other: '可学习表中 {rows} 个位置的相似度矩阵：对角线明亮，其余部分是训练出的结构。',
  },
  'pe-learned.learnedSimilarityRandom': {
    plural: 'rows',
    other: '可学习表中 {rows} 个位置的相似度矩阵：对角线明亮，其余部分是噪声。',
  },
  'pe-learned.sinusoidalSimilarity': {
    plural: 'rows',
    other: '{rows} 个正弦位置的相似度矩阵（d_model {cols}）：与对角线平行的条带，只由距离决定。',
  },
  'pe-learned.similaritySummary': '{point}单元格即可查看两个位置的相似度。',
  'pe-learned.sideBySideTitle': '并排对比',
  'pe-learned.learnedHeader': '可学习的表',
  'pe-learned.sinusoidalHeader': '正弦',
  'pe-learned.trainableRow': '可训练参数个数',
  'pe-learned.noParameters': '0（固定公式）',
  'pe-learned.sequenceRow': '{seq} 个词元的序列',
  'pe-learned.rowsLookedUp': '查表取出第 0 到 {last} 行',
  'pe-learned.noRowsPast': '错误：第 {last} 行之后没有行',
  'pe-learned.rowsComputed': {
    plural: 'seq',
    other: '计算了 {seq} 行',
  },
  'pe-learned.rowsComputedBeyond': '计算了 {seq} 行（其中 {beyond} 行超出 max_len）',
  'pe-learned.neighboursRow': '相邻位置相似吗？',
  'pe-learned.learnedNeighbours': 'cos(P[p], P[p+1]) 的均值 = {near}',
  'pe-learned.learnedNeighboursFar': 'cos(P[p], P[p+1]) 的均值 = {near}；距离为 10 时：{far}',
  'pe-learned.sinusoidalNeighbours': '对每个 p，cos(PE[p], PE[p+1]) = {near}',
  'pe-learned.pastMaxLenTitle': '超出 max_len',
  'pe-learned.sequenceFits': {
    plural: 'rows',
    other: '{seq} 个词元的序列放得进 {rows} 行。把序列长度调到超过 {rows}，看看可学习的表会怎样。',
  },
  'pe-learned.coreRefuses': '计算核心拒绝查找可学习的表中不存在的位置：',
  'pe-learned.formulaHasNoLimit': {
    plural: 'rows',
    other:
      '正弦公式没有这种限制：它直接算出了 {seq} 行（至于在 {rows} 个位置上训练的模型能否用好新增的位置，那是另一回事）。',
  },
  'pe-learned.whichWhere':
    '各自用在哪里：最初的 Transformer 使用正弦函数；BERT 和 GPT-2/3 学习自己的位置表；最近的大多数开源 LLM 则按位置旋转查询和键，而不再加上任何表。（一份流行的对比把“大多数现代 LLM”归在可学习的表之下；这在 GPT-2/GPT-3 时代是对的，如今已不是。）',
  'pe-relative.lead':
    '正弦表存储的是绝对位置：第 p 行属于位置 p。然而比较两行时，结果只取决于它们相距多远。每一对 (2i, 2i+1) 都是一个以自己的速度 ωᵢ 绕圆旋转的点，所以两行的点积就是它们之间各个夹角的余弦之和：',
  'pe-relative.dotTitle': '点积 PE(p)·PE(p + k) 随 k 的变化',
  'pe-relative.dotAxis': '点积',
  'pe-relative.cosineTitle': '余弦相似度随 k 的变化',
  'pe-relative.cosineAxis': '余弦',
  'pe-relative.offsetAxis': '偏移 k',
  'pe-relative.fromP': '从 p = {p} 起',
  'pe-relative.fromZero': '从 p = 0 起',
  'pe-relative.dotSummary':
    '折线图：k 从 0 到 {k} 时 PE({p}) 与 PE({p} + k) 的点积；起点为 {start}，从 p = 0 起的曲线与之完全重合。',
  'pe-relative.cosineSummary':
    '折线图：PE({p}) 与 PE({p} + k) 的余弦相似度，k = 0 时为 1，与从 p = 0 起的曲线完全相同。',
  'pe-relative.similarityText':
    'k = 0 时点积为 {start} = d/2（每一对都是单位向量）。k = {k} 时，从 p = {p} 起为 {fromP}，从 p = 0 起为 {fromZero}。在所有 k 上两条曲线的最大差值：{gap}（仅为舍入误差）。相近的位置最相似，随着 k 增大，相似度带着波动逐渐下降：转得快的对最先失去相关性，而转得慢的对仍保持相关。',
  'pe-relative.pHint': '起始位置（{range}）',
  'pe-relative.kHint': '向后看多远：k 从 0 到此值',
  'pe-relative.dHint': '嵌入宽度：{range}',
  'pe-relative.baseHint': '波长常数；论文中为 10000',
  'pe-relative.rotationTitle': '移动 k 个位置，会让每一对转过角度 k·ωᵢ',
  'pe-relative.rotationProse':
    '把这一对 (PE[p, 2i], PE[p, 2i+1]) = (sin pωᵢ, cos pωᵢ) 画成单位圆上的一个点（x = cos，y = sin）。从 p 移到 p + k，角度增加 k·ωᵢ。这个转动与 p 无关，所以同一个固定矩阵能把每个 PE(p) 映射到 PE(p + k)：这是一个注意力权重可以学会利用的线性映射。',
  'pe-relative.pairHint': '要画哪一对 (2i, 2i+1)；第 0 对转得最快',
  'pe-relative.shiftHint': '要转过的偏移 k（p + k 必须 ≥ 0）',
  'pe-relative.pairTooLarge':
    '对的序号 i 必须在 0 到 d_model/2 − 1 = {last} 之间（输入的是 {pair}）',
  'pe-relative.matrixRow': '第 {n} 行',
  'pe-relative.matrixColumn': '第 {n} 列',
  'pe-relative.circleLabel':
    '第 {pair} 对的单位圆：PE({p}) 位于角度 {start} rad，PE({q}) 转过了 k·ω = {angle} rad。',
  'pe-relative.rotationText':
    'ω_{pair} = base^(−{twoI}/d) = {omega} rad/位置，所以 k = {k} 使这一对转过 {angle} rad（{degrees}°）。矩阵乘以 PE({p}) 得到 ({x}, {y})，与用公式算出的 PE({q}) 相同。改变 p：矩阵保持不变。',
  'pe-sinusoidal.lead':
    'Transformer 看到的是一组向量，而不是一个序列：注意力中没有任何部分知道哪个词元在前。原始的 Transformer 在每个词元的向量上加一个固定的模式，每个位置一行。每对维度 (2i, 2i+1) 存放位置在各自频率下的正弦值和余弦值，因此每一行都不相同，而相邻的行彼此相像。',
  'pe-sinusoidal.formulaNote':
    'p 是位置（行），i 是列对的编号，d 是 d_model，论文中 base 为 10000。同一对中的两列共用一个角度；只有第一对恰好每个位置转过一弧度。',
  'pe-sinusoidal.summary': {
    plural: 'rows',
    other:
      '{rows} 个位置 × {cols} 个维度（共 {count} 个值），base 为 {base}。{point}单元格即可查看精确值。',
  },
  'pe-sinusoidal.xAxis': '维度 j →',
  'pe-sinusoidal.yAxis': '位置 p ↓',
  'pe-sinusoidal.xAxisRange': '维度 j →（0 到 {last}）',
  'pe-sinusoidal.yAxisRange': '位置 p ↓（0 到 {last}）',
  'pe-sinusoidal.hover': '{entry} = {formula} = {value}   （位置 {row}，维度 {col}，第 {pair} 对）',
  'pe-sinusoidal.heatmapLabel': {
    plural: 'rows',
    other:
      '正弦位置编码的热力图：{rows} 行（位置）× {cols} 列（维度），数值从 −1（蓝）到 +1（红）。',
  },
  'pe-sinusoidal.maxLenHint': '位置数（行数），{range}',
  'pe-sinusoidal.dModelHint': '嵌入宽度（列数）：{range}',
  'pe-sinusoidal.baseHint': '决定最长波长 2π·base；论文使用 10000',
  'pe-sinusoidal.dimsHint': '列号 j，用逗号分隔（最多 8 个）',
  'pe-sinusoidal.dimsMissing': {
    plural: 'n',
    other: 'd_model 为 {d} 时不存在维度 {dims}（范围 0 到 {last}）；未绘制',
  },
  'pe-sinusoidal.curvesTitle': '每个维度都是一条随位置变化的波',
  'pe-sinusoidal.curvesX': '位置 p',
  'pe-sinusoidal.curveLabel': 'PE[p, {j}]（{fn}，第 {pair} 对）',
  'pe-sinusoidal.curveRowsLabel': '表的各行，维度 {j}',
  'pe-sinusoidal.curvesSummary':
    'PE[p, j] 的折线图，维度为 {dims}，位置从 0 到 {last}；每条曲线都在 −1 与 1 之间，低维度振荡最快。',
  'pe-sinusoidal.curvesProse':
    '低维度振荡得快：维度 0 是 sin(p)，每 2π ≈ 6.28 个位置重复一次。越往高的维度对振荡得越慢，因此它们合在一起，既能区分相近的位置，也能区分相距很远的位置。',
  'pe-sinusoidal.wavelengthsTitle': '波长：从 2π 向 2π·base 增长的等比数列',
  'pe-sinusoidal.wavelengthsX': '第 i 对（维度 2i, 2i+1）',
  'pe-sinusoidal.wavelengthsY': 'λ，位置数（对数）',
  'pe-sinusoidal.pairAxis': '第 i 对',
  'pe-sinusoidal.wavelengthSeries': '波长 λᵢ',
  'pe-sinusoidal.wavelengthsSummary': {
    plural: 'n',
    other:
      '对数坐标下 {n} 个维度对的波长：从 {first}（2π）到 {last} 的一条直线，低于 2π·base = {top}。',
  },
  'pe-sinusoidal.wavelengthsProse':
    '当 d_model 为 {d}、base 为 {base} 时，每一对的波长是前一对的 {ratio} 倍。第 0 对每 {first} 个位置重复一次；最后一对（i = {lastPair}）每 {last} 个位置重复一次。最大波长始终达不到 2π·base = {top}，因为指数 2i/d 最大只到 {exponent}，而不是 1（所以对 base 10000 常说的“2π 到 20000π”，是把上限往上凑整了）。',
  'pe-sinusoidal.attribution':
    '把波长看作等比数列，这一解读参考了 Cong Le 的笔记“Geometric Progression”（文本采用 {licence} 许可），这里用我们自己的话重新表述，图表为实时计算。',
  'pe-sinusoidal.rowTitle': '把一行完整写出来',
  'pe-sinusoidal.rowHint': '要写出的位置 p（任意 p ≥ 0；不受 max_len 限制）',
  'pe-sinusoidal.rowRegion': '完整写出的这一行',
  'pe-sinusoidal.rowEntry': '元素',
  'pe-sinusoidal.rowFormula': '代入数值的公式',
  'pe-sinusoidal.rowValue': '值',
  'pe-sinusoidal.rowPastEnd': {
    plural: 'rows',
    other: '位置 {p} 已超出上方所画的 {rows} 行，但公式照样能算出它：正弦表没有最后一行。',
  },
  'pe-sinusoidal.rowInside':
    '上方热力图的第 {p} 行，共 {d} 个值。同一对中两个元素的除数 base^(2i/d) 相同。',
  'pe-sinusoidal.maxLenBaseTitle': 'max_len 和 base 是两回事',
  'pe-sinusoidal.maxLenCallout':
    ' 是表的行数，即一次能交给模型的位置数（上下文长度，例如原始 Transformer 为 512，GPT-2 为 1024）。它从不出现在公式中。',
  'pe-sinusoidal.baseCallout':
    '（论文中为 10000）位于公式内部，决定了波长：第 i 对每 2π·base^(2i/d) 个位置重复一次。它不是长度上限，与文本能有多长毫无关系。',
  'pe-sinusoidal.maxLenBaseCheck': {
    plural: 'rows',
    other:
      '验证一下：计算核心刚刚用 max_len {longer} 代替 {rows} 重新计算了这张表。前 {rows} 行的 {values} 个值中，有 {differing} 个不同：更长的表只是在底部多加了 {extra} 行。而把 base 加倍到 {otherBase}，则会改变其中 {changed} 个值（除了 p = 0 这一行和第 0 对的两列，其余全都会变）。',
  },
  'pe-sinusoidal.slipTitle': 'd_model 512 时的 PE[1, :4]：一个常见错误',
  'pe-sinusoidal.slipTableLabel': 'd_model 512 与 d_model 4 时的 PE[1, 0..3]',
  'pe-sinusoidal.slipTrue': 'd_model 512（正确值）',
  'pe-sinusoidal.slipQuoted': '常被引用的值（其实是 d_model 4）',
  'pe-sinusoidal.slipProse':
    '常有人把 PE[1, :4] = [{quoted}] 当作 d_model 512 的结果。这其实是宽度为 4 的表的数值：d = 4 时，第二对除以 10000^(2/4) = {divisor4}，得到 sin(1/100)。d = 512 时，第二对除以 10000^(2/512) = {divisor512}，所以 PE[1, 2] = sin({angle}) = {pe2}，PE[1, 3] = cos({angle}) = {pe3}。在宽表中，前几对转动得都几乎和第 0 对一样快；慢的维度对在最末端。（出于同样的原因，“PE(1, 2) ≈ sin(1/10000)”也是错的：只有最后一对才接近 1/10000。）',
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
    '对于训练前的可学习位置表，所有非对角线单元格的值都差不多：位置 1 和 2 并不比 1 和 19 更相似，所以表中没有任何信息表明相邻的位置彼此靠近。切换到正弦编码，沿对角线就会出现条带：此时相似度只取决于距离，相邻位置最高，并随距离增大带着波动下降。可学习的位置表只有通过训练才能获得这样的结构。',
  'position-lessons.pairLabel': '第 {i} 对',
  'position-lessons.turns': '{turns} 圈',
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
  'positions.noText': '请输入一些文本，以便从中选择词元。',
  'positions.moreLessons':
    '其他课程中有更多内容：{sinusoidal}（绝对位置的行）、{relative}（点积取决于 i − j）和 {rope}（让分数只取决于 i − j 的旋转）。',
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
  'sampling.lead':
    '语言模型并不直接写出文本；它为下一个字节的每一种可能给出一个概率。生成就是选出一个字节、接到末尾，然后再问一次。怎么选决定了一切：总选最可能的（贪心）会不断重复自己，直接从原始分布中抽取则会越写越偏。温度、top-k 和 top-p 在抽取之前重塑这个分布。',
  'sampling.howItCuts':
    'logits z 要除以温度 T：T 小于 1 时分布变得更尖锐，大于 1 时变得更平坦，0 表示贪心。Top-k 只保留最可能的 k 个字节。Top-p（核采样，Holtzman et al. 2020）保留概率之和达到 p 的最小的一组最可能字节，所以模型有把握时保留的字节少，没把握时保留的多。每次截断后都重新归一化，使总和为 1，然后抽取一个字节。',
  'sampling.promptHint': '要续写的文本',
  'sampling.promptEmpty': '请输入提示词：生成至少要从一个字节开始续写。',
  'sampling.temperatureHint': '{min}（贪心）到 {max}',
  'sampling.topKHint': '0 表示保留全部 256 个',
  'sampling.topPHint': '1 表示全部保留',
  'sampling.seedHint': '决定抽样结果（以及随机权重）',
  'sampling.modelTrained': '训练好的 TinyGPT（{shape}）。',
  'sampling.modelRandom': '随机 TinyGPT（{shape}，随机种子 {seed}）。',
  'sampling.temperature':
    '温度 {temperature}；top-k 在 256 个字节中保留 {keptK} 个，top-p 再从中保留 {keptP} 个。',
  'sampling.temperatureGreedy':
    '温度 {temperature}（贪心：总是取最可能的字节）；top-k 在 256 个字节中保留 {keptK} 个，top-p 再从中保留 {keptP} 个。',
  'sampling.trainHint':
    '在训练实验室中训练一个 TinyGPT，就能用训练好的权重采样；在那之前权重是随机的。',
  'sampling.onPage':
    '本网站不允许本课启动后台工作线程，所以文本直接在页面中生成：生成期间页面的响应可能会变慢。',
  'sampling.progressLabel': '已生成的字节',
  'sampling.progress': {
    plural: 'total',
    other: '正在生成：{made} / {total} 个字节……',
  },
  'sampling.stagesTitle': '逐阶段看下一个字节（最可能的 {count} 个字节）',
  'sampling.afterTemperature': '经过温度调整后',
  'sampling.afterTopK': '经过 top-k 后',
  'sampling.afterTopP': '经过 top-p 后：从这里抽取',
  'sampling.plainIdle': '模型自身的分布',
  'sampling.topKIdle': '只保留最可能的 k 个，重新归一化',
  'sampling.topPIdle': '核采样保留的集合，重新归一化',
  'sampling.stageHover': '‘{byte}’（字节 {b}）：{probability}；logit {logit}',
  'sampling.stageHoverCut': '‘{byte}’（字节 {b}）：{probability}（已截掉）；logit {logit}',
  'sampling.stageComputing': '柱状图 {heading}：正在计算下一个字节的概率。',
  'sampling.stageLabel':
    '柱状图 {heading}：模型认为最可能的 {count} 个字节，按概率从高到低排列，最可能的是‘{byte}’，概率为 {probability}。',
  'sampling.stageEarlier': '{label} 基于之前的设置。',
  'sampling.stageEarlierUpdating': '{label} 基于之前的设置（正在更新）。',
  'sampling.logitColumn': 'logit',
  'sampling.softmaxColumn': 'softmax',
  'sampling.temperatureColumn': '温度',
  'sampling.topKColumn': 'top-k',
  'sampling.topPColumn': 'top-p',
  'sampling.generatedTitle': '贪心与采样对比',
  'sampling.byteCodes':
    '不可打印的字节显示为十六进制代码，例如 \\x9F：未经训练的模型可能抽到 256 个字节中的任何一个。',
  'sampling.byteTitle': '字节 {b}',
  'sampling.greedyTitle': '贪心（温度 0）',
  'sampling.greedyEarlier': '贪心（温度 0），之前的设置',
  'sampling.greedyEarlierUpdating': '贪心（温度 0），之前的设置（正在更新）',
  'sampling.sampledTitle': '按上方设置采样',
  'sampling.sampledEarlier': '按之前的设置采样',
  'sampling.sampledEarlierUpdating': '按之前的设置采样（正在更新）',
  'sampling.generatedTools': '采样得到的字节',
  'sampling.byteColumn': '字节',
  'sampling.drawnColumn': '被抽中时的概率',
  'sampling.candidatesColumn': '可供选择的字节数',
  'sampling.kvTitle': '生成循环与 KV 缓存',
  'sampling.kvProse':
    '每个新字节都需要一次前向传播。如果照直去做，这次传播会在每一层重新计算之前所有词元的键和值，尽管它们并没有变：因果掩码不让任何词元看到后面的词元，所以追加一个字节不可能改变之前的内容。KV 缓存保存每一层的键和值，每一步只为新词元计算 q、k、v，并让它对缓存的各行做注意力。代价是内存，每多一个词元就增长一些：',
  'sampling.kvNote':
    '这里的生成就使用了这样的缓存：每个新字节只让一个位置通过模型，并对之前保存的键和值做注意力，得到的 logits 与重新计算整段文本相同（只差舍入误差）。有一个例外：使用可学习的位置嵌入时，一旦文本长于位置表，窗口就会滑动，每个字节的位置都会改变，于是每个新字节都要把最后一个窗口完整地重算一遍。',
  'sampling.kvCaption': 'KV 缓存保存的内容（float32，每个数 4 字节）',
  'sampling.kvThisModel': {
    plural: 'layers',
    other: '这个 TinyGPT（{layers} 层 × d_model {dModel}）',
  },
  'sampling.kvPerToken': '每个词元 2 × {layers} × {dModel} × 4 B = {bytes}',
  'sampling.kvWindow': {
    plural: 'tokens',
    other: '它在完整窗口（{tokens} 个词元）下的缓存',
  },
  'sampling.kvGpt2': 'GPT-2 small（12 层 × 768），作为对比',
  'sampling.kvGpt2Bytes': '每个词元 2 × 12 × 768 × 4 B = {perToken}；1024 个词元共 {window}',
  'sampling.kvChange': '加入第 {n} 个字节时，之前的键或值的最大变化',
  'sampling.kvNeedsTwo':
    '加入一个字节时之前的键或值变化多少：这至少需要两个位置，而这个模型只读一个（训练实验室中的序列长度为 1）。',
  'sampling.exactlyZero': '0（恰好为 0）',
  'token-embedding.lead':
    '模型保存着一张表 E，每个词元 ID 对应一行 d 个数。把 ID 变成向量，只需读出它的那一行。训练前，这些行是随机的（PyTorch 的 nn.Embedding 从标准正态分布中抽取它们）；训练会移动它们，让用法相似的词元得到相似的行。',
  'token-embedding.textEmpty': '请至少输入一个字符',
  'token-embedding.dHint': '随机表的行长度，{range}（训练后的表保持它自己的行长度）',
  'token-embedding.charsLabel': '要比较的字符',
  'token-embedding.charsHint': 'Vizuara 的笔记本比较的是 a b c x y z、空格、句点、0 1',
  'token-embedding.charsTooFew': '请至少输入 2 个字符来比较',
  'token-embedding.charsNotOneByte':
    '“{char}”在 UTF-8 中占 {n} 个字节（{ids}），所以在这里不是一个词元；请使用单字节（ASCII）字符',
  'token-embedding.sourceTrained': '训练后的表（实验室中已有时）',
  'token-embedding.sourceRandom': '随机表（训练前）',
  'token-embedding.shownTrained': '当前显示训练后的表：{source}（256 × {d}）',
  'token-embedding.fromLab': '来自训练实验室',
  'token-embedding.shownRandom':
    '当前显示训练前的随机表：N(0, 1)，随机种子 {seed}，256 × {d}。训练实验室中的词元 + 位置预测器若按笔记本的方式初始化，就正是从这张表开始；若像 GPT-2 那样以小数值初始化，则从这张表乘以 0.02 开始。',
  'token-embedding.shownRandomNoModel':
    '当前显示训练前的随机表：N(0, 1)，随机种子 {seed}，256 × {d}。训练实验室中的词元 + 位置预测器若按笔记本的方式初始化，就正是从这张表开始；若像 GPT-2 那样以小数值初始化，则从这张表乘以 0.02 开始（在实验室中训练一个模型，就能看到训练后的表）。',
  'token-embedding.notByteTable': '训练后的表有 {rows} 行，而不是 256 个字节 ID',
  'token-embedding.trainedUnusable': '无法显示训练后的表：{message}',
  'token-embedding.tableTitle': '词元表 E（行：ID 0–255）',
  'token-embedding.dimensionAxis': '维度 →',
  'token-embedding.tokenIdAxis': '词元 ID ↓',
  'token-embedding.tableHoverUsed': {
    plural: 'n',
    other: '{entry}   （你的文本在位置 {positions} 用到了这一行）',
  },
  'token-embedding.tableLabelTrained': {
    plural: 'd',
    other:
      '训练后词元表的热力图：256 行（词元 ID）× {d} 列（维度），数值从 −{top}（蓝）到 +{top}（红）。带标记的行是你的文本用到的行。',
  },
  'token-embedding.tableLabelRandom': {
    plural: 'd',
    other:
      '随机词元表的热力图：256 行（词元 ID）× {d} 列（维度），数值从 −{top}（蓝）到 +{top}（红）。带标记的行是你的文本用到的行。',
  },
  'token-embedding.tableSummary': {
    plural: 'rows',
    other:
      '{params} 个参数（256 × {d}）。右侧的标记：你的文本用到的 {rows} 行。{point}单元格即可查看数值。',
  },
  'token-embedding.lookupTitle': '为你的文本查出的行',
  'token-embedding.positionAxis': '在你文本中的位置 ↓',
  'token-embedding.lookupHover': '{x} = {entry}；维度 {col} = {value}',
  'token-embedding.rowCount': {
    plural: 'n',
    other: '{n} 行',
  },
  'token-embedding.columnCount': {
    plural: 'n',
    other: '{n} 列',
  },
  'token-embedding.tokenCount': {
    plural: 'n',
    other: '{n} 个词元',
  },
  'token-embedding.dimensionCount': {
    plural: 'n',
    other: '{n} 个维度',
  },
  'token-embedding.lookupLabel': '热力图：为你的文本查出的 {rows}，每行 {columns}。',
  'token-embedding.lookupSummary':
    '{tokens} × {dims}。{point}单元格即可查看每一行取自表中的哪一行。',
  'token-embedding.lookupSummaryCut':
    '{tokens} × {dims}（前 128 个词元）。{point}单元格即可查看每一行取自表中的哪一行。',
  'token-embedding.lookupSame':
    '按行选取 E[ids] 与计算 one-hot(ids) × E（{n} × 256 与 256 × {d} 的矩阵乘积）得到的数完全相同。',
  'token-embedding.lookupDiffer':
    '按行选取 E[ids] 与计算 one-hot(ids) × E（{n} × 256 与 256 × {d} 的矩阵乘积）最多相差 {difference}：这只是舍入误差，数值其实相同。',
  'token-embedding.similarTitle': '哪些字符彼此相似？',
  'token-embedding.similar':
    '余弦相似度比较的是方向：方向相同为 1，相互垂直为 0，方向相反为 −1。随机的行给出的值散布在 0 附近，没有任何规律。训练之后，用在相似位置的字母会逐渐靠拢，图中就会出现色块。',
  'token-embedding.simTitle': '所选字符的余弦相似度',
  'token-embedding.characterX': '字符 →',
  'token-embedding.characterY': '字符 ↓',
  'token-embedding.simLabel': {
    plural: 'n',
    other: '{n} 个字符（{chars}）的余弦相似度热力图，从 −1（蓝）到 +1（红）；对角线为 1。',
  },
  'token-embedding.simSummary': '{chars}——{point}单元格即可查看它的值。',
  'token-embedding.charsFromTraining':
    '正在比较训练文本中的字符（{chars}）：它们的行正是训练移动过的行。在上方输入你自己的字符，可以另选。',
  'token-embedding.charsUnseen': {
    plural: 'n',
    other:
      '{chars} 没有在训练文本中出现：对应的行从未被训练，仍是随机的初始值，所以这些相似度只是噪声。',
  },
  'token-embedding.charsAllSeen': '这些字符都在训练文本中出现过。',
  'token-embedding.simStats':
    '对角线以外：均值 {mean}，典型大小（rms）{rms}，范围从 {min} 到 {max}。',
  'token-embedding.simStatsRandom':
    '对角线以外：均值 {mean}，典型大小（rms）{rms}，范围从 {min} 到 {max}。d = {d} 的随机向量：约为 1/√d = {expected}。',
  'token-lessons.textLabel': '你的文本',
  'token-lessons.textHint': '任意文本，最多 400 个字符；试试 é、→、😀',
  'tokenizer.lead':
    '神经网络只会做算术，所以文本必须先变成数字。分词器把文本切成一个个片段，这些片段都来自一份固定的列表——词表，然后把每个片段替换成它在列表中的位置，也就是它的 ID。这里的片段是字节：计算机本来就以 UTF-8 字节存储文本，所以 256 个 ID 足以表示任何语言的任何文本。',
  'tokenizer.utf8':
    'UTF-8 给每个 ASCII 字符用一个字节，其他字符则用两到四个字节：“é”占 2 个字节，“→”占 3 个，一个表情符号占 4 个。按字节读取的模型会把这些字节看作各自独立的词元。把一个字符截断，剩下的字节就无法解码：解码器会在这个位置放上替换字符 U+FFFD（�）。模型在一个字符中间停下时，你看到的就是它。',
  'tokenizer.textEmpty': '请至少输入一个字符',
  'tokenizer.modeBytes': '字节（UTF-8，256 个 ID）',
  'tokenizer.modeWords': '词',
  'tokenizer.cutLabel': '截断最后一个多字节字符（观察 U+FFFD 出现）',
  'tokenizer.vocabCorpus': '训练文本',
  'tokenizer.vocabText': '你的文本',
  'tokenizer.cutBroken': '“{char}”丢掉了最后一个字节：剩下的字节构不成一个字符。',
  'tokenizer.cutNothing':
    '你的文本中每个字符都只占一个字节（ASCII），所以截断破坏不了任何字符。输入 é、→ 或表情符号这样的字符，就能看到 U+FFFD。',
  'tokenizer.characterCount': {
    plural: 'n',
    other: '{n} 个字符',
  },
  'tokenizer.byteTokenCount': {
    plural: 'n',
    other: '{n} 个字节词元',
  },
  'tokenizer.multiByte': {
    plural: 'n',
    other: '{n} 个字符占用不止一个字节',
  },
  'tokenizer.invalidCount': {
    plural: 'n',
    other: '{n} 个无效序列显示为 U+FFFD',
  },
  'tokenizer.bytesSummary': '{characters} → {tokens}（词表大小 256）',
  'tokenizer.bytesSummaryMulti': '{characters} → {tokens}（词表大小 256）；{multi}',
  'tokenizer.bytesSummaryInvalid': '{characters} → {tokens}（词表大小 256）；{invalid}',
  'tokenizer.bytesSummaryMultiInvalid':
    '{characters} → {tokens}（词表大小 256）；{multi}；{invalid}',
  'tokenizer.wordsSummary': {
    plural: 'n',
    other:
      '{n} 个词级词元（词表大小 {vocab}），其中 {unknown} 个是 <unk>；同一段文本按字节则是 {bytes}（词表大小 256）',
  },
  'tokenizer.cardsLabel': '字符及其字节 ID',
  'tokenizer.space': '空格',
  'tokenizer.cardTitle': {
    plural: 'n',
    other: '{code}，{n} 个字节',
  },
  'tokenizer.cardTitleInvalid': {
    plural: 'n',
    other: '无效：{n} 个字节，构不成完整字符',
  },
  'tokenizer.cardBytes': {
    plural: 'n',
    other: '{n} 个字节',
  },
  'tokenizer.cardInvalid': '无效 ×{n}',
  'tokenizer.decodedBack': '由这些 ID 解码回来的结果：',
  'tokenizer.byteIdColumn': '字节 ID',
  'tokenizer.characterIndexColumn': '字符序号',
  'tokenizer.notebookTitle': '常见错误：码位不等于字节',
  'tokenizer.idsColumn': 'ID',
  'tokenizer.countColumn': '个数',
  'tokenizer.decodesToColumn': '解码结果',
  'tokenizer.utf8Row': 'UTF-8 字节（本课的模型）',
  'tokenizer.notebookRow': 'Vizuara 的笔记本，CharTokenizer：chr(i), i < 256',
  'tokenizer.notebookDiffers':
    '两者不同。笔记本按码位给字符编号，所以“é”（U+00E9）是一个 ID，即 233，而在 UTF-8 中它是两个字节：195 169。',
  'tokenizer.notebookDiffersLost': {
    plural: 'lost',
    other:
      '两者不同。笔记本按码位给字符编号，所以“é”（U+00E9）是一个 ID，即 233，而在 UTF-8 中它是两个字节：195 169。有 {lost} 个字符位于 U+0100 或更高，被悄无声息地变成了 ID 0（NUL 字符）：解码也无法把它们找回来。',
  },
  'tokenizer.notebookSame':
    '对纯 ASCII 文本，两者给出的 ID 完全相同：差别只在其他字符上才会显现。试试“é”“→”或“😀”。',
  'tokenizer.noWords': '这段文本中没有词。',
  'tokenizer.wordsLabel': '词及其 ID',
  'tokenizer.unknownId': 'ID 0 = <unk>',
  'tokenizer.wordId': 'ID {id}',
  'tokenizer.tokenizerColumn': '分词器',
  'tokenizer.vocabularyColumn': '词表大小 V',
  'tokenizer.tokensColumn': '你的文本的词元数',
  'tokenizer.tableColumn': '表 V × 64',
  'tokenizer.bytesRow': '字节',
  'tokenizer.wordsRowCorpus': '词（《哈姆雷特》台词）',
  'tokenizer.wordsRowText': '词（你的文本）',
  'tokenizer.vocabCorpusNote':
    '词表包含 <unk>，以及训练文本（《哈姆雷特》的台词，与 Vizuara 的笔记本相同）中每个不同的词。它从未见过的词，包括首字母大写的“The”和所有标点符号，都会变成 <unk>。',
  'tokenizer.vocabTextNote':
    '用你自己的文本构建词表时，每个词都是已知的，但每出现一个新词，词表就会变大：真正的词级模型需要几万行，而且仍会遇到没见过的词。',
  'tokenizer.ownBytesTitle': '解码你自己的字节',
  'tokenizer.ownBytesLabel': '要解码的字节 ID',
  'tokenizer.ownBytesHint':
    '0 到 255 的整数，用空格分隔；单独的 240 159 152 是一个被截断的表情符号',
  'tokenizer.denseTitle': '独热还是稠密？',
  'tokenizer.dense':
    'ID 只是一个名字。表示它最简单的向量是独热（one-hot）向量：长度与词表相同，除了 ID 所在的位置是 1，其余全是 0。任意两个独热向量都相互正交，所以它们无法表达“a”比“7”更像“e”，而且它们的长度随词表一起增长。因此，模型改用一张表，每个 ID 对应一行由 d 个数组成的稠密向量，在训练中学习得到（见词元嵌入一课，在下一课之后）。选择词表是一种权衡：字节只需 256 行，但序列很长；词能让序列变短，却需要一张巨大的表，而且仍会遇到未知词。',
  'tokenizer.tryLines': '试试一行西班牙语或中文，它们的字符分别占两个和三个字节：',
  'train.lead':
    '到目前为止，用到的表要么是随机的，要么是固定的。在这里，模型会在你的浏览器里从一段文本中学出它的表：每一步它读取一个批次的文本随机窗口（默认 16 个），猜测每个位置的下一个字符，并把每个权重都微调一点，让正确的猜测稍微更可能一些。选择一个模型和一段文本，按下“训练”，看着损失下降、嵌入逐渐成形。',
  'train.diagramSummary': '按当前设置绘制的 TinyGPT',
  'train.trainButton': '训练',
  'train.pauseButton': '暂停',
  'train.resumeButton': '继续',
  'train.resetButton': '重置',
  'train.paused': '已暂停。',
  'train.pausedAt': '已在第 {step} 步暂停。',
  'train.heldOutNote':
    '文本的最后十分之一被留出：任何训练窗口都不会碰到它（《哈姆雷特》选段则不留出任何部分：它是同样的几行重复十遍，最后十分之一只会是模型训练过的内容的副本）。损失图画出训练损失，并每隔一定步数画出在这段留出文本上的损失（验证）。两条曲线一起下降时，模型学到的东西可以迁移到它没见过的文本上；当验证曲线掉头向上而训练损失仍在下降时，它就是在死记训练文本。{overfitButton}',
  'train.overfitButton': '预设：在一篇短演讲上过拟合',
  'train.engineOnPage':
    '此网站不允许实验室启动后台工作线程，因此训练直接在页面上运行：模型训练期间，页面的响应可能会变慢。',
  'train.diverged': '训练已停止：损失爆炸了。到此为止的曲线已保留。',
  'train.retryButton': '以十分之一的学习率重试',
  'train.stepCount': {
    plural: 'n',
    other: '{n} 步',
  },
  'train.characterCount': {
    plural: 'n',
    other: '{n} 个字符',
  },
  'train.tokenCount': {
    plural: 'n',
    other: '{n} 个词元',
  },
  'train.characterEmbeddings': {
    plural: 'n',
    other: '{n} 个字符嵌入',
  },
  'train.tokenEmbeddings': {
    plural: 'n',
    other: '{n} 个词元嵌入',
  },
  'train.distinctCharacters': {
    plural: 'n',
    other: '{n} 个不同的字符',
  },
  'train.mergeCount': {
    plural: 'n',
    other: '{n} 次合并',
  },
  'train.layerCount': {
    plural: 'n',
    other: '{n} 层',
  },
  'train.headCount': {
    plural: 'n',
    other: '{n} 个头',
  },
  'train.positionCount': {
    plural: 'n',
    other: '{n} 个位置',
  },
  'train.lossHeading': '损失的逐步变化',
  'train.progressLabel': '训练进度',
  'train.notStarted': '尚未开始：请按“训练”。',
  'train.starting': '正在启动……',
  'train.progressTimeUnknown': '第 {step} 步，共 {total} 步 · {rate} 步/秒 · 剩余 ……',
  'train.progressUnderSecond': '第 {step} 步，共 {total} 步 · {rate} 步/秒 · 剩余不到 1 秒',
  'train.progressSeconds': '第 {step} 步，共 {total} 步 · {rate} 步/秒 · 剩余约 {seconds} 秒',
  'train.progressMinutes': '第 {step} 步，共 {total} 步 · {rate} 步/秒 · 剩余约 {minutes} 分钟',
  'train.lossSeries': '损失',
  'train.smoothedSeries': '平滑',
  'train.validationSeries': '验证（留出文本）',
  'train.floorSeries': '二元语法下限',
  'train.stepAxis': '步',
  'train.lossAxisBytes': '损失（奈特/字符）',
  'train.lossAxisBytesLog': '损失（奈特/字符，对数刻度）',
  'train.lossAxisTokens': '损失（奈特/词元）',
  'train.lossAxisTokensLog': '损失（奈特/词元，对数刻度）',
  'train.lossChartBytes':
    '{steps}的训练损失：当前平滑值 {smoothed}；ln {vocab} 线位于 {baseline}，此文本的二元语法下限位于 {floor}。',
  'train.lossChartBytesValidation':
    '{steps}的训练损失：当前平滑值 {smoothed}，第 {validationStep} 步时留出文本（验证）损失为 {validation}；ln {vocab} 线位于 {baseline}，此文本的二元语法下限位于 {floor}。',
  'train.lossChartTokens':
    '{steps}的训练损失：当前平滑值 {smoothed}；ln {vocab} 线位于 {baseline}。',
  'train.lossChartTokensValidation':
    '{steps}的训练损失：当前平滑值 {smoothed}，第 {validationStep} 步时留出文本（验证）损失为 {validation}；ln {vocab} 线位于 {baseline}。',
  'train.lossChartLogScale': '损失的峰值为 {peak}，因此坐标轴采用对数刻度。',
  'train.bpeNote':
    '本次运行读取的是 BPE 词元：共 {vocab} 个 ID（256 个字节 + 在该文本上学到的 {merges}），{bytes} 个字节对应 {tokens} 个词元。下面的损失按词元计算，其随机猜测线为 ln {vocab}；一个词元平均包含 {bytesPerToken} 个字节，所以要与按字节运行的结果比较，请换算成每字节比特数：损失 × 词元数 ÷ (字节数 × ln 2)，训练结束时会给出这个值。该文本的二元语法下限是每字节的损失，所以不画在这条曲线上：换算成每字节比特数是 {floorBits}。',
  'train.lossMeaningBytes':
    '损失是一个批次上 −ln p(正确的下一个字符) 的平均值，单位是奈特（nat）。一个什么都不知道的模型会把赌注平均押在全部 256 个字节值上，因此每次猜测的代价都是',
  'train.lossMeaningTokens':
    '损失是一个批次上 −ln p(正确的下一个词元) 的平均值，单位是奈特（nat）。一个什么都不知道的模型会把赌注平均押在全部 {vocab} 个词元 ID 上，因此每次猜测的代价都是',
  'train.guessingLine':
    '这就是那条 ln {vocab} 虚线。刚初始化的模型从它附近起步，常常略高一点：随机权重并不是均匀分布的，它们会在某些地方自信地猜错。',
  'train.floorLineBytes':
    '点线是此文本的二元语法下限，每字节 {floor} 奈特：即只知道当前字符时，下一个字符的熵，',
  'train.floorLineTokens':
    '在按字节的运行中，一条点线标出此文本的二元语法下限，每字节 {floor} 奈特：即只知道当前字符时，下一个字符的熵，',
  'train.floorMeaning':
    '一次只看一个字符的模型，平均而言无法做得比这更好。词元 + 位置预测器能看到当前字符和它的位置，所以它最终停在略高于这个下限的地方。TinyGPT 会关注窗口中所有更早的字符，可以远低于这个下限；在一段重复的短文上，它最后几乎能把它背出来。（{parameters} 个参数；文本含 {chars}。）平滑曲线是最近 21 个损失的平均值，与 Vizuara 的笔记本相同。',
  'train.doneSteps': {
    plural: 'steps',
    other: '完成：{steps} 步，速度 {rate} 步/秒。',
  },
  'train.doneMeanUnknown':
    '最后一个批次的损失为 {loss}；无法计算训练文本上的平均损失（{error}）；训练好的模型已保留。',
  'train.doneMeanBytes':
    '最后一个批次的损失为 {loss}；训练文本上的平均损失为每字节 {mean} 奈特（二元语法下限 {floor}）。',
  'train.doneMeanBytesBits':
    '最后一个批次的损失为 {loss}；训练文本上的平均损失为每字节 {mean} 奈特 = 每字节 {bits} 比特（二元语法下限 {floor}）。',
  'train.doneMeanTokens':
    '最后一个批次的损失为 {loss}；训练文本上的平均损失为每词元 {mean} 奈特（二元语法下限为每字节 {floorBits} 比特）。',
  'train.doneMeanTokensBits':
    '最后一个批次的损失为 {loss}；训练文本上的平均损失为每词元 {mean} 奈特 = 每字节 {bits} 比特（二元语法下限为每字节 {floorBits} 比特）。',
  'train.heldOut': '留出文本：{loss}。',
  'train.heldOutBits': '留出文本：{loss} = 每字节 {bits} 比特。',
  'train.heldOutMemorised': '留出文本：{loss}，比训练文本高 {gap}：模型死记的多于真正学会的。',
  'train.heldOutBitsMemorised':
    '留出文本：{loss} = 每字节 {bits} 比特，比训练文本高 {gap}：模型死记的多于真正学会的。',
  'train.insideHeading': '模型内部',
  'train.insideProse':
    '文本中的每个字符在词元表中都有一行。训练会移动这些行，让后面常跟着相似内容的字符最终指向相似的方向。这里只显示文本中出现过的字符：其他行从来收不到梯度，一直保持随机的初始值，所以比较它们（就像 Vizuara 的笔记本对其文段中没有的数字和标点所做的那样）只是在测量噪声。',
  'train.similarHeading': '哪些字符彼此相像',
  'train.legendOpposite': '−1（方向相反）',
  'train.legendSame': '+1（方向相同）',
  'train.similarityHover': 'cos(“{row}”, “{col}”) = {value}',
  'train.similaritySummaryCharacters':
    '文本中 {characters}的词元嵌入之间的余弦相似度（{steps}后）：蓝色为负，白色为零，红色为正。字符的排列让相似的字符挨在一起（按它们在下方 PCA 平面上的角度排序）：训练后，成组的字符会在对角线上显示为红色方块。{point}单元格即可查看数值。',
  'train.similaritySummaryCharactersStart':
    '文本中 {characters}的词元嵌入之间的余弦相似度，训练前（随机向量）：蓝色为负，白色为零，红色为正。字符的排列让相似的字符挨在一起（按它们在下方 PCA 平面上的角度排序）：训练后，成组的字符会在对角线上显示为红色方块。{point}单元格即可查看数值。',
  'train.similaritySummaryTokens':
    '文本中 {tokens}的词元嵌入之间的余弦相似度（{steps}后）：蓝色为负，白色为零，红色为正。词元的排列让相似的词元挨在一起（按它们在下方 PCA 平面上的角度排序）：训练后，成组的词元会在对角线上显示为红色方块。{point}单元格即可查看数值。',
  'train.similaritySummaryTokensStart':
    '文本中 {tokens}的词元嵌入之间的余弦相似度，训练前（随机向量）：蓝色为负，白色为零，红色为正。词元的排列让相似的词元挨在一起（按它们在下方 PCA 平面上的角度排序）：训练后，成组的词元会在对角线上显示为红色方块。{point}单元格即可查看数值。',
  'train.mostSimilar': '最相似的配对',
  'train.leastSimilar': '最不相似的配对',
  'train.pairsAtStart': '这些都是随机向量：这里的任何接近都纯属偶然。训练一下，再来比较。',
  'train.pairsKeptNone':
    '训练前最接近的配对是 {pairs}…：那只是随机向量的偶然接近。现在它们都不在最接近的 {closest} 对之中。',
  'train.pairsKept': {
    plural: 'kept',
    other:
      '训练前最接近的配对是 {pairs}…：那只是随机向量的偶然接近。现在其中有 {kept} 对仍在最接近的 {closest} 对之中。',
  },
  'train.lengthsHeading': '每个向量有多长',
  'train.lengthsProse':
    '嵌入的范数就是它的长度。文本中出现的每个字符，只要某个训练窗口包含它，就会得到梯度，所以它那一行会离开随机的起点；图表下方的表格列出了每个字符现在和起始时的长度，以及它出现的次数。本次运行的情况：',
  'train.normValue': '范数',
  'train.normAtStart': '起始范数',
  'train.timesInText': '在文本中出现的次数',
  'train.normsSummaryCharacters':
    '{characters}的嵌入范数：平均 {mean}，最大的是“{largest}” {largestNorm}，最小的是“{smallest}” {smallestNorm}。',
  'train.normsSummaryTokens':
    '{tokens}的嵌入范数：平均 {mean}，最大的是“{largest}” {largestNorm}，最小的是“{smallest}” {smallestNorm}。',
  'train.pcaHeading': '平面上的字符（PCA）',
  'train.pcaProse':
    'PCA 找出字符向量变化最大的两个方向，并把每个向量投影到这两个方向上。在两个坐标轴所能展示的范围内，相近的标签对应相似的向量。',
  'train.pcaSummary':
    '{embeddings}投影到两条主轴上，这两条主轴分别占方差的 {first}% 和 {second}%，合计 {both}%。{point}一个点即可查看其坐标。',
  'train.pcaSummaryStart':
    '{embeddings}投影到两条主轴上，这两条主轴分别占方差的 {first}% 和 {second}%，合计 {both}%（随机向量：没有哪个方向突出）。{point}一个点即可查看其坐标。',
  'train.pcaSummaryShared':
    '{embeddings}投影到两条主轴上，这两条主轴分别占方差的 {first}% 和 {second}%，合计 {both}%（训练让这些行有了几个共同的方向）。{point}一个点即可查看其坐标。',
  'train.positionHeading': '可学习的位置嵌入表',
  'train.positionHover': 'cos(位置 {row}, 位置 {col}) = {value}',
  'train.positionSummary':
    '可学习的位置向量 0 到 {last} 之间的余弦相似度。{point}单元格即可查看数值。',
  'train.positionNote':
    '可学习的位置嵌入表的第 0 到 {last} 行（即一个训练窗口覆盖的位置；其后如果还有行，它们从未被训练）。训练前这个矩阵是噪声：只有对角线为 1。对角线附近出现结构，说明训练让相邻的位置变得相似。如果整张图都是红色，说明这些行学到的是一个共同的方向（相当于第二个偏置），而不是各自所在的位置：词元 + 位置预测器从知道位置中获益甚少。',
  'train.noPositionTable':
    '该模型没有可学习的位置嵌入表：它的位置信息来自固定公式（sinusoidal，正弦），来自旋转查询和键（RoPE），或者根本没有（none）。',
  'train.attentionHeading': '你的提示词上的注意力',
  'train.typePrompt': '在上方输入提示词，看看每个位置在关注哪里。',
  'train.attentionNote':
    '每一行是提示词中的一个位置；它把总和为 1 的权重分配给自身及其之前的位置（因果注意力）。{layers} × {heads}。',
  'train.layerSelect': '层',
  'train.headSelect': '头',
  'train.layerPicker': '层 {select}',
  'train.headPicker': '头 {select}',
  'train.layerOption': '第 {layer} 层',
  'train.headOption': '第 {head} 个头',
  'train.attentionSummary':
    '第 {layer} 层第 {head} 个头在 {length} 个字符的提示词上的注意力权重：第 i 行表示查询位置 i 对每个更早位置的关注程度（每行之和为 1）。',
  'train.attentionHidden':
    '查询 {row}（“{rowLabel}”）看不到键 {col}（“{colLabel}”）：它在后面（权重 0）',
  'train.attentionWeight': '查询 {row}（“{rowLabel}”）→ 键 {col}（“{colLabel}”）：权重 {weight}',
  'train.normsAtStart': {
    plural: 'n',
    other: '训练前，这 {n} 行是随机的：长度从 {low} 到 {high}。',
  },
  'train.longerAllCharacters': {
    plural: 'n',
    other:
      '经过 {steps}后，全部 {n} 个字符的向量都比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
  },
  'train.longerNoneCharacters': {
    plural: 'n',
    other:
      '经过 {steps}后，没有哪个字符（共 {n} 个）的向量比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
  },
  'train.longerSomeCharacters': {
    plural: 'longer',
    other:
      '经过 {steps}后，{n} 个字符中有 {longer} 个的向量比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
  },
  'train.longerAllTokens': {
    plural: 'n',
    other:
      '经过 {steps}后，全部 {n} 个词元的向量都比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
  },
  'train.longerNoneTokens': {
    plural: 'n',
    other:
      '经过 {steps}后，没有哪个词元（共 {n} 个）的向量比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
  },
  'train.longerSomeTokens': {
    plural: 'longer',
    other:
      '经过 {steps}后，{n} 个词元中有 {longer} 个的向量比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
  },
  'train.mostFrequentOnceLongest': '出现最多的“{label}”（在文本中出现 1 次）长度为 {norm}：最长。',
  'train.mostFrequentOnceShortest': '出现最多的“{label}”（在文本中出现 1 次）长度为 {norm}：最短。',
  'train.mostFrequentOnceRanked':
    '出现最多的“{label}”（在文本中出现 1 次）长度为 {norm}：按长度在 {n} 个中排第 {rank}。',
  'train.mostFrequentTwiceLongest': '出现最多的“{label}”（在文本中出现 2 次）长度为 {norm}：最长。',
  'train.mostFrequentTwiceShortest':
    '出现最多的“{label}”（在文本中出现 2 次）长度为 {norm}：最短。',
  'train.mostFrequentTwiceRanked':
    '出现最多的“{label}”（在文本中出现 2 次）长度为 {norm}：按长度在 {n} 个中排第 {rank}。',
  'train.mostFrequentTimesLongest':
    '出现最多的“{label}”（在文本中出现 {count} 次）长度为 {norm}：最长。',
  'train.mostFrequentTimesShortest':
    '出现最多的“{label}”（在文本中出现 {count} 次）长度为 {norm}：最短。',
  'train.mostFrequentTimesRanked':
    '出现最多的“{label}”（在文本中出现 {count} 次）长度为 {norm}：按长度在 {n} 个中排第 {rank}。',
  'train.rarestOnceLongest': '出现最少的“{label}”（1 次）长度为 {norm}：最长。',
  'train.rarestOnceShortest': '出现最少的“{label}”（1 次）长度为 {norm}：最短。',
  'train.rarestOnceRanked':
    '出现最少的“{label}”（1 次）长度为 {norm}：按长度在 {n} 个中排第 {rank}。',
  'train.rarestTwiceLongest': '出现最少的“{label}”（2 次）长度为 {norm}：最长。',
  'train.rarestTwiceShortest': '出现最少的“{label}”（2 次）长度为 {norm}：最短。',
  'train.rarestTwiceRanked':
    '出现最少的“{label}”（2 次）长度为 {norm}：按长度在 {n} 个中排第 {rank}。',
  'train.rarestTimesLongest': '出现最少的“{label}”（{count} 次）长度为 {norm}：最长。',
  'train.rarestTimesShortest': '出现最少的“{label}”（{count} 次）长度为 {norm}：最短。',
  'train.rarestTimesRanked':
    '出现最少的“{label}”（{count} 次）长度为 {norm}：按长度在 {n} 个中排第 {rank}。',
  'train.rarestTiedOnce': '出现最少的 {tied} 个（各 1 次）长度为 {low} 到 {high}。',
  'train.rarestTiedTwice': '出现最少的 {tied} 个（各 2 次）长度为 {low} 到 {high}。',
  'train.rarestTiedTimes': '出现最少的 {tied} 个（各 {count} 次）长度为 {low} 到 {high}。',
  'train.frequentLongerCharacter':
    '纵观全部 {n} 个，字符出现得越频繁，其向量往往越长（秩相关系数 {rho}）。',
  'train.frequentShorterCharacter':
    '纵观全部 {n} 个，字符出现得越频繁，其向量往往越短（秩相关系数 {rho}）。',
  'train.frequentUnlinkedCharacter':
    '纵观全部 {n} 个，字符的出现频率与其向量长度之间看不出明显联系（秩相关系数 {rho}）。',
  'train.frequentLongerToken':
    '纵观全部 {n} 个，词元出现得越频繁，其向量往往越长（秩相关系数 {rho}）。',
  'train.frequentShorterToken':
    '纵观全部 {n} 个，词元出现得越频繁，其向量往往越短（秩相关系数 {rho}）。',
  'train.frequentUnlinkedToken':
    '纵观全部 {n} 个，词元的出现频率与其向量长度之间看不出明显联系（秩相关系数 {rho}）。',
  'train.scatterHover': '“{label}”：{xAxis} {x}，{yAxis} {y}',
  'train.barHover': '“{label}”：{name} {value}',
  'train.useHeading': '使用模型',
  'train.promptLabel': '提示词',
  'train.promptHint': '用于上方的注意力图，也作为生成文本的开头',
  'train.temperatureHint': '0 总是选最可能的字符；越高越大胆',
  'train.topKHint': '只在最可能的 k 个中采样（0：全部 256 个）',
  'train.generateButton': '生成 200 个字符',
  'train.saveHeading': '保存与加载',
  'train.saveProse':
    '文件中保存了模型的种类、尺寸和每一个权重。加载文件会替换当前模型；损坏的文件或来自别处的文件会被拒绝并说明原因，当前模型保持不变。若要在 Jupyter 这类笔记本中继续，请把模型导出为 PyTorch 格式：zip 包里有用 torch.nn 写出的模型结构、一个加载器和权重，给出的下一个字符的概率与实验室中的相同。',
  'train.saveButton': '将权重保存到文件',
  'train.exportButton': '导出为 PyTorch 格式（.zip）',
  'train.loadLabel': '从文件加载权重：{fileInput}',
  'train.weightsOffered': '已提供下载：{name}，共 {size} 字节。{hint}',
  'train.weightsSaved': '已保存 {size} 字节。',
  'train.exportOffered':
    '已提供下载：{name}，共 {size} 字节，内含 model.py（用 PyTorch 写成的模型）、weights.safetensors 和一份 README。运行 python3 model.py --prompt "To be" 即可。{hint}',
  'train.exportSaved':
    '已保存为 {name}，共 {size} 字节，内含 model.py（用 PyTorch 写成的模型）、weights.safetensors 和一份 README。运行 python3 model.py --prompt "To be" 即可。',
  'train.fileLoaded': '已加载“{name}”。',
  'train.fileNotLoaded': '未加载“{name}”：{reason}。没有任何改动。',
  'train.loaded': '已加载 {model}。在该文本上的平均损失：{loss}。',
  'train.loadedUnlinked':
    '已加载 {model}。在该文本上的平均损失：{loss}。控件和复制的链接都无法描述这个模型：{problems}。链接重建的是控件所显示的模型。',
  'train.lockedFile': '本课固定了{settings}，而文件中模型的取值为 {values}',
  'train.lockedSetting': '{setting}为 {value}',
  'train.listAnd': '、',
  'train.runQuestionRegion': '正在训练的模型的新设置',
  'train.runQuestion':
    '一个链接要求为正在训练的模型使用其他设置：{settings}。在你做出选择之前，它会继续用自己的设置训练。',
  'train.runQuestionSetting': '{setting} {from} → {to}',
  'train.keepRun': '继续训练',
  'train.applyAndRestart': '应用这些设置并重新训练',
  'train.kept': '这个模型已保存在本浏览器中：如果关闭或重新加载页面，会再次提供给你恢复。',
  'train.notKept':
    '无法把这个模型保存在本浏览器中：{reason}。其他都没有丢失：模型仍在这里，用“将权重保存到文件”可以永久保留它。',
  'train.keptRegion': '上次访问时保存的模型',
  'train.keptOffer': '你上次训练的模型保存在本浏览器中：{model}，训练于 {when}，平均损失 {loss}。',
  'train.keptLocked':
    '你上次训练的模型保存在本浏览器中（{model}，训练于 {when}），但训练它时的设置是{settings}，而本课把这些设置固定为 {values}，所以无法在这里恢复。它会继续保留，供完整页面使用。',
  'train.keptSetting': '{setting}为 {value}',
  'train.restoreButton': '恢复它',
  'train.forgetButton': '忘掉它',
  'train.restored': '已恢复 {model}，训练于 {when}。在该文本上的平均损失：{loss}。',
  'train.notRestored': '无法恢复保存的模型：{reason}。没有任何改动。',
  'train.keptUnusable':
    '你上次训练的模型保存在本浏览器中（{model}，训练于 {when}），但它是本页面的旧版本保存的，其中有一项设置本页面无法使用：{reason}。无法恢复它；没有任何改动。',
  'train.keptBadSetting': '{setting}“{value}”{problem}',
  'train.keptNotAValue': '{setting}不是数字、文字或真/假',
  'train.keptNoSettings': '它的设置缺失',
  'train.forgetNewer':
    '此后另一个标签页保存了一个更新的模型：那个模型会继续保留，并在你下次访问时提供恢复。',
  'train.storeFull': '本浏览器为该网站提供的存储空间已满',
  'train.storeNotAllowed':
    '本浏览器不允许页面在此存储数据（无痕窗口、被屏蔽的网站或课程页面中的框架）',
  'train.storeRefused': '浏览器拒绝存储（{reason}）',
  'train.storeRefusedUnknown': '浏览器拒绝存储（原因不明）',
  'train.storeBlocked': '被另一个标签页阻塞',
  'train.storeAborted': '写入被中止',
  'train.compareHeading': '比较位置编码',
  'train.compareIntro':
    '点一下，就会把上面设置的 TinyGPT 训练 {models} 次：每种位置编码（{encodings}）各训练一次，另外再用一张长度为训练长度 {longer} 倍的可学习位置表训练一次；文本、随机种子和步数都相同。然后在文本最后十分之一的留出文本上，分别以训练长度的 {lengths} 测量每个模型；RoPE 模型还会另用两种在测试时拉伸它的方法来测（位置插值和 NTK 缩放）。普通的可学习位置表对每个训练位置恰好有一行，和 GPT-2 一样。这些模型并行训练，每个处理器核心一个，各自在自己的工作线程中运行。',
  'train.compareButton': '比较位置编码',
  'train.compareBytesNote':
    '比较时读取的是字节，而不是 BPE 词元：上面设置的合并不参与比较，因此每种编码都在同一个字节序列上测量，长度也按字节计算。',
  'train.compareReset': '在完成之前被重置了',
  'train.rowNone': '无（只有掩码）',
  'train.rowLearned': '可学习',
  'train.rowLearnedLong': '可学习，表长 8 倍',
  'train.rowSinusoidal': '正弦',
  'train.rowRope': 'RoPE',
  'train.rowRopeLinear': 'RoPE + 插值',
  'train.rowRopeNtk': 'RoPE + NTK 缩放',
  'train.rowAlibi': 'ALiBi',
  'train.modelNone': '无',
  'train.modelLearned': '可学习',
  'train.modelLearnedLong': '可学习（8 倍长的表）',
  'train.modelSinusoidal': '正弦',
  'train.modelRope': 'RoPE',
  'train.modelAlibi': 'ALiBi',
  'train.compareTraining': '正在训练 {models} 个模型，每个训练 {steps}……',
  'train.compareWorkers': {
    plural: 'workers',
    other:
      '正在训练 {models} 个模型，每次 {workers} 个（每个处理器核心一个工作线程，各自带一份计算核心的副本）……',
  },
  'train.compareDone': '全部 {models} 个模型均已训练并测量完毕。',
  'train.compareDoneIn': '全部 {models} 个模型在 {seconds} 秒内完成了训练和测量。',
  'train.compareStopped': '比较已停止：{reason}。',
  'train.compareTrainingModel': '正在训练：{model}',
  'train.compareLossHeading': '各模型的训练损失',
  'train.compareLossData': '各模型平滑后的训练损失',
  'train.compareLossAxis': '损失（平滑后，奈特）',
  'train.compareLossChart': '各模型平滑后的训练损失：{models}。',
  'train.compareLossAt': '{model}：第 {step} 步时为 {loss}',
  'train.compareNotRun': '{model}：尚未运行',
  'train.stepRow': '第 {step} 步',
  'train.compareLengthHeading': '留出损失随评估长度的变化',
  'train.compareLengthData': '各模型在每个长度下的留出损失',
  'train.lengthAxis': '评估长度（位置数）',
  'train.heldOutAxis': '留出损失（奈特）',
  'train.compareLengthChart': '各模型在 {lengths} 个位置时的留出损失：{rows}。',
  'train.compareLengthRow': '{row}：{losses}',
  'train.noLoss': '无',
  'train.tableCaptionHeldOut':
    '文本最后十分之一（留出文本）上的平均损失（每字节奈特数），按评估长度列出',
  'train.tableCaptionTraining':
    '训练文本上（未留出任何部分）的平均损失（每字节奈特数），按评估长度列出',
  'train.encodingColumn': '编码',
  'train.lengthColumn': '{multiple}×（{positions} 个位置）',
  'train.sameAsRope': '与 RoPE 相同',
  'train.noRowsPastTable': '超出表长，无对应行',
  'train.noValue': '无数值',
  'train.trainingLengthGap':
    '先看训练长度 {seqPositions}，所有模型都是在这个长度上训练的：留出损失从 {best}（{bestModel}）到 {worst}（{worstModel}）不等，相差 {gap} 奈特。相差 g 奈特意味着：平均而言，较差的模型给正确的下一个字节的概率，是较好模型所给概率的 e^(−g) 倍，这里是 {factor} 倍。这与长度无关：它是每个模型的一次运行（一个随机种子，{steps}）在这段文本、自身的编码和随机初始值共同作用下得到的结果。所以下面评判每个模型时，看的是它自己的损失从 {seqPositions} 起如何变化，而不是损失的高低。',
  'train.lowestTrainingLoss':
    '{model} 训练结束时的训练损失最低（{training}，平滑后），但它在 {seqPositions} 时的留出损失为 {heldOut}，与 {best} 相比为 {difference}：训练损失低，说明的是模型对训练文本拟合得好，而不是它能很好地预测没见过的文本。',
  'train.noneLevel':
    '无位置编码：损失基本持平：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.noneRoseSharply':
    '无位置编码：损失急剧上升：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.noneRose':
    '无位置编码：损失上升：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.noneFell':
    '无位置编码：损失下降：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.noneWhy':
    '在这个模型里，除了因果掩码，没有任何东西取决于词元所在的位置：位置 t 的查询对 t + 1 个键求平均，因此它能感觉到自己在文本中走了多远，但它从没学过任何具体的位置，所以之后也不会因为缺了哪个位置而出错。',
  'train.learnedNoRows': {
    plural: 'seqLen',
    other:
      '可学习的位置嵌入（{seqLen} 行，每个训练位置一行，和 GPT-2 一样）：在 {doubled} 个位置时，位置 {seqLen} 及之后都没有向量，所以模型根本无法运行。可学习的位置表不能超出自身的长度。',
  },
  'train.learnedLongTable':
    '可学习，表有 {farLen} 行：训练只用到了第 0 到第 {lastTrained} 行，其余各行保留着随机初始值。',
  'train.learnedLongNoise':
    '留出损失从 {seqPositions}时的 {one} 变为 {doubled} 个位置时的 {two}：未经训练的行带来了模型从未见过的噪声，位置 {lastTrained} 之后的每个预测都要为此付出代价。',
  'train.learnedLongNoiseFar':
    '留出损失从 {seqPositions}时的 {one} 变为 {doubled} 个位置时的 {two}，以及 {farLen} 个位置时的 {end}：未经训练的行带来了模型从未见过的噪声，位置 {lastTrained} 之后的每个预测都要为此付出代价。',
  'train.learnedLongCheap':
    '留出损失从 {seqPositions}时的 {one} 变为 {doubled} 个位置时的 {two}：在这里，未经训练的行代价不大，说明模型更依赖词元本身，而不是这些位置。',
  'train.learnedLongCheapFar':
    '留出损失从 {seqPositions}时的 {one} 变为 {doubled} 个位置时的 {two}，以及 {farLen} 个位置时的 {end}：在这里，未经训练的行代价不大，说明模型更依赖词元本身，而不是这些位置。',
  'train.sinusoidalLevel':
    '正弦：表中每个位置都有一行，损失基本持平：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.sinusoidalRoseSharply':
    '正弦：表中每个位置都有一行，损失急剧上升：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.sinusoidalRose':
    '正弦：表中每个位置都有一行，损失上升：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.sinusoidalFell':
    '正弦：表中每个位置都有一行，损失下降：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.sinusoidalWhy':
    '有位置 {lastPosition} 的向量，并不等于知道该怎么用它：模型只见过位置 {seqLen} 之前出现的那些波的组合。',
  'train.ropeLevel':
    'RoPE：损失基本持平：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.ropeRoseSharply':
    'RoPE：损失急剧上升：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.ropeRose':
    'RoPE：损失上升：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.ropeFell':
    'RoPE：损失下降：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.ropeWhy':
    '分数只取决于查询与键之间的距离，但超过 {lastTrained} 之后，这些距离是训练中从未出现过的，慢速的维度对也会转到从未到达过的角度。',
  'train.interpolationHow':
    '位置插值把每个位置都除以缩放倍数，让角度保持在训练过的范围内（最多超出不到一个位置）；代价是相邻词元之间比模型学到的靠得更近，模型得去适应（这种方法本来应该接着做少量微调，而这里的比较没有做）。',
  'train.ntkHow':
    'NTK 缩放让最快的那一对维度保持训练时的样子，因此近距离看起来和训练时一样；越慢的维度对减慢得越多，最慢的一对减慢整整一个缩放倍数；中间的维度对减慢的幅度小于长度增长的倍数，所以有些仍会转到训练中从未出现过的角度（长上下文一课中的覆盖比表格给出了超出多少）。',
  'train.scaledSame':
    '在 {farLen} 个位置时，它的损失为 {scaled} 奈特，普通 RoPE 为 {plain}（{change}）：在这里差不多。',
  'train.scaledBetter':
    '在 {farLen} 个位置时，它的损失为 {scaled} 奈特，普通 RoPE 为 {plain}（{change}）：在这里更好。',
  'train.scaledWorse':
    '在 {farLen} 个位置时，它的损失为 {scaled} 奈特，普通 RoPE 为 {plain}（{change}）：在这里更差。',
  'train.alibiLevel':
    'ALiBi：损失基本持平：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.alibiRoseSharply':
    'ALiBi：损失急剧上升：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.alibiRose':
    'ALiBi：损失上升：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.alibiFell':
    'ALiBi：损失下降：{seqPositions}时为 {one} 奈特，{farLen} 个位置时为 {end}（{change}）。',
  'train.alibiWhy':
    '它完全不添加向量；每个注意力头从自己的分数中减去一个固定斜率乘以距离，所以远处的键只是权重更小，与长度无关。这种惩罚在 {farLen} 个位置时和在 {seqLen} 个位置时含义相同。',
  'train.rankingFrom':
    '从 {seqLen} 到 {farLen} 个位置，损失增长最少的是 {first}（{firstChange} 奈特），最多的是 {last}（{lastChange}）。',
  'train.rankingOneRun':
    '这里每个模型只运行了一次，只用了一个随机种子；换一个种子这些数字会变动多少，这里没有测量，而且同样大小的模型在它们共同的训练长度上就已经拉开了差距。',
  'train.rankingOneRunGap':
    '这里每个模型只运行了一次，只用了一个随机种子；换一个种子这些数字会变动多少，这里没有测量，而且同样大小的模型在它们共同的训练长度上就已经相差 {gap} 奈特。',
  'train.withinNone': '其他所有变化与它的差距都大于这个差值。',
  'train.withinAll':
    '所有变化彼此之间的差距都在这个差值之内：先换一个随机种子再运行一次比较，再据此给这些编码排序。',
  'train.withinSome': {
    plural: 'count',
    other:
      '{models} 与 {first} 的差距在这个差值之内：先换一个随机种子再运行一次比较，再给它们排序。',
  },
  'train.settingsLegend': '模型、训练与文本',
  'train.predictorOption': '词元 + 位置预测器',
  'train.unlinkedPart': '它的{part}是 {held}（{why}）',
  'train.unlinkedRange': '实验室的{setting}{problem}',
  'train.unlinkedBuilds': '实验室的{model}则是 {linked}',
  'train.partPositions': '位置数',
  'train.partMerges': 'BPE 合并次数',
  'train.partLayers': '层数',
  'train.partHeads': '头数',
  'train.partEncoding': '位置编码',
  'train.partNorm': '归一化',
  'train.rateSetGpt': '学习率已设为 {rate}，TinyGPT 在这里用这个学习率学得很好。你也可以自己修改。',
  'train.rateSetPredictor':
    '学习率已设为 {rate}，词元 + 位置预测器在这里用这个学习率学得很好。你也可以自己修改。',
  'train.lrHint': 'Vizuara 的笔记本用 0.001；实验室在这里建议用 0.01，TinyGPT 用 0.003',
  'train.headsHint': 'd_model 必须能被头数整除',
  'train.bpeHint':
    '词元：0 表示直接读取字节；N 表示先在训练文本上学习 N 次 BPE 合并（见 BPE 一课）',
  'train.initSmall': '较小：N(0, 0.02²)，与 GPT-2 相同',
  'train.initNotebook': 'N(0, 1)，与笔记本相同',
  'train.notebookButton': '使用笔记本的原始设置',
  'train.labButton': '恢复实验室的设置',
  'train.predictorNote':
    '词元 + 位置预测器（Vizuara 笔记本中的模型）：一张词元表和一张可学习的位置表（d 64，128 个位置）相加，再由一个线性层读出。它只看到一个字符及其位置，别的什么也看不到。',
  'train.whyNotNotebook':
    '为什么实验室不按笔记本的方式初始化：笔记本的两张表都从 N(0, 1) 中抽取，因此每一行都是长度约为 √64 = 8 的随机向量，然后以 0.001 的学习率训练 500 步。Adam 每一步对每个数的改动最多大约等于学习率，这样的 500 步让一行典型的向量大约移动其长度的五分之一（在默认随机种子下中位数为 23%）：训练之后，相似度图、最接近的字符对和 PCA 显示的主要仍是随机初始值。实验室像 GPT-2 那样用较小的值初始化这两张表（N(0, 0.02²)：同样的随机抽样再乘以 0.02），并以 0.01 的学习率学习，因此同样训练 500 步之后，各行主要是训练写进去的内容。',
  'train.seqHint': '每个训练窗口的字符数',
  'train.workersHint':
    'TinyGPT 的每一步最多被切分成 {shards} 份，由各工作线程分担：工作线程越多，训练越快，曲线保持不变',
  'train.seedHint': '随机种子和设置都相同，曲线就相同',
  'train.hamletText': '《哈姆雷特》选段（×10）',
  'train.ownText': '你自己的文本',
  'train.ownTextHint':
    '至少为序列长度 + 2 个字节；ASCII 以外的字符每个占 2 到 4 个字节（一个汉字占 3 个字节）',
  'train.emptyText': '训练文本为空：请粘贴或输入一些供模型学习的文本',
  'train.textInfo': {
    plural: 'chars',
    other: '{bytes} 字节，{chars} 种不同的字符。',
  },
  'train.textInfoMultiByte': {
    plural: 'n',
    other:
      '{bytes} 个字节，{n} 个字符，其中 {multi} 个占不止一个字节（一个汉字占三个）：模型把每个字节当作一个词元来读，所以损失是按字节计算的，这样的一个字符要预测好几次。',
  },
  'train.compareAllTexts': '四篇英文文本合在一起',
  'train.compareLabText': '上面选定的训练文本',
  'train.compareWorkersHint': '每个工作线程一次训练一个模型，各自带一份计算核心的副本',
  'train.helperStopped': {
    plural: 'workers',
    other:
      '训练这个模型的一个工作线程停止了：{reason}。训练会用 {workers} 个工作线程继续，什么也不会丢失：模型保留已完成的步，损失曲线也和原本完全一样，因为无论由哪个工作线程计算，每一步都被切分成相同的几份。',
  },
  'train.helperFailed': '它出错了：{reason}',
  'train.noReason': '浏览器没有给出原因',
  'train.helperNotStarted': '它无法启动：{reason}',
  'train.aModel': '一个模型',
  'train.describePredictor': '词元 + 位置预测器（d {d}）',
  'train.describeGpt': 'TinyGPT（{layers}，{heads}，d {d}，{pe} 位置编码，{norm}）',
  'train.described': '{what}，训练了 {steps}',
  'train.describedBpe': '{what}，基于 BPE 词元（{merges}），训练了 {steps}',
  'lessons.overview.title': '整个模型一览',
  'questions.overview.1.question': 'TinyGPT 的哪一部分让最后一个词元能够利用它前面的字节？',
  'questions.overview.1.choice1': '词元表',
  'questions.overview.1.choice2': '注意力（在每个模块内部）',
  'questions.overview.1.choice3': '输出头',
  'questions.overview.1.choice4': 'softmax',
  'questions.overview.1.explanation':
    '词元表对每个字节单独查表，输出头只读取一个向量。只有注意力能把信息从前面的词元传到后面的词元。',
  'questions.overview.2.question': '在随机权重下，下一字节的概率能告诉你什么？',
  'questions.overview.2.choice1': '目前什么也说明不了：概率以任意顺序分散在全部 256 个字节上',
  'questions.overview.2.choice2': '最可能的字节是英语中最常见的字母',
  'questions.overview.2.choice3': '空格总是最可能的',
  'questions.overview.2.explanation':
    '随机权重什么都没学到。每个字节都只分到一小部分（均匀猜测会给每个字节 1/256 ≈ 0.39%），而哪些字节排在前面会随随机种子改变。在上方选择随机权重，然后改变随机种子，再看图表。',
  'questions.overview.3.question': '模型训练时，为什么一个词元不能关注后面的词元？',
  'questions.overview.3.choice1': '那样会太慢',
  'questions.overview.3.choice2': '后面的词元里包含它要预测的答案',
  'questions.overview.3.choice3': '后面的词元还没有嵌入',
  'questions.overview.3.explanation':
    '在每个位置，任务都是预测下一个字节。如果词元能往后看，它就会直接抄答案，学不到任何有用的东西：因果掩码把它之后的一切都遮住了。',
  'lessons.tokenizer.title': '词元：从文本到 ID',
  'lessons.tokenizer.place': '输入字节：文本变成词元 ID',
  'questions.tokenizer.1.question': '字节级分词器会把“😀”切成几个词元？',
  'questions.tokenizer.1.choice1': '1：一个字符，一个词元',
  'questions.tokenizer.1.choice2': '2：一个代理对，和 UTF-16 一样',
  'questions.tokenizer.1.choice3': '4：每个字节一个',
  'questions.tokenizer.1.explanation':
    'U+FFFF 以上的表情符号在 UTF-8 中占四个字节（240 159 152 128），所以是四个词元。模型必须学会这四个 ID 是一个整体。',
  'questions.tokenizer.2.question': '为什么语言模型不把词表的独热向量直接送进各层？',
  'questions.tokenizer.2.explanation':
    '独热向量和词表一样长，除了一个 1 以外全是 0，而且任意两个之间的距离都相等，所以它丝毫不反映哪些词元彼此相似。学习得到的表中的一行稠密向量很短（d 个数），训练可以把相关的词元放得彼此靠近。独热向量乘以这张表，只是取出对应的那一行，所以查表是实现这一运算的廉价方式。',
  'questions.tokenizer.3.question':
    '用《哈姆雷特》台词构建的词级词表约有 45 个条目。和 256 个字节相比，它的问题在哪里？',
  'questions.tokenizer.3.explanation':
    '每个句子的词元更少、含义更丰富，但构建词表时没见过的任何词（一个新名字、首字母大写的“The”、标点）都会变成 <unk>，其含义随之丢失。字节只用 256 个 ID 就能覆盖任何可能的文本，代价是序列更长。子词词元介于两者之间：下一课就来构建它们。',
  'lessons.bpe.title': '子词词元：字节对编码',
  'lessons.bpe.place': '输入字节：把常见的字节对合并成更长的词元',
  'questions.bpe.1.question':
    '词元对 (a, b) 出现 12 次，(c, d) 出现 12 次，(e, f) 出现 9 次，且 (c, d) 在文本中最先出现。下一次合并会合并哪一对？',
  'questions.bpe.1.choice1': '(a, b)',
  'questions.bpe.1.choice2': '(e, f)',
  'questions.bpe.1.choice3': '三对一起，一步完成',
  'questions.bpe.1.choice4': '(c, d)',
  'questions.bpe.1.explanation':
    '出现次数最多的词元对胜出；次数相同时，这个分词器选择在文本中最先出现的那一对（这是 minbpe 的规则，参考代码也是如此）。所以 (c, d) 成为下一个新 ID。一次合并只合并一对：其他的词元对等待之后的合并，它们的计数会随之更新。',
  'questions.bpe.2.question': '100 次合并之后，词表中有多少个 ID？',
  'questions.bpe.2.choice1': '356：256 个字节 + 100',
  'questions.bpe.2.choice2': '100：每次合并一个',
  'questions.bpe.2.choice3': '256：合并会复用字节 ID',
  'questions.bpe.2.choice4': '156：每次合并会去掉一个 ID',
  'questions.bpe.2.explanation':
    '词表从 256 个字节值开始，它们保证任何文本都能被编码，而每次合并恰好增加一个新 ID（第 k 次合并为 256 + k）。嵌入表的每个 ID 需要一行：共 356 行。被合并的词元对的两个 ID 仍留在词表中：其他地方可能还需要它们。',
  'questions.bpe.3.question':
    '在葛底斯堡演说上训练，然后编码它没有包含的单词“unbelievable”。结果是什么？',
  'questions.bpe.3.choice1': '未知词元 <unk>，和词级分词器给出的一样',
  'questions.bpe.3.choice2': '已知的片段，必要时一直拆到字节',
  'questions.bpe.3.choice3': '为它当场学到的一次新合并',
  'questions.bpe.3.choice4': '什么都没有：编码器拒绝从未见过的词',
  'questions.bpe.3.explanation':
    '合并只从训练文本中学习，编码时永远不会学习。文本中常用的片段（“the”、“ation”、“ in”）是词元；文本中从未出现的词会用适用的更短片段拼出来，必要时一直拆到单个字节。永远不会出现未知的内容，这与词级分词器的 <unk> 不同，但罕见词会占用更多词元。',
  'questions.bpe.4.question': 'GPT-2 的分词器做了哪件本课的 BPE 没有做的事？',
  'questions.bpe.4.choice1': '它合并的是字符，所以每个词元至少是一个完整的字符',
  'questions.bpe.4.choice2': '它像词级分词器一样，给每个罕见词同一个 <unk> ID',
  'questions.bpe.4.choice3': '它先用一个模式切分文本，所以任何合并都不会跨越一个词',
  'questions.bpe.4.choice4': '没有：只是合并次数多得多、文本大得多而已',
  'questions.bpe.4.explanation':
    'GPT-2 同样是字节级 BPE，约有 50,000 次合并，但它先用正则表达式把文本切成词、数字、标点和连续空格，只在这些片段内部合并，所以“dog.”永远不会成为一个词元。它还有一个任何文本都不会产生的特殊词元 <|endoftext|>。',
  'questions.bpe.5.question': '为什么字节级 BPE 的一个词元可以是半个字符？为什么这对模型无害？',
  'questions.bpe.5.explanation':
    '合并连接的是字节，而不是字符：“é”是两个字节 C3 A9，一次合并可能把 C3 和它前面的字节连起来，把 A9 留到以后。模型只看到 ID；解码时把各个 ID 的字节重新拼接起来，所以只要所有 ID 都在，文本就能原样还原。只有从中间截断时，才会显示一个损坏的字符（U+FFFD）。',
  'lessons.token-embedding.title': '词元嵌入：每个 ID 一行可学习的向量',
  'lessons.token-embedding.place': '词元表：每个词元一行',
  'questions.token-embedding.1.question': '这张表是 256 × 64。模型要在其中学习多少个数？',
  'questions.token-embedding.1.choice1': '256 + 64 = 320',
  'questions.token-embedding.1.choice2': '64，即一行的长度',
  'questions.token-embedding.1.choice3': '256 × 64 = 16,384',
  'questions.token-embedding.1.explanation':
    '每一行的每个元素都是一个参数：V × d = 256 × 64 = 16,384。如果词表有 50,000 个词元、d = 768（GPT-2 small），同样的表就有 3840 万个参数。',
  'questions.token-embedding.2.question': '训练前，你预计两个不同行之间的余弦相似度是多少？',
  'questions.token-embedding.2.choice1': '约为 1：所有行一开始都很像',
  'questions.token-embedding.2.choice2': '约为 0，离散程度约为 1/√d',
  'questions.token-embedding.2.choice3': '恰好为 0：随机的行彼此正交',
  'questions.token-embedding.2.explanation':
    '高维空间中相互独立的随机向量几乎是正交的：它们的余弦以 0 为中心，离散程度约为 1/√d（d = 64 时为 0.125）。它并不恰好为 0，而且 d 越大，分布越集中。',
  'questions.token-embedding.3.question':
    '以预测下一个字符为目标训练之后，元音往往会得到相似的行。没人告诉过模型什么是元音，为什么会这样？',
  'questions.token-embedding.3.explanation':
    '行只会通过预测损失的梯度而改变。出现在相似上下文中的字符（夹在辅音之间的元音、挨着数字的数字）需要对后面的内容做出相似的预测，所以它们的行会被推向相似的方向。',
  'questions.token-embedding.4.question': '为什么查表和用独热向量乘以这张表是一回事？',
  'questions.token-embedding.4.explanation':
    'onehot(i)ᵀE 的第 i 行是对每个 k 把 E[k] 乘以 0 再求和，只有 k = i 时乘以 1：剩下的正是 E[i]。查表省去了 V − 1 次乘以零的运算；本面板两种方法都算了一遍，并显示结果一致。',
  'lessons.positions.title': '绝对位置与相对位置',
  'lessons.positions.place': '位置：模型如何判断每个词元所处的位置',
  'questions.positions.1.question':
    '在“token_0, token_1, …, token_N”中，token_N 的绝对位置是什么？',
  'questions.positions.1.choice1': 'N',
  'questions.positions.1.choice2': 'N 减去查询词元的位置',
  'questions.positions.1.explanation': '绝对位置是词元在序列中自己的索引。第二个答案是相对位置。',
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
  'lessons.pe-sinusoidal.title': '正弦位置编码',
  'lessons.pe-sinusoidal.place': '位置：一张固定的正弦、余弦表，加到词元的行上',
  'questions.pe-sinusoidal.1.question':
    '在公式 sin(p / 10000^(2i/d)) 中，10000 是模型能读取的最长文本吗？',
  'questions.pe-sinusoidal.1.choice1': '是：10000 就是 max_len，即行数',
  'questions.pe-sinusoidal.1.choice2': '不是：它是决定波长的 base',
  'questions.pe-sinusoidal.1.choice3': '不是：它是 d_model，即每行的宽度',
  'questions.pe-sinusoidal.1.explanation':
    'base 只决定波长的分布（从 2π 到接近 2π·10000）。最长的输入是 max_len，即行数；它在公式中根本不出现。',
  'questions.pe-sinusoidal.2.question': '你把 max_len 从 64 提高到 128。第 0 到 63 行会怎样？',
  'questions.pe-sinusoidal.2.choice1': '不变：值完全相同，下方新增 64 行',
  'questions.pe-sinusoidal.2.choice2': '它们会被重新缩放，以适应更长的表',
  'questions.pe-sinusoidal.2.choice3': '它们会下移，为新行腾出位置',
  'questions.pe-sinusoidal.2.explanation':
    '每一行只取决于 p、i、d 和 base。改变 max_len 只是向同一个公式要更多（或更少）的行；本面板在上方逐个值验证了这一点。',
  'questions.pe-sinusoidal.3.question': 'd_model = 512（base 10000）时，PE[1, 2] 是多少？',
  'questions.pe-sinusoidal.3.choice1': 'sin(1/100) ≈ 0.0100',
  'questions.pe-sinusoidal.3.choice2': 'sin(0.9647) ≈ 0.8219',
  'questions.pe-sinusoidal.3.choice3': 'sin(1/10000) ≈ 0.0001',
  'questions.pe-sinusoidal.3.explanation':
    'PE[1, 2] = sin(1 / 10000^(2/512)) = sin(0.9647) ≈ 0.8219。0.0100 这个值属于宽度只有 4 的表。',
  'questions.pe-sinusoidal.4.question': '正弦表是在训练中学习得到的吗？',
  'questions.pe-sinusoidal.4.choice1': '是：它像词元嵌入一样被训练',
  'questions.pe-sinusoidal.4.choice2': '不是：它由公式一次性算出',
  'questions.pe-sinusoidal.4.explanation':
    '它是位置的固定函数：每次运行都一样，所有 d_model 和 base 相同的模型也都一样。各种框架把它存为不可训练的缓冲区（buffer），或者在需要时即时计算。',
  'questions.pe-sinusoidal.5.question': '为什么维度 2i 和 2i+1 使用相同的频率？',
  'questions.pe-sinusoidal.5.explanation':
    '同一角度的 sin 和 cos 合起来构成圆上的一个点。移动 k 个位置，无论从哪里出发，这个点都转过同样的角度 k·ωᵢ，正是这一点让注意力能够读出相对距离（下一课）。',
  'lessons.pe-relative.title': '藏在正弦里的相对位置',
  'lessons.pe-relative.place': '位置：正弦表揭示了两个词元之间距离的哪些信息',
  'questions.pe-relative.1.question': 'PE(3)·PE(8) 是否等于 PE(103)·PE(108)？',
  'questions.pe-relative.1.choice1': '是：两对都相距 5',
  'questions.pe-relative.1.choice2': '否：位置越靠后，乘积越大',
  'questions.pe-relative.1.explanation': '两种情况下点积都是 Σ cos(5·ωᵢ)；p 被消掉了。',
  'questions.pe-relative.2.question': '为什么余弦曲线等于点积曲线除以 d/2？',
  'questions.pe-relative.2.explanation':
    '每一行正弦编码的长度都相同：每一对贡献 sin² + cos² = 1，所以对每个 p 都有 |PE(p)|² = d/2。',
  'questions.pe-relative.3.question': '点积能否区分“往前 5 个位置”和“往后 5 个位置”？',
  'questions.pe-relative.3.choice1': '能：k 的符号会改变求和结果',
  'questions.pe-relative.3.choice2': '不能：cos 是偶函数，所以 k 和 −k 给出同一个值',
  'questions.pe-relative.3.explanation':
    'Σ cos(kωᵢ) 关于 k 对称。方向信息仍然存在于向量中（旋转 +kω 与旋转 −kω 不同），学到的注意力权重可以利用它，但单纯的点积做不到。',
  'questions.pe-relative.4.question': '人们常说正弦编码“内置”了相对位置信息。究竟内置了什么？',
  'questions.pe-relative.4.explanation':
    '这里展示了两个事实：两个位置的相似度只取决于它们的距离；一个固定的线性映射（旋转）对每个 p 都把 PE(p) 变为 PE(p + k)。没有什么强迫模型去利用它们；模型必须自己学会。',
  'lessons.pe-learned.title': '可学习的位置嵌入',
  'lessons.pe-learned.place': '位置：一张加到词元各行上的可学习的表',
  'questions.pe-learned.1.question':
    '一个模型的可学习位置表 max_len 为 1024，现在收到一段 1500 个词元的文本。会发生什么？',
  'questions.pe-learned.1.choice1': '用公式算出第 1024 到 1499 行',
  'questions.pe-learned.1.choice2': '第 1024 行及之后的行并不存在：文本必须截断',
  'questions.pe-learned.1.explanation':
    '可学习的表只能查表：从未创建的行无法查到。如上所示，计算核心会拒绝；实际的处理流程会把文本截断到 max_len。',
  'questions.pe-learned.2.question':
    'max_len 为 512、d_model 为 768 的可学习位置表有多少个可训练参数？',
  'questions.pe-learned.2.choice1': '0（位置不是学出来的）',
  'questions.pe-learned.2.choice2': '512 × 768 = 393,216',
  'questions.pe-learned.2.choice3': '512 + 768 = 1,280',
  'questions.pe-learned.2.explanation':
    '512 × 768 = 393,216：每个位置一行，每行宽 d_model。正弦表一个可训练参数都没有。',
  'questions.pe-learned.3.question': '训练之前，可学习表中相邻的行看起来相似吗？',
  'questions.pe-learned.3.choice1': '不相似：各行是相互独立的随机向量',
  'questions.pe-learned.3.choice2': '相似：相邻行一开始就很接近，和正弦编码一样',
  'questions.pe-learned.3.explanation':
    '从 N(0, 1) 随机抽取的行几乎两两正交，所以相似度矩阵是噪声背景上的一条明亮对角线。任何“相邻”的概念都只能从数据中学到；正弦表则从一开始就具备（就是那些条带）。',
  'questions.pe-learned.4.question': '哪些模型用哪种？',
  'questions.pe-learned.4.explanation':
    '最初的 Transformer 使用正弦函数；BERT 和 GPT-2/GPT-3 使用可学习的绝对位置表；T5 两者都不用，而是使用可学习的相对偏置。最近的大多数开源 LLM（LLaMA、Mistral、Qwen 等等）则改为按位置旋转查询和键（后面的一课会讲怎么做）。所以“可学习的，和大多数现代 LLM 一样”这种说法已经过时了。',
  'lessons.combined.title': '词元 + 位置：输入向量',
  'lessons.combined.place': '词元行加位置行：进入第一个模块的向量',
  'questions.combined.1.question':
    'GPT 把位置行加到词元行上，而不是把它们拼接起来。改为拼接会带来什么变化？',
  'questions.combined.1.explanation':
    '每个输入向量的长度将是 2d 而不是 d，所以读取它的每一层（第一组查询、键和值投影）都需要两倍的输入权重，如上表所示。相加则保持宽度不变：模型仍然能区分这两种信号，因为在高维空间中随机方向几乎不重叠；如果有帮助，训练也可以把它们分到不同的子空间里。',
  'questions.combined.2.question': 'GPT-2 有 1024 个可学习的位置。遇到 1025 个词元的序列会怎样？',
  'questions.combined.2.choice1': '它会把位置 1023 的行用两次',
  'questions.combined.2.choice2': '位置 1024 没有对应的行',
  'questions.combined.2.choice3': '它会绕回去使用位置 0 的行',
  'questions.combined.2.explanation':
    '可学习的表恰好有 max_len 行；位置 1024 没有对应的行，所以严格模块会报错。实际的处理流程要么截断（就像 Vizuara 的笔记本那样，保留前 max_len 个词元），要么把长文档切分成若干窗口（可能互相重叠），要么使用能扩展到任意长度的位置方案，比如正弦表，或者对查询和键进行旋转（后面的一课）。',
  'questions.combined.3.question': '在“Hello”中，两个“l”共用同一个词元行。它们的输入向量相等吗？',
  'questions.combined.3.choice1': '相等：同一个词元得到同一个向量',
  'questions.combined.3.choice2': '不相等：各自加上自己的位置行',
  'questions.combined.3.explanation':
    '它们加上的是不同的位置行（2 和 3），所以和也不同。这正是关键所在：没有位置行，不带因果掩码的注意力就无法区分“狗咬人”和“人咬狗”（仅凭因果掩码本身也会泄露一些顺序信息：参见注意力一课）。',
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
  'lessons.rope.title': 'RoPE：把位置变成旋转',
  'lessons.rope.place': '位置：在每个注意力头内部旋转查询和键',
  'questions.rope.1.question': 'RoPE 像正弦表一样，把一个向量加到词元嵌入上。对吗？',
  'questions.rope.1.choice1': '对：每个嵌入都加上一个位置向量',
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
  'lessons.long-context.title': '长输入：ALiBi 与拉伸 RoPE',
  'lessons.long-context.place': '位置：读取超出训练长度的内容',
  'questions.long-context.1.question':
    '一个 ALiBi 头的斜率为 1/4。内容分数相同时，往前 8 步的键上的权重与查询自身位置上的权重相比如何？',
  'questions.long-context.1.choice1': '相同：ALiBi 只标记顺序',
  'questions.long-context.1.choice2': '只有一半',
  'questions.long-context.1.choice3': '约为 e^(−2) ≈ 0.135 倍',
  'questions.long-context.1.choice4': '为零：ALiBi 会掩码超出其斜率的键',
  'questions.long-context.1.explanation':
    '每往前一步，偏置就下降一个斜率，所以往前 8 步时比距离 0 处低 8 × 1/4 = 2，而 softmax 会把差值 b 变成因子 e^(−b)：e^(−2) ≈ 0.135。没有任何东西被掩码：远处的键仍然起作用，只是权重更小，而且很强的内容分数可以压过这个惩罚。',
  'questions.long-context.2.question': '为什么 ALiBi 给各个头不同的斜率？',
  'questions.long-context.2.choice1': '让一些头关注局部，另一些头看得很远',
  'questions.long-context.2.choice2': '因为每个头的宽度不同',
  'questions.long-context.2.choice3': '为了不再需要因果掩码',
  'questions.long-context.2.choice4': '为了让斜率可以学习',
  'questions.long-context.2.explanation':
    '斜率陡的头只能关注最后几个词元；斜率平缓的头可以覆盖数百个词元。这组固定的等比斜率（8 个头时为 1/2、1/4、…）让模型同时拥有所有范围，而无需学习其中任何一个。',
  'questions.long-context.3.question': '位置插值让 RoPE 模型在 4 × 训练长度上运行，方法是……',
  'questions.long-context.3.choice1': '让每一对旋转快 4 倍',
  'questions.long-context.3.choice2': '增大 base，使只有慢的对减速',
  'questions.long-context.3.choice3': '为新位置添加一张可学习的表',
  'questions.long-context.3.choice4': '把每个位置除以 4，使角度（几乎）保持在训练范围内',
  'questions.long-context.3.explanation':
    '位置 4p 的旋转与原来位置 p 的完全相同。没有哪一对会转得比训练时更远，但相邻词元现在只相隔四分之一步，比模型见过的任何距离都近：通常需要一点微调才能适应。',
  'questions.long-context.4.question': 'NTK-aware 缩放改变了什么，又保留了什么？',
  'questions.long-context.4.choice1': '保留慢的对，加快快的对',
  'questions.long-context.4.choice2':
    '完全保留最快的一对，并让慢的对减速，减速倍数最多等于缩放倍数',
  'questions.long-context.4.choice3': '把每个角度除以缩放倍数',
  'questions.long-context.4.choice4': '保留所有角度，只是给位置重新编号',
  'questions.long-context.4.explanation':
    'base 变为 base · s^(d/(d−2))。无论 base 是多少，第 0 对都按位置本身旋转，所以邻近的词元看起来与训练时完全一样；最后一对转得慢 s 倍，所以保持在训练覆盖的范围内。中间的对减速不到 s 倍，覆盖比表格显示其中一些仍会超出。',
  'questions.long-context.5.question':
    '人们常说 ALiBi 模型能“短训练，长测试”（train short, test long）。这有保证吗？',
  'questions.long-context.5.explanation':
    '没有。惩罚在任何长度下含义都相同，所以输入变长时不会出故障，但斜率平缓的头仍会把权重分散到比训练时更多的键上。损失是否保持平稳需要实际测量：训练实验室的对比实验就在留出文本上做了这件事。',
  'lessons.norms.title': '归一化：LayerNorm 与 RMSNorm',
  'lessons.norms.place': '注意力之前、MLP 之前以及最后一个模块之后的归一化',
  'questions.norms.1.question':
    '把向量的每一项都乘以 100（所有项都远离零）。它的 LayerNorm 输出会怎样？',
  'questions.norms.1.choice1': '变大 100 倍，和输入一样',
  'questions.norms.1.choice2': '变大 10 倍，即 100 的平方根',
  'questions.norms.1.choice3': '保持不变（只差 ε 的影响）',
  'questions.norms.1.choice4': '随着 σ 增大而缩向 0',
  'questions.norms.1.explanation':
    '均值和标准差都变大 100 倍，所以 (x − μ)/σ 不变。RMSNorm 也是如此。试试缩放因子控件。',
  'questions.norms.2.question': '与 LayerNorm 相比，RMSNorm 省去了什么？',
  'questions.norms.2.choice1': '除以向量的大小',
  'questions.norms.2.choice2': '减去均值，以及偏移 β',
  'questions.norms.2.choice3': '缩放每一项的增益 γ',
  'questions.norms.2.choice4': '防止除以零的 ε',
  'questions.norms.2.explanation':
    'RMSNorm 除以原始数值的均方根，而且没有 β。给每一项都加上同一个常数，LayerNorm 的输出不动，而 RMSNorm 的输出会变。',
  'questions.norms.3.question': 'ε = 10⁻⁵ 时，RMSNorm 最多能把输入乘以多大的因子？',
  'questions.norms.3.choice1': '10⁵，即 1/ε',
  'questions.norms.3.choice2': '约 316（1/√ε）',
  'questions.norms.3.choice3': '1：它从不放大',
  'questions.norms.3.choice4': '没有上限：极小的输入会无限增大',
  'questions.norms.3.explanation':
    'rstd = 1/√(平方均值 + ε) ≤ 1/√ε ≈ 316.2，只有全零向量才会达到。正是这个上限让极小的向量保持很小。',
  'questions.norms.4.question': '为什么方差是“有偏”的（除以 n 而不是 n − 1）？',
  'questions.norms.4.explanation':
    '这一层并不是在用样本估计总体的方差；它只是重新缩放这一个向量。除以 n 能让输出的平方均值恰好为 1（γ = 1、ε → 0 时），这正是目的。PyTorch 的 LayerNorm 也是这么做的。',
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
  'questions.attention.4.choice1': '相同：查询相同，分数就相同，所以权重一致',
  'questions.attention.4.choice2': '相同，但仅当文本中的其他字节各不相同时',
  'questions.attention.4.choice3': '不同：只有 RoPE 才能让两个相同的查询关注不同的地方',
  'questions.attention.4.choice4': '不同：第 2 行把权重分给 3 个键，第 9 行分给 10 个',
  'questions.attention.4.explanation':
    '对于两行都能看到的键，相同的查询给出相同的分数，但掩码让第 2 行看到 3 个键、第 9 行看到 10 个键，而每个 softmax 都把总和 1 分给它能看到的键。所以掩码本身就告诉了一行它处在多靠后的位置：没有任何位置编码的因果模型仍能学到顺序（训练实验室中的“无”也能学会）。如果没有掩码，相同的查询会得到完全相同的行，注意力就真的对顺序是“盲”的。',
  'questions.attention.5.question': '为什么缩放因子是 √d_k 而不是 d_k？',
  'questions.attention.5.explanation':
    'd_k 个独立乘积之和的离散程度（标准差）按 √d_k 增长，而不是按 d_k。除以 √d_k 能让分数的离散程度回到约 1，无论注意力头有多宽。',
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
  'questions.heads.2.choice1': '词元 i 的查询',
  'questions.heads.2.choice2': '用权重的第 i 行对各值行做的加权平均',
  'questions.heads.2.choice3': 'i 之前所有词元中逐列取的最大值',
  'questions.heads.2.choice4': '所有键之和',
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
  'lessons.sampling.title': '生成文本：温度、top-k、top-p',
  'lessons.sampling.place': '输出：softmax 概率，然后选出下一个字节',
  'questions.sampling.1.question': '温度 0.5 会让分布变得……',
  'questions.sampling.1.choice1': '更平坦',
  'questions.sampling.1.choice2': '更尖锐',
  'questions.sampling.1.choice3': '不变',
  'questions.sampling.1.choice4': '均匀',
  'questions.sampling.1.explanation':
    'logits 除以 0.5 后彼此的差距翻倍，所以经过 softmax 后，可能的字节变得更可能，其余的逐渐消失。温度大于 1 会让分布变平；0 就是贪心。',
  'questions.sampling.2.question': '概率为 0.5、0.3、0.15、0.05，top-p 为 0.6 时，哪些字节会保留？',
  'questions.sampling.2.choice1': '只有第一个',
  'questions.sampling.2.choice2': '前两个',
  'questions.sampling.2.choice3': '前三个',
  'questions.sampling.2.choice4': '全部四个',
  'questions.sampling.2.explanation':
    'Top-p 保留概率之和达到 p 的最小的一组最可能字节：0.5 不到 0.6，0.5 + 0.3 = 0.8 达到了。然后它们重新归一化为 0.625 和 0.375。',
  'questions.sampling.3.question': '为什么同一个链接总是生成同样的文本？',
  'questions.sampling.3.explanation':
    '采样从一个以随机种子启动的伪随机数生成器中抽取：相同的随机种子、模型和设置会得到相同的抽取结果。贪心解码（温度 0）则根本不做任何抽取。',
  'questions.sampling.4.question': '为什么解码器可以保留之前词元的键和值，而不必重新计算？',
  'questions.sampling.4.explanation':
    '因果掩码让每个词元都看不到后面的词元，所以新词元不会改变之前词元的键和值：计算核心会检查它们完全相同。于是每一步只需计算新词元的 q、k、v。',
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
  'questions.decoder-only.3.choice3': '没什么影响：掩码只在生成时才重要',
  'questions.decoder-only.3.choice4': '它会变成翻译得更好的编码器',
  'questions.decoder-only.3.explanation':
    '答案就在前方一个位置处可见，所以注意力学会了照抄。到生成时那个位置是空的，这条捷径就失效了。',
  'questions.decoder-only.4.question': '为什么注意力权重的第 0 行总是只有一个 1？',
  'questions.decoder-only.4.explanation':
    '第一个词元只能看到它自己，而对单个分数做 softmax，结果恰好是 1。这也是为什么第一个预测（只有一个词元的上下文）最难。',
  'lessons.train.title': '训练实验室：看模型如何学习',
  'lessons.train.place': '完整的模型，就在这里训练',
  'questions.train.1.question': '训练开始之前，损失接近 5.55。这个数是怎么来的？',
  'questions.train.1.choice1':
    '它是 ln 256：在 256 个字节值中平均地猜，每个字符的代价是 ln 256 奈特',
  'questions.train.1.choice2': '它是文本的二元语法熵，即只看一个字符的模型所能做到的最好结果',
  'questions.train.1.choice3': '它是一个随机数，取决于随机种子和初始的表',
  'questions.train.1.explanation':
    '交叉熵是赋给正确答案的概率取 −ln。平均下注时每个字节得到 1/256，而 −ln(1/256) = ln 256 ≈ 5.545。随机权重并不完全均匀，所以最初的损失往往略高一些。',
  'questions.train.2.question':
    '在默认文本上，词元 + 位置预测器的损失停在 2.3 左右，而 TinyGPT 能降得低得多（500 步后约 1.6）。为什么？',
  'questions.train.2.choice1':
    '它只看到一个字符（及其位置），所以无法突破二元语法的下限；TinyGPT 能看到前面的字符',
  'questions.train.2.choice2': 'TinyGPT 的学习率更大，所以同样的步数能走得更远',
  'questions.train.2.choice3': '它没有词元表，所以根本分不清不同的字符',
  'questions.train.2.explanation':
    '只有一个字符的上下文时，可能达到的最佳平均损失是二元语法熵 H(next | current)：在默认文本上约为 2.27，即图中的点线。注意力让 TinyGPT 能利用整个窗口。在《哈姆雷特》选段上（同样的几行重复十遍），它还能降得更低，几乎能把这些台词背出来。',
  'questions.train.3.question':
    '训练之后，一些元音的嵌入可能会变得相似。为什么预测下一个字符会带来这种结果？',
  'questions.train.3.explanation':
    '一个字符的词元向量，正是读出层用来预测下一个字符的依据。后面跟着相似字符的那些字符（元音后面常常跟着相同的辅音）会得到相似的梯度，朝相似的方向移动。看看热力图和字符对列表：在这么小的文本上，这种效应很弱、噪声很大，而且随文本和随机种子而不同。',
  'questions.train.4.question':
    '一个可学习位置表只有 32 行的模型被要求读取 64 个字符。会发生什么？',
  'questions.train.4.choice1': '出错：位置 32 及之后没有向量',
  'questions.train.4.choice2': '超出表的每个位置都重复使用第 31 行',
  'questions.train.4.choice3': '和读 32 个字符时一样好：位置每 32 个重复一次',
  'questions.train.4.explanation':
    '可学习的位置表给了多少行，就恰好有多少行；上面的比较中显示为“超出表长，无对应行”。GPT-2 有 1024 行，所以第 1025 个词元没有位置向量：长文档要切成多个窗口（或者模型改用不需要表的编码，例如 RoPE）。',
  'questions.train.5.question': '学习率设为 1000 时，训练几步之内就停止了。出了什么问题？',
  'questions.train.5.explanation':
    'Adam 每一步对每个权重的改动大约等于学习率。步长为 1000 会把权重甩到远远越过任何极小值的地方，logits 变得极大，损失爆炸（或变成 NaN）。实验室会在应用这次错误的更新之前停下，并建议把学习率降为原来的十分之一；继续往下除，直到曲线平稳下降。',
  'questions.train.6.question': '为什么文本中没有出现的字符不放进相似度热力图？',
  'questions.train.6.explanation':
    '它们在词元表中的行从不参与前向传播，因此从不获得梯度，一直保持随机初始值。它们之间的相似度只是噪声，不是模型学到的东西。',
  'settings.text': '文本',
  'settings.seed': '随机种子',
  'settings.theme': '主题',
  'settings.lang': '语言',
  'settings.ov_prompt': '要续写的文本',
  'settings.ov_weights': '权重',
  'settings.tk_mode': '分词器',
  'settings.tk_cut': '截掉最后一个字节',
  'settings.tk_bytes': '要解码的字节 ID',
  'settings.tk_vocab': '单词词表来源',
  'settings.bp_source': '训练所用文本',
  'settings.bp_merges': '合并次数',
  'settings.bp_second': '第二段文本',
  'settings.te_d': 'd_model',
  'settings.te_chars': '要比较的字符',
  'settings.te_source': '显示的表',
  'settings.posn_i': '词元 i（查询）',
  'settings.posn_j': '词元 j（键）',
  'settings.pe_len': 'max_len',
  'settings.pe_d': 'd_model',
  'settings.pe_base': 'base',
  'settings.pe_dims': '要绘制的维度',
  'settings.pe_row': '位置 p',
  'settings.rel_p': 'p',
  'settings.rel_k': '最大 k',
  'settings.rel_d': 'd_model',
  'settings.rel_base': 'base',
  'settings.rel_pair': '维度对 i',
  'settings.rel_shift': 'k（转动）',
  'settings.learn_len': 'max_len',
  'settings.learn_d': 'd_model',
  'settings.learn_seq': '序列长度',
  'settings.cb_d': 'd_model',
  'settings.cb_len': 'max_len',
  'settings.cb_pos': '位置',
  'settings.cb_join': '组合方式',
  'settings.px_token': '词元 ID',
  'settings.px_n': '位置数 N',
  'settings.px_d': 'd_model',
  'settings.px_scale': '颜色范围',
  'settings.px_pos': '位置',
  'settings.rope_pos': '位置 m',
  'settings.rope_d': '头宽度 d',
  'settings.rope_base': 'base',
  'settings.rope_offset': '最大 m − n',
  'settings.lc_heads': '头数',
  'settings.lc_head': '显示的头',
  'settings.lc_len': '显示的位置数',
  'settings.lc_trained': '训练长度 L',
  'settings.lc_d': '头宽度 d',
  'settings.lc_pair': '维度对 i',
  'settings.norm_x': '向量 x',
  'settings.norm_gamma': 'gamma γ',
  'settings.norm_beta': 'beta β',
  'settings.norm_eps': 'epsilon ε',
  'settings.norm_scale': '缩放因子',
  'settings.att_d': 'd_model',
  'settings.att_dk': 'd_k',
  'settings.att_causal': '因果掩码',
  'settings.att_pe': '加上位置',
  'settings.att_n': '序列长度 N',
  'settings.hd_layer': '模块',
  'settings.hd_head': '要展开的头',
  'settings.bk_depth': '堆叠的模块数',
  'settings.bk_weights': '权重',
  'settings.cx_a': '文本 A',
  'settings.cx_b': '文本 B',
  'settings.cx_word': '词',
  'settings.sp_prompt': '提示词',
  'settings.sp_temp': '温度',
  'settings.sp_topk': 'top-k',
  'settings.sp_topp': 'top-p',
  'settings.sp_len': '要生成的字节数',
  'settings.sp_weights': '权重',
  'settings.dec_t': '词元 t',
  'settings.dec_start': '起点 i',
  'settings.dec_len': '窗口 T',
  'settings.dec_mask': '因果掩码',
  'settings.model': '模型',
  'settings.lr': '学习率',
  'settings.steps': '步数',
  'settings.tr_init': '初始表',
  'settings.tr_batch': '批次大小',
  'settings.tr_seq': '序列长度',
  'settings.gpt_layers': '层数',
  'settings.gpt_heads': '头数',
  'settings.gpt_d': 'd_model',
  'settings.gpt_pe': '位置编码',
  'settings.gpt_norm': '归一化',
  'settings.tr_text': '训练文本',
  'settings.tr_own': '你的文本',
  'settings.tr_prompt': '提示词',
  'settings.tr_temp': '温度',
  'settings.tr_topk': 'top-k',
  'settings.cmp_steps': '每种编码的步数',
  'settings.cmp_text': '比较用文本',
  'settings.cmp_workers': '并行工作线程（0：每个 CPU 核心一个）',
  'settings.tr_bpe': 'BPE 合并次数（0：字节）',
  'settings.tr_workers': '工作线程',
  'sources.vaswani2017.what': 'Transformer：缩放点积注意力，正弦位置编码',
  'sources.radford2019.what':
    'GPT-2：仅解码器模型，使用可学习的位置嵌入和较小的初始化；字节级 BPE，词表含 50,257 个词元，并在合并前用一个模式切分文本',
  'sources.sennrich2016.what': '用于单词的字节对编码：一遍又一遍地合并出现最频繁的符号对',
  'sources.ba2016.what': 'LayerNorm',
  'sources.zhang2019.what': 'RMSNorm',
  'sources.su2021.what': '旋转位置编码（RoPE）',
  'sources.press2022.what': 'ALiBi：每个注意力头一个线性距离惩罚，取代位置向量',
  'sources.chen2023.what': '位置插值：把 RoPE 的位置按比例缩小到训练时的范围',
  'sources.bloc97_2023.what':
    'NTK-aware 缩放：更大的 RoPE 基数，让转得慢的对被拉伸、转得快的对保持不变',
  'sources.haviv2022.what': '为什么没有位置信息的因果模型仍然知道自己在哪里',
  'sources.devlin2019.what': '仅编码器模型：没有因果掩码的注意力',
  'sources.he2016.what': '残差连接：每一层把自己的输出加到一个累加和上',
  'sources.xiong2020.what':
    '前置归一化与后置归一化的对比：为什么把归一化放在残差分支内部更容易训练',
  'sources.hendrycks2016.what': 'GELU，MLP 的激活函数',
  'sources.press2017.what': '权重共享：输出头与词元表共用权重',
  'sources.peters2018.what': '上下文嵌入：一个词的向量取决于它所在的句子',
  'sources.ethayarajh2019.what': '一个词的隐藏状态在逐层之间彼此分开多远',
  'sources.fan2018.what': 'top-k 采样',
  'sources.holtzman2020.what': '核采样（top-p），以及贪心生成的文本为何会自我重复',
  'sources.pope2022.what': '使用 KV 缓存的生成及其内存开销',
  'sources.vizuara.what':
    '字符分词器、词元 + 位置预测器、其训练设置（N(0, 1) 表，学习率 0.001 下训练 500 步）及其练习，这些课以此为基础，并在个别地方作了更正',
  'sources.congle2025.what':
    '正弦编码的波长构成等比数列；波长一课用自己的话重述了这一思想，并实时计算出相应的图',
  'sources.congle2025.license': '文本采用 CC BY 4.0 许可',
  'sources.raffel2020.what': 'T5：可学习的相对位置偏置，每个距离区间一个，加到注意力分数上',
  'sources.dao2022.what': 'FlashAttention：分块计算同样的注意力，无需存储 N × N 矩阵',
  'sources.mikolov2013.what': 'word2vec：每个词一个静态向量，从其周围的词中学习得到',
  'sources.karpathy_minbpe.what':
    '用几个简短文件实现的字节级 BPE：训练、编码、解码，以及本课遵循的平局处理规则',
  'sources.lincoln1863.what': '葛底斯堡演说，BPE 和训练实验室的文本之一',
  'sources.lincoln1863.license': '公有领域',
  'sources.shakespeare1609.what': '三首十四行诗，BPE 和训练实验室的文本之一',
  'sources.shakespeare1609.license': '公有领域',
  'sources.carroll1865.what': '第一章的开头，BPE 和训练实验室的文本之一',
  'sources.carroll1865.license': '公有领域',
  'sources.cervantes1605.what':
    '《堂吉诃德》的开头，BPE 和训练实验室的西班牙语文本：其中带重音的字母在 UTF-8 中各占两个字节',
  'sources.cervantes1605.license': '公有领域',
  'sources.tang.what': '十八首短诗，BPE 和训练实验室的中文文本：每个汉字在 UTF-8 中占三个字节',
  'sources.tang.license': '公有领域',
};
