/**
 * What learning reads from a message, before it is stored: facts (a kind, what it is, the
 * sentence that said it and since when it holds) and endings (things the user says are no
 * longer so: "I left Farfetch", "we moved out of Brixton").
 */
import type { Attribute } from './attributes.js';

export interface ExtractedFact {
  /** Whom the fact is about: `user` for the speaker (relations are attributes of the user). */
  subject: string;
  attribute: Attribute;
  object: string;
  /** Role word, category or date that qualifies the fact ("sister", "cuisine", "2026-06-12"). */
  detail?: string;
  /** The statement a learned memory opens with. */
  statement: string;
  /** The user's sentence, as written. */
  sentence: string;
  /** When it became true (ISO): a dated past change, else when it was said. */
  validFrom: string;
  /** A plan's or birthday's day (YYYY-MM-DD). */
  date?: string;
  /** What this fact says is no longer so ("from Porto"). */
  replaces?: string;
  /** Takes the kind of the fact it replaces ("switched to pottery" after "stopped painting"). */
  inherits?: boolean;
}

export interface Ending {
  /** What is over, as the user named it ("Farfetch", "nursing"); empty when only `kinds` say it. */
  object: string;
  /** Kinds of fact it ends whatever their object ("I quit my job": employer). */
  kinds?: Attribute[];
  sentence: string;
  /** When it stopped being true (ISO). */
  at: string;
}

export interface Extraction {
  facts: ExtractedFact[];
  endings: Ending[];
}
