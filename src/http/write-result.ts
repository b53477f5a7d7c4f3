/**
 * Writes a handler's result onto the Koa response: its headers, status and body. A JSON body
 * is serialized here, once, to the text Koa itself would write (see serializedJson).
 */
import type Koa from 'koa';
import type { HttpResult } from './handler-types.js';

export function writeResult(ctx: Koa.Context, result: HttpResult | void): void {
  if (!result) return; // the handler wrote the response itself
  for (const [k, v] of Object.entries(result.headers ?? {})) ctx.set(k, v);
  ctx.status = result.status;
  if (result.body === undefined) {
    // Koa would otherwise send the status text ("See Other") as a body the spec does not declare.
    if (result.status !== 204 && result.status !== 304) ctx.body = '';
    return;
  }
  if (result.body === null) {
    // A JSON `null` answer (declared as such): Koa would turn a null body into a 204.
    ctx.type = 'application/json';
    ctx.body = 'null';
    return;
  }
  if (result.contentType) ctx.type = result.contentType;
  ctx.body = serializedJson(ctx, result.body);
}

/**
 * A JSON answer's text, made here once: Koa would serialize an object body when writing it, and
 * the compression step asks for its length before that, which serializes it a second time. The
 * text is what Koa writes (JSON.stringify, no spacing) with the type Koa gives an object body.
 */
function serializedJson(ctx: Koa.Context, body: unknown): Koa.Context['body'] {
  if (!isPlainJson(body)) return body as Koa.Context['body']; // buffers, streams and the like: Koa's own rules
  if (!ctx.type || !/\bjson\b/i.test(ctx.type)) ctx.type = 'json'; // Koa's rule for an object body
  return JSON.stringify(body);
}

function isPlainJson(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  const proto = Object.getPrototypeOf(body) as unknown;
  return Array.isArray(body) || proto === Object.prototype || proto === null;
}
