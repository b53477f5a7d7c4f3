/**
 * Key rotation of secrets at rest, end to end: a store whose secrets were sealed under an old
 * key (some still in the v1 format of versions before key ids) is rotated by
 * `memplat admin rotate-secrets` (run in this process through the program the bin runs, src/cli/program.ts) with the new key current and the old one in SECRET_KEY_PREVIOUS;
 * afterwards everything opens with the new key alone, and nothing is in plain text on disk.
 * Runs on a temporary DATA_DIR (or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../testing/cli-in-process.js';
import { filesContaining } from '../testing/files-containing.js';
import { loadConfig } from '../config/index.js';
import { openLocalServices } from '../control-socket/local-services.js';
import { createTestDatabaseUrl } from '../testing/test-database.js';
import { copyStoreImage, storeImagesEnabled } from '../testing/store-image.js';
import { OAuthClientsRepository } from '../persistence/repositories/oauth-clients-repository.js';
import { flowVerifierBinding, oauthClientSecretBinding, totpSecretBinding } from '../domain/auth/crypto/sealed-bindings.js';
import { SecretBox } from '../domain/auth/crypto/secret-box.js';
import { derivePepper, PasswordHasher } from '../domain/auth/passwords/hasher.js';
import { sealV1 } from '../testing/auth/legacy-sealed-value.js';
import { clientRow } from '../testing/port-contracts/oauth/fixture.js';
import { testTime } from '../testing/time-budget.js';

const OLD_KEY = 'rotation-test-old-master-secret-0123456789';
const NEW_KEY = 'rotation-test-new-master-secret-9876543210';
const PASSWORD = 'violet-Harbour-tramline-42';
let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;

function envWith(secretKey: string, previous?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir, LOG_LEVEL: 'silent', SECRET_KEY: secretKey,
    ...(previous ? { SECRET_KEY_PREVIOUS: previous } : {}),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
}

async function rotate(secretKey: string, previous?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...envWith(secretKey, previous) };
  if (!database.url) delete env.DATABASE_URL;
  if (!previous) delete env.SECRET_KEY_PREVIOUS;
  const { code, stdout, stderr } = await runCliInProcess(['admin', 'rotate-secrets'], env, { rawEnv: true });
  return { status: code, stdout, stderr };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-rotate-'));
  database = await createTestDatabaseUrl();
  // The embedded store starts as a copy of the run's migrated image, as every scratch store does:
  // initdb and every migration in this worker cost more CPU than the rest of the file. A new,
  // empty store migrated by a command stays covered end to end by portability.test.ts ("warns
  // before creating one"), dredd's and the generated client's servers.
  if (!database.url && storeImagesEnabled()) await copyStoreImage(dataDir);
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('memplat admin rotate-secrets', () => {
  it('re-seals every stored secret under the new key, idempotently; then the old key can go', async () => {
    // A store whose secrets were sealed under the old key.
    const seeded = await openLocalServices(loadConfig(envWith(OLD_KEY)));
    const plain: Record<string, string> = {};
    let rotorId: string, legacyId: string, clientId: string, stateHash: string;
    try {
      const { auth, db } = seeded.services;
      rotorId = (await auth.admin.create({ loginId: 'rotor', password: PASSWORD })).id;
      legacyId = (await auth.admin.create({ loginId: 'legacy', password: PASSWORD })).id;
      plain.totp = (await auth.totp.startEnrolment((await auth.stores.accounts.findById(rotorId))!)).secret;
      // An enrolment stored by a version before key ids: v1, no key id.
      plain.legacyTotp = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await auth.stores.credentials.savePendingTotp(legacyId, sealV1(Buffer.from(OLD_KEY), plain.legacyTotp, totpSecretBinding(legacyId)), new Date(), new Date(Date.now() + 3_600_000));
      plain.client = `mpo_cs_${randomBytes(24).toString('base64url')}`;
      const client = clientRow({ secret_sealed: auth.secretBox.seal(plain.client, oauthClientSecretBinding('placeholder')) });
      clientId = client.client_id;
      client.secret_sealed = auth.secretBox.seal(plain.client, oauthClientSecretBinding(clientId));
      const repo = new OAuthClientsRepository(db.knex);
      await repo.insert(client);
      await repo.insert(clientRow({ secret_sealed: null, hidden_at: new Date() })); // hidden: nothing to re-seal
      plain.verifier = randomBytes(32).toString('base64url');
      stateHash = randomBytes(32).toString('hex');
      await auth.stores.identities.saveFlowState({
        state_hash: stateHash, provider: 'idp_a', purpose: 'login', browser_binding_hash: randomBytes(32).toString('hex'),
        code_verifier_encrypted: auth.secretBox.seal(plain.verifier, flowVerifierBinding(stateHash)), nonce: null,
        redirect_uri: 'http://127.0.0.1/cb', return_to: null, add_account: false, link_proof: false, invite_hash: null,
        accepted_terms: null, session_container_id: null, account_id: null, created_at: new Date(), expires_at: new Date(Date.now() + 600_000), consumed_at: null,
      });
    } finally {
      await seeded.close();
    }

    // The new key without the old one cannot open them: rotation is refused value by value, nothing is lost.
    const blind = await rotate(NEW_KEY);
    expect(blind.status).toBe(1);
    expect(blind.stdout).toMatch(/totp_secrets\s+0\s+0\s+0\s+2/);
    expect(blind.stdout).toContain(`unreadable: totp_secrets ${legacyId}: v1 sealed value opens under no configured key`);
    expect(blind.stdout).toMatch(new RegExp(`unreadable: oauth_client_secrets ${clientId}: value sealed under key "[\\w-]{8}", which is neither SECRET_KEY nor in SECRET_KEY_PREVIOUS`));

    const first = await rotate(NEW_KEY, OLD_KEY);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Stored secrets are sealed under key ${new SecretBox(Buffer.from(NEW_KEY)).keyId}.`);
    expect(first.stdout).toMatch(/totp_secrets\s+2\s+0\s+0\s+0/);
    expect(first.stdout).toMatch(/oauth_client_secrets\s+1\s+0\s+0\s+0/);
    expect(first.stdout).toMatch(/sign_in_flow_verifiers\s+1\s+0\s+0\s+0/);
    expect(first.stdout).toContain('Nothing is left under an earlier key');
    const again = await rotate(NEW_KEY, OLD_KEY);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/totp_secrets\s+0\s+2\s+0\s+0/);
    expect(again.stdout).toMatch(/oauth_client_secrets\s+0\s+1\s+0\s+0/);
    expect(again.stdout).toMatch(/sign_in_flow_verifiers\s+0\s+1\s+0\s+0/);

    // The old key removed: every stored secret opens with the new key alone.
    const after = await openLocalServices(loadConfig(envWith(NEW_KEY)));
    try {
      const { knex } = after.services.db;
      const box = after.services.auth.secretBox;
      const totps = await knex('totp_credentials').select('account_id', 'secret_encrypted');
      const opened = Object.fromEntries(totps.map((r: { account_id: string; secret_encrypted: string }) => [r.account_id, box.open(r.secret_encrypted, totpSecretBinding(r.account_id))]));
      expect(opened).toEqual({ [rotorId]: plain.totp, [legacyId]: plain.legacyTotp });
      for (const r of totps) expect(r.secret_encrypted.startsWith(`v2:${box.keyId}:`)).toBe(true);
      const client = await knex('oauth_clients').where({ client_id: clientId }).first();
      expect(box.open(client.secret_sealed, oauthClientSecretBinding(clientId))).toBe(plain.client);
      const flow = await knex('auth_flow_states').where({ state_hash: stateHash }).first();
      expect(box.open(flow.code_verifier_encrypted, flowVerifierBinding(stateHash))).toBe(plain.verifier);
      // A password peppered with the old key verifies while that key is listed, and is due for re-hashing.
      const hash = (await after.services.auth.stores.accounts.findById(rotorId))!.password_hash!;
      const listingOld = new PasswordHasher(derivePepper(Buffer.from(NEW_KEY)), [derivePepper(Buffer.from(OLD_KEY))]);
      expect(await listingOld.verify(hash, PASSWORD)).toBe(true);
      expect(listingOld.needsRehash(hash)).toBe(true);
      expect(await after.services.auth.hasher.verify(hash, PASSWORD)).toBe(false);
    } finally {
      await after.close();
    }

    // No secret is in plain text anywhere in the data directory (the embedded store's files).
    if (database.url) return;
    for (const [what, secret] of Object.entries(plain)) expect(filesContaining(dataDir, secret), what).toEqual([]);
  }, testTime(900_000));
});
