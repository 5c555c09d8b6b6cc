// ar: the words kept in pe-relative.js.
export const messages = {
  'pe-relative.lead':
    'يحفظ الجدول الجيبي مواضع مطلقة: الصف p يخص الموضع p. ومع ذلك قارن صفين، فتجد أن النتيجة لا تتوقف إلا على المسافة بينهما. فكل زوج (2i, 2i+1) نقطة تدور حول دائرة بسرعتها الخاصة ωᵢ، لذا يجمع الضرب النقطي لصفين جيوبَ تمام الزوايا بينهما:',
  'pe-relative.dotTitle': 'الضرب النقطي PE(p)·PE(p + k) مقابل k',
  'pe-relative.dotAxis': 'الضرب النقطي',
  'pe-relative.cosineTitle': 'تشابه جيب التمام مقابل k',
  'pe-relative.cosineAxis': 'جيب التمام',
  'pe-relative.offsetAxis': 'الإزاحة k',
  'pe-relative.fromP': 'من p = {p}',
  'pe-relative.fromZero': 'من p = 0',
  'pe-relative.dotSummary':
    'مخطط خطي: الضرب النقطي لـ PE({p}) وPE({p} + k) لقيم k من 0 إلى {k}؛ يبدأ عند {start}، والمنحنى من p = 0 يقع فوقه تمامًا.',
  'pe-relative.cosineSummary':
    'مخطط خطي: تشابه جيب التمام بين PE({p}) وPE({p} + k)، يبدأ من 1 عند k = 0، ومطابق للمنحنى من p = 0.',
  'pe-relative.similarityText':
    'عند k = 0 يساوي الضرب النقطي {start} = d/2 (كل زوج متجه وحدة). وعند k = {k} يساوي {fromP} من p = {p} و{fromZero} من p = 0. أكبر فرق بين المنحنيين على كل قيم k: {gap} (تقريب فقط).',
  'pe-relative.similarityPairs':
    'المواضع القريبة هي الأكثر تشابهًا، ويهبط التشابه، مع تموجات، كلما كبرت k: فالأزواج السريعة تفقد الارتباط أولًا بينما تحافظ عليه البطيئة.',
  'pe-relative.similarityOnePair':
    'مع d = 2 هناك زوج واحد، يدور راديانًا واحدًا لكل موضع، فيكون المنحنى cos(k) تمامًا: يتأرجح بين 1 و−1 كل 2π ≈ 6.28 موضع ولا يهبط نهائيًا أبدًا، وتبدو المواضع التي بينها 6 أو 19 شبه متطابقة. والجداول الأعرض تضيف أزواجًا أبطأ تكسر هذا التكرار.',
  'pe-relative.pHint': 'موضع البداية ({range})',
  'pe-relative.kHint': 'إلى أي مدى تنظر إلى الأمام: k من 0 إلى هذه القيمة',
  'pe-relative.dHint': 'عرض التضمين: {range}',
  'pe-relative.baseHint': 'ثابت الطول الموجي؛ 10000 في الورقة البحثية',
  'pe-relative.rotationTitle': 'التقدم k موضعًا يدير كل زوج بالزاوية k·ωᵢ',
  'pe-relative.rotationProse':
    'ارسم الزوج (PE[p, 2i], PE[p, 2i+1]) = (sin pωᵢ, cos pωᵢ) نقطةً على دائرة الوحدة (x = cos، y = sin). الانتقال من p إلى p + k يضيف k·ωᵢ إلى الزاوية. والدوران لا يتوقف على p، لذا تنقل مصفوفة واحدة ثابتة كل PE(p) إلى PE(p + k): تحويل خطي تستطيع أوزان الانتباه أن تتعلم استخدامه.',
  'pe-relative.pairHint': 'أي زوج (2i, 2i+1) يُرسم؛ الزوج 0 هو الأسرع دورانًا',
  'pe-relative.shiftHint': 'الإزاحة k التي يُدار بها (يجب أن يكون p + k ≥ 0)',
  'pe-relative.pairTooLarge':
    'يجب أن يكون الزوج i بين 0 وd_model/2 − 1 = {last} (القيمة المُدخلة {pair})',
  'pe-relative.matrixRow': 'الصف {n}',
  'pe-relative.matrixColumn': 'العمود {n}',
  'pe-relative.circleLabel':
    'دائرة الوحدة للزوج {pair}: PE({p}) عند الزاوية {start} rad، وPE({q}) مُدارًا بمقدار k·ω = {angle} rad.',
  'pe-relative.rotationText':
    'ω_{pair} = base^(−{twoI}/d) = {omega} rad لكل موضع، لذا تدير k = {k} الزوج بمقدار {angle} rad ({degrees}°). وحاصل ضرب المصفوفة في PE({p}) هو ({x}, {y})، وهو نفس PE({q}) المحسوب من الصيغة. غيّر p: تبقى المصفوفة كما هي.',
  'lessons.pe-relative.title': 'الموضع النسبي داخل الجيوب',
  'lessons.pe-relative.place': 'المواضع: ما يقوله الجدول الجيبي عن المسافة بين رمزين',
  'questions.pe-relative.1.question': 'هل PE(3)·PE(8) يساوي PE(103)·PE(108)؟',
  'questions.pe-relative.1.choice1': 'نعم: المسافة 5 في الزوجين كليهما',
  'questions.pe-relative.1.choice2': 'لا: المواضع اللاحقة تعطي نواتج أكبر',
  'questions.pe-relative.1.explanation':
    'الضرب النقطي هو Σ cos(5·ωᵢ) في الحالتين؛ وتختفي p من الحساب.',
  'questions.pe-relative.2.question':
    'لماذا يساوي منحنى جيب التمام منحنى الضرب النقطي مقسومًا على d/2؟',
  'questions.pe-relative.2.explanation':
    'لكل صف جيبي الطول نفسه: يساهم كل زوج بـ sin² + cos² = 1، لذا |PE(p)|² = d/2 لكل p.',
  'questions.pe-relative.3.question':
    'هل يستطيع الضرب النقطي التمييز بين «قبل 5 مواضع» و«بعد 5 مواضع»؟',
  'questions.pe-relative.3.choice1': 'نعم: إشارة k تغيّر المجموع',
  'questions.pe-relative.3.choice2': 'لا: cos دالة زوجية، فتعطي k و−k قيمة واحدة',
  'questions.pe-relative.3.explanation':
    'Σ cos(kωᵢ) متماثل في k. والاتجاه لا يزال موجودًا في المتجهات (فالتدوير بـ +kω يختلف عن التدوير بـ −kω)، وتستطيع أوزان الانتباه المُتعلَّمة استخدامه، أما الضرب النقطي البسيط فلا.',
  'questions.pe-relative.4.question':
    'كثيرًا ما يقال إن الترميزات الجيبية تحمل معلومات نسبية «مدمجة». ما المدمج فيها بالضبط؟',
  'questions.pe-relative.4.explanation':
    'حقيقتان تظهران هنا: تشابه موضعين لا يتوقف إلا على المسافة بينهما، وتحويل خطي ثابت (التدوير) ينقل PE(p) إلى PE(p + k) لكل p. ولا شيء يُجبر النموذج على استخدامهما؛ عليه أن يتعلم ذلك.',
  'settings.rel_p': 'p',
  'settings.rel_k': 'أكبر k',
  'settings.rel_d': 'd_model',
  'settings.rel_base': 'الأساس',
  'settings.rel_pair': 'الزوج i',
  'settings.rel_shift': 'k (الدوران)',
};
