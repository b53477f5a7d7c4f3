/**
 * Transport-level refusals on /mcp answer a JSON-RPC error object with `id: null` (what MCP
 * clients parse), like the SDK transport does.
 */
import type Koa from 'koa';
import { AppError } from '../../domain/errors/app-error.js';
import type { ErrorCode } from '../../domain/errors/catalogue.js';
import type { McpReply } from './exchange.js';

/** JSON-RPC error codes used on the transport (the SDK's choices). */
export const JSON_RPC = { transport: -32000, sessionNotFound: -32001, invalidRequest: -32600, invalidParams: -32602 } as const;

export interface McpRejection {
  status: number;
  rpcCode: number;
  message: string;
  /** Catalogued code, for logs and the AppError that stops the pipeline. */
  code: ErrorCode;
  headers?: Record<string, string>;
}

export function rejectionBody(r: McpRejection) {
  return { jsonrpc: '2.0' as const, id: null, error: { code: r.rpcCode, message: r.message, data: { code: r.code } } };
}

/** As a handler result. */
export function rejectionResult(r: McpRejection): McpReply {
  return { status: r.status, body: rejectionBody(r), headers: r.headers };
}

/**
 * From a before-body step: the pipeline would read and validate the body next, so the refusal
 * is written straight to the socket and an AppError stops the pipeline (Koa ignores the
 * error middleware's late writes once headers are sent).
 */
export function rejectBeforeBody(ctx: Koa.Context, r: McpRejection): never {
  ctx.respond = false;
  if (!ctx.res.headersSent) {
    ctx.res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
    ctx.res.end(JSON.stringify(rejectionBody(r)));
  }
  throw new AppError(r.code, { message: r.message });
}
