/**
 * Cache invalidation within one node (no Redis): changes reach this process at once and the
 * caches keep their short lifetimes. The Redis form is in invalidation-bus.redis.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LocalInvalidationBus } from './invalidation-bus.js';

describe('without Redis', () => {
  it('changes reach this process at once and caches keep their short lifetimes', () => {
    const local = new LocalInvalidationBus();
    let heard = 0;
    local.subscribe('api-keys', () => heard++);
    local.publish('api-keys');
    local.publish('context-roles');
    expect(heard).toBe(1);
    expect(local.cacheMs(1_000, 60_000)).toBe(1_000);
  });
});
