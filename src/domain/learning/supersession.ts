/**
 * How a new fact meets what is known (x-decision in openapi/paths/learning.yaml):
 *
 *  1. Said to be over: "I left Farfetch", "I'm leaving nursing", "no longer freelance",
 *     "instead of Python", "from Porto": every current fact whose object shares a word (or a
 *     word's stem: "nursing" ends "nurse") with what ended is ended (at the time of the
 *     sentence); its successor is the new fact of the same kind in that sentence, else the
 *     sentence's first new fact, else none: the fact ends with no successor, a true fact about
 *     the past. An ending that names only a kind ("I quit my job", "I got laid off") ends the
 *     current fact of that kind.
 *  2. One at a time: a new fact of a single-valued kind (home, employer, supervisor, diet…)
 *     ends the current one of the same subject and kind with a different object; time order
 *     decides (a fact told late but dated earlier is stored as already ended by the newer one).
 *  3. Several side by side (allergies, plans, relations…): a new fact ends an old one of its
 *     kind only when its sentence has a change word ("moved", "postponed", "now", "instead") and
 *     both name the same thing.
 *  4. The same thing said again is a duplicate: nothing ends, learning stores nothing new.
 *  5. Pinned facts are never ended by detection.
 * A fact that takes the kind of what it replaces ("switched to pottery" after "stopped
 * painting") gets that kind; without anything it replaces it is dropped.
 */
import { ATTRIBUTES } from './attributes.js';
import type { Ending, ExtractedFact } from './learned-fact.js';
import type { StoredFact } from './ports.js';
import { stem } from './word-stems.js';

const STOP = new Set(['the', 'and', 'my', 'our', 'job', 'work', 'team', 'with', 'for', 'from', 'that', 'this', 'about', 'new', 'old', 'at', 'in', 'of', 'on', 'to', 'a', 'an', 'as', 'is', 'was', 'day', 'days', 'cups', 'four', 'some']);
const CHANGE = /\b(?:moved|postponed|rescheduled|pushed|delayed|changed|cancel(?:l)?ed|called off|now|instead|no longer|switched|new)\b/i;

function words(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}\s+#-]/gu, ' ').split(/[\s-]+/).filter((w) => w.length >= 3 && !STOP.has(w));
}

/** The same word in another form: one stem ("nursing", "nurse"), or the same first five letters ("Lindqvist's"). */
function sameWord(a: string, b: string): boolean {
  if (a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5))) return true;
  const s = stem(a);
  return s.length >= 4 && s === stem(b);
}
const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whether `known` is about `text` ("Priya" → "Priya Nair", "painting" → "watercolour painting"). */
export function about(known: Pick<StoredFact, 'object'>, text: string): boolean {
  const mine = words(known.object);
  return words(text).some((w) => mine.some((k) => sameWord(k, w)));
}

export function sameObject(a: string, b: string): boolean {
  const [x, y] = [normal(a), normal(b)];
  return x === y || (x.length >= 3 && y.length >= 3 && (x.includes(y) || y.includes(x)));
}

export interface PlannedFact {
  fact: ExtractedFact;
  /** A current fact saying the same: nothing new to store. */
  duplicateOf?: StoredFact;
  /** Stored already ended (it is older than the current fact it meets). */
  endedBy?: { fact: StoredFact; at: string };
}

export interface Supersession {
  facts: PlannedFact[];
  /** Known facts to end, with the index of their successor in `facts` (or null). */
  ends: Array<{ known: StoredFact; successor: number | null; at: string }>;
}

/** `extracted` and `endings` come from one message, so they share one subject (`subject`, default that of the first fact, else `user`). */
export function planSupersession(extracted: readonly ExtractedFact[], endings: readonly Ending[], known: readonly StoredFact[], speaker?: string): Supersession {
  const open = known.filter((k) => k.validUntil === null);
  const ends = new Map<string, { known: StoredFact; successor: number | null; at: string }>();
  const facts: PlannedFact[] = [];
  const subject = speaker ?? extracted[0]?.subject ?? 'user';
  const endMatching = (text: string, successor: number | null, at: string, sentence: string) => {
    const hits = open.filter((k) => !k.pinned && k.subject === subject && about(k, text));
    for (const k of hits) {
      if (ends.has(k.id)) continue;
      ends.set(k.id, { known: k, successor: successor ?? firstIn(sentence, k), at });
    }
    return hits;
  };
  const firstIn = (sentence: string, ended: StoredFact): number | null => {
    const same = facts.findIndex((p) => p.fact.sentence === sentence && p.fact.attribute === ended.attribute);
    if (same >= 0) return same;
    const any = facts.findIndex((p) => p.fact.sentence === sentence);
    return any >= 0 ? any : null;
  };

  // Kinds first: a fact that takes the kind of what it replaces.
  for (const raw of extracted) {
    let fact = raw;
    if (raw.inherits) {
      const mine = open.filter((k) => k.subject === raw.subject);
      const replaced = raw.replaces ? mine.filter((k) => about(k, raw.replaces!)) : endings.filter((e) => e.sentence === raw.sentence).flatMap((e) => mine.filter((k) => about(k, e.object)));
      if (replaced.length === 0 && !raw.replaces) continue;
      const kind = replaced[0]?.attribute;
      if (kind && kind !== raw.attribute) fact = { ...raw, attribute: kind, statement: ATTRIBUTES[kind].statement(raw.object, raw.detail) };
      // Another pattern of the sentence may have read the same fact ("we dropped Rust for Go").
      if (facts.some((p) => p.fact.attribute === fact.attribute && sameObject(p.fact.object, fact.object))) continue;
    }
    facts.push({ fact });
  }

  for (const [i, planned] of facts.entries()) {
    const { fact } = planned;
    const duplicate = open.find((k) => k.subject === fact.subject && k.attribute === fact.attribute && sameObject(k.object, fact.object));
    if (duplicate) { planned.duplicateOf = duplicate; continue; }
    if (fact.replaces) endMatching(fact.replaces, i, fact.validFrom, fact.sentence);
    const info = ATTRIBUTES[fact.attribute];
    const rivals = open.filter((k) => k.subject === fact.subject && k.attribute === fact.attribute && !ends.has(k.id)
      && (info.single || (CHANGE.test(fact.sentence) && about(k, fact.object + ' ' + fact.sentence))));
    for (const k of rivals) {
      if (k.pinned) continue;
      if (Date.parse(fact.validFrom) >= Date.parse(k.validFrom)) ends.set(k.id, { known: k, successor: i, at: fact.validFrom });
      else planned.endedBy = { fact: k, at: k.validFrom };
    }
  }
  for (const e of endings) {
    if (e.object) endMatching(e.object, null, e.at, e.sentence);
    // "I quit my job": the current fact of that kind ends, unless the sentence names its successor (a rival above ended it already).
    for (const k of open) {
      if (!e.kinds?.includes(k.attribute) || k.pinned || k.subject !== subject || ends.has(k.id)) continue;
      if (Date.parse(k.validFrom) <= Date.parse(e.at)) ends.set(k.id, { known: k, successor: firstIn(e.sentence, k), at: e.at });
    }
  }
  // A fact never ends itself, nor the fact its own sentence restates.
  for (const [id, e] of ends) if (facts.some((p) => p.duplicateOf?.id === id)) ends.delete(id);
  return { facts, ends: [...ends.values()] };
}
