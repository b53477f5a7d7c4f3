/** Facts over time after fusion: current first, superseded after their successors, as_of, and the asked kind first. */
import { describe, expect, it } from 'vitest';
import { currentFirst } from './current-first.js';
import { askedKinds, nearKinds } from './asked-kinds.js';

const hits = ['old', 'plain', 'new', 'later'].map((id) => ({ id }));
const validity = new Map([
  ['old', { validFrom: 100, validUntil: 200, kinds: [], everKinds: ['home'] }],
  ['new', { validFrom: 200, validUntil: null, kinds: ['home'], everKinds: ['home'] }],
  ['later', { validFrom: 500, validUntil: null, kinds: [] }],
]);

describe('current first', () => {
  it('never ranks a superseded memory above current ones; as_of answers what held then', () => {
    expect(currentFirst(hits, validity, 1_000, false).map((h) => h.id)).toEqual(['plain', 'new', 'later', 'old']);
    expect(currentFirst(hits, validity, 150, true).map((h) => h.id)).toEqual(['old', 'plain']);
  });

  it('puts memories stating a current fact of the asked kind first', () => {
    expect(currentFirst(hits, validity, 1_000, false, askedKinds('Where does Dana live?')).map((h) => h.id)).toEqual(['new', 'plain', 'later', 'old']);
    expect([...askedKinds('Who is Raj\'s manager?')]).toEqual(['supervisor']);
    expect(askedKinds('Tell me a joke').size).toBe(0);
    // The words the statement patterns learn from are the words a question asks with.
    expect([...askedKinds('Which town is Ada living in now?')]).toEqual(['home']);
    expect([...askedKinds('Who is the team lead?')]).toEqual(['supervisor']);
    expect([...askedKinds('Who is Ada engaged to?')]).toEqual(['partner']);
  });

  it('lets a memory whose one fact ended answer for another fact it states that still holds', () => {
    const both = new Map([
      // "I work at Monzo and live in Leeds", then "I left Monzo": the job ended, the home holds.
      ['both', { validFrom: 100, validUntil: 300, kinds: ['home'], everKinds: ['home', 'employer'] }],
      ['job', { validFrom: 300, validUntil: null, kinds: ['employer'], everKinds: ['employer'] }],
    ]);
    const ranked = ['both', 'plain', 'job'].map((id) => ({ id }));
    expect(currentFirst(ranked, both, 1_000, false, askedKinds('Where does Dana live?')).map((h) => h.id)).toEqual(['both', 'plain', 'job']);
    // Asked about the fact that ended, it still ranks after what holds.
    expect(currentFirst(ranked, both, 1_000, false, askedKinds('Where does Dana work?')).map((h) => h.id)).toEqual(['job', 'plain', 'both']);
    expect(currentFirst(ranked, both, 1_000, false).map((h) => h.id)).toEqual(['plain', 'job', 'both']);
  });

  it('with as_of, puts memories stating a fact of the asked kind that held then first, though it ended since', () => {
    const ranked = ['plain', 'old'].map((id) => ({ id }));
    expect(currentFirst(ranked, validity, 150, true).map((h) => h.id)).toEqual(['plain', 'old']);
    expect(currentFirst(ranked, validity, 150, true, askedKinds('Where did Dana live then?')).map((h) => h.id)).toEqual(['old', 'plain']);
  });

  it('answers "for a living" with the current employer when no current occupation is known', () => {
    const ranked = ['plain', 'nurse', 'revolut'].map((id) => ({ id }));
    const jobs = new Map([
      ['nurse', { validFrom: 100, validUntil: 300, kinds: [], everKinds: ['role'] }],
      ['revolut', { validFrom: 300, validUntil: null, kinds: ['employer'], everKinds: ['employer'] }],
    ]);
    const asked = askedKinds('What does Ben do for a living?');
    expect([...asked]).toEqual(['role']);
    expect(currentFirst(ranked, jobs, 1_000, false, asked, nearKinds(asked)).map((h) => h.id)).toEqual(['revolut', 'plain', 'nurse']);
    // A current occupation answers it itself; the employer keeps its fused place.
    const withRole = new Map([...jobs, ['plain', { validFrom: 400, validUntil: null, kinds: ['role'], everKinds: ['role'] }]]);
    expect(currentFirst(ranked, withRole, 1_000, false, asked, nearKinds(asked)).map((h) => h.id)).toEqual(['plain', 'revolut', 'nurse']);
    expect(nearKinds(askedKinds('Where does Ben live?')).size).toBe(0);
  });

  it('reads "which hospital does she work at" as asking for an employer', () => {
    expect([...askedKinds('Which hospital does Maya work at now?')]).toEqual(['employer']);
  });
});
