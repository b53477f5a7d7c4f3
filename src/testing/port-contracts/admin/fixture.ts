/** What every administration contract suite opens. */
import type { AdminStoresFixture } from '../../admin/store-fixture.js';

/** The port under test (`store`), the area's stores, and the fixture's back doors. */
export type AdminPortHarness<P> = AdminStoresFixture & { store: P };
export type OpenAdminPort<P> = () => Promise<AdminPortHarness<P>>;
