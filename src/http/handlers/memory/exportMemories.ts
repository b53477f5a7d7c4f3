import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import { writesOwnResponse } from '../../handler-types.js';
import type { MemoryRecord } from '../../../domain/memory/portability/record.js';

const NDJSON = 'application/x-ndjson';

async function* lines(records: AsyncIterable<MemoryRecord>): AsyncGenerator<string> {
  for await (const r of records) yield `${JSON.stringify(r)}\n`;
}

/**
 * GET /api/v1/export: every memory of the contexts the caller can read (or the one X-Context-ID
 * names), streamed as JSON Lines with `Accept: application/x-ndjson`, else one JSON document.
 * Access is decided before anything is sent, so refusals keep their status and body; the
 * stream itself is written here (the contract types a string, a stream is what fits any size).
 */
export default writesOwnResponse<'exportMemories'>({
  async handle(c) {
    const { portability } = c.services.memory;
    const contexts = await portability.exportContexts({ principal: c.principal, requestId: c.requestId }, c.headers['x-context-id']);
    const filter = { userId: c.query.user_id, agentName: c.query.agent_name };
    const records = portability.exportRecords(contexts, filter);
    if (c.koa.accepts('application/json', NDJSON) === NDJSON) {
      c.koa.status = 200;
      c.koa.type = NDJSON;
      c.koa.set('Cache-Control', 'no-store');
      c.koa.body = ReadableStream.from(lines(records)) as Readable;
      return;
    }
    const all: MemoryRecord[] = [];
    for await (const r of records) all.push(r);
    return { status: 200, body: { contexts, records: all }, headers: { 'Cache-Control': 'no-store' } };
  },
});
