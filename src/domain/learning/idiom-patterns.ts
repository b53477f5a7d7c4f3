/**
 * Likes and constraints said in idioms rather than with a verb of liking: "Peanuts are a no-go
 * for me", "dairy doesn't agree with me", "I steer clear of gluten", "running is my thing",
 * "I'm a sucker for spicy food". What is avoided is an allergy or intolerance when the sentence
 * speaks of health (an EpiPen, a reaction, feeling sick), else a dislike.
 */
import { one, real, type Found, type StatementPattern } from './statement-patterns.js';
import { phrase } from './object-phrases.js';

const MEDICAL = /\b(?:epi-?pens?|allerg\w*|anaphyla\w*|intoleran\w*|reactions?|react|hives|rash|swell\w*|coeliac|celiac|ibs|stomach|gut|medical|medically|sick|ill|migraines?|breathe|doctor)\b/i;
/** Lead words before the thing an idiom is about ("honestly cilantro is a no-go"). */
const LEAD = /^(?:(?:honestly|also|and|but|so|well|just|yeah|oh|ok|okay|btw|fyi|plus|anyway|the|all|any|anything with|everything with|food with|(?:i|we) (?:think|guess|find|feel|know)(?: that)?)\s+)+/i;
const thing = (text: string) => real(phrase(text.replace(LEAD, ''), 4));
const avoided = (object: string | null, sentence: string): Found[] => one(MEDICAL.test(sentence) ? 'allergy' : 'dislikes', object);

/** The thing a clause opens with: up to four words before its verb. */
const SUBJECT = String.raw`(?:^|[,;:]\s*|\b(?:and|but|so)\s+)((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+)`;
const NO_GO = String.raw`(?:a (?:total |complete |hard |big |strict |absolute )?(?:no-go|no go|no-no|dealbreaker|deal-breaker|deal breaker|hard no|non-starter)|off-limits|off limits|(?:off the table|out of the question) for me|not (?:really |exactly )?(?:my thing|for me|my cup of tea)|poison (?:to|for) me|my kryptonite)`;
const MY_THING = String.raw`my (?:jam|thing|go-to|weakness|guilty pleasure|comfort food|happy place|obsession)`;

export const IDIOM_PATTERNS: StatementPattern[] = [
  { trigger: new RegExp(String.raw`${SUBJECT} (?:is|are) ${NO_GO}(?! (?:for|to) (?:him|her|them|you|us|[\p{L}]+'s)\b)`, 'iuy'), read: (_r, m, s) => avoided(thing(m[1]!), s) },
  { trigger: new RegExp(String.raw`${SUBJECT} (?:does not|do not|never) (?:agree with|sit well with|suit) me\b`, 'iuy'), read: (_r, m) => one('allergy', thing(m[1]!)) },
  { trigger: new RegExp(String.raw`${SUBJECT} (?:makes?|made) me (?:sick|ill|bloated|break out)\b|${SUBJECT} gives? me (?:hives|a rash|migraines?|headaches?|a headache|heartburn|a stomach ache)\b`, 'iuy'), read: (_r, m) => one('allergy', thing((m[1] ?? m[2])!)) },
  { trigger: /\bi (?:always |strictly |have to |must |need to |try to )?(?:avoid|steer clear of|stay away from|keep away from|cannot do|cannot handle|cannot stomach)\s/iy, read: (r, _m, s) => avoided(thing(r), s) },
  { trigger: /\bi am not (?:a |much of a |really a |a big |a huge |the biggest )?(?:fan of|big on|into|keen on|crazy about)\s/iy, read: (r) => one('dislikes', thing(r)) },
  { trigger: /\bi am (?:a |such a |a big |a huge |a massive |an absolute |a total )?(?:fan of|sucker for|obsessed with|crazy about|mad about|hooked on|addicted to|big on|keen on)\s/iy, read: (r) => one('likes', thing(r)) },
  { trigger: /\bi (?:cannot|can not) get enough of\s/iy, read: (r) => one('likes', thing(r)) },
  { trigger: new RegExp(String.raw`${SUBJECT} (?:is|are) ${MY_THING}\b`, 'iuy'), read: (_r, m) => one('likes', thing(m[1]!)) },
];
