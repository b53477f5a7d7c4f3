/**
 * One HTTP request and its response body over node:http(s), without redirects or retries:
 * the connection goes through the given lookup (the address guard), the body is
 * decompressed and read up to a byte cap, and the abort signal stops everything.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';

export interface ExchangeRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Undefined uses the system resolver (an allow-listed host). */
  lookup?: LookupFunction;
  maxBytes: number;
  signal: AbortSignal;
}

export interface ExchangeResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The body would be larger than the cap (from Content-Length or while reading). */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`response body larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

function flattenHeaders(raw: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function decoded(res: http.IncomingMessage): Readable {
  switch ((res.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip': case 'x-gzip': return res.pipe(zlib.createGunzip());
    case 'deflate': return res.pipe(zlib.createInflate());
    case 'br': return res.pipe(zlib.createBrotliDecompress());
    default: return res;
  }
}

/** Reads the (decompressed) body, refusing more than maxBytes: a small compressed bomb stops early too. */
function readBody(res: http.IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(res.headers['content-length']);
    if (!res.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      return reject(new BodyTooLargeError(maxBytes));
    }
    const stream = decoded(res);
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error) => {
      res.destroy();
      stream.destroy();
      reject(error);
    };
    const onAbort = () => stop(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return stop(new BodyTooLargeError(maxBytes));
      chunks.push(chunk);
    });
    stream.on('end', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', (err) => {
      signal.removeEventListener('abort', onAbort);
      reject(err);
    });
    res.on('aborted', () => stop(new Error('connection closed before the response ended')));
  });
}

export function exchange(request: ExchangeRequest): Promise<ExchangeResponse> {
  const client = request.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    if (request.signal.aborted) return reject(request.signal.reason);
    const req = client.request(request.url, {
      method: request.method,
      headers: request.headers,
      // A fresh connection per request: no pooled socket can skip the connect-time address check.
      agent: false,
      ...(request.lookup ? { lookup: request.lookup } : {}),
      signal: request.signal,
    });
    req.on('error', (err) => reject(request.signal.aborted ? (request.signal.reason ?? err) : err));
    req.on('response', (res) => {
      readBody(res, request.maxBytes, request.signal).then(
        (body) => resolve({ status: res.statusCode ?? 0, headers: flattenHeaders(res.headers), body }),
        reject,
      );
    });
    req.end(request.body);
  });
}
