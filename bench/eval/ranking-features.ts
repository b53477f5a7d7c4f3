/**
 * The ranking features that cost CPU in a recall, each as the change to the ranking parameters
 * that switches it off (everything else unchanged), for the ranking ledger: what a feature buys
 * in recall (bench/ranking-ledger.ts) against what it costs per recall (bench/stages.ts
 * --ranking-off NAME).
 */
import type { RankingParams } from '../../src/domain/memory/ranking/index.js';

export interface RankingFeature {
  name: string;
  /** The parameters with this feature off. */
  off(p: RankingParams): RankingParams;
  /** Off means no query vector at all (no dense candidates, no cosines), not only a weight of 0. */
  withoutQueryVector?: boolean;
}

/** A text weight moved to the lexical side, as the eval's knobs do (ranking-knobs.ts). */
const textWeightOff = (p: RankingParams, field: 'dense' | 'alignment'): RankingParams => ({
  ...p, fusion: { ...p.fusion, [field]: 0, lexical: Math.round((p.fusion.lexical + p.fusion[field]) * 1000) / 1000 },
});

export const RANKING_FEATURES_OFF: readonly RankingFeature[] = [
  { name: 'feedback', off: (p) => ({ ...p, feedback: { ...p.feedback, weight: 0 } }) },
  { name: 'temporal', off: (p) => ({ ...p, temporal: { dateWeight: 0, whenWeight: 0 } }) },
  { name: 'temporal-date', off: (p) => ({ ...p, temporal: { ...p.temporal, dateWeight: 0 } }) },
  { name: 'temporal-when', off: (p) => ({ ...p, temporal: { ...p.temporal, whenWeight: 0 } }) },
  { name: 'speaker', off: (p) => ({ ...p, speaker: { weight: 0 } }) },
  { name: 'alignment', off: (p) => textWeightOff(p, 'alignment') },
  { name: 'context', off: (p) => ({ ...p, fusion: { ...p.fusion, context: 0 } }) },
  { name: 'dense-weight', off: (p) => textWeightOff(p, 'dense') },
  { name: 'dense', off: (p) => textWeightOff(p, 'dense'), withoutQueryVector: true },
];

export function rankingFeature(name: string): RankingFeature {
  const found = RANKING_FEATURES_OFF.find((f) => f.name === name);
  if (!found) throw new Error(`unknown ranking feature ${name}: one of ${RANKING_FEATURES_OFF.map((f) => f.name).join(', ')}`);
  return found;
}
