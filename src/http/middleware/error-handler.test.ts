import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { AppError, ValidationError } from '../../domain/errors/app-error.js';
import { OAuthProtocolError } from '../../domain/errors/oauth-error.js';
import { catalogue } from '../../domain/errors/catalogue.js';
import { errorHandler } from './error-handler.js';
import { DatabaseAvailability } from '../../domain/core/database-availability.js';
import type { StoreProbe } from '../../domain/core/ports/index.js';
import { isDatabaseUnreachable } from '../../persistence/connection-errors.js';

const logged: unknown[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });
const warnings: Array<Record<string, unknown>> = [];
const outageLogger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
/** The store's outage rules without a store: the classifier is the real one. */
const probe = { isUnreachable: isDatabaseUnreachable, watchQueries: () => undefined } as unknown as StoreProbe;

let server: http.Server;
let url: string;

beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx, next) => {
    ctx.state.requestId = 'req-1';
    ctx.state.operationId = ctx.get('x-op') || undefined;
    await next();
  });
  app.use(errorHandler(logger, new DatabaseAvailability(probe, outageLogger)));
  app.use(async (ctx) => {
    switch (ctx.path) {
      case '/app': throw new AppError('MEMORY-001');
      case '/validation': throw new ValidationError([{ loc: ['body', 'key'], msg: 'required', type: 'missing' }]);
      case '/grant': throw new ValidationError([{ loc: ['body', 'grant_type'], msg: 'must be equal to one of the allowed values', type: 'enum' }]);
      case '/oauth': throw new OAuthProtocolError('invalid_grant', 'code expired');
      case '/crash': throw new Error('secret database password in message');
      case '/db-down': throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      case '/toolarge': throw Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
      default: ctx.body = 'ok';
    }
  });
  server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(url + path, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, any>, headers: res.headers };
}

describe('error middleware', () => {
  it('answers the database out of reach with 503 DATABASE-001 and Retry-After, logging one warning, not an error', async () => {
    const before = logged.length;
    for (let i = 0; i < 3; i++) {
      const res = await get('/db-down');
      expect([res.status, res.body.code, res.headers.get('retry-after')]).toEqual([503, 'DATABASE-001', '5']);
    }
    expect(logged.length).toBe(before);
    expect(warnings.map((w) => [w.level, w.dependency])).toEqual([[40, 'database']]);
  });

  it('answers catalogued errors with their status and code', async () => {
    expect(await get('/app')).toMatchObject({ status: 404, body: { code: 'MEMORY-001', message: 'Memory not found', request_id: 'req-1' } });
  });

  it('answers validation errors as HTTPValidationError', async () => {
    const { status, body } = await get('/validation');
    expect(status).toBe(422);
    expect(body).toEqual({ detail: [{ loc: ['body', 'key'], msg: 'required', type: 'missing' }], code: 'REQUEST-001', request_id: 'req-1' });
  });

  it('answers OAuth protocol errors in the RFC 6749 shape, uncached', async () => {
    const { status, body, headers } = await get('/oauth');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_grant', error_description: 'code expired' });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('turns service errors on OAuth protocol operations into invalid_request', async () => {
    const { status, body } = await get('/validation', { 'x-op': 'issueToken' });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_request');
  });

  it('RFC 6749 §5.2: a grant_type the server does not have is unsupported_grant_type, not invalid_request', async () => {
    const { status, body } = await get('/grant', { 'x-op': 'issueToken' });
    expect(status).toBe(400);
    expect(body.error).toBe('unsupported_grant_type');
    expect((await get('/grant', { 'x-op': 'revokeToken' })).body.error).toBe('invalid_request');
  });

  it('answers registration metadata errors as invalid_client_metadata (RFC 7591)', async () => {
    const { status, body } = await get('/validation', { 'x-op': 'registerOAuthClient' });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_client_metadata');
  });

  it('answers browser pages with an HTML error page and callbacks with a redirect to /login', async () => {
    const page = await fetch(`${url}/validation`, { headers: { 'x-op': 'showAuthorizationConsent' } });
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    const text = await page.text();
    expect(text).toContain('<h1>Invalid request</h1>'); // the one error page of the HTML operations (src/http/html-page.ts)
    expect(text).toContain('role="alert">key: required</div>');
    const callback = await fetch(`${url}/validation`, { headers: { 'x-op': 'completeIdpALogin' }, redirect: 'manual' });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/login?error=invalid_request');
  });

  it('hides unexpected errors behind a generic 500 and logs them', async () => {
    const { status, body } = await get('/crash');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 'SYSTEM-001', message: 'Internal server error', request_id: 'req-1' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logged.length).toBeGreaterThan(0);
  });

  it('maps body-parser limits to 413', async () => {
    expect(await get('/toolarge')).toMatchObject({ status: 413, body: { code: 'REQUEST-004' } });
  });

  it('uses AREA-NNN codes throughout the catalogue', () => {
    for (const code of Object.keys(catalogue)) expect(code).toMatch(/^[A-Z]+-\d{3}$/);
  });
});
