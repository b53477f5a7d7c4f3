import type Koa from 'koa';
import type { Principal } from '../domain/core/principal.js';
import type { AppServices } from '../services.js';
import type {
  OperationId,
  OperationIdOfTag,
  OperationResult,
  PathParamsOf,
  QueryOf,
  RequestBodyOf,
  RequestHeadersOf,
} from './operation-types.js';

export type { OperationId, OperationResult } from './operation-types.js';

/** What every handler sees whatever its operation: the caller, the services and the raw exchange. */
export interface RequestContext {
  headers: Record<string, string | undefined>;
  principal: Principal;
  services: AppServices;
  requestId: string;
  clientIp: string;
  /** Escape hatch for cookies, redirects, raw streams (MCP). */
  koa: Koa.Context;
}

/**
 * What the handler of `K` sees: the request as the pipeline validated it against the spec,
 * typed from the generated contract. Without `K` it is the union over every operation
 * (discriminated by operationId); helpers shared by several operations take RequestContext.
 */
export type OperationContext<K extends OperationId = OperationId> = K extends OperationId
  ? RequestContext & {
      operationId: K;
      params: PathParamsOf<K>;
      query: QueryOf<K>;
      headers: RequestHeadersOf<K>;
      body: RequestBodyOf<K>;
    }
  : never;

/** The response as the pipeline writes it (status, body, headers), whatever the operation. */
export interface HttpResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Content type when the body is not JSON (HTML pages, redirects). */
  contentType?: string;
}

/** The handler of `K`: must answer one of the statuses `K` declares, with that status's body. */
export type OperationHandler<K extends OperationId> = (c: OperationContext<K>) => Promise<OperationResult<K>>;

/**
 * A handler with an optional step that runs before the body is read — for rules such
 * as "count the request against the rate limit before reading the body".
 */
export interface OperationBinding<K extends OperationId> {
  beforeBody?: (c: Omit<OperationContext<K>, 'body'>) => Promise<void>;
  handle: OperationHandler<K>;
}

export type HandlerEntry<K extends OperationId> = OperationHandler<K> | OperationBinding<K>;

/** Every operation of the spec bound to its handler: a missing or unknown one fails `tsc`. */
export type HandlerMap = { [K in OperationId]: HandlerEntry<K> };

/** The handlers of one tag's folder (src/http/handlers/<tag>/index.ts): exactly that tag's operations. */
export type TagHandlers<T extends string> = { [K in OperationIdOfTag<T>]: HandlerEntry<K> };

/** The request as the pipeline hands it over before the contract's types are applied. */
export interface UntypedOperationContext extends RequestContext {
  operationId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** What the pipeline runs: handlers seen without their operation's types (checked at start-up). */
export interface RuntimeBinding {
  beforeBody?: (c: Omit<UntypedOperationContext, 'body'>) => Promise<void>;
  /** Returns the response to send, or void when it wrote to `koa` itself (streams). */
  handle: (c: UntypedOperationContext) => Promise<HttpResult | void>;
}

/**
 * Handlers as the router binds them at run time: possibly partial (operations listed in
 * src/http/not-implemented.json answer 501), checked against the spec when the app starts.
 */
export type BoundHandlers = Readonly<Record<string, ((c: never) => Promise<unknown>) | { beforeBody?: (c: never) => Promise<void>; handle: (c: never) => Promise<unknown> }>>;

export function toBinding(entry: BoundHandlers[string]): RuntimeBinding {
  // The pipeline validated the request against this operation's schemas before the handler
  // runs, which is what makes the typed view of OperationContext<K> true.
  return (typeof entry === 'function' ? { handle: entry } : entry) as unknown as RuntimeBinding;
}

/**
 * For handlers that write the response to `koa` themselves (the MCP transport's JSON and
 * event streams): what they send is not a value the compiler can check against the spec,
 * so they return either a plain HttpResult (their refusals) or nothing once written.
 * The request side stays typed.
 */
export function writesOwnResponse<K extends OperationId>(binding: {
  beforeBody?: (c: Omit<OperationContext<K>, 'body'>) => Promise<void>;
  handle: (c: OperationContext<K>) => Promise<HttpResult | void>;
}): HandlerEntry<K> {
  return binding as unknown as HandlerEntry<K>;
}
