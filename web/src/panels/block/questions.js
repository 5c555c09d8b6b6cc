// The check-yourself questions of the lesson "block" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'In a pre-norm block, what does the attention sub-layer read?',
    choices: ['x itself', 'norm(x)', 'the previous block’s logits', 'the token table'],
    answer: 1,
    explanation:
      'Pre-norm: x = x + attention(norm(x)). The norm sits on the branch; the residual stream x itself is never normalised until the final norm.',
  },
  {
    question: 'Why does the size of x grow from block to block in a pre-norm stack?',
    explanation:
      'Every sub-layer adds its output to x and nothing rescales the sum, so x is a running total. Post-norm normalises after every sum, so its x stays at the norm’s size, but the gradient has to pass through every norm on the way back.',
  },
  {
    question:
      'TinyGPT has d_model 64. How many parameters would tying the output head to the token table save?',
    choices: ['64', '256', '16 384', 'none: a head cannot share a table'],
    answer: 2,
    explanation:
      'The head is a 256 × 64 matrix, the same shape as the token table: tying reuses the table and saves 256 · 64 = 16 384 numbers. GPT-2 ties them; TinyGPT keeps its own head.',
  },
  {
    question: 'The MLP works on each token…',
    choices: ['looking at every earlier token', 'on its own', 'only at the last position'],
    answer: 1,
    explanation:
      'The MLP is applied to each row separately: attention moves information between tokens, the MLP transforms what each token now holds.',
  },
];
