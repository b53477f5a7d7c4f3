/** KnexTelemetryRepository against the TelemetryRepository contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeTelemetryStoreContract } from '../../testing/port-contracts/core/telemetry-store-contract.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { KnexTelemetryRepository } from './telemetry-repository.js';

describeTelemetryStoreContract(async () => {
  const db = await openTestDatabase();
  return { store: new KnexTelemetryRepository(db.knex), close: () => db.close() };
});
