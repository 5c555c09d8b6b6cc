// pt: the words kept in check-after.js.
export const messages = {
  'check-after.lead':
    'De novo dez perguntas, uma para cada ideia que as lições ensinam, com palavras diferentes das usadas antes de você começar. A sua primeira resposta é a que fica; ela não conta para a sua pontuação.',
  'check-after.gainLead':
    'Depois que você responder aos dois testes, a tabela mostra cada ideia antes e depois das lições, e onde reler uma ideia que você ainda errou.',
  'check-after.noBefore':
    'Este curso deixa de fora o teste antes das lições, então não há ganho a mostrar: a tabela lista as suas respostas daqui.',
  'check-after.caption': 'O que você ganhou, ideia por ideia',
  'check-after.ideaHeader': 'Ideia',
  'check-after.beforeHeader': 'Antes',
  'check-after.afterHeader': 'Depois',
  'check-after.gainHeader': 'Ganho',
  'check-after.right': 'acertou',
  'check-after.missed': 'errou',
  'check-after.open': 'ainda sem resposta',
  'check-after.learned': 'aprendeu',
  'check-after.kept': 'já sabia',
  'check-after.stillMissed': 'errou de novo',
  'check-after.slipped': 'errou desta vez',
  'check-after.readAgain': 'releia: {lesson}',
  'check-after.total': 'Acertos na primeira tentativa',
  'check-after.totalRight': '{right} de {total}',
  'check-after.totalGain': '{gain} ideias',
  'check-after.ideaTokens': 'Tokens: do texto aos ids',
  'check-after.ideaBpe': 'BPE: fundindo pares frequentes',
  'check-after.ideaEmbedding': 'As linhas da tabela de embeddings',
  'check-after.ideaSinusoidal': 'Posições senoidais',
  'check-after.ideaRelative': 'Posição relativa e RoPE',
  'check-after.ideaAttention': 'Atenção e a máscara causal',
  'check-after.ideaHeads': 'Cabeças de atenção',
  'check-after.ideaBlock': 'O bloco: resíduos e normalizações',
  'check-after.ideaSampling': 'Amostrando o próximo byte',
  'check-after.ideaTraining': 'O treinamento e a perda',
  'lessons.check-after.title': 'Depois das lições: dez perguntas de novo',
  'lessons.check-after.place':
    'o modelo inteiro: uma pergunta para cada ideia que as lições ensinam',
  'questions.check-after.1.question':
    'O tokenizador no nível de bytes lê “naïve”, cujo ï ocupa dois bytes em UTF-8. Quantos tokens ele gera?',
  'questions.check-after.1.choice1': '5: um por letra',
  'questions.check-after.1.choice2': '6: um por byte',
  'questions.check-after.1.choice3': '1: um por palavra',
  'questions.check-after.1.choice4': '10: dois por letra',
  'questions.check-after.1.explanation':
    'Um tokenizador no nível de bytes gera um token por byte: n, a, v e e ocupam um byte cada e ï ocupa dois, então são seis tokens.',
  'questions.check-after.2.question':
    'Que texto um tokenizador BPE transforma no menor número de tokens para o seu comprimento?',
  'questions.check-after.2.choice1':
    'Um texto parecido com o seu texto de treinamento, cujos pares frequentes ele fundiu',
  'questions.check-after.2.choice2':
    'Um texto em uma língua que ele nunca viu, lido como palavras inteiras desconhecidas',
  'questions.check-after.2.choice3':
    'Uma sequência aleatória de bytes, já que cada byte já é um token',
  'questions.check-after.2.choice4': 'Todo texto por igual: a contagem só depende do comprimento',
  'questions.check-after.2.explanation':
    'As fusões dele são os pares frequentes do seu texto de treinamento: um texto parecido é coberto por tokens longos, enquanto um texto pouco familiar recai em pedaços curtos, até bytes isolados.',
  'questions.check-after.3.question':
    'Um vocabulário de 50.000 tokens e linhas de 768 números: o que a consulta do token 7 devolve?',
  'questions.check-after.3.choice1': 'A linha 7 da tabela: 768 números',
  'questions.check-after.3.choice2': 'A coluna 7 da tabela: 50.000 números',
  'questions.check-after.3.choice3': 'Um número, o 7º da tabela',
  'questions.check-after.3.choice4': 'Um vetor one-hot de 50.000 números',
  'questions.check-after.3.explanation':
    'A tabela tem uma linha por token; a consulta entrega ao modelo a linha do token 7, um vetor de 768 números que o treinamento ajusta.',
  'questions.check-after.4.question':
    'Na tabela de posições senoidais, quais dimensões distinguem duas posições distantes (digamos 3 e 900) sem se repetir?',
  'questions.check-after.4.choice1': 'As últimas (i grande), cujas ondas são longas',
  'questions.check-after.4.choice2': 'As primeiras (i pequeno), já que mudam mais rápido',
  'questions.check-after.4.choice3': 'Nenhuma: toda dimensão se repete a cada 2π posições',
  'questions.check-after.4.choice4': 'Só a dimensão 0, que cresce com a posição',
  'questions.check-after.4.explanation':
    'Os primeiros pares giram tão rápido que dão muitas voltas em 900 posições; os últimos giram tão devagar que seus ângulos ainda são diferentes.',
  'questions.check-after.5.question':
    'Por que a pontuação entre uma consulta e uma chave giradas pela RoPE depende da distância entre elas, e não de onde elas estão?',
  'questions.check-after.5.choice1':
    'O produto escalar delas só guarda a diferença entre os seus dois ângulos de rotação',
  'questions.check-after.5.choice2':
    'A RoPE subtrai uma posição da outra antes de a atenção começar',
  'questions.check-after.5.choice3':
    'A RoPE guarda, ao lado do modelo, uma tabela de todas as distâncias e a consulta',
  'questions.check-after.5.choice4':
    'Não depende: a pontuação depende das duas posições, como com vetores somados',
  'questions.check-after.5.explanation':
    'Girar q pelo ângulo mθ e k por nθ muda o produto escalar delas conforme o ângulo entre elas, (m − n)θ: mover as duas ao longo do texto não o altera.',
  'questions.check-after.6.question':
    'Com a máscara causal, quais pesos da matriz de atenção são sempre 0?',
  'questions.check-after.6.choice1':
    'Os que ficam acima da diagonal: os pesos de cada token sobre os tokens posteriores',
  'questions.check-after.6.choice2':
    'Os que ficam abaixo da diagonal: os pesos de cada token sobre os tokens anteriores',
  'questions.check-after.6.choice3': 'Os da diagonal: o peso de cada token sobre si mesmo',
  'questions.check-after.6.choice4': 'Nenhum: a máscara muda as pontuações, nunca os pesos',
  'questions.check-after.6.explanation':
    'A linha i guarda os pesos do token i sobre todos os tokens; a máscara põe em −∞ as pontuações dos tokens posteriores, então, depois do softmax, os pesos deles são 0.',
  'questions.check-after.7.question':
    'Duas cabeças de uma mesma camada leem os mesmos tokens. O que pode ser diferente entre elas?',
  'questions.check-after.7.choice1': 'Os pesos delas: cada uma tem seus próprios W_Q, W_K e W_V',
  'questions.check-after.7.choice2': 'Nada: as cabeças de uma camada são cópias umas das outras',
  'questions.check-after.7.choice3': 'Só a largura da saída que cada cabeça produz',
  'questions.check-after.7.choice4':
    'A máscara: uma cabeça pode olhar adiante, para tokens posteriores',
  'questions.check-after.7.explanation':
    'Cada cabeça produz suas próprias consultas, chaves e valores com suas próprias matrizes, então seus pesos diferem; a máscara é a mesma para todas as cabeças de um decodificador.',
  'questions.check-after.8.question': 'O que uma LayerNorm faz com o vetor de cada token?',
  'questions.check-after.8.choice1':
    'Leva-o a média 0 e dispersão 1, depois o multiplica por γ e o desloca por β',
  'questions.check-after.8.choice2': 'Põe a sua maior entrada em 1 e divide as outras por ela',
  'questions.check-after.8.choice3':
    'Soma a ele a posição do token, para que a próxima camada saiba onde ele está',
  'questions.check-after.8.choice4': 'Faz a média dele com os vetores dos outros tokens do texto',
  'questions.check-after.8.explanation':
    'A LayerNorm trabalha com um vetor de cada vez: subtrai a média dele, divide pelo desvio padrão (com ε), depois multiplica por γ e desloca por β.',
  'questions.check-after.9.question':
    'O que uma temperatura muito alta (digamos 100) faz com a escolha do próximo byte?',
  'questions.check-after.9.choice1':
    'Quase uniforme: todos os bytes com mais ou menos a mesma chance',
  'questions.check-after.9.choice2': 'O byte mais provável toda vez, como na decodificação gulosa',
  'questions.check-after.9.choice3': 'Mantém só os dois bytes mais prováveis',
  'questions.check-after.9.choice4':
    'Nada: a temperatura só muda a escala dos logits, não a escolha',
  'questions.check-after.9.explanation':
    'Os logits são divididos pela temperatura antes do softmax; divididos por 100, ficam todos perto de 0, então as probabilidades ficam quase iguais.',
  'questions.check-after.10.question':
    'O modelo dá probabilidade 0,5 ao próximo byte correto. Quanto essa posição acrescenta à perda de entropia cruzada?',
  'questions.check-after.10.choice1': '−ln 0,5 = ln 2 ≈ 0,69',
  'questions.check-after.10.choice2': '0,5, a probabilidade que faltou',
  'questions.check-after.10.choice3': '2, um dividido pela probabilidade',
  'questions.check-after.10.choice4': '0: acertar pela metade não custa nada',
  'questions.check-after.10.explanation':
    'Cada posição acrescenta −ln p, sendo p a probabilidade dada ao byte correto: −ln 0,5 = ln 2 ≈ 0,69 nats.',
};
