import { describe, expect, it } from 'vitest';
import type { CandidateRow } from './ports.js';
import { RoundRows } from './round-rows.js';

/**
 * A store as MemorySearchRepository.candidateRows answers it: memories in write order, some not
 * visible (expired, other agent); an asked visible memory comes back with links to the visible
 * memories written just before and after it, those neighbours without links.
 */
function store(size: number, hidden: Set<number>) {
  const id = (i: number) => `m${String(i).padStart(3, '0')}`;
  const visible = (i: number) => i >= 0 && i < size && !hidden.has(i);
  const row = (i: number, prevId: string | null, nextId: string | null): CandidateRow => ({
    id: id(i), agent_name: 'a', key: `k${i}`, value: `v${i}`, scope: 'persistent', tags: [`t${i % 3}`], importance: 0.5,
    updated_at: new Date(i * 1000).toISOString(), lexical: 0, dense: i / size, prevId, nextId, feedback: { useful: 0, irrelevant: 0, outdated: 0 },
  });
  const neighbour = (i: number, step: number) => { for (let j = i + step; j >= 0 && j < size; j += step) if (visible(j)) return j; return null; };
  const calls: string[][] = [];
  const candidateRows = async (ids: string[]): Promise<CandidateRow[]> => {
    calls.push([...ids]);
    const asked = [...new Set(ids)].map((s) => Number(s.slice(1))).filter(visible);
    const out = new Map<string, CandidateRow>();
    for (const i of asked) {
      const p = neighbour(i, -1);
      const n = neighbour(i, 1);
      out.set(id(i), row(i, p === null ? null : id(p), n === null ? null : id(n)));
    }
    for (const i of asked) {
      for (const j of [neighbour(i, -1), neighbour(i, 1)]) if (j !== null && !out.has(id(j))) out.set(id(j), row(j, null, null));
    }
    return [...out.values()].reverse(); // the statement's order is unspecified
  };
  return { id, candidateRows, calls };
}

const byId = (rows: CandidateRow[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe('RoundRows', () => {
  it('answers every round as the statement would for all its ids, asking each id once', async () => {
    let seed = 7;
    const random = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
    for (let trial = 0; trial < 50; trial++) {
      const size = 40;
      const hidden = new Set(Array.from({ length: 8 }, () => Math.floor(random() * size)));
      const s = store(size, hidden);
      const reference = store(size, hidden);
      const rounds = new RoundRows(null);
      const asked = new Set<string>();
      for (let round = 0; round < 3; round++) {
        const ids = Array.from({ length: 1 + Math.floor(random() * 12) }, () => s.id(Math.floor(random() * (size + 2))));
        const before = s.calls.length;
        const got = await rounds.fetch(ids, s.candidateRows);
        expect(byId(got)).toEqual(byId(await reference.candidateRows(ids)));
        for (const id of s.calls.slice(before).flat()) expect(asked.has(id)).toBe(false);
        for (const id of ids) asked.add(id);
      }
    }
  });

  it('asks nothing when a round repeats an earlier round\'s ids, and hands out copies', async () => {
    const s = store(10, new Set([3]));
    const rounds = new RoundRows(null);
    const first = await rounds.fetch(['m002', 'm005', 'm003'], s.candidateRows);
    for (const r of first) r.lexical = 9;
    const again = await rounds.fetch(['m005', 'm002'], s.candidateRows);
    expect(s.calls).toEqual([['m002', 'm005', 'm003']]);
    expect(again.every((r) => r.lexical === 0)).toBe(true);
    expect(byId(again).map((r) => [r.id, r.prevId, r.nextId])).toEqual([
      ['m001', null, null], ['m002', 'm001', 'm004'], ['m004', null, null], ['m005', 'm004', 'm006'], ['m006', null, null],
    ]);
  });
});
