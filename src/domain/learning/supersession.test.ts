/** How a new fact meets the known ones (rules in supersession.ts). */
import { describe, expect, it } from 'vitest';
import type { ExtractedFact } from './learned-fact.js';
import type { StoredFact } from './ports.js';
import { planSupersession } from './supersession.js';
import { extractWithRules } from './rule-extractor.js';

let n = 0;
function known(attribute: StoredFact['attribute'], object: string, validFrom: string, extra: Partial<StoredFact> = {}): StoredFact {
  n += 1;
  return {
    id: `f${n}`, memoryId: `m${n}`, contextId: 'c', userId: 'u', subject: 'user', attribute, object, detail: null, sentence: object, origin: 'interaction',
    interactionId: null, validFrom, validUntil: null, supersededBy: null, pinned: false, createdAt: validFrom, key: `k${n}`, agentName: 'global', value: object, ...extra,
  };
}
const said = (text: string, at: string) => extractWithRules(text, Date.parse(at));

describe('supersession', () => {
  it('a newer fact of a one-at-a-time kind ends the current one; the same fact again is a duplicate', () => {
    const porto = known('home', 'Porto', '2026-01-08T00:00:00Z');
    const move = said('I live in Lisbon now.', '2026-03-09T00:00:00Z');
    const plan = planSupersession(move.facts, move.endings, [porto]);
    expect(plan.ends).toEqual([{ known: porto, successor: 0, at: '2026-03-09T00:00:00.000Z' }]);
    const again = said('I live in Porto.', '2026-02-01T00:00:00Z');
    expect(planSupersession(again.facts, again.endings, [porto])).toMatchObject({ ends: [], facts: [{ duplicateOf: porto }] });
  });

  it('a fact told late but dated before the current one is stored as already ended', () => {
    const lisbon = known('home', 'Lisbon', '2026-03-02T00:00:00Z');
    const old: ExtractedFact = { subject: 'user', attribute: 'home', object: 'Porto', statement: 's', sentence: 'I lived in Porto', validFrom: '2026-01-01T00:00:00.000Z' };
    const plan = planSupersession([old], [], [lisbon]);
    expect(plan.ends).toEqual([]);
    expect(plan.facts[0]!.endedBy).toEqual({ fact: lisbon, at: lisbon.validFrom });
  });

  it('endings end what they name, with the sentence\'s fact of the same kind as successor', () => {
    const farfetch = known('employer', 'Farfetch', '2026-01-20T00:00:00Z');
    const designer = known('role', 'product designer', '2026-01-08T00:00:00Z');
    const left = said('I left Farfetch and started at Feedzai as a senior designer this month.', '2026-04-15T12:00:00Z');
    const plan = planSupersession(left.facts, left.endings, [farfetch, designer]);
    expect(plan.ends.map((e) => [e.known.object, plan.facts[e.successor!]!.fact.object])).toEqual([['Farfetch', 'Feedzai'], ['product designer', 'senior designer']]);
  });

  it('several-at-a-time kinds only change with a change word about the same thing; pinned facts never end', () => {
    const shellfish = known('allergy', 'shellfish', '2026-01-01T00:00:00Z');
    const nuts = said("I'm allergic to peanuts.", '2026-02-01T00:00:00Z');
    expect(planSupersession(nuts.facts, nuts.endings, [shellfish]).ends).toEqual([]);
    const pinned = known('home', 'Porto', '2026-01-08T00:00:00Z', { pinned: true });
    const move = said('I moved to Lisbon.', '2026-03-09T00:00:00Z');
    expect(planSupersession(move.facts, move.endings, [pinned]).ends).toEqual([]);
  });

  it('"switched to" takes the kind of what stopped, and is dropped when nothing stopped', () => {
    const painting = known('hobby', 'watercolour painting', '2026-03-10T00:00:00Z');
    const drinks = known('drinks', 'about four cups of coffee a day', '2026-01-15T00:00:00Z');
    const pottery = said("I've stopped painting and switched to pottery classes on Tuesdays.", '2026-05-12T00:00:00Z');
    const plan = planSupersession(pottery.facts, pottery.endings, [painting, drinks]);
    expect(plan.facts.map((p) => p.fact.attribute)).toEqual(['hobby']);
    expect(plan.ends.map((e) => e.known.object)).toEqual(['watercolour painting']);
    const tea = said('These days I prefer tea over coffee.', '2026-05-05T00:00:00Z');
    const teaPlan = planSupersession(tea.facts, tea.endings, [drinks]);
    expect(teaPlan.facts.map((p) => [p.fact.attribute, p.fact.object])).toEqual([['drinks', 'tea']]);
    expect(teaPlan.ends.map((e) => e.known.id)).toEqual([drinks.id]);
    expect(planSupersession(said('I switched to the day shift.', '2026-05-05T00:00:00Z').facts, [], []).facts).toEqual([]);
  });
});
