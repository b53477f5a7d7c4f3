import { describe, expect, it } from 'vitest';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { bundledSpecDocument } from './contract.js';
import { precompileRoutes } from './route-cache.js';

class Backend extends OpenAPIBackend<Document> {
  override validateDefinition(): Document {
    return this.definition;
  }
}

async function backends() {
  const make = async () => {
    const api = new Backend({ definition: bundledSpecDocument() as unknown as Document, validate: false, quick: true, customizeAjv: () => new Ajv2020({ strict: false }) as never });
    await api.init();
    return api;
  };
  const reference = await make();
  const fast = await make();
  precompileRoutes(fast);
  return { reference, fast };
}

const requests: Array<[string, string]> = [
  ['get', '/'],
  ['post', '/api/v1/memory'],
  ['get', '/api/v1/memory/some-key'],
  ['put', '/api/v1/memory/some-key'],
  ['get', '/api/v1/graph/users/u1/pattern'],
  ['get', '/api/v1/graph/pattern/u1'],
  ['get', '/api/v1/graph/memory:abc/related'],
  ['post', '/api/v1/graph/interaction'],
  ['get', '/.well-known/oauth-protected-resource/mcp'],
  ['delete', '/api/v1/me/oauth/grants/client-1/default-context'],
  ['get', '/oauth/clients/abc'],
];

describe('precompiled routes', () => {
  it('match exactly what openapi-backend matches', async () => {
    const { reference, fast } = await backends();
    for (const [method, path] of requests) {
      const expected = reference.matchOperation({ method, path, headers: {} })?.operationId;
      expect(expected, `${method} ${path}`).toBeDefined();
      expect(fast.matchOperation({ method, path, headers: {} })?.operationId, `${method} ${path}`).toBe(expected);
    }
  });

  it('tell an unknown route (404) from a wrong method (405)', async () => {
    const { fast } = await backends();
    expect(() => fast.router.matchOperation({ method: 'patch', path: '/api/v1/memory', headers: {} }, true)).toThrow(/^405/);
    expect(() => fast.router.matchOperation({ method: 'get', path: '/api/v1/nowhere', headers: {} }, true)).toThrow(/^404/);
    expect(fast.matchOperation({ method: 'get', path: '/api/v1/nowhere', headers: {} })).toBeUndefined();
  });
});

describe('route table', () => {
  it('hands path parameters over still percent-encoded and ignores trailing slashes', async () => {
    const { fast } = await backends();
    const table = precompileRoutes(fast);
    const found = table.match('GET', '/api/v1/memory/a%2Fb%20c/');
    expect(found.operation?.operationId).toBe('getMemory');
    expect(found.operation && found.params).toEqual({ key: 'a%2Fb%20c' });
    expect(table.match('get', '/').operation?.operationId).toBeDefined();
  });

  it('answers 404 and 405 and lists the methods a path has', async () => {
    const { fast } = await backends();
    const table = precompileRoutes(fast);
    expect(table.match('PATCH', '/api/v1/memory')).toEqual({ status: 405 });
    expect(table.match('GET', '/api/v1/nowhere')).toEqual({ status: 404 });
    expect(table.allowedMethods('/api/v1/memory/k').sort()).toEqual(['delete', 'get', 'put']);
  });
});
