// Chinese (zh): the lesson tokenizer: its words, title, questions, setting labels.
export const messages = {
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
  'tokenizer.tryLines': '试试一行西班牙语、中文、葡萄牙语或阿拉伯语，它们的字符占两个或三个字节：',
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
  'settings.tk_mode': '分词器',
  'settings.tk_cut': '截掉最后一个字节',
  'settings.tk_bytes': '要解码的字节 ID',
  'settings.tk_vocab': '单词词表来源',
  'tokenizer.texDense': '稠密',
  'tokenizer.bytesData': '文本的字节，每行一个',
};
