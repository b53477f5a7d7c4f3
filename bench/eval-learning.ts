/**
 * Learning eval (bench/eval/learning): does memory keep up with what people tell it?
 *
 *   npm run eval:learning                 both paths, on the project's set (bench/eval/learning/personas.json)
 *                                         and on the held-out set (held-out.json: never used to tune the rules)
 *   npm run eval:learning -- --set FILE   one set of the same shape only
 *   npm run eval:learning -- --json       also print the rows as JSON
 *   npm run eval:learning -- --misses     also print each question not answered first, with its top 3
 *   npm run eval:learning -- --path stored   one path only (interactions or stored)
 *
 * Two paths over fresh stores, per persona in time order:
 *   interactions  every turn recorded with memory_record_interaction's service call (with its time)
 *   stored        an agent stores every user turn as a persistent memory under its own key, with
 *                 the turn's time as occurred_at
 * then each question is asked with recall (k = 5; as_of where the question has it), and the
 * answer judged by the values returned (eval/learning/metrics.ts). MEMORY_LEARNING and the
 * embedding settings come from the environment, as for the server.
 */
import { loadPersonas, DEFAULT_SET, HELD_OUT_SET, type Persona } from './eval/learning/dataset.js';
import { judge, markdown, table, type Judged } from './eval/learning/metrics.js';
import { buildLearningStack, type LearningStack } from './eval/learning/stack.js';

const setArg = process.argv.indexOf('--set');
const sets = setArg > 0 ? [{ name: 'set', file: process.argv[setArg + 1]! }] : [{ name: 'project set', file: DEFAULT_SET }, { name: 'held-out set', file: HELD_OUT_SET }];
const started = Date.now();

type Path = 'interactions' | 'stored';

async function load(stack: LearningStack, persona: Persona, path: Path): Promise<void> {
  const ns = stack.ns(persona.user_id);
  for (const [i, turn] of persona.turns.entries()) {
    if (path === 'interactions') {
      await stack.graph.recordInteraction(ns, { user_id: persona.user_id, query: turn.user, response: turn.assistant, occurred_at: turn.at } as Parameters<typeof stack.graph.recordInteraction>[1]);
    } else {
      await stack.memories.upsert(ns, { key: `note-${i + 1}`, value: turn.user, scope: 'persistent', occurred_at: turn.at });
    }
  }
  await stack.memories.drainEmbeddings();
}

async function ask(stack: LearningStack, persona: Persona): Promise<Judged[]> {
  const out: Judged[] = [];
  for (const q of persona.questions) {
    const options = { k: 5, scope: 'all' as const, ...(q.as_of ? { asOf: q.as_of } : {}) };
    const hits = await stack.memories.recall(stack.ns(persona.user_id), q.q, options);
    const judged = judge(q, hits.map((h) => h.value));
    if (!judged.hit1 && process.argv.includes('--misses')) {
      console.log(`MISS [${persona.user_id}] ${q.q} (want ${q.answer.join('|')})\n${hits.slice(0, 3).map((h) => `    ${h.score.toFixed(3)} ${h.value.slice(0, 150)}`).join('\n')}`);
    }
    out.push(judged);
  }
  return out;
}

const rows: Record<string, Record<string, unknown>> = {};
const pathArg = process.argv.indexOf('--path');
const paths = pathArg > 0 ? [process.argv[pathArg + 1] as Path] : (['interactions', 'stored'] as const);
for (const set of sets) {
  const personas = await loadPersonas(set.file);
  const sections: string[] = [];
  rows[set.name] = {};
  for (const path of paths) {
    const stack = await buildLearningStack();
    const judged: Judged[] = [];
    try {
      for (const persona of personas) {
        await load(stack, persona, path);
        judged.push(...await ask(stack, persona));
      }
    } finally {
      await stack.close();
    }
    const t = table(judged);
    rows[set.name]![path] = t;
    sections.push(markdown(`${set.name}: ${path === 'interactions' ? 'after recording the turns as interactions' : 'turns stored by an agent (memory_store under its own keys, with occurred_at)'}`, t));
  }
  const turns = personas.reduce((n, p) => n + p.turns.length, 0);
  const questions = personas.reduce((n, p) => n + p.questions.length, 0);
  console.log(`## Learning eval, ${set.name} (${set.file}): ${personas.length} personas, ${turns} turns, ${questions} questions; MEMORY_LEARNING=${process.env.MEMORY_LEARNING ?? '(default)'}\n`);
  console.log(`${sections.join('\n\n')}\n`);
}
if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(0);
