/**
 * An export as text, written record by record as the records are read: JSON Lines (one
 * record per line) or the JSON document (`MemoryExportResponse`) opened before the first
 * record and closed after the last. Each chunk is produced only when the consumer pulls it,
 * so a slow reader holds back the store reads instead of letting records pile up.
 */
import type { MemoryContext } from '../types.js';
import type { ExportFilter, ExportPage, MemoryPortability } from './portability-service.js';
import type { MemoryRecord } from './record.js';

export type ExportForm = 'ndjson' | 'json';

/**
 * Memories per store read when streaming an export: what is held at once is one page of
 * records with their history and feedback, whatever the size of the account.
 */
export const EXPORT_STREAM_PAGE = 100;

/**
 * Every record of `contexts`, read one page at a time and only when the consumer asks for
 * more: a stream that is not read reads nothing further.
 */
export async function* streamedRecords(portability: Pick<MemoryPortability, 'exportPage'>, contexts: MemoryContext[], filter: ExportFilter, pageSize = EXPORT_STREAM_PAGE): AsyncGenerator<MemoryRecord> {
  let cursor: string | null = null;
  do {
    const page: ExportPage = await portability.exportPage(contexts, filter, cursor, pageSize);
    yield* page.records;
    cursor = page.next_cursor;
  } while (cursor);
}

export async function* exportChunks(records: AsyncIterable<MemoryRecord>, form: ExportForm, contexts: MemoryContext[]): AsyncGenerator<string> {
  if (form === 'ndjson') {
    for await (const record of records) yield `${JSON.stringify(record)}\n`;
    return;
  }
  yield `{"contexts":${JSON.stringify(contexts)},"records":[`;
  let first = true;
  for await (const record of records) {
    yield `${first ? '' : ','}${JSON.stringify(record)}`;
    first = false;
  }
  yield ']}\n';
}

/** The file name a download of the export is saved under (`Content-Disposition`). */
export function exportFileName(form: ExportForm, now = new Date()): string {
  return `memplat-export-${now.toISOString().slice(0, 10)}.${form === 'ndjson' ? 'jsonl' : 'json'}`;
}
