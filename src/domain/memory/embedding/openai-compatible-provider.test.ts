import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error.js';
import { createEmbeddingProvider } from './provider.js';

interface Seen { url?: string; auth?: string; body: { model: string; input: string[] } }
const seen: Seen[] = [];
let mode: 'ok' | 'fail' | 'short' = 'ok';
let baseUrl = '';

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw) as Seen['body'];
    seen.push({ url: req.url, auth: req.headers.authorization, body });
    if (mode === 'fail') { res.writeHead(500).end('{"error":"boom"}'); return; }
    const inputs = mode === 'short' ? body.input.slice(1) : body.input;
    // Answer out of order, un-normalised: the provider must reorder by index and normalise.
    const data = inputs.map((text, index) => ({ index, embedding: [text.length, 0, 3] })).reverse();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OpenAI-compatible embedding provider', () => {
  it('posts {model, input} to {baseUrl}/embeddings with the bearer key and returns unit vectors in input order', async () => {
    mode = 'ok';
    seen.length = 0;
    const provider = await createEmbeddingProvider({ provider: 'openai', baseUrl, model: 'nomic-embed-text', apiKey: 'sk-test' });
    expect(provider.id).toBe('openai:nomic-embed-text');
    const [a, b] = await provider.embed(['four', 'sixteen chars!!!']);
    expect(seen[0]).toMatchObject({ url: '/v1/embeddings', auth: 'Bearer sk-test', body: { model: 'nomic-embed-text', input: ['four', 'sixteen chars!!!'] } });
    expect(Array.from(a!)).toEqual([expect.closeTo(0.8, 6), 0, expect.closeTo(0.6, 6)]);
    expect(b![0]! ** 2 + b![2]! ** 2).toBeCloseTo(1, 6);
    expect(b![0]).toBeGreaterThan(a![0]!);
    expect(provider.dimensions).toBe(3);
  });

  it('splits large inputs into batches', async () => {
    mode = 'ok';
    seen.length = 0;
    const { OpenAiCompatibleEmbeddingProvider } = await import('./openai-compatible-provider.js');
    const provider = new OpenAiCompatibleEmbeddingProvider({ baseUrl, model: 'm', batchSize: 2 });
    const out = await provider.embed(['a', 'bb', 'ccc', 'dddd', 'eeeee']);
    expect(out).toHaveLength(5);
    expect(seen.map((s) => s.body.input.length)).toEqual([2, 2, 1]);
    expect(seen[0]!.auth).toBeUndefined();
  });

  it('reports endpoint failures and malformed answers as SYSTEM-003 without echoing the key', async () => {
    const provider = await createEmbeddingProvider({ provider: 'openai', baseUrl, model: 'm', apiKey: 'sk-secret' });
    for (const failure of ['fail', 'short'] as const) {
      mode = failure;
      const error = await provider.embed(['x', 'y']).catch((e: unknown) => e);
      expect(isAppError(error) && error.code).toBe('SYSTEM-003');
      expect(String((error as Error).message)).not.toContain('sk-secret');
    }
  });

  it('refuses to start without a base URL or model', async () => {
    await expect(createEmbeddingProvider({ provider: 'openai', model: 'm' })).rejects.toThrow(/EMBEDDING_BASE_URL/);
    await expect(createEmbeddingProvider({ provider: 'openai', baseUrl })).rejects.toThrow(/EMBEDDING_MODEL/);
  });

  it('reports an unreachable endpoint as SYSTEM-003', async () => {
    const provider = await createEmbeddingProvider({ provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
    const error = await provider.embed(['x']).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe('SYSTEM-003');
  });
});
