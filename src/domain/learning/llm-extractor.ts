/**
 * MEMORY_LEARNING=llm: the model at LLM_BASE_URL reads the user's message (never the
 * assistant's) and answers one JSON object of the schema below; an answer that is not exactly
 * that, or a failing model, falls back to the offline rules. Only the user's message and its
 * date leave the machine, and only in this mode.
 */
import type { LlmClient } from '../llm/chat-client.js';
import { parseJsonObject } from '../llm/json-answer.js';
import { ATTRIBUTES, isAttribute } from './attributes.js';
import type { Extraction, ExtractedFact } from './learned-fact.js';
import { extractWithRules } from './rule-extractor.js';

export const EXTRACTION_SCHEMA = {
  type: 'object',
  required: ['facts', 'endings'],
  additionalProperties: false,
  properties: {
    facts: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['attribute', 'object', 'sentence'],
        additionalProperties: false,
        properties: {
          attribute: { enum: Object.keys(ATTRIBUTES) },
          object: { type: 'string', maxLength: 200, description: 'what the fact says, e.g. the city, the company, the name' },
          detail: { type: 'string', maxLength: 60, description: 'role word or category, e.g. sister, manager, cuisine' },
          sentence: { type: 'string', maxLength: 400, description: "the user's sentence, verbatim" },
          date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'the day of a plan or birthday, resolved against the message date' },
          replaces: { type: 'string', maxLength: 200, description: 'what this fact says is no longer so' },
        },
      },
    },
    endings: {
      type: 'array',
      maxItems: 20,
      items: { type: 'object', required: ['object', 'sentence'], additionalProperties: false, properties: { object: { type: 'string', maxLength: 200 }, sentence: { type: 'string', maxLength: 400 } } },
    },
  },
} as const;

const SYSTEM = [
  'You extract durable facts a user states about themselves (home, work, role, studies, team programming language, supervisor, diet, allergies,',
  'partner, family, pets, likes, dislikes, favourites, hobbies, dated plans) from ONE user message.',
  'Only first-person statements of the user count. Ignore questions, requests, small talk, hypotheticals and anything the assistant said or suggested.',
  'List as endings what the user says is no longer so (a job left, a city moved out of, a hobby stopped).',
  `Answer with one JSON object and nothing else, matching this JSON Schema: ${JSON.stringify(EXTRACTION_SCHEMA)}`,
].join(' ');

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** The model's answer as an Extraction, or null when it does not follow the schema. */
export function readModelAnswer(answer: Record<string, unknown>, userText: string, saidAt: number): Extraction | null {
  if (!Array.isArray(answer.facts) || !Array.isArray(answer.endings)) return null;
  const at = new Date(saidAt).toISOString();
  const facts: ExtractedFact[] = [];
  for (const raw of answer.facts.slice(0, 20) as Array<Record<string, unknown>>) {
    const attribute = raw && typeof raw === 'object' ? String(raw.attribute) : '';
    const object = text(raw?.object, 200);
    const sentence = text(raw?.sentence, 400);
    if (!isAttribute(attribute) || !object || !sentence) return null;
    // The sentence must be the user's own words, not the model's paraphrase or the assistant's.
    if (!userText.includes(sentence)) continue;
    const date = typeof raw.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.date) ? raw.date : undefined;
    const detail = text(raw.detail, 60) ?? date ?? undefined;
    const replaces = text(raw.replaces, 200) ?? undefined;
    facts.push({
      subject: 'user', attribute, object, ...(detail ? { detail } : {}), ...(date ? { date } : {}), ...(replaces ? { replaces } : {}),
      statement: ATTRIBUTES[attribute].statement(object, detail), sentence, validFrom: at,
    });
  }
  const endings = (answer.endings.slice(0, 20) as Array<Record<string, unknown>>).flatMap((e) => {
    const object = text(e?.object, 200);
    const sentence = text(e?.sentence, 400);
    return object && sentence && userText.includes(sentence) ? [{ object, sentence, at }] : [];
  });
  return { facts, endings };
}

export async function extractWithModel(llm: LlmClient, userText: string, saidAt: number, onFallback?: (reason: unknown) => void): Promise<Extraction> {
  try {
    const answer = await llm.complete({
      messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content: `Message date: ${new Date(saidAt).toISOString()}\nUser message:\n${userText.slice(0, 8_000)}` }],
      maxTokens: 800,
      temperature: 0,
    });
    const parsed = parseJsonObject(answer.text);
    const read = parsed ? readModelAnswer(parsed, userText, saidAt) : null;
    if (read) return read;
    onFallback?.(new Error('the model did not answer the extraction schema'));
  } catch (error) {
    onFallback?.(error);
  }
  return extractWithRules(userText, saidAt);
}
