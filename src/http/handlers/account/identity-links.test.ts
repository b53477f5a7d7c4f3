/**
 * Identity links over HTTP (A3 rules 3 and 4): accounts signed in on one browser link,
 * then share private memories over the REST API with their sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startAuthTestServer, type AuthTestServer, type Browser } from '../../../testing/http/auth-test-server.js';
import { mailsTo } from '../../../testing/http/account-fixtures.js';
import { testTime } from '../../../testing/time-budget.js';

const LINKS = '/api/v1/me/account/identity-links';
let server: AuthTestServer;
let n = 0;

beforeAll(async () => {
  server = await startAuthTestServer({ IDENTITY_LINK_MAX_ACCOUNTS: '3', IDENTITY_LINK_SIGN_IN_WINDOW: '600' });
  await server.createAdmin('initial-admin', 'initial@example.com');
}, testTime(240_000));
afterAll(async () => {
  await server?.close();
}, testTime(60_000));

async function account(label: string): Promise<{ id: string; loginId: string; email: string }> {
  n++;
  const loginId = `${label}-${n}`;
  const email = `${loginId}@example.com`;
  return { id: await server.createAdmin(loginId, email), loginId, email };
}

/** One browser with every account signed in, the last one active. */
async function browserWith(...logins: string[]): Promise<Browser> {
  const b = server.browser();
  for (const login of logins) expect((await b.login(login, STRONG_PASSWORD)).status).toBe(200);
  return b;
}

describe('identity links', () => {
  it('links two accounts of one browser and they share private memories over REST', async () => {
    const ada = await account('ada');
    const bob = await account('bob');
    const adaOnly = await browserWith(ada.loginId);
    expect((await adaOnly.post('/api/v1/memory', { key: 'ada.secret', value: 'Ada keeps notes in a green notebook' })).status).toBe(201);

    const b = await browserWith(ada.loginId, bob.loginId); // bob active
    expect((await b.get('/api/v1/memory/ada.secret')).status).toBe(404); // not linked yet
    const before = await b.get(LINKS);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ links: [], cap: 3 });
    expect(before.json.linkable_accounts).toEqual([expect.objectContaining({ account_id: ada.id, email: ada.email, sign_in_fresh: true })]);

    const unknown = await b.post(LINKS, { account_id: '00000000-0000-4000-8000-000000000099' });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'ACCOUNT-010']);
    const self = await b.post(LINKS, { account_id: bob.id });
    expect([self.status, self.json.detail[0].loc]).toEqual([422, ['body', 'account_id']]);

    const linked = await b.post(LINKS, { account_id: ada.id });
    expect(linked.status).toBe(200);
    expect(linked.json).toEqual({ status: 'linked', linked_account_ids: [ada.id] });
    const after = await b.get(LINKS);
    expect(after.json.links).toEqual([expect.objectContaining({ account_id: ada.id, linked_at: expect.any(String) })]);
    expect(after.json.linkable_accounts).toEqual([]);

    // Bob's session now reads and writes the set's shared private context.
    const read = await b.get('/api/v1/memory/ada.secret');
    expect(read.status).toBe(200);
    expect(read.json.value).toBe('Ada keeps notes in a green notebook');
    expect((await b.post('/api/v1/memory', { key: 'bob.note', value: 'Bob likes rowing' })).status).toBe(201);
    expect((await adaOnly.get('/api/v1/memory/bob.note')).json.value).toBe('Bob likes rowing');

    expect(await mailsTo(server, ada.email, 'ACCOUNT_LINKED')).toHaveLength(1);
    expect(await mailsTo(server, bob.email, 'ACCOUNT_LINKED')).toHaveLength(1);
    const audit = await server.services.db.knex('audit_log').where({ action: 'account.identity_linked' }).whereIn('target_id', [ada.id, bob.id]);
    expect(audit).toHaveLength(2);

    // Either side cuts the link; the other need not be signed in.
    const cut = await adaOnly.post(`${LINKS}/unlink`, { account_id: bob.id });
    expect(cut.json).toEqual({ status: 'not_linked', linked_account_ids: [] });
    expect((await b.get('/api/v1/memory/ada.secret')).status).toBe(404);
    expect(await mailsTo(server, bob.email, 'ACCOUNT_UNLINKED')).toHaveLength(1);
    expect((await adaOnly.post(`${LINKS}/unlink`, { account_id: bob.id })).status).toBe(404);
    expect((await adaOnly.post(`${LINKS}/leave`)).status).toBe(404);
  });

  it('needs a recent sign-in of both accounts (AUTH-305), checked after the 404', async () => {
    const cy = await account('cy');
    const di = await account('di');
    const b = await browserWith(cy.loginId, di.loginId);
    await server.services.db.knex('session_accounts').where({ account_id: cy.id }).update({ auth_time: new Date(Date.now() - 3_600_000) });
    expect((await b.get(LINKS)).json.linkable_accounts[0].sign_in_fresh).toBe(false);
    const stale = await b.post(LINKS, { account_id: cy.id });
    expect([stale.status, stale.json.code]).toEqual([403, 'AUTH-305']);
    expect(stale.json.details.window_seconds).toBeGreaterThan(0);
    expect((await b.post(LINKS, { account_id: crypto.randomUUID() })).status).toBe(404);
  });

  it('merges sets up to the cap, and leave keeps the others linked', async () => {
    const [a, b, c, d] = [await account('ma'), await account('mb'), await account('mc'), await account('md')];
    const br = await browserWith(a.loginId, b.loginId, c.loginId, d.loginId); // d active
    await server.services.auth.sessions.switchAccount((await server.services.db.knex('session_accounts').where({ account_id: a.id }).first()).container_id, a.id);
    expect((await br.post(LINKS, { account_id: b.id })).json.linked_account_ids).toEqual([b.id]);
    // c and d form their own set, then a's set (2) + d's set (2) would be 4 > 3.
    const container = (await server.services.db.knex('session_accounts').where({ account_id: a.id }).first()).container_id;
    await server.services.auth.sessions.switchAccount(container, c.id);
    expect((await br.post(LINKS, { account_id: d.id })).status).toBe(200);
    const over = await br.post(LINKS, { account_id: a.id });
    expect([over.status, over.json.code]).toEqual([409, 'ACCOUNT-012']);
    // d leaves its set; c alone joins a's set: merged set of three.
    await server.services.auth.sessions.switchAccount(container, d.id);
    expect((await br.post(`${LINKS}/leave`)).json).toEqual({ status: 'not_linked', linked_account_ids: [] });
    expect(await mailsTo(server, c.email, 'ACCOUNT_UNLINKED')).toHaveLength(1);
    await server.services.auth.sessions.switchAccount(container, c.id);
    const merged = await br.post(LINKS, { account_id: a.id });
    expect(merged.status).toBe(200);
    expect([...merged.json.linked_account_ids].sort()).toEqual([a.id, b.id].sort());
    expect(await mailsTo(server, b.email, 'ACCOUNT_LINKED')).toHaveLength(2); // a+b, then the merge
    // a leaves; b and c stay linked.
    await server.services.auth.sessions.switchAccount(container, a.id);
    expect((await br.post(`${LINKS}/leave`)).json.status).toBe('not_linked');
    expect((await server.services.account.identityLinks.status(b.id)).linked_account_ids).toEqual([c.id]);
  });
});
