/** What every memory contract suite opens: the port under test, the other stores to set data up with, and the fixture's back doors. */
import type { MemoryStoresFixture } from '../../memory/store-fixture.js';
import type { MemoryWrite, NamespaceRef } from '../../../domain/memory/ports.js';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';

export type PortFixture<P> = MemoryStoresFixture & { store: P };
export type OpenPort<P> = () => Promise<PortFixture<P>>;

let n = 0;
/** A namespace no other test uses (the local context always exists). */
export const freshNs = (agentName = 'global'): NamespaceRef => ({ contextId: LOCAL_CONTEXT_ID, userId: `contract-user-${process.pid}-${++n}-${Date.now()}`, agentName });

export const write = (key: string, extra: Partial<MemoryWrite> = {}): MemoryWrite => ({
  key, value: `value of ${key}`, scope: 'persistent', tags: [], importance: 0.5, metadata: {}, ...extra,
});

export const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
