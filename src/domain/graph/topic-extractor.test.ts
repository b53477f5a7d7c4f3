import { describe, expect, it } from 'vitest';
import { extractTopics } from './topic-extractor.js';

describe('extractTopics (RAKE over noun phrases)', () => {
  it('ranks repeated multi-word noun phrases first and weights them in (0, 1]', () => {
    const topics = extractTopics('How do I keep my sourdough starter alive? Feed the sourdough starter with rye flour every day and keep it in a warm kitchen.');
    expect(topics[0]).toEqual({ topic: 'sourdough starter', weight: 1 });
    expect(topics.map((t) => t.topic)).toContain('rye flour');
    for (const t of topics) {
      expect(t.weight).toBeGreaterThan(0);
      expect(t.weight).toBeLessThanOrEqual(1);
    }
  });

  it('drops stop words, dates and numbers, and lemmatises plurals', () => {
    const topics = extractTopics('On Monday 3 May I bought two new bicycles. The bicycles need new tyres.').map((t) => t.topic);
    expect(topics.some((t) => /monday|may|3|two/.test(t))).toBe(false);
    expect(topics.some((t) => t.includes('bicycle') && !t.includes('bicycles'))).toBe(true);
  });

  it('keeps the noun phrases of real questions and leaves out fillers and vague modifiers', () => {
    const plan = extractTopics("What's the best way to compare the actual row vs the estimated row count in a Postgres query plan?", 8).map((t) => t.topic);
    expect(plan).toContain('query plan');
    expect(plan).toContain('row count');
    for (const noise of ['best way', 'way', 'actual row vs', 'actual row', 'vs']) expect(plan).not.toContain(noise);
    const bread = extractTopics('Can you suggest a good recipe for sourdough bread? I have a new sourdough starter.', 8).map((t) => t.topic);
    expect(bread).toEqual(expect.arrayContaining(['sourdough bread', 'sourdough starter', 'recipe']));
    expect(bread).not.toContain('good recipe');
    expect(bread).not.toContain('new sourdough starter');
    expect(extractTopics('Thanks a lot! That is a great idea, I will try it this weekend.')).toEqual([]);
  });

  it('reads a verb the tagger took for a plural noun as a verb, not as part of a topic', () => {
    const topics = extractTopics('What makes a crossword cryptic? Each clue hides wordplay.').map((t) => t.topic);
    expect(topics).toEqual(expect.arrayContaining(['clue', 'wordplay', 'crossword']));
    expect(topics.filter((t) => /hide/.test(t))).toEqual([]);
    // A plural modifier in a sentence that has its verb stays part of the phrase (lemmatised, as every plural).
    expect(extractTopics('Our sales team needs a new dashboard.').map((t) => t.topic)).toContain('sale team');
  });

  it('returns nothing for text without nouns', () => {
    expect(extractTopics('it is what it is')).toEqual([]);
  });
});
