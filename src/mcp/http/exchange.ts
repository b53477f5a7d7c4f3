/**
 * What the remote MCP endpoint takes from the HTTP layer and gives back, declared here so the
 * MCP code does not depend on src/http: the HTTP handlers of /mcp (src/http/handlers/mcp) pass
 * their request context, which has this shape, and return the reply as their result.
 */
import type Koa from 'koa';
import type { Principal } from '../../domain/core/principal.js';

/** One request to /mcp, as the HTTP pipeline authenticated it. */
export interface McpExchange {
  headers: Record<string, string | undefined>;
  principal: Principal;
  /** The raw exchange: the SDK transport reads the request and writes the response (JSON or SSE) itself. */
  koa: Koa.Context;
}

/** A request with its parsed JSON body (POST; absent on GET and DELETE). */
export interface McpExchangeWithBody extends McpExchange {
  body?: unknown;
}

/** A response the HTTP pipeline writes (refusals); a request the transport answered returns nothing. */
export interface McpReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
