/**
 * Request and response types of every operation, derived from the contract
 * (generated/api-types.ts, openapi-typescript's `operations`). A handler is typed by its
 * operationId through these, so a change in openapi/ that the code does not follow fails
 * `tsc`. Nothing here is written by hand per operation.
 */
import type { operations } from '../../generated/api-types.js';
import type { OperationDescriptor, OperationId } from '../../generated/operations.js';

export type { OperationId };

type Operation<K extends OperationId> = operations[K];
type Parameters<K extends OperationId> = Operation<K>['parameters'];

/** `part?: never` (the operation has none) becomes an empty record instead of `undefined`. */
type PartOrNone<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;

/** Path parameters, decoded and validated (coerced to their schema types) by the pipeline. */
export type PathParamsOf<K extends OperationId> = K extends OperationId ? PartOrNone<Parameters<K>['path']> : never;

/**
 * Query parameters, validated and coerced (numbers, booleans, repeated names as arrays).
 * Undeclared names are dropped before the handler runs.
 */
export type QueryOf<K extends OperationId> = K extends OperationId ? PartOrNone<Parameters<K>['query']> : never;

/**
 * Request headers, names in lower case. The declared ones carry their schema types (all
 * strings); any other header stays readable as a string, since handlers also read transport
 * headers the spec does not list (authorization, user-agent, cookie...).
 */
export type RequestHeadersOf<K extends OperationId> = K extends OperationId
  ? LowerCaseKeys<PartOrNone<Parameters<K>['header']>> & Record<string, string | undefined>
  : never;
type LowerCaseKeys<T> = { [H in keyof T as Lowercase<H & string>]: T[H] };

type BodyContent<B> = B extends { content: infer C } ? C[keyof C] : never;

/**
 * The request body as validated: the union of its media types' schemas (JSON, or a form
 * whose values were coerced like parameters), `undefined` when the body is optional and
 * absent, and `undefined` for operations without a body.
 */
export type RequestBodyOf<K extends OperationId> = K extends OperationId ? BodyOf<K> : never;
type BodyOf<K extends OperationId> =
  [Exclude<Operation<K>['requestBody'], undefined>] extends [never]
    ? undefined
    : BodyContent<Exclude<Operation<K>['requestBody'], undefined>> | (undefined extends Operation<K>['requestBody'] ? undefined : never);

type Responses<K extends OperationId> = Operation<K>['responses'];

/**
 * Statuses a handler may answer with: every declared one except `default`. The `default`
 * response (the error body for anything else) is the error middleware's: handlers throw an
 * AppError for those and never return them.
 */
export type DeclaredStatusOf<K extends OperationId> = Exclude<keyof Responses<K>, 'default'> & number;

/**
 * Declared response headers without the open `[name: string]: unknown` index signature, and
 * without the headers handlers never set: Set-Cookie (cookies are written through Koa's cookie
 * jar, `c.koa.cookies`) and X-Request-ID (set on every response by the request-context middleware).
 */
type NamedHeaders<R> = R extends { headers: infer H }
  ? { [P in keyof H as string extends P ? never : P extends 'Set-Cookie' | 'X-Request-ID' ? never : P]: string }
  : Record<never, never>;
type RequiredKeys<T> = { [P in keyof T]-?: Record<never, never> extends Pick<T, P> ? never : P }[keyof T];

/** Response headers: those the spec marks required must be set; any other may be. */
type HeadersField<R> = [RequiredKeys<NamedHeaders<R>>] extends [never]
  ? { headers?: Record<string, string> }
  : { headers: NamedHeaders<R> & Record<string, string> };

type JsonMediaType = 'application/json' | `application/${string}+json`;

/**
 * One media type of one status. JSON bodies are serialised by Koa (no content type to set);
 * other media (HTML pages, text) are strings with their content type, parameters allowed
 * (`text/html; charset=utf-8`).
 */
type MediaResult<S, M, T, R> = (M extends JsonMediaType
  ? { status: S; body: T; contentType?: undefined }
  : { status: S; body: T; contentType: `${M & string}` | `${M & string}; ${string}` }) & HeadersField<R>;

/** A status declared without content (204, redirects): no body. */
type EmptyResult<S, R> = { status: S; body?: undefined; contentType?: undefined } & HeadersField<R>;

type StatusResult<S, R> = R extends { content: infer C }
  ? { [M in keyof C]-?: MediaResult<S, M, C[M], R> }[keyof C]
  : EmptyResult<S, R>;

/** Everything a handler of `K` may return: one declared status with that status's body and headers. */
export type OperationResult<K extends OperationId> = K extends OperationId ? ResultOf<K> : never;
type ResultOf<K extends OperationId> = {
  [S in DeclaredStatusOf<K>]: StatusResult<S, Responses<K>[S]>;
}[DeclaredStatusOf<K>];

/** The JSON body of one declared status (for helpers that build it outside the handler). */
export type ResponseBodyOf<K extends OperationId, S extends DeclaredStatusOf<K>> = Extract<OperationResult<K>, { status: S }>['body'];

/** operationIds of one tag: the handlers of one folder (src/http/handlers/<tag>/). */
export type OperationIdOfTag<T extends string> = OperationDescriptor extends infer D
  ? D extends { operationId: infer I; tags: readonly (infer G)[] }
    ? T extends G
      ? I & OperationId
      : never
    : never
  : never;
