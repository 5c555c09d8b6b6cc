// ar: the words kept in sources.js.
export const messages = {
  'sources.vaswani2017.what': 'المحوِّل (Transformer): انتباه الضرب النقطي المُحجَّم، والمواضع الجيبية',
  'sources.radford2019.what':
    'GPT-2: نموذج من المفكِّك وحده بمواضع مُتعلَّمة وتهيئة صغيرة؛ وBPE على مستوى البايت بمفردات من 50,257 رمزًا ونمطٍ يقسم النص قبل الدمج',
  'sources.sennrich2016.what':
    'ترميز أزواج البايتات للكلمات: ادمج أكثر زوج رموز تكرارًا، مرة بعد مرة',
  'sources.ba2016.what': 'LayerNorm',
  'sources.zhang2019.what': 'RMSNorm',
  'sources.su2021.what': 'الترميز الموضعي الدوّار (RoPE)',
  'sources.press2022.what': 'ALiBi: عقوبة خطية على المسافة لكل رأس بدل متجهات المواضع',
  'sources.chen2023.what': 'استيفاء المواضع: مواضع RoPE مُصغَّرة إلى المدى الذي دُرّب عليه النموذج',
  'sources.bloc97_2023.what':
    'التحجيم الواعي بـ NTK: أساس RoPE أكبر، فتتمدد الأزواج البطيئة وتبقى السريعة كما هي',
  'sources.haviv2022.what': 'لماذا يعرف النموذج السببي دون مواضع أين هو',
  'sources.devlin2019.what': 'نموذج من المرمِّز وحده: انتباه دون القناع السببي',
  'sources.he2016.what': 'وصلات البواقي: كل طبقة تضيف خرجها إلى مجموع جارٍ',
  'sources.xiong2020.what':
    'pre-norm مقابل post-norm: لماذا يكون التدريب أسهل حين يقع التطبيع داخل فرع البواقي',
  'sources.hendrycks2016.what': 'GELU، دالة التنشيط في MLP',
  'sources.press2017.what': 'ربط الأوزان: رأس الخرج يتشارك جدول الرموز',
  'sources.peters2018.what': 'التضمينات السياقية: متجه الكلمة يتوقف على جملتها',
  'sources.ethayarajh2019.what': 'إلى أي حد تتباعد الحالات المخفية لكلمة من طبقة إلى أخرى',
  'sources.fan2018.what': 'أخذ العينات بطريقة top-k',
  'sources.holtzman2020.what': 'عينات النواة (top-p)، ولماذا يكرر النص الجشع نفسه',
  'sources.pope2022.what': 'التوليد بذاكرة KV المؤقتة وكلفتها من الذاكرة',
  'sources.vizuara.what':
    'مُجزِّئ النص على مستوى الحرف، ومتنبئ الرمز + الموضع، وإعداد تدريبه (جداول N(0, 1)، و500 خطوة بمعدل تعلم 0.001) وتمارينه، التي تبني عليها هذه الدروس وتصحح بعضها في مواضع',
  'sources.congle2025.cite': 'ملاحظات عن المتتالية الهندسية للأطوال الموجية',
  'sources.congle2025.what':
    'الأطوال الموجية للترميزات الجيبية متتاليةً هندسية؛ ويعيد درس الطول الموجي صياغة الفكرة بكلماته ويحسب الشكل مباشرةً',
  'sources.congle2025.license': 'نص مرخَّص بـ CC BY 4.0',
  'sources.raffel2020.what':
    'T5: انحيازات مواضع نسبية مُتعلَّمة، واحد لكل فئة مسافة، تُضاف إلى درجات الانتباه',
  'sources.dao2022.what':
    'FlashAttention: الانتباه نفسه محسوبًا على شكل بلاطات، دون تخزين المصفوفة N × N',
  'sources.mikolov2013.what': 'word2vec: متجه ثابت واحد لكل كلمة، يُتعلَّم من الكلمات المحيطة بها',
  'sources.karpathy_minbpe.what':
    'BPE على مستوى البايت في بضعة ملفات قصيرة: التدريب والترميز وفك الترميز، وقاعدة كسر التعادل التي يتبعها هذا الدرس',
  'sources.openai_tiktoken.what':
    'حيث نُشرت جداول الرتب r50k_base (GPT-2) وcl100k_base (GPT-4) وo200k_base (GPT-4o) وأنماط تقسيمها؛ ويتحقق درس مُجزِّئات النصوص الحقيقية من معرّفاته بمقارنتها بـ js-tiktoken، النسخة المنقولة منها',
  'sources.openai_tiktoken.license': 'شيفرة مرخَّصة بـ MIT',
  'sources.gpt_tokenizer.what':
    'جداول الرتب الثلاثة ومرمِّزاتها، وحدة لكل ترميز، يحمّلها درس مُجزِّئات النصوص الحقيقية حين يُبنى وتُشحن داخل الصفحة',
  'sources.gpt_tokenizer.license': 'شيفرة مرخَّصة بـ MIT',
  'sources.lincoln1863.what': 'خطاب غيتيسبيرغ، أحد نصوص درس BPE ومختبر التدريب',
  'sources.lincoln1863.license': 'ملكية عامة',
  'sources.shakespeare1609.what': 'ثلاث سونيتات، أحد نصوص درس BPE ومختبر التدريب',
  'sources.shakespeare1609.license': 'ملكية عامة',
  'sources.carroll1865.what': 'مطلع الفصل الأول، أحد نصوص درس BPE ومختبر التدريب',
  'sources.carroll1865.license': 'ملكية عامة',
  'sources.cervantes1605.what':
    'مطلع دون كيخوتي، النص الإسباني في درس BPE ومختبر التدريب: كل حرف مشكول فيه بايتان في UTF-8',
  'sources.cervantes1605.license': 'ملكية عامة',
  'sources.tang.cite': 'قصائد من عهد تانغ',
  'sources.tang.what':
    'ثماني عشرة قصيدة قصيرة، النص الصيني في درس BPE ومختبر التدريب: كل حرف فيها ثلاثة بايتات في UTF-8',
  'sources.tang.license': 'ملكية عامة',
  'sources.machado1899.what':
    'مطلع رواية دوم كازمورو، النص البرتغالي في درس BPE ومختبر التدريب: كل حرف مشكول فيه بايتان في UTF-8',
  'sources.machado1899.license': 'ملكية عامة',
  'sources.qasaid.what':
    'أبيات من قصيدتين كلاسيكيتين، النص العربي في درس BPE ومختبر التدريب: كل حرف عربي بايتان في UTF-8',
  'sources.qasaid.license': 'ملكية عامة',
  'sources.vandermaaten2008.what':
    't-SNE: الجوار احتمالات، تُطابَق على مستوٍ بتوزيع Student t ثقيل الذيل، مع تضخيم مبكر',
  'sources.smilkov2016.what':
    'Embedding Projector: تحليل PCA وt-SNE وأقرب الجيران لملفَّي vectors.tsv وmetadata.tsv الخاصين بك، في المتصفح',
};
