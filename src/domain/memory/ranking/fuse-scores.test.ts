import { describe, expect, it } from 'vitest';
import { fuseScores, FUSION_WEIGHTS, type RecallCandidate } from './fuse-scores.js';

const now = new Date('2025-01-01T00:00:00Z');
const c = (id: string, lexical: number, dense: number, extra: Partial<RecallCandidate> = {}): RecallCandidate => ({ id, lexical, dense, ...extra });

describe('fuseScores', () => {
  it('keeps every score in [0, 1] and puts the best match on both sides first', () => {
    const fused = fuseScores([c('a', 12, 0.9), c('b', 3, 0.2), c('c', 0, 0.5), c('d', 6, -0.3)], { now });
    expect(fused[0]!.id).toBe('a');
    for (const f of fused) {
      expect(f.score).toBeGreaterThanOrEqual(0);
      expect(f.score).toBeLessThanOrEqual(1);
    }
  });

  it('lets a strong lexical match beat a slightly better dense one (score-level, not rank-level)', () => {
    const fused = fuseScores([c('rare-word', 10, 0.40), c('vague', 1, 0.45), c('other', 0.5, 0.1)], { now, weights: { ...FUSION_WEIGHTS, context: 0 } });
    expect(fused[0]!.id).toBe('rare-word');
  });

  it('shares the alignment weight out when the provider has no alignment scores', () => {
    const withA = fuseScores([c('a', 1, 0.5, { alignment: 0.9 }), c('b', 0, 0.1, { alignment: 0.1 })], { now });
    const without = fuseScores([c('a', 1, 0.5), c('b', 0, 0.1)], { now });
    expect(withA[0]!.alignment).toBe(1);
    expect(without[0]!.alignment).toBe(0);
    expect(without[0]!.relevance).toBeCloseTo(1 / (1 + FUSION_WEIGHTS.context), 6);
  });

  it('lets an answer inherit relevance from the question written just before it', () => {
    const rows = [
      c('question', 10, 0.8, { nextId: 'answer' }),
      c('answer', 0, 0.2, { prevId: 'question' }),
      c('unrelated', 1, 0.3),
    ];
    const fused = fuseScores(rows, { now });
    const rank = (id: string) => fused.findIndex((f) => f.id === id);
    expect(rank('answer')).toBeLessThan(rank('unrelated'));
    expect(fuseScores(rows, { now, weights: { ...FUSION_WEIGHTS, context: 0 } }).findIndex((f) => f.id === 'answer')).toBe(2);
  });

  it('treats one-sided neighbour links as symmetric and ignores links to absent rows', () => {
    const fused = fuseScores([c('q', 0, 0.2), c('a', 10, 0.8, { prevId: 'q' }), c('x', 0, 0.2, { nextId: 'absent' })], { now });
    const relevance = (id: string) => fused.find((f) => f.id === id)!.relevance;
    expect(relevance('q')).toBeGreaterThan(relevance('x'));
  });

  it('orders equal relevance by feedback: useful above neutral above irrelevant, outdated last', () => {
    const same = (id: string, feedback?: RecallCandidate['signals']) => c(id, 5, 0.5, { signals: feedback });
    const fused = fuseScores([
      same('outdated', { feedback: { outdated: 1 } }),
      same('irrelevant', { feedback: { irrelevant: 1 } }),
      same('neutral'),
      same('useful', { feedback: { useful: 1 } }),
    ], { now });
    expect(fused.map((f) => f.id)).toEqual(['useful', 'neutral', 'irrelevant', 'outdated']);
    expect(fused[3]!.score).toBeLessThan(fused[1]!.score * 0.3);
  });

  it('prefers important and recent memories only among near-ties', () => {
    const fused = fuseScores([
      c('old-unimportant', 5, 0.5, { signals: { importance: 0, updatedAt: '2023-01-01T00:00:00Z' } }),
      c('new-important', 5, 0.5, { signals: { importance: 1, updatedAt: now } }),
      c('clear-winner', 20, 0.9, { signals: { importance: 0, updatedAt: '2023-01-01T00:00:00Z' } }),
    ], { now });
    expect(fused.map((f) => f.id)).toEqual(['clear-winner', 'new-important', 'old-unimportant']);
  });

  it('handles empty and single-candidate input', () => {
    expect(fuseScores([], { now })).toEqual([]);
    const [only] = fuseScores([c('a', 0, 0.3)], { now });
    expect(only!.score).toBeGreaterThan(0);
  });
});
