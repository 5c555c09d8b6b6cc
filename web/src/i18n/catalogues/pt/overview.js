// pt: the words kept in overview.js.
export const messages = {
  'overview.lead':
    'Um GPT lê um texto e adivinha o que vem depois, um pedaço de cada vez. Estas lições constroem um pequeno, o TinyGPT, parte por parte, e o treinam no seu navegador. Aqui está ele inteiro de uma vez: o texto entra no topo, cada etapa entrega à seguinte um vetor de números por token, e as probabilidades do próximo byte saem embaixo. Cada lição seguinte abre uma etapa.',
  'overview.promptHint': 'o modelo o continua com um byte',
  'overview.promptEmpty': 'Digite pelo menos um caractere: o modelo continua o texto.',
  'overview.barsTitle': 'As probabilidades do próximo byte (os {n} mais prováveis)',
  'overview.barHover': '‘{byte}’ (byte {id}): {p}',
  'overview.barIdle': 'Aponte para uma barra para ler a probabilidade dela.',
  'overview.logitColumn': 'logit',
  'overview.probabilityColumn': 'probabilidade',
  'overview.barsSummary': 'Gráfico de barras dos {n} próximos bytes mais prováveis: {bars}.',
  'overview.barsItem': '‘{byte}’ {p}',
  'overview.promptBytes': 'Os bytes dele, os ids de token que o modelo lê: {ids}.',
  'overview.summaryTrained':
    'TinyGPT treinado ({shape}): depois do texto, o próximo byte mais provável é ‘{byte}’, com {p}.',
  'overview.summaryRandom':
    'TinyGPT com pesos aleatórios ({shape}, semente {seed}): depois do texto, o próximo byte mais provável é ‘{byte}’, com {p}. Pesos aleatórios não aprenderam nada, então esta ordem é arbitrária (um palpite uniforme dá a cada byte 1/256 = {even}). Treine o modelo no laboratório de treinamento e depois escolha os pesos treinados.',
  'overview.summaryRandomAway':
    'TinyGPT com pesos aleatórios ({shape}, semente {seed}): depois do texto, o próximo byte mais provável é ‘{byte}’, com {p}. Pesos aleatórios não aprenderam nada, então esta ordem é arbitrária (um palpite uniforme dá a cada byte 1/256 = {even}).',
  'overview.diagramTitle': 'O TinyGPT, etapa por etapa',
  'overview.labNote':
    'O laboratório de treinamento define o tamanho do modelo (camadas, cabeças, d_model, posições, normalização); este diagrama e todas as lições o seguem. {link} para treiná-lo agora, e volte para ver o que mudou.',
  'overview.labLink': 'Vá ao laboratório de treinamento',
  'overview.firstLookTitle': 'Um primeiro olhar sobre as palavras que as lições usam',
  'overview.moreInLesson': 'Mais na lição correspondente.',
  'overview.token': 'token',
  'overview.tokenAbout':
    'Um pedaço de texto que o modelo lê como uma unidade. Aqui cada byte é um token: um número de 0 a 255. Um byte que sozinho não é um caractere imprimível é escrito como \\x e dois dígitos hexadecimais: \\xC3 é o byte 195, o primeiro dos dois bytes de “é”. {more}',
  'overview.embedding': 'embedding',
  'overview.embeddingAbout':
    'A linha de números (um vetor) que a tabela de tokens guarda para um token. O modelo aprende essas linhas. {more}',
  'overview.position': 'posição',
  'overview.positionAbout':
    'O modelo também precisa saber onde um token está. Uma codificação posicional soma números de posição a cada linha, ou gira partes dos vetores por um ângulo que cresce com a posição. {more}',
  'overview.norm': 'normalização',
  'overview.normAbout':
    'LayerNorm ou RMSNorm reescala o vetor de cada token para um tamanho estável antes que uma camada o use. {more}',
  'overview.attention': 'atenção',
  'overview.attentionAbout':
    'Cada token reúne o que precisa dos tokens anteriores. Ele faz uma consulta (o que procura); cada token faz uma chave (o que oferece) e um valor (o que repassa). O produto escalar da consulta com uma chave é uma pontuação; o softmax transforma as pontuações de um token em pesos positivos que somam 1; a saída do token é a soma dos valores ponderada por esses pesos. {more}',
  'overview.causalMask': 'máscara causal',
  'overview.causalMaskAbout':
    'Um token só pode prestar atenção a si mesmo e aos tokens anteriores, nunca aos posteriores, para que o modelo não possa ler o byte que precisa prever. {more}',
  'overview.head': 'cabeça',
  'overview.headAbout':
    'A atenção roda várias vezes lado a lado. Cada cabeça faz suas próprias consultas, chaves e valores a partir do vetor inteiro de cada token; os resultados são juntados e misturados por mais uma matriz, a projeção de saída W_o. {more}',
  'overview.block': 'bloco',
  'overview.blockAbout':
    'Atenção e depois uma pequena rede para cada token separadamente (o MLP, cuja camada oculta curva seus números com uma rampa suave, a GELU). Cada uma normaliza primeiro sua entrada (pre-norm) e soma seu resultado de volta ao vetor do token, o fluxo residual. O TinyGPT empilha alguns blocos. {more}',
  'overview.logits': 'logits e softmax',
  'overview.logitsAbout':
    'Depois do último bloco, a cabeça de saída dá 256 pontuações para o próximo byte, os logits; o softmax as transforma em probabilidades. Gerar texto significa escolher um byte a partir delas, acrescentá-lo ao texto e repetir. {more}',
  'overview.loss': 'perda',
  'overview.lossAbout':
    'O treinamento mostra texto ao modelo e pede, em cada posição, o próximo byte. Ele é avaliado pela perda de entropia cruzada, −ln da probabilidade que deu ao byte verdadeiro; o gradiente diz como ajustar cada peso para diminuí-la. {more}',
  'lessons.overview.title': 'O modelo inteiro de relance',
  'questions.overview.1.question':
    'Qual parte do TinyGPT permite que o último token use os bytes anteriores a ele?',
  'questions.overview.1.choice1': 'a tabela de tokens, linha por linha',
  'questions.overview.1.choice2': 'a atenção, dentro de cada bloco',
  'questions.overview.1.choice3': 'a cabeça de saída, bem no final',
  'questions.overview.1.choice4': 'o softmax sobre os próximos bytes',
  'questions.overview.1.explanation':
    'A tabela de tokens consulta cada byte separadamente e a cabeça de saída lê um único vetor. Só a atenção leva informação dos tokens anteriores para os posteriores.',
  'questions.overview.2.question':
    'Com pesos aleatórios, o que as probabilidades do próximo byte dizem a você?',
  'questions.overview.2.choice1':
    'Nada ainda: elas se espalham pelos 256 bytes em uma ordem arbitrária',
  'questions.overview.2.choice2':
    'O byte mais provável já é a letra mais comum dos textos em inglês',
  'questions.overview.2.choice3':
    'O espaço é sempre o mais provável, já que é o byte mais frequente',
  'questions.overview.2.explanation':
    'Pesos aleatórios não aprenderam nada. Cada byte recebe uma pequena fatia (um palpite uniforme daria a cada um 1/256 ≈ 0,39%), e quais bytes vêm primeiro muda com a semente. Escolha pesos aleatórios acima, depois mude a semente e leia o gráfico.',
  'questions.overview.3.question':
    'Por que um token não pode prestar atenção aos tokens posteriores quando o modelo treina?',
  'questions.overview.3.choice1': 'Olhar para todos os tokens deixaria cada passo lento demais',
  'questions.overview.3.choice2': 'Os tokens posteriores contêm a resposta que ele precisa prever',
  'questions.overview.3.choice3':
    'Os tokens posteriores ainda não receberam nenhum embedding nesse momento',
  'questions.overview.3.explanation':
    'Em cada posição, a tarefa é prever o próximo byte. Se o token pudesse olhar adiante, copiaria a resposta e não aprenderia nada útil: a máscara causal esconde tudo o que vem depois dele.',
  'settings.ov_prompt': 'texto a continuar',
  'settings.ov_weights': 'pesos',
};
