// ar: the words kept in attention.js.
export const messages = {
  'attention.lead':
    'الانتباه هو الطريقة التي يجمع بها الرمز معلومات من الرموز الأخرى. يُضرب متجه كل رمز في ثلاث مصفوفات مُتعلَّمة لينتج استعلامًا (ما يبحث عنه)، ومفتاحًا (ما يقدّمه ليُعثَر عليه)، وقيمة (ما يمرّره حين يُعثَر عليه). يُقارَن استعلام الرمز i بمفتاح كل رمز j بالضرب النقطي؛ ثم تحوّل softmax كل صف من هذه الدرجات إلى أوزان موجبة مجموعها 1؛ وخرج الرمز i هو المتوسط المرجَّح للقيم.',
  'attention.whyScale':
    'لماذا نقسم على √d_k؟ الضرب النقطي لمتجهين في كل منهما d_k من المكوّنات العشوائية، حجم كل منها نحو 1، له انتشار يقارب √d_k. فمن دون القسمة تعطي الرؤوس العريضة درجات كبيرة، وتضع softmax كل الوزن تقريبًا على رمز واحد، وتتلاشى تدرجاتها. يضيف القناع السببي M القيمة −∞ إلى كل درجة لرمز لاحق، فتصبح تلك الأوزان بعد softmax صفرًا تمامًا: لا يستطيع الرمز إلا أن ينظر إلى الخلف.',
  'attention.randomNote':
    'جدول الرموز والإسقاطات الثلاثة هنا عشوائية (مولَّدة من البذرة العشوائية)، كما في نموذج غير مدرَّب، لذا فالنمط اعتباطي؛ والتدريب هو ما يجعل الاستعلامات تجد مفاتيح مفيدة. الرموز هي بايتات UTF-8 للنص، كما في مختبر التدريب.',
  'attention.textHint': 'كل بايت UTF-8 رمز؛ تُستخدم أول 128 منها',
  'attention.textEmpty': 'اكتب نصًا: يحتاج الانتباه إلى رمز واحد على الأقل.',
  'attention.dModelHint': 'عرض التضمين، {range} (زوجي مع المواضع)',
  'attention.dKHint': 'عرض الاستعلام/المفتاح، {range}',
  'attention.seedHint': 'تولّد الجدول والإسقاطات العشوائية',
  'attention.causalLabel': 'القناع السببي (النظر إلى الخلف فقط)',
  'attention.positionsLabel': 'أضف المواضع الجيبية',
  'attention.stripLabel': 'رموز النص (بايتاته)',
  'attention.summary': {
    plural: 'n',
    zero: '{n} رمز، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، مع إضافة المواضع الجيبية.',
    one: 'رمز واحد، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، مع إضافة المواضع الجيبية.',
    two: 'رمزان، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، مع إضافة المواضع الجيبية.',
    few: '{n} رموز، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، مع إضافة المواضع الجيبية.',
    many: '{n} رمزًا، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، مع إضافة المواضع الجيبية.',
    other:
      '{n} رمز، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، مع إضافة المواضع الجيبية.',
  },
  'attention.summaryNoPositions': {
    plural: 'n',
    zero: '{n} رمز، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، بلا مواضع.',
    one: 'رمز واحد، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، بلا مواضع.',
    two: 'رمزان، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، بلا مواضع.',
    few: '{n} رموز، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، بلا مواضع.',
    many: '{n} رمزًا، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، بلا مواضع.',
    other: '{n} رمز، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، بلا مواضع.',
  },
  'attention.summaryCut':
    'عدد الرموز {n}، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، مع إضافة المواضع الجيبية. عدد بايتات النص {total}؛ تُعرض الرموز الأولى وعددها {n} لتبقى الخلايا مقروءة.',
  'attention.summaryCutNoPositions':
    'عدد الرموز {n}، d_model {dModel}، d_k {dK}، البذرة العشوائية {seed}، بلا مواضع. عدد بايتات النص {total}؛ تُعرض الرموز الأولى وعددها {n} لتبقى الخلايا مقروءة.',
  'attention.token': '{i} «{byte}»',
  'attention.keyAxis': 'المفتاح j →',
  'attention.queryAxis': 'الاستعلام i ↓',
  'attention.scoresTitle': '1. الدرجات q·k / √d_k',
  'attention.scoresLegendNote': 'الرمادي: مُقنَّع (−∞)، مفتاح مستقبلي',
  'attention.scoreHover': 'الاستعلام {query} · المفتاح {key} / √{dK} = {score}',
  'attention.scoreHoverMasked':
    'الاستعلام {query} · المفتاح {key} / √{dK} = {score}  (مُقنَّع: يصبح −∞)',
  'attention.scoresIdle':
    'الأحمر: الاستعلام والمفتاح متوافقان؛ الأزرق: متعارضان؛ الباهت: درجة قريبة من 0 (تبلغ الألوان ±1 على الأقل). {point} لرؤية القيم الدقيقة.',
  'attention.scoresLabel':
    'خريطة حرارية لدرجات الانتباه، {n} في {n}، من {lo} (أزرق) إلى {hi} (أحمر)، والمفاتيح المستقبلية مُقنَّعة بالرمادي.',
  'attention.scoresLabelUnmasked':
    'خريطة حرارية لدرجات الانتباه، {n} في {n}، من {lo} (أزرق) إلى {hi} (أحمر).',
  'attention.maskTitle': '2. القناع السببي',
  'attention.maskHidden': '0 مخفي',
  'attention.maskVisible': '1 مرئي',
  'attention.maskHoverVisible': 'الاستعلام {query}، المفتاح {key}: مرئي (أضف 0)',
  'attention.maskHoverHidden': 'الاستعلام {query}، المفتاح {key}: مستقبلي، مخفي (أضف −∞)',
  'attention.maskIdle': 'الصف i يرى المفاتيح 0..i: المثلث السفلي.',
  'attention.maskIdleOff': 'القناع معطَّل: كل رمز يرى كل الرموز الأخرى (كما في المُرمِّز).',
  'attention.maskLabel': 'القناع السببي، {n} في {n}: آحاد على القطر وتحته، وأصفار فوقه.',
  'attention.maskLabelOff': {
    plural: 'count',
    '=1': 'بلا قناع: مُدخله الوحيد 1.',
    zero: 'بلا قناع: كل مُدخلاته وعددها {count} تساوي 1.',
    one: 'بلا قناع: كل مُدخلاته وعددها {count} تساوي 1.',
    two: 'بلا قناع: كل مُدخلاته وعددها {count} تساوي 1.',
    few: 'بلا قناع: كل مُدخلاته وعددها {count} تساوي 1.',
    many: 'بلا قناع: كل مُدخلاته وعددها {count} تساوي 1.',
    other: 'بلا قناع: كل مُدخلاته وعددها {count} تساوي 1.',
  },
  'attention.weightsTitle': '3. الأوزان softmax(الصف)',
  'attention.weightsLegendNote': 'مجموع كل صف 1؛ ألمع لون هو أكبر وزن خارج الصف 0',
  'attention.weightHover':
    'وزن الاستعلام {query} على المفتاح {key} = {weight}؛  مجموع الصف {i} يساوي {sum}',
  'attention.weightHoverZero':
    'وزن الاستعلام {query} على المفتاح {key} = 0 (تمامًا)؛  مجموع الصف {i} يساوي {sum}',
  'attention.weightsIdle': 'الساطع: حيث ينظر كل استعلام. {point} لرؤية الأوزان الدقيقة.',
  'attention.weightsLabel':
    'خريطة حرارية لأوزان الانتباه، {n} في {n}، من 0 (داكن) إلى 1 (أصفر)؛ مجموع كل صف 1؛ وفوق القطر 0 تمامًا.',
  'attention.weightsLabelUnmasked':
    'خريطة حرارية لأوزان الانتباه، {n} في {n}، من 0 (داكن) إلى 1 (أصفر)؛ مجموع كل صف 1.',
  'attention.maskLeakTitle': 'القناع يخبر كل صف بموضعه',
  'attention.maskLeakProse':
    'كثيرًا ما يُقال إن الانتباه بلا مواضع أعمى عن الترتيب. لكنه ليس كذلك تحت القناع السببي. خذ نصًا من بايت واحد مكرَّر، «aaaaaaaaaaaa»، بلا مواضع: كل استعلام وكل مفتاح هو المتجه نفسه، فكل الدرجات متساوية. ومع ذلك لا يرى الصف t إلا المفاتيح من 0 إلى t، وتوزّع softmax فيه مجموعًا قدره 1 على هذه المفاتيح الـ t + 1، فيهبط وزنه على الرمز الأول إلى 1/(t + 1). والصف اللاحق يأخذ المتوسط على مفاتيح أكثر، فيختلف خرجه عن خرج صف سابق: هكذا يستطيع نموذج سببي بلا ترميز موضعي أن يتعلم الترتيب رغم ذلك (Haviv et al. 2022).',
  'attention.maskLeakCaption':
    'وزن الصف t على الرمز 0، بلا مواضع، مع القناع السببي (حسبته النواة الحسابية)',
  'attention.maskLeakRow': 'الصف t',
  'attention.maskLeakWeight': 'الوزن على الرمز 0',
  'attention.memoryTitle': 'الذاكرة: كلفة N²',
  'attention.memoryProse':
    'يبني الانتباه العادي بالضرب النقطي المُقيَّس مصفوفة الأوزان N × N كاملة قبل أن يضربها في V: عددًا واحدًا لكل زوج من الرموز. ضاعف السياق تجد المصفوفة تحمل أربعة أضعاف الأعداد، في كل رأس وكل طبقة. لهذا كانت السياقات الطويلة مكلفة، ولهذا تحسب طرق لاحقة (FlashAttention وغيرها) النتيجة نفسها على شكل مربعات دون أن تخزّن المصفوفة الكاملة أبدًا.',
  'attention.memoryNote':
    'تُكتب الكلفة أحيانًا ω(N²)، لكن أوميغا الصغيرة تعني «تنمو أسرع من N² تمامًا»: للمصفوفة N² مُدخلًا بالضبط، فالذاكرة Θ(N²)، أي O(N²) (على الأكثر) وΩ(N²) (على الأقل) ثابتًا مضروبًا في N².',
  'attention.memoryChartLabel':
    'مخطط لوغاريتمي-لوغاريتمي: ذاكرة مصفوفة انتباه واحدة بصيغة float32 تنمو مثل مربع N، من 4 بايتات عند N = 1 إلى 64 GiB عند N = 131072، بينما ينمو صف واحد من التنشيطات لكل رمز نموًا خطيًا فقط.',
  'attention.memoryReadout': {
    plural: 'n',
    zero: 'N = {n} رمز: عدد أوزان مصفوفة الانتباه {weights} = {matrixBytes} بصيغة float32، لرأس واحد وتسلسل واحد. وتشغل متجهات الرموز نفسها (d_model {dModel}) {vectorBytes}.',
    one: 'N = {n} رمز: عدد أوزان مصفوفة الانتباه {weights} = {matrixBytes} بصيغة float32، لرأس واحد وتسلسل واحد. ويشغل متجه الرمز نفسه (d_model {dModel}) {vectorBytes}.',
    two: 'N = {n} رمز: عدد أوزان مصفوفة الانتباه {weights} = {matrixBytes} بصيغة float32، لرأس واحد وتسلسل واحد. وتشغل متجهات الرموز نفسها (d_model {dModel}) {vectorBytes}.',
    few: 'N = {n} رموز: عدد أوزان مصفوفة الانتباه {weights} = {matrixBytes} بصيغة float32، لرأس واحد وتسلسل واحد. وتشغل متجهات الرموز نفسها (d_model {dModel}) {vectorBytes}.',
    many: 'N = {n} رمزًا: عدد أوزان مصفوفة الانتباه {weights} = {matrixBytes} بصيغة float32، لرأس واحد وتسلسل واحد. وتشغل متجهات الرموز نفسها (d_model {dModel}) {vectorBytes}.',
    other:
      'N = {n} رمز: عدد أوزان مصفوفة الانتباه {weights} = {matrixBytes} بصيغة float32، لرأس واحد وتسلسل واحد. وتشغل متجهات الرموز نفسها (d_model {dModel}) {vectorBytes}.',
  },
  'attention.memoryHint': 'مقياس لوغاريتمي، {range} ({max}k) رمز',
  'attention.lengthAxis': 'طول التسلسل N (رموز)',
  'attention.bytesAxis': 'بايتات (float32)',
  'attention.matrixSeries': 'مصفوفة الانتباه N²·4 B',
  'attention.vectorsSeries': 'متجهات الرموز N·{dModel}·4 B',
  'attention.matrixColumn': 'بايتات مصفوفة الانتباه',
  'attention.vectorsColumn': 'بايتات متجهات الرموز (d_model {dModel})',
  'lessons.attention.title': 'الانتباه بالضرب النقطي المُقيَّس',
  'lessons.attention.place': 'الانتباه، داخل كل كتلة',
  'questions.attention.1.question': 'في الانتباه السببي، ما وزن الرمز 0 على نفسه (الصف 0)؟',
  'questions.attention.1.choice1': '0',
  'questions.attention.1.choice2': '1/N',
  'questions.attention.1.choice3': '1',
  'questions.attention.1.choice4': 'يتوقف على الدرجات',
  'questions.attention.1.explanation':
    'لا يرى الصف 0 إلا المفتاح 0، وsoftmax على درجة واحدة تساوي 1 تمامًا، أيًّا كانت الدرجة.',
  'questions.attention.2.question': 'كم مجموع كل صف في مصفوفة الأوزان؟',
  'questions.attention.2.choice1': '0',
  'questions.attention.2.choice2': '1',
  'questions.attention.2.choice3': 'N',
  'questions.attention.2.choice4': '√d_k',
  'questions.attention.2.explanation':
    'كل صف هو softmax، فأوزانه موجبة ومجموعها 1: الخرج متوسط مرجَّح للقيم.',
  'questions.attention.3.question':
    'تنتقل من سياق طوله 4 096 رمزًا إلى 8 192 رمزًا. كم تحتاج مصفوفة انتباه واحدة من ذاكرة إضافية؟',
  'questions.attention.3.choice1': 'القدر نفسه',
  'questions.attention.3.choice2': '2×',
  'questions.attention.3.choice3': '4×',
  'questions.attention.3.choice4': '8×',
  'questions.attention.3.explanation':
    'تتضاعف N² بمقدار 2² = 4: تصبح 256 MiB لكل رأس بدلًا من 64 MiB بصيغة float32.',
  'questions.attention.4.question':
    'بلا مواضع (ألغِ تحديد «أضف المواضع الجيبية»)، للبايت نفسه في الموضعين 2 و9 الاستعلام نفسه. تحت القناع السببي، هل صفّا أوزانه متطابقان؟',
  'questions.attention.4.choice1': 'نعم: الاستعلامات المتساوية تعطي درجات متساوية، فتتطابق الأوزان',
  'questions.attention.4.choice2': 'نعم، ولكن فقط حين تكون بقية بايتات النص كلها مختلفة',
  'questions.attention.4.choice3':
    'لا: وحده الترميز الموضعي يستطيع أن يجعل استعلامين متساويين ينتبهان على نحو مختلف',
  'questions.attention.4.choice4': 'لا: الصف 2 يوزّع وزنه على 3 مفاتيح، والصف 9 على 10',
  'questions.attention.4.explanation':
    'الاستعلامات المتساوية تعطي درجات متساوية للمفاتيح التي يراها الصفان كلاهما، لكن القناع يسمح للصف 2 برؤية 3 مفاتيح وللصف 9 برؤية 10، وكل softmax توزّع مجموعًا قدره 1 على المفاتيح التي تراها. فالقناع نفسه يخبر الصف كم تقدّم: نموذج سببي بلا أي ترميز موضعي يستطيع أن يتعلم الترتيب رغم ذلك (وفي مختبر التدريب يتعلم النموذج بلا ترميز موضعي أيضًا). ومن دون القناع تعطي الاستعلامات المتساوية صفوفًا متطابقة، ويصبح الانتباه أعمى عن الترتيب.',
  'questions.attention.5.question': 'لماذا التقييس بـ √d_k لا بـ d_k؟',
  'questions.attention.5.explanation':
    'انتشار (الانحراف المعياري) مجموع d_k من الجداءات المستقلة ينمو مثل √d_k لا مثل d_k. والقسمة على √d_k تعيد الدرجات إلى انتشار يقارب 1، أيًّا كان عرض الرأس.',
  'settings.att_d': 'd_model',
  'settings.att_dk': 'd_k',
  'settings.att_causal': 'القناع السببي',
  'settings.att_pe': 'أضف المواضع',
  'settings.att_n': 'طول التسلسل N',
  'attention.texCausal': '(سببي)',
  'attention.texBytes': 'البايتات',
};
