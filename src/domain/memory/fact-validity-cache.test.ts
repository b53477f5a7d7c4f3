/**
 * Fact validity held in process (fact-validity-cache.ts) over the real stores (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): recall reads no validity statement while no fact write
 * was issued, and a fact ended or deleted by any other path (the fact repository used directly,
 * a second service over the same store, a raw statement) reorders the next recall at once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withInteractionGraph } from '../graph/module.js';
import type { GraphService } from '../graph/graph-service.js';
import { createGraphStore } from '../../persistence/stores/graph-stores.js';
import { createFactStore } from '../../persistence/stores/learning-stores.js';
import { buildMemoryStack, localNs, type TestMemoryStack } from '../../testing/memory/memory-stack.js';
import { createLearning } from '../learning/module.js';
import type { LearningService } from '../learning/learning-service.js';
import { testTime } from '../../testing/time-budget.js';
import type { MemoryNamespace } from './types.js';

let stack: TestMemoryStack;
let graph: GraphService;
let learning: LearningService;
// One store for the file (a store per test cost its open and close three times); each test
// speaks for a person of its own, so no fact, memory or cached validity of one is another's.
let ns: MemoryNamespace;
let user: { contextId: string; userId: string };
let people = 0;

beforeAll(async () => {
  stack = await buildMemoryStack();
  learning = createLearning(stack.service, createFactStore(stack.db), { mode: 'rules' });
  graph = withInteractionGraph({ memories: stack.service } as Parameters<typeof withInteractionGraph>[0], createGraphStore(stack.db), learning).graph;
}, testTime(120_000));
afterAll(async () => stack?.close());
beforeEach(() => {
  ns = localNs({ userId: `dana-${++people}`, agentName: 'assistant' });
  user = { contextId: ns.contextId, userId: ns.userId };
});
afterEach(() => {
  vi.restoreAllMocks();
});

const say = (query: string, at: string) => graph.recordInteraction(ns, { user_id: ns.userId, query, response: 'I see.', occurred_at: at });
const recall = async (query: string) => (await stack.service.recall(ns, query, { k: 5, scope: 'all' })).map((h) => h.value);
const first = (values: string[], word: string) => values.findIndex((v) => v.includes(word));

/** Two allergies held side by side, the shellfish one first for a shellfish question. */
async function twoAllergies() {
  await say("I'm allergic to shellfish.", '2026-01-08T09:00:00Z');
  await say("I'm allergic to peanuts.", '2026-02-08T09:00:00Z');
  const facts = await learning.list(ns);
  const shellfish = facts.find((f) => f.object.toLowerCase().includes('shellfish'))!;
  const peanuts = facts.find((f) => f.object.toLowerCase().includes('peanut'))!;
  expect(shellfish.validUntil).toBeNull();
  expect(peanuts.validUntil).toBeNull();
  const before = await recall('is the user allergic to shellfish');
  expect(first(before, 'shellfish')).toBe(0);
  expect(first(before, 'peanut')).toBeGreaterThan(0);
  return { shellfish, peanuts };
}

describe('fact validity in recall', () => {
  it('reads no validity statement between fact writes on the embedded store, a write stating no fact included', async () => {
    await twoAllergies();
    const ofUser = vi.spyOn(stack.stores.validity, 'ofUser');
    const byIds = vi.spyOn(stack.stores.validity, 'validity');
    await recall('is the user allergic to shellfish');
    // A memory stating no fact changes no fact row (its write deletes none): the copy stays.
    await stack.service.upsert(ns, { key: 'room', value: 'Meeting notes: the projector in room 4 is broken.', scope: 'persistent' });
    await recall('what is the user allergic to');
    if (stack.db.kind === 'pglite') {
      expect(ofUser.mock.calls.length + byIds.mock.calls.length).toBe(0);
    } else {
      expect(byIds).toHaveBeenCalledTimes(2); // other nodes write: every recall asks
    }
  });

  it('a fact ended through the fact repository directly moves its memory down at the next recall', async () => {
    const { shellfish, peanuts } = await twoAllergies();
    await createFactStore(stack.db).end(user, [shellfish.id], '2026-03-01T00:00:00Z', peanuts.id);
    const after = await recall('is the user allergic to shellfish');
    expect(first(after, 'peanut')).toBe(0);
    expect(first(after, 'shellfish')).toBeGreaterThan(0);
  });

  it('a fact ended by another service over the same store, then reopened by a raw statement, is seen each time', async () => {
    const { shellfish, peanuts } = await twoAllergies();
    const other = await buildMemoryStack({ db: stack.db });
    try {
      // The other service recalls too: its own copy is loaded before the end.
      await other.service.recall(ns, 'is the user allergic to shellfish', { k: 5, scope: 'all' });
      await createFactStore(other.db).end(user, [shellfish.id], '2026-03-01T00:00:00Z', peanuts.id);
      const ended = await recall('is the user allergic to shellfish');
      expect(first(ended, 'shellfish')).toBeGreaterThan(0);
      await stack.db.knex('memory_facts').where({ id: shellfish.id }).update({ valid_until: null, superseded_by: null });
      const holdsAgain = await recall('is the user allergic to shellfish');
      expect(first(holdsAgain, 'shellfish')).toBe(0);
    } finally {
      await other.close();
    }
  });
});
