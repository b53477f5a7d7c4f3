/** Turns the memory form's text fields into a MemoryCreate/MemoryUpdate body, or says what is wrong. */
import type { Schemas } from '../../api/types';

export interface MemoryDraft {
  key: string;
  value: string;
  scope: 'persistent' | 'working';
  tags: string;
  importance: string;
  metadata: string;
}

export const EMPTY_DRAFT: MemoryDraft = { key: '', value: '', scope: 'persistent', tags: '', importance: '0.5', metadata: '' };

export function draftOf(m: Schemas['MemoryResponse']): MemoryDraft {
  const metadata = m.metadata && Object.keys(m.metadata).length ? JSON.stringify(m.metadata, null, 2) : '';
  return { key: m.key, value: m.value, scope: m.scope, tags: m.tags.join(', '), importance: String(m.importance), metadata };
}

/** Comma-separated tags, trimmed, empty ones and repeats dropped. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))];
}

export function parseDraft(d: MemoryDraft): { body: Schemas['MemoryCreate'] } | { error: string } {
  const importance = Number(d.importance);
  if (d.importance.trim() === '' || !Number.isFinite(importance) || importance < 0 || importance > 1) return { error: 'Importance must be a number from 0 to 1.' };
  let metadata: Record<string, unknown> = {};
  if (d.metadata.trim()) {
    try {
      const parsed: unknown = JSON.parse(d.metadata);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: 'Metadata must be a JSON object, for example {"source": "chat"}.' };
      metadata = parsed as Record<string, unknown>;
    } catch {
      return { error: 'Metadata is not valid JSON.' };
    }
  }
  return { body: { key: d.key.trim(), value: d.value, scope: d.scope, tags: parseTags(d.tags), importance, metadata } };
}
