/**
 * Spectral function (.spectral.yaml, rule sdk-document-rules): rules over the whole bundled
 * description (generated/openapi.json, refs unresolved) that generated clients depend on.
 *
 * - Schema names never equal a generator's per-operation names (<OperationId>Data, ...Response,
 *   ...Responses, ...Error, ...Errors).
 * - additionalProperties: every object schema that only clients send (reachable from a request
 *   body and from no response) says whether unknown members are refused (false) or ignored (true);
 *   schemas the server sends stay open, so members can be added (clients ignore unknown ones).
 * - Every response declares the X-Request-ID header.
 * - Every request body and every 2xx response with content has an example (of the media type or
 *   of its schema).
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const OPERATION_TYPE_SUFFIXES = ['Data', 'Response', 'Responses', 'Error', 'Errors'];

const pascal = (id) => id.charAt(0).toUpperCase() + id.slice(1);

function refsIn(node, found) {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') found.add(node.$ref);
    for (const value of Object.values(node)) refsIn(value, found);
  }
  return found;
}

/** Names of the component schemas reachable from `roots` (refs followed through components). */
function reachableSchemas(doc, roots) {
  const names = new Set();
  const pending = [...refsIn(roots, new Set())];
  while (pending.length) {
    const ref = pending.pop();
    const [, , kind, name] = ref.split('/');
    const key = `${kind}/${name}`;
    if (names.has(key)) continue;
    names.add(key);
    const target = doc.components?.[kind]?.[name];
    if (target) pending.push(...refsIn(target, new Set()));
  }
  return new Set([...names].filter((k) => k.startsWith('schemas/')).map((k) => k.slice('schemas/'.length)));
}

function* openObjects(node, path) {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* openObjects(item, [...path, i]);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (node.properties && !('additionalProperties' in node)) yield path;
  for (const [key, value] of Object.entries(node)) if (key !== 'examples' && !key.startsWith('x-')) yield* openObjects(value, [...path, key]);
}

/** An example on the schema (through refs), or for an array or a union on its items or a branch. */
function schemaHasExample(doc, schema, hops = 0) {
  while (schema?.$ref && hops++ < 10) schema = doc.components?.schemas?.[schema.$ref.split('/').pop()];
  if (!schema || hops >= 10) return false;
  if ('examples' in schema || 'example' in schema || schema.type === 'string' || schema.type === 'null') return true;
  if (schema.type === 'array') return schemaHasExample(doc, schema.items, hops);
  const branches = schema.oneOf ?? schema.anyOf;
  return Array.isArray(branches) && branches.some((b) => schemaHasExample(doc, b, hops));
}

const hasExample = (doc, media) => !media || 'example' in media || 'examples' in media || schemaHasExample(doc, media.schema);

export default function sdkDocumentRules(doc) {
  const results = [];
  const operations = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) if (item?.[method]) operations.push({ route, method, op: item[method] });
  }
  const schemas = doc.components?.schemas ?? {};

  const reserved = new Map();
  for (const { op } of operations) {
    if (op.operationId) for (const suffix of OPERATION_TYPE_SUFFIXES) reserved.set(pascal(op.operationId) + suffix, op.operationId);
  }
  for (const name of Object.keys(schemas)) {
    if (reserved.has(name)) results.push({ message: `schema ${name} collides with the type generators name for operation ${reserved.get(name)}`, path: ['components', 'schemas', name] });
  }

  const sent = reachableSchemas(doc, operations.map(({ op }) => op.requestBody ?? {}));
  const answered = reachableSchemas(doc, [operations.map(({ op }) => op.responses ?? {}), doc.components?.responses ?? {}]);
  for (const name of sent) {
    if (answered.has(name)) continue;
    for (const path of openObjects(schemas[name], ['components', 'schemas', name])) {
      results.push({ message: 'a schema only clients send states additionalProperties (false: refused, true: ignored)', path });
    }
  }

  const responses = [];
  for (const { route, method, op } of operations) {
    for (const [status, response] of Object.entries(op.responses ?? {})) responses.push({ path: ['paths', route, method, 'responses', status], status, response });
  }
  for (const [name, response] of Object.entries(doc.components?.responses ?? {})) responses.push({ path: ['components', 'responses', name], status: '', response });
  for (const { path, response } of responses) {
    if (response.$ref) continue;
    if (!response.headers?.['X-Request-ID']) results.push({ message: 'declares no X-Request-ID header (components/headers XRequestId)', path });
  }

  for (const { route, method, op } of operations) {
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
      if (!hasExample(doc, media)) results.push({ message: `request body ${type} has no example`, path: ['paths', route, method, 'requestBody', 'content', type] });
    }
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      if (!/^2/.test(status) || response.$ref) continue;
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (!hasExample(doc, media)) results.push({ message: `${status} ${type} response has no example`, path: ['paths', route, method, 'responses', status, 'content', type] });
      }
    }
  }
  return results;
}
