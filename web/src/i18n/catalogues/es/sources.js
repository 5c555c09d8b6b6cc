// Spanish (es): the summaries of the works the lessons cite.
export const messages = {
  'sources.vaswani2017.what':
    'el Transformer: atención de producto escalar escalado, posiciones sinusoidales',
  'sources.radford2019.what':
    'GPT-2: un modelo solo decodificador con posiciones aprendidas y una inicialización pequeña; BPE a nivel de bytes con un vocabulario de 50 257 tokens y un patrón que divide el texto antes de las fusiones',
  'sources.sennrich2016.what':
    'codificación por pares de bytes para palabras: fusionar el par de símbolos más frecuente, una y otra vez',
  'sources.ba2016.what': 'LayerNorm',
  'sources.zhang2019.what': 'RMSNorm',
  'sources.su2021.what': 'codificación posicional rotatoria (RoPE)',
  'sources.press2022.what':
    'ALiBi: una penalización lineal por distancia en cada cabeza en lugar de vectores de posición',
  'sources.chen2023.what':
    'interpolación de posiciones: las posiciones de RoPE se reducen al rango del entrenamiento',
  'sources.bloc97_2023.what':
    'escalado NTK-aware: una base de RoPE mayor, para que los pares lentos se estiren y los rápidos se queden como están',
  'sources.haviv2022.what': 'por qué un modelo causal sin posiciones sigue sabiendo dónde está',
  'sources.devlin2019.what': 'un modelo solo codificador: atención sin la máscara causal',
  'sources.he2016.what': 'conexiones residuales: cada capa suma su salida a un total acumulado',
  'sources.xiong2020.what':
    'pre-norm frente a post-norm: por qué la normalización dentro de la rama residual entrena con más facilidad',
  'sources.hendrycks2016.what': 'GELU, la activación de la MLP',
  'sources.press2017.what':
    'pesos compartidos (weight tying): la cabeza de salida comparte la tabla de tokens',
  'sources.peters2018.what':
    'embeddings contextuales: el vector de una palabra depende de su oración',
  'sources.ethayarajh2019.what':
    'cuánto se separan los estados ocultos de una palabra de una capa a otra',
  'sources.fan2018.what': 'muestreo top-k',
  'sources.holtzman2020.what':
    'muestreo de núcleo (top-p), y por qué el texto generado de forma voraz se repite',
  'sources.pope2022.what': 'la generación con caché KV y lo que cuesta en memoria',
  'sources.vizuara.what':
    'el tokenizador de caracteres, el predictor token + posición, su configuración de entrenamiento (tablas N(0, 1), 500 pasos con tasa de aprendizaje 0,001) y sus ejercicios, en los que se basan estas lecciones y que en algunos puntos corrigen',
  'sources.congle2025.cite': 'notas sobre la progresión geométrica de las longitudes de onda',
  'sources.congle2025.what':
    'las longitudes de onda de las codificaciones sinusoidales como progresión geométrica; la lección sobre longitudes de onda reformula la idea con sus propias palabras y calcula la figura en vivo',
  'sources.congle2025.license': 'texto con licencia CC BY 4.0',
  'sources.raffel2020.what':
    'T5: sesgos de posición relativa aprendidos, uno por intervalo de distancia, sumados a las puntuaciones de atención',
  'sources.dao2022.what':
    'FlashAttention: la misma atención calculada por bloques, sin guardar la matriz N × N',
  'sources.mikolov2013.what':
    'word2vec: un vector estático por palabra, aprendido a partir de las palabras que la rodean',
  'sources.karpathy_minbpe.what':
    'BPE a nivel de bytes en unos pocos archivos cortos: entrenamiento, codificación, decodificación y la regla de desempate que sigue esta lección',
  'sources.openai_tiktoken.what':
    'dónde se publicaron las tablas de rangos r50k_base (GPT-2), cl100k_base (GPT-4) y o200k_base (GPT-4o) y sus patrones de división; la lección de tokenizadores reales comprueba sus ids con js-tiktoken, su versión en JavaScript',
  'sources.openai_tiktoken.license': 'código con licencia MIT',
  'sources.gpt_tokenizer.what':
    'las tres tablas de rangos y sus codificadores, un módulo por codificación, que la lección de tokenizadores reales carga cuando se construye y que van dentro de la página',
  'sources.gpt_tokenizer.license': 'código con licencia MIT',
  'sources.lincoln1863.what':
    'el Discurso de Gettysburg, uno de los textos de BPE y del laboratorio de entrenamiento',
  'sources.lincoln1863.license': 'dominio público',
  'sources.shakespeare1609.what':
    'tres sonetos, uno de los textos de BPE y del laboratorio de entrenamiento',
  'sources.shakespeare1609.license': 'dominio público',
  'sources.carroll1865.what':
    'el comienzo del primer capítulo, uno de los textos de BPE y del laboratorio de entrenamiento',
  'sources.carroll1865.license': 'dominio público',
  'sources.cervantes1605.what':
    'el comienzo del Quijote, el texto en español de BPE y del laboratorio de entrenamiento: cada letra acentuada ocupa dos bytes en UTF-8',
  'sources.cervantes1605.license': 'dominio público',
  'sources.tang.cite': 'Poemas Tang',
  'sources.tang.what':
    'dieciocho poemas breves, el texto en chino de BPE y del laboratorio de entrenamiento: cada carácter ocupa tres bytes en UTF-8',
  'sources.tang.license': 'dominio público',
  'sources.machado1899.what':
    'el comienzo de Dom Casmurro, el texto en portugués de BPE y del laboratorio de entrenamiento: cada letra acentuada ocupa dos bytes en UTF-8',
  'sources.machado1899.license': 'dominio público',
  'sources.qasaid.what':
    'versos de dos odas clásicas, el texto en árabe de BPE y del laboratorio de entrenamiento: cada letra árabe ocupa dos bytes en UTF-8',
  'sources.qasaid.license': 'dominio público',
  'sources.vandermaaten2008.what':
    't-SNE: los vecindarios como probabilidades, igualados en un plano con una t de Student de colas pesadas, con exageración temprana',
  'sources.smilkov2016.what':
    'el Embedding Projector: PCA, t-SNE y vecinos más cercanos de tus propios vectors.tsv y metadata.tsv, en el navegador',
};
