/**
 * The text form of the memory tools' answers: what a model reads, so it is mostly memory. One
 * header line names the namespace and context once, and what every item shares (scope, agent);
 * each item then gives its key, score and value (or snippet) and only what sets it apart. The
 * structured content keeps every field for typed clients; the text is not a copy of it.
 */
import type { MemoryContext } from '../../../domain/memory/types.js';

interface Item {
  key: string;
  value?: string;
  snippet?: string;
  score?: number;
  agent_name?: string;
  scope?: string;
  tags?: string[];
  truncated?: boolean;
  value_length?: number;
  expires_at?: string | null;
}

export interface Namespace { user_id: string; agent_name?: string; context?: MemoryContext }

/** The value shared by every item of a field, or undefined when they differ or none has it. */
function shared<T>(items: readonly Item[], pick: (item: Item) => T | undefined): T | undefined {
  const values = new Set(items.map(pick));
  return values.size === 1 ? [...values][0] : undefined;
}

function header(count: string, ns: Namespace, common: string[]): string {
  const where = [`user ${ns.user_id}`, ...(ns.agent_name ? [`agent ${ns.agent_name}`] : []), ...(ns.context ? [`context ${ns.context.name}`] : [])];
  return `${count} (${[...where, ...common].join(', ')})`;
}

/** When a working memory goes, and where lasting facts belong. */
export function expiryNote(expiresAt: string | null | undefined): string {
  return expiresAt ? `working memory: expires ${expiresAt}; store facts about the user with scope "persistent"` : '';
}

/** One item: `- key [score; what differs]: value`. */
function line(item: Item, ns: Namespace, common: { scope?: string; agent?: string; tags?: string }): string {
  const notes: string[] = [];
  if (item.score !== undefined) notes.push(item.score.toFixed(2));
  if (item.agent_name && item.agent_name !== (common.agent ?? ns.agent_name)) notes.push(`agent ${item.agent_name}`);
  if (item.scope && common.scope === undefined) notes.push(item.scope);
  if (item.tags?.length && common.tags === undefined) notes.push(`tags ${item.tags.join(',')}`);
  if (item.truncated) notes.push(`cut, ${item.value_length} chars in full`);
  const text = item.snippet ?? item.value ?? '';
  return `- ${item.key}${notes.length ? ` [${notes.join('; ')}]` : ''}: ${text}`;
}

/** A list of memories (recall, search, list): header once, then one line per item. */
export function compactItems(noun: [one: string, many: string], items: readonly Item[], ns: Namespace, more?: string): string {
  const several = items.length > 1;
  const scope = several ? shared(items, (i) => i.scope) : undefined;
  const agent = shared(items, (i) => i.agent_name);
  const tags = several ? shared(items, (i) => i.tags?.join(',') || undefined) : undefined;
  const common = [...(scope ? [`all ${scope}`] : []), ...(agent && agent !== ns.agent_name ? [`all agent ${agent}`] : []), ...(tags ? [`all tagged ${tags}`] : [])];
  const count = items.length === 0 ? `No ${noun[1]}` : `${items.length} ${items.length === 1 ? noun[0] : noun[1]}`;
  const lines = items.map((item) => line(item, ns, { scope, agent, tags }));
  return [header(count, ns, common), ...lines, ...(more ? [more] : [])].join('\n');
}

/** One memory in full (fetch, store): its key, the fields that matter to a reader, its value. */
export function compactMemory(verb: string, memory: Item & { importance?: number; updated_at?: string }, ns: Namespace): string {
  const facts = [memory.scope, ...(memory.agent_name && memory.agent_name !== ns.agent_name ? [`agent ${memory.agent_name}`] : []),
    ...(memory.tags?.length ? [`tags ${memory.tags.join(',')}`] : []), ...(memory.importance !== undefined ? [`importance ${memory.importance}`] : []),
    ...(memory.updated_at ? [`updated ${memory.updated_at}`] : [])].filter((fact): fact is string => Boolean(fact));
  const expiry = memory.scope === 'working' ? expiryNote(memory.expires_at) : '';
  return [header(`${verb} ${memory.key}`, ns, facts), ...(expiry ? [expiry] : []), memory.value ?? ''].join('\n');
}
