import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../../logger.js';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Gives every request an id (honouring a sane incoming X-Request-ID) and logs its outcome. */
export function requestContext(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-ID', requestId);
    // The request line is logged at info: below that level (LOG_LEVEL=warn) it is not timed at all.
    if (!logger.isLevelEnabled('info')) return next();
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10, op: ctx.state.operationId },
        'request',
      );
    }
  };
}
