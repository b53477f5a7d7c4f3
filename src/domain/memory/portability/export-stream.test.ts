/**
 * The export stream reads the store a page at a time and only as the consumer pulls, so an
 * export of any size holds one page: asserted on the store reads a consumer has caused (never
 * on timing), for JSON Lines and for the JSON document.
 */
import { describe, expect, it } from 'vitest';
import { LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import type { MemoryContext } from '../types.js';
import { exportChunks, exportFileName, streamedRecords } from './export-stream.js';
import { MemoryPortability } from './portability-service.js';
import type { ExportPosition, ExportRow, PortabilityRepository } from './ports.js';

const CONTEXT: MemoryContext = { id: LOCAL_CONTEXT_ID, name: 'Local', kind: 'local' };

/** A store of `total` memories made on demand (nothing held), counting its page reads. */
function pagedStore(total: number) {
  const reads: Array<{ after: string | null; limit: number }> = [];
  const key = (i: number) => `k${String(i).padStart(8, '0')}`;
  const row = (i: number): ExportRow => ({
    context_id: LOCAL_CONTEXT_ID, user_id: 'default_user', agent_name: 'global', key: key(i), value: `memory ${i}`,
    scope: 'persistent', tags: [], importance: 0.5, metadata: {}, created_at: '2025-01-01T00:00:00.000000Z', updated_at: '2025-01-01T00:00:00.000000Z',
    expires_at: null, version: 1,
    history: [{ version: 1, value: `old ${i}`, scope: 'persistent', tags: [], importance: 0.5, metadata: {}, written_at: '2024-01-01T00:00:00.000000Z', replaced_at: '2025-01-01T00:00:00.000000Z' }],
    feedback: { useful: 1, irrelevant: 0, outdated: 0, events: [{ label: 'useful', weight: 1, user_id: 'default_user', agent_name: 'global', created_at: '2025-01-02T00:00:00.000000Z' }] },
  });
  const store = {
    async exportPage(_ids: string[], _filter: unknown, after: ExportPosition | null, limit: number) {
      reads.push({ after: after?.key ?? null, limit });
      const start = after ? Number(after.key.slice(1)) + 1 : 0;
      return Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, n) => row(start + n));
    },
  } as unknown as PortabilityRepository;
  const service = new MemoryPortability({ store, contexts: {} as never, memories: {} as never, workingTtlSeconds: 60 });
  return { service, reads };
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe('export stream', () => {
  it('sends the first record after one store read, and reads the next page only when the consumer gets there', async () => {
    const { service, reads } = pagedStore(2_500);
    const chunks = exportChunks(streamedRecords(service, [CONTEXT], {}, 100), 'ndjson', [CONTEXT]);
    const first = await chunks.next();
    expect(JSON.parse(first.value as string)).toMatchObject({ key: 'k00000000', history: [{ value: 'old 0' }], feedback: { useful: 1 } });
    expect(reads).toHaveLength(1);
    for (let i = 1; i < 100; i++) await chunks.next();
    expect(reads).toHaveLength(1);
    await chunks.next();
    expect(reads).toHaveLength(2);
    expect(reads[1]).toEqual({ after: 'k00000099', limit: 100 });
    await chunks.return(undefined);
    expect(reads).toHaveLength(2);
  });

  it('never reads more than one page ahead of what it has written, however many memories there are', async () => {
    const { service, reads } = pagedStore(10_000);
    let written = 0;
    for await (const chunk of exportChunks(streamedRecords(service, [CONTEXT], {}, 250), 'ndjson', [CONTEXT])) {
      expect(chunk.endsWith('\n')).toBe(true);
      written++;
      expect(reads.length).toBeLessThanOrEqual(Math.ceil(written / 250) + 1);
    }
    expect(written).toBe(10_000);
    // 40 full pages, then one read that finds the end.
    expect(reads).toHaveLength(41);
    expect(reads.every((r) => r.limit === 250)).toBe(true);
  });

  it('writes the JSON document piece by piece: contexts first, then every record, closed after the last', async () => {
    const { service, reads } = pagedStore(301);
    const chunks = exportChunks(streamedRecords(service, [CONTEXT], {}, 100), 'json', [CONTEXT]);
    expect((await chunks.next()).value).toBe(`{"contexts":${JSON.stringify([CONTEXT])},"records":[`);
    expect(reads).toHaveLength(0);
    const rest = await collect(chunks);
    const doc = JSON.parse(`{"contexts":${JSON.stringify([CONTEXT])},"records":[${rest}`) as { records: Array<{ key: string }> };
    expect(doc.records).toHaveLength(301);
    expect(doc.records[300]!.key).toBe('k00000300');
    expect(reads).toHaveLength(4);
  });

  it('an empty export is a valid empty document and no lines', async () => {
    const { service } = pagedStore(0);
    expect(JSON.parse(await collect(exportChunks(streamedRecords(service, [CONTEXT], {}), 'json', [CONTEXT])))).toEqual({ contexts: [CONTEXT], records: [] });
    expect(await collect(exportChunks(streamedRecords(service, [CONTEXT], {}), 'ndjson', [CONTEXT]))).toBe('');
  });

  it('names the download by form and date', () => {
    const at = new Date('2026-03-04T05:06:07Z');
    expect(exportFileName('ndjson', at)).toBe('memplat-export-2026-03-04.jsonl');
    expect(exportFileName('json', at)).toBe('memplat-export-2026-03-04.json');
  });
});
