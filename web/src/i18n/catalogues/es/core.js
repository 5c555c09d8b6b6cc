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
  'core.weights_not_elab':
    'este no es un archivo de pesos de Embedding Lab (no empieza por «ELABWTS»); elige un archivo guardado por Embedding Lab',
  'core.weights_header_truncated':
    'el archivo de pesos está truncado: se corta tras {bytes} bytes, dentro de su cabecera de {header} bytes',
  'core.weights_version_damaged':
    'la cabecera del archivo de pesos está dañada: indica la versión de formato {version}, que ningún Embedding Lab ha escrito (este lee la versión {reads})',
  'core.weights_version_newer':
    'este archivo de pesos lo creó una versión más reciente de Embedding Lab (versión de formato {version}); esta lee la versión {reads}',
  'core.weights_version_unknown':
    'este archivo de pesos tiene la versión de formato {version}, que nunca ha existido; este Embedding Lab lee la versión {reads}',
  'core.weights_length_too_large':
    'el archivo de pesos dice medir {length} bytes, más de los {mib} MiB que puede tener un archivo de pesos',
  'core.weights_length_too_short':
    'el archivo de pesos dice medir {length} bytes, demasiado poco para su propia cabecera y su suma de comprobación',
  'core.weights_truncated':
    'el archivo de pesos está truncado: debería tener {length} bytes, pero solo hay {bytes} (¿una descarga interrumpida?)',
  'core.weights_longer':
    'el archivo de pesos es más largo de lo que dice: tras sus {length} bytes siguen {extra} bytes de más',
  'core.weights_checksum':
    'el archivo de pesos está dañado: su suma de comprobación no coincide con su contenido (algunos bytes cambiaron después de guardarlo)',
  'core.weights_unexplained_bytes':
    'el archivo de pesos es incoherente: tras el último tensor siguen {bytes} bytes sin explicación',
  'core.weights_too_many_ints':
    'el archivo de pesos enumera {count} ajustes enteros; se permiten como mucho {most}',
  'core.weights_too_many_texts':
    'el archivo de pesos enumera {count} ajustes de texto; se permiten como mucho {most}',
  'core.weights_too_many_tensors':
    'el archivo de pesos enumera {count} tensores; se permiten como mucho {most}',
  'core.weights_two_settings': 'el archivo de pesos tiene dos ajustes llamados «{name}»',
  'core.weights_two_tensors': 'el archivo de pesos tiene dos tensores llamados «{name}»',
  'core.weights_tensor_rank':
    'el tensor «{name}» tiene {dims} dimensiones; se permiten como mucho {most}',
  'core.weights_tensor_dim_zero':
    'el tensor «{name}» tiene forma {shape}: la dimensión {dim} debe ser al menos 1',
  'core.weights_tensor_too_large':
    'el tensor «{name}» tiene forma {shape}, más valores de los que caben en un archivo de pesos de {mib} MiB',
  'core.weights_tensor_dim_too_large':
    'el tensor «{name}» tiene una dimensión de {dim}, más valores de los que caben en un archivo de pesos',
  'core.weights_tensor_data_size':
    'el tensor «{name}» tiene forma {shape} = {count} valores float32 ({bytes} bytes), pero guarda {stored} bytes',
  'core.weights_tensor_not_finite':
    'el tensor «{name}» contiene {value} en el índice {index}; los pesos deben ser números finitos',
  'core.weights_no_tensor':
    'el archivo de pesos no tiene ningún tensor llamado «{name}» (¿es de otro modelo?)',
  'core.weights_no_int_setting':
    'el archivo de pesos no tiene ningún ajuste entero llamado «{name}»',
  'core.weights_no_text_setting':
    'el archivo de pesos no tiene ningún ajuste de texto llamado «{name}»',
  'core.weights_model_kind':
    'el archivo de pesos contiene un modelo «{kind}»; Embedding Lab entrena modelos seed_predictor y tiny_gpt',
  'core.weights_size_setting':
    'en el archivo de pesos, {setting} es {got}, fuera del intervalo de {min} a {max}',
  'core.weights_vocab':
    'el vocabulario del archivo de pesos tiene {vocab} tokens, pero sus {merges} fusiones BPE dan {made}: el archivo está dañado',
  'core.weights_steps':
    'el archivo de pesos dice que el modelo se entrenó durante {steps} pasos, lo que no puede ser (solo caben de 0 a 2^53): el archivo está dañado',
  'core.weights_tensor_count':
    'el archivo de pesos tiene {count} tensores, pero el modelo que describen sus ajustes tiene {needed}: el archivo está dañado',
  'core.weights_tensor_shape':
    'el tensor {name} del archivo de pesos tiene forma {shape}, pero el modelo que describen sus ajustes necesita {needed}: el archivo está dañado',
  'core.weights_merges_table':
    'las fusiones BPE del archivo de pesos deben ser una tabla de ids de token de dos columnas, una fila por fusión: el archivo está dañado',
  'core.weights_merge_ids':
    'la fusión BPE {merge} del archivo de pesos no es un par de ids de token: el archivo está dañado',
  'core.weights_text_too_short':
    'con las {merges} fusiones BPE del archivo, el texto es demasiado corto para seq_len {seq_len}: usa un texto más largo o un seq_len más corto',
  'core.pe_unknown': 'la codificación posicional debe ser una de {names} (se recibió «{got}»)',
  'core.norm_unknown': 'norm debe ser layernorm o rmsnorm (se recibió «{got}»)',
  'core.merges_too_many':
    'una lista de fusiones puede tener como mucho {most} fusiones (se recibieron {got})',
  'core.merge_unknown_id':
    'la fusión {merge} usa el id {id}, pero antes de ella solo existen los ids de 0 a {last}',
  'core.merge_repeated': 'la fusión {merge} {pair} repite una fusión anterior',
  'core.merge_too_long':
    'la fusión {merge} {pair} forma un token de {bytes} bytes, pero entrenar BPE con como mucho {text} bytes de texto da tokens de como mucho {most}: estas fusiones no se aprendieron de un texto',
  'core.weights_cut_kind_length':
    'el archivo de pesos es incoherente: la longitud del tipo de modelo en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_kind':
    'el archivo de pesos es incoherente: el tipo de modelo en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_int_count':
    'el archivo de pesos es incoherente: el número de ajustes enteros en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_int_name_length':
    'el archivo de pesos es incoherente: la longitud del nombre de un ajuste entero en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_int_name':
    'el archivo de pesos es incoherente: el nombre de un ajuste entero en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_int_value':
    'el archivo de pesos es incoherente: el ajuste entero «{name}» en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_text_count':
    'el archivo de pesos es incoherente: el número de ajustes de texto en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_text_name_length':
    'el archivo de pesos es incoherente: la longitud del nombre de un ajuste de texto en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_text_name':
    'el archivo de pesos es incoherente: el nombre de un ajuste de texto en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_text_value_length':
    'el archivo de pesos es incoherente: la longitud del ajuste de texto «{name}» en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_text_value':
    'el archivo de pesos es incoherente: el ajuste de texto «{name}» en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_tensor_count':
    'el archivo de pesos es incoherente: el número de tensores en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_tensor_name_length':
    'el archivo de pesos es incoherente: la longitud del nombre de un tensor en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_tensor_name':
    'el archivo de pesos es incoherente: el nombre de un tensor en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_tensor_rank':
    'el archivo de pesos es incoherente: el número de dimensiones del tensor «{name}» en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_tensor_shape':
    'el archivo de pesos es incoherente: la forma del tensor «{name}» en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_tensor_data_size':
    'el archivo de pesos es incoherente: el tamaño de los datos del tensor «{name}» en el byte {byte} necesita {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_cut_tensor_data':
    'el archivo de pesos es incoherente: los datos del tensor «{name}» en el byte {byte} necesitan {bytes} bytes, pero solo quedan {left} antes de la suma de comprobación',
  'core.weights_kind_empty': 'el tipo de modelo tiene un nombre vacío',
  'core.weights_kind_too_long':
    'el tipo de modelo tiene un nombre de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_kind_control':
    'el nombre del tipo de modelo contiene el carácter de control {code} en el byte {byte}; los nombres y los ajustes deben ser texto imprimible',
  'core.weights_int_name_empty': 'un ajuste entero tiene un nombre vacío',
  'core.weights_int_name_too_long':
    'un ajuste entero tiene un nombre de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_int_name_control':
    'el nombre de un ajuste entero contiene el carácter de control {code} en el byte {byte}; los nombres y los ajustes deben ser texto imprimible',
  'core.weights_text_name_empty': 'un ajuste de texto tiene un nombre vacío',
  'core.weights_text_name_too_long':
    'un ajuste de texto tiene un nombre de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_text_name_control':
    'el nombre de un ajuste de texto contiene el carácter de control {code} en el byte {byte}; los nombres y los ajustes deben ser texto imprimible',
  'core.weights_tensor_name_empty': 'un tensor tiene un nombre vacío',
  'core.weights_tensor_name_too_long':
    'un tensor tiene un nombre de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_tensor_name_control':
    'el nombre de un tensor contiene el carácter de control {code} en el byte {byte}; los nombres y los ajustes deben ser texto imprimible',
  'core.weights_text_value_control':
    'el ajuste de texto «{name}» contiene el carácter de control {code} en el byte {byte}; los nombres y los ajustes deben ser texto imprimible',
  'core.weights_kind_length':
    'el archivo de pesos da al tipo de modelo una longitud de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_int_name_length':
    'el archivo de pesos da al nombre de un ajuste entero una longitud de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_text_name_length':
    'el archivo de pesos da al nombre de un ajuste de texto una longitud de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_text_value_length':
    'el archivo de pesos da al ajuste de texto «{name}» una longitud de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_tensor_name_length':
    'el archivo de pesos da al nombre de un tensor una longitud de {bytes} bytes; se permiten como mucho {most}',
  'core.weights_text_value_too_long':
    'el ajuste de texto «{name}» mide {bytes} bytes; se permiten como mucho {most}',
  'core.weights_tensor_holds':
    'el tensor «{name}» tiene forma {shape} = {count} valores, pero contiene {held}',
  'core.weights_too_large':
    'estos pesos ocuparían {bytes} bytes, más de los {mib} MiB que puede tener un archivo de pesos',
};
