// ar: the words kept in position-experiment.js.
export const messages = {
  'position-experiment.lead':
    'خذ رمزًا واحدًا وضعه في الموضع 0، ثم 1، ثم 2، … حتى N−1. صف الرمز هو نفسه في كل مرة، لذا فكل ما يختلف بين المتجهات الناتجة مصدره صفوف المواضع. ومقارنة كل زوج تُظهر ما يقوله جدول المواضع عن المسافة.',
  'position-experiment.tokenHint': 'معرّف بايت، {range} (97 هو «a»)',
  'position-experiment.tokenName': 'الرمز {id} = «{label}»',
  'position-experiment.nHint': 'عدد المواضع، {range} (في الدفتر: 20)',
  'position-experiment.dHint': 'عرض المتجه، {range} (زوجي في الجيبي)',
  'position-experiment.learnedRandom': 'مُتعلَّمة (عشوائية)',
  'position-experiment.sinusoidal': 'جيبية',
  'position-experiment.fullRange': 'من −1 إلى 1',
  'position-experiment.fitRange': 'على قدر القيم (تظهر الأشرطة الباهتة)',
  'position-experiment.heatmapTitle': 'cos(token + P[i], token + P[j])',
  'position-experiment.xAxis': 'الموضع j →',
  'position-experiment.yAxis': 'الموضع i ↓',
  'position-experiment.hover': 'الموضعان {i} و{j} (المسافة {distance}): cos = {value}',
  'position-experiment.heatmapLabelLearned':
    'تشابه جيب التمام للرمز {token} موضوعًا في المواضع من 0 إلى {last} مع مواضع مُتعلَّمة، {n} في {n}، من −1 (أزرق) إلى +1 (أحمر).',
  'position-experiment.heatmapLabelSinusoidal':
    'تشابه جيب التمام للرمز {token} موضوعًا في المواضع من 0 إلى {last} مع مواضع جيبية، {n} في {n}، من −1 (أزرق) إلى +1 (أحمر).',
  'position-experiment.heatmapLabelLearnedFit':
    'تشابه جيب التمام للرمز {token} موضوعًا في المواضع من 0 إلى {last} مع مواضع مُتعلَّمة، {n} في {n}، ملوَّنًا من {lo} (بنفسجي داكن) إلى {hi} (أصفر).',
  'position-experiment.heatmapLabelSinusoidalFit':
    'تشابه جيب التمام للرمز {token} موضوعًا في المواضع من 0 إلى {last} مع مواضع جيبية، {n} في {n}، ملوَّنًا من {lo} (بنفسجي داكن) إلى {hi} (أصفر).',
  'position-experiment.summaryLearned': '{n} × {n}، مواضع مُتعلَّمة، d = {d}. {point} على خلية.',
  'position-experiment.summarySinusoidal': '{n} × {n}، مواضع جيبية، d = {d}. {point} على خلية.',
  'position-experiment.byDistanceTitle': 'متوسط التشابه حسب المسافة',
  'position-experiment.byDistanceData': 'متوسط التشابه حسب المسافة',
  'position-experiment.distanceAxis': 'المسافة |i − j|',
  'position-experiment.meanAxis': 'متوسط جيب التمام',
  'position-experiment.distanceRow': 'المسافة {k}',
  'position-experiment.statsLearned':
    'المُتعلَّمة: متوسط التشابه عند المسافة 1 = {near}، وعند المسافة {far} = {atFar}، وعند المسافة {last} = {atLast}.',
  'position-experiment.statsSinusoidal':
    'الجيبية: متوسط التشابه عند المسافة 1 = {near}، وعند المسافة {far} = {atFar}، وعند المسافة {last} = {atLast}.',
  'position-experiment.byDistanceLabel':
    'متوسط التشابه مقابل المسافة. المُتعلَّمة: من {first} عند المسافة 1 إلى {last}.',
  'position-experiment.byDistanceLabelBoth':
    'متوسط التشابه مقابل المسافة. المُتعلَّمة: من {first} عند المسافة 1 إلى {last}. الجيبية: من {sinFirst} إلى {sinLast}.',
  'position-experiment.closing':
    'مع الجدول المُتعلَّم قبل التدريب، تكاد كل خلية خارج القطر تتساوى: فالموضعان 1 و2 ليسا أكثر تشابهًا من 1 و19، فلا شيء في الجدول يقول إن الجيران قريبون. بدّل إلى الجيبي فيمتد شريط على طول القطر: صار التشابه لا يتوقف إلا على المسافة، أعلى ما يكون للجيران ويهبط كلما ابتعدت المواضع. وعلى مقياس −1 إلى 1 يبدو الشريط باهتًا، لأن متجه الرمز نفسه، وهو واحد في كل صف، يُبقي كل جيب تمام قريبًا من 1: اختر «على قدر القيم» لتراه بوضوح. ولا يكتسب الجدول المُتعلَّم بنية كهذه إلا بالتدريب.',
  'lessons.position-experiment.title': 'تجربة: رمز واحد في كل موضع',
  'lessons.position-experiment.place': 'المواضع: رمز واحد موضوع في كل موضع',
  'questions.position-experiment.1.question':
    'مع مواضع مُتعلَّمة عشوائية، هل الموضع 3 أشبه بالموضع 4 منه بالموضع 15؟',
  'questions.position-experiment.1.choice1': 'نعم، الجيران أقرب',
  'questions.position-experiment.1.choice2': 'لا، التشابه متقارب',
  'questions.position-experiment.1.explanation':
    'كل صف في الجدول العشوائي يُسحب مستقلًا، فلا يعرف الجدول شيئًا عن الترتيب: كل زوج من موضعين مختلفين لا يشترك إلا في جزء الرمز ويقع قرب القيمة نفسها، نحو 0.5 هنا. وأي معنى لـ«القرب» يجب أن يُتعلَّم من البيانات.',
  'questions.position-experiment.2.question': 'أي الجدولين يُظهر بنية أكثر قبل أي تدريب؟',
  'questions.position-experiment.2.choice1': 'المُتعلَّم (العشوائي)',
  'questions.position-experiment.2.choice2': 'الجيبي',
  'questions.position-experiment.2.explanation':
    'الجدول الجيبي مبني من موجات ناعمة: الضرب النقطي للصفين p وq مجموع حدود cos(ω·(p − q))، أي دالة للمسافة وحدها. وهذا يعطي أشرطة موازية للقطر، تخبو (مع تموجات) كلما كبرت المسافة.',
  'questions.position-experiment.3.question':
    'لماذا يكون تشابه موضعين مختلفين نحو 0.5 مع صفوف مُتعلَّمة عشوائية؟',
  'questions.position-experiment.3.explanation':
    'كلا المتجهين t + pᵢ بصف الرمز نفسه t؛ والأجزاء العشوائية بالكاد تتداخل. لذا يكون الضرب النقطي نحو |t|²، بينما مربع طول كلٍّ منهما نحو |t|² + |p|² = 2d. فيكون جيب التمام نحو d / 2d = ½.',
  'settings.px_token': 'معرّف الرمز',
  'settings.px_n': 'عدد المواضع N',
  'settings.px_d': 'd_model',
  'settings.px_scale': 'مدى الألوان',
  'settings.px_pos': 'المواضع',
  'position-experiment.texForRandom': 'عندما تكون {P} عشوائية',
};
