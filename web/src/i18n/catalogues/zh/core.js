// Simplified Chinese (zh): the core's messages (src/core/messages.hpp), by key.
export const messages = {
  'core.not_whole': '{setting} 必须是整数（收到的是 {got}）',
  'core.out_of_range': '{setting} 必须在 {min} 到 {max} 之间（收到的是 {got}）',
  'core.position_negative': '{setting} 必须大于或等于 0：位置从 0 开始计数（收到的是 {got}）',
  'core.not_finite': '{setting} 必须是有限的数（收到的是 {got}）',
  'core.pe_base': 'base 必须是大于 1 的有限数：它决定波长增长的快慢（收到的是 {got}）',
  'core.d_model_pair': 'd_model 至少为 2：一对 sin/cos（收到的是 {got}）',
  'core.d_model_even': 'd_model 必须是偶数：sin 和 cos 成对出现（收到的是 {got}）',
  'core.d_model_even_positions':
    '要加上正弦位置编码，d_model 必须是偶数：sin 和 cos 成对出现（收到的是 {got}）',
  'core.d_model_even_sinusoidal':
    '使用正弦位置编码时，d_model 必须是偶数：sin 和 cos 成对出现（收到的是 {got}）',
  'core.heads_divide':
    'd_model {d_model} 不能被 n_head {n_head} 整除：每个注意力头占 d_model / n_head 个维度；请选一个能整除 d_model 的 n_head',
  'core.head_dim_odd':
    'head_dim = d_model / n_head = {head_dim} 是奇数，但 RoPE 按对旋转维度：请选择 d_model 和 n_head，使 d_model / n_head 为偶数',
  'core.position_table_too_short':
    '序列有 {tokens} 个词元，但位置表只有 {rows} 行（max_len {rows}）：可学习的位置表无法越过最后一行，所以最多使用 {rows} 个词元（更短的文本、提示词或 seq_len），或者调大 max_len',
  'core.no_tokens_to_embed': '没有可嵌入的词元：请输入一些文本',
  'core.no_ids_to_look_up': '没有可查找的词元 id：请输入一些文本',
  'core.text_empty': '文本为空：请至少输入一个字符',
  'core.attention_no_tokens': '注意力至少需要一个词元：请输入一些文本',
  'core.attention_too_many_tokens': '注意力：这里最多 {most} 个词元（收到的是 {got} 个）',
  'core.norm_vector_empty': '向量为空：请至少输入一个数',
  'core.norm_vector_too_long': '向量太长：这里最多 {most} 个数（收到的是 {got} 个）',
  'core.training_text_empty': '训练文本为空：请粘贴或选择一段用来学习的文本',
  'core.bpe_merges_range': 'BPE 合并次数必须在 0（字节词元）到 {max} 之间（收到的是 {got}）',
  'core.val_fraction_range': '留出比例必须在 0（全部用于训练）到 0.5 之间（收到的是 {got}）',
  'core.training_text_too_short':
    '训练文本太短：它有 {bytes} 个字节，但 seq_len {seq_len} 至少需要 {needed} 个（每个窗口是 seq_len + 1 个字节，采样器还需要可选的起点）；请使用更长的文本或更短的 seq_len',
  'core.training_text_too_short_held':
    '训练文本太短：留出最后 {held} 个字节后它只有 {bytes} 个字节，但 seq_len {seq_len} 至少需要 {needed} 个（每个窗口是 seq_len + 1 个字节，采样器还需要可选的起点）；请使用更长的文本或更短的 seq_len',
  'core.bpe_text_too_short':
    '训练文本对 BPE 来说太短：它的 {bytes} 个字节变成了 {tokens} 个词元，但 seq_len {seq_len} 至少需要 {needed} 个；请使用更长的文本、更少的合并或更短的 seq_len',
  'core.bpe_text_too_short_held':
    '训练文本对 BPE 来说太短：它的 {bytes} 个字节（留出最后 {held} 个之后）变成了 {tokens} 个词元，但 seq_len {seq_len} 至少需要 {needed} 个；请使用更长的文本、更少的合并或更短的 seq_len',
  'core.held_out_too_short':
    '文本的留出部分（{bytes} 个字节中的最后 {held} 个）比一个 seq_len + 1 = {window} 字节的窗口还短；请使用更长的文本（至少 {needed} 个字节）、更短的 seq_len，或者不留出文本',
  'core.held_out_too_short_bpe':
    '文本的留出部分（{bytes} 个字节中的最后 {held} 个，{tokens} 个词元）比一个 seq_len + 1 = {window} 个词元的窗口还短；请使用更长的文本（至少 {needed} 个字节，或更少的合并）、更短的 seq_len，或者不留出文本',
  'core.prompt_empty': '提示词为空：请至少输入一个字符作为续写的起点',
  'core.generate_length': '要生成的字节数必须在 0 到 100000 之间（收到的是 {got}）',
  'core.temperature_range': '温度必须为 0（总是选最可能的词元）或正数（收到的是 {got}）',
  'core.top_k_range': 'top_k 必须在 0（不限制）到 {max} 之间（收到的是 {got}）',
  'core.top_p_range': 'top_p 必须大于 0 且不超过 1（1 保留所有词元；收到的是 {got}）',
  'core.tsv_empty_value':
    '第 {line} 行第 {column} 个值为空：请删去重复或末尾的制表符，让制表符只用来分隔数字',
  'core.tsv_header':
    '第 1 行是“{field}”，看起来像表头：vectors.tsv 只能包含数字（标签请放进 metadata.tsv），所以请删去这一行',
  'core.tsv_not_one_number':
    '第 {line} 行第 {column} 个值是“{field}”，不是单个数字：请用制表符分隔数值，不要用空格或逗号',
  'core.tsv_not_a_number':
    '第 {line} 行第 {column} 个值是“{field}”，不是数字：每个值都必须是数字，例如 0.25 或 -1e-3',
  'core.tsv_not_finite':
    '第 {line} 行第 {column} 个值是 {field}：每个值都必须是有限的数（请替换它，或删去这一行）',
  'core.tsv_beyond_float32':
    '第 {line} 行第 {column} 个值是 {field}，超出了 float32 的范围（约 3.4e38）：请把向量缩小',
  'core.tsv_too_large': '向量文件有 {bytes} 个字节，超过了允许的 {mib} MiB：请减少行数',
  'core.tsv_blank_line': '第 {line} 行为空，但后面还有行：请删去它，让文件的第 i 行就是第 i 个向量',
  'core.tsv_too_many_values': '向量文件的数值超过 {most} 个（在第 {line} 行）：请减少行数或维度',
  'core.tsv_ragged':
    '第 {line} 行有 {count} 个值，但第 1 行有 {columns} 个：每一行的值的个数必须相同',
  'core.tsv_no_rows': '向量文件没有任何行：每行写一个向量，数值之间用制表符分隔',
  'core.embed_std_range':
    '嵌入的初始离散程度必须大于 0 且不超过 10（1 即 N(0, 1)，GPT-2 用 0.02）（收到的是 {got}）',
  'core.too_many_parameters':
    '这个配置有 {count} 个参数，超过了 {most} 的上限；请调小 d_model、n_layer 或词表大小',
  'core.too_many_activations':
    '批次大小 {batch} × 序列长度 {seq_len} 需要 {count} 个激活值，超过了 {most} 的上限；请调小批次大小或序列长度',
  'core.tsne_too_few_rows': 't-SNE 至少需要 2 行来摆放（收到的是 {got} 行）',
  'core.tsne_too_many_rows':
    't-SNE 最多接受 {most} 行（收到的是 {got} 行）：它的时间和内存随行数的平方增长，所以请给它一个样本',
  'core.tsne_perplexity':
    '困惑度必须大于 0 且小于行数 {rows}（收到的是 {got}）：它大致是每行保持靠近的邻居个数；试试 {hint}',
  'core.weights_not_elab':
    '这不是 Embedding Lab 的权重文件（它的开头不是“ELABWTS”）；请选择由 Embedding Lab 保存的文件',
  'core.weights_header_truncated':
    '权重文件被截断了：它在 {bytes} 个字节之后就结束了，还在它 {header} 字节的文件头之内',
  'core.weights_version_damaged':
    '权重文件的文件头已损坏：它给出的格式版本是 {version}，没有哪个 Embedding Lab 写过这个版本（当前的 Embedding Lab 读取版本 {reads}）',
  'core.weights_version_newer':
    '这个权重文件是由更新版本的 Embedding Lab 生成的（格式版本 {version}）；当前的 Embedding Lab 读取版本 {reads}',
  'core.weights_version_unknown':
    '这个权重文件的格式版本是 {version}，这个版本从未存在过；当前的 Embedding Lab 读取版本 {reads}',
  'core.weights_length_too_large':
    '权重文件声称自己有 {length} 个字节，超过了权重文件最多能有的 {mib} MiB',
  'core.weights_length_too_short':
    '权重文件声称自己有 {length} 个字节，连它自己的文件头和校验和都放不下',
  'core.weights_truncated':
    '权重文件被截断了：它应该有 {length} 个字节，但这里只有 {bytes} 个（下载中断了吗？）',
  'core.weights_longer': '权重文件比它声称的更长：在它的 {length} 个字节之后还多出 {extra} 个字节',
  'core.weights_checksum': '权重文件已损坏：它的校验和与内容不符（保存之后有些字节被改动过）',
  'core.weights_unexplained_bytes':
    '权重文件前后不一致：最后一个张量之后还有 {bytes} 个无法解释的字节',
  'core.weights_too_many_ints': '权重文件列出了 {count} 个整数设置；最多只允许 {most} 个',
  'core.weights_too_many_texts': '权重文件列出了 {count} 个文本设置；最多只允许 {most} 个',
  'core.weights_too_many_tensors': '权重文件列出了 {count} 个张量；最多只允许 {most} 个',
  'core.weights_two_settings': '权重文件中有两个名为“{name}”的设置',
  'core.weights_two_tensors': '权重文件中有两个名为“{name}”的张量',
  'core.weights_tensor_rank': '张量“{name}”有 {dims} 个维度；最多只允许 {most} 个',
  'core.weights_tensor_dim_zero': '张量“{name}”的形状是 {shape}：维度 {dim} 至少要为 1',
  'core.weights_tensor_too_large':
    '张量“{name}”的形状是 {shape}，其数值多于 {mib} MiB 的权重文件所能容纳的',
  'core.weights_tensor_dim_too_large':
    '张量“{name}”有一个大小为 {dim} 的维度，其数值多于权重文件所能容纳的',
  'core.weights_tensor_data_size':
    '张量“{name}”的形状是 {shape} = {count} 个 float32 值（{bytes} 个字节），但它存储了 {stored} 个字节',
  'core.weights_tensor_not_finite':
    '张量“{name}”在索引 {index} 处的值是 {value}；权重必须是有限的数',
  'core.weights_no_tensor': '权重文件中没有名为“{name}”的张量（它是不是另一个模型的文件？）',
  'core.weights_no_int_setting': '权重文件中没有名为“{name}”的整数设置',
  'core.weights_no_text_setting': '权重文件中没有名为“{name}”的文本设置',
  'core.weights_model_kind':
    '权重文件里是一个“{kind}”模型；Embedding Lab 训练的是 seed_predictor 和 tiny_gpt 模型',
  'core.weights_size_setting': '权重文件的 {setting} 是 {got}，超出了 {min} 到 {max} 的范围',
  'core.weights_vocab':
    '权重文件的词表有 {vocab} 个词元，但它的 {merges} 次 BPE 合并得出的是 {made} 个：文件已损坏',
  'core.weights_steps':
    '权重文件声称模型训练了 {steps} 步，这不可能（只能是 0 到 2^53）：文件已损坏',
  'core.weights_tensor_count':
    '权重文件有 {count} 个张量，但它的设置所描述的模型有 {needed} 个：文件已损坏',
  'core.weights_tensor_shape':
    '权重文件的张量 {name} 的形状是 {shape}，但它的设置所描述的模型需要 {needed}：文件已损坏',
  'core.weights_merges_table':
    '权重文件中的 BPE 合并必须是一张两列的词元 id 表，每次合并占一行：文件已损坏',
  'core.weights_merge_ids': '权重文件中的 BPE 合并 {merge} 不是一对词元 id：文件已损坏',
  'core.weights_text_too_short':
    '按文件中的 {merges} 次 BPE 合并，文本对 seq_len {seq_len} 来说太短了：请使用更长的文本或更短的 seq_len',
  'core.pe_unknown': '位置编码必须是 {names} 之一（收到的是“{got}”）',
  'core.norm_unknown': 'norm 必须是 layernorm 或 rmsnorm（收到的是“{got}”）',
  'core.merges_too_many': '一个合并列表最多只能有 {most} 次合并（收到的是 {got}）',
  'core.merge_unknown_id': '合并 {merge} 用到了 id {id}，但在它之前只有 id 0 到 {last}',
  'core.merge_repeated': '合并 {merge} {pair} 重复了之前的一次合并',
  'core.merge_too_long':
    '合并 {merge} {pair} 得出一个 {bytes} 字节的词元，但用最多 {text} 字节的文本训练 BPE，得出的词元最多只有 {most} 字节：这些合并不是从文本中学到的',
  'core.weights_cut_kind_length':
    '权重文件前后不一致：位于字节 {byte} 的模型类型的长度需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_kind':
    '权重文件前后不一致：位于字节 {byte} 的模型类型需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_int_count':
    '权重文件前后不一致：位于字节 {byte} 的整数设置的个数需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_int_name_length':
    '权重文件前后不一致：位于字节 {byte} 的某个整数设置的名称长度需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_int_name':
    '权重文件前后不一致：位于字节 {byte} 的某个整数设置的名称需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_int_value':
    '权重文件前后不一致：位于字节 {byte} 的整数设置“{name}”需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_text_count':
    '权重文件前后不一致：位于字节 {byte} 的文本设置的个数需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_text_name_length':
    '权重文件前后不一致：位于字节 {byte} 的某个文本设置的名称长度需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_text_name':
    '权重文件前后不一致：位于字节 {byte} 的某个文本设置的名称需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_text_value_length':
    '权重文件前后不一致：位于字节 {byte} 的文本设置“{name}”的长度需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_text_value':
    '权重文件前后不一致：位于字节 {byte} 的文本设置“{name}”需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_tensor_count':
    '权重文件前后不一致：位于字节 {byte} 的张量的个数需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_tensor_name_length':
    '权重文件前后不一致：位于字节 {byte} 的某个张量的名称长度需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_tensor_name':
    '权重文件前后不一致：位于字节 {byte} 的某个张量的名称需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_tensor_rank':
    '权重文件前后不一致：位于字节 {byte} 的张量“{name}”的维数需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_tensor_shape':
    '权重文件前后不一致：位于字节 {byte} 的张量“{name}”的形状需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_tensor_data_size':
    '权重文件前后不一致：位于字节 {byte} 的张量“{name}”的数据大小需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_cut_tensor_data':
    '权重文件前后不一致：位于字节 {byte} 的张量“{name}”的数据需要 {bytes} 个字节，但校验和之前只剩 {left} 个',
  'core.weights_kind_empty': '模型类型的名称为空',
  'core.weights_kind_too_long': '模型类型的名称有 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_kind_control':
    '模型类型的名称在字节 {byte} 处含有控制字符 {code}；名称和设置必须是可打印的文本',
  'core.weights_int_name_empty': '某个整数设置的名称为空',
  'core.weights_int_name_too_long': '某个整数设置的名称有 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_int_name_control':
    '某个整数设置的名称在字节 {byte} 处含有控制字符 {code}；名称和设置必须是可打印的文本',
  'core.weights_text_name_empty': '某个文本设置的名称为空',
  'core.weights_text_name_too_long': '某个文本设置的名称有 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_text_name_control':
    '某个文本设置的名称在字节 {byte} 处含有控制字符 {code}；名称和设置必须是可打印的文本',
  'core.weights_tensor_name_empty': '某个张量的名称为空',
  'core.weights_tensor_name_too_long': '某个张量的名称有 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_tensor_name_control':
    '某个张量的名称在字节 {byte} 处含有控制字符 {code}；名称和设置必须是可打印的文本',
  'core.weights_text_value_control':
    '文本设置“{name}”在字节 {byte} 处含有控制字符 {code}；名称和设置必须是可打印的文本',
  'core.weights_kind_length': '权重文件中模型类型的长度为 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_int_name_length':
    '权重文件中某个整数设置的名称的长度为 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_text_name_length':
    '权重文件中某个文本设置的名称的长度为 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_text_value_length':
    '权重文件中文本设置“{name}”的长度为 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_tensor_name_length':
    '权重文件中某个张量的名称的长度为 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_text_value_too_long': '文本设置“{name}”长 {bytes} 个字节；最多只允许 {most} 个',
  'core.weights_tensor_holds': '张量“{name}”的形状是 {shape} = {count} 个值，但它存有 {held} 个',
  'core.weights_too_large': '这些权重将占用 {bytes} 个字节，超过了权重文件最多能有的 {mib} MiB',
};
