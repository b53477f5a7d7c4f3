/**
 * Behind a proxy: the client address is the one the trusted proxy saw, never an entry the
 * client wrote, and anonymous access is decided per request from it.
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { clientAddressResolver, isLoopbackAddress } from './client-address.js';
import { startAuthTestServer, type AuthTestServer } from '../testing/http/auth-test-server.js';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} } as unknown as IncomingMessage;
}

describe('client address', () => {
  it('without TRUST_PROXY the connecting peer is the client; X-Forwarded-For is ignored', () => {
    const resolve = clientAddressResolver({ trustProxy: false, trustProxyHops: 1, trustedProxies: [] });
    expect(resolve(request('198.51.100.4', '127.0.0.1'))).toBe('198.51.100.4');
  });

  it('with one trusted hop the client is the entry the proxy appended, not a forged leftmost one', () => {
    const resolve = clientAddressResolver({ trustProxy: true, trustProxyHops: 1, trustedProxies: [] });
    expect(resolve(request('127.0.0.1', '198.51.100.9'))).toBe('198.51.100.9');
    expect(resolve(request('127.0.0.1', '203.0.113.7, 10.9.9.9, 198.51.100.9'))).toBe('198.51.100.9');
    expect(resolve(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY_HOPS=2 the client is the entry the outer proxy appended', () => {
    const resolve = clientAddressResolver({ trustProxy: true, trustProxyHops: 2, trustedProxies: [] });
    expect(resolve(request('127.0.0.1', '203.0.113.7, 198.51.100.9, 10.0.0.2'))).toBe('198.51.100.9');
  });

  it('with TRUSTED_PROXIES the client is the first address that is not a trusted proxy', () => {
    const resolve = clientAddressResolver({ trustProxy: true, trustProxyHops: 1, trustedProxies: ['loopback', '10.0.0.0/8', 'fd00::/8'] });
    expect(resolve(request('127.0.0.1', '203.0.113.7, 198.51.100.9, 10.1.2.3'))).toBe('198.51.100.9');
    expect(resolve(request('127.0.0.1', '127.0.0.1'))).toBe('127.0.0.1');
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(resolve(request('198.51.100.20', '127.0.0.1'))).toBe('198.51.100.20');
  });

  it('TRUSTED_PROXIES accepts only addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, ::1, loopback' }).server.trustedProxies).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('knows loopback addresses, IPv4-mapped ones included', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['203.0.113.7', '10.0.0.1', '::ffff:10.0.0.1', 'fe80::1', 'localhost', '', 'not-an-address']) expect(isLoopbackAddress(a), a).toBe(false);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  let server: AuthTestServer;

  beforeAll(async () => {
    server = await startAuthTestServer({ TRUST_PROXY: 'true', LOGIN_CLIENT_LOCK_THRESHOLD: '3', LOGIN_ACCOUNT_LOCK_THRESHOLD: '50' });
  });

  afterAll(async () => {
    await server?.close();
  });

  const anonymous = (forwardedFor?: string) => ({ 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) });

  it('anonymous access is decided per request: a forwarded client can neither write nor read without credentials', async () => {
    const write = await fetch(`${server.url}/api/v1/memory`, { method: 'POST', headers: anonymous('203.0.113.7'), body: JSON.stringify({ key: 'proxy-anon', value: 'x' }) });
    expect(write.status).toBe(401);
    expect(((await write.json()) as { code: string }).code).toBe('AUTH-001');
    const local = await fetch(`${server.url}/api/v1/memory`, { method: 'POST', headers: anonymous(), body: JSON.stringify({ key: 'local-anon', value: 'written on this machine' }) });
    expect(local.status).toBe(201);
    const read = await fetch(`${server.url}/api/v1/memory/local-anon`, { headers: anonymous('203.0.113.7') });
    expect(read.status).toBe(401);
    const recall = await fetch(`${server.url}/api/v1/recall`, { method: 'POST', headers: anonymous('203.0.113.7'), body: JSON.stringify({ query: 'machine' }) });
    expect(recall.status).toBe(401);
    // A forged loopback entry on the left does not make a remote client local.
    const forged = await fetch(`${server.url}/api/v1/memory/local-anon`, { headers: anonymous('127.0.0.1, 203.0.113.7') });
    expect(forged.status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/memory/local-anon`, { headers: anonymous() })).status).toBe(200);
  });

  it('a forwarding header the proxy setting does not read (Forwarded, X-Real-IP without X-Forwarded-For) is not a loopback client', async () => {
    const headers: Array<Record<string, string>> = [{ forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }];
    for (const header of headers) {
      const res = await fetch(`${server.url}/api/v1/memory/local-anon`, { headers: { ...anonymous(), ...header } });
      expect(res.status, JSON.stringify(header)).toBe(401);
      expect(((await res.json()) as { message: string }).message).toMatch(/X-Forwarded-For/);
    }
    // The trusted proxy's own X-Forwarded-For vouches for the hop: a loopback client stays local.
    expect((await fetch(`${server.url}/api/v1/memory/local-anon`, { headers: { ...anonymous('127.0.0.1'), 'x-real-ip': '127.0.0.1' } })).status).toBe(200);
  });

  it('per-address limits use the address the proxy saw: a fresh forged leftmost entry does not lift a sign-in lock', async () => {
    await server.createAdmin('proxied', 'proxied@example.com');
    const attempt = (forwardedFor: string) => server.browser({ 'x-forwarded-for': forwardedFor }).login('proxied', 'not the password at all');
    for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.9')).status).toBe(401);
    expect((await attempt('198.51.100.9')).status).toBe(429);
    for (const forged of ['203.0.113.1, 198.51.100.9', '203.0.113.2,198.51.100.9', '10.0.0.1, 203.0.113.3, 198.51.100.9']) {
      expect((await attempt(forged)).status, forged).toBe(429);
    }
    // Another real client is unaffected.
    expect((await attempt('198.51.100.10')).status).toBe(401);
  });

  it('per-address limits use the address the proxy saw: forged leftmost entries do not allow unlimited registrations', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${server.url}/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 10}, 198.51.100.77` },
        body: JSON.stringify({ client_name: 'Claude', redirect_uris: ['https://claude.ai/cb'] }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
