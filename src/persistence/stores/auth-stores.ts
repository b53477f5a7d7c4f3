/**
 * The sign-in area's stores (src/domain/auth/ports) on one knex: its repositories, the core's
 * audit and context stores, and `transaction`, which hands the work the same stores bound to
 * one transaction.
 */
import type { Knex } from 'knex';
import type { AuthStores } from '../../domain/auth/ports/index.js';
import type { Database } from '../db.js';
import { AuthAccountsRepository } from '../repositories/auth-accounts-repository.js';
import { AuthCredentialsRepository } from '../repositories/auth-credentials-repository.js';
import { AuthIdentitiesRepository } from '../repositories/auth-identities-repository.js';
import { AuthMailOutboxRepository } from '../repositories/auth-mail-outbox-repository.js';
import { AuthSessionsRepository } from '../repositories/auth-sessions-repository.js';
import { AuthThrottleRepository } from '../repositories/auth-throttle-repository.js';
import { PasskeyRepository } from '../repositories/passkey-repository.js';
import { SealedSecretsRepository } from '../repositories/sealed-secrets-repository.js';
import { coreTransactionStores } from './core-stores.js';

/** The stores on `knex`: the database, or one transaction that every method then runs in. */
export function authStoresOn(knex: Knex): AuthStores {
  const stores: AuthStores = {
    ...coreTransactionStores(knex),
    accounts: new AuthAccountsRepository(knex),
    credentials: new AuthCredentialsRepository(knex),
    identities: new AuthIdentitiesRepository(knex),
    sessions: new AuthSessionsRepository(knex),
    trustedClients: new AuthThrottleRepository(knex),
    mailOutbox: new AuthMailOutboxRepository(knex),
    passkeys: new PasskeyRepository(knex),
    sealedSecrets: new SealedSecretsRepository(knex),
    // Inside a transaction, further work joins it.
    transaction: (work) => (knex.isTransaction ? work(stores) : knex.transaction((trx) => work(authStoresOn(trx)))),
  };
  return stores;
}

export function createAuthStores(db: Database): AuthStores {
  return authStoresOn(db.knex);
}
