// pt: the words kept in check-before.js.
export const messages = {
  'check-before.lead':
    'Dez perguntas antes de começar, uma para cada ideia que as lições ensinam: como o texto vira tokens, como os tokens viram vetores, como o modelo distingue posições, presta atenção, é construído, amostra e aprende.',
  'check-before.notKnowing':
    'Responda cada uma com o seu melhor palpite, mesmo quando ainda não souber: é para isso que serve este teste. A sua primeira resposta é a que fica, e ela não conta para a sua pontuação.',
  'check-before.after':
    'No final, o teste depois das lições pergunta sobre as mesmas dez ideias com outras palavras e mostra o quanto você avançou em cada uma.',
  'lessons.check-before.title': 'Antes de começar: dez perguntas',
  'lessons.check-before.place':
    'o modelo inteiro: uma pergunta para cada ideia que as lições ensinam',
  'questions.check-before.1.question':
    'O tokenizador em nível de byte lê “café”, cujo é ocupa dois bytes em UTF-8. Quantos tokens ele produz?',
  'questions.check-before.1.choice1': '4: um por letra',
  'questions.check-before.1.choice2': '5: um por byte',
  'questions.check-before.1.choice3': '1: um por palavra',
  'questions.check-before.1.choice4': '8: dois por letra',
  'questions.check-before.1.explanation':
    'Um tokenizador em nível de byte produz um token por byte: c, a e f têm um byte cada e é tem dois, então são cinco tokens.',
  'questions.check-before.2.question': 'O que faz um passo de fusão do treinamento do BPE?',
  'questions.check-before.2.choice1':
    'Transforma o par de tokens vizinhos mais frequente em um novo token',
  'questions.check-before.2.choice2':
    'Remove o byte mais raro do vocabulário para abrir espaço para um novo',
  'questions.check-before.2.choice3':
    'Divide o token mais longo do texto em dois mais curtos e mais comuns',
  'questions.check-before.2.choice4':
    'Junta todos os pares que aparecem mais de uma vez, todos em um só passo',
  'questions.check-before.2.explanation':
    'Cada passo conta os pares de tokens vizinhos, dá um novo id ao par mais frequente e reescreve o texto com ele; o passo seguinte conta de novo.',
  'questions.check-before.3.question':
    'Um vocabulário de 1.000 tokens e linhas de 32 números: qual é o formato da tabela de embeddings?',
  'questions.check-before.3.choice1': '1.000 × 32',
  'questions.check-before.3.choice2': '32 × 32',
  'questions.check-before.3.choice3': '1.000 × 1.000',
  'questions.check-before.3.choice4': '1 × 32',
  'questions.check-before.3.explanation':
    'Uma linha por token do vocabulário, cada linha tão longa quanto os vetores do modelo: 1.000 linhas de 32 números.',
  'questions.check-before.4.question':
    'Na tabela de posições senoidal, como as primeiras dimensões (i pequeno) mudam de uma posição para a seguinte, em comparação com as últimas?',
  'questions.check-before.4.choice1':
    'Mudam mais rápido: seus comprimentos de onda são os mais curtos',
  'questions.check-before.4.choice2':
    'Mudam mais devagar: seus comprimentos de onda são os mais longos',
  'questions.check-before.4.choice3': 'Todas as dimensões mudam no mesmo ritmo',
  'questions.check-before.4.choice4': 'Não mudam: só as últimas dimensões codificam a posição',
  'questions.check-before.4.explanation':
    'A frequência 1/10000^(2i/d) cai conforme i cresce: os primeiros pares giram rápido, como o ponteiro dos segundos de um relógio, e os últimos devagar, como o ponteiro das horas.',
  'questions.check-before.5.question': 'O que a RoPE faz com um vetor de consulta na posição p?',
  'questions.check-before.5.choice1': 'Gira cada par dos seus números por p vezes um ângulo',
  'questions.check-before.5.choice2':
    'Soma a ele a linha p de uma tabela de posições aprendida, como faz o GPT-2',
  'questions.check-before.5.choice3': 'Multiplica cada número do vetor pela posição p',
  'questions.check-before.5.choice4': 'Descarta os últimos p números do vetor e mantém os outros',
  'questions.check-before.5.explanation':
    'A RoPE trata o vetor como pares de números e gira cada par por p vezes o ângulo próprio desse par; nada é somado ao embedding do token.',
  'questions.check-before.6.question':
    'Na atenção causal sobre 5 tokens, a quantos tokens o token 3 (contando a partir de 0) pode prestar atenção?',
  'questions.check-before.6.choice1': '4: os tokens 0 a 3',
  'questions.check-before.6.choice2': '3: os tokens 0 a 2',
  'questions.check-before.6.choice3': '5: todos os tokens do texto',
  'questions.check-before.6.choice4': '1: só a si mesmo',
  'questions.check-before.6.explanation':
    'A máscara causal deixa um token prestar atenção a si mesmo e a todos os tokens anteriores, nunca a um posterior: os tokens 0, 1, 2 e 3.',
  'questions.check-before.7.question':
    'Por que uma camada usa várias cabeças de atenção em vez de uma só cabeça tão larga quanto o modelo?',
  'questions.check-before.7.choice1':
    'Cada cabeça pode prestar atenção a tokens diferentes, por um motivo diferente',
  'questions.check-before.7.choice2':
    'Várias cabeças precisam de menos parâmetros do que uma cabeça tão larga quanto o modelo',
  'questions.check-before.7.choice3':
    'Uma cabeça tão larga quanto o modelo não conseguiria aplicar o softmax',
  'questions.check-before.7.choice4':
    'Várias cabeças deixam um token ler os tokens que vêm depois dele',
  'questions.check-before.7.explanation':
    'Cada cabeça tem seus próprios pesos, então uma pode seguir o token anterior enquanto outra segue um parêntese correspondente; uma única cabeça faz uma só média ponderada por token.',
  'questions.check-before.8.question':
    'O que faz a conexão residual em volta de uma subcamada de um bloco?',
  'questions.check-before.8.choice1': 'Soma a saída da subcamada a x, a entrada dela',
  'questions.check-before.8.choice2': 'Substitui x pela saída da subcamada, esquecendo x',
  'questions.check-before.8.choice3': 'Normaliza x para média 0 e dispersão 1',
  'questions.check-before.8.choice4': 'Realimenta o primeiro bloco com a saída do bloco',
  'questions.check-before.8.explanation':
    'x + sublayer(norm(x)): a entrada passa sem mudanças e cada subcamada soma a ela a sua mudança, o que mantém treinável uma pilha profunda.',
  'questions.check-before.9.question': 'O que dá a amostragem top-k com k = 1?',
  'questions.check-before.9.choice1': 'Sempre o byte mais provável: a decodificação gulosa',
  'questions.check-before.9.choice2': 'Um byte sorteado por igual entre todos os 256',
  'questions.check-before.9.choice3': 'Sempre o segundo byte mais provável',
  'questions.check-before.9.choice4': 'Um byte sorteado da distribuição completa, sem mudanças',
  'questions.check-before.9.explanation':
    'O top-k mantém os k bytes mais prováveis e sorteia entre eles; com k = 1 só sobra o mais provável, então a escolha é sempre a mesma.',
  'questions.check-before.10.question':
    'A perda é a entropia cruzada do próximo byte. O que significaria uma perda de 0?',
  'questions.check-before.10.choice1': 'O próximo byte certo sempre recebeu probabilidade 1',
  'questions.check-before.10.choice2': 'O modelo espalha seus palpites por igual pelos 256 bytes',
  'questions.check-before.10.choice3': 'O treinamento ainda não começou, então nada foi medido',
  'questions.check-before.10.choice4': 'Todos os pesos do modelo são 0, então toda saída é 0',
  'questions.check-before.10.explanation':
    'Cada posição soma −ln p, sendo p a probabilidade dada ao byte certo; só p = 1 em toda parte não soma nada.',
};
