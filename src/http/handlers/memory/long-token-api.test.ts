/**
 * A 3,000-character token (longer than PostgreSQL's full-text index holds) is found by search
 * and by recall, on the embedded store and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMemoryTestServer, type MemoryTestServer } from '../../../testing/http/memory-test-server.js';
import { testTime } from '../../../testing/time-budget.js';

let server: MemoryTestServer;
beforeAll(async () => {
  server = await startMemoryTestServer();
}, testTime(180_000));
afterAll(async () => server?.close(), testTime(60_000));

const headers = { 'x-user-id': 'token-keeper' };
const token = `k${'Zx9'.repeat(1000)}`.slice(0, 3000);

it('finds a 3,000-character token by search and by recall, before the memories that only resemble it', async () => {
  const stored = await server.request('POST', '/api/v1/memory', { headers, body: { key: 'signing-key', value: `The signing key is ${token} (rotate yearly)` } });
  expect(stored.status).toBe(201);
  for (let i = 0; i < 8; i++) await server.request('POST', '/api/v1/memory', { headers, body: { key: `note-${i}`, value: `Note ${i}: the signing key rotates yearly; see the vault.` } });
  await server.request('POST', '/api/v1/memory', { headers: { 'x-user-id': 'someone-else' }, body: { key: 'copy', value: token } });

  const search = await server.request('GET', `/api/v1/search?q=${encodeURIComponent(token.toLowerCase())}`, { headers });
  expect(search.status).toBe(200);
  expect(search.body.results.map((r: { key: string }) => r.key)).toEqual(['signing-key']);
  expect(search.body.results[0].snippet).toContain(`<mark>${token}</mark> (rotate yearly)`);
  const across = await server.request('GET', `/api/v1/search?all_namespaces=true&q=${encodeURIComponent(token)}`, { headers });
  expect(across.body.results.map((r: { user_id: string; key: string }) => `${r.user_id}/${r.key}`).sort()).toEqual(['someone-else/copy', 'token-keeper/signing-key']);

  const recall = await server.request('POST', '/api/v1/recall', { headers, body: { query: `Which signing key is ${token}?`, k: 3 } });
  expect(recall.status).toBe(200);
  expect(recall.body.results[0]).toMatchObject({ key: 'signing-key', score: 1 });
  expect(recall.body.results).toHaveLength(3);
  expect(recall.body.results.slice(1).every((r: { key: string; score: number }) => r.key.startsWith('note-') && r.score < 1)).toBe(true);
  // A token no memory holds finds nothing by search, and recall ranks as usual.
  const absent = await server.request('GET', `/api/v1/search?q=${encodeURIComponent(`${token}x`)}`, { headers });
  expect(absent.body.results).toEqual([]);
});
