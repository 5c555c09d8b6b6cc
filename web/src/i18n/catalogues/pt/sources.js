// pt: the words kept in sources.js.
export const messages = {
  'sources.vaswani2017.what':
    'o Transformer: atenção por produto escalar escalado, posições senoidais',
  'sources.radford2019.what':
    'GPT-2: um modelo só de decodificador, com posições aprendidas e uma inicialização pequena; BPE em nível de byte com um vocabulário de 50.257 tokens e um padrão que divide o texto antes das fusões',
  'sources.sennrich2016.what':
    'byte-pair encoding para palavras: fundir o par de símbolos mais frequente, de novo e de novo',
  'sources.ba2016.what': 'LayerNorm',
  'sources.zhang2019.what': 'RMSNorm',
  'sources.su2021.what': 'codificação posicional rotativa (RoPE)',
  'sources.press2022.what':
    'ALiBi: uma penalidade linear de distância por cabeça, em vez de vetores de posição',
  'sources.chen2023.what':
    'interpolação de posições: posições da RoPE reduzidas ao intervalo de treinamento',
  'sources.bloc97_2023.what':
    'escalonamento NTK-aware: uma base maior da RoPE, para que os pares lentos se estiquem e os rápidos fiquem como estão',
  'sources.haviv2022.what': 'por que um modelo causal sem posições ainda sabe onde está',
  'sources.devlin2019.what': 'um modelo só de codificador: atenção sem a máscara causal',
  'sources.he2016.what': 'conexões residuais: cada camada soma sua saída a uma soma acumulada',
  'sources.xiong2020.what':
    'pre-norm contra post-norm: por que a normalização dentro do ramo residual treina com mais facilidade',
  'sources.hendrycks2016.what': 'GELU, a ativação do MLP',
  'sources.press2017.what':
    'compartilhamento de pesos: a cabeça de saída compartilha a tabela de tokens',
  'sources.peters2018.what': 'embeddings contextuais: o vetor de uma palavra depende da frase',
  'sources.ethayarajh2019.what':
    'o quanto os estados ocultos de uma palavra se afastam de camada em camada',
  'sources.fan2018.what': 'amostragem top-k',
  'sources.holtzman2020.what': 'amostragem de núcleo (top-p), e por que o texto guloso se repete',
  'sources.pope2022.what': 'geração com cache KV e quanto custa a sua memória',
  'sources.vizuara.what':
    'o tokenizador de caracteres, o preditor token + posição, sua configuração de treinamento (tabelas N(0, 1), 500 passos com taxa de aprendizado 0,001) e seus exercícios, sobre os quais estas lições se apoiam e que, em alguns pontos, corrigem',
  'sources.congle2025.cite': 'notas sobre a progressão geométrica dos comprimentos de onda',
  'sources.congle2025.what':
    'os comprimentos de onda das codificações senoidais como uma progressão geométrica; a lição sobre comprimentos de onda reformula a ideia com as próprias palavras e calcula a figura ao vivo',
  'sources.congle2025.license': 'texto sob licença CC BY 4.0',
  'sources.raffel2020.what':
    'T5: vieses de posição relativa aprendidos, um por faixa de distância, somados às pontuações de atenção',
  'sources.dao2022.what':
    'FlashAttention: a mesma atenção calculada em blocos, sem guardar a matriz N × N',
  'sources.mikolov2013.what':
    'word2vec: um vetor estático por palavra, aprendido a partir das palavras ao redor',
  'sources.karpathy_minbpe.what':
    'BPE em nível de byte em poucos arquivos curtos: treinamento, codificação, decodificação e a regra de desempate que esta lição segue',
  'sources.openai_tiktoken.what':
    'onde foram publicadas as tabelas de ranks r50k_base (GPT-2), cl100k_base (GPT-4) e o200k_base (GPT-4o) e seus padrões de divisão; a lição de tokenizadores reais confere seus ids com o js-tiktoken, a versão em JavaScript',
  'sources.openai_tiktoken.license': 'código sob licença MIT',
  'sources.gpt_tokenizer.what':
    'as três tabelas de ranks e seus codificadores, um módulo por codificação, que a lição de tokenizadores reais carrega quando é montada e inclui dentro da página',
  'sources.gpt_tokenizer.license': 'código sob licença MIT',
  'sources.lincoln1863.what':
    'o Discurso de Gettysburg, um dos textos do BPE e do laboratório de treinamento',
  'sources.lincoln1863.license': 'domínio público',
  'sources.shakespeare1609.what':
    'três sonetos, um dos textos do BPE e do laboratório de treinamento',
  'sources.shakespeare1609.license': 'domínio público',
  'sources.carroll1865.what':
    'o início do primeiro capítulo, um dos textos do BPE e do laboratório de treinamento',
  'sources.carroll1865.license': 'domínio público',
  'sources.cervantes1605.what':
    'o início de Dom Quixote, o texto em espanhol do BPE e do laboratório de treinamento: suas letras acentuadas têm dois bytes UTF-8 cada',
  'sources.cervantes1605.license': 'domínio público',
  'sources.tang.cite': 'Poemas Tang',
  'sources.tang.what':
    'dezoito poemas curtos, o texto em chinês do BPE e do laboratório de treinamento: cada caractere tem três bytes UTF-8',
  'sources.tang.license': 'domínio público',
  'sources.machado1899.what':
    'o início de Dom Casmurro, o texto em português do BPE e do laboratório de treinamento: suas letras acentuadas têm dois bytes cada em UTF-8',
  'sources.machado1899.license': 'domínio público',
  'sources.qasaid.what':
    'versos de duas odes clássicas, o texto em árabe do BPE e do laboratório de treinamento: cada letra árabe tem dois bytes em UTF-8',
  'sources.qasaid.license': 'domínio público',
  'sources.vandermaaten2008.what':
    't-SNE: vizinhanças como probabilidades, reproduzidas em um plano por uma t de Student de cauda pesada, com exagero inicial',
  'sources.smilkov2016.what':
    'o Embedding Projector: PCA, t-SNE e vizinhos mais próximos dos seus próprios vectors.tsv e metadata.tsv, no navegador',
};
