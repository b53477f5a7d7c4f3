/**
 * Bodies over BODY_LIMIT_BYTES (5 MB here, with Content-Length and chunked) and answers sent
 * before the body was read always reach the client: the status and error body arrive, then
 * the server closes the connection gracefully (no reset).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** A socket error the client saw (ECONNRESET would mean the answer could have been lost). */
  error?: string;
}

const FIVE_MB = 5 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** Sends the head, then streams `size` bytes of body (chunked or not) until the server closes. */
function sendLargeBody(url: string, head: string, size: number, chunked: boolean): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    const received: Buffer[] = [];
    let error: string | undefined;
    let stopped = false;
    socket.on('data', (d) => received.push(d));
    socket.on('end', () => {
      stopped = true; // the server answered and half-closed: a real client stops sending here
      socket.end();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? String(e);
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no answer (${error ?? 'closed'})`));
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: text.slice(split + 4), error });
    });
    socket.write(head);
    void (async () => {
      for (let sent = 0; sent < size && !stopped && !socket.destroyed; sent += CHUNK.length) {
        const piece = chunked ? Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]) : CHUNK;
        const flushed = socket.write(piece);
        if (!flushed) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
      if (!stopped && !socket.destroyed) socket.write(chunked ? '0\r\n\r\n' : '');
    })();
  });
}

function head(url: string, path: string, headers: Record<string, string>): string {
  const host = new URL(url).host;
  return `POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
}

describe('answers before the body was read', () => {
  let server: TestServer;
  let url: string;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer('memplat-unread-body-');
    url = server.running.url;
    ({ key } = await server.running.services.apiKeys.create({ name: 'unread-body' }));
  });

  afterAll(async () => {
    await server?.close();
  });

  const variants = [
    ['with Content-Length', { 'content-length': String(FIVE_MB) }, false],
    ['chunked, without Content-Length', { 'transfer-encoding': 'chunked' }, true],
  ] as const;

  for (const [label, framing, chunked] of variants) {
    it(`a 5 MB JSON body ${label} is answered 413 REQUEST-004 with the error body, then the connection closes`, async () => {
      const answer = await sendLargeBody(url, head(url, '/api/v1/memory', { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...framing }), FIVE_MB, chunked);
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'REQUEST-004', request_id: expect.any(String) });
    });

    it(`a 5 MB form body ${label} to /oauth/token is answered 413 in the OAuth error shape`, async () => {
      const answer = await sendLargeBody(url, head(url, '/oauth/token', { 'content-type': 'application/x-www-form-urlencoded', ...framing }), FIVE_MB, chunked);
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_request' });
    });

    it(`a 5 MB body ${label} refused before reading it (401, no credentials) still gets its answer`, async () => {
      const answer = await sendLargeBody(url, head(url, '/oauth/clients', { 'content-type': 'application/json', ...framing }), FIVE_MB, chunked);
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(401);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'AUTH-001' });
    });
  }

  it('keeps serving after oversized bodies, and keeps ordinary connections alive', async () => {
    const res = await fetch(`${url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).not.toBe('close');
  });
});
