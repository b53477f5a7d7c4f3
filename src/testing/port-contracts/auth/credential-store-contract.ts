/** The CredentialStore contract (src/domain/auth/ports/credentials.ts), run on each implementation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialStore, PendingLoginRow } from '../../../domain/auth/ports/index.js';
import { hash, secondsFrom, type AuthPortHarness, type OpenAuthPort } from './fixture.js';

export function describeCredentialStoreContract(open: OpenAuthPort<CredentialStore>): void {
  describe('CredentialStore contract', () => {
    let h: AuthPortHarness<CredentialStore>;
    const account = async () => (await h.newAccount()).id;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    describe('TOTP', () => {
      it('a pending enrolment is stored, not enabled, and confirmed once', async () => {
        const id = await account();
        expect(await h.store.totp(id)).toBeUndefined();
        const now = new Date();
        await h.store.savePendingTotp(id, 'sealed-1', now, secondsFrom(now, 600));
        expect(await h.store.totp(id)).toMatchObject({ account_id: id, secret_encrypted: 'sealed-1', confirmed_at: null, last_time_step: null });
        expect(await h.store.isTotpEnabled(id)).toBe(false);
        expect(await h.store.confirmTotp(id, now, 100)).toBe(true);
        expect(await h.store.confirmTotp(id, now, 101)).toBe(false);
        expect(await h.store.isTotpEnabled(id)).toBe(true);
        expect(await h.store.totp(id)).toMatchObject({ pending_expires_at: null, last_time_step: 100 });
      });

      it('confirmTotp is false without a pending enrolment', async () => {
        expect(await h.store.confirmTotp(await account(), new Date(), 1)).toBe(false);
      });

      it('savePendingTotp replaces a confirmed credential', async () => {
        const id = await account();
        const now = new Date();
        await h.store.savePendingTotp(id, 'a', now, secondsFrom(now, 600));
        await h.store.confirmTotp(id, now, 5);
        await h.store.savePendingTotp(id, 'b', now, secondsFrom(now, 600));
        expect(await h.store.totp(id)).toMatchObject({ secret_encrypted: 'b', confirmed_at: null, last_time_step: null });
      });

      it('claimTimeStep accepts only later steps of a confirmed credential', async () => {
        const id = await account();
        const now = new Date();
        await h.store.savePendingTotp(id, 's', now, secondsFrom(now, 600));
        expect(await h.store.claimTimeStep(id, 50)).toBe(false); // pending: not enabled
        await h.store.confirmTotp(id, now, 10);
        expect(await h.store.claimTimeStep(id, 10)).toBe(false);
        expect(await h.store.claimTimeStep(id, 9)).toBe(false);
        expect(await h.store.claimTimeStep(id, 11)).toBe(true);
        expect(await h.store.claimTimeStep(id, 11)).toBe(false);
        expect((await h.store.totp(id))?.last_time_step).toBe(11);
      });

      it('recovery codes: replaced as a whole, used once, counted; deleteTotp removes them with the credential', async () => {
        const id = await account();
        const now = new Date();
        await h.store.savePendingTotp(id, 's', now, secondsFrom(now, 600));
        await h.store.confirmTotp(id, now, 1);
        await h.store.replaceRecoveryCodes(id, ['h1', 'h2', 'h3'], now);
        expect(await h.store.unusedRecoveryCodeCount(id)).toBe(3);
        const codes = await h.store.unusedRecoveryCodes(id);
        expect(codes.map((c) => c.code_hash).sort()).toEqual(['h1', 'h2', 'h3']);
        expect(await h.store.consumeRecoveryCode(codes[0]!.id, now)).toBe(true);
        expect(await h.store.consumeRecoveryCode(codes[0]!.id, now)).toBe(false);
        expect(await h.store.unusedRecoveryCodeCount(id)).toBe(2);
        await h.store.replaceRecoveryCodes(id, ['h4'], now);
        expect((await h.store.unusedRecoveryCodes(id)).map((c) => c.code_hash)).toEqual(['h4']);
        await h.store.deleteTotp(id);
        expect(await h.store.totp(id)).toBeUndefined();
        expect(await h.store.unusedRecoveryCodeCount(id)).toBe(0);
        await h.store.deleteTotp(id); // nothing left: not an error
      });
    });

    describe('pending second-factor sign-ins', () => {
      const pending = (accountId: string, overrides: Partial<PendingLoginRow> = {}): PendingLoginRow => {
        const now = new Date();
        return { token_hash: hash(), account_id: accountId, remember: true, client_ip: '192.0.2.1', failed_attempts: 0, created_at: now, expires_at: secondsFrom(now, 300), ...overrides };
      };

      it('is found until consumed, once', async () => {
        const row = pending(await account());
        await h.store.createPendingLogin(row);
        expect(await h.store.pendingLogin(row.token_hash)).toMatchObject({ account_id: row.account_id, remember: true, client_ip: '192.0.2.1', failed_attempts: 0 });
        expect(await h.store.consumePendingLogin(row.token_hash)).toBe(true);
        expect(await h.store.consumePendingLogin(row.token_hash)).toBe(false);
        expect(await h.store.pendingLogin(row.token_hash)).toBeUndefined();
      });

      it('an expired one is still returned (the caller checks expires_at)', async () => {
        const past = new Date(Date.now() - 60_000);
        const row = pending(await account(), { created_at: past, expires_at: past });
        await h.store.createPendingLogin(row);
        expect(await h.store.pendingLogin(row.token_hash)).toBeDefined();
      });

      it('addPendingFailure counts up; MAX_SAFE_INTEGER once the sign-in is gone', async () => {
        const row = pending(await account());
        await h.store.createPendingLogin(row);
        expect(await h.store.addPendingFailure(row.token_hash)).toBe(1);
        expect(await h.store.addPendingFailure(row.token_hash)).toBe(2);
        await h.store.consumePendingLogin(row.token_hash);
        expect(await h.store.addPendingFailure(row.token_hash)).toBe(Number.MAX_SAFE_INTEGER);
      });

      it('purgeExpiredPendingLogins deletes those expired at or before now', async () => {
        const id = await account();
        const now = new Date();
        const expired = pending(id, { created_at: secondsFrom(now, -600), expires_at: now });
        const live = pending(id);
        await h.store.createPendingLogin(expired);
        await h.store.createPendingLogin(live);
        await h.store.purgeExpiredPendingLogins(now);
        expect(await h.store.pendingLogin(expired.token_hash)).toBeUndefined();
        expect(await h.store.pendingLogin(live.token_hash)).toBeDefined();
      });
    });

    describe('password links', () => {
      const link = (accountId: string, purpose: 'reset' | 'setup', createdAt = new Date(), seconds = 3600) => ({
        token_hash: hash(),
        account_id: accountId,
        purpose,
        created_at: createdAt,
        expires_at: secondsFrom(createdAt, seconds),
      });

      it('a link is usable until consumed, once, and only for its purpose', async () => {
        const id = await account();
        const row = link(id, 'reset');
        await h.store.createPasswordLink(row);
        const now = new Date();
        expect(await h.store.findUsablePasswordLink(row.token_hash, 'setup', now)).toBeUndefined();
        expect(await h.store.findUsablePasswordLink(row.token_hash, 'reset', now)).toMatchObject({ account_id: id, purpose: 'reset', used_at: null });
        expect(await h.store.consumePasswordLink(row.token_hash, 'setup', now)).toBeUndefined();
        expect(await h.store.consumePasswordLink(row.token_hash, 'reset', now)).toMatchObject({ account_id: id });
        expect(await h.store.consumePasswordLink(row.token_hash, 'reset', now)).toBeUndefined();
        expect(await h.store.findUsablePasswordLink(row.token_hash, 'reset', now)).toBeUndefined();
      });

      it('an expired link is not usable', async () => {
        const row = link(await account(), 'setup', new Date(Date.now() - 7200_000), 3600);
        await h.store.createPasswordLink(row);
        expect(await h.store.findUsablePasswordLink(row.token_hash, 'setup', new Date())).toBeUndefined();
        expect(await h.store.consumePasswordLink(row.token_hash, 'setup', new Date())).toBeUndefined();
      });

      it('a new link retires older unused links of the same purpose only', async () => {
        const id = await account();
        const first = link(id, 'reset');
        const setup = link(id, 'setup');
        await h.store.createPasswordLink(first);
        await h.store.createPasswordLink(setup);
        const second = link(id, 'reset');
        await h.store.createPasswordLink(second);
        const now = new Date();
        expect(await h.store.findUsablePasswordLink(first.token_hash, 'reset', now)).toBeUndefined();
        expect(await h.store.findUsablePasswordLink(second.token_hash, 'reset', now)).toBeDefined();
        expect(await h.store.findUsablePasswordLink(setup.token_hash, 'setup', now)).toBeDefined();
      });

      it('retirePasswordLinks retires every unused link of the account', async () => {
        const id = await account();
        const reset = link(id, 'reset');
        const setup = link(id, 'setup');
        await h.store.createPasswordLink(reset);
        await h.store.createPasswordLink(setup);
        await h.store.retirePasswordLinks(id, new Date());
        expect(await h.store.findUsablePasswordLink(reset.token_hash, 'reset', new Date())).toBeUndefined();
        expect(await h.store.findUsablePasswordLink(setup.token_hash, 'setup', new Date())).toBeUndefined();
      });
    });
  });
}
