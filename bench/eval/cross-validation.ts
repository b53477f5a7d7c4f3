/**
 * Leave-one-conversation-out cross-validation and the coordinate search that fits the ranking
 * on the training conversations of each fold. Pure: the caller supplies how a parameter set
 * scores on a set of questions.
 */
import type { RankingParams } from '../../src/domain/memory/ranking/index.js';
import type { RankingKnob } from './ranking-knobs.js';

export interface Fold<G> { heldOut: G; train: G[] }

/** One fold per group: that group held out, the fit on all the others. */
export function leaveOneOut<G>(groups: readonly G[]): Fold<G>[] {
  return groups.map((heldOut, i) => ({ heldOut, train: groups.filter((_, j) => j !== i) }));
}

/**
 * Leave-one-conversation-out: each conversation's questions are ranked with the parameters
 * `fit` chose from the other conversations' questions only. Returns every held-out score (in
 * fold order) and what each fold chose.
 */
export async function crossValidate<Q extends { conversation: string }, P, S>(
  questions: readonly Q[],
  fit: (train: Q[], heldOut: string) => Promise<P>,
  evaluate: (heldOut: Q[], params: P) => Promise<S[]>,
): Promise<{ folds: Array<{ heldOut: string; params: P }>; scores: S[] }> {
  const conversations = [...new Set(questions.map((q) => q.conversation))];
  const folds: Array<{ heldOut: string; params: P }> = [];
  const scores: S[] = [];
  for (const fold of leaveOneOut(conversations)) {
    const train = questions.filter((q) => q.conversation !== fold.heldOut);
    const params = await fit(train, fold.heldOut);
    folds.push({ heldOut: fold.heldOut, params });
    scores.push(...await evaluate(questions.filter((q) => q.conversation === fold.heldOut), params));
  }
  return { folds, scores };
}

export interface SearchStep { knob: string; value: number; objective: number }

/**
 * Coordinate search: for each knob in turn, try each of its values with the others held, keep
 * the best (ties keep the current value, so a method stays off unless it helps); `passes`
 * sweeps. `objective` is evaluated on the training questions only.
 */
export async function coordinateSearch(
  start: RankingParams, knobs: readonly RankingKnob[], objective: (p: RankingParams) => Promise<number>,
  passes: number, onStep?: (step: SearchStep) => void,
): Promise<{ params: RankingParams; objective: number }> {
  let best = start;
  let bestScore = await objective(start);
  for (let pass = 0; pass < passes; pass++) {
    let changed = false;
    for (const knob of knobs) {
      if (knob.active && !knob.active(best)) continue;
      const current = knob.get(best);
      for (const value of knob.values) {
        if (value === current) continue;
        const candidate = knob.set(best, value);
        const score = await objective(candidate);
        if (score > bestScore + 1e-9) {
          best = candidate;
          bestScore = score;
          changed = true;
          onStep?.({ knob: knob.name, value, objective: score });
        }
      }
    }
    if (!changed) break;
  }
  return { params: best, objective: bestScore };
}
