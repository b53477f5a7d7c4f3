import type Koa from 'koa';
import type { Principal } from '../domain/core/principal.js';
import type { AppServices } from '../services.js';

/** What a handler sees: the validated request, the caller and the services. */
export interface OperationContext {
  operationId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | undefined>;
  principal: Principal;
  services: AppServices;
  requestId: string;
  clientIp: string;
  /** Escape hatch for cookies, redirects, raw streams (MCP). */
  koa: Koa.Context;
}

export interface HttpResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Content type when the body is not JSON (HTML pages, redirects). */
  contentType?: string;
}

/** Returns the response to send, or void when it wrote to `koa` itself (streams). */
export type OperationHandler = (c: OperationContext) => Promise<HttpResult | void>;

/**
 * A handler with an optional step that runs before the body is read — for rules such
 * as "count the request against the rate limit before reading the body".
 */
export interface OperationBinding {
  beforeBody?: (c: Omit<OperationContext, 'body'>) => Promise<void>;
  handle: OperationHandler;
}

export type HandlerEntry = OperationHandler | OperationBinding;
export type HandlerMap = Record<string, HandlerEntry>;

export function toBinding(entry: HandlerEntry): OperationBinding {
  return typeof entry === 'function' ? { handle: entry } : entry;
}
