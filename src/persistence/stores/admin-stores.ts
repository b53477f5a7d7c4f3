/** The knex implementation of the administration area's stores (ports in src/domain/admin/ports.ts). */
import type { Knex } from 'knex';
import type { AdminStores } from '../../domain/admin/ports.js';
import type { Database } from '../db.js';
import { AdminDirectoryRepository } from '../repositories/admin-directory-repository.js';
import { KnexAuditRepository } from '../repositories/audit-repository.js';
import { SignupInvitesRepository } from '../repositories/signup-invites-repository.js';

/** The stores on one connection source: the pool, or a transaction (whose `transaction` nests as a savepoint). */
function adminStoresOn(knex: Knex): AdminStores {
  return {
    directory: new AdminDirectoryRepository(knex),
    invitations: new SignupInvitesRepository(knex),
    audit: new KnexAuditRepository(knex),
    transaction: (work) => knex.transaction((trx) => work(adminStoresOn(trx))),
  };
}

export function createAdminStores(db: Database): AdminStores {
  return adminStoresOn(db.knex);
}
