/**
 * The balancer's own answers: with no node to take a request, HAProxy (configured as
 * `npm run cluster` and deploy/haproxy/haproxy.cfg configure it) answers 503 in the project's
 * error shape (BALANCER-001, JSON, Retry-After), not its HTML page. Needs only haproxy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy, type Balancer } from '../../scripts/cluster/haproxy.js';
import { freePort } from '../../scripts/cluster/processes.js';
import { catalogue } from '../../src/domain/errors/catalogue.js';

let dir: string;
let balancer: Balancer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-balancer-'));
  // Two nodes that are not there: every connection to them is refused.
  balancer = await startHaproxy(dir, await freePort(), [{ name: 'a', port: await freePort() }, { name: 'b', port: await freePort() }]);
});
afterAll(async () => {
  await balancer?.process.stop('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the balancer with every node out', () => {
  it('answers 503 BALANCER-001 as JSON in the ErrorResponse shape, with Retry-After', async () => {
    for (const [method, route] of [['GET', '/api/v1/health'], ['POST', '/api/v1/memory'], ['POST', '/mcp']] as const) {
      const res = await fetch(`${balancer.url}${route}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ code: 'BALANCER-001', message: catalogue['BALANCER-001'].message, request_id: '' });
    }
  });
});
