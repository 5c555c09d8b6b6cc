// Sentences a lesson once said that a figure, a source or another lesson contradicts: each
// message now says what is true, in every language the page speaks, and the old claim is gone.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { englishMessages, readCatalogue } from '../../scripts/messages.mjs';
import { learnerLanguages } from '../../web/src/i18n/words.js';

const messages = { en: await englishMessages() };
for (const lang of learnerLanguages.filter((l) => l !== 'en'))
  messages[lang] = await readCatalogue(lang);

const claims = [
  {
    // Attention without positions is blind to order except through the causal mask, as the
    // attention lesson's 1/(t + 1) table shows (Haviv et al. 2022).
    key: 'pe-sinusoidal.lead',
    says: {
      en: /causal mask/,
      es: /máscara causal/,
      zh: /因果掩码/,
      pt: /máscara causal/,
      ar: /القناع السببي/,
    },
    never:
      /nothing in attention knows|nada en la atención sabe|没有任何部分知道|nada na atenção sabe|لا شيء في الانتباه يعرف/,
  },
  {
    // The Transformer paper sets d_model = 512 and states no maximum length; 512 is BERT's.
    key: 'pe-sinusoidal.maxLenCallout',
    says: {
      en: /512 in BERT/,
      es: /512 en BERT/,
      zh: /BERT 为 512/,
      pt: /512 no BERT/,
      ar: /512 في BERT/,
    },
    never:
      /512 in the original|512 en el Transformer original|原始 Transformer 为 512|512 no Transformer original|512 في Transformer الأصلي/,
  },
];

test('no lesson says what its figure, its sources or another lesson contradicts', () => {
  for (const { key, says, never } of claims)
    for (const [lang, catalogue] of Object.entries(messages)) {
      const message = catalogue[key];
      assert.equal(typeof message, 'string', `${lang} ${key}`);
      assert.ok(says[lang], `the claim about ${key} has words for ${lang}`);
      assert.match(message, says[lang], `${lang} ${key}`);
      assert.doesNotMatch(message, never, `${lang} ${key}`);
    }
});

// The cards shuffle their choices (ui/quiz.js arrangeChoices), so "the second answer" may be the
// first on screen: feedback names a choice by its words, never by its place or letter.
const placeWords = {
  en: /\b(first|second|third|fourth|last|other) (answer|choice|option)\b|\b(answer|choice|option) [A-D]\b/i,
  es: /\b(primera|segunda|tercera|cuarta|última|otra) (respuesta|opción)\b|\b(respuesta|opción) [A-D]\b/i,
  zh: /第[一二三四]个(答案|选项)|最后一个(答案|选项)|选项 ?[A-D]/,
  pt: /\b(primeira|segunda|terceira|quarta|última|outra) (resposta|opção|alternativa)\b|\b(resposta|opção|alternativa) [A-D]\b/i,
  ar: /(الإجابة|الخيار) (الأولى|الثانية|الثالثة|الرابعة|الأخيرة|الأول|الثاني|الثالث|الرابع|الأخير)|(الإجابة|الخيار) [A-D]/,
};

test('no feedback names a choice by its place: the choices are shuffled', () => {
  const explanations = Object.keys(messages.en).filter((key) =>
    /^questions\..+\.explanation$/.test(key),
  );
  assert.ok(explanations.length > 50, `${explanations.length} explanations`);
  for (const [lang, catalogue] of Object.entries(messages))
    for (const key of explanations)
      assert.doesNotMatch(String(catalogue[key] ?? ''), placeWords[lang], `${lang} ${key}`);
});
