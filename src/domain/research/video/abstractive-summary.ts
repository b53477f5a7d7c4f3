/**
 * A summary written by the optional language model (LLM_BASE_URL): the model reads the
 * captions (or the description) and answers JSON with a summary and key points. Its answer is
 * used only when it is that JSON; otherwise, or when the model fails, the caller keeps the
 * extractive summary and says why.
 */
import { AppError } from '../../errors/app-error.js';
import type { LlmClient } from '../../llm/chat-client.js';
import { parseJsonObject, textField, textListField } from '../../llm/json-answer.js';

/** About 6,000 tokens of source: enough for a long talk's captions, small enough for local models. */
const MAX_SOURCE_CHARS = 24_000;

export interface AbstractiveInput {
  title: string;
  source: 'transcript' | 'description';
  text: string;
  /** How many key points (3, 6 or 12 by length). */
  points: number;
  signal?: AbortSignal;
}

export type AbstractiveOutcome =
  | { ok: true; summary: string; key_points: string[]; model: string }
  | { ok: false; reason: string };

export async function abstractiveSummary(llm: LlmClient, input: AbstractiveInput): Promise<AbstractiveOutcome> {
  const source = input.text.length > MAX_SOURCE_CHARS ? `${input.text.slice(0, MAX_SOURCE_CHARS)} [...]` : input.text;
  let answer;
  try {
    answer = await llm.complete({
      messages: [
        {
          role: 'system',
          content: 'You summarise online videos from their text. Use only what the text says; do not add facts. ' +
            'Answer with one JSON object and nothing else: {"summary": string, "key_points": [string, ...]}.',
        },
        {
          role: 'user',
          content: `Video title: ${input.title}\nText (${input.source === 'transcript' ? 'the captions' : 'the description'}):\n${source}\n\n` +
            `Write a summary of about ${input.points} sentences and list the ${input.points} most important points, most important first, in the language of the text.`,
        },
      ],
      maxTokens: 200 + input.points * 120,
      temperature: 0.2,
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    if (error instanceof AppError) return { ok: false, reason: error.message };
    throw error;
  }
  const parsed = parseJsonObject(answer.text);
  const summary = parsed && textField(parsed, 'summary', 20_000);
  const keyPoints = parsed && textListField(parsed, 'key_points', input.points * 2);
  if (!summary || !keyPoints) return { ok: false, reason: `the model (${llm.model}) did not answer the JSON asked for` };
  return { ok: true, summary, key_points: keyPoints, model: answer.model };
}
