/**
 * Statements that something of the user's is over, with or without what replaced it: "I left
 * Farfetch", "I'm leaving nursing", "we stopped using Rust", "I'm not vegetarian anymore",
 * "I got laid off". Supersession (supersession.ts) ends the current facts they name, or, for
 * those naming only a kind ("I quit my job"), the current fact of that kind.
 */
import type { Attribute } from './attributes.js';

/** What an ending names runs to the end of its clause. */
const UNTIL_CLAUSE = String.raw`([^,.;!?]+?)(?=\s+(?:and|but|so|because|for|with|to|since|as|now|this|last|next|after|when)\b|[,.;!?:]|$)`;
/** Ways of saying something of yours is over, said of the speaker ("I", "we"), done, doing or about to. */
const ENDING_VERBS = [
  'left', 'leaving', 'quit', 'quitting', 'stopped', 'stopping', 'gave up', 'given up', 'giving up', 'dropped', 'dropping', 'ditched', 'sold',
  'moved out of', 'moving out of', 'moved away from', 'moving away from', 'moved on from', 'moving on from', 'broke up with', 'split up with',
  'divorced', 'separated from', 'retired from', 'retiring from', 'stepped down from', 'stepping down from', 'stepped down as', 'stepping down as',
  'walked away from', 'walking away from', 'done with', 'finished with', 'over', 'swapped', 'swapping', 'traded', 'trading', 'replaced', 'replacing', 'exchanged',
].join('|');
/** Words between the verb and what ended ("quit my job at Monzo", "stopped using Rust", "stopped being vegan"). */
const ENDED_LEAD = String.raw`(?:my job (?:at|as|with)\s+|(?:working|work) (?:at|for|as|with)\s+|(?:using|eating|drinking|doing|seeing|dating|being)\s+(?:an?\s+)?|the\s+|my\s+|our\s+|an?\s+)?`;
/** Objects of "leaving" that are not something of yours ending ("leaving for the airport", "left work early"). */
const NOT_ENDED = String.raw`(?!(?:for|on|at|to|in|from|tomorrow|tonight|today|early|soon|now|home|work|it|that|this|them|there|here)\b)`;

/** Statements that something is no longer so: "I left Farfetch", "I'm leaving nursing", "we moved out of Brixton", "I'm no longer freelance". */
export const ENDING_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(?:i|we) (?:am |are |have |had |will |will be |was |were )?(?:just |now |finally |officially |also |recently )?(?:${ENDING_VERBS})\s+${ENDED_LEAD}${NOT_ENDED}${UNTIL_CLAUSE}`, 'giu'),
  new RegExp(String.raw`\bno longer (?:(?:work|working|employed) (?:at|for|as|with|by)\s+|liv(?:e|ing) in\s+|eat(?:ing)?\s+|us(?:e|ing)\s+|with\s+|at\s+|in\s+|an?\s+|doing\s+|into\s+|a fan of\s+)?${UNTIL_CLAUSE}`, 'giu'),
  /\bnot (?:an? )?([^,.;!?]+?) any ?more\b/giu,
  /\b([\p{Lu}][\p{L}'-]+) and [iI] (?:have )?(?:broke up|split up|separated|divorced)\b/gu,
  new RegExp(String.raw`\b(?:i|we) (?:have )?(?:just )?(?:handed in (?:my |our )?notice (?:at|to)|resigned from|was let go from|got laid off from|was laid off from|got fired from|was fired from)\s+${UNTIL_CLAUSE}`, 'giu'),
  /\b([\p{Lu}][\p{L}'-]+) (?:moved to another team|left the (?:company|team|lab|university)|left for industry|retired|is leaving|left)\b/gu,
  /\b(?:the|my|our) ([^,.;!?]+?) (?:ended|is over|was over|finished|fell through|was cancelled|got cancelled|was called off)\b/giu,
  new RegExp(String.raw`\b(?:instead of|rather than)\s+${UNTIL_CLAUSE}`, 'giu'),
];

/** Endings that name no object but a kind of fact: "I quit my job", "I got laid off", "I've retired", "we moved out". */
export const KIND_ENDINGS: Array<{ re: RegExp; kinds: Attribute[] }> = [
  { re: /\b(?:i|we) (?:have |had |am |was )?(?:just |finally |officially )?(?:quit|left|lost|leaving|quitting|losing|resigned from|handed in (?:my )?notice (?:at|for)) (?:my|our|the) (?:day )?(?:job|position|post|work)\b(?! (?:at|with|as|for)\b)/giu, kinds: ['employer'] },
  { re: /\bi (?:have |had )?(?:just )?(?:got|was|have been|had been|am being|been) (?:fired|laid off|let go|made redundant|sacked)\b(?! from\b)/giu, kinds: ['employer'] },
  { re: /\bi (?:have |had )?(?:just |finally |officially )?(?:retired|resigned)\b(?! from\b)/giu, kinds: ['employer'] },
  { re: /\b(?:i|we) (?:have |had )?(?:just |finally )?moved out\b(?! of\b)/giu, kinds: ['home'] },
];
