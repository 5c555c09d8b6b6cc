// Spanish (es): the core's messages (src/core/messages.hpp), by key.
export const messages = {
  'core.not_whole': '{setting} debe ser un número entero (se recibió {got})',
  'core.out_of_range': '{setting} debe estar entre {min} y {max} (se recibió {got})',
  'core.position_negative':
    '{setting} debe ser 0 o más: las posiciones se cuentan desde 0 (se recibió {got})',
  'core.not_finite': '{setting} debe ser un número finito (se recibió {got})',
  'core.pe_base':
    'base debe ser un número finito mayor que 1: fija lo rápido que crecen las longitudes de onda (se recibió {got})',
  'core.d_model_pair': 'd_model debe ser al menos 2: un par seno/coseno (se recibió {got})',
  'core.d_model_even': 'd_model debe ser par: seno y coseno van en pares (se recibió {got})',
  'core.d_model_even_positions':
    'd_model debe ser par para sumar posiciones sinusoidales: seno y coseno van en pares (se recibió {got})',
  'core.d_model_even_sinusoidal':
    'd_model debe ser par con posiciones sinusoidales: seno y coseno van en pares (se recibió {got})',
  'core.heads_divide':
    'd_model {d_model} no es divisible entre n_head {n_head}: cada cabeza de atención toma d_model / n_head dimensiones; elige un n_head que divida a d_model',
  'core.head_dim_odd':
    'head_dim = d_model / n_head = {head_dim} es impar, pero RoPE gira las dimensiones por pares: elige d_model y n_head de modo que d_model / n_head sea par',
  'core.position_table_too_short':
    'la secuencia tiene {tokens} tokens, pero la tabla de posiciones solo tiene {rows} filas (max_len {rows}): una tabla aprendida no puede ir más allá de su última fila, así que usa como mucho {rows} tokens (un texto, un texto inicial o un seq_len más cortos) o sube max_len',
  'core.no_tokens_to_embed': 'no hay tokens que convertir en embeddings: escribe algo de texto',
  'core.no_ids_to_look_up': 'no hay ids de token que buscar: escribe algo de texto',
  'core.text_empty': 'el texto está vacío: escribe al menos un carácter',
  'core.attention_no_tokens': 'la atención necesita al menos un token: escribe algo de texto',
  'core.attention_too_many_tokens':
    'atención: aquí caben como mucho {most} tokens (se recibieron {got})',
  'core.norm_vector_empty': 'el vector está vacío: escribe al menos un número',
  'core.norm_vector_too_long':
    'el vector es demasiado largo: aquí caben como mucho {most} números (se recibieron {got})',
  'core.training_text_empty':
    'el texto de entrenamiento está vacío: pega o elige un texto del que aprender',
  'core.bpe_merges_range':
    'el número de fusiones BPE debe estar entre 0 (tokens de bytes) y {max} (se recibió {got})',
  'core.val_fraction_range':
    'la fracción reservada debe estar entre 0 (entrenar con todo) y 0,5 (se recibió {got})',
  'core.training_text_too_short':
    'el texto de entrenamiento es demasiado corto: tiene {bytes} bytes, pero seq_len {seq_len} necesita al menos {needed} (cada ventana tiene seq_len + 1 bytes, y el muestreador necesita un inicio que elegir); usa un texto más largo o un seq_len más corto',
  'core.training_text_too_short_held':
    'el texto de entrenamiento es demasiado corto: tiene {bytes} bytes una vez reservados los últimos {held}, pero seq_len {seq_len} necesita al menos {needed} (cada ventana tiene seq_len + 1 bytes, y el muestreador necesita un inicio que elegir); usa un texto más largo o un seq_len más corto',
  'core.bpe_text_too_short':
    'el texto de entrenamiento es demasiado corto para BPE: sus {bytes} bytes se convirtieron en {tokens} tokens, pero seq_len {seq_len} necesita al menos {needed}; usa un texto más largo, menos fusiones o un seq_len más corto',
  'core.bpe_text_too_short_held':
    'el texto de entrenamiento es demasiado corto para BPE: sus {bytes} bytes (una vez reservados los últimos {held}) se convirtieron en {tokens} tokens, pero seq_len {seq_len} necesita al menos {needed}; usa un texto más largo, menos fusiones o un seq_len más corto',
  'core.held_out_too_short':
    'la parte reservada del texto (los últimos {held} de {bytes} bytes) es más corta que una ventana de seq_len + 1 = {window} bytes; usa un texto más largo (de al menos {needed} bytes), un seq_len más corto o no reserves nada',
  'core.held_out_too_short_bpe':
    'la parte reservada del texto (los últimos {held} de {bytes} bytes, {tokens} tokens) es más corta que una ventana de seq_len + 1 = {window} tokens; usa un texto más largo (de al menos {needed} bytes, o menos fusiones), un seq_len más corto o no reserves nada',
  'core.prompt_empty':
    'el texto inicial está vacío: escribe al menos un carácter desde el que seguir',
  'core.generate_length':
    'el número de bytes que generar debe estar entre 0 y 100000 (se recibió {got})',
  'core.temperature_range':
    'la temperatura debe ser 0 (siempre el token más probable) o positiva (se recibió {got})',
  'core.top_k_range': 'top_k debe estar entre 0 (sin límite) y {max} (se recibió {got})',
  'core.top_p_range':
    'top_p debe ser mayor que 0 y como mucho 1 (1 conserva todos los tokens; se recibió {got})',
  'core.tsv_empty_value':
    'la línea {line}, valor {column}, está vacía: quita el tabulador doble o final, para que los tabuladores solo separen números',
  'core.tsv_header':
    'la línea 1 contiene «{field}», que parece una cabecera: vectors.tsv solo contiene números (pon las etiquetas en metadata.tsv), así que quita esa línea',
  'core.tsv_not_one_number':
    'la línea {line}, valor {column}, es «{field}», que no es un solo número: separa los valores con tabuladores, no con espacios ni comas',
  'core.tsv_not_a_number':
    'la línea {line}, valor {column}, es «{field}», que no es un número: cada valor debe ser un número como 0.25 o -1e-3',
  'core.tsv_not_finite':
    'la línea {line}, valor {column}, es {field}: cada valor debe ser un número finito (cámbialo o quita la fila)',
  'core.tsv_beyond_float32':
    'la línea {line}, valor {column}, es {field}, fuera del rango de float32 (unos 3.4e38): reduce la escala de los vectores',
  'core.tsv_too_large':
    'el archivo de vectores tiene {bytes} bytes, más de los {mib} MiB que puede tener: usa menos filas',
  'core.tsv_blank_line':
    'la línea {line} está vacía pero la siguen más filas: quítala, para que la fila i del archivo sea el vector i',
  'core.tsv_too_many_values':
    'el archivo de vectores tiene más de {most} valores (en la línea {line}): usa menos filas o dimensiones',
  'core.tsv_ragged':
    'el número de valores de la línea {line} es {count}, pero el de la línea 1 es {columns}: todas las filas necesitan el mismo número de valores',
  'core.tsv_no_rows':
    'el archivo de vectores no tiene filas: da un vector por línea, con los valores separados por tabuladores',
  'core.embed_std_range':
    'la dispersión inicial de los embeddings debe ser mayor que 0 y como mucho 10 (1 es N(0, 1); GPT-2 usa 0,02) (se recibió {got})',
  'core.too_many_parameters':
    'esta configuración tiene {count} parámetros, más del límite de {most}; baja d_model, n_layer o el tamaño del vocabulario',
  'core.too_many_activations':
    'un lote de {batch} por una longitud de secuencia de {seq_len} necesita {count} valores de activación, más del límite de {most}; baja el tamaño del lote o la longitud de secuencia',
  'core.tsne_too_few_rows': 't-SNE necesita al menos 2 filas que colocar (se recibieron {got})',
  'core.tsne_too_many_rows':
    't-SNE admite como mucho {most} filas (se recibieron {got}): su tiempo y su memoria crecen con el cuadrado de las filas, así que dale una muestra',
  'core.tsne_perplexity':
    'la perplejidad debe ser mayor que 0 y menor que el número de filas, {rows} (se recibió {got}): es, más o menos, cuántos vecinos mantiene cerca cada fila; prueba con {hint}',
};
