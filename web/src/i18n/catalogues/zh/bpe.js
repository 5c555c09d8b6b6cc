// Chinese (zh): the lesson bpe: its words, title, questions, setting labels.
export const messages = {
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
    '在 UTF-8 中，“é”是两个字节（C3 A9），“😀”是四个字节（F0 9F 98 80）。BPE 对字符一无所知：它合并的是在训练文本中一起出现得足够频繁的字节。如果文本重复某个字符，它的字节很快就会合成一个词元；否则这个字符就一直是几个字节碎片，每个碎片显示为 \\xNN，因为半个字符无法显示。把你的文本换成“café café 😀😀 la la la”再训练：这个表情符号会变成一个词元，“café”也会，但单独的“é”仍是两个字节，因为它的第一个字节在第二个字节之前就已和“caf”合并了：这是一个在字符中间结束的词元。',
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
  'settings.bp_source': '训练所用文本',
  'settings.bp_merges': '合并次数',
  'settings.bp_second': '第二段文本',
};
