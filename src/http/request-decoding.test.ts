/**
 * The pipeline's one decode/validate step (src/http/request-decoding.ts): malformed
 * percent-encoding is a 400 REQUEST-009 on every route with a path parameter, text no store
 * can keep (NUL, lone surrogates) is a 422 naming the field, and nothing reaches the store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, decodePathParams, decodeQueryString, unstorableTextIssues } from './request-decoding.js';
import { startAuthTestServer, type AuthTestServer, type Browser } from '../testing/http/auth-test-server.js';
import { signedInUser } from '../testing/http/account-fixtures.js';

describe('decoding helpers', () => {
  it('decodes a path parameter exactly once (no double decoding of %25)', () => {
    expect(decodePathParams({ key: 'a%2541', id: 'x+y%20z' })).toEqual({ key: 'a%41', id: 'x+y z' });
  });

  it('refuses malformed percent-encoding, invalid UTF-8 and encoded lone surrogates with REQUEST-009', () => {
    for (const raw of ['%ZZ', '%', 'a%C3%28', '%ED%A0%80', '%FF']) {
      expect(() => decodePathParams({ key: raw })).toThrow(expect.objectContaining({ code: 'REQUEST-009', status: 400 }));
      expect(() => decodeQueryString(`q=${raw}`, new Set(['q']))).toThrow(expect.objectContaining({ code: 'REQUEST-009' }));
    }
  });

  it('parses a query string with + as space and repeated names as arrays', () => {
    expect(decodeQueryString('q=green+tea&tag=a&tag=b&flag', new Set(['q', 'tag', 'flag']))).toEqual({ q: 'green tea', tag: ['a', 'b'], flag: '' });
  });

  it('drops query parameters the operation does not declare, unread (malformed or not)', () => {
    expect(decodeQueryString('q=tea&utm=%ZZ&%ZZ=1&a%00=x&tag[]=y', new Set(['q', 'tag']))).toEqual({ q: 'tea' });
  });

  it('names every unstorable string, at any depth and in property names', () => {
    const issues = unstorableTextIssues({ value: 'a\u0000b', tags: ['ok', '\ud800'], metadata: { 'k\u0000': 1, nested: { s: 'x\udc00' } } }, 'body');
    expect(issues.map((i) => i.loc)).toEqual([['body', 'value'], ['body', 'tags', 1], ['body', 'metadata', 'k\u0000'], ['body', 'metadata', 'nested', 's']]);
    expect(unstorableTextIssues({ emoji: '\ud83d\ude00', text: 'fine' }, 'body')).toEqual([]);
  });

  it('refuses JSON nested deeper than MAX_JSON_DEPTH without using the stack (200,000 levels)', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(unstorableTextIssues(deep, 'body')).toEqual([expect.objectContaining({ type: 'value_error.too_deep' })]);
    const fine = JSON.parse(`${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}1${'}'.repeat(MAX_JSON_DEPTH - 1)}`);
    expect(unstorableTextIssues(fine, 'body')).toEqual([]);
  });
});

describe('hostile input through the pipeline', () => {
  let server: AuthTestServer;
  let browser: Browser;
  let apiKey: string;

  beforeAll(async () => {
    server = await startAuthTestServer();
    ({ browser } = await signedInUser(server, 'decoding'));
    ({ key: apiKey } = await server.services.apiKeys.create({ name: 'decoding' }));
  });

  afterAll(async () => {
    await server?.close();
  });

  const routesWithPathParameters: Array<[string, (p: string) => string, unknown?]> = [
    ['GET', (p) => `/api/v1/memory/${p}`],
    ['PUT', (p) => `/api/v1/memory/${p}`, { value: 'x' }],
    ['DELETE', (p) => `/api/v1/memory/${p}`],
    ['GET', (p) => `/api/v1/graph/pattern/${p}`],
    ['GET', (p) => `/api/v1/graph/users/${p}/pattern`],
    ['GET', (p) => `/api/v1/graph/${p}/related`],
    ['PUT', (p) => `/api/v1/me/oauth/grants/${p}/default-context`, { context_id: '00000000-0000-4000-8000-000000000099' }],
    ['DELETE', (p) => `/api/v1/me/oauth/grants/${p}/default-context`],
    ['DELETE', (p) => `/api/v1/me/oauth/grants/${p}`],
    ['DELETE', (p) => `/api/v1/me/sessions/${p}`],
    ['DELETE', (p) => `/api/v1/me/api-keys/${p}`],
    ['DELETE', (p) => `/api/v1/admin/invitations/${p}`],
    ['GET', (p) => `/oauth/clients/${p}`],
    ['PUT', (p) => `/oauth/clients/${p}`, { client_name: 'x' }],
    ['DELETE', (p) => `/oauth/clients/${p}`],
    ['POST', (p) => `/oauth/clients/${p}/hide`],
    ['POST', (p) => `/oauth/clients/${p}/regenerate-secret`],
  ];

  it('a path parameter that is not percent-encoded UTF-8 answers 400 REQUEST-009 on every route that has one', async () => {
    for (const [method, route, json] of routesWithPathParameters) {
      for (const bad of ['%ZZ', 'a%C3%28', '%ED%A0%80']) {
        const res = await browser.request(method, route(bad), { json });
        expect(res.status, `${method} ${route(bad)}: ${res.text}`).toBe(400);
        expect(res.json).toMatchObject({ code: 'REQUEST-009', request_id: expect.any(String) });
      }
    }
  });

  it('a NUL character in a path parameter answers 422 naming the parameter', async () => {
    const res = await browser.get('/oauth/clients/a%00b');
    expect(res.status).toBe(422);
    expect(res.json.detail).toEqual([expect.objectContaining({ loc: ['path', 'client_id'], type: 'value_error.unstorable_text' })]);
  });

  it('a path parameter is decoded once: %2541 names the key "a%41"', async () => {
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/v1/memory`, { method: 'POST', headers, body: JSON.stringify({ key: 'a%41', value: 'percent key' }) });
    expect(created.status).toBe(201);
    const read = await fetch(`${server.url}/api/v1/memory/a%2541`, { headers });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { key: string }).key).toBe('a%41');
  });

  it('a malformed query string answers 400 REQUEST-009; NUL in q or cursor answers 422 naming the parameter', async () => {
    const headers = { authorization: `Bearer ${apiKey}` };
    const malformed = await fetch(`${server.url}/api/v1/search?q=%E0%A4`, { headers });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe('REQUEST-009');
    for (const [path, field] of [['/api/v1/search?q=a%00b', 'q'], ['/api/v1/memory?cursor=a%00b', 'cursor'], ['/api/v1/admin/users?q=%00', 'q']] as const) {
      const res = path.includes('/admin/') ? await browser.get(path) : await fetch(server.url + path, { headers }).then(async (r) => ({ status: r.status, json: (await r.json()) as any })) // eslint-disable-line @typescript-eslint/no-explicit-any;
      expect(res.status, path).toBe(422);
      expect(res.json.detail).toEqual([expect.objectContaining({ loc: ['query', field], type: 'value_error.unstorable_text' })]);
    }
  });

  it('a NUL character or lone surrogate in any JSON string of a body answers 422 naming the field, and nothing is stored', async () => {
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
    const bodies: Array<[string, string, string, Array<string | number>]> = [
      ['POST', '/api/v1/memory', JSON.stringify({ key: 'nul-1', value: 'x\u0000y' }), ['body', 'value']],
      ['POST', '/api/v1/memory', '{"key":"nul-2","value":"ok","metadata":{"a":"\\ud800"}}', ['body', 'metadata', 'a']],
      ['POST', '/api/v1/memory', JSON.stringify({ key: 'nul-3', value: 'ok', tags: ['fine', 't\u0000'] }), ['body', 'tags', 1]],
      ['POST', '/api/v1/graph/interaction', JSON.stringify({ user_id: 'u1', query: 'hi\u0000', response: 'hello' }), ['body', 'query']],
      ['POST', '/oauth/clients', JSON.stringify({ client_name: 'c\u0000', redirect_uris: ['http://127.0.0.1:9/cb'] }), ['body', 'client_name']],
    ];
    for (const [method, path, body, loc] of bodies) {
      const res = await fetch(server.url + path, { method, headers, body });
      const json = (await res.json()) as { detail: unknown[] };
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(422);
      expect(json.detail).toContainEqual(expect.objectContaining({ loc, type: 'value_error.unstorable_text' }));
    }
    const stored = await server.services.db.knex('memories').whereIn('key', ['nul-1', 'nul-2', 'nul-3']).count({ n: '*' });
    expect(Number(stored[0]!.n)).toBe(0);
  });

  it('a NUL character in a browser write answers 422 (sign-in, profile)', async () => {
    const login = await server.browser().post('/api/v1/auth/login', { login_id: 'x\u0000', password: 'whatever it is' });
    expect(login.status).toBe(422);
    expect(login.json.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'login_id'] }));
    const profile = await browser.request('PUT', '/api/v1/users/profile', { json: { name: 'Ada\u0000' } });
    expect(profile.status).toBe(422);
    expect(profile.json.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'name'] }));
  });

  it('a NUL character in an OAuth protocol form answers the RFC 6749 invalid_request, not a 500', async () => {
    for (const [path, form] of [
      ['/oauth/token', { grant_type: 'authorization_code', code: 'a\u0000', client_id: 'c', redirect_uri: 'http://127.0.0.1/cb', code_verifier: 'x'.repeat(43) }],
      ['/oauth/revoke', { token: 't\u0000' }],
    ] as const) {
      const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    }
  });
});
