import { describe, expect, it } from 'vitest';
import { summarise } from './extractive-summary.js';

const ARTICLE = [
  'Sea otters live along the coasts of the North Pacific.',
  'Sea otters hold hands while they sleep so that they do not drift apart.',
  'The weather on the day of filming was pleasant.',
  'Otters crack shells with stones they keep in a pouch of skin.',
  'A sea otter eats about a quarter of its weight every day.',
  'The camera crew arrived by boat.',
].join(' ');

describe('extractive summary', () => {
  it('keeps the most central sentences, in their order, with key points best first', () => {
    const { summary, key_points } = summarise(ARTICLE, 3);
    expect(key_points).toHaveLength(3);
    for (const point of key_points) expect(ARTICLE).toContain(point);
    expect(summary).not.toContain('camera crew');
    expect(summary).not.toContain('weather');
    // The summary reads in the source's order.
    const positions = key_points.map((p) => summary.indexOf(p)).sort((a, b) => a - b);
    expect(summary.split('. ').length).toBe(3);
    expect(positions.every((p) => p >= 0)).toBe(true);
  });

  it('cuts unpunctuated speech into chunks instead of one endless sentence', () => {
    const speech = Array.from({ length: 120 }, (_, i) => (i % 10 === 0 ? 'otters' : `word${i % 7}`)).join(' ');
    const { key_points } = summarise(speech, 2);
    expect(key_points).toHaveLength(2);
    for (const point of key_points) expect(point.split(' ').length).toBeLessThanOrEqual(25);
  });

  it('gives nothing for empty text', () => {
    expect(summarise('', 3)).toEqual({ summary: '', key_points: [] });
  });
});
