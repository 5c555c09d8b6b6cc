// ar: the words kept in block.js.
export const messages = {
  'block.lead':
    'المحوِّل (transformer) هو الكتلة نفسها مكررة. كل كتلة تتيح للرموز تبادل المعلومات (الانتباه)، ثم تحوّل كل رمز على حدة (MLP)، وتضيف النتيجتين إلى متجه جارٍ x، هو تيار البواقي. بعد الكتلة الأخيرة يحوّل تطبيعٌ نهائي ورأسُ الإخراج قيمةَ x لكل رمز إلى 256 درجة، واحدة لكل بايت تالٍ ممكن.',
  'block.textHint': 'النص الابتدائي: كل بايت رمز؛ تُستعمل الـ64 الأولى',
  'block.summaryTrained': {
    plural: 'tokens',
    zero: 'TinyGPT مدرَّب ({shape})، {tokens} رمز.',
    one: 'TinyGPT مدرَّب ({shape})، رمز واحد.',
    two: 'TinyGPT مدرَّب ({shape})، رمزان.',
    few: 'TinyGPT مدرَّب ({shape})، {tokens} رموز.',
    many: 'TinyGPT مدرَّب ({shape})، {tokens} رمزًا.',
    other: 'TinyGPT مدرَّب ({shape})، {tokens} رمز.',
  },
  'block.summaryTrainedCut':
    'TinyGPT مدرَّب ({shape})، عدد الرموز {tokens} (أول {tokens} من {total} بايت).',
  'block.summaryRandom': {
    plural: 'tokens',
    zero: 'TinyGPT عشوائي ({shape}، البذرة العشوائية {seed})، {tokens} رمز.',
    one: 'TinyGPT عشوائي ({shape}، البذرة العشوائية {seed})، رمز واحد.',
    two: 'TinyGPT عشوائي ({shape}، البذرة العشوائية {seed})، رمزان.',
    few: 'TinyGPT عشوائي ({shape}، البذرة العشوائية {seed})، {tokens} رموز.',
    many: 'TinyGPT عشوائي ({shape}، البذرة العشوائية {seed})، {tokens} رمزًا.',
    other: 'TinyGPT عشوائي ({shape}، البذرة العشوائية {seed})، {tokens} رمز.',
  },
  'block.summaryRandomCut':
    'TinyGPT عشوائي ({shape}، البذرة العشوائية {seed})، عدد الرموز {tokens} (أول {tokens} من {total} بايت).',
  'block.streamTitle': 'تيار البواقي مجموع جارٍ',
  'block.streamProse':
    'لا تستبدل أي طبقة فرعية x: كلٌّ منها تضيف إليه تصحيحًا. لذا يبقى عمل الكتلة الأولى في x حتى النهاية، وللتدرج مسار مباشر، عبر عمليات الجمع، من الخسارة إلى كل كتلة. تُظهر الأعمدة حجم x (جذر متوسط مربعاته) بعد كل إضافة.',
  'block.streamHeading': 'حجم x (RMS) بعد كل طبقة فرعية، للرمز الأخير',
  'block.stageInput': 'المُدخل',
  'block.stageAttention': 'انتباه {l}',
  'block.stageMlp': 'MLP {l}',
  'block.stageAttentionShort': 'A{l}',
  'block.stageMlpShort': 'M{l}',
  'block.streamHover': '{stage}: RMS لـx = {rms}',
  'block.streamHoverAdded':
    '{stage}: RMS لـx = {rms}؛ أضافت هذه الطبقة الفرعية متجهًا RMS له {added}',
  'block.streamIdle':
    'كل عمود: تيار البواقي بعد إضافة طبقة فرعية أخرى (A2: انتباه الكتلة 2، وM2: الـMLP الخاص بها).',
  'block.streamLabel':
    'مخطط أعمدة: RMS لتيار البواقي للرمز الأخير بعد كل طبقة من الطبقات الفرعية ({count})، من {first} عند المُدخل إلى {last} بعد الكتلة {layers}.',
  'block.diagramTitle': 'TinyGPT، كما هو مضبوط في مختبر التدريب',
  'block.diagramProse':
    'غيّر الطبقات أو الرؤوس أو d_model أو المواضع أو التطبيع في مختبر التدريب، وسيتبعه هذا المخطط (وكل درس هنا).',
  'block.placementTitle': 'pre-norm أم post-norm',
  'block.placementProse':
    'كان Transformer لعام 2017 يطبّع بعد كل جمع: x = norm(x + sublayer(x))، أي post-norm. أما GPT-2 وTinyGPT فيطبّعان الفرع وحده: x = x + sublayer(norm(x))، أي pre-norm، مع تطبيع نهائي واحد في الآخر. في الأسفل، تُكدَّس الكتل العشوائية نفسها بالطريقتين على المُدخل نفسه؛ والتدرج هو تدرج اتجاه عشوائي ثابت للمُخرج.',
  'block.depthHint': '{range} كتل عشوائية، بالأوزان نفسها في الترتيبين',
  'block.preNorm': 'pre-norm (GPT-2، TinyGPT)',
  'block.postNorm': 'post-norm (2017)',
  'block.boundaryAxis': 'حدّ الكتلة (0 = المُدخل)',
  'block.activationAxis': 'RMS لـx',
  'block.gradientAxis': 'RMS للتدرج',
  'block.activationTitle': 'حجم التنشيطات',
  'block.gradientTitle': 'حجم التدرج',
  'block.activationTools': 'حجم التنشيطات، pre-norm مقابل post-norm',
  'block.gradientTools': 'حجم التدرج، pre-norm مقابل post-norm',
  'block.boundaryOutput': 'المُخرج',
  'block.boundaryInto': 'إلى الكتلة {l}',
  'block.preActivationColumn': 'RMS للتنشيطات مع pre-norm',
  'block.postActivationColumn': 'RMS للتنشيطات مع post-norm',
  'block.preGradientColumn': 'RMS للتدرج مع pre-norm',
  'block.postGradientColumn': 'RMS للتدرج مع post-norm',
  'block.activationLabel': {
    plural: 'depth',
    zero: 'حجم التنشيطات عبر {depth} كتلة: مع pre-norm ينمو من {preIn} إلى {preOut}؛ ومع post-norm يبقى قرب {postOut}.',
    one: 'حجم التنشيطات عبر كتلة واحدة: مع pre-norm ينمو من {preIn} إلى {preOut}؛ ومع post-norm يبقى قرب {postOut}.',
    two: 'حجم التنشيطات عبر كتلتين: مع pre-norm ينمو من {preIn} إلى {preOut}؛ ومع post-norm يبقى قرب {postOut}.',
    few: 'حجم التنشيطات عبر {depth} كتل: مع pre-norm ينمو من {preIn} إلى {preOut}؛ ومع post-norm يبقى قرب {postOut}.',
    many: 'حجم التنشيطات عبر {depth} كتلة: مع pre-norm ينمو من {preIn} إلى {preOut}؛ ومع post-norm يبقى قرب {postOut}.',
    other:
      'حجم التنشيطات عبر {depth} كتلة: مع pre-norm ينمو من {preIn} إلى {preOut}؛ ومع post-norm يبقى قرب {postOut}.',
  },
  'block.gradientLabel':
    'حجم التدرج الواصل إلى كل كتلة: عند المُدخل، {preIn} مع pre-norm و{postIn} مع post-norm؛ وعند المُخرج، {preOut} مع pre-norm و{postOut} مع post-norm.',
  'block.placementReadout':
    '{blocks} (d_model {dModel}، {heads}، {norm}، 16 رمزًا عشوائيًا): ينمو x من {preIn} إلى {preOut} مع pre-norm وينتهي عند {postOut} مع post-norm. التدرج عند المُدخل {preGradIn} (pre) مقابل {postGradIn} (post)، أي نسبته إلى تدرج المُخرج {preRatio} و{postRatio}.',
  'block.randomBlocks': {
    plural: 'n',
    zero: '{n} كتلة عشوائية',
    one: 'كتلة عشوائية واحدة',
    two: 'كتلتان عشوائيتان',
    few: '{n} كتل عشوائية',
    many: '{n} كتلة عشوائية',
    other: '{n} كتلة عشوائية',
  },
  'block.headCount': {
    plural: 'n',
    zero: '{n} رأس',
    one: 'رأس واحد',
    two: 'رأسان',
    few: '{n} رؤوس',
    many: '{n} رأسًا',
    other: '{n} رأس',
  },
  'block.shows':
    'ما يُظهره هذا المخطط: قبل أي تدريب، التدرج الواصل إلى المُدخل {post} مع post-norm، أي {factor} ضعفًا من تدرج pre-norm ({pre}).',
  'block.showsSmaller':
    'ما يُظهره هذا المخطط: قبل أي تدريب، التدرج الواصل إلى المُدخل {post} مع post-norm، أي أصغر بـ{factor} مرة من تدرج pre-norm ({pre}).',
  'block.bothStay':
    'يبقى تدرج post-norm ضمن معامل 1.25 من المُخرج رجوعًا إلى المُدخل (من {postOut} إلى {postIn})؛ ويبقى تدرج pre-norm ضمن معامل 1.25 من المُخرج رجوعًا إلى المُدخل (من {preOut} إلى {preIn}).',
  'block.postStaysPreChanges':
    'يبقى تدرج post-norm ضمن معامل 1.25 من المُخرج رجوعًا إلى المُدخل (من {postOut} إلى {postIn})؛ أما تدرج pre-norm فينتقل من {preOut} عند المُخرج إلى {preIn} عند المُدخل، أي {preRatio} ضعفًا من حجمه عند المُخرج.',
  'block.postChangesPreStays':
    'ينتقل تدرج post-norm من {postOut} عند المُخرج إلى {postIn} عند المُدخل، أي {postRatio} ضعفًا من حجمه عند المُخرج؛ ويبقى تدرج pre-norm ضمن معامل 1.25 من المُخرج رجوعًا إلى المُدخل (من {preOut} إلى {preIn}).',
  'block.bothChange':
    'ينتقل تدرج post-norm من {postOut} عند المُخرج إلى {postIn} عند المُدخل، أي {postRatio} ضعفًا من حجمه عند المُخرج؛ وينتقل تدرج pre-norm من {preOut} عند المُخرج إلى {preIn} عند المُدخل، أي {preRatio} ضعفًا من حجمه عند المُخرج.',
  'block.doesNotShow':
    'في pre-norm ينمو x من كتلة إلى أخرى، ويقسم تطبيعه النهائي على ذلك الحجم، فيصغّر كل تدرج تحته. وما لا يُظهره المخطط هو التدريب. مشكلة post-norm تكمن في تدرجات الأوزان حين تبدأ الخطوات: وجد Xiong et al. (2020) أن التدرجات القريبة من المُخرج كبيرة في البداية في الأكداس العميقة ذات post-norm، فاحتاجت إلى إحماء لمعدل التعلم (warm-up) كي تتدرّب أصلًا، بينما تدرّبت أكداس pre-norm بدونه. ومخطط لتدرجات x لاتجاه مُخرج عشوائي واحد، قبل أي خطوة، لا يستطيع إظهار ذلك.',
  'block.mlpTitle': 'الـMLP: وحدات مخفية عددها 4·d، وGELU',
  'block.mlpProse':
    'يوسّع الـMLP متجه كل رمز إلى 4·d_model عددًا، ويثنيها بـGELU (نحو 0 للمُدخلات السالبة، ونحو المُدخل نفسه للموجبة)، ثم يُسقطها عائدًا إلى d_model. يرى رمزًا واحدًا في كل مرة: الانتباه جمع السياق، والـMLP يعمل عليه.',
  'block.mlpHeading': 'الطبقة المخفية لـMLP الكتلة الأخيرة: GELU(x·W₁)',
  'block.hiddenAxis': 'الوحدة المخفية → (4·d_model)',
  'block.tokenAxis': 'الرمز ↓',
  'block.mlpHover': 'الرمز {i} «{byte}»، الوحدة المخفية {c}: {value}',
  'block.mlpIdle':
    'الأغمق: انخفاض GELU تحت 0 (حتى −0.17 على الأكثر)؛ الداكن: جانبه المسطح قرب 0؛ الساطع: وحدات نشطة بقوة.',
  'block.mlpLabel': {
    plural: 'tokens',
    zero: 'خريطة حرارية للطبقة المخفية لـMLP الكتلة الأخيرة، {tokens} رمز في {units} وحدة؛ {share}% من القيم تبعد عن الصفر أقل من 0.01.',
    one: 'خريطة حرارية للطبقة المخفية لـMLP الكتلة الأخيرة، رمز واحد في {units} وحدة؛ {share}% من القيم تبعد عن الصفر أقل من 0.01.',
    two: 'خريطة حرارية للطبقة المخفية لـMLP الكتلة الأخيرة، رمزان في {units} وحدة؛ {share}% من القيم تبعد عن الصفر أقل من 0.01.',
    few: 'خريطة حرارية للطبقة المخفية لـMLP الكتلة الأخيرة، {tokens} رموز في {units} وحدة؛ {share}% من القيم تبعد عن الصفر أقل من 0.01.',
    many: 'خريطة حرارية للطبقة المخفية لـMLP الكتلة الأخيرة، {tokens} رمزًا في {units} وحدة؛ {share}% من القيم تبعد عن الصفر أقل من 0.01.',
    other:
      'خريطة حرارية للطبقة المخفية لـMLP الكتلة الأخيرة، {tokens} رمز في {units} وحدة؛ {share}% من القيم تبعد عن الصفر أقل من 0.01.',
  },
  'block.mlpNote': '{share}% من هذه القيم ({count}) تبعد عن الصفر أقل من 0.01.',
  'block.outputTitle': 'التطبيع النهائي، رأس الإخراج، softmax',
  'block.outputProse':
    'بعد الكتلة الأخيرة، يعيد تطبيعٌ نهائي تحجيم x لكل رمز، ثم يعطي رأس الإخراج، وهو مصفوفة 256 × d_model، درجةً لكل بايت تالٍ ممكن: اللوجيتات (logits). ويحوّل softmax لوجيتات الرمز الأخير إلى الاحتمالات أدناه.',
  'block.probsHeading': 'احتمالات البايت التالي بعد النص (الـ12 الأرجح)',
  'block.probsHover': '«{byte}» (البايت {b}): اللوجيت {logit}، الاحتمال {probability}',
  'block.probsIdle': 'softmax(logits): البايتات الـ256 كلها تتقاسم الاحتمال 1.',
  'block.probsLabel':
    'مخطط أعمدة للبايتات التالية الـ12 الأرجح: أولها «{byte}» باحتمال {probability}.',
  'block.logitColumn': 'اللوجيت',
  'block.probabilityColumn': 'الاحتمال',
  'block.tyingTitle': 'ربط الأوزان و√d_model',
  'block.tyingProse':
    'يسأل رأس الإخراج: «صفُّ أيِّ بايت يشبهه x أكثر؟»، ويجيب جدول الرموز: «أي صف يمثّل هذا البايت؟». ربط الأوزان يستعمل مصفوفة واحدة للأمرين، كما يفعل GPT-2: معاملات أقل، والبايت النادر الظهور يحصل مع ذلك على صف إخراج معقول. وقد ربطتهما ورقة 2017 أيضًا وضربت التضمينات في √d_model: يُسحب جدولها صغيرًا (عناصر حجمها نحو 1/√d_model) لتعطي المصفوفة المشتركة لوجيتات معتدلة، ويعيد المعامل √d_model الصفوف إلى حجم نحو 1، مماثل للمواضع الجيبية المضافة إليها، فلا يُغرق أحدهما الآخر.',
  'block.tying':
    'في TinyGPT هذا، جدول الرموز ورأس الإخراج كلاهما 256 × {dModel} = {head} معاملًا، أي {share}% من معاملاته البالغة {parameters}: ربطهما يوفّر هذا العدد. عناصر جدول رموزه لها RMS قدره {rms}.',
  'lessons.block.title': 'كتلة المحوِّل',
  'lessons.block.place': 'كتلة المحوِّل، مكدَّسة',
  'questions.block.1.question': 'في كتلة pre-norm، ماذا تقرأ الطبقة الفرعية للانتباه؟',
  'questions.block.1.choice1': 'x نفسه',
  'questions.block.1.choice2': 'norm(x)',
  'questions.block.1.choice3': 'لوجيتات الكتلة السابقة',
  'questions.block.1.choice4': 'جدول الرموز',
  'questions.block.1.explanation':
    'pre-norm: x = x + attention(norm(x)). التطبيع يقع على الفرع؛ أما تيار البواقي x نفسه فلا يُطبَّع أبدًا حتى التطبيع النهائي.',
  'questions.block.2.question': 'لماذا ينمو حجم x من كتلة إلى أخرى في كدس pre-norm؟',
  'questions.block.2.explanation':
    'كل طبقة فرعية تضيف مُخرجها إلى x ولا شيء يعيد تحجيم المجموع، فـx مجموع جارٍ. أما post-norm فيطبّع بعد كل جمع، فيبقى x عند حجم التطبيع، لكن على التدرج أن يمرّ عبر كل تطبيع في طريق العودة.',
  'questions.block.3.question':
    'في TinyGPT تكون d_model مساوية 64. كم معاملًا يوفّر ربط رأس الإخراج بجدول الرموز؟',
  'questions.block.3.choice1': '64',
  'questions.block.3.choice2': '256',
  'questions.block.3.choice3': '16,384',
  'questions.block.3.choice4': 'لا شيء: لا يمكن لرأس أن يتشارك جدولًا',
  'questions.block.3.explanation':
    'الرأس مصفوفة 256 × 64، بشكل جدول الرموز نفسه: الربط يعيد استعمال الجدول ويوفّر 256 · 64 = 16,384 عددًا. GPT-2 يربطهما؛ أما TinyGPT فيحتفظ برأس خاص به.',
  'questions.block.4.question': 'يعمل الـMLP على كل رمز…',
  'questions.block.4.choice1': 'ناظرًا إلى كل رمز سابق',
  'questions.block.4.choice2': 'على حدة',
  'questions.block.4.choice3': 'في الموضع الأخير فقط',
  'questions.block.4.explanation':
    'يُطبَّق الـMLP على كل صف منفصلًا: الانتباه ينقل المعلومات بين الرموز، والـMLP يحوّل ما يحمله كل رمز الآن.',
  'settings.bk_depth': 'الكتل المكدَّسة',
  'settings.bk_weights': 'الأوزان',
};
