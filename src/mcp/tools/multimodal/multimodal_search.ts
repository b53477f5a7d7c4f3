import { AppError } from '../../../domain/errors/app-error.js';
import type { Memory, MemoryNamespace, MemoryService } from '../../../domain/memory/types.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { KEY_PREFIX, MULTIMODAL_TAG, kindTag, multimodalNamespace } from './records.js';
import type { ItemKind } from './formats.js';

const RECALL_POOL = 50; // recall's maximum k
const SEARCH_POOL = 50;
const EXCERPT_CHARS = 280;

const METHOD =
  'Hybrid recall (full text and vectors of the indexed text, importance, recency, feedback) over the user\'s memories, keeping ' +
  'the indexed items among the best 50, then full-text matches among the indexed items; the indexed text and metadata are ' +
  'searched, not pixels or sound.';

/** The stretch of the indexed text around the first query word it contains, else its start. */
export function excerptOf(value: string, query: string): string {
  const lower = value.toLowerCase();
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2);
  const at = words.map((w) => lower.indexOf(w)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - Math.floor(EXCERPT_CHARS / 3));
  const cut = value.slice(start, start + EXCERPT_CHARS).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${cut}${start + EXCERPT_CHARS < value.length ? '…' : ''}`;
}

async function getItem(memories: Pick<MemoryService, 'get'>, ns: MemoryNamespace, key: string): Promise<Memory | null> {
  try {
    return await memories.get(ns, key);
  } catch (error) {
    if (error instanceof AppError && error.code === 'MEMORY-001') return null;
    throw error;
  }
}

export const multimodalSearch: ToolDefinition<'multimodal_search'> = {
  name: 'multimodal_search',
  title: 'Search indexed media and documents',
  description:
    'Find indexed images, audio, video and documents by caption, text, tags, file name or metadata.',
  group: 'multimodal',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const ns = multimodalNamespace(ctx.principal, args.user_id, ctx.requestId);
    const query = args.query;
    const kind = args.media_type ?? 'any';
    const limit = args.limit ?? 10;
    const wanted = kind === 'any' ? MULTIMODAL_TAG : kindTag(kind);
    const { memories } = ctx.services;
    const scored = new Map<string, number>();
    for (const hit of await memories.recall(ns, query, { k: RECALL_POOL, scope: 'all' })) {
      if (hit.key.startsWith(KEY_PREFIX) && hit.tags.includes(wanted)) scored.set(hit.key, hit.score);
    }
    if (scored.size < limit) {
      for (const hit of await memories.search(ns, query, { limit: SEARCH_POOL })) {
        if (hit.key.startsWith(KEY_PREFIX) && !scored.has(hit.key)) scored.set(hit.key, hit.score);
      }
    }
    const results = [];
    for (const [key, score] of scored) {
      if (results.length === limit) break;
      const memory = await getItem(memories, ns, key);
      const meta = (memory?.metadata ?? {}) as Record<string, unknown>;
      if (!memory || !memory.tags.includes(wanted) || meta.kind !== 'multimodal_item') continue;
      results.push({
        item_id: key,
        source_url: String(meta.source_url ?? ''),
        path: (meta.path as string | null) ?? null,
        media_type: String(meta.media_type ?? ''),
        mime_type: (meta.mime_type as string | null) ?? null,
        score,
        excerpt: excerptOf(memory.value, query),
        indexed_at: (meta.indexed_at as string | null) ?? null,
      });
    }
    return { results, method: METHOD };
  },
};
