/** KnexAuditRepository against the AuditStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeAuditStoreContract } from '../../testing/port-contracts/core/audit-store-contract.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { KnexAuditRepository } from './audit-repository.js';

describeAuditStoreContract(async () => {
  const db = await openTestDatabase();
  return {
    store: new KnexAuditRepository(db.knex),
    inTransaction: (work) => db.knex.transaction((trx) => work(new KnexAuditRepository(trx))),
    close: () => db.close(),
  };
});
