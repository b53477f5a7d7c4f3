/**
 * How indexed items are kept: as persistent memories of the user under the `global` agent
 * (shared by every agent of that user, so memory_recall, memory_search and the graph see them),
 * one per source, keyed `multimodal/<first 32 hex of SHA-256 of the source URL>`, tagged
 * `multimodal` and `multimodal:<kind>` (tag nodes of the graph). The value is what was
 * understood, in words, so full-text and vector recall can find it; the metadata keeps the
 * structured fields (kind, path, address, content hash, size, mtime, dimensions, EXIF, ...).
 */
import { createHash } from 'node:crypto';
import type { Principal } from '../../../domain/core/principal.js';
import { GLOBAL_AGENT, type MemoryInput, type MemoryNamespace } from '../../../domain/memory/types.js';
import { MEMORY_LIMITS } from '../../../domain/memory/validation.js';
import type { ExtractedParts } from './extracted.js';
import type { ItemFormat, ItemKind } from './formats.js';
import type { SourceItem } from './sources.js';

export const MULTIMODAL_TAG = 'multimodal';
export const KEY_PREFIX = 'multimodal/';
/** Bumped when extraction changes, so re-indexing an unchanged file refreshes what was stored. */
export const EXTRACTOR_VERSION = 1;
const TEXT_BUDGET = MEMORY_LIMITS.valueMaxChars - 6_000; // room for the header lines and the description

export const kindTag = (kind: ItemKind) => `${MULTIMODAL_TAG}:${kind}`;
export const itemKey = (sourceUrl: string) => `${KEY_PREFIX}${createHash('sha256').update(sourceUrl).digest('hex').slice(0, 32)}`;

export function multimodalNamespace(principal: Principal, userId: string, requestId?: string): MemoryNamespace {
  return { principal, contextId: principal.contextId, userId, agentName: GLOBAL_AGENT, requestId };
}

const KIND_WORDS: Record<ItemKind, string> = { image: 'Image', audio: 'Audio recording', video: 'Video', document: 'Document' };

function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KiB`;
  return `${Math.round(bytes / 104857.6) / 10} MiB`;
}

export interface ItemRecordInput {
  source: SourceItem;
  format: ItemFormat;
  parts: ExtractedParts;
  description: string | null;
}

/** The memory for one item: its text and metadata. */
export function itemMemory({ source, format, parts, description }: ItemRecordInput): MemoryInput & { textChars: number } {
  const where = source.path ?? source.sourceUrl;
  const header = [
    `${KIND_WORDS[format.kind]} ${source.name} (${format.mimeType}, ${humanSize(source.bytes)})`,
    ...(description ? [`Description: ${description}`] : []),
    ...parts.lines,
    `Source: ${where}`,
  ].join('\n');
  const full = parts.text?.trim() ?? '';
  const text = full.length > TEXT_BUDGET ? `${full.slice(0, TEXT_BUDGET)}…` : full;
  const metadata: Record<string, unknown> = {
    kind: 'multimodal_item',
    media_type: format.kind,
    mime_type: format.mimeType,
    origin: source.origin,
    path: source.path,
    source_url: source.sourceUrl,
    name: source.name,
    sha256: source.sha256,
    bytes: source.bytes,
    mtime: source.mtime,
    indexed_at: new Date().toISOString(),
    description,
    title: parts.title ?? null,
    text_chars: text.length,
    text_truncated: text.length < full.length,
    methods: parts.methods,
    notes: parts.notes.slice(0, 10).map((n) => n.slice(0, 300)),
    extractor_version: EXTRACTOR_VERSION,
    ...parts.fields,
  };
  return {
    key: itemKey(source.sourceUrl),
    value: text ? `${header}\n\n${text}` : header,
    scope: 'persistent',
    tags: [MULTIMODAL_TAG, kindTag(format.kind)],
    importance: 0.5,
    metadata,
    textChars: text.length,
  };
}

/**
 * Whether a stored item already holds this content with this description (and, for a local
 * video, the same subtitle files beside it: `sidecars` is their fingerprint, null for none).
 */
export function isUnchanged(stored: Record<string, unknown> | null, source: SourceItem, description: string | null, sidecars: string | null = null): boolean {
  return stored !== null
    && stored.sha256 === source.sha256
    && (stored.description ?? null) === description
    && (stored.sidecars_sha256 ?? null) === sidecars
    && stored.extractor_version === EXTRACTOR_VERSION
    && stored.source_url === source.sourceUrl;
}
