// The check-yourself questions of the lesson "long-context" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'An ALiBi head has slope 1/4. With equal content scores, how does the weight on a key 8 steps back compare with the weight on the query’s own position?',
    choices: [
      'The same: ALiBi only marks order',
      'Half as large',
      'About e^(−2) ≈ 0.135 times as large',
      'Zero: ALiBi masks keys past its slope',
    ],
    answer: 2,
    explanation:
      'The bias falls by the slope for every step back, so 8 steps back it is 8 × 1/4 = 2 lower than at distance 0, and the softmax turns a difference of b into a factor e^(−b): e^(−2) ≈ 0.135. Nothing is masked: far keys still count, they just weigh less, and a strong content score can outweigh the penalty.',
  },
  {
    question: 'Why does ALiBi give its heads different slopes?',
    choices: [
      'So that some heads look locally and others far back',
      'Because each head has its own width, which sets how far it sees',
      'To make the causal mask unnecessary in the heads',
      'So that the slopes can be learned from the data',
    ],
    answer: 0,
    explanation:
      'With a steep slope a head can only attend to the last few tokens; with a gentle one it spreads over hundreds. The fixed geometric set (1/2, 1/4, … for 8 heads) gives the model every range at once without learning any of them.',
  },
  {
    question: 'Position interpolation runs a RoPE model at 4 × its trained length by…',
    choices: [
      'rotating every pair 4 times faster, so the whole text fits in one turn',
      'raising the base so only the slow pairs slow down, while the fastest pair keeps its angles',
      'adding a learned table for the new positions, trained on longer texts',
      'dividing every position by 4, so the angles stay (almost) inside the trained range',
    ],
    answer: 3,
    explanation:
      'Position 4p is rotated exactly as position p was. No pair ever turns further than in training, but neighbours now sit a quarter of a step apart, closer than the model ever saw: it usually needs a little fine-tuning to get used to that.',
  },
  {
    question: 'What does NTK-aware scaling change, and what does it keep?',
    choices: [
      'It keeps the slow pairs as they are and speeds up the fast ones by the scale',
      'It keeps the fastest pair exactly and slows the slow pairs, by up to the scale',
      'It divides every angle, fast pairs and slow pairs alike, by the scale',
      'It keeps every angle as trained and only renames the positions past the trained end',
    ],
    answer: 1,
    explanation:
      'The base becomes base · s^(d/(d−2)). Pair 0 turns by the position itself whatever the base, so nearby tokens look exactly as in training; the last pair turns s times slower, so it stays within what training covered. The pairs in between are slowed by less than s, and the reach table shows some of them still going past.',
  },
  {
    question: 'ALiBi models are often said to “train short, test long”. Is that guaranteed?',
    explanation:
      'No. The penalty means the same at any length, so nothing breaks when the input grows, but a head with a gentle slope still spreads its weight over more keys than in training. Whether the loss stays flat is something to measure: the training lab’s comparison does it on held-out text.',
  },
];
