import { describe, expect, it } from 'vitest';
import { bundleSpec } from './bundle.js';
import { emitResponseValidators } from './emit-response-validators.js';
import { emitRequestValidators } from './emit-validators.js';
import { layoutFor } from './spec-files.js';
import { FIXTURE_ROOT, loadCommonJs } from './test-support.js';

type Fn = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string }> | null };
interface RequestModule {
  validators: Record<string, { bodyRequired: boolean; params?: Fn; query?: Fn; headers?: Fn; body?: Record<string, Fn> }>;
  bodyRequired: Record<string, boolean>;
}

const doc = bundleSpec(layoutFor(FIXTURE_ROOT));
const { validators, bodyRequired } = loadCommonJs<RequestModule>(emitRequestValidators(doc, 'test').js);

describe('generated request validators', () => {
  it('rejects a bad JSON body and reports where', () => {
    const validate = validators.createMemory!.body!['application/json']!;
    expect(validate({ key: 'k', value: 42, surprise: true })).toBe(false);
    const failures = validate.errors!.map((e) => `${e.instancePath}:${e.keyword}`);
    expect(failures).toContain('/value:type');
    expect(failures).toContain(':additionalProperties');
  });

  it('does not coerce JSON bodies but fills defaults', () => {
    const validate = validators.createMemory!.body!['application/json']!;
    expect(validate({ key: 'k', value: 'v', importance: '0.7' })).toBe(false);
    const body: Record<string, unknown> = { key: 'k', value: 'v' };
    expect(validate(body)).toBe(true);
    expect(body.importance).toBe(0.5);
  });

  it('coerces query strings to declared types, wraps array params and fills defaults', () => {
    const query: Record<string, unknown> = { limit: '25', tag: 'work', include_values: 'true' };
    expect(validators.listMemories!.query!(query)).toBe(true);
    expect(query).toEqual({ limit: 25, tag: ['work'], include_values: true });

    const empty: Record<string, unknown> = {};
    expect(validators.listMemories!.query!(empty)).toBe(true);
    expect(empty.limit).toBe(10);

    expect(validators.listMemories!.query!({ limit: 'ten' })).toBe(false);
    expect(validators.listMemories!.query!({ limit: '1000' })).toBe(false);
  });

  it('validates lower-cased declared headers and lets others through', () => {
    const headers = validators.listMemories!.headers!;
    expect(headers({ 'x-user-id': 'alice', 'x-trace': 'anything' })).toBe(true);
    expect(headers({ 'x-user-id': '' })).toBe(false);
  });

  it('validates form bodies with coercion and exposes bodyRequired', () => {
    const form = validators.authorizeDevice!.body!['application/x-www-form-urlencoded']!;
    expect(form({ client_id: 'cli' })).toBe(true);
    expect(form({ scope: 'memory:read' })).toBe(false);
    expect(Object.keys(validators.authorizeDevice!.body!).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(bodyRequired).toMatchObject({ authorizeDevice: true, createMemory: true, listMemories: false });
    expect(validators.getMemory!.params!({ key: 'abc' })).toBe(true);
    expect(validators.getMemory!.params!({ key: '' })).toBe(false);
  });
});

describe('generated response validators', () => {
  const { responseValidators } = loadCommonJs<{ responseValidators: Record<string, Record<string, Record<string, Fn>>> }>(
    emitResponseValidators(doc, 'test').js,
  );

  it('checks JSON response bodies per status and content type, recursively', () => {
    const ok = responseValidators.getMemory!['200']!['application/json']!;
    expect(ok({ key: 'a', value: 'b', created_at: '2024-01-01T00:00:00Z' })).toBe(true);
    expect(ok({ key: 'a', value: 'b', created_at: 'yesterday' })).toBe(false);
    expect(ok({ key: 'a', value: 'b', created_at: '2024-01-01T00:00:00Z', parent: { key: 'p' } })).toBe(false);
    expect(responseValidators.getMemory!['404']!['application/json']!({ code: 'MEMORY-001', message: 'x', request_id: 'r' })).toBe(true);
    expect(responseValidators.deleteMemory!['204']).toBeUndefined();
  });
});
