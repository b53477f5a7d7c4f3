import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetcherConfig } from '../../config/web.js';
import { AppError } from '../../domain/errors/app-error.js';
import { forbiddenRange, hostAllowed } from '../../domain/net/address-policy.js';
import type { HostResolver } from './guarded-lookup.js';
import { createHttpFetcher } from './http-fetcher.js';
import { requireOk } from '../../domain/net/provider-status.js';
import { endpointTrust } from '../../domain/net/endpoint-trust.js';

const hits: string[] = [];
let retryCount = 0;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const path = req.url ?? '/';
    if (path === '/ok') return res.end(`hello ${req.headers['user-agent']}`);
    if (path === '/to-loopback') return res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/hang') return; // never answers
    if (path === '/rate-limited') {
      retryCount++;
      if (retryCount === 1) return res.writeHead(429, { 'retry-after': '1' }).end('slow down');
      return res.end('finally');
    }
    if (path === '/always-503') return res.writeHead(503).end('down');
    if (path === '/big') return res.end('x'.repeat(4096));
    if (path === '/bomb') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(1_000_000)));
    if (path === '/gzip') return res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain; charset=utf-8' }).end(zlib.gzipSync('compressed'));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = (over: Partial<FetcherConfig> = {}): FetcherConfig => ({
  allowHosts: [], timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3, retries: 2, userAgent: 'memplat-test/1', ...over,
});

/** A resolver standing in for DNS: names under .test point at loopback, like a rebinding attacker's. */
const loopbackResolver: HostResolver = async (name) => {
  if (name === 'localhost' || name.endsWith('.test')) return [{ address: '127.0.0.1', family: 4 }];
  if (name === 'intranet.example') return [{ address: '10.20.30.40', family: 4 }];
  throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a failure');
}

describe('address policy', () => {
  it.each(['127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fc00::1', 'fd00:ec2::254', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', '255.255.255.255'])('refuses %s', (address) => {
    expect(forbiddenRange(address)).not.toBeNull();
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('allows public %s', (address) => {
    expect(forbiddenRange(address)).toBeNull();
  });

  it('matches allow-list entries by name, IP literal and *.suffix', () => {
    expect(hostAllowed('LocalHost', ['localhost'])).toBe(true);
    expect(hostAllowed('[::1]', ['0:0::1'])).toBe(true);
    expect(hostAllowed('a.b.internal', ['*.internal'])).toBe(true);
    expect(hostAllowed('internal', ['*.internal'])).toBe(false);
    expect(hostAllowed('evil-localhost', ['localhost'])).toBe(false);
  });

  it('trusts a provider endpoint the operator set, never a public default', () => {
    expect(endpointTrust('http://127.0.0.1:8888')).toEqual(['127.0.0.1']);
    expect(endpointTrust('https://ghe.intranet/api/v3', 'https://api.github.com')).toEqual(['ghe.intranet']);
    expect(endpointTrust('https://api.github.com', 'https://api.github.com')).toEqual([]);
  });
});

describe('outbound fetcher: address guard', () => {
  it('refuses loopback literals without connecting', async () => {
    const before = hits.length;
    const fetcher = createHttpFetcher(config());
    expect((await failure(fetcher.fetch({ url: `http://127.0.0.1:${port}/ok` }))).code).toBe('WEB-002');
    expect((await failure(fetcher.fetch({ url: `http://[::1]:${port}/ok` }))).code).toBe('WEB-002');
    expect(hits.length).toBe(before);
  });

  it('refuses 10/8 and the metadata address before any connection', async () => {
    const fetcher = createHttpFetcher(config());
    const tenNet = await failure(fetcher.fetch({ url: 'http://10.0.0.7/' }));
    expect(tenNet.code).toBe('WEB-002');
    expect(tenNet.message).toContain('private');
    const metadata = await failure(fetcher.fetch({ url: 'http://169.254.169.254/latest/meta-data/' }));
    expect(metadata.code).toBe('WEB-002');
    expect(metadata.message).toContain('WEB_FETCH_ALLOW_HOSTS');
  });

  it('checks the address a name resolves to at connect time (DNS rebinding)', async () => {
    const before = hits.length;
    const fetcher = createHttpFetcher(config(), { resolver: loopbackResolver });
    const error = await failure(fetcher.fetch({ url: `http://rebind.test:${port}/ok` }));
    expect(error.code).toBe('WEB-002');
    expect(error.message).toContain('resolves to 127.0.0.1');
    expect((await failure(fetcher.fetch({ url: 'http://intranet.example/' }))).code).toBe('WEB-002');
    expect(hits.length).toBe(before);
  });

  it('reaches allow-listed hosts, and a caller-trusted host only for its own request', async () => {
    const fetcher = createHttpFetcher(config({ allowHosts: ['localhost'] }), { resolver: loopbackResolver });
    const response = await fetcher.fetch({ url: `http://localhost:${port}/ok` });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('hello memplat-test/1');
    expect((await fetcher.fetch({ url: `http://127.0.0.1:${port}/ok`, trustedHosts: ['127.0.0.1'] })).status).toBe(200);
    expect((await failure(fetcher.fetch({ url: `http://127.0.0.1:${port}/ok` }))).code).toBe('WEB-002');
  });

  it('checks every redirect hop: an allowed host redirecting to loopback is refused', async () => {
    const fetcher = createHttpFetcher(config({ allowHosts: ['localhost'] }), { resolver: loopbackResolver });
    const error = await failure(fetcher.fetch({ url: `http://localhost:${port}/to-loopback` }));
    expect(error.code).toBe('WEB-002');
    expect(hits).not.toContain('/secret');
  });

  it('allow-list entries may name a port: host:port and [v6]:port reach that port only', async () => {
    const fetcher = createHttpFetcher(config({ allowHosts: [`localhost:${port}`, '127.0.0.1:1'] }), { resolver: loopbackResolver });
    expect((await fetcher.fetch({ url: `http://localhost:${port}/ok` })).status).toBe(200);
    expect((await failure(fetcher.fetch({ url: `http://127.0.0.1:${port}/ok` }))).code).toBe('WEB-002');
    expect(hostAllowed('[::1]', ['[::1]:8080'], 8080)).toBe(true);
    expect(hostAllowed('[::1]', ['[::1]:8080'], 8081)).toBe(false);
    expect(hostAllowed('wiki.internal', ['*.internal:443'], 443)).toBe(true);
    expect(hostAllowed('wiki.internal', ['*.internal:443'], 80)).toBe(false);
  });

  it("a port-less entry does not reach the server's own listening address; naming its port does", async () => {
    const ownListener = () => ({ host: '127.0.0.1', port });
    const before = hits.length;
    for (const [allow, url] of [['localhost', `http://localhost:${port}/ok`], ['127.0.0.1', `http://127.0.0.1:${port}/ok`], ['*.test', `http://wiki.test:${port}/ok`]] as const) {
      const fetcher = createHttpFetcher(config({ allowHosts: [allow] }), { resolver: loopbackResolver, ownListener });
      const error = await failure(fetcher.fetch({ url }));
      expect(error.code, url).toBe('WEB-002');
      expect(error.message).toMatch(/own listening address.*WEB_FETCH_ALLOW_HOSTS/);
    }
    expect(hits.length).toBe(before);
    // A redirect from another allowed port back to the server's own is refused too.
    const other = createHttpFetcher(config({ allowHosts: ['localhost'] }), { resolver: loopbackResolver, ownListener: () => ({ host: '127.0.0.1', port: port + 1 }) });
    expect((await other.fetch({ url: `http://localhost:${port}/ok` })).status).toBe(200);
    const named = createHttpFetcher(config({ allowHosts: [`localhost:${port}`] }), { resolver: loopbackResolver, ownListener });
    expect((await named.fetch({ url: `http://localhost:${port}/ok` })).status).toBe(200);
  });

  it('refuses schemes other than http and https', async () => {
    const fetcher = createHttpFetcher(config());
    expect((await failure(fetcher.fetch({ url: 'file:///etc/passwd' }))).code).toBe('WEB-008');
  });
});

describe('outbound fetcher: limits', () => {
  const trusted = { trustedHosts: ['127.0.0.1'] };

  it('stops after the redirect limit', async () => {
    const fetcher = createHttpFetcher(config());
    expect((await failure(fetcher.fetch({ url: `http://127.0.0.1:${port}/loop`, ...trusted }))).code).toBe('WEB-006');
  });

  it('times out a server that never answers', async () => {
    const fetcher = createHttpFetcher(config({ timeoutMs: 300 }));
    const started = Date.now();
    const error = await failure(fetcher.fetch({ url: `http://127.0.0.1:${port}/hang`, provider: 'The stand-in', ...trusted }));
    expect(error.code).toBe('WEB-004');
    expect(error.message).toContain('The stand-in did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('waits as Retry-After asks on 429, then succeeds', async () => {
    const fetcher = createHttpFetcher(config());
    const started = Date.now();
    const response = await fetcher.fetch({ url: `http://127.0.0.1:${port}/rate-limited`, ...trusted });
    expect(response.body.toString()).toBe('finally');
    expect(retryCount).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up on repeated 5xx and reports the status with advice', async () => {
    const fetcher = createHttpFetcher(config({ retries: 1 }));
    const before = hits.filter((h) => h === '/always-503').length;
    const response = await fetcher.fetch({ url: `http://127.0.0.1:${port}/always-503`, ...trusted });
    expect(hits.filter((h) => h === '/always-503').length - before).toBe(2);
    const error = await failure(Promise.resolve().then(() => requireOk(response, { provider: 'Stand-in' })));
    expect(error.code).toBe('WEB-003');
    expect(error.message).toBe('Stand-in answered HTTP 503: the provider is failing; try again later');
  });

  it('caps the body, also after decompression', async () => {
    const fetcher = createHttpFetcher(config({ maxBytes: 1024 }));
    expect((await failure(fetcher.fetch({ url: `http://127.0.0.1:${port}/big`, ...trusted }))).code).toBe('WEB-005');
    expect((await failure(fetcher.fetch({ url: `http://127.0.0.1:${port}/bomb`, ...trusted }))).code).toBe('WEB-005');
    const small = await fetcher.fetch({ url: `http://127.0.0.1:${port}/gzip`, ...trusted });
    expect(small.body.toString()).toBe('compressed');
    expect(small.mediaType).toBe('text/plain');
    expect(small.charset).toBe('utf-8');
  });

  it('stops at once when the caller cancels', async () => {
    const fetcher = createHttpFetcher(config());
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled by the client')), 100);
    await expect(fetcher.fetch({ url: `http://127.0.0.1:${port}/hang`, signal: controller.signal, ...trusted })).rejects.toThrow('cancelled by the client');
  });
});
