/**
 * Account management's stores (src/domain/account/ports.ts) on one knex, with the sign-in
 * area's and the core's audit and context stores on the same knex, so one `transaction`
 * covers them all.
 */
import type { Knex } from 'knex';
import type { AccountStores } from '../../domain/account/ports.js';
import type { Database } from '../db.js';
import { AccountErasureRepository } from '../repositories/account-erasure-repository.js';
import { AccountIdentityLinksRepository } from '../repositories/account-identity-links-repository.js';
import { authStoresOn } from './auth-stores.js';
import { coreTransactionStores } from './core-stores.js';

/** The stores on `knex`: the database, or one transaction that every method then runs in. */
export function accountStoresOn(knex: Knex): AccountStores {
  const stores: AccountStores = {
    ...coreTransactionStores(knex),
    erasures: new AccountErasureRepository(knex),
    identityLinks: new AccountIdentityLinksRepository(knex),
    auth: authStoresOn(knex),
    // Inside a transaction, further work joins it.
    transaction: (work) => (knex.isTransaction ? work(stores) : knex.transaction((trx) => work(accountStoresOn(trx)))),
  };
  return stores;
}

export function createAccountStores(db: Database): AccountStores {
  return accountStoresOn(db.knex);
}
