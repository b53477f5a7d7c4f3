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

  it('gives each memory the formula\'s relevance: its own, and the best of its neighbours\' in either direction', () => {
    let state = 9;
    const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    const ids = Array.from({ length: 60 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    const pick = () => (next() < 0.3 ? null : next() < 0.1 ? 'absent' : ids[Math.floor(next() * ids.length)]!);
    const rows = ids.map((id) => c(id, next() < 0.4 ? 0 : next() * 9, next() * 2 - 1, { alignment: next(), prevId: pick(), nextId: pick() }));
    const multipliers = new Map(ids.filter(() => next() < 0.3).map((id) => [id, 0.5 + next() / 2]));
    const weights = { ...FUSION_WEIGHTS, context: 0.4 };
    const fused = fuseScores(rows, { now, weights, multipliers });
    const byId = new Map(fused.map((f) => [f.id, f]));
    const textWeight = weights.lexical + weights.dense + weights.alignment;
    const own = (id: string) => {
      const f = byId.get(id)!;
      const m = multipliers.get(id) ?? 1;
      return ((weights.lexical / textWeight) * f.lexical + (weights.dense / textWeight) * f.dense + (weights.alignment / textWeight) * f.alignment) * Math.min(1, Math.max(0, m));
    };
    for (const row of rows) {
      // Neighbours: the rows it links to and the rows linking to it, present ones only.
      const linked = rows.filter((o) => o.id !== row.id && (o.id === row.prevId || o.id === row.nextId || o.prevId === row.id || o.nextId === row.id));
      const context = linked.reduce((best, o) => Math.max(best, own(o.id)), 0);
      expect(byId.get(row.id)!.relevance).toBe((own(row.id) + weights.context * context) / (1 + weights.context));
    }
    expect(fused.filter((f) => f.relevance > own(f.id)).length).toBeGreaterThan(10);
    // Alignment given by position (the pipeline's rows as they are) fuses the same.
    const bare = rows.map(({ alignment: _, ...row }) => row);
    expect(fuseScores(bare, { now, weights, multipliers, alignments: rows.map((r) => r.alignment!) })).toEqual(fused);
  });

  it('scores the same, bit for bit, with and without alignment scores when their weight is 0', () => {
    // What lets the recall pipeline skip word alignment when its fusion weight is 0.
    let state = 21;
    const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    const ids = Array.from({ length: 80 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    const rows = ids.map((id, i) => c(id, next() < 0.4 ? 0 : next() * 9, next() * 2 - 1, { prevId: ids[i - 1] ?? null, nextId: next() < 0.5 ? ids[i + 1] ?? null : null }));
    const multipliers = new Map(ids.filter(() => next() < 0.3).map((id) => [id, 0.5 + next() / 2]));
    const weights = { lexical: 0.9, dense: 0.1, alignment: 0, context: 0.6 };
    const without = fuseScores(rows, { now, weights, multipliers });
    const withAlignment = fuseScores(rows, { now, weights, multipliers, alignments: rows.map(() => next()) });
    expect(withAlignment.map((f) => f.id)).toEqual(without.map((f) => f.id));
    withAlignment.forEach((f, i) => {
      expect(f.score).toBe(without[i]!.score);
      expect(f.relevance).toBe(without[i]!.relevance);
    });
  });
});
