/** The offline learner reads first-person statements and leaves questions, requests, hedges and small talk alone. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractWithRules, mayStateFacts } from './rule-extractor.js';
import { storedStatement } from './learning-service.js';

const at = Date.parse('2026-03-09T08:15:00Z');
const facts = (text: string) => extractWithRules(text, at).facts.map((f) => [f.attribute, f.object]);

describe('rule extractor', () => {
  it('reads homes, work, supervisors, languages, diets, allergies and people from first-person statements', () => {
    expect(facts("Hi! I'm Dana, I'm a product designer living in Porto.")).toEqual([['name', 'Dana'], ['role', 'product designer'], ['home', 'Porto']]);
    expect(facts("I'm a backend engineer at Monzo in London.")).toEqual([['role', 'backend engineer'], ['employer', 'Monzo in London']]);
    expect(facts('Priya moved to another team, so now I report to Tom Becker.')).toEqual([['supervisor', 'Tom Becker']]);
    expect(facts('Keller left for industry, so Dr. Amara Osei took over as my advisor.')).toEqual([['supervisor', 'Dr. Amara Osei']]);
    expect(facts("We've rewritten the backend in TypeScript instead of Python.")).toEqual([['team_language', 'TypeScript']]);
    expect(facts("I've gone pescatarian: fish is fine but no meat.")).toEqual([['diet', 'pescatarian']]);
    expect(facts("I'm allergic to shellfish, so keep that in mind.")).toEqual([['allergy', 'shellfish']]);
    expect(facts("My mom's name is Haruko and she loves gardening.")).toEqual([['relation', 'Haruko']]);
    expect(facts('I joined a GP practice in Croydon, days only.')).toEqual([['employer', 'a GP practice in Croydon']]);
  });

  it('reads casual statements: a left-out "I", particles, apposition, a lead-in before a colon', () => {
    expect(facts('Relocated to Bristol over the summer, still unpacking.')).toEqual([['home', 'Bristol']]);
    expect(facts('got hired by Spotify, first day on Monday')).toEqual([['employer', 'Spotify']]);
    expect(facts('Starting as a data engineer at Klarna next week.')).toContainEqual(['employer', 'Klarna']);
    expect(facts('We packed up and moved over to Ghent!')).toEqual([['home', 'Ghent']]);
    expect(facts('My manager at Zalando is Petra Lang.')).toEqual([['supervisor', 'Petra Lang']]);
    expect(facts('Quick update: we migrated the services from Ruby to Elixir.')).toEqual([['team_language', 'Elixir']]);
    expect(facts('Our frontend is mostly TypeScript, sadly.')).toEqual([['team_language', 'TypeScript']]);
    expect(facts('Biscuit, our cat, hates the vet.')).toEqual([['pet', 'Biscuit']]);
    expect(facts("Morning! I'm a vegan and a nurse.")).not.toContainEqual(['name', 'Morning']);
    expect(facts("I'm a vegan.")).toEqual([['diet', 'vegan']]);
    expect(facts('I write firmware at Garmin these days.')).toEqual([['employer', 'Garmin']]);
    expect(facts("I've got a job coaching tennis at Queen's Club.").sort()).toEqual([['employer', "Queen's Club"], ['role', 'coaching tennis']]);
    expect(facts('I landed a position as a data engineer at Spotify.').sort()).toEqual([['employer', 'Spotify'], ['role', 'data engineer']]);
    expect(facts('About me: Priya, 34, structural engineer, two kids.')).toEqual([['name', 'Priya'], ['age', '34'], ['role', 'structural engineer']]);
    expect(facts('Yes: 3, 4, 5 are fine.')).toEqual([]);
    expect(extractWithRules('Lena and I broke up last spring.', at).endings.map((e) => e.object)).toEqual(['Lena']);
    expect(extractWithRules('The product launch got postponed to October 3.', at).facts).toMatchObject([{ attribute: 'plan', date: '2026-10-03' }]);
  });

  it('reads statements without a subject or a verb: "Allergic to peanuts", "Big fan of jazz", "Dana here"', () => {
    expect(facts('Allergic to peanuts.')).toEqual([['allergy', 'peanuts']]);
    expect(facts('Vegetarian, by the way.')).toEqual([['diet', 'vegetarian']]);
    expect(facts('Big fan of jazz.')).toEqual([['likes', 'jazz']]);
    expect(facts('Not a fan of cilantro.')).toEqual([['dislikes', 'cilantro']]);
    expect(facts('Originally from Porto, now in Berlin.')).toContainEqual(['hometown', 'Porto']);
    expect(facts('Dana here, nurse from Leeds.')).toContainEqual(['name', 'Dana']);
    for (const about of ['Vegetarian lasagna is great.', 'Allergic reactions are common.', 'Fan of the month: Joe.']) {
      expect(facts(about)).toEqual([]);
      expect(mayStateFacts(about)).toBe(false);
    }
    expect(mayStateFacts('Allergic to peanuts.')).toBe(true);
  });

  it('a stored note opening with "Update:" is the user\'s, one opening with a name is that speaker\'s', () => {
    const updated_at = '2026-03-15T10:45:00.000Z';
    expect(storedStatement({ value: 'Update: we switched to Go.', updated_at })).toMatchObject({ speaker: 'user', text: 'Update: we switched to Go.' });
    expect(storedStatement({ value: 'Caroline: I moved to Oslo.', updated_at })).toMatchObject({ speaker: 'caroline', text: 'I moved to Oslo.' });
    expect(storedStatement({ value: 'I moved to Oslo.', updated_at }, '2026-01-02T00:00:00Z').saidAt).toBe(Date.parse('2026-01-02T00:00:00Z'));
  });

  it('reads likes and constraints said in idioms; what is avoided for health is an allergy', () => {
    expect(facts('Peanuts are a no-go for me, I carry an EpiPen.')).toEqual([['allergy', 'Peanuts']]);
    expect(facts('Honestly cilantro is a hard no.')).toEqual([['dislikes', 'cilantro']]);
    expect(facts("dairy doesn't agree with me")).toEqual([['allergy', 'dairy']]);
    expect(facts('Gluten gives me a rash.')).toEqual([['allergy', 'Gluten']]);
    expect(facts('I steer clear of red meat.')).toEqual([['dislikes', 'red meat']]);
    expect(facts("I'm not a fan of horror films.")).toEqual([['dislikes', 'horror films']]);
    expect(facts("I'm a sucker for spicy ramen.")).toEqual([['likes', 'spicy ramen']]);
    expect(facts('Bouldering is my thing these days.')).toEqual([['likes', 'Bouldering']]);
    for (const text of ['That is a no-go.', 'Is sushi a no-go for you?', 'The trip is off the table.', 'Maybe gluten is not for me.']) expect(facts(text), text).toEqual([]);
  });

  it('reads names written in lower case: a writer without capitals, and titles', () => {
    expect(facts("my manager is julien roux, he's very calm.")).toEqual([['supervisor', 'Julien Roux']]);
    expect(facts('my sister aiko is visiting next weekend')).toEqual([['relation', 'Aiko']]);
    expect(facts('i live in lyon and i work at michelin.')).toEqual([['home', 'Lyon'], ['employer', 'Michelin']]);
    expect(facts('My supervisor is prof. de Vries.')).toEqual([['supervisor', 'Prof. de Vries']]);
    expect(extractWithRules('julien left the company.', at).endings.map((e) => e.object)).toEqual(['Julien']);
    const handover = extractWithRules('okonkwo left for industry, so dr. van Dijk took me on.', at);
    expect([handover.endings.map((e) => e.object), handover.facts.map((f) => [f.attribute, f.object])]).toEqual([['Okonkwo'], [['supervisor', 'Dr. van Dijk']]]);
    // A writer who uses capitals is taken at their word.
    expect(facts('I live in a small flat.')).toEqual([]);
  });

  it('learns nothing from questions, requests, hedges and small talk', () => {
    for (const text of ['Should I move to Berlin?', 'Can you suggest a vegan lasagna recipe?', 'Please write me a cover letter for a consulting job.',
      "We're thinking about moving to Denver, what do you think?", 'Maybe I should work at Google.', 'Thanks, that was delicious!', 'lol', 'Good night!']) {
      expect(extractWithRules(text, at), text).toEqual({ facts: [], endings: [] });
    }
  });

  it('says what ended and what it was replaced by', () => {
    const moved = extractWithRules('Big news: I just moved from Porto to Lisbon last week.', at);
    expect(moved.facts).toMatchObject([{ attribute: 'home', object: 'Lisbon', replaces: 'Porto' }]);
    const left = extractWithRules('I left Farfetch and started at Feedzai as a senior designer this month.', at);
    expect(left.facts.map((f) => f.object)).toEqual(['Feedzai', 'senior designer']);
    expect(left.endings.map((e) => e.object)).toEqual(['Farfetch']);
    expect(extractWithRules("I signed a contract with Studio Ghibli, so I'm no longer freelance.", at).endings.map((e) => e.object)).toEqual(['freelance']);
  });

  it('resolves dates against when the interaction happened', () => {
    // "last week" before Monday 9 March 2026 is the week of 2 March: the move started then.
    expect(extractWithRules('I just moved to Lisbon last week.', at).facts[0]!.validFrom).toBe('2026-03-02T00:00:00.000Z');
    const plan = extractWithRules('My partner Miguel and I are flying to Tokyo on June 12.', at).facts.find((f) => f.attribute === 'plan')!;
    expect(plan.date).toBe('2026-06-12');
    // A day already past this year is next year's.
    expect(extractWithRules('We are flying to Oslo on February 2nd.', at).facts[0]!.date).toBe('2027-02-02');
  });

  it('the pre-check passes every text the rules learn from, and spares notes that state nothing', () => {
    const texts = ['personas.json', 'held-out.json'].flatMap((file) => {
      const set = JSON.parse(readFileSync(new URL(`../../../bench/eval/learning/${file}`, import.meta.url), 'utf8')) as {
        personas: Array<{ turns: Array<{ user: string; assistant: string }> }>;
      };
      return set.personas.flatMap((p) => p.turns.flatMap((t) => [t.user, t.assistant, `${t.user}\n${t.assistant}`]));
    });
    let learned = 0;
    for (const text of texts) {
      const read = extractWithRules(text, at);
      if (read.facts.length + read.endings.length === 0) continue;
      learned++;
      expect(mayStateFacts(text), text).toBe(true);
    }
    expect(learned).toBeGreaterThan(50);
    // Sentences that start after a question or a line break, where the name pattern's anchors hold.
    for (const text of ['Who am I? I am Dana.', 'Is it over? Priya moved to another team.']) {
      expect(extractWithRules(text, at).facts.length + extractWithRules(text, at).endings.length, text).toBeGreaterThan(0);
      expect(mayStateFacts(text), text).toBe(true);
    }
    // Names in lower case are read with capitals, in ASCII text and elsewhere.
    for (const text of ['tom becker is my new manager.', 'łukasz nowak is my new manager.']) {
      expect(extractWithRules(text, at).facts.map((f) => f.attribute), text).toEqual(['supervisor']);
      expect(mayStateFacts(text), text).toBe(true);
    }
    // ("moved" alone is a plan's change word, so a note saying a date moved is read in full.)
    for (const text of ['Dana is meeting Tom at the cafe tomorrow to talk about the budget.', 'The deadline for the report is Friday; Ana is responsible for it.',
      'Remind Tom to call Priya next week about the launch.', 'Thanks, that was delicious!']) {
      expect(mayStateFacts(text), text).toBe(false);
    }
  });
});
