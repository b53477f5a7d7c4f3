import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error.js';
import { createReranker } from './index.js';

// A loopback stand-in for an OpenAI-compatible server's /rerank (Jina/Cohere shape).
interface Seen { url?: string; auth?: string; body: { model: string; query: string; documents: string[]; top_n: number } }
const seen: Seen[] = [];
let mode: 'ok' | 'array' | 'fail' | 'short' = 'ok';
let baseUrl = '';

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw) as Seen['body'];
    seen.push({ url: req.url, auth: req.headers.authorization, body });
    if (mode === 'fail') { res.writeHead(503).end('{"error":"loading"}'); return; }
    // Score = how many query words the document holds; answered best first, as servers do.
    const words = body.query.toLowerCase().split(/\W+/).filter(Boolean);
    let results = body.documents.map((d, index) => ({ index, relevance_score: words.filter((w) => d.toLowerCase().includes(w)).length / 10 }))
      .sort((a, b) => b.relevance_score - a.relevance_score);
    if (mode === 'short') results = results.slice(1);
    const payload = mode === 'array' ? results.map((r) => ({ index: r.index, score: r.relevance_score })) : { model: body.model, results };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OpenAI-compatible reranker', () => {
  it('is off unless a base URL is configured', () => {
    expect(createReranker(undefined)).toBeUndefined();
    expect(createReranker({ model: 'bge-reranker' })).toBeUndefined();
  });

  it('posts {model, query, documents, top_n} to {baseUrl}/rerank with the bearer key and returns scores in input order', async () => {
    mode = 'ok';
    seen.length = 0;
    const reranker = createReranker({ baseUrl, model: 'bge-reranker-v2-m3', apiKey: 'sk-test' })!;
    expect(reranker.id).toBe('openai-rerank:bge-reranker-v2-m3');
    const scores = await reranker.rerank('pottery class', ['I love running', 'My pottery class', 'A class on pottery glazes']);
    expect(seen[0]).toMatchObject({ url: '/v1/rerank', auth: 'Bearer sk-test', body: { model: 'bge-reranker-v2-m3', query: 'pottery class', top_n: 3 } });
    expect(scores).toEqual([0, 0.2, 0.2]);
    expect(await reranker.rerank('q', [])).toEqual([]);
  });

  it('reads a bare array of {index, score} too', async () => {
    mode = 'array';
    const scores = await createReranker({ baseUrl, model: 'm' })!.rerank('sweden', ['from Sweden', 'from Norway']);
    expect(scores).toEqual([0.1, 0]);
  });

  it('fails as SYSTEM-003 on an error status or an incomplete answer, without the key or the texts', async () => {
    for (const m of ['fail', 'short'] as const) {
      mode = m;
      const error = await createReranker({ baseUrl, model: 'm', apiKey: 'sk-secret' })!.rerank('secret query', ['private memory', 'other']).catch((e: unknown) => e);
      expect(isAppError(error) && error.code).toBe('SYSTEM-003');
      expect(JSON.stringify(error)).not.toMatch(/sk-secret|private memory|secret query/);
    }
  });
});
