/**
 * The offline judge, transparent by design. Evidence counts only when it speaks of the claim:
 * it must share at least half of the claim's content terms (stems). It then refutes when it
 * calls the statement false ("myth", "debunked"...), when its negation differs from the
 * claim's, or when it states another value for one of the claim's numbers (same unit, or
 * other years); otherwise it supports, more strongly when it repeats the claim's numbers.
 * Weights are the share of terms (search snippets count 0.7 of a page passage or a memory).
 * The verdict follows the balance; confidence stays below 0.85 because this is word matching,
 * and the explanation says how it was reached.
 */
import { numberAgreement, signalsOf, termOverlap, type TextSignals } from './text-signals.js';
import type { Citation, ClaimVerdict, Evidence, Stance, Verdict } from './types.js';

const RELEVANT_SHARE = 0.5;
const SNIPPET_WEIGHT = 0.7;
const NUMBER_BONUS = 1.25;
const DECIDING_WEIGHT = 0.5;
const MAX_CONFIDENCE = 0.85;

interface Judged {
  evidence: Evidence;
  stance: Stance;
  weight: number;
  reason: string;
}

function judgeOne(claim: TextSignals, evidence: Evidence): Judged {
  const signals = signalsOf(evidence.snippet);
  const { share, shared } = termOverlap(claim, signals);
  const needed = Math.min(2, claim.terms.size);
  if (share < RELEVANT_SHARE || shared < needed) return { evidence, stance: 'neutral', weight: 0, reason: 'off topic' };
  const base = share * (evidence.kind === 'web' ? SNIPPET_WEIGHT : 1);
  const numbers = numberAgreement(claim, signals);
  const ownRefuting = new Set(claim.refutingWords);
  const refuting = signals.refutingWords.filter((w) => !ownRefuting.has(w));
  if (numbers === 'conflict') return { evidence, stance: 'refutes', weight: base, reason: 'states other numbers' };
  if (refuting.length > 0) return { evidence, stance: 'refutes', weight: base, reason: `calls it ${JSON.stringify(refuting[0])}` };
  if (signals.negated !== claim.negated) return { evidence, stance: 'refutes', weight: base * 0.8, reason: signals.negated ? 'says the opposite (negated)' : 'affirms what the claim denies' };
  return { evidence, stance: 'supports', weight: numbers === 'agree' ? base * NUMBER_BONUS : base, reason: numbers === 'agree' ? 'matches its wording and numbers' : 'matches its wording' };
}

const round = (n: number) => Math.round(n * 100) / 100;

function describe(source: Evidence): string {
  return source.kind === 'memory' ? `memory ${source.memory_key}` : source.url ?? 'a source';
}

export function heuristicVerdict(claim: string, evidence: Evidence[]): ClaimVerdict {
  const signals = signalsOf(claim);
  const judged = evidence.map((e) => judgeOne(signals, e)).filter((j) => j.stance !== 'neutral');
  const support = judged.filter((j) => j.stance === 'supports').reduce((s, j) => s + j.weight, 0);
  const refute = judged.filter((j) => j.stance === 'refutes').reduce((s, j) => s + j.weight, 0);
  const total = support + refute;
  let verdict: Verdict;
  let confidence: number;
  if (total < DECIDING_WEIGHT) {
    verdict = 'unverified';
    confidence = 0;
  } else {
    const ratio = support / total;
    const amount = Math.min(1, total / 1.5);
    verdict = ratio >= 0.75 ? 'supported' : ratio <= 0.25 ? 'refuted' : 'mixed';
    confidence = verdict === 'mixed' ? 0.5 * amount : Math.min(MAX_CONFIDENCE, (0.35 + 0.5 * Math.abs(2 * ratio - 1)) * amount);
  }
  const supporting = judged.filter((j) => j.stance === 'supports');
  const refuting = judged.filter((j) => j.stance === 'refutes');
  const parts = [
    `Heuristic check (word overlap, negation and refuting words, numbers and dates; no language model): ${evidence.length} source${evidence.length === 1 ? '' : 's'} examined, ${judged.length} on topic.`,
    supporting.length ? `Supporting: ${supporting.map((j) => `${describe(j.evidence)} (${j.reason})`).join('; ')}.` : null,
    refuting.length ? `Against: ${refuting.map((j) => `${describe(j.evidence)} (${j.reason})`).join('; ')}.` : null,
    verdict === 'unverified' ? 'Nothing found settles the claim.' : null,
  ].filter(Boolean);
  return {
    claim,
    verdict,
    confidence: round(confidence),
    explanation: parts.join(' '),
    method: 'heuristic',
    citations: [...judged].sort((a, b) => b.weight - a.weight).map((j): Citation => ({ ...j.evidence, stance: j.stance })),
  };
}
