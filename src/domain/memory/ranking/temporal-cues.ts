/**
 * Temporal cues for recall. Why they generalise: memories are written at a time, and people ask
 * about time in two ways that plain word matching handles badly.
 *
 *  - The question names a period ("in July 2023", "on October 13, 2023", "last week"): a
 *    memory dated inside it (by its leading date stamp such as "[8 May, 2023]", by a date or a
 *    relative expression in its text resolved against that stamp, or else by its write time)
 *    is more likely the one meant, whatever words it uses. BM25 sees "13", "october", "2023"
 *    as three unrelated words and "July" matches no memory that says "last month".
 *  - The question asks when ("When did…", "what year…", "how long ago…"): the memory that
 *    answers it says when ("yesterday", "last Friday", "two years ago"), usually in the turn
 *    that also names the event.
 *
 * Both become multipliers on relevance, in (0, 1]: the best-matching memories keep their
 * relevance and the others lose a share, so scores stay in [0, 1].
 */
import { dayOf, explicitPeriods, overlaps, relativePeriods, type Period } from './temporal-dates.js';

export interface TemporalCue {
  /** The question asks when something happened. */
  asksWhen: boolean;
  /** Periods the question names (explicit, or relative to now). */
  periods: Period[];
  /** Months named without a year (0 = January). */
  months: number[];
}

const ASKS_WHEN = /\b(?:when|what (?:year|month|day|date|time|week)|which (?:year|month|day|date|week)|how long ago|since when|how long (?:has|have|had|did|was|were))\b/i;
const TIME_WORDS = /\b(?:ago|since|yesterday|today|tonight|tomorrow|weekend|last|next|recently|lately|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|(?:19|20)\d\d|(?:day|week|month|year)s?)\b/i;
const STAMP = /^\s*\[([^\]]{4,80})\]\s*/;

/** The question's temporal cue, or null when it has none. */
export function parseTemporalCue(query: string, now: Date = new Date()): TemporalCue | null {
  const explicit = explicitPeriods(query);
  const periods = [...explicit.periods, ...relativePeriods(query, now.getTime())];
  const asksWhen = ASKS_WHEN.test(query);
  if (!asksWhen && periods.length === 0 && explicit.months.length === 0) return null;
  return { asksWhen, periods, months: explicit.months };
}

/** A memory's leading date stamp ("[1:56 pm on 8 May, 2023] …", "2023-05-08: …") and the text after it. */
export function dateStamp(text: string): { stamp: number | null; body: string } {
  const bracket = STAMP.exec(text);
  if (bracket) {
    const periods = explicitPeriods(bracket[1]!).periods;
    if (periods.length > 0) return { stamp: periods[0]!.start, body: text.slice(bracket[0].length) };
  }
  const iso = /^\s*(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+Z?)?\s*[:\-–]?\s*/.exec(text);
  if (iso) {
    const periods = explicitPeriods(iso[1]!).periods;
    if (periods.length > 0) return { stamp: periods[0]!.start, body: text.slice(iso[0].length) };
  }
  return { stamp: null, body: text };
}

export interface MemoryTime {
  /** The periods the memory is about: its stamp day and what its text dates. */
  periods: Period[];
  /** The text (after the stamp) says when something happened. */
  saysWhen: boolean;
}

/** What a memory says about time; `writtenAt` anchors relative expressions when it has no stamp. */
export function memoryTime(text: string, writtenAt?: Date | string | number): MemoryTime {
  const { stamp, body } = dateStamp(text);
  const written = writtenAt === undefined ? Number.NaN : new Date(writtenAt).getTime();
  const anchor = stamp ?? (Number.isFinite(written) ? dayOf(written) : null);
  const periods: Period[] = [];
  if (anchor !== null) periods.push({ start: anchor, end: anchor + 86_400_000 });
  periods.push(...explicitPeriods(body).periods);
  if (anchor !== null) periods.push(...relativePeriods(body, anchor));
  return { periods, saysWhen: TIME_WORDS.test(body) };
}

export interface TemporalWeights { dateWeight: number; whenWeight: number }

/** Does the memory fall in a period (or month) the question names? */
export function matchesPeriod(cue: TemporalCue, time: MemoryTime): boolean {
  for (const p of time.periods) {
    if (cue.periods.some((q) => overlaps(p, q))) return true;
    if (cue.months.length > 0 && cue.months.includes(new Date(p.start).getUTCMonth())) return true;
  }
  return false;
}

/**
 * Relevance multipliers in (0, 1] per memory id: (1 + wd·date match + ww·says when) divided by
 * the best possible, so a memory matching every cue of the question keeps its relevance.
 * Empty when the question has no cue or both weights are 0.
 */
export function temporalMultipliers(
  cue: TemporalCue | null, rows: ReadonlyArray<{ id: string; value: string; writtenAt?: Date | string | number }>, w: TemporalWeights,
): Map<string, number> {
  const out = new Map<string, number>();
  if (!cue) return out;
  const dateWeight = cue.periods.length > 0 || cue.months.length > 0 ? Math.max(0, w.dateWeight) : 0;
  const whenWeight = cue.asksWhen ? Math.max(0, w.whenWeight) : 0;
  if (dateWeight === 0 && whenWeight === 0) return out;
  const best = 1 + dateWeight + whenWeight;
  for (const row of rows) {
    const time = cachedMemoryTime(row.value, row.writtenAt);
    const gain = (dateWeight > 0 && matchesPeriod(cue, time) ? dateWeight : 0) + (whenWeight > 0 && time.saysWhen ? whenWeight : 0);
    out.set(row.id, (1 + gain) / best);
  }
  return out;
}

/**
 * Recall reads the same memories again and again; their parse is kept (bounded), keyed by the
 * text alone (the held string's hash is computed once; a key joining time and text was built and
 * hashed per candidate) with the write time it was parsed for: another time parses again.
 */
const TIME_CACHE_ENTRIES = 20_000;
const timeCache = new Map<string, { writtenAt: Date | string | number | undefined; time: MemoryTime }>();

const sameInstant = (a: Date | string | number | undefined, b: Date | string | number | undefined) =>
  a === b || (a !== undefined && b !== undefined && new Date(a).getTime() === new Date(b).getTime());

function cachedMemoryTime(text: string, writtenAt?: Date | string | number): MemoryTime {
  const kept = timeCache.get(text);
  if (kept && sameInstant(kept.writtenAt, writtenAt)) return kept.time;
  const time = memoryTime(text, writtenAt);
  if (!kept && timeCache.size >= TIME_CACHE_ENTRIES) timeCache.delete(timeCache.keys().next().value as string);
  timeCache.set(text, { writtenAt, time });
  return time;
}
