/**
 * fast-check arbitraries for hostile requests, derived from the bundled spec: for one
 * operation, a request whose path parameters, query, headers and body mix plausible values
 * (from the declared schemas) with malformed encodings, NUL and unicode edge cases, wrong
 * types, huge and deeply nested bodies, wrong content types and undeclared methods.
 */
import fc from 'fast-check';
import { spec, type OperationInfo } from './spec-validator.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Which credentials the runner attaches. */
  auth: 'none' | 'key' | 'session';
  /** Whether the method is one the spec declares for the path (the answer is then checked against the operation). */
  declaredMethod: boolean;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function deref(node: Json | undefined): Json {
  let cur = node ?? {};
  while (cur && typeof cur.$ref === 'string') cur = cur.$ref.slice(2).split('/').map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((o: Json, k: string) => o[k], spec);
  return cur;
}

/** Strings that break naive decoding and storage. Percent-encoded forms are for URLs. */
const encodedTroubles = fc.constantFrom('%', '%ZZ', '%C3%28', '%ED%A0%80', '%ED%B0%80', '%FF', '%00', 'a%00b', '%E2%80%AE', '%F0%9F%98%80', '%2F', '%2e%2e', '%5C', '%22%3E%3Cscript%3E', '%0D%0Aset-cookie:x=1', '+', '%25', '%%', '..');
const rawTroubles = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udc00x', '\ud83d\ude00', '\u202e', '\uffff', '\r\nX-Injected: 1', '"\'`<>&\\', '../../etc/passwd', 'null', 'true', '-1', '1e400', 'Infinity', 'NaN', '', ' ', 'x'.repeat(5000));

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) becomes its invalid UTF-8 form. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** A string as it would appear in a URL (path segment or query value): encoded or troublesome. */
export const urlText: fc.Arbitrary<string> = fc.oneof(
  encodedTroubles,
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
  fc.string({ unit: 'binary', maxLength: 12 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
  fc.constantFrom('0', '-1', '00000000-0000-4000-8000-000000000099', 'not-a-uuid', 'x'.repeat(300), 'user:default_user', 'memory:tea'),
);

/**
 * A path segment: like urlText, but never empty or a dot segment (`.`, `..`, `%2e%2e`), which
 * URL parsers resolve on the client side, so the request would reach another route.
 */
const pathSegment: fc.Arbitrary<string> = urlText.map((text) => (/^(?:\.|%2e){0,2}$/i.test(text) ? `x${text}` : text));

/** A value for a schema: usually plausible, sometimes of the wrong type or hostile. */
export function valueFor(schemaNode: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref(schemaNode);
  const hostile = fc.oneof(rawTroubles, fc.constantFrom<unknown>(null, 0, -1, 1.5, 1e308, true, [], {}, [null], { '\u0000': 1 }));
  if (depth > 3) return hostile;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  let plausible: fc.Arbitrary<unknown>;
  if (schema.enum) plausible = fc.constantFrom(...(schema.enum as unknown[]));
  else if (schema.const !== undefined) plausible = fc.constant(schema.const);
  else if (type === 'integer') plausible = fc.integer({ min: (schema.minimum ?? -5) - 2, max: (schema.maximum ?? 1000) + 2 });
  else if (type === 'number') plausible = fc.double({ min: (schema.minimum ?? -5) - 1, max: (schema.maximum ?? 1000) + 1, noNaN: true });
  else if (type === 'boolean') plausible = fc.boolean();
  else if (type === 'array') plausible = fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
  else if (type === 'object' || schema.properties) {
    const props = Object.entries((schema.properties ?? {}) as Json);
    plausible = props.length
      ? fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueFor(v as Json, depth + 1)])), { requiredKeys: [] })
      : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  } else if (schema.oneOf || schema.anyOf) plausible = fc.oneof(...((schema.oneOf ?? schema.anyOf) as Json[]).map((s) => valueFor(s, depth + 1)));
  else plausible = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('memory:read memory:write', 'http://127.0.0.1:9999/cb', 'default_user', 'BCDF-GHJK'));
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostile });
}

/** A deeply nested JSON text (arrays or objects) of the given depth. */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A body for the operation: JSON or form from its schema, or a malformed, huge or mistyped one. */
function bodyFor(op: OperationInfo): fc.Arbitrary<{ body?: string | Uint8Array; contentType?: string }> {
  const content = (deref(op.op.requestBody).content ?? {}) as Json;
  const [type] = Object.keys(content);
  const schema = type ? content[type].schema : undefined;
  const fromSchema = valueFor(schema).map((value) => {
    if (type === 'application/x-www-form-urlencoded' && value && typeof value === 'object' && !Array.isArray(value)) {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(value)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      return { body: form.toString(), contentType: type };
    }
    return { body: JSON.stringify(value), contentType: type ?? 'application/json' };
  });
  const malformed = fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,]', 'null', '"\\ud800"', '{"a":"\\u0000"}', '\u0000', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}').map((body) => ({ body, contentType: 'application/json' })),
    fc.constantFrom(nested(5000, 'array'), nested(5000, 'object'), nested(200_000, 'array')).map((body) => ({ body, contentType: 'application/json' })),
    fc.constant({ body: `{"value":"${'x'.repeat(1_200_000)}"}`, contentType: 'application/json' }),
    fc.constant({ body: new Uint8Array([0x7b, 0x22, 0x6b, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), contentType: 'application/json' }),
    fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded').map((contentType) => ({ body: 'a=%ZZ&b=%00&c[d]=1', contentType })),
    fc.constant({}),
  );
  return fc.oneof({ weight: 3, arbitrary: fromSchema }, { weight: 2, arbitrary: malformed });
}

function queryFor(op: OperationInfo, pathItem: Json): fc.Arbitrary<string> {
  const params = [...((pathItem.parameters ?? []) as Json[]), ...((op.op.parameters ?? []) as Json[])].map(deref).filter((p) => p.in === 'query');
  const pairs = fc.array(
    fc.oneof(
      ...(params.length ? [fc.tuple(fc.constantFrom(...params.map((p) => p.name as string)), fc.oneof(urlText, valueFor(params[0]?.schema).map((v) => encodeLoosely(String(v)))))] : []),
      fc.tuple(fc.constantFrom('limit', 'cursor', 'q', 'return_to', 'tag[]', '%ZZ', 'a%00'), urlText),
    ),
    { maxLength: 4 },
  );
  return pairs.map((list) => list.map(([k, v]) => `${k}=${v}`).join('&'));
}

/** Hostile requests aimed at one operation (sometimes with a method the path does not declare). */
export function hostileRequest(op: OperationInfo): fc.Arbitrary<HostileRequest> {
  const pathItem = spec.paths[op.path] as Json;
  const declared = METHODS.filter((m) => pathItem[m.toLowerCase()]);
  const undeclared = [...METHODS.filter((m) => !declared.includes(m)), 'OPTIONS', 'HEAD'];
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return fc
    .record({
      params: fc.tuple(...names.map(() => pathSegment)),
      query: queryFor(op, pathItem),
      body: bodyFor(op),
      auth: fc.constantFrom<HostileRequest['auth']>('none', 'key', 'session'),
      method: fc.oneof({ weight: 5, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom(...undeclared) }),
      extraHeaders: fc.constantFrom<Record<string, string>>({}, { accept: 'text/html' }, { 'x-context-id': 'not-a-uuid' }, { 'x-user-id': '%00' }, { 'x-agent-name': '..' }, { 'x-forwarded-for': '203.0.113.7' }, { origin: 'http://evil.example' }),
    })
    .map(({ params, query, body, auth, method, extraHeaders }) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => params[i++] ?? 'x') + (query ? `?${query}` : '');
      const headers: Record<string, string> = { ...extraHeaders };
      const sendsBody = body.body !== undefined && method !== 'GET' && method !== 'HEAD';
      if (sendsBody && body.contentType) headers['content-type'] = body.contentType;
      return { method, path, headers, body: sendsBody ? body.body : undefined, auth, declaredMethod: method === op.method };
    });
}
