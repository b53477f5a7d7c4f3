import { describe, expect, it } from 'vitest';
import { contentWords, feedbackTerms } from './pseudo-relevance.js';

const pool = [
  '[8 May, 2023] Caroline: I have been researching adoption agencies this week.',
  '[8 May, 2023] Caroline: The adoption agency supports LGBTQ+ parents.',
  '[8 May, 2023] Melanie: That is great Caroline, good luck!',
  '[9 May, 2023] Caroline: I went running, great weather.',
  '[9 May, 2023] Melanie: Caroline, the painting is great.',
];

describe('pseudo-relevance feedback (RM3-like)', () => {
  it('reads topic words after the date stamp, without stopwords and numbers', () => {
    expect(contentWords(pool[0]!)).toEqual(['caroline', 'researching', 'adoption', 'agencies', 'week']);
  });

  it('picks the words typical of the best memories against the candidate pool', () => {
    const ranked = [{ text: pool[0]!, score: 0.9 }, { text: pool[1]!, score: 0.8 }, { text: pool[2]!, score: 0.1 }];
    const terms = feedbackTerms(ranked, pool, ['research'], { documents: 2, terms: 3, weight: 0.3 });
    expect(terms[0]).toEqual({ text: 'adoption', weight: 0.3 });
    const words = terms.map((t) => t.text);
    expect(words).not.toContain('caroline'); // in every candidate: not typical of the best
    expect(terms.every((t) => t.weight > 0 && t.weight <= 0.3)).toBe(true);
    expect(terms).toHaveLength(3);
  });

  it('leaves out the question\'s own words and is off at weight 0', () => {
    const ranked = [{ text: pool[0]!, score: 1 }];
    expect(feedbackTerms(ranked, pool, ['adoption'], { documents: 1, terms: 5, weight: 0.5 }).map((t) => t.text)).not.toContain('adoption');
    expect(feedbackTerms(ranked, pool, [], { documents: 1, terms: 5, weight: 0 })).toEqual([]);
  });
});
