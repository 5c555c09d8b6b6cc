// Chinese (zh): the lesson projector: its words, title, questions, setting labels.
export const messages = {
  'projector.lead':
    '词元表每一行的数字太多，没法直接看。投影器把每一行画成平面上的一个点，让相似的行落在彼此附近。这里可以看：实验室训练好的表（你的文本中各字符的行）、它出发时的随机表，或者你自己的向量。',
  'projector.keepsTitle': '行的地图保留了什么，又丢掉了什么',
  'projector.pcaProse':
    'PCA 旋转这团行，让它最宽的两个方向朝向你，并把其余方向压平。平面上的距离就是沿这两个方向的真实距离；其他方向上的差别都丢掉了。',
  'projector.tsneProse':
    't-SNE（van der Maaten 与 Hinton，2008）则问每一行：哪些行离它近？近的程度用随距离下降的概率表示；然后移动平面上的点，直到点与点之间的远近与这些概率相符。它保留邻域：表中相近的行在地图上也相近。它不保留簇与簇之间的距离，也不保留簇的大小：每个邻域都被铺展到相近的大小，簇之间的间隔取决于设置。读 t-SNE 地图要看谁挨着谁，而不要看两个簇相隔多远。',
  'projector.perplexityProse':
    '困惑度大致是每一行想要保持在身边的邻居个数：取 5 时地图显示小而紧的簇；取 50 时显示更多整体形状。它必须小于行数。',
  'projector.demoProse':
    '试一试：用两个不同的困惑度，或两个不同的随机种子，各运行一次 t-SNE。簇以及簇中有谁保持不变；簇的位置和彼此间的距离会变。',
  'projector.sourceTrained': '在实验室训练的',
  'projector.sourceRandom': '随机的，训练之前',
  'projector.sourceFile': '你自己的 vectors.tsv',
  'projector.methodTsne': 't-SNE：保留邻域',
  'projector.methodPca': 'PCA：最宽的两个方向',
  'projector.perplexityHint': '每一行大约保持多少个邻居在身边；须小于行数',
  'projector.iterationsHint': '{range}；运行时地图会移动',
  'projector.seedHint': '点的起始位置；换一个种子，换一张地图',
  'projector.pointHint': '列出其邻居的那一行；−1 表示不选（{pick}一个点来选择）',
  'projector.shownTrained': '训练好的表：{source}，文本中各字符的 {rows}（每行 {d} 个数）。',
  'projector.fromLab': '来自训练实验室',
  'projector.shownRandom':
    '实验室出发时的随机表（随机种子 {seed}）：文本中各字符的 {rows}，每行 {d} 个数。',
  'projector.shownRandomNoModel':
    '实验室出发时的随机表（随机种子 {seed}）：文本中各字符的 {rows}，每行 {d} 个数。在实验室训练一个模型，就能看到训练把它们移到了哪里。',
  'projector.besideTitle': '旁边：形状相同的随机表',
  'projector.shownBeside':
    '同样的 {rows}，取自一张形状相同的随机表（随机种子 {seed}，每行 {d} 个数），用相同的方法和设置放置：这是任何训练之前的行，可与训练后的行比较。',
  'projector.besideSummary': '随机表中{rows}的 t-SNE 图。',
  'projector.besideSummaryPca': '随机表中{rows}的 PCA 平面。',
  'projector.besideDone': 'KL(P ‖ Q) = {kl} nats。',
  'projector.besideDonePca': 'PC1 和 PC2 占方差的 {both}。',
  'projector.notByteTable': '实验室的模型有 {rows} 个词元行，不是每个字节一行；改为显示随机表。',
  'projector.shownFile': '你的向量：{rows}，每行 {d} 个数，来自 {file}。',
  'projector.noFile': '请在下方选择一个 vectors.tsv 文件：读取后地图就会显示它的各行。',
  'projector.rowCount': { plural: 'n', other: '{n} 行' },
  'projector.textTooShort': '文本至少需要 2 个不同的字符才能放置',
  'projector.fileTitle': '你自己的向量',
  'projector.fileProse':
    'TensorFlow Embedding Projector 的文件：vectors.tsv 每行是一行用制表符分隔的数字；metadata.tsv（如果有）每行一个标签（有多列时第一行是表头）。文件只在这里、在你的浏览器中读取，绝不会被发送到任何地方。',
  'projector.vectorsFile': 'vectors.tsv',
  'projector.metadataFile': 'metadata.tsv（可选）',
  'projector.fileTooBig':
    '{file} 有 {size}：超过 64 MiB 的文件不读取。请给投影器一部分行作为样本。',
  'projector.fileReading': '正在读取 {file}…',
  'projector.fileRead': '{file}：{rows}，每行 {d} 个数。',
  'projector.fileBad': '{file} 无法使用：',
  'projector.metadataRows':
    'metadata.tsv 有 {labels}，但 vectors.tsv 有 {rows}：需要每行一个标签（有多列时还要一行表头）。',
  'projector.colourBy': '按此列着色',
  'projector.colourNone': '不按列',
  'projector.labelBy': '按此列标注',
  'projector.mapTitle': '平面上的各行',
  'projector.pickMouse': '点击',
  'projector.pickTouch': '轻触',
  'projector.summaryTsne': '{rows}的 t-SNE 地图。{pick}一个点，查看与它最近的行。',
  'projector.summaryPca': '{rows}的 PCA 平面。{pick}一个点，查看与它最近的行。',
  'projector.hover': '{label}：({x}, {y})',
  'projector.progress': '第 {iteration} 次迭代，共 {total} 次，KL {kl}',
  'projector.starting': '正在计算每一行的邻域…',
  'projector.calibrating': '正在计算每一行的邻域：第 {row} 行，共 {rows} 行…',
  'projector.captionTsne':
    '经过 {iterations} 次迭代，KL(P ‖ Q) = {kl} nats：地图上的远近与表中远近的差距（0 表示完全一致）。',
  'projector.captionPca': 'PC1 占方差的 {pc1}，PC2 占 {pc2}：这个平面显示了各行离散程度的 {both}。',
  'projector.trust':
    '5 个邻居下的可信度（trustworthiness）：{trust}（当每个点在地图上最近的 5 个点都在它在表中最近的 5 行之内时为 1）。',
  'projector.trustNone': '可信度需要多于 10 行（且至多 2000 行）才能计算。',
  'projector.neighboursTitle': '与“{label}”最近的行（按表中的余弦）',
  'projector.neighboursNone':
    '{pick}一个点（或在点上按 Enter），列出按原始数字的余弦（而不是平面上的距离）与它最近的 5 行。',
  'projector.neighbour': '{label}：余弦 {cosine}',
  'projector.neighboursKept': '在地图上，这 {k} 行中有 {kept} 行也在它最近的 {k} 个点之中。',
  'projector.pointTooLarge': '第 {point} 行不存在：这些向量有 {rows}（行从 0 开始计数）',
  'projector.pointMoved': '向量已改变，因此没有选中的行',
  'projector.findLabel': '按标签查找一行',
  'projector.findButton': '查找',
  'projector.findEmpty': '请先输入一个标签：文本中的一个字符，或元数据中的一个词。',
  'projector.findNone':
    '没有标签为“{label}”的行。标签就是点上显示的内容：文本中的一个字符，或元数据中的一个词。',
  'projector.findOne': '“{label}”是第 {row} 行。',
  'projector.findSeveral': '有 {count} 行的标签是“{label}”：显示第一行，即第 {row} 行。',
  'lessons.projector.title': '嵌入投影器：t-SNE 与邻居',
  'lessons.projector.place': '从上方看词元表：它的各行被放到二维平面上',
  'questions.projector.1.question':
    '在一张 t-SNE 地图上，两个簇相距很远，其中一个看起来比另一个宽一倍。你能得出什么结论？',
  'questions.projector.1.choice1': '两个簇在原始空间中相距很远，宽的那个更分散',
  'questions.projector.1.choice2': '每个点的近邻在原始空间中很可能也靠近它；间隔和宽度说明不了什么',
  'questions.projector.1.choice3': '什么也不能：t-SNE 随机放置点',
  'questions.projector.1.explanation':
    't-SNE 保留邻域：它让每个点附近有哪些点与原来一致。它不保留簇之间的距离和簇的大小：每个邻域被铺展到相近的大小，簇之间的间隔取决于困惑度和迭代次数。',
  'questions.projector.2.question':
    '你点击一个点，看到它最近的 5 个邻居及其余弦。这些是在哪里测量的？',
  'questions.projector.2.choice1': '在二维地图上，按点之间的距离',
  'questions.projector.2.choice2': '在原始向量中，按行与行之间夹角的余弦',
  'questions.projector.2.choice3': '在 PCA 平面上，无论显示的是哪种方法',
  'questions.projector.2.explanation':
    '邻居来自向量本身（它们所有的数字），所以无论地图是 t-SNE 还是 PCA，邻居都一样。被圈出的点显示地图在多大程度上保留了这些邻居。',
  'questions.projector.3.question': '困惑度决定什么？',
  'questions.projector.3.choice1': '大致是每个点想保持在身边的邻居个数',
  'questions.projector.3.choice2': 't-SNE 运行多少次迭代',
  'questions.projector.3.choice3': '要找出的簇的个数',
  'questions.projector.3.explanation':
    '困惑度是一种平滑的邻居计数：每个点的高斯分布被加宽，直到它的邻域大约包含这么多个点。它必须小于行数；小的值显示局部细节，大的值显示更多整体形状。',
  'settings.pj_source': '显示的向量',
  'settings.pj_method': '方法',
  'settings.pj_perplexity': '困惑度',
  'settings.pj_iterations': '迭代次数',
  'settings.pj_point': '选中的点',
};
