import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { compression } from './middleware/compression.js';
import type { HttpResult } from './handler-types.js';
import { writeResult } from './write-result.js';

// Each result is answered twice: once through writeResult (JSON serialized by it) and once the
// way Koa answers an object body (ctx.body = the object). The raw answers must be the same bytes.
const results: Record<string, () => HttpResult> = {
  object: () => ({ status: 200, body: { key: 'k', value: 'ünïcode ✓', tags: ['a'], n: 1.5, nested: { none: null } } }),
  created: () => ({ status: 201, body: { key: 'k' }, headers: { Location: '/api/v1/memory/k', 'Cache-Control': 'no-store' } }),
  array: () => ({ status: 200, body: [1, 'two', { three: 3 }] }),
  empty: () => ({ status: 200, body: {} }),
  large: () => ({ status: 200, body: { items: Array.from({ length: 200 }, (_, i) => ({ key: `k${i}`, value: 'v' })) } }),
  problem: () => ({ status: 422, body: { type: 'about:blank', title: 'Unprocessable' }, contentType: 'application/problem+json' }),
  withToJson: () => ({ status: 200, body: { when: new Date(0) } }),
  notJsonType: () => ({ status: 200, body: { a: 1 }, contentType: 'text/plain' }),
};

function viaKoa(ctx: Koa.Context, result: HttpResult): void {
  for (const [k, v] of Object.entries(result.headers ?? {})) ctx.set(k, v);
  ctx.status = result.status;
  if (result.contentType) ctx.type = result.contentType;
  ctx.body = result.body as Koa.Context['body'];
}

/** /write/<name> answers through writeResult, /koa/<name> the way Koa answers the object. */
function answer(ctx: Koa.Context): void {
  const [, how, name] = ctx.path.split('/');
  if (name === 'stream') return writeResult(ctx, { status: 200, body: Readable.from(['streamed']), contentType: 'text/plain' });
  if (name === 'buffer') return writeResult(ctx, { status: 200, body: Buffer.from('bytes') });
  const result = results[name!]!();
  if (how === 'write') writeResult(ctx, result);
  else viaKoa(ctx, result);
}

const server = new Koa().use(compression()).use(answer).listen(0, '127.0.0.1');
let port: number;
beforeAll(async () => {
  if (!server.listening) await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The whole raw answer (status line, headers in order, body), Date removed. */
async function raw(path: string, method = 'GET', acceptEncoding = 'identity'): Promise<string> {
  const socket = net.connect(port, '127.0.0.1'); // not ended: Connection: close makes the server close it
  socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1').replace(/^Date: .*\r\n/m, '');
}

/** Header lines sorted: the JSON's Content-Length is now set with the body rather than on the way out. */
function normalised(answer: string): string {
  const [head, ...body] = answer.split('\r\n\r\n');
  const [status, ...headers] = head!.split('\r\n');
  return [status, ...headers.sort(), '', body.join('\r\n\r\n')].join('\n');
}

describe('writeResult', () => {
  for (const name of Object.keys(results)) {
    it(`answers ${name} with the bytes Koa writes for the object`, async () => {
      for (const method of ['GET', 'HEAD']) {
        for (const encoding of ['identity', 'gzip']) {
          const [ours, koa] = await Promise.all([raw(`/write/${name}`, method, encoding), raw(`/koa/${name}`, method, encoding)]);
          expect(normalised(ours)).toBe(normalised(koa));
        }
      }
    });
  }

  it('leaves buffers and streams to Koa', async () => {
    expect(await raw('/write/buffer')).toMatch(/Content-Type: application\/octet-stream\r\nContent-Length: 5\r\n[\s\S]*\r\n\r\nbytes$/);
    expect(await raw('/write/stream')).toMatch(/Content-Type: text\/plain; charset=utf-8[\s\S]*streamed/);
  });
});
