/**
 * Test helper for the memory, graph and system endpoints: a real server on 127.0.0.1:0 with
 * a temporary DATA_DIR over PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set, and a small JSON client.
 */
import type { RunningServer } from '../../server.js';
import { startTestServer } from '../test-server.js';

export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface MemoryTestServer {
  url: string;
  services: RunningServer['services'];
  request<T = any>(method: string, route: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<JsonResponse<T>>;
  /** Waits until the background worker has embedded everything queued. */
  embedded(): Promise<void>;
  close(): Promise<void>;
}

export async function startMemoryTestServer(env: Record<string, string> = {}): Promise<MemoryTestServer> {
  const server = await startTestServer('memplat-memory-', env);
  const { running } = server;
  const memories = running.services.memory.memories;
  return {
    url: running.url,
    services: running.services,
    async request(method, route, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['content-type'] ??= 'application/json';
      const res = await fetch(running.url + route, {
        method,
        headers,
        body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    },
    async embedded() {
      await memories.embeddings.ready();
      await memories.drainEmbeddings();
    },
    close: () => server.close(),
  };
}
