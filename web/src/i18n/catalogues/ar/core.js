// Arabic (ar): the core's messages (src/core/messages.hpp), by key.
export const messages = {
  'core.attention_no_tokens': 'يحتاج الانتباه إلى رمز واحد على الأقل: اكتب بعض النص',
  'core.attention_too_many_tokens':
    'الانتباه: الحد الأقصى هنا {most} من الرموز (العدد المستلم: {got})',
  'core.bpe_merges_range':
    'يجب أن يكون عدد عمليات دمج BPE بين 0 (رموز البايتات) و{max} (القيمة المستلمة: {got})',
  'core.bpe_text_too_short':
    'نص التدريب قصير جدًا بالنسبة إلى BPE: صارت بايتاته البالغة {bytes} ما مجموعه {tokens} من الرموز، لكن seq_len {seq_len} يحتاج إلى {needed} على الأقل؛ استخدم نصًا أطول أو عمليات دمج أقل أو seq_len أقصر',
  'core.bpe_text_too_short_held':
    'نص التدريب قصير جدًا بالنسبة إلى BPE: صارت بايتاته البالغة {bytes} (بعد حجز آخر {held}) ما مجموعه {tokens} من الرموز، لكن seq_len {seq_len} يحتاج إلى {needed} على الأقل؛ استخدم نصًا أطول أو عمليات دمج أقل أو seq_len أقصر',
  'core.d_model_even': 'يجب أن يكون d_model زوجيًا: تأتي sin وcos أزواجًا (القيمة المستلمة: {got})',
  'core.d_model_even_positions':
    'يجب أن يكون d_model زوجيًا لإضافة المواضع الجيبية: تأتي sin وcos أزواجًا (القيمة المستلمة: {got})',
  'core.d_model_even_sinusoidal':
    'يجب أن يكون d_model زوجيًا مع المواضع الجيبية: تأتي sin وcos أزواجًا (القيمة المستلمة: {got})',
  'core.d_model_pair': 'يجب ألا يقل d_model عن 2: زوج واحد من sin/cos (القيمة المستلمة: {got})',
  'core.embed_std_range':
    'يجب أن يكون التشتت الابتدائي للتضمينات أكبر من 0 وألا يتجاوز 10 (القيمة 1 تعني N(0, 1)، ويستخدم GPT-2 القيمة 0.02) (القيمة المستلمة: {got})',
  'core.generate_length':
    'يجب أن يكون عدد البايتات المطلوب توليدها بين 0 و100000 (القيمة المستلمة: {got})',
  'core.head_dim_odd':
    'head_dim = d_model / n_head = {head_dim} عدد فردي، لكن RoPE يدوّر الأبعاد أزواجًا: اختر d_model وn_head بحيث يكون d_model / n_head زوجيًا',
  'core.heads_divide':
    'لا يقبل d_model {d_model} القسمة على n_head {n_head}: يأخذ كل رأس انتباه d_model / n_head من الأبعاد؛ اختر n_head يقسم d_model',
  'core.held_out_too_short':
    'الجزء المحجوز من النص (آخر {held} من أصل {bytes} من البايتات) أقصر من نافذة واحدة طولها seq_len + 1 = {window} من البايتات؛ استخدم نصًا أطول ({needed} من البايتات على الأقل) أو seq_len أقصر، أو لا تحجز شيئًا',
  'core.held_out_too_short_bpe':
    'الجزء المحجوز من النص (آخر {held} من أصل {bytes} من البايتات، أي {tokens} من الرموز) أقصر من نافذة واحدة طولها seq_len + 1 = {window} من الرموز؛ استخدم نصًا أطول ({needed} من البايتات على الأقل، أو عمليات دمج أقل) أو seq_len أقصر، أو لا تحجز شيئًا',
  'core.merge_repeated': 'عملية الدمج {merge} {pair} تكرّر عملية دمج سابقة',
  'core.merge_too_long':
    'تصنع عملية الدمج {merge} {pair} رمزًا طوله {bytes} من البايتات، لكن تدريب BPE على {text} من البايتات على الأكثر يصنع رموزًا طولها {most} على الأكثر: لم تُتعلَّم عمليات الدمج هذه من نص',
  'core.merge_unknown_id':
    'تستخدم عملية الدمج {merge} المعرّف {id}، لكن المعرّفات الموجودة قبلها هي من 0 إلى {last} فقط',
  'core.merges_too_many':
    'لا تتسع قائمة عمليات الدمج لأكثر من {most} من عمليات الدمج (العدد المستلم: {got})',
  'core.no_ids_to_look_up': 'لا توجد معرّفات رموز للبحث عنها: اكتب بعض النص',
  'core.no_tokens_to_embed': 'لا توجد رموز لتضمينها: اكتب بعض النص',
  'core.norm_unknown': 'يجب أن يكون norm إما layernorm أو rmsnorm (القيمة المستلمة: «{got}»)',
  'core.norm_vector_empty': 'المتجه فارغ: اكتب عددًا واحدًا على الأقل',
  'core.norm_vector_too_long':
    'المتجه طويل جدًا: الحد الأقصى هنا {most} من الأعداد (العدد المستلم: {got})',
  'core.not_finite': 'يجب أن يكون {setting} عددًا منتهيًا (القيمة المستلمة: {got})',
  'core.not_whole': 'يجب أن يكون {setting} عددًا صحيحًا (القيمة المستلمة: {got})',
  'core.out_of_range': 'يجب أن يكون {setting} بين {min} و{max} (القيمة المستلمة: {got})',
  'core.pe_base':
    'يجب أن تكون base عددًا منتهيًا أكبر من 1: فهي تحدد سرعة تزايد الأطوال الموجية (القيمة المستلمة: {got})',
  'core.pe_unknown': 'يجب أن يكون الترميز الموضعي واحدًا من {names} (القيمة المستلمة: «{got}»)',
  'core.position_negative':
    'يجب أن يكون {setting} صفرًا أو أكثر: تُعدّ المواضع ابتداءً من 0 (القيمة المستلمة: {got})',
  'core.position_table_too_short':
    'يحتوي التسلسل على {tokens} من الرموز، لكن جدول المواضع لا يضم إلا {rows} من الصفوف (max_len {rows}): لا يمكن لجدول مُتعلَّم أن يتجاوز صفه الأخير، فاستخدم {rows} من الرموز على الأكثر (نصًا أو نصًا ابتدائيًا أو seq_len أقصر) أو ارفع max_len',
  'core.prompt_empty': 'النص الابتدائي فارغ: اكتب حرفًا واحدًا على الأقل ليُكمَل منه',
  'core.temperature_range':
    'يجب أن تكون درجة الحرارة 0 (الرمز الأرجح دائمًا) أو موجبة (القيمة المستلمة: {got})',
  'core.text_empty': 'النص فارغ: اكتب حرفًا واحدًا على الأقل',
  'core.too_many_activations':
    'حجم الدفعة {batch} مضروبًا في طول التسلسل {seq_len} يحتاج إلى {count} من قيم التنشيط، وهذا يتجاوز الحد الأقصى البالغ {most}؛ خفّض حجم الدفعة أو طول التسلسل',
  'core.too_many_parameters':
    'في هذا الإعداد {count} من المعاملات، وهذا يتجاوز الحد الأقصى البالغ {most}؛ خفّض d_model أو n_layer أو حجم المفردات',
  'core.top_k_range': 'يجب أن يكون top_k بين 0 (بلا حد) و{max} (القيمة المستلمة: {got})',
  'core.top_p_range':
    'يجب أن يكون top_p أكبر من 0 وألا يتجاوز 1 (القيمة 1 تُبقي كل الرموز؛ القيمة المستلمة: {got})',
  'core.training_text_empty': 'نص التدريب فارغ: الصق نصًا أو اختر نصًا للتعلم منه',
  'core.training_text_too_short':
    'نص التدريب قصير جدًا: فيه {bytes} من البايتات، لكن seq_len {seq_len} يحتاج إلى {needed} على الأقل (كل نافذة طولها seq_len + 1 من البايتات، ويحتاج أخذ العينات إلى نقطة بداية يختارها)؛ استخدم نصًا أطول أو seq_len أقصر',
  'core.training_text_too_short_held':
    'نص التدريب قصير جدًا: فيه {bytes} من البايتات بعد حجز آخر {held}، لكن seq_len {seq_len} يحتاج إلى {needed} على الأقل (كل نافذة طولها seq_len + 1 من البايتات، ويحتاج أخذ العينات إلى نقطة بداية يختارها)؛ استخدم نصًا أطول أو seq_len أقصر',
  'core.tsne_perplexity':
    'يجب أن تكون الحيرة (perplexity) أكبر من 0 وأصغر من عدد الصفوف، {rows} (القيمة المستلمة: {got}): وهي تقريبًا عدد الجيران الذين يبقيهم كل صف قريبين منه؛ جرّب {hint}',
  'core.tsne_too_few_rows': 'يحتاج t-SNE إلى صفّين على الأقل ليضعهما (العدد المستلم: {got})',
  'core.tsne_too_many_rows':
    'لا يقبل t-SNE أكثر من {most} من الصفوف (العدد المستلم: {got}): يزداد وقته وذاكرته بمربع عدد الصفوف، فأعطه عينة منها',
  'core.tsv_beyond_float32':
    'القيمة {column} في السطر {line} هي {field}، وهي خارج نطاق float32 (نحو 3.4e38): صغّر مقياس المتجهات',
  'core.tsv_blank_line':
    'السطر {line} فارغ لكن تليه صفوف أخرى: احذفه، كي يكون الصف i في الملف هو المتجه i',
  'core.tsv_empty_value':
    'القيمة {column} في السطر {line} فارغة: احذف علامة الجدولة المكررة أو الزائدة في آخر السطر، كي لا تفصل علامات الجدولة إلا بين الأعداد',
  'core.tsv_header':
    'في السطر 1 «{field}»، ويبدو أنه سطر عناوين: لا يحوي vectors.tsv إلا أعدادًا (ضع التسميات في metadata.tsv)، فاحذف ذلك السطر',
  'core.tsv_no_rows':
    'ملف المتجهات بلا صفوف: اكتب متجهًا واحدًا في كل سطر، وافصل بين القيم بعلامات الجدولة',
  'core.tsv_not_a_number':
    'القيمة {column} في السطر {line} هي «{field}»، وهي ليست عددًا: يجب أن تكون كل قيمة عددًا مثل 0.25 أو -1e-3',
  'core.tsv_not_finite':
    'القيمة {column} في السطر {line} هي {field}: يجب أن تكون كل قيمة عددًا منتهيًا (استبدلها أو احذف الصف)',
  'core.tsv_not_one_number':
    'القيمة {column} في السطر {line} هي «{field}»، وليست عددًا واحدًا: افصل بين القيم بعلامات الجدولة، لا بالمسافات أو الفواصل',
  'core.tsv_ragged':
    'في السطر {line} عدد القيم {count}، لكن في السطر 1 عددها {columns}: يجب أن يحوي كل صف العدد نفسه من القيم',
  'core.tsv_too_large':
    'في ملف المتجهات {bytes} من البايتات، وهذا أكثر من {mib} MiB المسموح بها: استخدم صفوفًا أقل',
  'core.tsv_too_many_values':
    'في ملف المتجهات أكثر من {most} من القيم (عند السطر {line}): استخدم صفوفًا أو أبعادًا أقل',
  'core.val_fraction_range':
    'يجب أن تكون نسبة النص المحجوز بين 0 (التدريب على كل النص) و0.5 (القيمة المستلمة: {got})',
  'core.weights_checksum':
    'ملف الأوزان تالف: مجموعه الاختباري لا يطابق محتواه (تغيّرت بعض البايتات بعد حفظه)',
  'core.weights_cut_int_count':
    'ملف الأوزان غير متّسق: يحتاج عدد الإعدادات العددية الصحيحة عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_int_name':
    'ملف الأوزان غير متّسق: يحتاج اسم إعداد عددي صحيح عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_int_name_length':
    'ملف الأوزان غير متّسق: يحتاج طول اسم إعداد عددي صحيح عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_int_value':
    'ملف الأوزان غير متّسق: يحتاج الإعداد العددي الصحيح «{name}» عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_kind':
    'ملف الأوزان غير متّسق: يحتاج نوع النموذج عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_kind_length':
    'ملف الأوزان غير متّسق: يحتاج طول نوع النموذج عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_tensor_count':
    'ملف الأوزان غير متّسق: يحتاج عدد الموترات عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_tensor_data':
    'ملف الأوزان غير متّسق: تحتاج بيانات الموتر «{name}» عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_tensor_data_size':
    'ملف الأوزان غير متّسق: يحتاج حجم بيانات الموتر «{name}» عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_tensor_name':
    'ملف الأوزان غير متّسق: يحتاج اسم موتر عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_tensor_name_length':
    'ملف الأوزان غير متّسق: يحتاج طول اسم موتر عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_tensor_rank':
    'ملف الأوزان غير متّسق: يحتاج عدد أبعاد الموتر «{name}» عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_tensor_shape':
    'ملف الأوزان غير متّسق: يحتاج شكل الموتر «{name}» عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_text_count':
    'ملف الأوزان غير متّسق: يحتاج عدد الإعدادات النصية عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_text_name':
    'ملف الأوزان غير متّسق: يحتاج اسم إعداد نصي عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_text_name_length':
    'ملف الأوزان غير متّسق: يحتاج طول اسم إعداد نصي عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_text_value':
    'ملف الأوزان غير متّسق: يحتاج الإعداد النصي «{name}» عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_cut_text_value_length':
    'ملف الأوزان غير متّسق: يحتاج طول الإعداد النصي «{name}» عند البايت {byte} إلى {bytes} من البايتات، لكن لم يبقَ منها قبل المجموع الاختباري إلا {left}',
  'core.weights_header_truncated':
    'ملف الأوزان مبتور: ينتهي بعد {bytes} من البايتات، داخل ترويسته البالغة {header} من البايتات',
  'core.weights_int_name_control':
    'يحوي اسم أحد الإعدادات العددية الصحيحة حرف التحكم {code} عند البايت {byte}؛ يجب أن تكون الأسماء والإعدادات نصًا قابلًا للطباعة',
  'core.weights_int_name_empty': 'اسم أحد الإعدادات العددية الصحيحة فارغ',
  'core.weights_int_name_length':
    'يعطي ملف الأوزان اسم إعداد عددي صحيح طولًا قدره {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_int_name_too_long':
    'طول اسم أحد الإعدادات العددية الصحيحة {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_kind_control':
    'يحوي اسم نوع النموذج حرف التحكم {code} عند البايت {byte}؛ يجب أن تكون الأسماء والإعدادات نصًا قابلًا للطباعة',
  'core.weights_kind_empty': 'اسم نوع النموذج فارغ',
  'core.weights_kind_length':
    'يعطي ملف الأوزان نوع النموذج طولًا قدره {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_kind_too_long':
    'طول اسم نوع النموذج {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_length_too_large':
    'يذكر ملف الأوزان أن طوله {length} من البايتات، وهذا أكثر من {mib} MiB المسموح بها لملف الأوزان',
  'core.weights_length_too_short':
    'يذكر ملف الأوزان أن طوله {length} من البايتات، وهذا أقصر من أن يتسع لترويسته ومجموعه الاختباري',
  'core.weights_longer':
    'ملف الأوزان أطول مما يذكر: تلي بايتاته البالغة {length} بايتاتٌ زائدة عددها {extra}',
  'core.weights_merge_ids':
    'عملية دمج BPE رقم {merge} في ملف الأوزان ليست زوجًا من معرّفات الرموز: الملف تالف',
  'core.weights_merges_table':
    'يجب أن تكون عمليات دمج BPE في ملف الأوزان جدولًا من معرّفات الرموز ذا عمودين، صفٌّ لكل عملية دمج: الملف تالف',
  'core.weights_model_kind':
    'يحوي ملف الأوزان نموذجًا من نوع «{kind}»؛ ويدرّب Embedding Lab نماذج seed_predictor وtiny_gpt',
  'core.weights_no_int_setting': 'لا يوجد في ملف الأوزان إعداد عددي صحيح اسمه «{name}»',
  'core.weights_no_tensor': 'لا يوجد في ملف الأوزان موتر اسمه «{name}» (هل هو لنموذج آخر؟)',
  'core.weights_no_text_setting': 'لا يوجد في ملف الأوزان إعداد نصي اسمه «{name}»',
  'core.weights_not_elab':
    'هذا ليس ملف أوزان من Embedding Lab (لا يبدأ بـ«ELABWTS»)؛ اختر ملفًا حفظه Embedding Lab',
  'core.weights_size_setting':
    'قيمة {setting} في ملف الأوزان هي {got}، وهي خارج المجال من {min} إلى {max}',
  'core.weights_steps':
    'يذكر ملف الأوزان أن النموذج دُرّب {steps} من الخطوات، وهذا غير ممكن (الممكن من 0 إلى 2^53): الملف تالف',
  'core.weights_tensor_count':
    'في ملف الأوزان {count} من الموترات، لكن النموذج الذي تصفه إعداداته فيه {needed}: الملف تالف',
  'core.weights_tensor_data_size':
    'شكل الموتر «{name}» هو {shape} = {count} من قيم float32 ({bytes} من البايتات)، لكنه يخزّن {stored} من البايتات',
  'core.weights_tensor_dim_too_large':
    'للموتر «{name}» بُعد طوله {dim}، وفيه قيم أكثر مما يتسع له ملف أوزان',
  'core.weights_tensor_dim_zero': 'شكل الموتر «{name}» هو {shape}: يجب ألا يقل البُعد {dim} عن 1',
  'core.weights_tensor_holds':
    'شكل الموتر «{name}» هو {shape} = {count} من القيم، لكنه يحوي {held}',
  'core.weights_tensor_name_control':
    'يحوي اسم أحد الموترات حرف التحكم {code} عند البايت {byte}؛ يجب أن تكون الأسماء والإعدادات نصًا قابلًا للطباعة',
  'core.weights_tensor_name_empty': 'اسم أحد الموترات فارغ',
  'core.weights_tensor_name_length':
    'يعطي ملف الأوزان اسم موتر طولًا قدره {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_tensor_name_too_long':
    'طول اسم أحد الموترات {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_tensor_not_finite':
    'يحوي الموتر «{name}» القيمة {value} عند الفهرس {index}؛ يجب أن تكون الأوزان أعدادًا منتهية',
  'core.weights_tensor_rank': 'للموتر «{name}» {dims} من الأبعاد؛ والحد الأقصى المسموح به {most}',
  'core.weights_tensor_shape':
    'شكل الموتر {name} في ملف الأوزان هو {shape}، لكن النموذج الذي تصفه إعداداته يحتاج إلى {needed}: الملف تالف',
  'core.weights_tensor_too_large':
    'شكل الموتر «{name}» هو {shape}، وفيه قيم أكثر مما يتسع له ملف أوزان حجمه {mib} MiB',
  'core.weights_text_name_control':
    'يحوي اسم أحد الإعدادات النصية حرف التحكم {code} عند البايت {byte}؛ يجب أن تكون الأسماء والإعدادات نصًا قابلًا للطباعة',
  'core.weights_text_name_empty': 'اسم أحد الإعدادات النصية فارغ',
  'core.weights_text_name_length':
    'يعطي ملف الأوزان اسم إعداد نصي طولًا قدره {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_text_name_too_long':
    'طول اسم أحد الإعدادات النصية {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_text_too_short':
    'مع عمليات دمج BPE التي في الملف وعددها {merges}، يصير النص أقصر من أن يكفي seq_len {seq_len}: استخدم نصًا أطول أو seq_len أقصر',
  'core.weights_text_value_control':
    'يحوي الإعداد النصي «{name}» حرف التحكم {code} عند البايت {byte}؛ يجب أن تكون الأسماء والإعدادات نصًا قابلًا للطباعة',
  'core.weights_text_value_length':
    'يعطي ملف الأوزان الإعداد النصي «{name}» طولًا قدره {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_text_value_too_long':
    'طول الإعداد النصي «{name}» {bytes} من البايتات؛ والحد الأقصى المسموح به {most}',
  'core.weights_too_large':
    'ستشغل هذه الأوزان {bytes} من البايتات، وهذا أكثر من {mib} MiB المسموح بها لملف الأوزان',
  'core.weights_too_many_ints':
    'يسرد ملف الأوزان {count} من الإعدادات العددية الصحيحة؛ والحد الأقصى المسموح به {most}',
  'core.weights_too_many_tensors':
    'يسرد ملف الأوزان {count} من الموترات؛ والحد الأقصى المسموح به {most}',
  'core.weights_too_many_texts':
    'يسرد ملف الأوزان {count} من الإعدادات النصية؛ والحد الأقصى المسموح به {most}',
  'core.weights_truncated':
    'ملف الأوزان مبتور: ينبغي أن يكون طوله {length} من البايتات، لكن الموجود هنا {bytes} فقط (هل انقطع التنزيل؟)',
  'core.weights_two_settings': 'في ملف الأوزان إعدادان اسم كل منهما «{name}»',
  'core.weights_two_tensors': 'في ملف الأوزان موتران اسم كل منهما «{name}»',
  'core.weights_unexplained_bytes':
    'ملف الأوزان غير متّسق: تلي آخرَ موتر بايتاتٌ لا تفسير لها عددها {bytes}',
  'core.weights_version_damaged':
    'ترويسة ملف الأوزان تالفة: تذكر إصدار التنسيق {version}، ولم يكتب أي Embedding Lab هذا الإصدار (وهذا Embedding Lab يقرأ الإصدار {reads})',
  'core.weights_version_newer':
    'صُنع ملف الأوزان هذا بإصدار أحدث من Embedding Lab (إصدار التنسيق {version})؛ وهذا Embedding Lab يقرأ الإصدار {reads}',
  'core.weights_version_unknown':
    'إصدار تنسيق ملف الأوزان هذا هو {version}، ولم يوجد هذا الإصدار قط؛ وهذا Embedding Lab يقرأ الإصدار {reads}',
  'core.weights_vocab':
    'في مفردات ملف الأوزان {vocab} من الرموز، لكن عمليات دمج BPE التي فيه وعددها {merges} تنتج {made}: الملف تالف',
};
