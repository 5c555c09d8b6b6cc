// ar: the words kept in check-after.js.
export const messages = {
  'check-after.lead':
    'عشرة أسئلة من جديد، سؤال لكل فكرة تعلّمها الدروس، بصياغة غير التي رأيتها قبل أن تبدأ. إجابتك الأولى هي التي تُحفظ؛ ولا تُحتسب في درجتك.',
  'check-after.gainLead':
    'حين تجيب عن الاختبارين كليهما، يُظهر الجدول كل فكرة قبل الدروس وبعدها، وأين تعيد القراءة إن كانت فكرة ما زالت تفوتك.',
  'check-after.noBefore':
    'هذه الدورة لا تتضمن الاختبار الذي قبل الدروس، فلا تقدّم يمكن عرضه: الجدول يسرد إجاباتك هنا.',
  'check-after.caption': 'ما اكتسبته، فكرة فكرة',
  'check-after.ideaHeader': 'الفكرة',
  'check-after.beforeHeader': 'قبل',
  'check-after.afterHeader': 'بعد',
  'check-after.gainHeader': 'التقدّم',
  'check-after.right': 'صحيحة',
  'check-after.missed': 'خاطئة',
  'check-after.open': 'لم تُجب بعد',
  'check-after.learned': 'تعلّمتها',
  'check-after.kept': 'كنت تعرفها',
  'check-after.stillMissed': 'ما زالت تفوتك',
  'check-after.slipped': 'فاتتك هذه المرة',
  'check-after.readAgain': 'أعد قراءة: {lesson}',
  'check-after.total': 'صحيحة من المحاولة الأولى',
  'check-after.totalRight': '{right} من {total}',
  'check-after.totalGain': '{gain} من الأفكار',
  'check-after.ideaTokens': 'الرموز: من النص إلى المُعرِّفات',
  'check-after.ideaBpe': 'BPE: دمج الأزواج المتكررة',
  'check-after.ideaEmbedding': 'صفوف جدول التضمينات',
  'check-after.ideaSinusoidal': 'المواضع الجيبية',
  'check-after.ideaRelative': 'الموضع النسبي وRoPE',
  'check-after.ideaAttention': 'الانتباه والقناع السببي',
  'check-after.ideaHeads': 'رؤوس الانتباه',
  'check-after.ideaBlock': 'الكتلة: البواقي والتطبيع',
  'check-after.ideaSampling': 'أخذ عينة البايت التالي',
  'check-after.ideaTraining': 'التدريب والخسارة',
  'lessons.check-after.title': 'بعد الدروس: عشرة أسئلة من جديد',
  'lessons.check-after.place': 'النموذج كله: سؤال لكل فكرة تعلّمها الدروس',
  'questions.check-after.1.question':
    'يقرأ مُجزِّئ النص على مستوى البايت الكلمة «naïve»، وحرف ï فيها يشغل بايتين في UTF-8. كم رمزًا يصنع؟',
  'questions.check-after.1.choice1': '5: رمز لكل حرف',
  'questions.check-after.1.choice2': '6: رمز لكل بايت',
  'questions.check-after.1.choice3': '1: رمز لكل كلمة',
  'questions.check-after.1.choice4': '10: رمزان لكل حرف',
  'questions.check-after.1.explanation':
    'مُجزِّئ النص على مستوى البايت يصنع رمزًا لكل بايت: n وa وv وe بايت واحد لكل منها، وï بايتان، فالمجموع ستة رموز.',
  'questions.check-after.2.question': 'أي نص يحوّله مُجزِّئ BPE إلى أقل عدد من الرموز نسبةً إلى طوله؟',
  'questions.check-after.2.choice1': 'نص يشبه نص تدريبه، الذي دمج أزواجه المتكررة',
  'questions.check-after.2.choice2': 'نص بلغة لم يرها قط، يُقرأ كلمات مجهولة كاملة',
  'questions.check-after.2.choice3': 'سلسلة عشوائية من البايتات، فكل بايت رمز أصلًا',
  'questions.check-after.2.choice4': 'كل النصوص سواء: العدد يتوقف على الطول وحده',
  'questions.check-after.2.explanation':
    'عمليات الدمج لديه هي الأزواج المتكررة في نص تدريبه: النص الشبيه به تغطيه رموز طويلة، أما النص غير المألوف فيرجع إلى قطع قصيرة، حتى البايتات المفردة.',
  'questions.check-after.3.question':
    'مفردات من 50,000 رمز، وصفوف من 768 عددًا: ماذا تعطي قراءة الرمز 7؟',
  'questions.check-after.3.choice1': 'الصف 7 من الجدول: 768 عددًا',
  'questions.check-after.3.choice2': 'العمود 7 من الجدول: 50,000 عدد',
  'questions.check-after.3.choice3': 'عددًا واحدًا، السابع في الجدول',
  'questions.check-after.3.choice4': 'متجه one-hot من 50,000 عدد',
  'questions.check-after.3.explanation':
    'في الجدول صف لكل رمز؛ والقراءة تسلّم النموذج صف الرمز 7، وهو متجه من 768 عددًا يعدّله التدريب.',
  'questions.check-after.4.question':
    'في جدول المواضع الجيبي، أي الأبعاد تميّز بين موضعين متباعدين (مثلًا 3 و900) دون أن تكرر نفسها؟',
  'questions.check-after.4.choice1': 'الأخيرة (i كبير)، لأن موجاتها طويلة',
  'questions.check-after.4.choice2': 'الأولى (i صغير)، لأنها الأسرع تغيّرًا',
  'questions.check-after.4.choice3': 'لا شيء منها: كل بُعد يتكرر كل 2π موضع',
  'questions.check-after.4.choice4': 'البُعد 0 وحده، لأنه يكبر مع الموضع',
  'questions.check-after.4.explanation':
    'الأزواج الأولى تدور بسرعة كبيرة حتى إنها تعود إلى البداية مرات كثيرة خلال 900 موضع؛ أما الأخيرة فتدور ببطء شديد فتظل زواياها مختلفة.',
  'questions.check-after.5.question':
    'لماذا تتوقف الدرجة بين استعلام ومفتاح مُدارين بـ RoPE على المسافة بينهما، لا على موضعيهما؟',
  'questions.check-after.5.choice1': 'لأن ضربهما النقطي لا يحتفظ إلا بالفرق بين زاويتي دورانهما',
  'questions.check-after.5.choice2': 'لأن RoPE يطرح أحد الموضعين من الآخر قبل أن يبدأ الانتباه',
  'questions.check-after.5.choice3': 'لأن RoPE يحتفظ بجدول لكل مسافة بجانب النموذج ويقرأ منه',
  'questions.check-after.5.choice4':
    'ليست كذلك: الدرجة تتوقف على الموضعين كليهما، كما مع المتجهات المُضافة',
  'questions.check-after.5.explanation':
    'تدوير q بالزاوية mθ وk بالزاوية nθ يغيّر ضربهما النقطي بالزاوية بينهما، (m − n)θ: فتحريك الاثنين معًا على امتداد النص يتركه كما هو.',
  'questions.check-after.6.question': 'تحت القناع السببي، أي أوزان مصفوفة الانتباه تساوي 0 دائمًا؟',
  'questions.check-after.6.choice1': 'التي فوق القطر: أوزان كل رمز على الرموز اللاحقة',
  'questions.check-after.6.choice2': 'التي تحت القطر: أوزان كل رمز على الرموز السابقة',
  'questions.check-after.6.choice3': 'التي على القطر: وزن كل رمز على نفسه',
  'questions.check-after.6.choice4': 'لا شيء منها: القناع يغيّر الدرجات لا الأوزان',
  'questions.check-after.6.explanation':
    'الصف i يحمل أوزان الرمز i على كل الرموز؛ والقناع يجعل درجات الرموز اللاحقة −∞، فتصبح أوزانها بعد softmax صفرًا.',
  'questions.check-after.7.question':
    'رأسان من طبقة واحدة يقرآن الرموز نفسها. ما الذي يمكن أن يختلف بينهما؟',
  'questions.check-after.7.choice1': 'أوزانهما: لكل منهما W_Q وW_K وW_V الخاصة به',
  'questions.check-after.7.choice2': 'لا شيء: رؤوس الطبقة الواحدة نسخ متطابقة',
  'questions.check-after.7.choice3': 'عرض الخرج الذي يصنعه كل رأس فقط',
  'questions.check-after.7.choice4': 'القناع: قد ينظر أحد الرأسين إلى الأمام نحو الرموز اللاحقة',
  'questions.check-after.7.explanation':
    'كل رأس يصنع استعلاماته ومفاتيحه وقيمه بمصفوفاته الخاصة، فتختلف أوزانه؛ أما القناع فهو نفسه لكل رؤوس المُفكِّك (decoder).',
  'questions.check-after.8.question': 'ماذا تفعل LayerNorm بمتجه كل رمز؟',
  'questions.check-after.8.choice1': 'تجعل متوسطه 0 وانتشاره 1، ثم تضربه في γ وتزيحه بـ β',
  'questions.check-after.8.choice2': 'تجعل أكبر مُدخلاته 1 وتقسم البقية عليه',
  'questions.check-after.8.choice3': 'تضيف إليه موضع الرمز، لتعرف الطبقة التالية أين هو',
  'questions.check-after.8.choice4': 'تأخذ متوسطه مع متجهات الرموز الأخرى في النص',
  'questions.check-after.8.explanation':
    'تعمل LayerNorm على متجه واحد في كل مرة: اطرح متوسطه، واقسم على انحرافه المعياري (مع ε)، ثم اضرب في γ وأزح بـ β.',
  'questions.check-after.9.question':
    'ماذا تفعل درجة حرارة عالية جدًا (مثلًا 100) باختيار البايت التالي؟',
  'questions.check-after.9.choice1': 'شبه منتظم: كل بايت محتمل بالقدر نفسه تقريبًا',
  'questions.check-after.9.choice2': 'البايت الأرجح في كل مرة، كما في الفك الجشع',
  'questions.check-after.9.choice3': 'لا تبقي إلا البايتين الأرجح',
  'questions.check-after.9.choice4':
    'لا شيء: درجة الحرارة لا تقيّس إلا اللوجيتات (logits) لا الاختيار',
  'questions.check-after.9.explanation':
    'تُقسم اللوجيتات على درجة الحرارة قبل softmax؛ وإذا قُسمت على 100 صارت كلها قريبة من 0، فتكون الاحتمالات متقاربة جدًا.',
  'questions.check-after.10.question':
    'يعطي النموذج البايت التالي الصحيح احتمالًا قدره 0.5. ماذا يضيف هذا الموضع إلى خسارة الإنتروبيا التقاطعية؟',
  'questions.check-after.10.choice1': '−ln 0.5 = ln 2 ≈ 0.69',
  'questions.check-after.10.choice2': '0.5، الاحتمال الضائع',
  'questions.check-after.10.choice3': '2، مقلوب الاحتمال',
  'questions.check-after.10.choice4': '0: نصف الصواب لا يكلّف شيئًا',
  'questions.check-after.10.explanation':
    'كل موضع يضيف −ln p، حيث p الاحتمال المُعطى للبايت الصحيح: −ln 0.5 = ln 2 ≈ 0.69 nats.',
};
