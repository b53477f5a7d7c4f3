import type { IncomingMessage } from 'node:http';
import { selectContext } from '../../../domain/core/context-selection.js';
import { AppError, ValidationError } from '../../../domain/errors/app-error.js';
import type { OperationHandler } from '../../handler-types.js';

/**
 * Reads the raw body (the pipeline leaves JSON Lines unparsed), refusing more than `limit`
 * bytes as it arrives (a chunked body has no length to check first). What is left unread is
 * discarded by the unread-body middleware after the answer.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(new AppError('REQUEST-004'));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
      } catch {
        reject(new ValidationError([{ loc: ['body'], msg: 'must be UTF-8 text', type: 'value_error.unicode' }]));
      }
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
  });
}

/**
 * The records as numbered lines: a JSON document (parsed and checked by the pipeline) gives one
 * line per item of `records`, numbered by position; JSON Lines are read raw and split.
 */
async function importLinesOf(c: Parameters<OperationHandler<'importMemories'>>[0]): Promise<Array<{ line: number; text: string }>> {
  if (typeof c.body === 'object' && c.body !== null) {
    return c.body.records.map((record, i) => ({ line: i + 1, text: JSON.stringify(record) }));
  }
  const text = await readBody(c.koa.req, c.services.config.server.bodyLimitBytes);
  return text.split('\n').map((line, i) => ({ line: i + 1, text: line.replace(/\r$/, '') }));
}

/**
 * POST /api/v1/import: JSON Lines of MemoryExportRecord (or the export's JSON document), each
 * written where the rule of MemoryPortability.importLines puts it; bad lines are reported, the
 * others imported.
 */
const importMemories: OperationHandler<'importMemories'> = async (c) => {
  const requested = c.headers['x-context-id'];
  const contextId = requested === undefined ? undefined : await selectContext(c.services.contexts, c.principal, requested);
  const lines = await importLinesOf(c);
  if (!lines.some((l) => l.text.trim() !== '')) {
    throw new ValidationError([{ loc: ['body'], msg: 'holds no record (one JSON object per line)', type: 'value_error.empty' }]);
  }
  const report = await c.services.memory.portability.importLines({ principal: c.principal, requestId: c.requestId }, lines, { contextId });
  return { status: 200, body: report };
};

export default importMemories;
