// ar: the words kept in contextual.js.
export const messages = {
  'contextual.lead':
    'يعطي جدول الرموز الكلمة «bank» متجهًا واحدًا، سواء كان النص عن نهر (ضفة) أو عن مال (مصرف): تضمين ثابت، كما في word2vec. أما الحالة المخفية للرمز نفسه في المحوِّل فهي سياقية: فبعد كل كتلة تكون قد مزجت فيها ما جاء قبلها. هنا يقرأ TinyGPT نصين، ونقارن متجهاته لآخر بايت في الكلمة، طبقةً طبقة.',
  'contextual.bytesNote':
    'الرموز هنا بايتات، لذا تتكون الكلمة من عدة رموز؛ ونتتبع آخر بايت فيها، وهو الذي قرأ الكلمة كلها وكل ما قبلها. مع المواضع المُتعلَّمة أو الجيبية يختلف متجها الدخل من البداية، لأن الكلمة تقع في موضعين مختلفين؛ ومع RoPE أو ALiBi أو دون مواضع (يُضبط ذلك في مختبر التدريب) يبدأ جيب التمام بينهما عند 1 تمامًا، والكتل وحدها هي التي تباعد بينهما. الأوزان العشوائية تمزج السياقين اعتباطًا؛ والأوزان المدرَّبة تمزجهما بطرق تساعد على التنبؤ بالبايت التالي.',
  'contextual.aHint': 'سياق أول',
  'contextual.bHint': 'سياق آخر',
  'contextual.wordHint': 'يجب أن ترد في النصين كليهما',
  'contextual.wordPositions':
    'آخر بايت في الكلمة، {word}، هو الرمز {a} في النص A والرمز {b} في النص B.',
  'contextual.randomModel': 'TinyGPT عشوائي: {shape}، البذرة العشوائية {seed}.',
  'contextual.trainedModel': 'مدرَّب في المختبر: {shape}.',
  'contextual.trainHint': 'درّب نموذج TinyGPT في مختبر التدريب ليُضاف منحناه.',
  'contextual.trainedError': 'النموذج المدرَّب: {message}',
  'contextual.chartTitle': 'جيب التمام بين الحالتين المخفيتين، لكل طبقة',
  'contextual.byte': '«{byte}»',
  'contextual.randomCurve': 'أوزان عشوائية',
  'contextual.trainedCurve': 'مدرَّب في المختبر',
  'contextual.sensesCurve': 'مدرَّب على المعنيين',
  'contextual.layerAxis': 'الطبقة (0 = الدخل)',
  'contextual.cosineAxis': 'جيب التمام بين A وB',
  'contextual.layerInput': 'الدخل',
  'contextual.layerAfter': 'بعد الكتلة {l}',
  'contextual.layerLast': 'بعد الكتلة {l} (الأخيرة)',
  'contextual.layerCosine': '{layer} {cosine}',
  'contextual.chartLabel': 'جيب التمام بين الحالتين المخفيتين لـ {word} لكل طبقة: {curves}.',
  'contextual.curveCosines': '{curve} {cosines}',
  'contextual.readoutRow': 'صف {word} في جدول الرموز مع نفسه: جيب التمام {cosine}.',
  'contextual.readoutCurve': '{curve}: {layers}.',
  'contextual.toolsLabel': 'جيب التمام لكل طبقة',
  'contextual.randomExpect':
    'مع الأوزان العشوائية ينتقل جيب التمام من {first} عند الدخل إلى {last} بعد آخر كتلة. هذه الأوزان لا تعرف شيئًا عن الأنهار ولا عن المال: كل كتلة تمزج البايتات السابقة بأوزان اعتباطية، فيتحرك جيب التمام بالمصادفة (وبذرة عشوائية أخرى تحرّكه بطريقة أخرى) ولا يقول شيئًا عن المعنى.',
  'contextual.trainedExpect':
    'مع نموذج المختبر ينتقل جيب التمام من {first} عند الدخل إلى {last} بعد آخر كتلة. نموذج بهذا الصغر، دُرّب على بضعة آلاف من البايتات نادرًا ما تستخدم الكلمة، يتعلم أي البايتات يميل إلى أن يتبع أيها، لا ما هو الـ «bank»: يُظهر منحناه مدى اختلاف مزج كتله للسياقين، وليس عليه أن ينخفض أو يرتفع بانتظام من طبقة إلى أخرى.',
  'contextual.sensesExpect':
    'بعد التدريب على النص القصير عن نوعي «bank» (عدد الخطوات {steps}، البذرة العشوائية {seed})، تنتهي الحالتان عند {apart}، واستعمالان لمعنى النهر («{a}»، «{b}») عند {together}.',
  'contextual.sensesApart':
    'هنا يفصل السياق بين المعنيين فعلًا: لكي يتنبأ النموذج بما يتبع «bank» في ذلك النص، عليه أن يحمل معه أي «bank» هو.',
  'contextual.sensesTogether':
    'هنا لم ينفصل المعنيان بوضوح: بنص بهذه القلة، يتعلم نموذج بهذا الصغر قليلًا مما يتوقف على المعنى. جرّب بذرة عشوائية أخرى.',
  'contextual.sensesHint':
    'لترى السياق يفصل بين المعاني، درّب نموذجًا على نص يستخدم «bank» بالمعنيين (الزر أدناه): فالتنبؤ بما يتبع الكلمة هناك يحتاج إلى المعنى.',
  'contextual.sensesNote':
    'نموذج TinyGPT خاص بهذا الدرس (عدد الكتل {layers}، وعدد الرؤوس {heads}، وd_model {dModel}، وRoPE) يُدرَّب بعدد خطوات {steps} على نص من {bytes} بايت تستخدم «bank» بمعنى ضفة النهر و«bank» بمعنى المصرف: نحو عشر ثوانٍ، في الخلفية.',
  'contextual.sensesButton': 'درّب على المعنيين',
  'contextual.sensesProgress': 'جارٍ التدريب على المعنيين',
  'contextual.sensesStep': 'الخطوة {step} من {total}',
  'contextual.sensesDone': 'دُرّب بعدد خطوات {steps} بالبذرة العشوائية {seed}',
  'contextual.sensesStopped': 'توقف التدريب: {message}',
  'lessons.contextual.title': 'التضمينات الثابتة والسياقية',
  'lessons.contextual.place': 'متجهات الرموز بين الكتل',
  'questions.contextual.1.question':
    'قبل الكتلة الأولى، ما جيب التمام بين صفَّي «bank» في جدول الرموز في النصين؟',
  'questions.contextual.1.choice1': '0',
  'questions.contextual.1.choice2': 'يتوقف على النصين',
  'questions.contextual.1.choice3': '1',
  'questions.contextual.1.choice4': '−1',
  'questions.contextual.1.explanation':
    'في جدول الرموز صف واحد لكل رمز، ويُبحث عنه أيًّا كان ما يحيط به: الصف نفسه مرتين، وجيب التمام 1 تمامًا. هذا هو التضمين الثابت.',
  'questions.contextual.2.question': 'ما الذي يجعل الحالات المخفية تختلف بعد كتلة؟',
  'questions.contextual.2.choice1': 'جدول الرموز، يُبحث فيه من جديد لكل نص',
  'questions.contextual.2.choice2': 'الانتباه إلى الرموز الأخرى',
  'questions.contextual.2.choice3': 'رأس الخرج',
  'questions.contextual.2.choice4': 'softmax على البايتات',
  'questions.contextual.2.explanation':
    'يمزج الانتباه صفوف القيم للرموز السابقة، وهي تختلف بين «…river bank» و«…money in the bank». ثم تعمل شبكة MLP على هذا المزيج.',
  'questions.contextual.3.question':
    'مع المواضع المُتعلَّمة أو الجيبية، لماذا يكون جيب التمام أقل من 1 منذ الدخل؟',
  'questions.contextual.3.explanation':
    'الدخل هو صف الرمز مضافًا إليه صف الموضع، والكلمة تنتهي في موضعين مختلفين في النصين. ومع RoPE أو ALiBi أو دون مواضع لا يُضاف شيء إلى الصف، فيكون جيب التمام عند الدخل 1 تمامًا.',
  'questions.contextual.4.question': 'هل تتغير الحالة المخفية للكلمة إن عدّلت النص A بعد الكلمة؟',
  'questions.contextual.4.explanation':
    'لا: القناع السببي يمنع كل رمز من رؤية الرموز اللاحقة، فلا يهم إلا البايتات حتى الكلمة. جرّب ذلك.',
  'settings.cx_a': 'النص A',
  'settings.cx_b': 'النص B',
  'settings.cx_word': 'الكلمة',
};
