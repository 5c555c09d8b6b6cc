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
  'core.merge_repeated': 'a fusão {merge} {pair} repete uma fusão anterior',
  'core.merge_too_long':
    'a fusão {merge} {pair} forma um token de {bytes} bytes, mas treinar BPE com no máximo {text} bytes de texto forma tokens de no máximo {most}: essas fusões não foram aprendidas de um texto',
  'core.merge_unknown_id':
    'a fusão {merge} usa o id {id}, mas antes dela só existem os ids de 0 a {last}',
  'core.merges_too_many': 'uma lista de fusões pode ter no máximo {most} fusões (recebido: {got})',
  'core.no_ids_to_look_up': 'não há ids de token para consultar: digite algum texto',
  'core.no_tokens_to_embed': 'não há tokens para transformar em embeddings: digite algum texto',
  'core.norm_unknown': 'norm deve ser layernorm ou rmsnorm (recebido: “{got}”)',
  'core.norm_vector_empty': 'o vetor está vazio: digite pelo menos um número',
  'core.norm_vector_too_long':
    'o vetor é longo demais: aqui cabem no máximo {most} números (recebidos: {got})',
  'core.not_finite': '{setting} deve ser um número finito (recebido: {got})',
  'core.not_whole': '{setting} deve ser um número inteiro (recebido: {got})',
  'core.out_of_range': '{setting} deve estar entre {min} e {max} (recebido: {got})',
  'core.pe_base':
    'base deve ser um número finito maior que 1: ela define a rapidez com que os comprimentos de onda crescem (recebido: {got})',
  'core.pe_unknown': 'a codificação posicional deve ser uma de {names} (recebido: “{got}”)',
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
  'core.weights_checksum':
    'o arquivo de pesos está danificado: a sua soma de verificação não confere com o conteúdo (alguns bytes foram alterados depois que ele foi salvo)',
  'core.weights_cut_int_count':
    'o arquivo de pesos está inconsistente: o número de configurações inteiras no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_int_name':
    'o arquivo de pesos está inconsistente: o nome de uma configuração inteira no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_int_name_length':
    'o arquivo de pesos está inconsistente: o comprimento do nome de uma configuração inteira no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_int_value':
    'o arquivo de pesos está inconsistente: a configuração inteira “{name}” no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_kind':
    'o arquivo de pesos está inconsistente: o tipo de modelo no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_kind_length':
    'o arquivo de pesos está inconsistente: o comprimento do tipo de modelo no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_tensor_count':
    'o arquivo de pesos está inconsistente: o número de tensores no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_tensor_data':
    'o arquivo de pesos está inconsistente: os dados do tensor “{name}” no byte {byte} precisam de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_tensor_data_size':
    'o arquivo de pesos está inconsistente: o tamanho dos dados do tensor “{name}” no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_tensor_name':
    'o arquivo de pesos está inconsistente: o nome de um tensor no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_tensor_name_length':
    'o arquivo de pesos está inconsistente: o comprimento do nome de um tensor no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_tensor_rank':
    'o arquivo de pesos está inconsistente: o número de dimensões do tensor “{name}” no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_tensor_shape':
    'o arquivo de pesos está inconsistente: a forma do tensor “{name}” no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_text_count':
    'o arquivo de pesos está inconsistente: o número de configurações de texto no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_text_name':
    'o arquivo de pesos está inconsistente: o nome de uma configuração de texto no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_text_name_length':
    'o arquivo de pesos está inconsistente: o comprimento do nome de uma configuração de texto no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_text_value':
    'o arquivo de pesos está inconsistente: a configuração de texto “{name}” no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_cut_text_value_length':
    'o arquivo de pesos está inconsistente: o comprimento da configuração de texto “{name}” no byte {byte} precisa de {bytes} bytes, mas só restam {left} antes da soma de verificação',
  'core.weights_header_truncated':
    'o arquivo de pesos está truncado: ele termina depois de {bytes} bytes, dentro do seu cabeçalho de {header} bytes',
  'core.weights_int_name_control':
    'o nome de uma configuração inteira contém o caractere de controle {code} no byte {byte}; nomes e configurações devem ser texto imprimível',
  'core.weights_int_name_empty': 'uma configuração inteira tem um nome vazio',
  'core.weights_int_name_length':
    'o arquivo de pesos dá ao nome de uma configuração inteira um comprimento de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_int_name_too_long':
    'uma configuração inteira tem um nome de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_kind_control':
    'o nome do tipo de modelo contém o caractere de controle {code} no byte {byte}; nomes e configurações devem ser texto imprimível',
  'core.weights_kind_empty': 'o tipo de modelo tem um nome vazio',
  'core.weights_kind_length':
    'o arquivo de pesos dá ao tipo de modelo um comprimento de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_kind_too_long':
    'o tipo de modelo tem um nome de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_length_too_large':
    'o arquivo de pesos diz ter {length} bytes, mais que os {mib} MiB que um arquivo de pesos pode ter',
  'core.weights_length_too_short':
    'o arquivo de pesos diz ter {length} bytes, pouco demais para o seu próprio cabeçalho e a sua soma de verificação',
  'core.weights_longer':
    'o arquivo de pesos é mais longo do que diz: depois dos seus {length} bytes vêm {extra} bytes a mais',
  'core.weights_merge_ids':
    'a fusão BPE {merge} do arquivo de pesos não é um par de ids de token: o arquivo está danificado',
  'core.weights_merges_table':
    'as fusões BPE do arquivo de pesos devem ser uma tabela de ids de token com duas colunas, uma linha por fusão: o arquivo está danificado',
  'core.weights_model_kind':
    'o arquivo de pesos contém um modelo “{kind}”; o Embedding Lab treina modelos seed_predictor e tiny_gpt',
  'core.weights_no_int_setting':
    'o arquivo de pesos não tem nenhuma configuração inteira chamada “{name}”',
  'core.weights_no_tensor':
    'o arquivo de pesos não tem nenhum tensor chamado “{name}” (ele é de outro modelo?)',
  'core.weights_no_text_setting':
    'o arquivo de pesos não tem nenhuma configuração de texto chamada “{name}”',
  'core.weights_not_elab':
    'este não é um arquivo de pesos do Embedding Lab (ele não começa com “ELABWTS”); escolha um arquivo salvo pelo Embedding Lab',
  'core.weights_size_setting':
    'no arquivo de pesos, {setting} é {got}, fora do intervalo de {min} a {max}',
  'core.weights_steps':
    'o arquivo de pesos diz que o modelo foi treinado por {steps} passos, o que não é possível (só de 0 a 2^53): o arquivo está danificado',
  'core.weights_tensor_count':
    'o arquivo de pesos tem {count} tensores, mas o modelo que as suas configurações descrevem tem {needed}: o arquivo está danificado',
  'core.weights_tensor_data_size':
    'o tensor “{name}” tem forma {shape} = {count} valores float32 ({bytes} bytes), mas guarda {stored} bytes',
  'core.weights_tensor_dim_too_large':
    'o tensor “{name}” tem uma dimensão de {dim}, mais valores do que cabem em um arquivo de pesos',
  'core.weights_tensor_dim_zero':
    'o tensor “{name}” tem forma {shape}: a dimensão {dim} deve ser pelo menos 1',
  'core.weights_tensor_holds':
    'o tensor “{name}” tem forma {shape} = {count} valores, mas contém {held}',
  'core.weights_tensor_name_control':
    'o nome de um tensor contém o caractere de controle {code} no byte {byte}; nomes e configurações devem ser texto imprimível',
  'core.weights_tensor_name_empty': 'um tensor tem um nome vazio',
  'core.weights_tensor_name_length':
    'o arquivo de pesos dá ao nome de um tensor um comprimento de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_tensor_name_too_long':
    'um tensor tem um nome de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_tensor_not_finite':
    'o tensor “{name}” contém {value} no índice {index}; os pesos devem ser números finitos',
  'core.weights_tensor_rank':
    'o tensor “{name}” tem {dims} dimensões; no máximo {most} são permitidas',
  'core.weights_tensor_shape':
    'o tensor {name} do arquivo de pesos tem forma {shape}, mas o modelo que as suas configurações descrevem precisa de {needed}: o arquivo está danificado',
  'core.weights_tensor_too_large':
    'o tensor “{name}” tem forma {shape}, mais valores do que cabem em um arquivo de pesos de {mib} MiB',
  'core.weights_text_name_control':
    'o nome de uma configuração de texto contém o caractere de controle {code} no byte {byte}; nomes e configurações devem ser texto imprimível',
  'core.weights_text_name_empty': 'uma configuração de texto tem um nome vazio',
  'core.weights_text_name_length':
    'o arquivo de pesos dá ao nome de uma configuração de texto um comprimento de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_text_name_too_long':
    'uma configuração de texto tem um nome de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_text_too_short':
    'com as {merges} fusões BPE do arquivo, o texto é curto demais para seq_len {seq_len}: use um texto mais longo ou um seq_len mais curto',
  'core.weights_text_value_control':
    'a configuração de texto “{name}” contém o caractere de controle {code} no byte {byte}; nomes e configurações devem ser texto imprimível',
  'core.weights_text_value_length':
    'o arquivo de pesos dá à configuração de texto “{name}” um comprimento de {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_text_value_too_long':
    'a configuração de texto “{name}” tem {bytes} bytes; no máximo {most} são permitidos',
  'core.weights_too_large':
    'estes pesos ocupariam {bytes} bytes, mais que os {mib} MiB que um arquivo de pesos pode ter',
  'core.weights_too_many_ints':
    'o arquivo de pesos lista {count} configurações inteiras; no máximo {most} são permitidas',
  'core.weights_too_many_tensors':
    'o arquivo de pesos lista {count} tensores; no máximo {most} são permitidos',
  'core.weights_too_many_texts':
    'o arquivo de pesos lista {count} configurações de texto; no máximo {most} são permitidas',
  'core.weights_truncated':
    'o arquivo de pesos está truncado: deveria ter {length} bytes, mas só {bytes} estão aqui (um download interrompido?)',
  'core.weights_two_settings': 'o arquivo de pesos tem duas configurações chamadas “{name}”',
  'core.weights_two_tensors': 'o arquivo de pesos tem dois tensores chamados “{name}”',
  'core.weights_unexplained_bytes':
    'o arquivo de pesos está inconsistente: depois do último tensor vêm {bytes} bytes sem explicação',
  'core.weights_version_damaged':
    'o cabeçalho do arquivo de pesos está danificado: ele indica a versão de formato {version}, que nenhum Embedding Lab escreveu (este lê a versão {reads})',
  'core.weights_version_newer':
    'este arquivo de pesos foi feito por uma versão mais nova do Embedding Lab (versão de formato {version}); esta lê a versão {reads}',
  'core.weights_version_unknown':
    'este arquivo de pesos tem a versão de formato {version}, que nunca existiu; este Embedding Lab lê a versão {reads}',
  'core.weights_vocab':
    'o vocabulário do arquivo de pesos tem {vocab} tokens, mas as suas {merges} fusões BPE formam {made}: o arquivo está danificado',
};
