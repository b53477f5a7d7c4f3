/** Statements that something is over end the current fact they name, with or without a successor. */
import { describe, expect, it } from 'vitest';
import type { StoredFact } from './ports.js';
import { extractWithRules, mayStateFacts } from './rule-extractor.js';
import { planSupersession } from './supersession.js';

let n = 0;
function known(attribute: StoredFact['attribute'], object: string, validFrom = '2026-01-01T00:00:00Z', extra: Partial<StoredFact> = {}): StoredFact {
  n += 1;
  return {
    id: `f${n}`, memoryId: `m${n}`, contextId: 'c', userId: 'u', subject: 'user', attribute, object, detail: null, sentence: object, origin: 'interaction',
    interactionId: null, validFrom, validUntil: null, supersededBy: null, pinned: false, createdAt: validFrom, key: `k${n}`, agentName: 'global', value: object, ...extra,
  };
}
const at = '2026-04-10T12:00:00Z';
const said = (text: string) => extractWithRules(text, Date.parse(at));
/** The known facts a message ends, with their successor's object (null: ended by the statement alone). */
function ended(text: string, facts: StoredFact[]): Array<[string, string | null]> {
  const read = said(text);
  const plan = planSupersession(read.facts, read.endings, facts);
  return plan.ends.map((e) => [e.known.object, e.successor === null ? null : plan.facts[e.successor]!.fact.object]);
}

describe('endings', () => {
  it('leaving, quitting, retiring and "no longer" end the current fact they name, in any form of its word', () => {
    const nurse = known('role', 'nurse');
    expect(ended("I'm leaving nursing.", [nurse])).toEqual([['nurse', null]]);
    expect(ended('I quit nursing last month.', [nurse])).toEqual([['nurse', null]]);
    expect(ended('I no longer work as a nurse.', [nurse])).toEqual([['nurse', null]]);
    const monzo = known('employer', 'Monzo in London');
    // Retiring is also the new occupation: it follows the job it ended.
    expect(ended('I retired from Monzo in March.', [monzo])).toEqual([['Monzo in London', 'retired (from Monzo in March)']]);
    expect(ended("I don't work at Monzo anymore.", [monzo])).toEqual([['Monzo in London', null]]);
    expect(ended('I no longer work at Monzo.', [monzo])).toEqual([['Monzo in London', null]]);
    expect(ended("I'm not a vegetarian anymore.", [known('diet', 'vegetarian')])).toEqual([['vegetarian', null]]);
    expect(ended('We stopped using Rust.', [known('team_language', 'Rust')])).toEqual([['Rust', null]]);
    expect(ended('We moved out of Brixton.', [known('home', 'Brixton')])).toEqual([['Brixton', null]]);
    expect(ended("I've given up running.", [known('hobby', 'running')])).toEqual([['running', null]]);
  });

  it('an ending that names only a kind ends the current fact of that kind', () => {
    const monzo = known('employer', 'Monzo');
    expect(ended('I quit my job.', [monzo, known('home', 'Leeds')])).toEqual([['Monzo', null]]);
    expect(ended('Bad news, I got laid off on Friday.', [monzo])).toEqual([['Monzo', null]]);
    expect(ended("I've retired!", [monzo])).toEqual([['Monzo', 'retired']]);
    // A fact that only started after the ending was said is not what it ended.
    expect(ended('I quit my job.', [known('employer', 'Monzo', '2026-05-01T00:00:00Z')])).toEqual([]);
  });

  it('the new fact of the same kind in the sentence is the successor', () => {
    const monzo = known('employer', 'Monzo');
    expect(ended('I left Monzo and joined Revolut.', [monzo])).toEqual([['Monzo', 'Revolut']]);
    const coffee = known('drinks', 'coffee');
    const read = said("I quit coffee, it's green tea only for me now.");
    const plan = planSupersession(read.facts, read.endings, [coffee]);
    expect(plan.facts.map((p) => [p.fact.attribute, p.fact.object])).toEqual([['drinks', 'green tea']]);
    expect(plan.ends.map((e) => e.known.object)).toEqual(['coffee']);
    const swap = said('I swapped coffee for matcha.');
    expect(planSupersession(swap.facts, swap.endings, [coffee]).facts.map((p) => [p.fact.attribute, p.fact.object])).toEqual([['drinks', 'matcha']]);
    // With nothing known that it replaces, "for …" teaches nothing.
    expect(planSupersession(said('I left London for Berlin.').facts, said('I left London for Berlin.').endings, []).facts).toEqual([]);
  });

  it('trips, errands, hedges and other people are not endings', () => {
    const home = known('home', 'London');
    for (const text of ["I'm leaving London for the weekend.", 'I left work early today.', "I'm leaving for the airport at 6.",
      'Maybe I should quit nursing.', "I'm thinking about leaving nursing.", 'If I left London I would miss it.']) {
      expect(ended(text, [home, known('role', 'nurse'), known('employer', 'Monzo')]), text).toEqual([]);
    }
  });

  it('the pre-check lets every ending through', () => {
    for (const text of ["I'm leaving nursing.", 'I quit my job.', 'i got laid off', "we've stopped using rust", "I'm not vegan anymore"]) {
      expect(said(text).endings.length, text).toBeGreaterThan(0);
      expect(mayStateFacts(text), text).toBe(true);
    }
  });
});
