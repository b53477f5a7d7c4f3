import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { compression } from './compression.js';

const big = 'const memory = "remembered";\n'.repeat(200);
let server: ReturnType<Koa['listen']>;
let port: number;

beforeAll(async () => {
  const app = new Koa();
  app.use(compression());
  app.use((ctx) => {
    if (ctx.path === '/app.js') [ctx.type, ctx.body] = ['text/javascript', big];
    else if (ctx.path === '/style.css') [ctx.type, ctx.body] = ['text/css', big];
    else if (ctx.path === '/data') ctx.body = { items: Array.from({ length: 200 }, (_, i) => ({ key: `k${i}`, value: 'v' })) };
    else if (ctx.path === '/events') [ctx.type, ctx.body] = ['text/event-stream', `data: ${big}\n\n`];
    else if (ctx.path === '/small') ctx.body = { ok: true };
    else if (ctx.path === '/image.png') [ctx.type, ctx.body] = ['image/png', Buffer.alloc(4096)];
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The Content-Encoding answered to `acceptEncoding` (node:http does not decode, unlike fetch). */
function encodingOf(path: string, acceptEncoding: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['content-encoding']));
    })
      .on('error', reject)
      .end();
  });
}

describe('response compression', () => {
  it('compresses scripts, styles and JSON with brotli when accepted, else gzip', async () => {
    for (const path of ['/app.js', '/style.css', '/data']) {
      expect(await encodingOf(path, 'gzip, deflate, br, zstd')).toBe('br');
      expect(await encodingOf(path, 'gzip')).toBe('gzip');
      expect(await encodingOf(path, 'identity')).toBeUndefined();
    }
  });

  it('leaves event streams, small answers and images alone', async () => {
    expect(await encodingOf('/events', 'gzip, br')).toBeUndefined();
    expect(await encodingOf('/small', 'gzip, br')).toBeUndefined();
    expect(await encodingOf('/image.png', 'gzip, br')).toBeUndefined();
  });
});
