// Chinese (zh): the lesson train: its words, title, questions, setting labels.
export const messages = {
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
  'train.diverged': '训练已停止：损失爆炸了。到此为止的曲线仍留在图上。',
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
    '最后一个批次的损失为 {loss}；无法计算训练文本上的平均损失（{error}）；训练好的模型仍在。',
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
    '文本中 {characters}的词元嵌入之间的余弦相似度（{steps}后）：蓝色为负，白色为零，红色为正。字符的排列让相似的字符挨在一起（按它们在下方 PCA 平面上的角度排序），这样训练让彼此相似的字符组（如果有的话）会在对角线上显示为红色方块。{point}单元格即可查看数值。',
  'train.similaritySummaryCharactersStart':
    '文本中 {characters}的词元嵌入之间的余弦相似度，训练前（随机向量）：蓝色为负，白色为零，红色为正。字符的排列让相似的字符挨在一起（按它们在下方 PCA 平面上的角度排序），这样训练让彼此相似的字符组（如果有的话）会在对角线上显示为红色方块。{point}单元格即可查看数值。',
  'train.similaritySummaryTokens':
    '文本中 {tokens}的词元嵌入之间的余弦相似度（{steps}后）：蓝色为负，白色为零，红色为正。词元的排列让相似的词元挨在一起（按它们在下方 PCA 平面上的角度排序），这样训练让彼此相似的词元组（如果有的话）会在对角线上显示为红色方块。{point}单元格即可查看数值。',
  'train.similaritySummaryTokensStart':
    '文本中 {tokens}的词元嵌入之间的余弦相似度，训练前（随机向量）：蓝色为负，白色为零，红色为正。词元的排列让相似的词元挨在一起（按它们在下方 PCA 平面上的角度排序），这样训练让彼此相似的词元组（如果有的话）会在对角线上显示为红色方块。{point}单元格即可查看数值。',
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
  'train.gptStartNote':
    'TinyGPT 的词元行按参考模型的方式初始化，每个数取自 0.5 N(0, 1)：在 d_model 为 64 时，一行长约 4，而预测器的小起点只有约 0.16。几百步的训练只能让这样的行移动其长度的一部分，所以这张图、这些配对和下方的平面可能仍有很大一部分是随机起点：配对下方的说明会告诉你，起点时最接近的配对还剩几对。',
  'train.positionNoteGpt':
    'TinyGPT 可学习的位置嵌入表的第 0 到 {last} 行（即一个训练窗口覆盖的位置；其后如果还有行，它们从未被训练）。训练前这个矩阵是噪声：只有对角线为 1。对角线附近出现结构，说明训练让相邻的位置变得相似。这些行和 TinyGPT 的词元行一样，起点就很长，所以短时间的训练会留下大部分噪声；而且 TinyGPT 并不只依赖这张表，因为它的因果注意力不用这张表也能区分位置（注意力一课展示了原因）。',
  'train.positionNotePredictor':
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
    '=1': '训练前，唯一的一行是随机的：长度为 {low}。',
    other: '训练前，这 {n} 行是随机的：长度从 {low} 到 {high}。',
  },
  'train.longerAllCharacters': {
    plural: 'n',
    '=1': '经过 {steps}后，唯一的字符的向量比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
    other:
      '经过 {steps}后，全部 {n} 个字符的向量都比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
  },
  'train.longerNoneCharacters': {
    plural: 'n',
    '=1': '经过 {steps}后，唯一的字符的向量没有比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
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
    '=1': '经过 {steps}后，唯一的词元的向量比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
    other:
      '经过 {steps}后，全部 {n} 个词元的向量都比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
  },
  'train.longerNoneTokens': {
    plural: 'n',
    '=1': '经过 {steps}后，唯一的词元的向量没有比起始时更长：当时长度为 {startLow} 到 {startHigh}，现在为 {low} 到 {high}。',
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
  'train.kept': '这个模型已保存在本浏览器中：即使关闭或重新加载页面，也可以把它恢复回来。',
  'train.notKept':
    '无法把这个模型保存在本浏览器中：{reason}。其他都没有丢失：模型仍在这里，用“将权重保存到文件”可以把它长久保存下来。',
  'train.keptRegion': '上次访问时保存的模型',
  'train.keptOffer': '你上次训练的模型保存在本浏览器中：{model}，训练于 {when}，平均损失 {loss}。',
  'train.keptLocked':
    '你上次训练的模型保存在本浏览器中（{model}，训练于 {when}），但训练它时的设置是{settings}，而本课把这些设置固定为 {values}，所以无法在这里恢复。它仍保存在浏览器中，可以在完整页面中恢复。',
  'train.keptSetting': '{setting}为 {value}',
  'train.restoreButton': '恢复它',
  'train.forgetButton': '删除它',
  'train.restored': '已恢复 {model}，训练于 {when}。在该文本上的平均损失：{loss}。',
  'train.notRestored': '无法恢复保存的模型：{reason}。没有任何改动。',
  'train.keptUnusable':
    '你上次训练的模型保存在本浏览器中（{model}，训练于 {when}），但它是本页面的旧版本保存的，其中有一项设置本页面无法使用：{reason}。无法恢复它；没有任何改动。',
  'train.keptBadSetting': '{setting}“{value}”{problem}',
  'train.keptNotAValue': '{setting}不是数字、文字或真/假',
  'train.keptNoSettings': '它的设置缺失',
  'train.forgetNewer':
    '此后另一个标签页保存了一个更新的模型：浏览器中留下的是那个模型，下次访问时可以恢复它。',
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
    '先看训练长度 {seqPositions}，所有模型都是在这个长度上训练的：留出损失从 {best}（{bestModel}）到 {worst}（{worstModel}）不等，相差 {gap} 奈特。相差 g 奈特意味着：平均而言，较差的模型给正确的下一个字节的概率，是较好模型所给概率的 e^(−g) 倍，这里是 {factor} 倍。这与长度无关：它是每个模型的一次运行（一个随机种子，{steps}）在这段文本、自身的编码和随机初始值共同作用下得到的结果。所以下面评判每个模型时，看的是它自己的损失从 {seqPositions}起如何变化，而不是损失的高低。',
  'train.lowestTrainingLoss':
    '{model} 训练结束时的训练损失最低（{training}，平滑后），但它在 {seqPositions}时的留出损失为 {heldOut}，与 {best} 相比为 {difference}：训练损失低，说明的是模型对训练文本拟合得好，而不是它能很好地预测没见过的文本。',
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
    '可学习，表有 {farLen} 行：训练只用到了第 0 到第 {lastTrained} 行，其余各行仍是随机初始值。',
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
      '训练这个模型的一个工作线程停止了：{reason}。训练会用 {workers} 个工作线程继续，什么也不会丢失：已完成的步都还在，损失曲线也和原本完全一样，因为无论由哪个工作线程计算，每一步都被切分成相同的几份。',
  },
  'train.helperFailed': '它出错了：{reason}',
  'train.noReason': '浏览器没有给出原因',
  'train.helperNotStarted': '它无法启动：{reason}',
  'train.aModel': '一个模型',
  'train.describePredictor': '词元 + 位置预测器（d {d}）',
  'train.describeGpt': 'TinyGPT（{layers}，{heads}，d {d}，{pe} 位置编码，{norm}）',
  'train.described': '{what}，训练了 {steps}',
  'train.describedBpe': '{what}，基于 BPE 词元（{merges}），训练了 {steps}',
  'lessons.train.title': '训练实验室：看模型如何学习',
  'lessons.train.place': '完整的模型，就在这里训练',
  'questions.train.1.question': '训练开始之前，损失接近 5.55。这个数是怎么来的？',
  'questions.train.1.choice1': '它是 ln 256：在 256 个字节值中均匀地猜，每字符代价 ln 256 奈特',
  'questions.train.1.choice2':
    '它是文本的二元语法熵：也就是只看得到一个字符的模型，在这段文本上所能做到的最好结果',
  'questions.train.1.choice3': '它是一个随机数，取决于随机种子，以及训练开始时各张表里的初始值',
  'questions.train.1.explanation':
    '交叉熵是赋给正确答案的概率取 −ln。平均下注时每个字节得到 1/256，而 −ln(1/256) = ln 256 ≈ 5.545。随机权重并不完全均匀，所以最初的损失往往略高一些。',
  'questions.train.2.question':
    '在默认文本上，词元 + 位置预测器的损失停在 2.3 左右，而 TinyGPT 能降得低得多（500 步后约 1.6）。为什么？',
  'questions.train.2.choice1':
    '它只看一个字符（及其位置），突破不了二元语法的下限；TinyGPT 看得到前面的字符',
  'questions.train.2.choice2':
    'TinyGPT 的学习率更大，所以在同样的步数里，它比这个预测器走得更远、降得更低',
  'questions.train.2.choice3':
    '它没有自己的词元表，所以无论给它看什么文本，它都分不清一个字符和另一个字符',
  'questions.train.2.explanation':
    '只有一个字符的上下文时，可能达到的最佳平均损失是二元语法熵 H(next | current)：在默认文本上约为 2.27，即图中的点线。注意力让 TinyGPT 能利用整个窗口。在《哈姆雷特》选段上（同样的几行重复十遍），它还能降得更低，几乎能把这些台词背出来。',
  'questions.train.3.question':
    '训练之后，一些元音的嵌入可能会变得相似。为什么预测下一个字符会带来这种结果？',
  'questions.train.3.explanation':
    '一个字符的词元向量，正是读出层用来预测下一个字符的依据。后面跟着相似字符的那些字符（元音后面常常跟着相同的辅音）会得到相似的梯度，朝相似的方向移动。看看热力图和字符对列表：在这么小的文本上，这种效应很弱、噪声很大，而且随文本和随机种子而不同。',
  'questions.train.4.question':
    '一个可学习位置表只有 32 行的模型被要求读取 64 个字符。会发生什么？',
  'questions.train.4.choice1': '出错：位置 32 及之后没有向量',
  'questions.train.4.choice2': '超出表的每个位置都重复使用它的最后一行，即第 31 行',
  'questions.train.4.choice3': '和读 32 个字符时一样好：位置每 32 个重复一次',
  'questions.train.4.explanation':
    '可学习的位置表给了多少行，就恰好有多少行；上面的比较中显示为“超出表长，无对应行”。GPT-2 有 1024 行，所以第 1025 个词元没有位置向量：长文档要切成多个窗口（或者模型改用不需要表的编码，例如 RoPE）。',
  'questions.train.5.question': '学习率设为 1000 时，训练几步之内就停止了。出了什么问题？',
  'questions.train.5.explanation':
    'Adam 每一步对每个权重的改动大约等于学习率。步长为 1000 会把权重甩到远远越过任何极小值的地方，logits 变得极大，损失爆炸（或变成 NaN）。实验室会在应用这次错误的更新之前停下，并建议把学习率降为原来的十分之一；继续往下除，直到曲线平稳下降。',
  'questions.train.6.question': '为什么文本中没有出现的字符不放进相似度热力图？',
  'questions.train.6.explanation':
    '它们在词元表中的行从不参与前向传播，因此从不获得梯度，一直保持随机初始值。它们之间的相似度只是噪声，不是模型学到的东西。',
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
};
