// Chinese (zh): the lesson long-context: its words, title, questions, setting labels.
export const messages = {
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
    '=1': '唯一一个头的斜率：{first}。',
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
    '=1': '只有一个头时，斜率是 {first}。在 {len} 个位置上，头 1 把 90% 的注意力放在最后 {firstSpan} 个键上。往前 {back}的键在头 1 中得到 {bias} 的偏置：其权重乘以 {factor}。',
    other:
      '有 {heads} 个头时，斜率从 {first} 到 {last}。在 {len} 个位置上，头 1 把 90% 的注意力放在最后 {firstSpan} 个键上，头 {heads} 则需要 {lastSpan} 个。往前 {back}的键在头 1 中得到 {bias} 的偏置：其权重乘以 {factor}。',
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
    '在原始 RoPE 和 NTK 下，第 0 对每个位置转 1 弧度，但插值后只转 {slow}：相邻词元之间的距离看起来只有训练时的 1/{scale}。第 {i} 对每个位置转动的角度：原始 {plain} 弧度，插值 {linear}，NTK {ntk}。（插值把位置 {last} 映射到 {mapped}，只比最后一个训练位置 {lastTrained} 多出不到一个位置。）',
  'long-context.stretchCompared':
    '插值压缩了位置：每一对都保持在训练覆盖的范围内（误差不到一个位置），但相邻词元现在只相隔四分之一步，这是快的对从未向模型展示过的。NTK 缩放让最快的一对与训练时完全一样，所以短距离看起来一如既往；越慢的对减速越多，最慢的一对按完整倍数减速；中间的对减速幅度小于长度增长的倍数，因此其中一些仍会扫过训练从未展示过的角度（表格给出超出多少）。不经微调时哪种方法效果更好，要靠实验来回答。',
  'long-context.labLink':
    '在真实模型上看看效果：训练实验室的{link}部分用同一段文本，以每种编码（无、可学习、正弦、RoPE、ALiBi）分别训练一个 TinyGPT，并在留出文本上以训练长度的 1×、2×、4× 和 8× 测量每个模型；RoPE 还会加测插值和 NTK 缩放。',
  'long-context.labLinkText': '“比较位置编码”',
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
  'questions.long-context.2.choice2': '因为每个头有自己的宽度，宽度决定它能看多远',
  'questions.long-context.2.choice3': '为了让这些头不再需要因果掩码',
  'questions.long-context.2.choice4': '为了让斜率可以从数据中学习',
  'questions.long-context.2.explanation':
    '斜率陡的头只能关注最后几个词元；斜率平缓的头可以覆盖数百个词元。这组固定的等比斜率（8 个头时为 1/2、1/4、…）让模型同时拥有所有范围，而无需学习其中任何一个。',
  'questions.long-context.3.question': '位置插值让 RoPE 模型在 4 × 训练长度上运行，方法是……',
  'questions.long-context.3.choice1': '让每一对旋转快 4 倍，使整段文本刚好转一圈',
  'questions.long-context.3.choice2': '增大 base，使只有慢的对减速，而最快的一对保持原来的角度',
  'questions.long-context.3.choice3': '为新位置添加一张可学习的表，用更长的文本训练',
  'questions.long-context.3.choice4': '把每个位置除以 4，使角度（几乎）保持在训练范围内',
  'questions.long-context.3.explanation':
    '位置 4p 的旋转与原来位置 p 的完全相同。没有哪一对会转得比训练时更远，但相邻词元现在只相隔四分之一步，比模型见过的任何距离都近：通常需要一点微调才能适应。',
  'questions.long-context.4.question': 'NTK-aware 缩放改变了什么，又保留了什么？',
  'questions.long-context.4.choice1': '保持慢的对不变，并按缩放倍数加快快的对',
  'questions.long-context.4.choice2': '完全保留最快的一对，让慢的对减速，最多减到缩放倍数',
  'questions.long-context.4.choice3': '把每个角度（快的对和慢的对一样）都除以缩放倍数',
  'questions.long-context.4.choice4': '保留训练时的所有角度，只是给超出训练末尾的那些位置重新编号',
  'questions.long-context.4.explanation':
    'base 变为 base · s^(d/(d−2))。无论 base 是多少，第 0 对都按位置本身旋转，所以邻近的词元看起来与训练时完全一样；最后一对转得慢 s 倍，所以保持在训练覆盖的范围内。中间的对减速不到 s 倍，覆盖比表格显示其中一些仍会超出。',
  'questions.long-context.5.question':
    '人们常说 ALiBi 模型能“短训练，长测试”（train short, test long）。这有保证吗？',
  'questions.long-context.5.explanation':
    '没有。惩罚在任何长度下含义都相同，所以输入变长时不会出故障，但斜率平缓的头仍会把权重分散到比训练时更多的键上。损失是否保持平稳需要实际测量：训练实验室的对比实验就在留出文本上做了这件事。',
  'settings.lc_heads': '头数',
  'settings.lc_head': '显示的头',
  'settings.lc_len': '显示的位置数',
  'settings.lc_trained': '训练长度 L',
  'settings.lc_d': '头宽度 d',
  'settings.lc_pair': '维度对 i',
  'long-context.texScore': '分数',
  'long-context.texInterpolation': '插值：',
};
