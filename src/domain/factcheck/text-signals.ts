/**
 * The signals the heuristic fact check reads from text, through wink-nlp (the tokenizer,
 * sentence splitter, stop words and Porter stemmer the extractive summary already uses):
 * content terms (stems, stop words and numbers left out), numbers with the word after them as
 * their unit ("330 metres" -> 330 metr), negations, and words that call a statement false.
 */
import winkNLP, { type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const MAX_TEXT_CHARS = 60_000;

let nlp: WinkMethods | undefined;
function engine(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

const NEGATIONS = new Set(['not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'cannot']);
/** Stems of words that say a statement is false ("a myth", "debunked", "not true"). */
const REFUTING_STEMS = new Set(['myth', 'fals', 'falsehood', 'hoax', 'debunk', 'misconcept', 'untru', 'incorrect', 'inaccur', 'mislead', 'fake', 'baseless', 'unfound', 'disprov', 'refut', 'wrong', 'erron', 'misinform', 'disinform']);
/** Stems too general to tell what a statement is about. */
const WEAK_STEMS = new Set(['also', 'like', 'just', 'onli', 'even', 'still', 'said', 'say', 'says', 'accord']);

export interface NumberMention {
  value: number;
  /** Stem of the word right after the number (its unit: metr, ft, %, peopl...), or null. */
  unit: string | null;
  /** A whole number between 1000 and 2100 without a unit: read as a year. */
  year: boolean;
}

export interface TextSignals {
  text: string;
  /** Distinct content stems. */
  terms: Set<string>;
  numbers: NumberMention[];
  negated: boolean;
  /** Refuting words found ("myth", "false"...), as written. */
  refutingWords: string[];
}

function numberValue(raw: string): number | null {
  const value = Number(raw.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

function signalsOfTokens(text: string, tokens: ItemToken[]): TextSignals {
  const its = engine().its;
  const terms = new Set<string>();
  const numbers: NumberMention[] = [];
  const refutingWords: string[] = [];
  let negated = false;
  tokens.forEach((token, i) => {
    const type = token.out(its.type);
    const normal = String(token.out(its.normal)).toLowerCase();
    if (type === 'number') {
      const value = numberValue(normal);
      if (value === null) return;
      const next = tokens[i + 1];
      const nextType = next ? next.out(its.type) : null;
      const unit = next && (nextType === 'word' || String(next.out(its.normal)) === '%') && !next.out(its.stopWordFlag) ? String(next.out(its.stem as never)).toLowerCase() : null;
      numbers.push({ value, unit, year: unit === null && Number.isInteger(value) && value >= 1000 && value <= 2100 });
      return;
    }
    if (type !== 'word') return;
    if (NEGATIONS.has(normal)) {
      negated = true;
      return;
    }
    const stem = String(token.out(its.stem as never)).toLowerCase();
    if (REFUTING_STEMS.has(stem)) {
      refutingWords.push(normal);
      return;
    }
    if (token.out(its.stopWordFlag) || stem.length < 2 || WEAK_STEMS.has(stem)) return;
    terms.add(stem);
  });
  return { text, terms, numbers, negated, refutingWords };
}

export function signalsOf(text: string): TextSignals {
  const doc = engine().readDoc(text.slice(0, MAX_TEXT_CHARS));
  const tokens: ItemToken[] = [];
  doc.tokens().each((t: ItemToken) => tokens.push(t));
  return signalsOfTokens(text, tokens);
}

/** The sentences of a text with their signals (one readDoc for the whole text). */
export function sentenceSignals(text: string): TextSignals[] {
  const doc = engine().readDoc(text.slice(0, MAX_TEXT_CHARS));
  const out: TextSignals[] = [];
  doc.sentences().each((s: ItemSentence) => {
    const tokens: ItemToken[] = [];
    s.tokens().each((t: ItemToken) => tokens.push(t));
    out.push(signalsOfTokens(String(s.out()).trim(), tokens));
  });
  return out;
}

/** Share of the claim's content terms found in the evidence (0..1), and how many. */
export function termOverlap(claim: TextSignals, evidence: TextSignals): { share: number; shared: number } {
  if (claim.terms.size === 0) return { share: 0, shared: 0 };
  let shared = 0;
  for (const term of claim.terms) if (evidence.terms.has(term)) shared++;
  return { share: shared / claim.terms.size, shared };
}

export type NumberAgreement = 'agree' | 'conflict' | 'none';

/**
 * Whether the evidence states the claim's numbers: the same value with the same unit agrees;
 * another value with the same unit (330 metres against 500 metres), or other years where the
 * claim has one, conflicts. Numbers the evidence does not speak of leave it undecided.
 */
export function numberAgreement(claim: TextSignals, evidence: TextSignals): NumberAgreement {
  let agree = 0;
  let conflict = 0;
  for (const n of claim.numbers) {
    const sameValue = evidence.numbers.some((e) => Math.abs(e.value - n.value) < 1e-9 && (e.unit === n.unit || e.unit === null || n.unit === null));
    if (sameValue) {
      agree++;
      continue;
    }
    const comparable = n.unit !== null ? evidence.numbers.some((e) => e.unit === n.unit) : n.year && evidence.numbers.some((e) => e.year);
    if (comparable) conflict++;
  }
  if (conflict > 0 && conflict >= agree) return 'conflict';
  return agree > 0 ? 'agree' : 'none';
}
