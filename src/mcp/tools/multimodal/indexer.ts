/**
 * Indexes items one at a time: load and hash, recognise, skip when the stored item has the same
 * content hash and description (nothing is written), else extract and upsert the memory. Each
 * item is its own write, so cancelling (notifications/cancelled) stops before the next item and
 * never leaves half an item; what was stored before stays. A folder reports progress after each
 * item when the client asked for it, and stops starting new items shortly before the call's
 * time limit, saying how many remain (calling again continues: unchanged items cost a hash).
 */
import { pathToFileURL } from 'node:url';
import { AppError } from '../../../domain/errors/app-error.js';
import type { MemoryNamespace, MemoryService } from '../../../domain/memory/types.js';
import { ToolError } from '../tool-error.js';
import { readAvMetadata } from './av-metadata.js';
import { readDocument } from './documents.js';
import { emptyParts, type ExtractedParts } from './extracted.js';
import { detectFormat, formatFromMediaType, type ItemFormat, type ItemKind } from './formats.js';
import { readImageMetadata } from './image-metadata.js';
import { isUnchanged, itemKey, itemMemory } from './records.js';
import { addSidecarSubtitles, readSidecarSubtitles, type SidecarReading } from './sidecar-subtitles.js';
import type { SourceItem } from './sources.js';

const IMAGE_READ_MAX = 64 * 1024 * 1024;
const DOCUMENT_READ_MAX = 64 * 1024 * 1024;

export type ItemStatus = 'indexed' | 'updated' | 'unchanged' | 'skipped';

export interface IndexedItem {
  item_id: string | null;
  path: string | null;
  source_url: string;
  media_type: ItemKind | null;
  mime_type: string | null;
  status: ItemStatus;
  text_chars?: number;
  reason?: string;
}

export interface IndexJob {
  ns: MemoryNamespace;
  memories: Pick<MemoryService, 'get' | 'upsert'>;
  description: string | null;
  expected?: ItemKind;
  signal: AbortSignal;
  progress?: (done: number, total: number, message: string) => void;
  /** Epoch ms when the call is cut off (MCP_TOOL_TIMEOUT_MS). */
  deadline?: number;
}

function formatOf(source: SourceItem): ItemFormat | null {
  const declared = source.declaredType ? formatFromMediaType(source.declaredType) : null;
  const detected = detectFormat(source.head, source.name);
  if (declared && (!detected || detected.kind === 'document')) return declared;
  return detected;
}

async function extract(source: SourceItem, format: ItemFormat, signal: AbortSignal): Promise<ExtractedParts> {
  if (format.kind === 'audio' || format.kind === 'video') return source.withFile((file) => readAvMetadata(file, signal));
  const data = await source.read(format.kind === 'image' ? IMAGE_READ_MAX : DOCUMENT_READ_MAX);
  if (!data) {
    const parts = emptyParts();
    parts.notes.push(`the file is larger than ${(format.kind === 'image' ? IMAGE_READ_MAX : DOCUMENT_READ_MAX) / 1024 / 1024} MiB, so only its type and size were indexed`);
    return parts;
  }
  if (format.kind === 'image') return format.mimeType === 'image/svg+xml' ? readDocument(data, 'text/plain', source.sourceUrl) : readImageMetadata(data);
  return readDocument(data, format.mimeType, source.sourceUrl);
}

async function storedMetadata(job: IndexJob, key: string): Promise<Record<string, unknown> | null> {
  try {
    return (await job.memories.get(job.ns, key)).metadata;
  } catch (error) {
    if (error instanceof AppError && error.code === 'MEMORY-001') return null;
    throw error;
  }
}

/** One item; `strict` (a single file or address) turns a wrong kind into an error instead of a skip. */
export async function indexItem(job: IndexJob, source: SourceItem, strict: boolean): Promise<IndexedItem> {
  const base = { path: source.path, source_url: source.sourceUrl };
  const format = formatOf(source);
  if (!format) {
    if (strict) throw new ToolError('MCP-022', `${source.path ?? source.sourceUrl} is not an image, audio, video or document format this tool understands (recognised by its content)`);
    return { ...base, item_id: null, media_type: null, mime_type: null, status: 'skipped', reason: 'not a format this tool understands' };
  }
  const described = { ...base, media_type: format.kind, mime_type: format.mimeType };
  if (job.expected && format.kind !== job.expected) {
    if (strict) throw new ToolError('MCP-022', `${source.path ?? source.sourceUrl} is ${format.kind} (${format.mimeType}), not ${job.expected} as media_type says`);
    return { ...described, item_id: null, status: 'skipped', reason: `${format.kind}, not ${job.expected}` };
  }
  const key = itemKey(source.sourceUrl);
  // Subtitle files beside a local video are part of it: read first, since a changed one changes the item.
  const sidecars: SidecarReading | null = format.kind === 'video' && source.path ? await readSidecarSubtitles(source.path) : null;
  if (isUnchanged(await storedMetadata(job, key), source, job.description, sidecars?.fingerprint ?? null)) return { ...described, item_id: key, status: 'unchanged' };
  const parts = await extract(source, format, job.signal);
  if (sidecars) addSidecarSubtitles(parts, sidecars);
  job.signal.throwIfAborted(); // a cancelled call writes nothing more
  const { textChars, ...memory } = itemMemory({ source, format, parts, description: job.description });
  const { created } = await job.memories.upsert(job.ns, memory);
  return {
    ...described, item_id: key, status: created ? 'indexed' : 'updated', text_chars: textChars,
    ...(parts.notes.length ? { reason: parts.notes.join('; ') } : {}),
  };
}

export interface FolderResult {
  items: IndexedItem[];
  remaining: number;
}

/** The files of a folder, in order, until done, cancelled or close to the deadline. */
export async function indexFiles(job: IndexJob, files: string[], load: (file: string) => Promise<SourceItem>): Promise<FolderResult> {
  const items: IndexedItem[] = [];
  const started = Date.now();
  const reserve = job.deadline ? Math.max(2_000, Math.min(10_000, (job.deadline - started) / 3)) : 0;
  job.progress?.(0, files.length, `${files.length} file(s) to index`);
  for (const [i, file] of files.entries()) {
    job.signal.throwIfAborted();
    if (job.deadline && Date.now() > job.deadline - reserve) return { items, remaining: files.length - i };
    try {
      items.push(await indexItem(job, await load(file), false));
    } catch (error) {
      if (job.signal.aborted) throw error;
      const perFile = error instanceof ToolError || (error instanceof AppError && error.code.startsWith('WEB-'));
      if (!perFile) throw error;
      items.push({ item_id: null, path: file, source_url: pathToFileURL(file).href, media_type: null, mime_type: null, status: 'skipped', reason: (error as Error).message });
    }
    const last = items[items.length - 1]!;
    job.progress?.(i + 1, files.length, `${last.status}: ${file}`);
  }
  return { items, remaining: 0 };
}
