/**
 * Writes the description dredd runs on: the bundled spec narrowed to operations that
 * are built and have a deterministic success path without a browser session, with
 * example values for required parameters and request bodies (dredd needs them to
 * compose requests). Prints an API key for the hooks, created before the server opens
 * the store. Usage: tsx prepare.ts <out.json>  (DATA_DIR/DATABASE_URL from env)
 */
import fs from 'node:fs';
import path from 'node:path';
import { prepareStore } from '../support/fixtures.js';
import { repoRoot } from '../support/server-process.js';

type Json = Record<string, any>;

/** operationId -> example request (path/query params and JSON body). */
const EXAMPLES: Record<string, { params?: Record<string, string>; body?: unknown; status?: string }> = {
  getApiRoot: {},
  getHealth: {},
  // getMetrics is left to the contract tests: its `context` is a nullable $ref (oneOf with
  // type null), which dredd's JSON Schema reading of 3.1 takes for an array; Ajv 2020 checks it.
  createMemory: { status: '201', body: { key: 'dredd-1', value: 'Dredd checks the memory API against its description', scope: 'persistent', tags: ['dredd'], importance: 0.6 } },
  listMemories: { params: { limit: '10' } },
  getMemory: { params: { key: 'dredd-1' } },
  updateMemory: { params: { key: 'dredd-1' }, body: { importance: 0.8 } },
  recallMemories: { body: { query: 'what does dredd check?', k: 3 } },
  searchMemories: { params: { q: 'dredd', limit: '5' } },
  recordInteraction: { body: { user_id: 'default_user', query: 'What is contract testing?', response: 'Checking an API against its description.' } },
  createInteraction: { body: { user_id: 'default_user', query: 'Why describe APIs?', response: 'So clients can be generated.' } },
  getUserPattern: { params: { user_id: 'default_user' } },
  getGraphUserPattern: { params: { user_id: 'default_user' } },
  listAuthProviders: {},
  getAuthConfig: {},
  listOAuthProviders: {},
  getAuthorizationServerMetadata: {},
  getProtectedResourceMetadata: {},
  getMcpProtectedResourceMetadata: {},
  logout: { params: { scope: 'all' } },
};

// Runs last so the memory the others read still exists.
const LAST = ['deleteMemory'];
EXAMPLES.deleteMemory = { params: { key: 'dredd-1' } };

const out = process.argv[2];
const spec: Json = JSON.parse(fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8'));
const baseline: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/http/not-implemented.json'), 'utf8'));

function resolve(o: Json): Json {
  while (o?.$ref) o = o.$ref.slice(2).split('/').map((s: string) => s.replace(/~1/g, '/')).reduce((a: Json, k: string) => a[k], spec);
  return o;
}

const paths: Json = {};
const ordered = Object.entries(spec.paths as Json).sort(([, a], [, b]) => {
  const last = (item: Json) => Object.values(item).some((op: any) => LAST.includes(op?.operationId));
  return Number(last(a)) - Number(last(b));
});
for (const [p, item] of ordered) {
  for (const [method, op] of Object.entries(item as Json)) {
    const example = EXAMPLES[(op as Json).operationId];
    if (!example || baseline.includes((op as Json).operationId)) continue;
    const copy: Json = structuredClone(op);
    copy.parameters = (copy.parameters ?? []).map((param: Json) => structuredClone(resolve(param)))
      // dredd sends optional headers it has no value for as empty strings: leave them out.
      .filter((r: Json) => r.in !== 'header' || example.params?.[r.name] !== undefined)
      .map((r: Json) => {
      if (example.params?.[r.name] !== undefined) {
        r.example = example.params[r.name];
        r.required = true;
      } else if (r.in !== 'path') {
        r.required = false; // dredd sends only what it has examples for
      }
      delete r.examples;
      return r;
    });
    if (copy.requestBody) {
      const rb = structuredClone(resolve(copy.requestBody));
      for (const [ct, media] of Object.entries(rb.content as Json)) {
        if (ct !== 'application/json') delete rb.content[ct];
        else {
          delete (media as Json).examples;
          (media as Json).example = example.body;
        }
      }
      copy.requestBody = rb;
    }
    // Only success responses are exercised; dredd skips the others anyway.
    const success = Object.keys(copy.responses as Json).filter((s) => /^2/.test(s));
    const chosen = example.status ?? success[0];
    const response = structuredClone(resolve(copy.responses[chosen]));
    // With an example, dredd demands the example's very keys (e.g. topic names); use the schema.
    for (const media of Object.values((response.content ?? {}) as Json)) {
      delete (media as Json).example;
      delete (media as Json).examples;
    }
    copy.responses = { [chosen]: response };
    paths[p] = { ...(paths[p] ?? {}), [method]: copy };
  }
}
/**
 * dredd reads only references to a whole component schema (`#/components/schemas/Name`); a
 * schema that borrows one property of another (`.../MemoryContext/properties/id`) is inlined.
 */
function inlineDeepRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inlineDeepRefs);
  if (!node || typeof node !== 'object') return node;
  const o = node as Json;
  if (typeof o.$ref === 'string' && !/^#\/components\/schemas\/[^/]+$/.test(o.$ref) && o.$ref.startsWith('#/components/schemas/')) {
    const { $ref: _ref, ...rest } = o;
    return inlineDeepRefs({ ...structuredClone(resolve(o)), ...rest });
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, inlineDeepRefs(v)]));
}
const components = inlineDeepRefs(spec.components) as Json;
fs.writeFileSync(out, JSON.stringify({ ...spec, components, paths: inlineDeepRefs(paths) }, null, 2));
const { apiKey } = await prepareStore({ DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL });
process.stdout.write(apiKey);
