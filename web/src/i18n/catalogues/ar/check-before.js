// ar: the words kept in check-before.js.
export const messages = {
  'check-before.lead':
    'عشرة أسئلة قبل أن تبدأ، سؤال لكل فكرة تعلّمها الدروس: كيف يصير النص رموزًا، وكيف تصير الرموز متجهات، وكيف يميّز النموذج المواضع، وكيف ينتبه، وكيف يُبنى، وكيف يأخذ العينات، وكيف يتعلم.',
  'check-before.notKnowing':
    'أجب عن كل سؤال بأفضل تخمين لديك، حتى حين لا تعرف بعد: فهذا هو الغرض من هذا الاختبار. إجابتك الأولى هي التي تُحفظ، ولا تُحسب في نتيجتك.',
  'check-before.after':
    'في النهاية، يسأل اختبار ما بعد الدروس عن الأفكار العشر نفسها بكلمات أخرى، ويُظهر ما اكتسبته في كل منها.',
  'lessons.check-before.title': 'قبل أن تبدأ: عشرة أسئلة',
  'lessons.check-before.place': 'النموذج كله: سؤال لكل فكرة تعلّمها الدروس',
  'questions.check-before.1.question':
    'يقرأ مُجزِّئ النص على مستوى البايت «café»، وحرف é فيها يأخذ بايتين في UTF-8. كم رمزًا يصنع؟',
  'questions.check-before.1.choice1': '4: رمز لكل حرف',
  'questions.check-before.1.choice2': '5: رمز لكل بايت',
  'questions.check-before.1.choice3': '1: رمز لكل كلمة',
  'questions.check-before.1.choice4': '8: رمزان لكل حرف',
  'questions.check-before.1.explanation':
    'مُجزِّئ النص على مستوى البايت يصنع رمزًا لكل بايت: c وa وf بايت واحد لكلٍّ منها، وé بايتان، فتكون خمسة رموز.',
  'questions.check-before.2.question': 'ماذا تفعل خطوة دمج واحدة في تدريب BPE؟',
  'questions.check-before.2.choice1': 'تجعل أكثر زوج متكرر من الرموز المتجاورة رمزًا جديدًا واحدًا',
  'questions.check-before.2.choice2': 'تحذف أندر بايت من المفردات لتفسح مكانًا لبايت جديد',
  'questions.check-before.2.choice3': 'تقسم أطول رمز في النص إلى رمزين أقصر وأكثر شيوعًا',
  'questions.check-before.2.choice4': 'تضم كل زوج يتكرر أكثر من مرة، كلها في خطوة واحدة',
  'questions.check-before.2.explanation':
    'تعدّ كل خطوة أزواج الرموز المتجاورة، وتعطي الزوج الأكثر تكرارًا معرّفًا جديدًا وتعيد كتابة النص به؛ ثم تعدّ الخطوة التالية من جديد.',
  'questions.check-before.3.question':
    'مفردات من 1000 رمز، وصفوف من 32 عددًا: ما شكل جدول التضمينات؟',
  'questions.check-before.3.choice1': '1000 × 32',
  'questions.check-before.3.choice2': '32 × 32',
  'questions.check-before.3.choice3': '1000 × 1000',
  'questions.check-before.3.choice4': '1 × 32',
  'questions.check-before.3.explanation':
    'صف لكل رمز في المفردات، وطول كل صف بطول متجهات النموذج: 1000 صف من 32 عددًا.',
  'questions.check-before.4.question':
    'في جدول المواضع الجيبي، كيف تتغير الأبعاد الأولى (i صغير) من موضع إلى الذي يليه، مقارنةً بالأبعاد الأخيرة؟',
  'questions.check-before.4.choice1': 'تتغير أسرع: أطوالها الموجية هي الأقصر',
  'questions.check-before.4.choice2': 'تتغير أبطأ: أطوالها الموجية هي الأطول',
  'questions.check-before.4.choice3': 'تتغير الأبعاد كلها بالمعدل نفسه',
  'questions.check-before.4.choice4': 'لا تتغير: الأبعاد الأخيرة وحدها ترمّز الموضع',
  'questions.check-before.4.explanation':
    'التردد 1/10000^(2i/d) ينخفض كلما كبر i: الأزواج الأولى تدور بسرعة، كعقرب الثواني في الساعة، والأخيرة ببطء، كعقرب الساعات.',
  'questions.check-before.5.question': 'ماذا يفعل RoPE بمتجه استعلام في الموضع p؟',
  'questions.check-before.5.choice1': 'يدير كل زوج من أعداده بمقدار p ضعف زاوية',
  'questions.check-before.5.choice2': 'يضيف إليه الصف p من جدول مواضع مُتعلَّم، كما يفعل GPT-2',
  'questions.check-before.5.choice3': 'يضرب كل عدد في المتجه في الموضع p',
  'questions.check-before.5.choice4': 'يحذف آخر p من أعداد المتجه، ويُبقي الباقي',
  'questions.check-before.5.explanation':
    'يعامل RoPE المتجه أزواجًا من الأعداد ويدير كل زوج بمقدار p ضعف زاوية ذلك الزوج الخاصة؛ ولا يُضاف شيء إلى تضمين الرمز.',
  'questions.check-before.6.question':
    'في الانتباه السببي على 5 رموز، إلى كم رمزًا يستطيع الرمز 3 (بالعد من 0) أن ينتبه؟',
  'questions.check-before.6.choice1': '4: الرموز من 0 إلى 3',
  'questions.check-before.6.choice2': '3: الرموز من 0 إلى 2',
  'questions.check-before.6.choice3': '5: كل رموز النص',
  'questions.check-before.6.choice4': '1: نفسه فقط',
  'questions.check-before.6.explanation':
    'يسمح القناع السببي للرمز أن ينتبه إلى نفسه وإلى كل رمز سابق، وليس أبدًا إلى رمز لاحق: الرموز 0 و1 و2 و3.',
  'questions.check-before.7.question':
    'لماذا تستخدم الطبقة عدة رؤوس انتباه بدل رأس واحد بعرض النموذج؟',
  'questions.check-before.7.choice1': 'كل رأس يستطيع أن ينتبه إلى رموز مختلفة، لسبب مختلف',
  'questions.check-before.7.choice2': 'الرؤوس المتعددة تحتاج معاملات أقل من رأس واحد بعرض النموذج',
  'questions.check-before.7.choice3': 'الرأس الواحد بعرض النموذج لا يستطيع تطبيق softmax',
  'questions.check-before.7.choice4': 'الرؤوس المتعددة تتيح للرمز قراءة الرموز التي تأتي بعده',
  'questions.check-before.7.explanation':
    'لكل رأس أوزانه الخاصة، فقد يتتبع أحدها الرمز السابق بينما يتتبع آخر القوس المقابل؛ أما الرأس الواحد فيصنع متوسطًا موزونًا واحدًا لكل رمز.',
  'questions.check-before.8.question': 'ماذا تفعل وصلة البواقي حول طبقة فرعية في الكتلة؟',
  'questions.check-before.8.choice1': 'تضيف خرج الطبقة الفرعية إلى x، دخلها',
  'questions.check-before.8.choice2': 'تستبدل x بخرج الطبقة الفرعية، ناسيةً x',
  'questions.check-before.8.choice3': 'تطبّع x إلى متوسط 0 وانتشار 1',
  'questions.check-before.8.choice4': 'تعيد خرج الكتلة إلى الكتلة الأولى',
  'questions.check-before.8.explanation':
    'x + sublayer(norm(x)): يمر الدخل دون تغيير وتضيف إليه كل طبقة فرعية تغييرها، وهذا ما يُبقي الكدسة العميقة قابلة للتدريب.',
  'questions.check-before.9.question': 'ماذا يعطي أخذ العينات بطريقة top-k مع k = 1؟',
  'questions.check-before.9.choice1': 'البايت الأرجح دائمًا: فك الترميز الجشع',
  'questions.check-before.9.choice2': 'بايتًا يُسحب بالتساوي من بين الـ 256',
  'questions.check-before.9.choice3': 'ثاني أرجح بايت دائمًا',
  'questions.check-before.9.choice4': 'بايتًا يُسحب من التوزيع الكامل دون تغيير',
  'questions.check-before.9.explanation':
    'يُبقي top-k أرجح k من البايتات ويسحب من بينها؛ ومع k = 1 لا يبقى إلا الأرجح، فيكون الاختيار هو نفسه دائمًا.',
  'questions.check-before.10.question':
    'الخسارة هي الإنتروبيا التقاطعية للبايت التالي. ماذا تعني خسارة قدرها 0؟',
  'questions.check-before.10.choice1': 'البايت التالي الصحيح نال دائمًا الاحتمال 1',
  'questions.check-before.10.choice2': 'يوزّع النموذج تخميناته بالتساوي على البايتات الـ 256',
  'questions.check-before.10.choice3': 'لم يبدأ التدريب بعد، فلم يُقَس شيء',
  'questions.check-before.10.choice4': 'كل أوزان النموذج 0، فكل خرج 0',
  'questions.check-before.10.explanation':
    'كل موضع يضيف −ln p، حيث p الاحتمال المعطى للبايت الصحيح؛ ولا يكون المجموع صفرًا إلا إذا كانت p = 1 في كل مكان.',
};
