/** What every sign-in and account-management contract suite opens, and small helpers. */
import { randomBytes } from 'node:crypto';
import type { AuthStoresFixture } from '../../auth/store-fixture.js';

/** The port under test (`store`), the area's stores to set data up with, and the fixture's back doors. */
export type AuthPortHarness<P> = AuthStoresFixture & { store: P };
export type OpenAuthPort<P> = () => Promise<AuthPortHarness<P>>;

/** A random sha256-like hex value (token hashes). */
export const hash = () => randomBytes(32).toString('hex');
export const secondsFrom = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
