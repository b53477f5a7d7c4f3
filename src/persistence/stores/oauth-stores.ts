/** The knex implementation of the OAuth area's stores (ports in src/domain/oauth/ports). */
import type { Knex } from 'knex';
import type { OAuthStores } from '../../domain/oauth/ports/index.js';
import type { Database } from '../db.js';
import { OAuthClientsRepository } from '../repositories/oauth-clients-repository.js';
import { OAuthDeviceCodesRepository } from '../repositories/oauth-device-codes-repository.js';
import { OAuthGrantsRepository } from '../repositories/oauth-grants-repository.js';
import { OAuthTokensRepository } from '../repositories/oauth-tokens-repository.js';

/** The stores on one connection source: the pool, or a transaction (whose `transaction` nests as a savepoint). */
function oauthStoresOn(knex: Knex): OAuthStores {
  return {
    clients: new OAuthClientsRepository(knex),
    tokens: new OAuthTokensRepository(knex),
    grants: new OAuthGrantsRepository(knex),
    deviceCodes: new OAuthDeviceCodesRepository(knex),
    transaction: (work) => knex.transaction((trx) => work(oauthStoresOn(trx))),
  };
}

export function createOAuthStores(db: Database): OAuthStores {
  return oauthStoresOn(db.knex);
}
