/**
 * Claims to check. A text is split into its sentences (wink-nlp); a transcript, often without
 * punctuation, into the extractive summary's units. Sentences are ranked by how checkable they
 * look: numbers and dates, names, statements of fact ("is", "was", "has") count for; questions,
 * opinions and first-person remarks count against. With the language model configured, it is
 * asked for the claims instead, falling back to this ranking on a failure or a bad answer.
 */
import { AppError } from '../errors/app-error.js';
import type { LlmClient } from '../llm/chat-client.js';
import { parseJsonObject, textListField } from '../llm/json-answer.js';
import { summarise } from '../research/video/extractive-summary.js';
import { sentenceSignals } from './text-signals.js';

const MIN_WORDS = 4;
const MAX_CLAIM_CHARS = 1_000;
const OPINION = /\b(i think|i believe|i feel|in my opinion|maybe|perhaps|should|would|could|love|hate|best|worst|awesome|amazing|please|let's|subscribe)\b/i;
const FIRST_PERSON = /\b(i|i'm|i've|we|we're|you|you're|my|our|your)\b/i;
const STATEMENT = /\b(is|are|was|were|has|have|had|will|became|contains?|causes?|caused|won|invented|discovered|founded|built|completed|measures?|weighs?|costs?)\b/i;

/** How checkable a sentence looks (higher first); below 1 is hardly a claim. */
export function checkworthiness(sentence: string): number {
  const words = sentence.split(/\s+/).filter(Boolean);
  let score = 0;
  if (/\d/.test(sentence)) score += 2;
  if (words.slice(1).some((w) => /^[A-Z][a-z]/.test(w))) score += 1;
  if (STATEMENT.test(sentence)) score += 1;
  if (words.length >= 6 && words.length <= 45) score += 1;
  if (OPINION.test(sentence)) score -= 2;
  if (FIRST_PERSON.test(sentence)) score -= 1;
  if (sentence.trim().endsWith('?')) score -= 3;
  return score;
}

const clean = (s: string) => s.replace(/^[\s\-*•\d.)]+(?=[A-Za-z"'])/, '').replace(/\s+/g, ' ').trim().slice(0, MAX_CLAIM_CHARS);

export interface ClaimSelection {
  claims: string[];
  /** Sentences that looked like claims but were left out by the limit. */
  left_out: number;
}

/** Up to `max` claims of a written text, in the text's order. */
export function claimsOfText(text: string, max: number): ClaimSelection {
  const candidates = sentenceSignals(text)
    .map((s, index) => ({ text: clean(s.text), index }))
    .filter((s) => s.text.split(/\s+/).length >= MIN_WORDS && !s.text.endsWith('?'))
    .map((s) => ({ ...s, score: checkworthiness(s.text) }))
    .filter((s) => s.score >= 1);
  const kept = [...candidates].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, max).sort((a, b) => a.index - b.index);
  return { claims: [...new Set(kept.map((s) => s.text))], left_out: Math.max(0, candidates.length - max) };
}

/** Up to `max` claims of spoken text (captions), best first. */
export function claimsOfTranscript(text: string, max: number): ClaimSelection {
  const units = summarise(text, Math.max(max * 4, 12)).key_points.map(clean).filter((u) => u.split(/\s+/).length >= MIN_WORDS);
  const ranked = units.map((u, index) => ({ text: u, index, score: checkworthiness(u) })).sort((a, b) => b.score - a.score || a.index - b.index);
  const worthy = ranked.filter((u) => u.score >= 1);
  const chosen = (worthy.length ? worthy : ranked).slice(0, max);
  return { claims: [...new Set(chosen.map((u) => u.text))], left_out: Math.max(0, (worthy.length || ranked.length) - max) };
}

export type LlmClaims = { ok: true; claims: string[]; model: string } | { ok: false; reason: string };

/** The model's list of checkable claims in a text (at most `max`), or why it gave none. */
export async function claimsByLlm(llm: LlmClient, text: string, max: number, signal?: AbortSignal): Promise<LlmClaims> {
  let answer;
  try {
    answer = await llm.complete({
      messages: [
        { role: 'system', content: 'You pick out checkable factual claims. Answer with one JSON object and nothing else: {"claims": [string, ...]}.' },
        {
          role: 'user',
          content: `List at most ${max} factual claims made in this text that could be checked against sources (numbers, dates, events, ` +
            `who did what). Each claim is one self-contained sentence in the text's language; leave out opinions and questions.\n\nText:\n${text.slice(0, 24_000)}`,
        },
      ],
      maxTokens: 120 * max + 100,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof AppError) return { ok: false, reason: error.message };
    throw error;
  }
  const parsed = parseJsonObject(answer.text);
  const claims = parsed && textListField(parsed, 'claims', max, MAX_CLAIM_CHARS);
  if (!claims || claims.length === 0) return { ok: false, reason: `the model (${llm.model}) did not answer the JSON list of claims asked for` };
  return { ok: true, claims, model: answer.model };
}
