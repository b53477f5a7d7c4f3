/** The offline fact-check judge and claim picking on plain text: what counts for, against, and not at all. */
import { describe, expect, it } from 'vitest';
import { heuristicVerdict } from './heuristic-verdict.js';
import { checkworthiness, claimsOfText, claimsOfTranscript } from './claims.js';
import { bestPassage } from './evidence.js';
import type { Evidence } from './types.js';

const page = (snippet: string, url = 'https://example.org/p'): Evidence => ({ kind: 'page', url, title: 'T', memory_key: null, snippet });
const memory = (snippet: string, key = 'notes/1'): Evidence => ({ kind: 'memory', url: null, title: null, memory_key: key, snippet });

describe('heuristic verdict', () => {
  it('supports a claim sources repeat, with its numbers', () => {
    const v = heuristicVerdict('The Eiffel Tower was completed in 1889.', [
      page('The Eiffel Tower was completed in March 1889 for the World\'s Fair.'),
      page('Construction of the tower was completed in 1889, two years after it began.', 'https://example.org/q'),
    ]);
    expect(v).toMatchObject({ verdict: 'supported', method: 'heuristic' });
    expect(v.confidence).toBeGreaterThan(0.5);
    expect(v.confidence).toBeLessThanOrEqual(0.85);
    expect(v.citations.map((c) => c.stance)).toEqual(['supports', 'supports']);
    expect(v.explanation).toMatch(/^Heuristic check .*no language model/);
  });

  it('refutes by other numbers with the same unit, refuting words, or the opposite negation', () => {
    expect(heuristicVerdict('The Eiffel Tower is 500 metres tall.', [page('The Eiffel Tower is 330 metres tall, including its antennas.')]).verdict).toBe('refuted');
    expect(heuristicVerdict('The Great Wall of China is visible from the Moon.', [page('It is a myth that the Great Wall of China is visible from the Moon with the naked eye.')]).verdict).toBe('refuted');
    expect(heuristicVerdict('Goldfish have a three-second memory.', [memory('Goldfish do not have a three-second memory; they remember for months.')]).verdict).toBe('refuted');
    expect(heuristicVerdict('The bridge opened in 1932.', [page('The bridge opened to traffic in 1937.')]).verdict).toBe('refuted');
  });

  it('says mixed when sources disagree, and unverified when nothing is on topic', () => {
    const mixed = heuristicVerdict('The Eiffel Tower was completed in 1889.', [page('The Eiffel Tower was completed in 1889.'), page('The Eiffel Tower was completed in 1899.', 'https://example.org/r')]);
    expect(mixed.verdict).toBe('mixed');
    const none = heuristicVerdict('Purple unicorns govern Atlantis.', [page('Otters hold hands while they sleep.'), memory('Buy milk')]);
    expect(none).toMatchObject({ verdict: 'unverified', confidence: 0, citations: [] });
    expect(none.explanation).toContain('Nothing found settles the claim.');
  });
});

describe('claims and passages', () => {
  it('keeps the checkable sentences of a text in order, leaving out questions and opinions', () => {
    const picked = claimsOfText('The Eiffel Tower was completed in 1889. Do you like it? I think it is lovely. It is 330 metres tall. Paris is the capital of France.', 2);
    expect(picked.claims).toEqual(['The Eiffel Tower was completed in 1889.', 'It is 330 metres tall.']);
    expect(picked.left_out).toBe(1);
    expect(checkworthiness('Please subscribe to my channel!')).toBeLessThan(1);
  });

  it('picks claims from unpunctuated captions too', () => {
    const captions = 'hello everyone welcome back so today we talk about the tower the Eiffel Tower was completed in 1889 and it is 330 metres tall which is amazing thanks for watching';
    const picked = claimsOfTranscript(captions, 2);
    expect(picked.claims.length).toBeGreaterThan(0);
    expect(picked.claims.join(' ')).toContain('1889');
  });

  it('finds the passage of a page that speaks of the claim, with the sentence after it', () => {
    const text = 'Welcome to our site. Many people say the Great Wall is visible from the Moon. This is a myth. Contact us.';
    expect(bestPassage('The Great Wall is visible from the Moon', text)).toBe('Many people say the Great Wall is visible from the Moon. This is a myth.');
  });
});
