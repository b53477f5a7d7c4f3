/**
 * Dates in plain text, for the temporal cues of recall (temporal-cues.ts). Periods are
 * half-open day ranges in UTC milliseconds [start, end). Only what is written is read: a
 * date, a month with or without a year, a year, and relative expressions ("yesterday", "last
 * week", "three days ago", "last Friday", "next month") resolved against an anchor day.
 */
export interface Period { start: number; end: number }

const DAY = 86_400_000;
export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, few: 3, couple: 2, several: 3,
};

const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));
const utcDay = (y: number, m: number, d: number) => Date.UTC(y, m, d);
export const dayOf = (time: number) => Math.floor(time / DAY) * DAY;
const dayPeriod = (start: number, days = 1): Period => ({ start, end: start + days * DAY });
const monthPeriod = (y: number, m: number): Period => ({ start: utcDay(y, m, 1), end: utcDay(y, m + 1, 1) });
const yearPeriod = (y: number): Period => ({ start: utcDay(y, 0, 1), end: utcDay(y + 1, 0, 1) });
const validYear = (y: number) => y >= 1900 && y <= 2200;

/** Explicit calendar mentions: "8 May, 2023", "May 8, 2023", "2023-05-08", "May 2023", "in 2022". */
export function explicitPeriods(text: string): { periods: Period[]; months: number[] } {
  const lower = text.toLowerCase();
  const periods: Period[] = [];
  const months: number[] = [];
  const taken: Array<[number, number]> = [];
  const take = (re: RegExp, f: (m: RegExpExecArray) => boolean) => {
    for (const m of lower.matchAll(re)) {
      const at = m.index ?? 0;
      if (taken.some(([s, e]) => at < e && at + m[0].length > s)) continue;
      if (f(m as RegExpExecArray)) taken.push([at, at + m[0].length]);
    }
  };
  take(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => {
    const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    if (!validYear(y) || mo > 11 || d < 1 || d > 31) return false;
    periods.push(dayPeriod(utcDay(y, mo, d)));
    return true;
  });
  take(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?,?\\s+(\\d{4})\\b`, 'g'), (m) => {
    const [d, mo, y] = [Number(m[1]), monthIndex(m[2]!), Number(m[3])];
    if (!validYear(y) || d < 1 || d > 31) return false;
    periods.push(dayPeriod(utcDay(y, mo, d)));
    return true;
  });
  take(new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'g'), (m) => {
    const [mo, d, y] = [monthIndex(m[1]!), Number(m[2]), Number(m[3])];
    if (!validYear(y) || d < 1 || d > 31) return false;
    periods.push(dayPeriod(utcDay(y, mo, d)));
    return true;
  });
  take(new RegExp(`\\b${MONTH},?\\s+(?:of\\s+)?(\\d{4})\\b`, 'g'), (m) => {
    const [mo, y] = [monthIndex(m[1]!), Number(m[2])];
    if (!validYear(y)) return false;
    periods.push(monthPeriod(y, mo));
    return true;
  });
  // A month alone only counts in full ("may" is also a verb) and after "in"/"of"/"during"/"early"/"late".
  take(/\b(?:in|of|during|early|late|mid|since|until)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b/g, (m) => {
    months.push(monthIndex(m[1]!));
    return true;
  });
  take(/\b(?:in|of|during|since|until|year)\s+(\d{4})\b/g, (m) => {
    const y = Number(m[1]);
    if (!validYear(y)) return false;
    periods.push(yearPeriod(y));
    return true;
  });
  return { periods, months };
}

/** The week (Monday first) holding `day`. */
function weekOf(day: number): number {
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY;
}

/**
 * Relative expressions resolved against `anchor` (a day): "yesterday", "last week", "two
 * weeks ago", "last Friday", "next month", "this year", "recently", "the other day"…
 */
export function relativePeriods(text: string, anchor: number): Period[] {
  const lower = text.toLowerCase();
  const day = dayOf(anchor);
  const date = new Date(day);
  const [y, mo] = [date.getUTCFullYear(), date.getUTCMonth()];
  const out: Period[] = [];
  if (/\byesterday\b/.test(lower)) out.push(dayPeriod(day - DAY));
  if (/\b(?:today|tonight|this morning|this afternoon|this evening)\b/.test(lower)) out.push(dayPeriod(day));
  if (/\btomorrow\b/.test(lower)) out.push(dayPeriod(day + DAY));
  if (/\b(?:last|past) (?:week|weekend)\b/.test(lower)) out.push(dayPeriod(weekOf(day) - 7 * DAY, 7));
  if (/\bthis (?:week|weekend)\b/.test(lower)) out.push(dayPeriod(weekOf(day), 7));
  if (/\bnext (?:week|weekend)\b/.test(lower)) out.push(dayPeriod(weekOf(day) + 7 * DAY, 7));
  if (/\blast month\b/.test(lower)) out.push(monthPeriod(y, mo - 1));
  if (/\bthis month\b/.test(lower)) out.push(monthPeriod(y, mo));
  if (/\bnext month\b/.test(lower)) out.push(monthPeriod(y, mo + 1));
  if (/\blast year\b/.test(lower)) out.push(yearPeriod(y - 1));
  if (/\bthis year\b/.test(lower)) out.push(yearPeriod(y));
  if (/\bnext year\b/.test(lower)) out.push(yearPeriod(y + 1));
  if (/\b(?:recently|the other day|lately)\b/.test(lower)) out.push({ start: day - 14 * DAY, end: day + DAY });
  for (const m of lower.matchAll(/\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|several)(?: of)? (day|week|month|year)s? ago\b/g)) {
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!] ?? 1;
    const unit = m[2]!;
    if (unit === 'day') out.push(dayPeriod(day - n * DAY));
    else if (unit === 'week') out.push(dayPeriod(weekOf(day) - 7 * n * DAY, 7));
    else if (unit === 'month') out.push(monthPeriod(y, mo - n));
    else out.push(yearPeriod(y - n));
  }
  for (const m of lower.matchAll(/\b(last|this|next|on) (sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/g)) {
    const target = WEEKDAYS.indexOf(m[2]!);
    const today = date.getUTCDay();
    let delta = target - today;
    if (m[1] === 'next') delta = delta <= 0 ? delta + 7 : delta;
    else if (m[1] === 'last' || m[1] === 'on') delta = delta >= 0 ? delta - 7 : delta;
    out.push(dayPeriod(day + delta * DAY));
  }
  return out;
}

export const overlaps = (a: Period, b: Period) => a.start < b.end && b.start < a.end;
