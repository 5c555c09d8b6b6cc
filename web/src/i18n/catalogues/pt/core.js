// Portuguese (pt): the core's messages (src/core/messages.hpp), by key.
export const messages = {
  'core.attention_no_tokens': 'a atenção precisa de pelo menos um token: digite algum texto',
  'core.attention_too_many_tokens':
    'atenção: aqui cabem no máximo {most} tokens (recebidos: {got})',
  'core.bpe_merges_range':
    'o número de fusões BPE deve estar entre 0 (tokens de bytes) e {max} (recebido: {got})',
  'core.bpe_text_too_short':
    'o texto de treinamento é curto demais para BPE: seus {bytes} bytes viraram {tokens} tokens, mas seq_len {seq_len} precisa de pelo menos {needed}; use um texto mais longo, menos fusões ou um seq_len mais curto',
  'core.bpe_text_too_short_held':
    'o texto de treinamento é curto demais para BPE: seus {bytes} bytes (depois de reservados os últimos {held}) viraram {tokens} tokens, mas seq_len {seq_len} precisa de pelo menos {needed}; use um texto mais longo, menos fusões ou um seq_len mais curto',
  'core.d_model_even': 'd_model deve ser par: seno e cosseno vêm em pares (recebido: {got})',
  'core.d_model_even_positions':
    'd_model deve ser par para somar posições senoidais: seno e cosseno vêm em pares (recebido: {got})',
  'core.d_model_even_sinusoidal':
    'd_model deve ser par com posições senoidais: seno e cosseno vêm em pares (recebido: {got})',
  'core.d_model_pair': 'd_model deve ser pelo menos 2: um par seno/cosseno (recebido: {got})',
  'core.embed_std_range':
    'a dispersão inicial dos embeddings deve ser maior que 0 e no máximo 10 (1 é N(0, 1); o GPT-2 usa 0,02) (recebido: {got})',
  'core.generate_length': 'o número de bytes a gerar deve estar entre 0 e 100000 (recebido: {got})',
  'core.head_dim_odd':
    'head_dim = d_model / n_head = {head_dim} é ímpar, mas a RoPE gira as dimensões aos pares: escolha d_model e n_head de modo que d_model / n_head seja par',
  'core.heads_divide':
    'd_model {d_model} não é divisível por n_head {n_head}: cada cabeça de atenção recebe d_model / n_head dimensões; escolha um n_head que divida d_model',
  'core.held_out_too_short':
    'a parte reservada do texto (os últimos {held} de {bytes} bytes) é mais curta que uma janela de seq_len + 1 = {window} bytes; use um texto mais longo (de pelo menos {needed} bytes), um seq_len mais curto ou não reserve nada',
  'core.held_out_too_short_bpe':
    'a parte reservada do texto (os últimos {held} de {bytes} bytes, {tokens} tokens) é mais curta que uma janela de seq_len + 1 = {window} tokens; use um texto mais longo (de pelo menos {needed} bytes, ou menos fusões), um seq_len mais curto ou não reserve nada',
  'core.no_ids_to_look_up': 'não há ids de token para consultar: digite algum texto',
  'core.no_tokens_to_embed': 'não há tokens para transformar em embeddings: digite algum texto',
  'core.norm_vector_empty': 'o vetor está vazio: digite pelo menos um número',
  'core.norm_vector_too_long':
    'o vetor é longo demais: aqui cabem no máximo {most} números (recebidos: {got})',
  'core.not_finite': '{setting} deve ser um número finito (recebido: {got})',
  'core.not_whole': '{setting} deve ser um número inteiro (recebido: {got})',
  'core.out_of_range': '{setting} deve estar entre {min} e {max} (recebido: {got})',
  'core.pe_base':
    'base deve ser um número finito maior que 1: ela define a rapidez com que os comprimentos de onda crescem (recebido: {got})',
  'core.position_negative':
    '{setting} deve ser 0 ou mais: as posições são contadas a partir de 0 (recebido: {got})',
  'core.position_table_too_short':
    'a sequência tem {tokens} tokens, mas a tabela de posições tem só {rows} linhas (max_len {rows}): uma tabela aprendida não passa da última linha, então use no máximo {rows} tokens (um texto, um texto inicial ou um seq_len mais curto) ou aumente max_len',
  'core.prompt_empty':
    'o texto inicial está vazio: digite pelo menos um caractere a partir do qual continuar',
  'core.temperature_range':
    'a temperatura deve ser 0 (sempre o token mais provável) ou positiva (recebido: {got})',
  'core.text_empty': 'o texto está vazio: digite pelo menos um caractere',
  'core.too_many_activations':
    'um lote de {batch} vezes um comprimento de sequência de {seq_len} precisa de {count} valores de ativação, acima do limite de {most}; diminua o tamanho do lote ou o comprimento da sequência',
  'core.too_many_parameters':
    'esta configuração tem {count} parâmetros, acima do limite de {most}; diminua d_model, n_layer ou o tamanho do vocabulário',
  'core.top_k_range': 'top_k deve estar entre 0 (sem limite) e {max} (recebido: {got})',
  'core.top_p_range':
    'top_p deve ser maior que 0 e no máximo 1 (1 mantém todos os tokens; recebido: {got})',
  'core.training_text_empty':
    'o texto de treinamento está vazio: cole ou escolha um texto para aprender',
  'core.training_text_too_short':
    'o texto de treinamento é curto demais: tem {bytes} bytes, mas seq_len {seq_len} precisa de pelo menos {needed} (cada janela tem seq_len + 1 bytes, e o amostrador precisa de um início para escolher); use um texto mais longo ou um seq_len mais curto',
  'core.training_text_too_short_held':
    'o texto de treinamento é curto demais: tem {bytes} bytes depois de reservados os últimos {held}, mas seq_len {seq_len} precisa de pelo menos {needed} (cada janela tem seq_len + 1 bytes, e o amostrador precisa de um início para escolher); use um texto mais longo ou um seq_len mais curto',
  'core.tsne_perplexity':
    'a perplexidade deve ser maior que 0 e menor que o número de linhas, {rows} (recebido: {got}): ela é, aproximadamente, quantos vizinhos cada linha mantém por perto; tente {hint}',
  'core.tsne_too_few_rows':
    'o t-SNE precisa de pelo menos 2 linhas para posicionar (recebidas: {got})',
  'core.tsne_too_many_rows':
    'o t-SNE aceita no máximo {most} linhas (recebidas: {got}): seu tempo e sua memória crescem com o quadrado do número de linhas, então dê a ele uma amostra',
  'core.tsv_beyond_float32':
    'a linha {line}, valor {column}, é {field}, fora do intervalo de float32 (cerca de 3.4e38): reduza a escala dos vetores',
  'core.tsv_blank_line':
    'a linha {line} está vazia, mas há linhas depois dela: remova-a, para que a linha i do arquivo seja o vetor i',
  'core.tsv_empty_value':
    'a linha {line}, valor {column}, está vazia: remova a tabulação dupla ou final, para que as tabulações só separem números',
  'core.tsv_header':
    'a linha 1 contém “{field}”, que parece um cabeçalho: vectors.tsv só contém números (coloque os rótulos em metadata.tsv), então remova essa linha',
  'core.tsv_no_rows':
    'o arquivo de vetores não tem linhas: escreva um vetor por linha, com os valores separados por tabulações',
  'core.tsv_not_a_number':
    'a linha {line}, valor {column}, é “{field}”, que não é um número: cada valor deve ser um número como 0.25 ou -1e-3',
  'core.tsv_not_finite':
    'a linha {line}, valor {column}, é {field}: cada valor deve ser um número finito (substitua-o ou remova a linha)',
  'core.tsv_not_one_number':
    'a linha {line}, valor {column}, é “{field}”, que não é um único número: separe os valores com tabulações, não com espaços nem vírgulas',
  'core.tsv_ragged':
    'o número de valores da linha {line} é {count}, mas o da linha 1 é {columns}: todas as linhas precisam do mesmo número de valores',
  'core.tsv_too_large':
    'o arquivo de vetores tem {bytes} bytes, mais que os {mib} MiB permitidos: use menos linhas',
  'core.tsv_too_many_values':
    'o arquivo de vetores tem mais de {most} valores (na linha {line}): use menos linhas ou dimensões',
  'core.val_fraction_range':
    'a fração reservada deve estar entre 0 (treinar com tudo) e 0,5 (recebido: {got})',
};
