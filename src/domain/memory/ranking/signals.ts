/**
 * Non-textual signals, applied as a multiplier in [1 − Σw, 1] on the relevance score so that
 * they reorder near-ties but never lift an off-topic memory over a clearly relevant one:
 *
 *   prior = (1 − w_i − w_r − w_f) + w_i·importance + w_r·recency + w_f·feedback
 *   recency  = 0.5 ^ (age_days / RECENCY_HALF_LIFE_DAYS)           1 for a memory written now
 *   feedback = (1 + tanh(useful − irrelevant)) / 2                  0.5 when there is none
 *   prior   *= 1 − OUTDATED_PENALTY · min(1, outdated)             "outdated" sinks strongly
 *
 * useful / irrelevant / outdated are the summed |weight| of memory_feedback events with that
 * label (weight in [-1, 1]; a negative weight on "useful" counts as irrelevant and vice versa,
 * see `summariseFeedback`). With neutral signals (importance 0.5, no feedback, same age) the
 * multiplier is the same for every memory and ranking is pure relevance, which is how the
 * retrieval eval runs.
 */
export const SIGNAL_WEIGHTS = { importance: 0.1, recency: 0.1, feedback: 0.2 } as const;
export const RECENCY_HALF_LIFE_DAYS = 90;
export const OUTDATED_PENALTY = 0.8;

export interface FeedbackSummary { useful?: number; irrelevant?: number; outdated?: number }

export interface MemorySignals {
  /** 0..1, default 0.5. */
  importance?: number;
  updatedAt?: Date | string | number;
  feedback?: FeedbackSummary;
}

export type FeedbackLabel = 'useful' | 'irrelevant' | 'outdated';

/** Folds feedback events into a summary; a negative weight flips useful <-> irrelevant. */
export function summariseFeedback(events: Iterable<{ label: FeedbackLabel; weight?: number }>): FeedbackSummary {
  const summary = { useful: 0, irrelevant: 0, outdated: 0 };
  for (const event of events) {
    const weight = Math.max(-1, Math.min(1, event.weight ?? 1));
    if (event.label === 'outdated') summary.outdated += Math.abs(weight);
    else if ((event.label === 'useful') === weight >= 0) summary.useful += Math.abs(weight);
    else summary.irrelevant += Math.abs(weight);
  }
  return summary;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const DAY_MS = 86_400_000;

/**
 * Recall fuses the same memories' write times query after query, held as ISO strings: each is
 * parsed once and kept (parsing one cost more than the rest of its prior; a look-up of the held
 * string is a hash already computed). Bounded: the map starts again when full.
 */
const PARSED_TIMES_MAX = 50_000;
const parsedTimes = new Map<string, number>();

function timeOf(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string') return new Date(value).getTime();
  let time = parsedTimes.get(value);
  if (time === undefined) {
    time = new Date(value).getTime();
    if (parsedTimes.size >= PARSED_TIMES_MAX) parsedTimes.clear();
    parsedTimes.set(value, time);
  }
  return time;
}

export function recencyFactor(updatedAt: MemorySignals['updatedAt'], now: Date): number {
  if (updatedAt === undefined) return 1;
  const time = timeOf(updatedAt);
  if (!Number.isFinite(time)) return 1;
  const ageDays = Math.max(0, now.getTime() - time) / DAY_MS;
  return Math.pow(0.5, ageDays / RECENCY_HALF_LIFE_DAYS);
}

/** The multiplier in [0, 1] applied to relevance; 1 − Σw·(1 − term) for each signal. */
export function priorMultiplier(signals: MemorySignals | undefined, now: Date): number {
  const w = SIGNAL_WEIGHTS;
  const importance = clamp01(signals?.importance ?? 0.5);
  const recency = recencyFactor(signals?.updatedAt, now);
  const fb = signals?.feedback ?? {};
  const feedback = (1 + Math.tanh((fb.useful ?? 0) - (fb.irrelevant ?? 0))) / 2;
  const prior = 1 - w.importance - w.recency - w.feedback + w.importance * importance + w.recency * recency + w.feedback * feedback;
  return clamp01(prior * (1 - OUTDATED_PENALTY * clamp01(fb.outdated ?? 0)));
}
