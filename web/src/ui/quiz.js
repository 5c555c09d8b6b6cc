// The check-yourself card that closes every panel: each question is answered by the learner
// (choices or "show answer"), then explained. Works from the keyboard; state is not saved.
import { h } from './dom.js';

/**
 * questions: [{ question, choices?: [text...], answer: index (with choices), explanation }]
 * Returns the card element.
 */
let nextId = 0;

export function checkYourself(questions) {
  // A group, not a landmark: every panel has one, and landmarks must be told apart by name.
  const headingId = `quiz-${nextId++}`;
  const card = h(
    'div',
    { className: 'quiz', role: 'group', 'aria-labelledby': headingId },
    h('h3', { id: headingId }, 'Check yourself'),
  );
  questions.forEach((q, qi) => {
    const item = h(
      'div',
      { className: 'quiz-item' },
      h('p', { className: 'quiz-question' }, `${qi + 1}. ${q.question}`),
    );
    const feedback = h('p', { className: 'quiz-feedback', role: 'status', hidden: true });
    // correct: true | false for a choice, null for "show the answer". The one point where an
    // answer leaves the card: progress-events.js turns it into messages for a course page.
    const explain = (prefix, correct = null) => {
      feedback.textContent = `${prefix}${q.explanation}`;
      feedback.hidden = false;
      item.dispatchEvent(
        new CustomEvent('quiz-answered', {
          bubbles: true,
          detail: { question: qi + 1, text: q.question, correct, scored: Boolean(q.choices) },
        }),
      );
    };
    if (q.choices) {
      const group = h('div', {
        className: 'quiz-choices',
        role: 'group',
        'aria-label': `Answers to question ${qi + 1}`,
      });
      q.choices.forEach((choice, ci) => {
        group.append(
          h(
            'button',
            {
              type: 'button',
              className: 'quiz-choice',
              onClick: (event) => {
                for (const b of group.querySelectorAll('button'))
                  b.classList.remove('right', 'wrong');
                const right = ci === q.answer;
                event.currentTarget.classList.add(right ? 'right' : 'wrong');
                explain(
                  right ? 'Right. ' : `Not quite: the answer is “${q.choices[q.answer]}”. `,
                  right,
                );
              },
            },
            choice,
          ),
        );
      });
      item.append(group);
    } else {
      item.append(
        h(
          'button',
          { type: 'button', className: 'quiz-reveal', onClick: () => explain('') },
          'Show the answer',
        ),
      );
    }
    item.append(feedback);
    card.append(item);
  });
  return card;
}
