/**
 * The candidate rows of one recall's rounds, each id asked of the store once. A round asks
 * MemorySearchRepository.candidateRows for its lexical and dense ids: the visible ones come
 * back with their neighbour links (prevId / nextId), their neighbours without links, each with
 * its cosine to the query vector. The feedback round asks again for most of the first round's
 * ids (the same dense top, much of the same lexical top), so this keeps what earlier rounds
 * of the same recall and vector returned and asks only for the ids no round asked yet; the
 * round's answer is composed as the statement would give it for all its ids: asked rows with
 * their links, neighbours of asked rows without (tests: round-rows.test.ts).
 *
 * Rows are copied on the way out: the engine writes each round's lexical score into them.
 */
import type { CandidateRow } from './ports.js';

type Fetch = (ids: string[]) => Promise<CandidateRow[]>;

export class RoundRows {
  /** Rows returned so far, links cleared (whether a row carries them depends on the round's ids). */
  private readonly rows = new Map<string, CandidateRow>();
  /** Ids asked so far → their links; null: asked, not visible (no row). */
  private readonly asked = new Map<string, { prevId: string | null; nextId: string | null } | null>();

  constructor(
    /** The query vector the rows' cosines are to (rows are kept per vector). */
    readonly vector: Float32Array | null,
  ) {}

  async fetch(ids: readonly string[], fetch: Fetch): Promise<CandidateRow[]> {
    const unique = [...new Set(ids)];
    const missing = unique.filter((id) => !this.asked.has(id));
    if (missing.length > 0) {
      const found = await fetch(missing);
      const links = new Map<string, { prevId: string | null; nextId: string | null }>();
      const wanted = new Set(missing);
      for (const row of found) {
        if (wanted.has(row.id)) links.set(row.id, { prevId: row.prevId, nextId: row.nextId });
        if (!this.rows.has(row.id)) this.rows.set(row.id, { ...row, prevId: null, nextId: null });
      }
      for (const id of missing) this.asked.set(id, links.get(id) ?? null);
    }
    const out = new Map<string, CandidateRow>();
    const add = (id: string | null, link: { prevId: string | null; nextId: string | null } | null) => {
      if (id === null || out.has(id)) return;
      const row = this.rows.get(id);
      if (row) out.set(id, { ...row, prevId: link?.prevId ?? null, nextId: link?.nextId ?? null });
    };
    // Asked rows first, with their links: an id both asked and a neighbour of another keeps them.
    for (const id of unique) { const link = this.asked.get(id)!; if (link) add(id, link); }
    for (const id of unique) {
      const link = this.asked.get(id);
      if (link) { add(link.prevId, null); add(link.nextId, null); }
    }
    return [...out.values()];
  }
}
