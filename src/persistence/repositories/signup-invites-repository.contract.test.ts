/** SignupInvitesRepository against the InvitationStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeInvitationStoreContract } from '../../testing/port-contracts/admin/invitation-store-contract.js';
import { openAdminStoresFixture } from '../../testing/admin/store-fixture.js';

describeInvitationStoreContract(async () => {
  const f = await openAdminStoresFixture();
  return { ...f, store: f.stores.invitations };
});
