import { describe, expect, it } from 'vitest';
import { withinMs } from './shutdown-deadline.js';

describe('withinMs', () => {
  it('says done for work that settles in time, whether it resolved or failed', async () => {
    expect(await withinMs(Promise.resolve(1), 1_000)).toBe('done');
    expect(await withinMs(Promise.reject(new Error('stop failed')), 1_000)).toBe('done');
  });

  it('says late for work that never settles, without waiting for it', async () => {
    const started = Date.now();
    expect(await withinMs(new Promise(() => undefined), 20)).toBe('late');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
