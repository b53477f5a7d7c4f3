/**
 * Synthetic memories and queries from a seeded PRNG. Memory `i` depends only on (seed, i),
 * so the bulk loader, the REST load and the GET benchmark agree on keys without sharing
 * state, and every run stores the same corpus.
 */
import { intBetween, mulberry32, pick, type Random } from './prng.js';
import {
  ACTIVITIES, ADJECTIVES, FEELINGS, FOODS, ITEMS, PEOPLE, PLACES, TIMES, TOPIC_TAGS, WORK_TOPICS,
} from './vocabulary.js';

export interface SyntheticMemory {
  key: string;
  value: string;
  tags: string[];
  importance: number;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const TEMPLATES: Array<(r: Random) => string> = [
  (r) => `${pick(r, PEOPLE)} ${pick(r, FEELINGS)} ${pick(r, FOODS)}, especially ${pick(r, TIMES)}.`,
  (r) => `${pick(r, PEOPLE)} is meeting ${pick(r, PEOPLE)} at ${pick(r, PLACES)} ${pick(r, TIMES)} to talk about ${pick(r, WORK_TOPICS)}.`,
  (r) => `${pick(r, PEOPLE)} started ${pick(r, ACTIVITIES)} ${pick(r, TIMES)} and wants to keep doing it at ${pick(r, PLACES)}.`,
  (r) => `The deadline for ${pick(r, WORK_TOPICS)} moved to ${pick(r, TIMES)}; ${pick(r, PEOPLE)} is responsible for it.`,
  (r) => `${pick(r, PEOPLE)} is planning a trip to ${pick(r, PLACES)} ${pick(r, TIMES)} and wants a ${pick(r, ADJECTIVES)} hotel.`,
  (r) => `${pick(r, PEOPLE)} bought ${pick(r, ITEMS)} ${pick(r, TIMES)} and ${pick(r, FEELINGS)} it.`,
  (r) => `Remind ${pick(r, PEOPLE)} to call ${pick(r, PEOPLE)} ${pick(r, TIMES)} about ${pick(r, WORK_TOPICS)}.`,
  (r) => `${pick(r, PEOPLE)} thinks ${pick(r, PLACES)} is too ${pick(r, ADJECTIVES)} for ${pick(r, ACTIVITIES)}.`,
  (r) => `For dinner ${pick(r, TIMES)}, ${pick(r, PEOPLE)} suggested ${pick(r, FOODS)} and ${pick(r, FOODS)}.`,
  (r) => `${pick(r, PEOPLE)} has been ${pick(r, ACTIVITIES)} with ${pick(r, PEOPLE)} ${pick(r, TIMES)} near ${pick(r, PLACES)}.`,
];

export function sentence(random: Random): string {
  return capitalise(pick(random, TEMPLATES)(random));
}

/** Memory number `index` of the corpus seeded with `seed`: one to three sentences. */
export function syntheticMemory(seed: number, index: number): SyntheticMemory {
  const random = mulberry32((seed * 1_000_003 + index) >>> 0);
  const sentences = intBetween(random, 1, 3);
  const parts: string[] = [];
  for (let i = 0; i < sentences; i++) parts.push(sentence(random));
  const tagCount = intBetween(random, 0, 3);
  const tags = new Set<string>();
  for (let i = 0; i < tagCount; i++) tags.add(pick(random, TOPIC_TAGS));
  return {
    key: memoryKey(index),
    value: parts.join(' '),
    tags: [...tags],
    importance: Math.round((0.1 + random() * 0.8) * 100) / 100,
  };
}

export function memoryKey(index: number): string {
  return `bench.note.${index}`;
}

const QUESTIONS: Array<(r: Random) => string> = [
  (r) => `What does ${pick(r, PEOPLE)} think about ${pick(r, FOODS)}?`,
  (r) => `When is the meeting about ${pick(r, WORK_TOPICS)}?`,
  (r) => `Who is travelling to ${pick(r, PLACES)} ${pick(r, TIMES)}?`,
  (r) => `Which hobbies like ${pick(r, ACTIVITIES)} does ${pick(r, PEOPLE)} have?`,
  (r) => `What did ${pick(r, PEOPLE)} buy recently, maybe ${pick(r, ITEMS)}?`,
  (r) => `Is ${pick(r, PEOPLE)} allergic to ${pick(r, FOODS)}?`,
  (r) => `Where does ${pick(r, PEOPLE)} go for ${pick(r, ACTIVITIES)}?`,
];

/** A natural-language recall query (varied, so the query-embedding cache rarely hits). */
export function recallQuery(random: Random): string {
  return pick(random, QUESTIONS)(random);
}

/** A short full-text query: one or two content words. */
export function searchQuery(random: Random): string {
  const lists = [FOODS, PLACES, ACTIVITIES, WORK_TOPICS, ITEMS] as const;
  const phrase = pick<string>(random, pick(random, lists)).replace(/^(the|a|an) /, '');
  const tokens = phrase.split(' ');
  return random() < 0.5 ? tokens[tokens.length - 1]! : tokens.slice(-2).join(' ');
}
