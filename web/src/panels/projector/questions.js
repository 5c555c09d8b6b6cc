// The check-yourself questions of the lesson "projector" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'On a t-SNE map two clusters sit far apart, and one looks twice as wide as the other. What can you conclude?',
    choices: [
      'The clusters are far apart in the original space, and the wide one is more spread out',
      'Each point’s near neighbours are probably near it in the original space too; the gap and the widths say little',
      'Nothing at all: t-SNE places points at random',
    ],
    answer: 1,
    explanation:
      't-SNE keeps neighbourhoods: it matches, for each point, which others are near it. It does not keep distances between clusters or their sizes: it spreads every neighbourhood to a similar size, and the gaps between clusters depend on the perplexity and the iterations.',
  },
  {
    question:
      'You click a point and see its 5 nearest neighbours with their cosines. Where were they measured?',
    choices: [
      'On the 2-D map, by distance between the dots',
      'In the original vectors, by the cosine of the angle between rows',
      'In PCA’s plane, whatever the method shown',
    ],
    answer: 1,
    explanation:
      'The neighbours come from the vectors themselves (all their numbers), so they are the same whether the map is t-SNE or PCA. The ringed dots show how well the map kept them.',
  },
  {
    question: 'What does the perplexity set?',
    choices: [
      'Roughly how many neighbours each point tries to keep close',
      'How many iterations t-SNE runs',
      'The number of clusters to find',
    ],
    answer: 0,
    explanation:
      'Perplexity is a smooth count of neighbours: each point’s Gaussian is widened until its neighbourhood holds about that many points. It must be below the number of rows; small values show local detail, large ones more of the overall shape.',
  },
];
