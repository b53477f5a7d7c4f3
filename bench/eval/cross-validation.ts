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
