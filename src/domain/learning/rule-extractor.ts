/**
 * The offline learner (MEMORY_LEARNING=rules): the durable things a user says about
 * themselves, read from their own words only (never the assistant's). Sentences come from
 * wink-nlp; questions, requests and hedged sentences ("maybe", "thinking about", "if") are
 * skipped; first-person statements are matched against statement-patterns.ts; dates are
 * resolved against when the interaction happened (fact-dates.ts).
 */
import type { ItemSentence } from 'wink-nlp';
import { ATTRIBUTES, type Attribute } from './attributes.js';
import { sentenceDate } from './fact-dates.js';
import type { Extraction, ExtractedFact } from './learned-fact.js';
import { ENDING_PATTERNS, KIND_ENDINGS } from './ending-patterns.js';
import { IDIOM_PATTERNS } from './idiom-patterns.js';
import { STATEMENT_PATTERNS, type Found } from './statement-patterns.js';
import { withNameCapitals } from './name-capitals.js';
import { engine } from './word-stems.js';
import { withVerblessSubject } from './verbless-openers.js';

const MAX_TEXT_CHARS = 8_000;
const MAX_SENTENCE_CHARS = 400;
const HEDGE = /\b(?:if|maybe|perhaps|might|thinking (?:about|of)|considering|wondering|should i|would|could|hope to|want to|wish|not sure|in case|imagine|suppose)\b/i;
const PLAN_TRIGGER = /\b(?:(?:i|we|and i) (?:am|are|will be|will|have)|i am|we are)(?: also| finally| all)? (?:flying|going|travel(?:l)?ing|heading|driving|moving|relocating|off|planning|training for|getting married|having|booked|scheduled|visiting|starting)\b|\b(?:is|are) (?:getting married|having (?:a|her|his|their) (?:baby|wedding|party))\b|\b(?:i am|we are) (?:[a-z]+ly )?[a-z]{2,}ing\b|\b(?:i|we) (?:have )?(?:booked|planned|scheduled|arranged|organi[sz]ed)\b|\b(?:pushed|postponed|rescheduled|moved|delayed|brought forward|bumped)\b/i;
const BIRTHDAY = /\b(?:turns|will turn|is turning) \d{1,3}\b|\bbirthday is\b/i;
const LEAD_IN = /^(?:(?:big |some |good |great |exciting )?news|update|fyi|so|also|oh|well|anyway|btw|by the way|guess what|ok(?:ay)?|yes|yeah|hey|hi)\b[\s:,!.-]*/i;


/** Contractions spelled out so one pattern covers "I'm" and "I am"; apostrophes made plain. */
export function spellOut(sentence: string): string {
  return sentence
    .replace(/[’‘]/g, "'")
    .replace(/\b(I|i)'m\b/g, 'I am')
    .replace(/\b(I|i|[Ww]e|[Yy]ou|[Tt]hey)'ve\b/g, '$1 have')
    .replace(/\b(I|i|[Ww]e|[Tt]hey)'ll\b/g, '$1 will')
    .replace(/\b(I|i|[Ww]e|[Tt]hey)'d\b/g, '$1 would')
    .replace(/\b([Ww]e|[Tt]hey|[Yy]ou)'re\b/g, '$1 are')
    .replace(/\bcan't\b/gi, 'cannot')
    .replace(/\b(do|does|did|is|are|was|were|have|has|had|would|should|could)n't\b/gi, '$1 not')
    .replace(/\bwon't\b/gi, 'will not');
}

/** The user's sentences worth reading: statements, not questions or requests. */
export function statementSentences(text: string): string[] {
  const doc = engine().readDoc(text.slice(0, MAX_TEXT_CHARS));
  const out: string[] = [];
  doc.sentences().each((s: ItemSentence) => {
    const raw = s.out().trim();
    if (!raw || raw.length > MAX_SENTENCE_CHARS || /\?\s*$/.test(raw)) return;
    if (/^(?:please|can you|could you|would you|will you|help me|write|tell me|give me|show me|let's|lets|remind me|find|make|explain)\b/i.test(raw)) return;
    out.push(raw);
  });
  return out;
}

const lower = (s: string) => s.toLowerCase();

/** A short lead-in before a colon ("Big change at work:", "Update:") says nothing about the user. */
const COLON_LEAD_IN = /^[^:,.!?]{1,40}:\s+/;
/** Past forms that do not end in -ed, for sentences that leave out their "I" ("went vegan", "got hired by…"). */
const IRREGULAR_PAST = 'went|got|took|left|quit|began|became|found|bought|sold|made|met|gave|cut|put|set|won|lost|paid|ran|flew|drove';
/** Words ending in -ing that are things, not doings ("Morning!", "Nothing new"). */
const ING_NOUNS = 'morning|evening|nothing|something|anything|everything|thing|spring|wedding|meeting|building|king|ring|sibling|ceiling|pudding|darling|string|wing';
const ELIDED_SUBJECT = new RegExp(String.raw`^((?:just|also|finally|recently|then|now)\s+)?((?:[a-z]{3,}ed|${IRREGULAR_PAST})|(?!(?:${ING_NOUNS})\b)([a-z]{2,}ing))(?=\s+[a-z])(?!\s+(?:is|was|are|were|and|by me)\b)`, 'i');

/**
 * Casual first-person statements often leave out "I": "Relocated to Leeds over the weekend",
 * "went vegan for january", "Starting as an engineer at Fanuc". A sentence (after a lead-in)
 * that opens with a past form gets its "I" back, one that opens with an -ing form "I am", and
 * one with no verb at all ("Allergic to peanuts") its "I am" (verbless-openers.ts).
 */
export function withSubject(text: string): string {
  const body = text.replace(LEAD_IN, '').replace(COLON_LEAD_IN, '');
  const m = body.match(ELIDED_SUBJECT);
  if (!m) return withVerblessSubject(body) ?? text;
  return `${m[3] ? 'I am' : 'I'} ${body}`;
}
const iso = (ms: number) => new Date(ms).toISOString();

function global(re: RegExp): RegExp {
  return new RegExp(re.source, re.flags.replace('y', '').includes('g') ? re.flags.replace('y', '') : `${re.flags.replace('y', '')}g`);
}
const TRIGGERS = [...STATEMENT_PATTERNS, ...IDIOM_PATTERNS].map((p) => ({ ...p, re: global(p.trigger) }));

function foundIn(text: string): Found[] {
  const out: Found[] = [];
  for (const p of TRIGGERS) {
    for (const m of text.matchAll(p.re)) {
      // A hedge before the statement or inside it ("maybe gluten is not for me") makes it no fact.
      if (HEDGE.test(text.slice(0, (m.index ?? 0) + m[0].length))) continue;
      const rest = text.slice((m.index ?? 0) + m[0].length);
      const list = p.read(rest, m as unknown as RegExpExecArray, text);
      for (const f of list) if (f.attribute !== 'diet' || rest.trim().split(/\s+/).slice(0, 3).some((w) => lower(w).includes(f.object))) out.push(f);
    }
  }
  return out;
}

/** A trip, not an ending: "leaving London for the weekend", "left Oslo for a few days". */
const TRIP = /\bfor (?:the|a|an|two|three|a few|a couple of|\d+) (?:(?:long )?weekend|week|weeks|days?|nights?|trip|holiday|holidays|vacation|break|conference)\b/i;
const PRONOUN_OBJECT = /^(?:it|that|this|them|there|here|now|and)$/i;

function endingsIn(text: string): Array<{ object: string; kinds?: Attribute[] }> {
  if (TRIP.test(text)) return [];
  const out: Array<{ object: string; kinds?: Attribute[] }> = [];
  const said = (m: RegExpMatchArray) => !HEDGE.test(text.slice(0, m.index));
  for (const re of ENDING_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const object = m[1]!.trim().split(/\s+/).slice(0, 5).join(' ');
      if (object && !PRONOUN_OBJECT.test(object) && said(m)) out.push({ object });
    }
  }
  for (const { re, kinds } of KIND_ENDINGS) for (const m of text.matchAll(re)) if (said(m)) out.push({ object: '', kinds });
  return out;
}

function planOf(sentence: string, text: string, saidAt: number): ExtractedFact | null {
  const birthday = BIRTHDAY.test(text);
  if (!birthday && !PLAN_TRIGGER.test(text)) return null;
  if (HEDGE.test(text)) return null;
  const when = sentenceDate(text, saidAt);
  if (!when || when.past) return null;
  const clause = sentence.replace(LEAD_IN, '').replace(/[.!]+$/, '').trim();
  const attribute = birthday ? 'birthday' : 'plan';
  return { subject: 'user', attribute, object: clause, detail: when.date, statement: ATTRIBUTES[attribute].statement(clause, when.date), sentence, validFrom: iso(saidAt), date: when.date };
}

/**
 * Every pattern a statement can match, run over the whole text at once (no sentence parse): a
 * sentence is a piece of the text, so a pattern that matches in one of its sentences matches in
 * the text too once its anchors (^, $ outside a character class) are dropped, which only loosens
 * it. The rules read each sentence with its left-out "I" put back (withSubject), so the text is
 * read that way too, piece by piece at every place a sentence can start.
 */
const unanchored = (re: RegExp) => new RegExp(
  re.source.replace(/(\\[\s\S])|(\[(?:\\[\s\S]|[^\]])*\])|[\^$]/g, (m, escaped?: string, klass?: string) => escaped ?? klass ?? ''),
  re.flags.replace(/[gy]/g, ''),
);
const ANY_STATEMENT = [...TRIGGERS.map((p) => p.re), ...ENDING_PATTERNS, ...KIND_ENDINGS.map((k) => k.re), PLAN_TRIGGER, BIRTHDAY].map(unanchored);
const CASE_SENSITIVE_STATEMENT = ANY_STATEMENT.filter((re) => !re.flags.includes('i'));
/** Words the case-sensitive patterns spell in lower case ("is my new manager", "left the company"). */
const LOWER_CASE_WORDS = new Set(CASE_SENSITIVE_STATEMENT.flatMap((re) => re.source.match(/[a-z]{2,}/g) ?? []));
const SENTENCE_STARTS = /((?<=[.!?\n])\s*)/;

/**
 * Whether `userText` may teach anything: false only when extractWithRules would find no fact
 * and no ending, so a write that states nothing skips the sentence parse and the fact store.
 */
export function mayStateFacts(userText: string): boolean {
  const pieces = spellOut(userText.slice(0, MAX_TEXT_CHARS)).split(SENTENCE_STARTS);
  const read = pieces.map((piece, i) => (i % 2 === 0 ? withSubject(piece) : piece)).join('');
  if (ANY_STATEMENT.some((re) => re.test(read))) return true;
  // Names written in lower case get capitals back before the rules read them (name-capitals.ts): every word
  // capitalised but those the case-sensitive patterns spell in lower case is a superset of that.
  const capitalised = read.replace(/(?<![\p{L}'’])[\p{Ll}][\p{L}'’-]*/gu, (w) => (LOWER_CASE_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)));
  if (capitalised === read) return false;
  // Capitals change nothing for a case-insensitive pattern when the text is ASCII (elsewhere a
  // capital can fold differently: "ı" → "I"), so such a text is read again by the others only.
  const again = /^[\x00-\x7f]*$/.test(read) ? CASE_SENSITIVE_STATEMENT : ANY_STATEMENT;
  return again.some((re) => re.test(capitalised));
}

/** What one user message teaches, said at `saidAt` (ms since the epoch). */
export function extractWithRules(userText: string, saidAt: number): Extraction {
  const facts: ExtractedFact[] = [];
  const endings: Extraction['endings'] = [];
  const seen = new Set<string>();
  for (const sentence of statementSentences(userText)) {
    const text = withNameCapitals(withSubject(spellOut(sentence)), sentence);
    const ended = endingsIn(text);
    const found = foundIn(text);
    const plan = planOf(sentence, text, saidAt);
    if (ended.length === 0 && found.length === 0 && !plan) continue; // the common sentence: no date to read
    const when = sentenceDate(text, saidAt);
    // A change dated in the past ("I moved last week") started then, not when it was told.
    const validFrom = iso(when && when.past ? Date.parse(when.date) : saidAt);
    for (const e of ended) endings.push({ ...e, sentence, at: validFrom });
    if (plan) facts.push(plan);
    for (const f of found) {
      if (plan && (f.attribute === 'home' || f.attribute === 'hobby')) continue;
      const id = `${f.attribute}\u0000${lower(f.object)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      facts.push({
        subject: 'user', attribute: f.attribute, object: f.object, ...(f.detail ? { detail: f.detail } : {}),
        ...(f.replaces ? { replaces: f.replaces } : {}), ...(f.inherits ? { inherits: true } : {}),
        statement: ATTRIBUTES[f.attribute].statement(f.object, f.detail), sentence, validFrom,
      });
    }
  }
  return { facts, endings };
}
