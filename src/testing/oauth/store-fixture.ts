/**
 * The OAuth stores on a fresh test database (PGlite, or PostgreSQL via TEST_DATABASE_URL) for
 * the OAuth contract suites, with the rows of other areas their rows refer to (accounts,
 * contexts), which the OAuth ports cannot create.
 */
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '../test-database.js';
import { createOAuthStores } from '../../persistence/stores/oauth-stores.js';
import type { OAuthStores } from '../../domain/oauth/ports/index.js';

export interface OAuthStoresFixture {
  stores: OAuthStores;
  /** A new account; returns its id. */
  newAccount(): Promise<string>;
  /** A new context (owned by a new account); returns its id. */
  newContext(): Promise<string>;
  close(): Promise<void>;
}

export async function openOAuthStoresFixture(): Promise<OAuthStoresFixture> {
  const db = await openTestDatabase();
  const newAccount = async () => {
    const id = randomUUID();
    await db.knex('accounts').insert({ id, email: `oauth-${id.slice(0, 8)}@example.com`, name: 'OAuth contract' });
    return id;
  };
  return {
    stores: createOAuthStores(db),
    newAccount,
    async newContext() {
      const id = randomUUID();
      await db.knex('contexts').insert({ id, kind: 'workspace', owner_account_id: await newAccount(), name: 'OAuth contract' });
      return id;
    },
    close: () => db.close(),
  };
}
