/**
 * The ranking knobs the cross-validation chooses, with the values it may try. Grids are coarse
 * on purpose: a choice should reflect the data's shape, not single questions. A method whose
 * weight is 0 is off; its other knobs are only tried while it is on.
 */
import type { RankingParams } from '../../src/domain/memory/ranking/index.js';

export interface RankingKnob {
  name: string;
  values: readonly number[];
  get(p: RankingParams): number;
  set(p: RankingParams, value: number): RankingParams;
  /** Only searched when this holds (the method it belongs to is on). */
  active?(p: RankingParams): boolean;
}

type Section = Exclude<keyof RankingParams, 'fusion'>;

function knob<S extends Section>(section: S, field: keyof RankingParams[S] & string, values: number[], active?: (p: RankingParams) => boolean): RankingKnob {
  return {
    name: `${section}.${field}`,
    values,
    get: (p) => p[section][field] as unknown as number,
    set: (p, v) => ({ ...p, [section]: { ...p[section], [field]: v } }),
    active,
  };
}

/** Dense and alignment weights; lexical takes the rest of 1 (fusion normalises the three anyway). */
function textWeight(field: 'dense' | 'alignment', values: number[]): RankingKnob {
  return {
    name: `fusion.${field}`,
    values,
    get: (p) => p.fusion[field],
    set: (p, v) => {
      const other = field === 'dense' ? p.fusion.alignment : p.fusion.dense;
      const lexical = Math.max(0, Math.round((1 - v - other) * 1000) / 1000);
      return { ...p, fusion: { ...p.fusion, [field]: v, lexical } };
    },
    active: (p) => 1 - (field === 'dense' ? p.fusion.alignment : p.fusion.dense) >= 0.3,
  };
}

export function rankingKnobs(fast: boolean): RankingKnob[] {
  const pick = (full: number[], quick: number[]) => (fast ? quick : full);
  const expansionOn = (p: RankingParams) => p.expansion.weight > 0;
  const feedbackOn = (p: RankingParams) => p.feedback.weight > 0;
  const secondOn = (p: RankingParams) => p.secondRound.weight > 0;
  return [
    textWeight('dense', pick([0, 0.05, 0.1, 0.15, 0.2, 0.3], [0, 0.1, 0.2])),
    textWeight('alignment', pick([0, 0.1, 0.2, 0.3, 0.4], [0.1, 0.2, 0.3])),
    {
      name: 'fusion.context',
      values: pick([0.4, 0.6, 0.8, 1, 1.2], [0.6, 0.8, 1]),
      get: (p) => p.fusion.context,
      set: (p, v) => ({ ...p, fusion: { ...p.fusion, context: v } }),
    },
    knob('bm25', 'b', pick([0.3, 0.5, 0.75], [0.5])),
    knob('bm25', 'k1', pick([0.9, 1.2, 1.6], [1.2])),
    knob('temporal', 'dateWeight', pick([0, 0.25, 0.5, 1, 2], [0, 0.5])),
    knob('temporal', 'whenWeight', pick([0, 0.1, 0.25, 0.5, 1], [0, 0.25])),
    knob('speaker', 'weight', pick([0, 0.25, 0.5, 1, 2, 4], [0, 0.5, 1])),
    knob('expansion', 'weight', pick([0, 0.2, 0.35, 0.5, 0.75], [0, 0.3])),
    knob('expansion', 'minSimilarity', pick([0.65, 0.7, 0.75, 0.8], [0.7]), expansionOn),
    knob('expansion', 'neighbours', pick([2, 3, 5, 8], [5]), expansionOn),
    knob('feedback', 'weight', pick([0, 0.1, 0.2, 0.35, 0.5, 0.75], [0, 0.3])),
    knob('feedback', 'documents', pick([2, 3, 5, 10], [5]), feedbackOn),
    knob('feedback', 'terms', pick([5, 10, 15], [8]), feedbackOn),
    knob('secondRound', 'weight', pick([0, 0.1, 0.2, 0.3], [0, 0.2])),
    knob('secondRound', 'seeds', pick([1, 2, 3], [2]), secondOn),
    knob('diversity', 'weight', pick([0, 0.1, 0.25, 0.5], [0, 0.25])),
    knob('secondRound', 'seedTermWeight', pick([0.2, 0.4, 0.7], [0.4]), secondOn),
  ];
}

/**
 * Where every fit starts: the fusion chosen before cross-validation, every added method off
 * with mid-grid settings for when the search switches it on.
 */
export const SEARCH_START: RankingParams = {
  bm25: { k1: 1.2, b: 0.5 },
  fusion: { lexical: 0.7, dense: 0.1, alignment: 0.2, context: 0.8 },
  expansion: { neighbours: 5, minSimilarity: 0.7, weight: 0 },
  feedback: { documents: 5, terms: 8, weight: 0 },
  temporal: { dateWeight: 0, whenWeight: 0 },
  speaker: { weight: 0 },
  secondRound: { seeds: 2, seedTermWeight: 0.4, weight: 0 },
  diversity: { weight: 0 },
  rerank: { candidates: 20, weight: 0.5 },
};
