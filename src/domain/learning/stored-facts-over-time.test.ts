/**
 * Facts an agent stores, placed in time (PGlite, or PostgreSQL with TEST_DATABASE_URL): a
 * stored memory's facts hold from when it was stored, or from the `occurred_at` its writer
 * gives, until a newer fact about the same thing supersedes them; `as_of` recall between the
 * two answers the older one, after both the newer one, whichever order they were stored in.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFactStore } from '../../persistence/stores/learning-stores.js';
import { buildMemoryStack, localNs, type TestMemoryStack } from '../../testing/memory/memory-stack.js';
import { testTime } from '../../testing/time-budget.js';
import type { MemoryNamespace } from '../memory/types.js';
import { createLearning } from './module.js';
import type { LearningService } from './learning-service.js';

let stack: TestMemoryStack;
let learning: LearningService;
// One store for the file (a store per test cost its open and close three times); each test
// speaks for a person of its own, so what one stored is never in another's recall or facts.
let ns: MemoryNamespace;
let people = 0;
const recall = async (query: string, asOf?: string) => (await stack.service.recall(ns, query, { k: 5, scope: 'all', ...(asOf ? { asOf } : {}) })).map((h) => h.value);
const midway = (a: string, b: string) => new Date((Date.parse(a) + Date.parse(b)) / 2).toISOString();

beforeAll(async () => {
  stack = await buildMemoryStack();
  learning = createLearning(stack.service, createFactStore(stack.db), { mode: 'rules' });
}, testTime(120_000));
afterAll(async () => stack?.close());
beforeEach(() => {
  ns = localNs({ userId: `ines-${++people}`, agentName: 'notes' });
});

describe('as_of over memories stored by agents', () => {
  it('holds from when it was stored until a newer fact about the same thing supersedes it', async () => {
    const first = await stack.service.upsert(ns, { key: 'home', value: 'I live in Porto.', scope: 'persistent' });
    await sleep(20);
    const second = await stack.service.upsert(ns, { key: 'move', value: 'I moved to Lisbon.', scope: 'persistent' });
    const porto = (await learning.list(ns)).find((f) => f.object === 'Porto')!;
    expect(porto).toMatchObject({ validFrom: first.memory.updated_at, validUntil: second.memory.updated_at });

    const between = await recall('where does the user live', midway(first.memory.updated_at, second.memory.updated_at));
    expect(between[0]).toContain('Porto');
    expect(between.some((v) => v.includes('Lisbon'))).toBe(false);
    expect((await recall('where does the user live', new Date().toISOString()))[0]).toContain('Lisbon');
    expect((await recall('where does the user live'))[0]).toContain('Lisbon');
    // Before the first was stored neither held.
    expect(await recall('where does the user live', new Date(Date.parse(first.memory.updated_at) - 60_000).toISOString())).toEqual([]);
  });

  it('holds from the occurred_at its writer gives, even when stored after the newer fact', async () => {
    await stack.service.upsert(ns, { key: 'job-2', value: 'I left Farfetch and started at Feedzai as a designer.', scope: 'persistent', occurred_at: '2026-04-15T12:00:00Z' });
    await stack.service.upsert(ns, { key: 'job-1', value: 'I work at Farfetch on the checkout team.', scope: 'persistent', occurred_at: '2026-01-20T18:40:00Z' });
    const facts = await learning.list(ns);
    const feedzai = facts.find((f) => f.object.includes('Feedzai'))!;
    expect(facts.find((f) => f.object.includes('Farfetch'))).toMatchObject({
      validFrom: '2026-01-20T18:40:00.000Z', validUntil: '2026-04-15T12:00:00.000Z', supersededBy: feedzai.id,
    });
    expect(feedzai).toMatchObject({ validFrom: '2026-04-15T12:00:00.000Z', validUntil: null });

    const february = await recall('which company does the user work for', '2026-02-15T00:00:00Z');
    expect(february[0]).toContain('Farfetch');
    expect(february.some((v) => v.includes('Feedzai'))).toBe(false);
    expect((await recall('which company does the user work for', '2026-05-01T00:00:00Z'))[0]).toContain('Feedzai');
    expect((await recall('which company does the user work for'))[0]).toContain('Feedzai');
  });

  it('a replaced value is placed at the occurred_at of the update (memory_store on an existing key)', async () => {
    await stack.service.upsert(ns, { key: 'diet', value: "I'm vegetarian.", scope: 'persistent', occurred_at: '2026-01-05T10:00:00Z' });
    await stack.service.upsert(ns, { key: 'diet-2', value: "I've gone pescatarian.", scope: 'persistent', occurred_at: '2026-03-01T10:00:00Z' });
    await stack.service.update(ns, 'diet-2', { value: "I've gone pescatarian since March." }, { occurred_at: '2026-03-02T10:00:00Z' });
    const facts = await learning.list(ns);
    expect(facts.find((f) => f.object === 'pescatarian')).toMatchObject({ validFrom: '2026-03-02T10:00:00.000Z', validUntil: null });
    expect((await recall('what diet does the user follow', '2026-02-01T00:00:00Z'))[0]).toContain('vegetarian');
    expect((await recall('what diet does the user follow'))[0]).toContain('pescatarian');
  });
});
