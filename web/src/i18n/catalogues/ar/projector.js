// ar: the words kept in projector.js.
export const messages = {
  'projector.lead':
    'في كل صف من جدول الرموز أعداد أكثر من أن تُقرأ بالنظر. يضع المُسقِط (projector) كل صف نقطةً على مستوٍ، بحيث تقع الصفوف المتشابهة قرب بعضها. وهنا: الجدول المدرَّب في المختبر (صفوف حروف نصك)، أو الجدول العشوائي الذي بدأ منه، أو متجهات من عندك.',
  'projector.keepsTitle': 'ما تحفظه خريطة الصفوف وما تفقده',
  'projector.pcaProse':
    'يدير PCA سحابة الصفوف بحيث يواجهك اتجاهاها الأعرض، ويسطّح الباقي. المسافات على المستوى مسافات حقيقية على هذين الاتجاهين؛ أما ما يقع في الاتجاهات الأخرى فيضيع.',
  'projector.tsneProse':
    'أما t-SNE (van der Maaten وHinton، 2008) فيسأل كل صف عن الصفوف القريبة منه، في صورة احتمال يقل مع المسافة، ويحرّك النقاط على المستوى حتى يطابق قربُها هي تلك الاحتمالات. إنه يحفظ الجوار: الصفوف القريبة في الجدول تنتهي قريبة على الخريطة. لكنه لا يحفظ المسافات بين العناقيد ولا أحجامها: كل جوار يُبسط إلى حجم متقارب، والفجوات بين المجموعات تتوقف على الإعدادات. اقرأ خريطة t-SNE بمن يجاور من، ولا تقرأها أبدًا ببُعد مجموعتين إحداهما عن الأخرى.',
  'projector.perplexityProse':
    'الحيرة (perplexity) هي تقريبًا عدد الجيران الذين يحاول كل صف إبقاءهم قريبين: مع 5 تُظهر الخريطة مجموعات صغيرة متراصة؛ ومع 50 تُظهر أكثر من الشكل العام. ويجب أن تبقى أقل من عدد الصفوف.',
  'projector.demoProse':
    'جرّب: شغّل t-SNE مرتين بقيمتين للحيرة، أو ببذرتين عشوائيتين. تبقى المجموعات ومن فيها؛ ويتغير موضع المجموعات والمسافة بينها.',
  'projector.sourceTrained': 'مدرَّب في المختبر',
  'projector.sourceRandom': 'عشوائي، قبل التدريب',
  'projector.sourceFile': 'ملف vectors.tsv الخاص بك',
  'projector.methodTsne': 't-SNE: يحفظ الجوار',
  'projector.methodPca': 'PCA: الاتجاهان الأعرض',
  'projector.perplexityHint': 'عدد الجيران الذين يبقيهم كل صف قريبين تقريبًا؛ أقل من عدد الصفوف',
  'projector.iterationsHint': '{range}؛ تتحرك الخريطة أثناء تنفيذها',
  'projector.seedHint': 'من أين تبدأ النقاط؛ بذرة عشوائية أخرى، خريطة أخرى',
  'projector.pointHint': 'الصف الذي تُسرد جيرانه؛ −1 لعدم الاختيار ({pick} نقطة لاختيار واحدة)',
  'projector.shownTrained': 'الجدول المدرَّب: {source}، {rows} لحروف النص (في كل منها {d} عدد).',
  'projector.fromLab': 'من مختبر التدريب',
  'projector.shownRandom':
    'الجدول العشوائي الذي يبدأ منه المختبر (البذرة العشوائية {seed}): {rows} لحروف النص، في كل منها {d} عدد.',
  'projector.shownRandomNoModel':
    'الجدول العشوائي الذي يبدأ منه المختبر (البذرة العشوائية {seed}): {rows} لحروف النص، في كل منها {d} عدد. درِّب نموذجًا في المختبر لترى إلى أين يحرّكها التدريب.',
  'projector.besideTitle': 'بجانبه: جدول عشوائي بالشكل نفسه',
  'projector.shownBeside':
    'الصفوف نفسها ({rows}) في جدول عشوائي بالشكل نفسه (البذرة العشوائية {seed}، في كل منها {d} عدد)، موضوعة بالطريقة والإعدادات نفسها: صفوف قبل أي تدريب، للمقارنة بالصفوف المدرَّبة.',
  'projector.besideSummary': 'خريطة t-SNE لـ {rows} من جدول عشوائي.',
  'projector.besideSummaryPca': 'مستوى PCA لـ {rows} من جدول عشوائي.',
  'projector.besideDone': 'KL(P ‖ Q) = {kl} nats.',
  'projector.besideDonePca': 'يحمل PC1 وPC2 معًا {both} من التباين.',
  'projector.notByteTable':
    'في نموذج المختبر {rows} للرموز، لا صف لكل بايت؛ لذا يُعرض الجدول العشوائي بدلًا منه.',
  'projector.shownFile': 'متجهاتك: {rows}، في كل منها {d} عدد، من {file}.',
  'projector.noFile': 'اختر ملف vectors.tsv أدناه: تُظهر الخريطة صفوفه بعد قراءته.',
  'projector.rowCount': {
    plural: 'n',
    zero: '{n} صف',
    one: 'صف واحد',
    two: 'صفان',
    few: '{n} صفوف',
    many: '{n} صفًا',
    other: '{n} صف',
  },
  'projector.textTooShort': 'يحتاج النص إلى حرفين مختلفين على الأقل لوضعهما',
  'projector.fileTitle': 'متجهاتك الخاصة',
  'projector.fileProse':
    'ملفات TensorFlow Embedding Projector: يحمل vectors.tsv صفًا من الأعداد المفصولة بعلامات الجدولة في كل سطر؛ ويحمل metadata.tsv، إن كان لديك، تسمية لكل صف (مع صف عناوين حين تكون فيه عدة أعمدة). تُقرأ الملفات هنا، في متصفحك: ولا تُرسل إلى أي مكان أبدًا.',
  'projector.vectorsFile': 'vectors.tsv',
  'projector.metadataFile': 'metadata.tsv (اختياري)',
  'projector.fileTooBig':
    'حجم {file} هو {size}: الملفات التي تتجاوز 64 MiB لا تُقرأ. أعطِ المُسقِط عيّنة من الصفوف.',
  'projector.fileReading': 'جارٍ قراءة {file}…',
  'projector.fileRead': '{file}: {rows}، في كل منها {d} عدد.',
  'projector.fileBad': 'لا يمكن استخدام {file}:',
  'projector.metadataRows':
    'في metadata.tsv {labels} لكن في vectors.tsv {rows}: يلزم تسمية واحدة لكل صف (وصف عناوين حين تكون فيه عدة أعمدة).',
  'projector.colourBy': 'التلوين حسب',
  'projector.colourNone': 'بلا عمود',
  'projector.labelBy': 'التسمية حسب',
  'projector.pickMouse': 'انقر',
  'projector.pickTouch': 'المس',
  'projector.mapTitle': 'الصفوف على مستوٍ',
  'projector.summaryTsne': 'خريطة t-SNE لـ {rows}. {pick} نقطة لرؤية أقرب الصفوف إليها.',
  'projector.summaryPca': 'مستوى PCA لـ {rows}. {pick} نقطة لرؤية أقرب الصفوف إليها.',
  'projector.hover': '{label}: ({x}, {y})',
  'projector.progress': 'التكرار {iteration} من {total}، KL {kl}',
  'projector.starting': 'جارٍ حساب جوار كل صف…',
  'projector.calibrating': 'جارٍ حساب جوار كل صف: الصف {row} من {rows}…',
  'projector.captionTsne':
    'بعد {iterations} تكرار، KL(P ‖ Q) = {kl} nats: مقدار بُعد القرب على الخريطة عن القرب في الجدول (0 يعني تطابقًا تامًا).',
  'projector.captionPca':
    'نصيب PC1 من التباين {pc1}، ونصيب PC2 {pc2}: يُظهر المستوى {both} من انتشار الصفوف.',
  'projector.trust':
    'الجدارة بالثقة (trustworthiness) عند 5 جيران: {trust} (تساوي 1 حين تكون أقرب 5 نقاط لكل نقطة بين أقرب 5 صفوف إليها في الجدول).',
  'projector.trustNone': 'قياس الجدارة بالثقة يحتاج إلى أكثر من 10 صفوف (و2,000 على الأكثر).',
  'projector.neighboursTitle': 'أقرب الصفوف إلى «{label}»، بجيب التمام في الجدول',
  'projector.neighboursNone':
    '{pick} نقطة (أو اضغط Enter عليها) لسرد أقرب 5 صفوف إليها بجيب التمام في الأعداد الأصلية، لا على المستوى.',
  'projector.neighbour': '{label}: جيب التمام {cosine}',
  'projector.neighboursKept': 'على الخريطة، {kept} من هذه الـ {k} هي أيضًا من أقرب {k} نقاط إليها.',
  'projector.pointTooLarge': 'الصف {point} غير موجود: في المتجهات {rows} (يبدأ عدّ الصفوف من 0)',
  'projector.pointMoved': 'تغيّرت المتجهات، فلم يعد أي صف مختارًا',
  'projector.findLabel': 'ابحث عن صف بتسميته',
  'projector.findButton': 'ابحث',
  'projector.findEmpty': 'اكتب تسمية أولًا: حرفًا من النص، أو كلمة من بياناتك الوصفية.',
  'projector.findNone':
    'لا يوجد صف تسميته «{label}». التسميات هي ما تُظهره النقاط: حرف من النص، أو كلمة من بياناتك الوصفية.',
  'projector.findOne': '«{label}» هو الصف {row}.',
  'projector.findSeveral': 'عدد الصفوف المسمّاة «{label}» هو {count}: يُعرض الأول، الصف {row}.',
  'lessons.projector.title': 'مُسقِط التضمينات: t-SNE والجيران',
  'lessons.projector.place': 'جدول الرموز مرئيًا من أعلى: صفوفه موضوعة في بُعدين',
  'questions.projector.1.question':
    'على خريطة t-SNE يقع عنقودان متباعدان، ويبدو أحدهما ضعف الآخر عرضًا. ماذا تستنتج؟',
  'questions.projector.1.choice1':
    'العنقودان متباعدان في الفضاء الأصلي، والعريض منهما أكثر انتشارًا',
  'questions.projector.1.choice2':
    'الجيران القريبون من كل نقطة قريبون منها على الأرجح في الفضاء الأصلي أيضًا؛ أما الفجوة والعرض فلا يقولان الكثير',
  'questions.projector.1.choice3': 'لا شيء على الإطلاق: t-SNE يضع النقاط عشوائيًا',
  'questions.projector.1.explanation':
    'يحفظ t-SNE الجوار: فهو يطابق، لكل نقطة، النقاطَ القريبة منها. ولا يحفظ المسافات بين العناقيد ولا أحجامها: إنه يبسط كل جوار إلى حجم متقارب، والفجوات بين العناقيد تتوقف على الحيرة وعدد التكرارات.',
  'questions.projector.2.question':
    'تنقر نقطة فترى أقرب 5 جيران إليها مع قيم جيب التمام. أين قيست؟',
  'questions.projector.2.choice1': 'على الخريطة ثنائية الأبعاد، بالمسافة بين النقاط',
  'questions.projector.2.choice2': 'في المتجهات الأصلية، بجيب تمام الزاوية بين الصفوف',
  'questions.projector.2.choice3': 'في مستوى PCA، أيًّا كانت الطريقة المعروضة',
  'questions.projector.2.explanation':
    'يأتي الجيران من المتجهات نفسها (بكل أعدادها)، فهم أنفسهم سواء كانت الخريطة t-SNE أو PCA. والنقاط المطوَّقة تُظهر مدى حفظ الخريطة لهم.',
  'questions.projector.3.question': 'ماذا تحدد الحيرة (perplexity)؟',
  'questions.projector.3.choice1': 'عدد الجيران الذين تحاول كل نقطة إبقاءهم قريبين، تقريبًا',
  'questions.projector.3.choice2': 'عدد تكرارات t-SNE',
  'questions.projector.3.choice3': 'عدد العناقيد المطلوب إيجادها',
  'questions.projector.3.explanation':
    'الحيرة عدٌّ ناعم للجيران: يُوسَّع توزيع غاوس لكل نقطة حتى يضم جوارها هذا العدد من النقاط تقريبًا. ويجب أن تكون أقل من عدد الصفوف؛ القيم الصغيرة تُظهر التفاصيل المحلية، والكبيرة تُظهر أكثر من الشكل العام.',
  'settings.pj_source': 'المتجهات المعروضة',
  'settings.pj_method': 'الطريقة',
  'settings.pj_perplexity': 'الحيرة (perplexity)',
  'settings.pj_iterations': 'التكرارات',
  'settings.pj_point': 'النقطة المختارة',
};
