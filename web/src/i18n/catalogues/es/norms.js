// Spanish (es): the lesson norms: its words, title, questions, setting labels.
export const messages = {
  'norms.lead':
    'Las redes profundas apilan decenas de capas, y el tamaño de los números que circulan entre ellas puede ir a la deriva: algunos vectores crecen, otros encogen, y el entrenamiento se vuelve frágil. Una capa de normalización reescala el vector de cada token por separado, de modo que la capa siguiente recibe siempre valores de un tamaño predecible. Hay dos versiones habituales. LayerNorm (el Transformer original, GPT-2) primero resta la media del vector y luego divide por su desviación típica. RMSNorm (LLaMA y la mayoría de los modelos recientes) se salta el centrado y divide por la raíz cuadrática media, lo que es más barato y en la práctica funciona igual de bien.',
  'norms.formulaNote':
    'n es el número de características (la longitud del vector). La varianza es la sesgada (se divide por n, no por n − 1), como hace la LayerNorm de PyTorch. γ (ganancia) y β (desplazamiento) se aprenden para cada característica; aquí se aplica un mismo valor de cada una a todas las características. “rstd” es la desviación típica recíproca 1/√(σ²+ε) por la que multiplica la capa (y que guarda para la pasada hacia atrás). ε es una pequeña constante que se suma dentro de la raíz cuadrada; el experimento de abajo muestra por qué.',
  'norms.vectorLabel': 'vector x',
  'norms.vectorHint':
    'números separados por comas, hasta 32 (p. ej., 2, -1, 0.5, 3 o 1e-6, 0, 2e-6)',
  'norms.gammaHint': 'ganancia, aplicada a todas las características',
  'norms.betaHint': 'desplazamiento (solo LayerNorm)',
  'norms.epsHint': 'escala logarítmica, de 10⁻¹² a 1; PyTorch usa 10⁻⁵',
  'norms.tinyVectorPreset': 'Vector diminuto [1e-6, 0, 2e-6]',
  'norms.almostNoEpsPreset': 'ε = 1e-12 (casi nada)',
  'norms.defaultVectorPreset': 'Vector predeterminado',
  'norms.inputCaption': 'El vector de entrada. {point} una barra para ver su valor.',
  'norms.layerNormCaption': 'Centrado y escalado: media β, dispersión γ.',
  'norms.rmsNormCaption': 'Solo escalado: raíz cuadrática media |γ|.',
  'norms.barsLabel': 'Gráfico de barras de {name}: {values}',
  'norms.statsLabel': 'Estadísticas de x',
  'norms.statsCaption': 'Estadísticas de x, calculadas por el núcleo',
  'norms.features': 'características',
  'norms.mean': 'media μ',
  'norms.variance': 'varianza σ²',
  'norms.varianceNote': 'sesgada: dividida por n',
  'norms.meanSquare': 'media de los cuadrados',
  'norms.withoutEps': 'sin ε',
  'norms.rmsRstdNote': '1/√(media de los cuadrados + ε)',
  'norms.epsTitle': '¿Para qué sirve ε?',
  'norms.epsProse':
    'Sin ε, una normalización divide por el propio tamaño del vector. Para un vector de ceros, eso es 0/0; para un vector de valores diminutos, por ejemplo ruido de redondeo de tamaño 10⁻⁶, la división amplifica el ruido hasta valores de tamaño 1, como si fuera una señal con sentido. Sumar ε dentro de la raíz cuadrada hace que la capa nunca multiplique por más de 1/√ε: con ε = 10⁻⁵ eso es unos 316, así que 10⁻⁶ se convierte en unos 3·10⁻⁴ y sigue siendo pequeño. Para vectores de tamaño normal, ε apenas cambia nada.',
  'norms.epsTableLabel': 'Salidas con y sin épsilon',
  'norms.epsCaption': 'El mismo vector con y sin ε',
  'norms.rmsUndefined': 'indefinido: el RMS es 0, así que dividiría por 0',
  'norms.layerNormUndefined': 'indefinido: σ es 0, así que dividiría por 0',
  'norms.largestFactor': 'factor máximo 1/√ε',
  'norms.largestFactorNote': 'el tope que ε pone a rstd',
  'norms.slipTitle': 'Cálculo a mano: RMSNorm sin ε sobre [10⁻⁶, 0, 2·10⁻⁶]. ',
  'norms.slipProse':
    'Eleva las entradas al cuadrado: [10⁻¹², 0, 4·10⁻¹²]; su media es 1,667·10⁻¹²; rsqrt = 1/√(1,667·10⁻¹²) ≈ 774 597. El último paso multiplica las entradas originales por rsqrt: 10⁻⁶ · 774 597 ≈ 0,775; 0 · 774 597 = 0; 2·10⁻⁶ · 774 597 ≈ 1,549. Un error fácil es dividir los valores al cuadrado por rsqrt; eso da números cercanos a 10⁻¹⁸, y una entrada cero sigue siendo cero se haga como se haga. Con ε, 1/√ε es el mayor valor que puede tomar rsqrt, no el menor. Pulsa “Vector diminuto” arriba y la tabla mostrará los valores exactos calculados por el núcleo.',
  'norms.scaleTitle': 'Invariancia de escala',
  'norms.scaleProse':
    'Multiplica x por un factor positivo y las dos salidas siguen igual: la normalización vuelve a dividir por ese factor. Por eso la normalización estabiliza la red: por grande o pequeña que sea la salida de la capa anterior, la capa siguiente ve el mismo patrón. La excepción es un vector tan pequeño que ε es comparable a su media de cuadrados; prueba el factor 10⁻⁴ con ε = 10⁻⁵.',
  'norms.scaleHint': 'multiplica x, de 10⁻⁶ a 10⁶',
  'norms.scaleUnchanged':
    '{factor} · x = {scaled}. Mayor cambio en una salida: LayerNorm {layerNorm}, RMSNorm {rmsNorm} (sin cambios, salvo el efecto diminuto de ε).',
  'norms.scaleChanged':
    '{factor} · x = {scaled}. Mayor cambio en una salida: LayerNorm {layerNorm}, RMSNorm {rmsNorm} (aquí ε es comparable a la media de los cuadrados de los valores, así que influye).',
  'lessons.norms.title': 'Normalización: LayerNorm y RMSNorm',
  'lessons.norms.place':
    'las normalizaciones antes de la atención, antes de la MLP y después del último bloque',
  'questions.norms.1.question':
    'Multiplicas cada entrada de un vector por 100 (todas las entradas están lejos de cero). ¿Qué le pasa a su salida de LayerNorm?',
  'questions.norms.1.choice1': 'Crece 100×, como su entrada',
  'questions.norms.1.choice2': 'Crece 10×, la raíz cuadrada de 100',
  'questions.norms.1.choice3': 'Se queda igual (salvo por ε)',
  'questions.norms.1.choice4': 'Se encoge hacia 0 a medida que crece σ',
  'questions.norms.1.explanation':
    'Tanto la media como la desviación típica crecen 100×, así que (x − μ)/σ no cambia. Lo mismo vale para RMSNorm. Prueba el control del factor de escala.',
  'questions.norms.2.question': '¿Qué omite RMSNorm en comparación con LayerNorm?',
  'questions.norms.2.choice1': 'La división por el tamaño del vector',
  'questions.norms.2.choice2': 'Restar la media, y el desplazamiento β',
  'questions.norms.2.choice3': 'La ganancia γ que escala cada entrada',
  'questions.norms.2.choice4': 'La ε que protege contra el cero',
  'questions.norms.2.explanation':
    'RMSNorm divide por la raíz cuadrática media de los valores sin centrar y no tiene β. Suma una constante a todas las entradas: la salida de LayerNorm no se mueve, pero la de RMSNorm sí.',
  'questions.norms.3.question':
    'Con ε = 10⁻⁵, ¿cuál es el mayor factor por el que RMSNorm puede multiplicar una entrada?',
  'questions.norms.3.choice1': '10⁵, es decir, 1/ε',
  'questions.norms.3.choice2': 'unos 316 (1/√ε)',
  'questions.norms.3.choice3': '1: nunca amplía',
  'questions.norms.3.choice4': 'Ninguno: las entradas diminutas crecen sin límite',
  'questions.norms.3.explanation':
    'rstd = 1/√(media de los cuadrados + ε) ≤ 1/√ε ≈ 316,2, y solo lo alcanza el vector de ceros. Este tope es lo que mantiene pequeños los vectores diminutos.',
  'questions.norms.4.question':
    '¿Por qué la varianza es “sesgada” (se divide por n en lugar de por n − 1)?',
  'questions.norms.4.explanation':
    'La capa no está estimando la varianza de una población a partir de una muestra; solo reescala este vector concreto. Dividir por n hace que la media de los cuadrados de la salida sea exactamente 1 (con γ = 1, ε → 0), que es lo que se busca. La LayerNorm de PyTorch hace lo mismo.',
  'settings.norm_x': 'vector x',
  'settings.norm_gamma': 'gamma γ',
  'settings.norm_beta': 'beta β',
  'settings.norm_eps': 'épsilon ε',
  'settings.norm_scale': 'factor de escala',
};
