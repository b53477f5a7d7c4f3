import { describe, expect, it } from 'vitest';
import { RANKING_DEFAULTS } from './ranking-defaults.js';
import type { RankingParams } from './ranking-params.js';
import { CANDIDATES_PER_SIDE } from './candidate-pool.js';
import { lexicalFloor, rankRecall, type CandidateQuery, type PipelineRow } from './recall-pipeline.js';
import type { Reranker } from './rerank.js';
import { splitQueryTerms } from './query-terms.js';

// A tiny store: BM25 stand-in = sum of matching term weights; no vectors.
const memories = [
  '[8 May, 2023] Caroline: I have been researching adoption agencies.',
  '[8 May, 2023] Melanie: Good luck with it!',
  '[9 May, 2023] Caroline: The adoption agency supports LGBTQ+ parents.',
  '[9 May, 2023] Melanie: I took the kids to the museum yesterday.',
  '[9 May, 2023] Caroline: My home country is Sweden.',
];
const off: RankingParams = {
  ...RANKING_DEFAULTS,
  fusion: { lexical: 1, dense: 0, alignment: 0, context: 0 },
  expansion: { neighbours: 5, minSimilarity: 0.5, weight: 0 },
  feedback: { documents: 2, terms: 3, weight: 0 },
  temporal: { dateWeight: 0, whenWeight: 0 },
  speaker: { weight: 0 },
  secondRound: { seeds: 1, seedTermWeight: 0.5, weight: 0 },
  diversity: { weight: 0 },
  rerank: { candidates: 3, weight: 0 },
};

function store() {
  const queries: CandidateQuery[] = [];
  const fetch = async (q: CandidateQuery): Promise<PipelineRow[]> => {
    queries.push(q);
    const { plain, weighted } = splitQueryTerms(q.terms);
    const terms = [...plain.map((text) => ({ text, weight: 1 })), ...weighted];
    return memories.map((value, i) => ({
      id: `m${i}`, value, dense: 0,
      lexical: terms.reduce((sum, t) => sum + (value.toLowerCase().includes(t.text.slice(0, 6)) ? t.weight : 0), 0),
    })).filter((r) => r.lexical > 0);
  };
  return { fetch, queries };
}

describe('recall pipeline', () => {
  it('runs one round when every added method is off', async () => {
    const s = store();
    const { ranked } = await rankRecall('What did Caroline research?', { fetch: s.fetch, queryVector: null }, off);
    expect(s.queries).toHaveLength(1);
    expect(ranked[0]!.id).toBe('m0');
  });

  it('expands the query with neighbour words at their weights', async () => {
    const s = store();
    const similarWords = async (word: string) => (word === 'research' ? [{ word: 'agency', similarity: 0.8 }] : []);
    await rankRecall('What did Caroline research?', { fetch: s.fetch, queryVector: null, similarWords }, { ...off, expansion: { ...off.expansion, weight: 0.5 } });
    expect(s.queries[0]!.terms).toContainEqual({ text: 'agency', weight: 0.4 });
  });

  it('runs the query again with feedback words from the best memories', async () => {
    const s = store();
    await rankRecall('What did Caroline research?', { fetch: s.fetch, queryVector: null }, { ...off, feedback: { documents: 1, terms: 3, weight: 0.3 } });
    expect(s.queries).toHaveLength(2);
    expect(s.queries[1]!.terms.map((t) => (typeof t === 'string' ? t : t.text))).toContain('adoption');
    // Fewer than CANDIDATES_PER_SIDE memories scored in the first round: no floor to offer.
    expect(s.queries[0]!.lexicalFloor).toBeUndefined();
    expect(s.queries[1]!.lexicalFloor).toBe(0);
  });

  it('offers the feedback round the first round\'s CANDIDATES_PER_SIDE-th best lexical score as a floor', () => {
    const rows = Array.from({ length: CANDIDATES_PER_SIDE + 5 }, (_, i) => ({ id: `m${i}`, value: '', dense: 0, lexical: i + 1 }));
    expect(lexicalFloor(rows)).toBe(6); // scores 55 … 1: the 50th best is 6
    expect(lexicalFloor(rows.slice(0, CANDIDATES_PER_SIDE - 1))).toBe(0);
    expect(lexicalFloor([...rows, ...rows.map((r) => ({ ...r, id: `n${r.id}`, lexical: 0 }))])).toBe(6);
  });

  it('seeds one more round per seed and lets a memory found only that way in', async () => {
    const s = store();
    const { ranked } = await rankRecall('What did Caroline research?', { fetch: s.fetch, queryVector: null },
      { ...off, secondRound: { seeds: 1, seedTermWeight: 1, weight: 0.5 } });
    expect(s.queries).toHaveLength(2);
    expect(s.queries[1]!.terms).toContainEqual({ text: 'adoption', weight: 1 });
    expect(ranked.map((f) => f.id)).toContain('m2'); // "adoption agency", never matched by "research"
  });

  it('favours the named speaker and answers to "when" that say when', async () => {
    const s = store();
    const { ranked } = await rankRecall('When did Melanie take the kids out?', { fetch: s.fetch, queryVector: null },
      { ...off, temporal: { dateWeight: 0, whenWeight: 0.5 }, speaker: { weight: 1 } });
    expect(ranked[0]!.id).toBe('m3');
  });

  it('blends a reranker\'s scores into the best candidates and keeps its own order when the reranker fails', async () => {
    const s = store();
    const reranker: Reranker = { id: 'stand-in', rerank: async (_q, docs) => docs.map((d) => (d.includes('Sweden') ? 10 : 0)) };
    const params = { ...off, rerank: { candidates: 5, weight: 1 } };
    const withReranker = await rankRecall('Caroline country adoption', { fetch: s.fetch, queryVector: null, reranker }, params);
    expect(withReranker.ranked[0]!.id).toBe('m4');
    const errors: unknown[] = [];
    const failing: Reranker = { id: 'down', rerank: async () => { throw new Error('unreachable'); } };
    const plain = await rankRecall('Caroline country adoption', { fetch: s.fetch, queryVector: null }, params);
    const failed = await rankRecall('Caroline country adoption', { fetch: s.fetch, queryVector: null, reranker: failing, onRerankError: (e) => errors.push(e) }, params);
    expect(failed.ranked.map((f) => f.id)).toEqual(plain.ranked.map((f) => f.id));
    expect(errors).toHaveLength(1);
  });

  it('computes no word alignment when its fusion weight is 0, and ranks as when it did', async () => {
    const s = store();
    let calls = 0;
    const alignmentScores = async (_q: string, texts: string[]) => { calls++; return texts.map((t) => t.length / 100); };
    const now = new Date('2024-01-01T00:00:00Z');
    const params: RankingParams = { ...off, fusion: { lexical: 0.9, dense: 0.1, alignment: 0, context: 0.6 }, feedback: { documents: 1, terms: 3, weight: 0.3 } };
    const skipped = await rankRecall('What did Caroline research?', { fetch: s.fetch, queryVector: null, alignmentScores, now }, params);
    expect(calls).toBe(0);
    const without = await rankRecall('What did Caroline research?', { fetch: s.fetch, queryVector: null, now }, params);
    expect(skipped.ranked).toEqual(without.ranked);
    // With a weight, alignment is computed (once per round).
    await rankRecall('What did Caroline research?', { fetch: s.fetch, queryVector: null, alignmentScores, now }, { ...params, fusion: { ...params.fusion, alignment: 0.2 } });
    expect(calls).toBeGreaterThan(0);
  });
});
