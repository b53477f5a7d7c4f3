/**
 * Behaviour every route shares: unknown routes, wrong methods, malformed bodies, wrong
 * content types and oversized bodies get the documented error body, never a 500; the
 * served description equals the bundled spec; the documentation pages work offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataDir, repoRoot, startServerProcess, type ServerProcess } from './support/server-process.js';

let server: ServerProcess;
const errorShape = /^[A-Z]+-\d{3}$/;

beforeAll(async () => {
  server = await startServerProcess({ BODY_LIMIT_BYTES: '65536' }, makeDataDir());
});
afterAll(async () => {
  await server?.stop();
});

async function send(method: string, p: string, init: RequestInit = {}) {
  const res = await fetch(server.url + p, { method, ...init });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { res, text, json };
}

describe('shared HTTP behaviour', () => {
  it('answers 404 with the error body for unknown routes', async () => {
    const { res, json } = await send('GET', '/api/v1/nowhere');
    expect(res.status).toBe(404);
    expect(json.code).toMatch(errorShape);
    expect(json.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('answers 405 with Allow for unsupported methods', async () => {
    const { res, json } = await send('PATCH', '/api/v1/memory');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('POST');
    expect(json.code).toBe('REQUEST-006');
  });

  it('answers 400 for malformed JSON and writes nothing', async () => {
    const { res, json } = await send('POST', '/api/v1/memory', { headers: { 'content-type': 'application/json' }, body: '{"key": "a",' });
    expect(res.status).toBe(400);
    expect(json.code).toBe('REQUEST-002');
    expect(JSON.stringify(json)).not.toMatch(/at .*\.ts/); // no stack traces
  });

  it('answers 415 for a wrong content type', async () => {
    const { res, json } = await send('POST', '/api/v1/memory', { headers: { 'content-type': 'text/plain' }, body: 'key=a' });
    expect(res.status).toBe(415);
    expect(json.code).toBe('REQUEST-003');
  });

  it('answers 413 for an oversized body', async () => {
    const big = JSON.stringify({ key: 'big', value: 'x'.repeat(70_000) });
    const { res, json } = await send('POST', '/api/v1/memory', { headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect(json.code).toBe('REQUEST-004');
  });

  it('answers 422 with HTTPValidationError for schema violations', async () => {
    const { res, json } = await send('POST', '/api/v1/memory', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: '', value: 'v', scope: 'forever', tags: [1] }),
    });
    expect(res.status).toBe(422);
    expect(Array.isArray(json.detail)).toBe(true);
    const locs = json.detail.map((d: { loc: unknown[] }) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.key', 'body.scope', 'body.tags.0']));
    for (const d of json.detail) {
      expect(typeof d.msg).toBe('string');
      expect(typeof d.type).toBe('string');
    }
  });

  it('serves the bundled spec at /openapi.json with this server as its server, and verbatim at /docs/openapi.json', async () => {
    const bundledText = fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8');
    const docs = await send('GET', '/docs/openapi.json');
    expect(docs.text).toBe(bundledText);
    const { res, text } = await send('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = JSON.parse(text);
    // Without PUBLIC_URL the public origin is the address the server listens on.
    expect(doc.servers.map((s: { url: string }) => s.url)).toEqual([server.url]);
    expect(JSON.stringify({ ...doc, servers: JSON.parse(bundledText).servers })).toBe(JSON.stringify(JSON.parse(bundledText)));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('0.117.0');
    expect(JSON.stringify(doc.info)).toContain('4.0.0');
  });

  for (const page of ['/docs', '/redoc']) {
    it(`serves ${page} with every asset from this server (works offline)`, async () => {
      const { res, text } = await send('GET', page);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const assets = [...text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        expect(asset.startsWith('/')).toBe(true); // no CDN
        const r = await fetch(server.url + asset);
        expect(r.status, asset).toBe(200);
      }
    });
  }
});
