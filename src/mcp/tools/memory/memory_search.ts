import { readOnly, type ToolDefinition, type ToolResult } from '../types.js';
import type { HitNamespace, ValueBound } from '../../../domain/memory/types.js';
import { compactItems } from './compact-text.js';
import { inContext, namespaceOf } from './namespace.js';

const SNIPPET_CHARS = 200;
type SearchHit = ToolResult<'memory_search'>['results'][number];
const hitNamespace = (h: HitNamespace): HitNamespace => ({ id: h.id, context_id: h.context_id, user_id: h.user_id, agent_name: h.agent_name });
const valueOf = (h: { key: string } & ValueBound & { value: string }) => ({ key: h.key, value: h.value, truncated: h.truncated, value_length: h.value_length });

export const memorySearch: ToolDefinition<'memory_search'> = {
  name: 'memory_search',
  title: 'Search memories',
  description:
    'Find memories containing given words or phrases (full text with snippets, plus meaning). To gather context for a task prefer memory_recall.',
  group: 'memory',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    // Both services of the REST API: full-text search (snippets) and hybrid recall (meaning),
    // merged by key; a memory found by both keeps the better score.
    const ns = namespaceOf(args, ctx);
    const limit = args.limit ?? 10;
    const query = args.query;
    const bounds = { maxValueChars: args.max_value_chars, minScore: args.min_score };
    const [textHits, recallHits] = await Promise.all([
      ctx.services.memories.search(ns, query, { limit, ...bounds, snippetFormat: 'text' }),
      ctx.services.memories.recall(ns, query, { k: Math.min(limit, 50), scope: 'all', ...bounds }),
    ]);
    const merged = new Map<string, SearchHit>();
    for (const h of recallHits) {
      const snippet = h.value.length > SNIPPET_CHARS ? `${h.value.slice(0, SNIPPET_CHARS)}…` : h.value;
      merged.set(h.id, { ...hitNamespace(h), ...valueOf(h), score: h.score, snippet, match: 'semantic', scope: h.scope, tags: h.tags, importance: h.importance, updated_at: h.updated_at });
    }
    for (const h of textHits) {
      const seen = merged.get(h.id);
      merged.set(h.id, seen
        ? { ...seen, snippet: h.snippet, match: 'both', score: Math.max(seen.score, h.score) }
        : { ...hitNamespace(h), ...valueOf(h), score: h.score, snippet: h.snippet, match: 'full_text' });
    }
    const results = [...merged.values()].sort((a, b) => b.score - a.score || String(a.key).localeCompare(String(b.key))).slice(0, limit);
    return inContext(ctx, ns, { results });
  },
  text: (result, args) => compactItems(['match', 'matches'], result.results, { user_id: args.user_id, agent_name: args.agent_name, context: result.context }),
};
