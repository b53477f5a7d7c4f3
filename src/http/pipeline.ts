/**
 * What happens to every API request once routed: authenticate against the operation's
 * security, mark answers with private data uncacheable (src/http/middleware/private-answers.ts), check the CSRF token of cookie-authenticated writes (src/http/csrf.ts),
 * decode and validate path/query/headers, run the before-body step, read, decode-check and
 * validate the body, call the handler, write the result. Each step is a small named function.
 *
 * Decoding happens here and only here (src/http/request-decoding.ts): the router passes path
 * parameters still percent-encoded and the raw query string; a malformed encoding is a 400
 * `REQUEST-009`, text no store can keep (NUL, lone surrogates) a 422 naming the field, and
 * numeric parameters must be finite decimal literals (src/http/validation.ts).
 */
import type Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { Context as BackendContext } from 'openapi-backend';
import { AppError, FieldValidationError } from '../domain/errors/app-error.js';
import type { Principal } from '../domain/core/principal.js';
import type { AppServices } from '../services.js';
import { declaredQueryParameters, validators, type RegisteredOperation } from './contract.js';
import type { HttpResult, RuntimeBinding, UntypedOperationContext } from './handler-types.js';
import { writeResult } from './write-result.js';
import { enforceCsrf, refreshCsrfCookie } from './csrf.js';
import { authorize, resolvePrincipal } from './security.js';
import { localCallerOf } from './local-caller.js';
import { markPrivateAnswer } from './middleware/private-answers.js';
import { failValidation, toIssues, validateStrings } from './validation.js';
import { decodePathParams, decodeQueryString, unstorableTextIssues } from './request-decoding.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The body parser for a size limit, built once (the limit is the server's, fixed at start). */
const bodyParsers = new Map<number, Koa.Middleware>();
function bodyParser(limit: number): Koa.Middleware {
  let parser = bodyParsers.get(limit);
  if (!parser) {
    parser = koaBody({
      json: true,
      urlencoded: true,
      text: false,
      multipart: false,
      jsonLimit: limit,
      formLimit: limit,
      jsonStrict: false,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    }) as unknown as Koa.Middleware;
    bodyParsers.set(limit, parser);
  }
  return parser;
}

async function authenticate(ctx: Koa.Context, services: AppServices, op: RegisteredOperation): Promise<Principal> {
  // Whether the caller is local matters only to a request without credentials: decided then.
  const caller = () => localCallerOf(ctx, services);
  if (op.security.length === 0) {
    // Public operation: credentials are optional and a bad one is simply ignored.
    const principal = await resolvePrincipal(ctx, services).catch(() => null);
    return authorize(op.security, principal, services, caller);
  }
  // The MCP endpoint is its own protected resource (RFC 9728): challenges point at its metadata.
  const resourcePath = op.path === '/mcp' ? '/mcp' : '';
  return authorize(op.security, await resolvePrincipal(ctx, services, resourcePath), services, caller, resourcePath);
}

/** Path parameters and query, decoded once, refused when unstorable, then validated against the spec. */
function readParameters(ctx: Koa.Context, op: RegisteredOperation, routed: BackendContext) {
  const v = validators[op.operationId] ?? {};
  const params = decodePathParams(routed.request.params as Record<string, string>); // a new object: the router's stays as it was
  const query: Record<string, unknown> = decodeQueryString(ctx.querystring, declaredQueryParameters(op.operationId));
  const unstorable = [...unstorableTextIssues(params, 'path'), ...unstorableTextIssues(query, 'query')];
  if (unstorable.length) failValidation(unstorable);
  validateStrings(v.params, params, 'path');
  validateStrings(v.query, query, 'query');
  const headers = lowerCaseHeaders(ctx.headers);
  // Validated on a copy (validation coerces values in place); no copy when nothing is declared.
  if (v.headers) validateStrings(v.headers, { ...headers }, 'header');
  return { params, query, headers };
}

function lowerCaseHeaders(headers: Koa.Context['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(headers)) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function hasBody(ctx: Koa.Context): boolean {
  const length = ctx.get('content-length');
  if (length) return Number(length) > 0;
  return Boolean(ctx.get('transfer-encoding'));
}

function matchContentType(ctx: Koa.Context, accepted: string[]): string | null {
  return accepted.find((type) => ctx.is(type)) ?? null;
}

async function readBody(ctx: Koa.Context, services: AppServices, op: RegisteredOperation): Promise<unknown> {
  const accepted = op.requestContentTypes;
  if (!BODY_METHODS.has(ctx.method) || accepted.length === 0) return undefined;
  const required = op.bodyRequired;
  if (!hasBody(ctx)) {
    if (required) failValidation([{ loc: ['body'], msg: 'request body is required', type: 'missing' }]);
    return undefined;
  }
  const contentType = matchContentType(ctx, accepted);
  if (!contentType) {
    throw new AppError('REQUEST-003', { message: `Content-Type must be one of: ${accepted.join(', ')}` });
  }
  const limit = services.config.server.bodyLimitBytes;
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw new AppError('REQUEST-004');
  await bodyParser(limit)(ctx, async () => undefined);
  const body = (ctx.request as unknown as { body: unknown }).body;
  const unstorable = unstorableTextIssues(body, 'body');
  if (unstorable.length) failValidation(unstorable);
  const validate = validators[op.operationId]?.body?.[contentType];
  if (!validate) return body;
  if (/[/+]json$/.test(contentType)) {
    if (!validate(body)) failValidation(toIssues('body', validate.errors));
    return body;
  }
  // Form values arrive as strings and are coerced like parameters.
  return validateStrings(validate, body as Record<string, unknown>, 'body');
}

export async function runOperation(
  ctx: Koa.Context,
  services: AppServices,
  op: RegisteredOperation,
  binding: RuntimeBinding,
  routed: BackendContext,
): Promise<void> {
  ctx.state.operationId = op.operationId;
  const principal = await authenticate(ctx, services, op);
  ctx.state.principal = principal.kind;
  markPrivateAnswer(ctx, op, principal);
  services.telemetry.attribute(principal.contextId); // usage telemetry: the caller's context
  if (principal.kind === 'session') {
    await refreshCsrfCookie(ctx, services, principal);
    enforceCsrf(ctx, services, op, principal);
  }
  const { params, query, headers } = readParameters(ctx, op, routed);
  const base: Omit<UntypedOperationContext, 'body'> = {
    operationId: op.operationId,
    params,
    query,
    headers,
    principal,
    services,
    requestId: String(ctx.state.requestId),
    clientIp: ctx.ip,
    koa: ctx,
  };
  await binding.beforeBody?.(base);
  const body = await readBody(ctx, services, op);
  writeResult(ctx, await handleLocated(binding, { ...base, body }, op));
}

/**
 * Runs the handler; a service's FieldValidationError names fields of its input, and here they
 * get the request part they came from: the body for an operation that takes one, the query
 * string otherwise (the spec's operations take their input from one or the other, never both).
 */
async function handleLocated(binding: RuntimeBinding, context: UntypedOperationContext, op: RegisteredOperation): Promise<HttpResult | void> {
  try {
    return await binding.handle(context);
  } catch (error) {
    if (error instanceof FieldValidationError) throw error.at(op.requestContentTypes.length > 0 ? 'body' : 'query');
    throw error;
  }
}
