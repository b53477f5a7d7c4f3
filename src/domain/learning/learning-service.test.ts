/**
 * Learning end to end over the real stores (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * recorded interactions become facts of the user, newer facts supersede older ones (from
 * interactions and from stored memories), recall answers what holds now first and what held
 * at `as_of`, and learning can be off (server-wide and per context); erasing the user erases
 * what was learned.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withInteractionGraph } from '../graph/module.js';
import type { GraphService } from '../graph/graph-service.js';
import { createGraphStore } from '../../persistence/stores/graph-stores.js';
import { createFactStore } from '../../persistence/stores/learning-stores.js';
import { buildMemoryStack, localNs, type TestMemoryStack } from '../../testing/memory/memory-stack.js';
import { testTime } from '../../testing/time-budget.js';
import type { MemoryNamespace } from '../memory/types.js';
import { createLearning } from './module.js';
import type { LearningMode, LearningService } from './learning-service.js';
import type { FactStore } from './ports.js';
import { extractWithRules, mayStateFacts } from './rule-extractor.js';

let stack: TestMemoryStack;
let graph: GraphService;
let learning: LearningService;
let facts: FactStore;
// One store per describe; each test speaks for a person of its own, so what one learned is
// never in another's lists, and turns learning back on for the context when it ends.
let ns: MemoryNamespace;
let people = 0;

async function setUp(mode: LearningMode = 'rules') {
  stack = await buildMemoryStack();
  facts = createFactStore(stack.db);
  learning = createLearning(stack.service, facts, { mode });
  graph = withInteractionGraph({ memories: stack.service } as Parameters<typeof withInteractionGraph>[0], createGraphStore(stack.db), learning).graph;
}
const say = (query: string, at: string, response = 'I see.') => graph.recordInteraction(ns, { user_id: ns.userId, query, response, occurred_at: at });
const recall = async (query: string, asOf?: string) => (await stack.service.recall(ns, query, { k: 5, scope: 'all', ...(asOf ? { asOf } : {}) })).map((h) => h.value);

beforeEach(() => {
  ns = localNs({ userId: `dana-${++people}`, agentName: 'assistant' });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await learning?.setLearning(ns, true);
});
afterAll(async () => stack?.close());

describe('learning from interactions', () => {
  beforeAll(() => setUp(), testTime(120_000));
  afterAll(async () => stack.close());

  it('learns the user\'s durable statements with their provenance, not the assistant\'s words', async () => {
    const answer = await say('I just moved from Porto to Lisbon last week.', '2026-03-09T08:15:00Z', 'Congratulations! You should also visit Sintra, maybe move there one day.');
    expect(answer.learned).toEqual([{ key: expect.stringMatching(/^learned:home:lisbon:/), kind: 'home', fact: 'Home: lives in Lisbon (home city, where they live)' }]);
    const [fact] = await learning.list(ns);
    expect(fact).toMatchObject({
      attribute: 'home', object: 'Lisbon', origin: 'interaction', interactionId: expect.any(String), agentName: 'global',
      sentence: 'I just moved from Porto to Lisbon last week.', validFrom: '2026-03-02T00:00:00.000Z', validUntil: null,
    });
    expect((await stack.service.get({ ...ns, agentName: 'global' }, fact!.key)).tags).toEqual(['learned', 'fact:home']);
    expect((await say('What should I cook tonight?', '2026-03-10T18:00:00Z', 'You could make a vegan curry.')).learned).toEqual([]);
    expect(await learning.list(ns)).toHaveLength(1);
  });

  it('a newer fact supersedes the older one: recall answers the current one first, as_of what held then', async () => {
    await say("I'm a designer and I live in Porto.", '2026-01-08T09:00:00Z');
    const moved = await say('I moved to Lisbon.', '2026-03-09T08:00:00Z');
    const porto = (await learning.list(ns)).find((f) => f.object === 'Porto')!;
    const lisbon = (await learning.list(ns)).find((f) => f.object === 'Lisbon')!;
    expect(porto).toMatchObject({ validUntil: '2026-03-09T08:00:00.000Z', supersededBy: lisbon.id });
    expect(moved.learned[0]!.supersedes).toEqual([porto.key]);
    const now = await recall('where does the user live');
    expect(now[0]).toContain('Lisbon');
    expect(now.findIndex((v) => v.includes('Porto'))).toBeGreaterThan(0);
    const then = await recall('where does the user live', '2026-02-01T00:00:00Z');
    expect(then[0]).toContain('Porto');
    expect(then.some((v) => v.includes('Lisbon'))).toBe(false);
  });

  it('saying something is over ends it with no successor: recall ranks it after what holds, as_of before the end answers it', async () => {
    await say('I work as a nurse.', '2026-01-05T09:00:00Z');
    await say('I live in Leeds.', '2026-01-06T09:00:00Z');
    expect((await say("I'm leaving nursing for good.", '2026-03-10T09:00:00Z')).learned).toEqual([]);
    const nurse = (await learning.list(ns)).find((f) => f.object === 'nurse')!;
    expect(nurse).toMatchObject({ attribute: 'role', validUntil: '2026-03-10T09:00:00.000Z', supersededBy: null });
    expect((await learning.list(ns, { current: true })).map((f) => f.object)).toEqual(['Leeds']);
    const now = await recall('what does the user do for a living');
    expect(now.findIndex((v) => v.includes('nurse'))).toBeGreaterThan(now.findIndex((v) => v.includes('Leeds')));
    expect((await recall('what does the user do for a living', '2026-02-01T00:00:00Z'))[0]).toContain('nurse');
  });

  it('deleting a wrong fact makes the one it ended hold again; pinned facts are never superseded', async () => {
    await say('I live in Porto.', '2026-01-08T09:00:00Z');
    await say('I live in Braga now.', '2026-02-08T09:00:00Z');
    const braga = (await learning.list(ns)).find((f) => f.object === 'Braga')!;
    await learning.remove(ns, braga.id);
    const [porto] = await learning.list(ns);
    expect(porto).toMatchObject({ object: 'Porto', validUntil: null, supersededBy: null });
    await learning.fix(ns, porto!.id, { pinned: true });
    await say('I moved to Lisbon.', '2026-03-09T08:00:00Z');
    expect((await learning.list(ns, { current: true })).map((f) => f.object).sort()).toEqual(['Lisbon', 'Porto']);
  });

  it('a memory an agent stores under its own key supersedes an older one, unless it says supersede: false', async () => {
    const agent = { ...ns, agentName: 'notes' };
    await stack.service.upsert(agent, { key: 'team', value: 'Our team writes everything in Rust these days.', scope: 'persistent' });
    await stack.service.upsert(agent, { key: 'sprint-12', value: 'We dropped Rust for Go last sprint, hiring was too hard.', scope: 'persistent' });
    const hits = await stack.service.recall(agent, 'which programming language does the team use', { k: 5, scope: 'all' });
    expect(hits.map((h) => h.key)).toEqual(['sprint-12', 'team']);
    expect((await learning.list(ns)).find((f) => f.key === 'team')).toMatchObject({ origin: 'memory', supersededBy: expect.any(String) });
    await stack.service.upsert(agent, { key: 'idea', value: 'We use Kotlin for the prototype only.', scope: 'persistent', supersede: false } as never);
    expect((await learning.list(ns, { current: true })).map((f) => f.key).sort()).toEqual(['idea', 'sprint-12']);
  });

  it('a new memory that states no fact costs no fact statement; a replaced one that stops stating its fact loses it', async () => {
    const agent = { ...ns, agentName: 'notes' };
    const asked = (['learningSetting', 'forgetMemory', 'current', 'insert', 'settingAndCurrent'] as const).map((method) => vi.spyOn(facts, method));
    await stack.service.upsert(agent, { key: 'standup', value: 'Standup is at 10:30; Tom presents the roadmap.', scope: 'persistent' });
    expect(asked.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0, 0]);
    await stack.service.upsert(agent, { key: 'home', value: 'I live in Porto.', scope: 'persistent' });
    expect((await learning.list(ns)).map((f) => [f.key, f.object])).toEqual([['home', 'Porto']]);
    await stack.service.upsert(agent, { key: 'home', value: 'Standup is at 11:00.', scope: 'persistent' });
    expect(await learning.list(ns)).toEqual([]);
    await stack.service.upsert(agent, { key: 'home', value: 'I live in Lisbon.', scope: 'persistent' });
    await stack.service.update(agent, 'home', { value: 'Bring the slides.' });
    expect(await learning.list(ns)).toEqual([]);
  });

  it('a new memory whose text only looks like a statement, or that is stored where learning is off, costs no fact statement', async () => {
    const agent = { ...ns, agentName: 'notes' };
    const looksLikeAPlan = 'Mateo moved the meeting room.';
    expect(mayStateFacts(looksLikeAPlan)).toBe(true); // the pre-check lets it through...
    expect(extractWithRules(looksLikeAPlan, Date.now())).toEqual({ facts: [], endings: [] }); // ...and the rules find nothing
    const asked = (['learningSetting', 'forgetMemory', 'current', 'insert', 'settingAndCurrent'] as const).map((method) => vi.spyOn(facts, method));
    await stack.service.upsert(agent, { key: 'room', value: looksLikeAPlan, scope: 'persistent' });
    expect(asked.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0, 0]);
    await learning.setLearning(ns, false);
    await stack.service.upsert(agent, { key: 'home', value: 'I live in Porto.', scope: 'persistent' });
    expect(asked.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0, 1]);
    expect(await learning.list(ns)).toEqual([]);
  });

  it('a new memory that states a fact reads the setting and the current facts in one statement', async () => {
    const agent = { ...ns, agentName: 'notes' };
    await stack.service.upsert(agent, { key: 'home', value: 'I live in Porto.', scope: 'persistent' });
    const asked = (['learningSetting', 'forgetMemory', 'current', 'insert', 'settingAndCurrent', 'end'] as const).map((method) => vi.spyOn(facts, method));
    await stack.service.upsert(agent, { key: 'moved', value: 'I moved to Lisbon.', scope: 'persistent' });
    expect(asked.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 1, 1, 1]);
    expect((await learning.list(ns, { current: true })).map((f) => f.object)).toEqual(['Lisbon']);
  });

  it('settingAndCurrent answers what learningSetting and current answer', async () => {
    const fns = { contextId: ns.contextId, userId: ns.userId };
    const apart = async () => ({ learning: await facts.learningSetting(ns.contextId), current: await facts.current(fns) });
    expect(await facts.settingAndCurrent(fns)).toEqual(await apart()); // no facts yet
    const agent = { ...ns, agentName: 'notes' };
    await stack.service.upsert(agent, { key: 'home', value: 'I live in Porto and I work at Acme.', scope: 'persistent' });
    await stack.service.upsert(agent, { key: 'pet', value: 'I have a dog named Rex.', scope: 'persistent' });
    await stack.service.upsert(agent, { key: 'moved', value: 'I moved to Lisbon.', scope: 'persistent' });
    const both = await facts.settingAndCurrent(fns);
    expect(both.current.length).toBeGreaterThan(1);
    expect(both).toEqual(await apart());
    await learning.setLearning(ns, false);
    expect(await facts.settingAndCurrent(fns)).toEqual(await apart());
    expect((await facts.settingAndCurrent(fns)).learning).toBe(false);
  });

  it('a fact is stored in one statement, and comes back with its memory', async () => {
    const { memory } = await stack.service.upsert(ns, { key: 'plain', value: 'Plain words.', scope: 'persistent' });
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    stack.db.knex.on('query', listen);
    const stored = await facts.insert({
      memoryId: memory.id, contextId: ns.contextId, userId: ns.userId, subject: 'user', attribute: 'home', object: 'Porto', detail: null,
      sentence: 'I live in Porto.', origin: 'memory', interactionId: null, validFrom: '2026-01-08T09:00:00.000Z', validUntil: null, supersededBy: null,
    });
    stack.db.knex.off('query', listen);
    expect(statements).toHaveLength(1);
    expect(stored).toMatchObject({ memoryId: memory.id, object: 'Porto', key: 'plain', agentName: 'assistant', value: 'Plain words.', pinned: false, validUntil: null });
    expect(await facts.get(ns, stored.id)).toEqual(stored);
  });

  it('erasing the user erases what was learned from them', async () => {
    await say('I live in Porto.', '2026-01-08T09:00:00Z');
    await stack.stores.portability.erase({ contextId: ns.contextId, userId: ns.userId });
    expect(await learning.list(ns)).toEqual([]);
    expect(Number((await stack.db.knex('memory_facts').where({ user_id: ns.userId }).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('a context can turn learning off', async () => {
    await learning.setLearning(ns, false);
    expect((await say('I live in Porto.', '2026-01-08T09:00:00Z')).learned).toEqual([]);
    expect(await learning.list(ns)).toEqual([]);
    expect(await learning.learningState(ns)).toEqual({ learning: false, mode: 'rules' });
  });
});

describe('MEMORY_LEARNING=off', () => {
  beforeAll(() => setUp('off'), testTime(120_000));

  it('learns nothing and tracks no stored memory as a fact', async () => {
    expect((await say('I live in Porto.', '2026-01-08T09:00:00Z')).learned).toEqual([]);
    await stack.service.upsert(ns, { key: 'home', value: 'I live in Porto.', scope: 'persistent' });
    expect(await learning.list(ns)).toEqual([]);
  });
});
