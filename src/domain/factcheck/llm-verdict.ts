/**
 * The language model as judge: it is given the claim and the numbered evidence and must answer
 * one JSON object: {"verdict": "supported"|"refuted"|"mixed"|"unverified", "confidence": 0..1,
 * "explanation": "...", "supporting": [n...], "refuting": [n...]}. Anything else (prose, an
 * unknown verdict, numbers outside the evidence) is refused and the caller uses the heuristic.
 */
import { AppError } from '../errors/app-error.js';
import type { LlmClient } from '../llm/chat-client.js';
import { parseJsonObject, textField } from '../llm/json-answer.js';
import type { Citation, ClaimVerdict, Evidence, Verdict } from './types.js';

const VERDICTS: readonly Verdict[] = ['supported', 'refuted', 'mixed', 'unverified'];
const MAX_EVIDENCE = 12;

const SYSTEM = 'You are a careful fact-checker. Judge the claim only from the numbered evidence given; do not use outside knowledge. ' +
  'Evidence marked "memory" is the user\'s own notes. Use "unverified" when the evidence does not settle the claim, "mixed" when ' +
  'reliable evidence points both ways. Answer with one JSON object and nothing else: {"verdict": "supported" | "refuted" | "mixed" | ' +
  '"unverified", "confidence": number from 0 to 1, "explanation": one or two sentences, "supporting": [evidence numbers], "refuting": [evidence numbers]}.';

function evidenceLine(e: Evidence, n: number): string {
  const where = e.kind === 'memory' ? `memory "${e.memory_key}"` : `${e.kind === 'page' ? 'page' : 'search result'} ${e.title ? `"${e.title}" ` : ''}${e.url}`;
  return `[${n}] (${where})\n${e.snippet}`;
}

export type LlmVerdict = { ok: true; verdict: ClaimVerdict; model: string } | { ok: false; reason: string };

function numbers(value: unknown, count: number): number[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((n) => Number.isInteger(n) && n >= 1 && n <= count)) return null;
  return [...new Set(value as number[])];
}

export async function llmVerdict(llm: LlmClient, claim: string, evidence: Evidence[], context: string | undefined, signal?: AbortSignal): Promise<LlmVerdict> {
  const shown = evidence.slice(0, MAX_EVIDENCE);
  let answer;
  try {
    answer = await llm.complete({
      messages: [
        { role: 'system', content: SYSTEM },
        {
          role: 'user',
          content: `Claim: ${claim}\n${context ? `Context of the claim: ${context.slice(0, 2_000)}\n` : ''}\nEvidence:\n` +
            (shown.length ? shown.map((e, i) => evidenceLine(e, i + 1)).join('\n\n') : '(none found)'),
        },
      ],
      maxTokens: 400,
      temperature: 0,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof AppError) return { ok: false, reason: error.message };
    throw error;
  }
  const parsed = parseJsonObject(answer.text);
  const bad = (why: string): LlmVerdict => ({ ok: false, reason: `the model (${llm.model}) ${why}` });
  if (!parsed) return bad('did not answer one JSON object');
  const verdict = parsed.verdict;
  if (typeof verdict !== 'string' || !VERDICTS.includes(verdict as Verdict)) return bad(`answered an unknown verdict ${JSON.stringify(verdict)}`);
  const confidence = parsed.confidence;
  if (typeof confidence !== 'number' || !(confidence >= 0 && confidence <= 1)) return bad('answered no confidence between 0 and 1');
  const explanation = textField(parsed, 'explanation');
  if (!explanation) return bad('gave no explanation');
  const supporting = numbers(parsed.supporting, shown.length);
  const refuting = numbers(parsed.refuting, shown.length);
  if (!supporting || !refuting) return bad('cited evidence numbers that were not given');
  const citations: Citation[] = [
    ...supporting.map((n) => ({ ...shown[n - 1]!, stance: 'supports' as const })),
    ...refuting.filter((n) => !supporting.includes(n)).map((n) => ({ ...shown[n - 1]!, stance: 'refutes' as const })),
  ];
  return {
    ok: true,
    model: answer.model,
    verdict: { claim, verdict: verdict as Verdict, confidence: Math.round(confidence * 100) / 100, explanation: `${explanation} (judged by ${answer.model} from the evidence cited)`, method: 'llm', citations },
  };
}
