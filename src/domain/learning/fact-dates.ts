/**
 * Dates in a user's sentence, resolved against when it was said: "on June 12" is the next
 * June 12 on or after the day of the interaction, "last week" the week before it (the
 * recall ranking's own readers: ranking/temporal-dates.ts). Used for a plan's date and for
 * when a change happened ("I moved last week": the move, not the message, starts the fact).
 */
import { MONTHS, dayOf, explicitPeriods, relativePeriods } from '../memory/ranking/temporal-dates.js';

const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The next day with this month and day on or after `anchor` (a date without a year). */
function nextOccurrence(month: number, day: number, anchor: number): number | null {
  if (day < 1 || day > 31) return null;
  const year = new Date(anchor).getUTCFullYear();
  for (const y of [year, year + 1]) {
    const at = Date.UTC(y, month, day);
    if (new Date(at).getUTCDate() === day && at >= dayOf(anchor)) return at;
  }
  return null;
}

export interface SentenceDate {
  /** The day (YYYY-MM-DD), or the first day of a month named alone. */
  date: string;
  /** Where the sentence looks: ahead (a plan) or back (a change that happened). */
  past: boolean;
}

/** The first date a sentence names, resolved against `saidAt` (ms). */
export function sentenceDate(sentence: string, saidAt: number): SentenceDate | null {
  const lower = sentence.toLowerCase();
  const explicit = explicitPeriods(sentence).periods[0];
  if (explicit) return { date: iso(explicit.start), past: explicit.start < dayOf(saidAt) };
  const md = lower.match(new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`)) ?? null;
  const dm = md ? null : lower.match(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b`));
  if (md || dm) {
    const [month, day] = md ? [monthIndex(md[1]!), Number(md[2])] : [monthIndex(dm![2]!), Number(dm![1])];
    const at = month >= 0 ? nextOccurrence(month, day, saidAt) : null;
    if (at !== null) return { date: iso(at), past: false };
  }
  const monthAlone = lower.match(/\b(?:in|during|early|late|mid|until)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b/);
  if (monthAlone) {
    const at = nextOccurrence(monthIndex(monthAlone[1]!), 1, Date.UTC(new Date(saidAt).getUTCFullYear(), new Date(saidAt).getUTCMonth(), 1));
    if (at !== null) return { date: iso(at), past: false };
  }
  const relative = relativePeriods(sentence, saidAt)[0];
  if (relative) return { date: iso(relative.start), past: relative.start < dayOf(saidAt) };
  return null;
}
