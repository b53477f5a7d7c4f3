/** The IdentityStore contract (src/domain/auth/ports/identities.ts), run on each implementation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowStateRow, IdentityStore } from '../../../domain/auth/ports/index.js';
import { hash, secondsFrom, type AuthPortHarness, type OpenAuthPort } from './fixture.js';

function flowState(overrides: Partial<FlowStateRow> = {}): FlowStateRow {
  const now = new Date();
  return {
    state_hash: hash(),
    provider: 'idp_a',
    purpose: 'login',
    browser_binding_hash: hash(),
    code_verifier_encrypted: 'sealed',
    nonce: 'n',
    redirect_uri: 'https://m.example/api/v1/auth/idp_a/callback',
    return_to: '/app',
    add_account: false,
    link_proof: true,
    invite_hash: null,
    accepted_terms: null,
    session_container_id: null,
    account_id: null,
    created_at: now,
    expires_at: secondsFrom(now, 600),
    consumed_at: null,
    ...overrides,
  };
}

export function describeIdentityStoreContract(open: OpenAuthPort<IdentityStore>): void {
  describe('IdentityStore contract', () => {
    let h: AuthPortHarness<IdentityStore>;
    const account = async () => (await h.newAccount()).id;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    describe('external identities', () => {
      it('links, finds by (provider, subject), lists oldest first, touches and deletes', async () => {
        const id = await account();
        const subject = `sub-${randomUUID()}`;
        expect(await h.store.findIdentity('idp_a', subject)).toBeUndefined();
        const first = new Date('2026-01-01T00:00:00.000Z');
        await h.store.linkIdentity({ accountId: id, provider: 'idp_b', subject: `b-${subject}`, email: null, now: new Date('2026-02-01T00:00:00.000Z') });
        await h.store.linkIdentity({ accountId: id, provider: 'idp_a', subject, email: 'a@example.com', now: first });
        const found = await h.store.findIdentity('idp_a', subject);
        expect(found).toMatchObject({ account_id: id, provider: 'idp_a', subject, email: 'a@example.com' });
        expect(new Date(found!.last_sign_in_at!).toISOString()).toBe(first.toISOString());
        expect((await h.store.identitiesOf(id)).map((i) => i.provider)).toEqual(['idp_a', 'idp_b']);
        const later = new Date('2026-03-01T00:00:00.000Z');
        await h.store.touchIdentity(found!.id, later);
        expect(new Date((await h.store.findIdentity('idp_a', subject))!.last_sign_in_at!).toISOString()).toBe(later.toISOString());
        await h.store.deleteIdentity(found!.id);
        expect(await h.store.findIdentity('idp_a', subject)).toBeUndefined();
        expect(await h.store.identitiesOf(id)).toHaveLength(1);
        expect(await h.store.identitiesOf(await account())).toEqual([]);
      });

      it('a (provider, subject) pair linked already is a unique violation', async () => {
        const subject = `dup-${randomUUID()}`;
        await h.store.linkIdentity({ accountId: await account(), provider: 'idp_a', subject, email: null, now: new Date() });
        await expect(h.store.linkIdentity({ accountId: await account(), provider: 'idp_a', subject, email: null, now: new Date() })).rejects.toThrow();
      });
    });

    describe('flow states', () => {
      it('are consumed once and returned as stored', async () => {
        const row = flowState({ purpose: 'link', account_id: randomUUID(), session_container_id: randomUUID() });
        await h.store.saveFlowState(row);
        const consumed = await h.store.consumeFlowState(row.state_hash, new Date());
        expect(consumed).toMatchObject({ state_hash: row.state_hash, purpose: 'link', account_id: row.account_id, link_proof: true, return_to: '/app' });
        expect(consumed?.consumed_at).not.toBeNull();
        expect(await h.store.consumeFlowState(row.state_hash, new Date())).toBeUndefined();
      });

      it('an unknown or expired state gives undefined', async () => {
        expect(await h.store.consumeFlowState(hash(), new Date())).toBeUndefined();
        const now = new Date();
        const row = flowState({ created_at: secondsFrom(now, -600), expires_at: now });
        await h.store.saveFlowState(row);
        expect(await h.store.consumeFlowState(row.state_hash, now)).toBeUndefined();
      });

      it('purgeFlowStates deletes those expired before the time given', async () => {
        const now = new Date();
        const old = flowState({ created_at: secondsFrom(now, -7200), expires_at: secondsFrom(now, -3600) });
        const live = flowState();
        await h.store.saveFlowState(old);
        await h.store.saveFlowState(live);
        await h.store.purgeFlowStates(secondsFrom(now, -60));
        // A purged state is gone even for a consumer who pretends to be early.
        expect(await h.store.consumeFlowState(old.state_hash, secondsFrom(now, -7000))).toBeUndefined();
        expect(await h.store.consumeFlowState(live.state_hash, now)).toBeDefined();
      });
    });

    describe('invitations', () => {
      it('a usable invitation is used once, by one account', async () => {
        const token = hash();
        await h.insertInvite(token);
        const now = new Date();
        expect(await h.store.inviteUsable(token, now)).toBe(true);
        expect(await h.store.useInvite(token, await account(), now)).toBe(true);
        expect(await h.store.inviteUsable(token, now)).toBe(false);
        expect(await h.store.useInvite(token, await account(), now)).toBe(false);
      });

      it('a usable invitation tells its invited address and expiry; a used one tells nothing', async () => {
        const token = hash();
        const now = new Date();
        const expiresAt = secondsFrom(now, 3600);
        await h.insertInvite(token, { email: 'Invitee@Example.com', expiresAt });
        expect(await h.store.usableInvite(token, now)).toEqual({ email: 'Invitee@Example.com', expiresAt });
        await h.store.useInvite(token, await account(), now);
        expect(await h.store.usableInvite(token, now)).toBeUndefined();
        const anonymous = hash();
        await h.insertInvite(anonymous);
        expect((await h.store.usableInvite(anonymous, now))?.email).toBeNull();
      });

      it('unknown, revoked or expired invitations are not usable', async () => {
        const now = new Date();
        const revoked = hash();
        const expired = hash();
        await h.insertInvite(revoked, { revoked: true });
        await h.insertInvite(expired, { expiresAt: secondsFrom(now, -1) });
        for (const token of [hash(), revoked, expired]) {
          expect(await h.store.inviteUsable(token, now)).toBe(false);
          expect(await h.store.usableInvite(token, now)).toBeUndefined();
          expect(await h.store.useInvite(token, await account(), now)).toBe(false);
        }
      });
    });

    describe('terms acceptances', () => {
      it('records the first acceptance of each version and reports the latest', async () => {
        const id = await account();
        expect(await h.store.latestAcceptedTerms(id)).toBeNull();
        expect(await h.store.termsAcceptedAt(id, 'v1')).toBeUndefined();
        const t1 = new Date('2026-01-01T00:00:00.000Z');
        const t2 = new Date('2026-02-01T00:00:00.000Z');
        await h.store.recordTermsAcceptance(id, 'v1', t1);
        await h.store.recordTermsAcceptance(id, 'v1', t2); // again: the first time stays
        expect((await h.store.termsAcceptedAt(id, 'v1'))?.toISOString()).toBe(t1.toISOString());
        await h.store.recordTermsAcceptance(id, 'v2', t2);
        expect(await h.store.latestAcceptedTerms(id)).toBe('v2');
      });
    });
  });
}
