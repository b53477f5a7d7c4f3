import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import { writesOwnResponse } from '../../handler-types.js';
import { exportChunks, exportFileName, streamedRecords, type ExportForm } from '../../../domain/memory/portability/export-stream.js';

const NDJSON = 'application/x-ndjson';

/**
 * GET /api/v1/export: every memory of the contexts the caller can read (or the one X-Context-ID
 * names), with its history and feedback, as JSON Lines with `Accept: application/x-ndjson`,
 * else as one JSON document. Both forms are streamed: records are read from the store a page at
 * a time as the client takes them, so an export of any size holds one page in memory. Access
 * is decided before anything is sent, so refusals keep their status and body; a store failure
 * after the first byte ends the response early (the client sees a truncated body, not a 200
 * that looks complete).
 */
export default writesOwnResponse<'exportMemories'>({
  async handle(c) {
    const { portability } = c.services.memory;
    const contexts = await portability.exportContexts({ principal: c.principal, requestId: c.requestId }, c.headers['x-context-id']);
    const filter = { userId: c.query.user_id, agentName: c.query.agent_name };
    const form: ExportForm = c.koa.accepts('application/json', NDJSON) === NDJSON ? 'ndjson' : 'json';
    c.koa.status = 200;
    c.koa.type = form === 'ndjson' ? NDJSON : 'application/json';
    c.koa.set('Cache-Control', 'no-store');
    c.koa.set('Content-Disposition', `attachment; filename="${exportFileName(form)}"`);
    c.koa.body = ReadableStream.from(exportChunks(streamedRecords(portability, contexts, filter), form, contexts)) as Readable;
  },
});
