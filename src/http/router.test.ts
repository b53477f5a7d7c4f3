import { describe, expect, it } from 'vitest';
import { checkBindings, readNotImplementedBaseline } from './router.js';
import { registry } from './contract.js';
import { handlers } from './handlers/index.js';
import type { BoundHandlers } from './handler-types.js';

const noop = async () => ({ status: 204 });

describe('operation binding', () => {
  it('binds every operation of the spec to a handler or the not-implemented baseline', () => {
    expect(() => checkBindings(handlers, readNotImplementedBaseline())).not.toThrow();
  });

  it('refuses to start when an operation has neither a handler nor a baseline entry', () => {
    const [first, ...rest] = registry.map((o) => o.operationId);
    const bound: BoundHandlers = Object.fromEntries(rest.map((id) => [id, noop]));
    expect(() => checkBindings(bound, [])).toThrow(new RegExp(`operation ${first} has no handler`));
  });

  it('refuses a baseline entry for an operation that has a handler (the baseline only shrinks)', () => {
    const all: BoundHandlers = Object.fromEntries(registry.map((o) => [o.operationId, noop]));
    expect(() => checkBindings(all, [registry[0].operationId])).toThrow(/remove it from src\/http\/not-implemented.json/);
  });

  it('refuses handlers for operations the spec does not have', () => {
    const all: BoundHandlers = Object.fromEntries(registry.map((o) => [o.operationId, noop]));
    expect(() => checkBindings({ ...all, madeUpOperation: noop }, [])).toThrow(/handler madeUpOperation matches no operation/);
  });

  it('keeps the baseline sorted and free of duplicates', () => {
    const baseline = readNotImplementedBaseline();
    expect([...new Set(baseline)].sort()).toEqual(baseline);
  });
});
