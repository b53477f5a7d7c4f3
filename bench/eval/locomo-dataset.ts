/**
 * Reads the LoCoMo dev file (CC BY-NC: read in place from ../shared/data or $EVAL_DATA,
 * never copied into this repository) and turns it into memories and questions.
 *
 * Each dialog turn becomes one memory: key = dia_id, value = "[<session date>] <speaker>: <text>"
 * plus " [image: <blip_caption>]" when the turn shared a picture. Questions of categories 1-4
 * (multi-hop, temporal, open-domain, single-hop) are asked; category 5 (adversarial, no answer
 * in the conversation) has no evidence to find.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EvalMemory { key: string; value: string }
export interface EvalQuestion { question: string; category: number; evidence: string[] }
export interface EvalConversation { id: string; memories: EvalMemory[]; questions: EvalQuestion[]; skippedQuestions: number }

interface RawTurn { speaker: string; dia_id: string; text: string; blip_caption?: string }
interface RawQa { question: string; category: number; evidence?: unknown[] }
interface RawSample { sample_id: string; conversation: Record<string, unknown>; qa: RawQa[] }

export function defaultDataPath(): string {
  if (process.env.EVAL_DATA) return path.resolve(process.env.EVAL_DATA);
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  return path.resolve(repoRoot, '..', 'shared', 'data', 'locomo-dev.json');
}

/**
 * Evidence ids as written in the file are sometimes malformed: "D8:6; D9:17" (two ids in one),
 * "D:11:26" (stray colon), " D3:5" (spaces), "D" (nothing). Normalise to "D<session>:<turn>".
 */
export function normaliseEvidence(raw: unknown[]): string[] {
  const ids = new Set<string>();
  for (const entry of raw) {
    for (const piece of String(entry).replace(/\s+/g, '').split(/[;,]/)) {
      const match = /^D:?(\d+):(\d+)$/.exec(piece);
      if (match) ids.add(`D${Number(match[1])}:${Number(match[2])}`);
    }
  }
  return [...ids];
}

function sessionNumbers(conversation: Record<string, unknown>): number[] {
  return Object.keys(conversation)
    .map((k) => /^session_(\d+)$/.exec(k))
    .filter((m): m is RegExpExecArray => m !== null && Array.isArray(conversation[m[0]]))
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

export function toEvalConversation(sample: RawSample): EvalConversation {
  const c = sample.conversation;
  const memories: EvalMemory[] = [];
  for (const n of sessionNumbers(c)) {
    const date = String(c[`session_${n}_date_time`] ?? '');
    for (const turn of c[`session_${n}`] as RawTurn[]) {
      let value = `[${date}] ${turn.speaker}: ${turn.text}`;
      if (turn.blip_caption) value += ` [image: ${turn.blip_caption}]`;
      memories.push({ key: turn.dia_id.replace(/\s+/g, ''), value });
    }
  }
  const keys = new Set(memories.map((m) => m.key));
  const questions: EvalQuestion[] = [];
  let skipped = 0;
  for (const qa of sample.qa) {
    if (!(qa.category >= 1 && qa.category <= 4)) continue;
    const evidence = normaliseEvidence(qa.evidence ?? []).filter((id) => keys.has(id));
    if (evidence.length === 0) { skipped++; continue; }
    questions.push({ question: qa.question, category: qa.category, evidence });
  }
  return { id: sample.sample_id, memories, questions, skippedQuestions: skipped };
}

export async function loadLocomo(file = defaultDataPath()): Promise<EvalConversation[]> {
  const samples = JSON.parse(await fs.readFile(file, 'utf8')) as RawSample[];
  return samples.map(toEvalConversation);
}
