/** The database rate-limit store against the RateLimitStore contract (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeRateLimitStoreContract } from '../testing/port-contracts/core/rate-limit-store-contract.js';
import { databaseRateLimitStore } from './rate-limit-store.js';
import { openTestDatabase } from '../testing/test-database.js';

describeRateLimitStoreContract(async () => {
  const db = await openTestDatabase();
  return { store: databaseRateLimitStore(db.knex), close: () => db.close() };
});
