/**
 * The learning evaluation set (personas.json beside this file): people telling an assistant
 * about themselves over months, with changes of home, employer, team language, supervisor,
 * diet, relations, preferences, allergies and dated plans, mixed with questions, small talk
 * and the assistant's suggestions (which must not be learned).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export interface EvalTurn { at: string; user: string; assistant: string }

export interface EvalQuestion {
  kind: string;
  q: string;
  /** Any of these in a hit's value answers the question (true now, or at `as_of`). */
  answer: string[];
  /** Answers that were true once and were superseded (for as_of questions: not yet true). */
  stale?: string[];
  /** Answers only suggested by the assistant or asked about, never true. */
  wrong?: string[];
  /** The question asks what was true at this time. */
  as_of?: string;
}

export interface Persona { user_id: string; turns: EvalTurn[]; questions: EvalQuestion[] }

export const DEFAULT_SET = fileURLToPath(new URL('./personas.json', import.meta.url));
/** Written apart and never used to tune the rules: other people, another voice, other phrasings. */
export const HELD_OUT_SET = fileURLToPath(new URL('./held-out.json', import.meta.url));

export async function loadPersonas(file = DEFAULT_SET): Promise<Persona[]> {
  const data = JSON.parse(await readFile(file, 'utf8')) as { personas: Persona[] };
  return data.personas;
}

/** Whether `text` names `answer`: whole words, case-insensitive (case-sensitive for short answers such as "Go"). */
export function mentions(text: string, answer: string): boolean {
  const escaped = answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, answer.length <= 3 ? 'u' : 'iu').test(text);
}
