// ar: the words kept in positions.js.
export const messages = {
  'positions.lead':
    'رقّم الرموز token_0 وtoken_1 و… وtoken_N. الموضع المطلق للرمز هو فهرسه هو. والموضع النسبي للرمز i بالنسبة إلى الرمز j هو الفرق i − j: كم يبعد أحدهما خلف الآخر (أو أمامه). والمعنى يهتم عادةً بالثاني («الكلمة التي قبلها مباشرة»)، لكن النموذج يُعطى تسلسلًا، فلا بد من شيء يحوّل الفهارس إلى أعداد يستطيع استخدامها.',
  'positions.textLabel': 'النص',
  'positions.textHint': 'يُقسَّم هنا إلى كلمات عند المسافات؛ ودرس مُجزِّئ النص يُظهر الرموز الحقيقية',
  'positions.pickNote':
    'انقر على كلمة لتجعلها الرمز i (إطار متصل)؛ وانقر مع الضغط على Shift، أو استخدم المربعات، للرمز j (إطار متقطع).',
  'positions.tokensLabel': 'رموز النص',
  'positions.tokenPosition': '، الموضع',
  'positions.roleI': '، الرمز i',
  'positions.roleJ': '، الرمز j',
  'positions.roleBoth': '، الرمز i، الرمز j',
  'positions.iHint': 'الرمز الذي يسأل (الاستعلام)',
  'positions.jHint': 'الرمز الذي ينظر إليه (المفتاح)',
  'positions.noWords': 'اكتب نصًّا: لا توجد كلمات لاختيارها',
  'positions.iOutside': {
    plural: 'n',
    zero: 'يجب أن يكون الرمز i بين 0 و{last}: في النص {n} كلمة (القيمة المُدخلة {i})',
    one: 'يجب أن يكون الرمز i بين 0 و{last}: في النص كلمة واحدة (القيمة المُدخلة {i})',
    two: 'يجب أن يكون الرمز i بين 0 و{last}: في النص كلمتان (القيمة المُدخلة {i})',
    few: 'يجب أن يكون الرمز i بين 0 و{last}: في النص {n} كلمات (القيمة المُدخلة {i})',
    many: 'يجب أن يكون الرمز i بين 0 و{last}: في النص {n} كلمة (القيمة المُدخلة {i})',
    other: 'يجب أن يكون الرمز i بين 0 و{last}: في النص {n} كلمة (القيمة المُدخلة {i})',
  },
  'positions.jOutside': {
    plural: 'n',
    zero: 'يجب أن يكون الرمز j بين 0 و{last}: في النص {n} كلمة (القيمة المُدخلة {j})',
    one: 'يجب أن يكون الرمز j بين 0 و{last}: في النص كلمة واحدة (القيمة المُدخلة {j})',
    two: 'يجب أن يكون الرمز j بين 0 و{last}: في النص كلمتان (القيمة المُدخلة {j})',
    few: 'يجب أن يكون الرمز j بين 0 و{last}: في النص {n} كلمات (القيمة المُدخلة {j})',
    many: 'يجب أن يكون الرمز j بين 0 و{last}: في النص {n} كلمة (القيمة المُدخلة {j})',
    other: 'يجب أن يكون الرمز j بين 0 و{last}: في النص {n} كلمة (القيمة المُدخلة {j})',
  },
  'positions.iMoved': {
    plural: 'n',
    zero: 'انتقل الرمز i إلى {last}، الكلمة الأخيرة: صار في النص {n} كلمة',
    one: 'انتقل الرمز i إلى {last}، الكلمة الأخيرة: صار في النص كلمة واحدة',
    two: 'انتقل الرمز i إلى {last}، الكلمة الأخيرة: صار في النص كلمتان',
    few: 'انتقل الرمز i إلى {last}، الكلمة الأخيرة: صار في النص {n} كلمات',
    many: 'انتقل الرمز i إلى {last}، الكلمة الأخيرة: صار في النص {n} كلمة',
    other: 'انتقل الرمز i إلى {last}، الكلمة الأخيرة: صار في النص {n} كلمة',
  },
  'positions.jMoved': {
    plural: 'n',
    zero: 'انتقل الرمز j إلى {last}، الكلمة الأخيرة: صار في النص {n} كلمة',
    one: 'انتقل الرمز j إلى {last}، الكلمة الأخيرة: صار في النص كلمة واحدة',
    two: 'انتقل الرمز j إلى {last}، الكلمة الأخيرة: صار في النص كلمتان',
    few: 'انتقل الرمز j إلى {last}، الكلمة الأخيرة: صار في النص {n} كلمات',
    many: 'انتقل الرمز j إلى {last}، الكلمة الأخيرة: صار في النص {n} كلمة',
    other: 'انتقل الرمز j إلى {last}، الكلمة الأخيرة: صار في النص {n} كلمة',
  },
  'positions.moreLessons':
    'المزيد في الدروس الأخرى: {sinusoidal} (صفوف مطلقة)، و{relative} (الضرب النقطي يتوقف على i − j)، و{rope} (تدويرات تجعل الدرجات لا تتوقف إلا على i − j).',
  'positions.sinusoidalLink': 'الجدول الجيبي',
  'positions.relativeLink': 'الموضع النسبي داخل الجيوب',
  'positions.ropeLink': 'RoPE',
  'positions.jBefore':
    'مطلقًا: «{wordI}» هو token_{i}، و«{wordJ}» هو token_{j}. نسبيًا: i − j = {i} − {j} = {offset} («{wordJ}» يأتي قبل «{wordI}» بمسافة {distance}).',
  'positions.jAfter':
    'مطلقًا: «{wordI}» هو token_{i}، و«{wordJ}» هو token_{j}. نسبيًا: i − j = {i} − {j} = {offset} («{wordJ}» يأتي بعد «{wordI}» بمسافة {distance}).',
  'positions.sameToken':
    'مطلقًا: «{wordI}» هو token_{i}، و«{wordJ}» هو token_{j}. نسبيًا: i − j = {i} − {j} = {offset} (الرمز نفسه).',
  'positions.sinusoidalTitle': 'جدول من الجيوب وجيوب التمام: مطلق في الدخل، نسبي في الضرب النقطي',
  'positions.sinusoidalPrimer':
    'الجدول الجيبي يعطي كل موضع صفًّا ثابتًا من الجيوب وجيوب التمام بأطوال موجية كثيرة',
  'positions.sinusoidalRows':
    '{primer}. ينال كل رمز صفه الخاص، وفيه {d} من الأعداد (d_model {d})؛ وأعداده الأربعة الأولى هي PE[{i}, :4] = ({rowI}) وPE[{j}, :4] = ({rowJ}). هذه الصفوف تسمّي مواضع مطلقة.',
  'positions.sinusoidalDot':
    'لكن PE({i})·PE({j}) = {pair}، وPE(0)·PE({distance}) = {fromZero}: القيمة نفسها، لأن المسافة {distance} وحدها هي المهمة (d_model {d}). وتضيع إشارة i − j في الضرب النقطي؛ لكنها تبقى في الصفوف نفسها.',
  'positions.ropeTitle': 'التدويرات: الدرجة نفسها لا تتوقف إلا على i − j',
  'positions.ropePrimer':
    'الترميز الموضعي الدوّار (RoPE) لا يضيف شيئًا إلى الصفوف: داخل الانتباه يدير كل استعلام q وكل مفتاح k بزوايا يحددها موضعه',
  'positions.ropeScores':
    '{primer}. مع q وk عشوائيين (العرض {d}، البذرة العشوائية {seed})، تدوير q بحسب موضعه وk بحسب موضعه يعطي الدرجة {scores}: حرّك الرمزين معًا على طول النص فلا يتغير شيء، ما دامت المسافة بينهما {offset}.',
  'positions.ropeScore': '{score} عند ({i}, {j})',
  'lessons.positions.title': 'الموضع المطلق والموضع النسبي',
  'lessons.positions.place': 'المواضع: كيف يعرف النموذج أين يقع كل رمز',
  'questions.positions.1.question':
    'في «token_0, token_1, …, token_N»، ما الموضع المطلق للرمز token_N؟',
  'questions.positions.1.choice1': 'N',
  'questions.positions.1.choice2': 'N ناقص موضع رمز الاستعلام',
  'questions.positions.1.explanation':
    'الموضع المطلق هو فهرس الرمز نفسه في التسلسل. أما «N ناقص موضع رمز الاستعلام» فهو موضع نسبي.',
  'questions.positions.2.question': 'الرمز i = 9 ينتبه إلى الرمز j = 4. ما الموضع النسبي؟',
  'questions.positions.2.choice1': '13',
  'questions.positions.2.choice2': '5',
  'questions.positions.2.choice3': '−5',
  'questions.positions.2.explanation':
    'i − j = 9 − 4 = 5: يقع المفتاح قبل الاستعلام بخمسة رموز (أو −5 إن عددت من جهة المفتاح).',
  'questions.positions.3.question':
    'حين يُضاف جدول الجيوب وجيوب التمام أعلاه إلى الدخل، ماذا يتلقى النموذج مباشرةً؟',
  'questions.positions.3.choice1': 'المواضع المطلقة فقط',
  'questions.positions.3.choice2': 'المواضع النسبية فقط',
  'questions.positions.3.explanation':
    'ينال كل رمز صف فهرسه هو. والمعلومات النسبية ضمنية فقط: الضرب النقطي للصفوف يتوقف على i − j، فيستطيع الانتباه أن يتعلم قراءتها.',
  'settings.posn_i': 'الرمز i (الاستعلام)',
  'settings.posn_j': 'الرمز j (المفتاح)',
  'positions.texAbsolute': 'مطلق:',
  'positions.texRelative': 'نسبي:',
};
