// Chinese (zh): the summaries of the works the lessons cite.
export const messages = {
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
  'sources.congle2025.cite': '关于波长等比数列的笔记',
  'sources.congle2025.what':
    '正弦编码的波长构成等比数列；波长一课用自己的话重述了这一思想，并实时计算出相应的图',
  'sources.congle2025.license': '文本采用 CC BY 4.0 许可',
  'sources.raffel2020.what': 'T5：可学习的相对位置偏置，每个距离区间一个，加到注意力分数上',
  'sources.dao2022.what': 'FlashAttention：分块计算同样的注意力，无需存储 N × N 矩阵',
  'sources.mikolov2013.what': 'word2vec：每个词一个静态向量，从其周围的词中学习得到',
  'sources.karpathy_minbpe.what':
    '用几个简短文件实现的字节级 BPE：训练、编码、解码，以及本课遵循的平局处理规则',
  'sources.openai_tiktoken.what':
    '排名表 r50k_base（GPT-2）、cl100k_base（GPT-4）和 o200k_base（GPT-4o）及其切分模式的发布之处；真实分词器一课用它的 JavaScript 移植 js-tiktoken 核对自己的 ID',
  'sources.openai_tiktoken.license': '代码采用 MIT 许可',
  'sources.gpt_tokenizer.what':
    '三张排名表及其编码器，每种编码一个模块；真实分词器一课在构建时加载它们，它们随页面一起发布',
  'sources.gpt_tokenizer.license': '代码采用 MIT 许可',
  'sources.lincoln1863.what': '葛底斯堡演说，BPE 和训练实验室的文本之一',
  'sources.lincoln1863.license': '公有领域',
  'sources.shakespeare1609.what': '三首十四行诗，BPE 和训练实验室的文本之一',
  'sources.shakespeare1609.license': '公有领域',
  'sources.carroll1865.what': '第一章的开头，BPE 和训练实验室的文本之一',
  'sources.carroll1865.license': '公有领域',
  'sources.cervantes1605.what':
    '《堂吉诃德》的开头，BPE 和训练实验室的西班牙语文本：其中带重音的字母在 UTF-8 中各占两个字节',
  'sources.cervantes1605.license': '公有领域',
  'sources.tang.cite': '唐诗',
  'sources.tang.what': '十八首短诗，BPE 和训练实验室的中文文本：每个汉字在 UTF-8 中占三个字节',
  'sources.tang.license': '公有领域',
  'sources.machado1899.what':
    '《Dom Casmurro》的开头，BPE 和训练实验室的葡萄牙语文本：其中带重音的字母在 UTF-8 中各占两个字节',
  'sources.machado1899.license': '公有领域',
  'sources.qasaid.what':
    '两首古典长诗的诗句，BPE 和训练实验室的阿拉伯语文本：每个阿拉伯字母在 UTF-8 中占两个字节',
  'sources.qasaid.license': '公有领域',
  'sources.vandermaaten2008.what':
    't-SNE：把邻域表示为概率，用重尾的 Student t 分布在平面上匹配，并带有早期夸大',
  'sources.smilkov2016.what':
    'Embedding Projector：在浏览器中对你自己的 vectors.tsv 和 metadata.tsv 做 PCA、t-SNE 和最近邻',
};
