/** OAuthDeviceCodesRepository against the OAuthDeviceCodeStore contract, on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { describeOAuthDeviceCodeStoreContract } from '../../testing/port-contracts/oauth/device-code-store-contract.js';
import { openOAuthStoresFixture } from '../../testing/oauth/store-fixture.js';

describeOAuthDeviceCodeStoreContract(async () => {
  const f = await openOAuthStoresFixture();
  return { ...f, store: f.stores.deviceCodes };
});
