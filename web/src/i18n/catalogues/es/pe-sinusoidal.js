// Spanish (es): the lesson pe-sinusoidal: its words, title, questions, setting labels.
export const messages = {
  'pe-sinusoidal.lead':
    'La atención compara vectores, no lugares: sin posiciones, un transformer no ve el orden de las palabras salvo a través de la máscara causal, que deja a cada token ver solo los tokens anteriores (lo bastante para que un modelo deduzca algo de orden, como muestra la lección de atención). El Transformer original suma un patrón fijo al vector de cada token, una fila por posición. Cada par de dimensiones (2i, 2i+1) contiene el seno y el coseno de la posición a su propia frecuencia, así que cada fila es distinta y las filas cercanas se parecen.',
  'pe-sinusoidal.formulaNote':
    'p es la posición (la fila), i numera los pares de columnas, d es d_model y base vale 10000 en el artículo. Las dos columnas de un par comparten un mismo ángulo; solo el primer par gira exactamente un radián por posición.',
  'pe-sinusoidal.summary': {
    plural: 'rows',
    one: '{rows} posición × {cols} dimensiones ({count} valores), base {base}. {point} para ver los valores exactos.',
    other:
      '{rows} posiciones × {cols} dimensiones ({count} valores), base {base}. {point} para ver los valores exactos.',
  },
  'pe-sinusoidal.xAxis': 'dimensión j →',
  'pe-sinusoidal.yAxis': 'posición p ↓',
  'pe-sinusoidal.xAxisRange': 'dimensión j → (0 a {last})',
  'pe-sinusoidal.yAxisRange': 'posición p ↓ (0 a {last})',
  'pe-sinusoidal.hover':
    '{entry} = {formula} = {value}   (posición {row}, dimensión {col}, par {pair})',
  'pe-sinusoidal.heatmapLabel': {
    plural: 'rows',
    one: 'Mapa de calor de la codificación posicional sinusoidal: {rows} fila (posición) por {cols} columnas (dimensiones), valores de −1 (azul) a +1 (rojo).',
    other:
      'Mapa de calor de la codificación posicional sinusoidal: {rows} filas (posiciones) por {cols} columnas (dimensiones), valores de −1 (azul) a +1 (rojo).',
  },
  'pe-sinusoidal.maxLenHint': 'número de posiciones (filas), {range}',
  'pe-sinusoidal.dModelHint': 'ancho del embedding (columnas): {range}',
  'pe-sinusoidal.baseHint': 'fija la longitud de onda más larga, 2π·base; el artículo usa 10000',
  'pe-sinusoidal.dimsHint': 'números de columna j, separados por comas (hasta 8)',
  'pe-sinusoidal.dimsMissing': {
    plural: 'n',
    one: 'la dimensión {dims} no existe con d_model {d} (0 a {last}); no se dibuja',
    other: 'las dimensiones {dims} no existen con d_model {d} (0 a {last}); no se dibujan',
  },
  'pe-sinusoidal.curvesTitle': 'Cada dimensión es una onda a lo largo de las posiciones',
  'pe-sinusoidal.curvesX': 'posición p',
  'pe-sinusoidal.curveLabel': 'PE[p, {j}] ({fn}, par {pair})',
  'pe-sinusoidal.curveRowsLabel': 'filas de la tabla, dimensión {j}',
  'pe-sinusoidal.curvesSummary':
    'Gráfico de líneas de PE[p, j] para las dimensiones {dims} en las posiciones 0 a {last}; cada curva se mantiene entre −1 y 1, y las dimensiones bajas son las que oscilan más rápido.',
  'pe-sinusoidal.curvesProse':
    'Las dimensiones bajas oscilan rápido: la dimensión 0 es sin(p), que se repite cada 2π ≈ 6,28 posiciones. Los pares más altos oscilan cada vez más despacio, así que, juntos, permiten distinguir tanto posiciones cercanas como lejanas.',
  'pe-sinusoidal.wavelengthsTitle':
    'Longitudes de onda: una progresión geométrica de 2π hacia 2π·base',
  'pe-sinusoidal.wavelengthsX': 'par i (dimensiones 2i, 2i+1)',
  'pe-sinusoidal.wavelengthsY': 'λ, posiciones (log)',
  'pe-sinusoidal.pairAxis': 'par i',
  'pe-sinusoidal.wavelengthSeries': 'longitud de onda λᵢ',
  'pe-sinusoidal.wavelengthsSummary': {
    plural: 'n',
    '=1': 'Longitud de onda del único par en escala logarítmica: {first} (2π), por debajo de 2π·base = {top}.',
    other:
      'Longitudes de onda de los {n} pares en escala logarítmica: una línea recta de {first} (2π) hasta {last}, por debajo de 2π·base = {top}.',
  },
  'pe-sinusoidal.wavelengthsProse':
    'Con d_model {d} y base {base}, la longitud de onda de cada par es {ratio} veces la del anterior. El par 0 se repite cada {first} posiciones; el último par (i = {lastPair}), cada {last}. La mayor longitud de onda nunca llega del todo a 2π·base = {top}, porque el exponente 2i/d se queda en {exponent}, no en 1 (así que el “de 2π a 20000π” que se suele decir para base 10000 redondea el extremo superior hacia arriba).',
  'pe-sinusoidal.attribution':
    'Leer las longitudes de onda como una progresión geométrica sigue las notas de Cong Le “Geometric Progression” (texto con licencia {licence}), explicadas aquí con nuestras propias palabras y con la figura calculada en vivo.',
  'pe-sinusoidal.rowTitle': 'Una fila, escrita entera',
  'pe-sinusoidal.rowHint': 'qué posición p escribir (cualquier p ≥ 0; sin el límite de max_len)',
  'pe-sinusoidal.rowRegion': 'La fila escrita entera',
  'pe-sinusoidal.rowEntry': 'entrada',
  'pe-sinusoidal.rowFormula': 'fórmula con números',
  'pe-sinusoidal.rowValue': 'valor',
  'pe-sinusoidal.rowPastEnd': {
    plural: 'rows',
    one: 'La posición {p} queda más allá de lo dibujado arriba ({rows} fila), pero la fórmula la da igualmente: una tabla sinusoidal no tiene última fila.',
    other:
      'La posición {p} queda más allá de las {rows} filas dibujadas arriba, pero la fórmula la da igualmente: una tabla sinusoidal no tiene última fila.',
  },
  'pe-sinusoidal.rowInside':
    'Fila {p} del mapa de calor de arriba, con sus {d} valores. El divisor base^(2i/d) es el mismo para los dos miembros de un par.',
  'pe-sinusoidal.maxLenBaseTitle': 'max_len y base son cosas distintas',
  'pe-sinusoidal.maxLenCallout':
    ' es el número de filas de la tabla: cuántas posiciones se le pueden dar al modelo a la vez (la longitud de contexto, p. ej., 512 en BERT, 1024 en GPT-2; el artículo del Transformer original no fija tal límite, solo d_model = 512). Nunca aparece dentro de la fórmula.',
  'pe-sinusoidal.baseCallout':
    ' (10000 en el artículo) está dentro de la fórmula y fija las longitudes de onda: el par i se repite cada 2π·base^(2i/d) posiciones. No es un límite de longitud y no tiene nada que ver con lo largo que pueda ser un texto.',
  'pe-sinusoidal.maxLenBaseCheck': {
    plural: 'rows',
    one: 'Compruébalo: el núcleo acaba de calcular de nuevo la tabla con max_len {longer} en lugar de {rows}. De los {values} valores de la primera fila, {differing} difieren: la tabla más larga solo añade {extra} filas al final. En cambio, duplicar base a {otherBase} cambia {changed} de ellos.',
    other:
      'Compruébalo: el núcleo acaba de calcular de nuevo la tabla con max_len {longer} en lugar de {rows}. De los {values} valores de las primeras {rows} filas, {differing} difieren: la tabla más larga solo añade {extra} filas al final. En cambio, duplicar base a {otherBase} cambia {changed} de ellos.',
  },
  'pe-sinusoidal.rebasedAll':
    'Son todos los valores cuyo ángulo cambia: todas las filas salvo p = 0, fuera de las columnas del par 0, cuya frecuencia es 1 sea cual sea la base.',
  'pe-sinusoidal.rebasedRounding': {
    plural: 'still',
    one: 'El ángulo cambia en {rule} de ellos (todas las filas salvo p = 0, fuera de las columnas del par 0, cuya frecuencia es 1 sea cual sea la base), pero {still} valor conserva su número en float32: su cambio es menor de lo que float32 puede mostrar (el coseno de un ángulo diminuto se redondea exactamente a 1 con cualquiera de las dos bases).',
    other:
      'El ángulo cambia en {rule} de ellos (todas las filas salvo p = 0, fuera de las columnas del par 0, cuya frecuencia es 1 sea cual sea la base), pero {still} valores conservan su número en float32: su cambio es menor de lo que float32 puede mostrar (el coseno de un ángulo diminuto se redondea exactamente a 1 con cualquiera de las dos bases).',
  },
  'pe-sinusoidal.slipTitle': 'PE[1, :4] para d_model 512: un error frecuente',
  'pe-sinusoidal.slipTableLabel': 'PE[1, 0..3] para d_model 512 y para d_model 4',
  'pe-sinusoidal.slipTrue': 'd_model 512 (correcto)',
  'pe-sinusoidal.slipQuoted': 'lo que se suele citar (es d_model 4)',
  'pe-sinusoidal.slipProse':
    'A menudo se publica PE[1, :4] = [{quoted}] para d_model 512. Esos son los números de una tabla de 4 columnas: con d = 4, el segundo par divide por 10000^(2/4) = {divisor4}, lo que da sin(1/100). Con d = 512, el segundo par divide por 10000^(2/512) = {divisor512}, así que PE[1, 2] = sin({angle}) = {pe2} y PE[1, 3] = cos({angle}) = {pe3}. En una tabla ancha, los primeros pares giran casi tan rápido como el par 0; los pares lentos están al otro extremo. (Por la misma razón, “PE(1, 2) ≈ sin(1/10000)” también es incorrecto: a 1/10000 solo se acerca el último par.)',
  'lessons.pe-sinusoidal.title': 'Codificación posicional sinusoidal',
  'lessons.pe-sinusoidal.place':
    'posiciones: una tabla fija de senos y cosenos que se suma a las filas de los tokens',
  'questions.pe-sinusoidal.1.question':
    'En la fórmula sin(p / 10000^(2i/d)), ¿es 10000 el texto más largo que puede leer el modelo?',
  'questions.pe-sinusoidal.1.choice1': 'Sí: 10000 es max_len, el número de filas',
  'questions.pe-sinusoidal.1.choice2': 'No: es la base, que fija las longitudes de onda',
  'questions.pe-sinusoidal.1.choice3': 'No: es d_model, el ancho de cada fila',
  'questions.pe-sinusoidal.1.explanation':
    'La base solo da forma a las longitudes de onda (de 2π hasta casi 2π·10000). La entrada más larga es max_len, el número de filas, que no aparece en ninguna parte de la fórmula.',
  'questions.pe-sinusoidal.2.question':
    'Subes max_len de 64 a 128. ¿Qué pasa con las filas 0 a 63?',
  'questions.pe-sinusoidal.2.choice1': 'Nada: los mismos valores, con 64 filas nuevas debajo',
  'questions.pe-sinusoidal.2.choice2': 'Se reescalan para ajustarse a la tabla más larga',
  'questions.pe-sinusoidal.2.choice3':
    'Se desplazan hacia abajo para dejar sitio a las filas nuevas',
  'questions.pe-sinusoidal.2.explanation':
    'Cada fila depende solo de p, i, d y la base. Cambiar max_len pide más (o menos) filas de la misma fórmula; el panel lo comprueba arriba valor por valor.',
  'questions.pe-sinusoidal.3.question': '¿Cuánto vale PE[1, 2] con d_model = 512 (base 10000)?',
  'questions.pe-sinusoidal.3.choice1': 'sin(1/100) ≈ 0,0100',
  'questions.pe-sinusoidal.3.choice2': 'sin(0,9647) ≈ 0,8219',
  'questions.pe-sinusoidal.3.choice3': 'sin(1/10000) ≈ 0,0001',
  'questions.pe-sinusoidal.3.explanation':
    'PE[1, 2] = sin(1 / 10000^(2/512)) = sin(0,9647) ≈ 0,8219. El valor 0,0100 corresponde a una tabla de solo 4 columnas.',
  'questions.pe-sinusoidal.4.question': '¿La tabla sinusoidal se aprende durante el entrenamiento?',
  'questions.pe-sinusoidal.4.choice1': 'Sí: se entrena como los embeddings de tokens',
  'questions.pe-sinusoidal.4.choice2': 'No: se calcula una vez a partir de la fórmula',
  'questions.pe-sinusoidal.4.explanation':
    'Es una función fija de la posición: la misma en cada ejecución y en cada modelo con el mismo d_model y la misma base. Los frameworks la guardan como un buffer no entrenable, o la calculan sobre la marcha.',
  'questions.pe-sinusoidal.5.question':
    '¿Por qué las dimensiones 2i y 2i+1 usan la misma frecuencia?',
  'questions.pe-sinusoidal.5.explanation':
    'Juntos, el seno y el coseno del mismo ángulo forman un punto de una circunferencia. Avanzar k posiciones gira ese punto el mismo ángulo k·ωᵢ, empieces donde empieces, y eso es lo que permite a la atención leer distancias relativas (siguiente lección).',
  'settings.pe_len': 'max_len',
  'settings.pe_d': 'd_model',
  'settings.pe_base': 'base',
  'settings.pe_dims': 'dimensiones a dibujar',
  'settings.pe_row': 'posición p',
};
