/** The few REST calls the benchmark makes itself (outside autocannon), with timing. */
import { performance } from 'node:perf_hooks';

export class MemplatClient {
  constructor(readonly baseUrl: string, private readonly apiKey: string) {}

  get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' };
  }

  async json<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T; ms: number }> {
    const t0 = performance.now();
    const res = await fetch(this.baseUrl + path, { method, headers: this.headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    const ms = performance.now() - t0;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // keep the text for the error message
    }
    return { status: res.status, body: parsed as T, ms };
  }

  async metrics(): Promise<{ memories_count: number; embedding_backlog: number }> {
    const r = await this.json<{ memories_count: number; embedding_backlog: number }>('GET', '/api/v1/metrics');
    if (r.status !== 200) throw new Error(`GET /api/v1/metrics answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body;
  }

  recall(query: string, k = 5) {
    return this.json<{ results: unknown[] }>('POST', '/api/v1/recall', { query, k });
  }

  search(q: string, limit = 10) {
    return this.json<{ results: unknown[] }>('GET', `/api/v1/search?q=${encodeURIComponent(q)}&limit=${limit}`);
  }
}
