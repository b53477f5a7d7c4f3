/**
 * First-person statement patterns: each names the kind of fact it states and how to read
 * what the fact is about from the words after it. Triggers are matched case-insensitively on
 * the sentence with contractions spelled out ("I'm" → "I am"); objects are read from the
 * original capitals (a name, a place, "Go" the language rather than "go" the verb).
 */
import type { Attribute } from './attributes.js';
import { diet, organisation, phrase, programmingLanguage, properName, properPlace } from './object-phrases.js';

export interface Found {
  attribute: Attribute;
  object: string;
  /** Role word or category ("sister", "cuisine", "manager"). */
  detail?: string;
  /** Objects this statement says are no longer so ("from Porto", "instead of Python"). */
  replaces?: string;
  /** The new fact takes the kind of the fact it replaces (e.g. "switched to pottery" after "stopped painting"). */
  inherits?: boolean;
}

export interface StatementPattern {
  trigger: RegExp;
  read(rest: string, m: RegExpExecArray, sentence: string): Found[];
}

export const one = (attribute: Attribute, object: string | null, extra: Partial<Found> = {}): Found[] => (object ? [{ attribute, object, ...extra }] : []);
const PRONOUN = /^(?:it|that|this|them|those|these|you|him|her|everything|something|anything|nothing|doing|to)\b/i;
export const real = (text: string | null) => (text && !PRONOUN.test(text) ? text : null);
/** Role phrases that are not jobs ("a bit tired", "a big fan of"). */
const NOT_A_ROLE = /^(?:bit|little|lot|big fan|fan|huge fan|sucker|massive fan|person who|morning person|night owl|mess|wreck|fine|good|huge|total|complete)\b/i;
const RELATIONS = 'wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|spouse|son|daughter|kid|child|baby|mom|mum|mother|dad|father|brother|sister|sibling|grandson|granddaughter|grandmother|grandfather|grandma|grandpa|aunt|uncle|cousin|niece|nephew|best friend|friend|roommate|flatmate|cofounder|co-founder|business partner|colleague';
const PARTNERS = new Set(['wife', 'husband', 'partner', 'girlfriend', 'boyfriend', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'spouse']);
const PETS = 'dog|dogs|cat|cats|puppy|kitten|shiba inu|shiba|labrador|poodle|parrot|rabbit|bunny|hamster|horse|tortoise|turtle|fish|guinea pig';
const SUPERVISORS = 'supervisor|phd supervisor|advisor|adviser|doctoral advisor|manager|line manager|boss|team lead|tech lead|lead|mentor|pi';
const NAME_OR_POSSESSIVE = String.raw`\s*(?:is named|is called|'s name is|name is|is|named|called|,)?\s*`;

function relation(word: string, name: string | null): Found[] {
  const w = word.toLowerCase();
  if (PARTNERS.has(w)) return one('partner', name, { detail: w });
  if (w === 'boss') return one('supervisor', name, { detail: w });
  return one('relation', name, { detail: w === 'mum' || w === 'mom' ? 'mother' : w === 'dad' ? 'father' : w === 'kid' || w === 'baby' ? 'child' : w });
}

function roleAndPlace(rest: string): Found[] {
  const role = phrase(rest.replace(/\s+(?:at|for|with|in|from|living|who|based)\b[\s\S]*$/i, ''), 5);
  if (!role || NOT_A_ROLE.test(role) || diet(role) === role.replace(/^(?:a|an)\s+/i, '').toLowerCase()) return [];
  const out: Found[] = [{ attribute: 'role', object: role }];
  const at = rest.match(/\s(?:at|for|with)\s+([\s\S]*)$/i);
  if (at) out.push(...one('employer', organisation(at[1]!)));
  const study = rest.match(/\b(?:in|of)\s+([\s\S]*)$/i);
  if (/\bstudent\b/i.test(role) && study) out.push(...one('studies', phrase(study[1]!.replace(/\s+at\b[\s\S]*$/i, ''), 5)));
  const living = rest.match(/\b(?:living|based)\s+in\s+([\s\S]*)$/i);
  if (living) out.push(...one('home', properPlace(living[1]!)));
  return out;
}

export const STATEMENT_PATTERNS: StatementPattern[] = [
  // Identity
  { trigger: /\b(?:my name is|i am called|call me|people call me)\s/iy, read: (r) => one('name', properName(r)) },
  { trigger: /(?:^|[,!.]\s*|\b(?:hi|hello|hey)\W+)i am (?=[\p{Lu}][\p{L}'-]+\s*(?:,|\.|!|$|and\b))/iuy, read: (r) => one('name', properName(r)) },
  { trigger: /\bi am (?:(?:now|currently|still|actually) )?(?:a|an)\s/iy, read: (r) => roleAndPlace(r) },
  { trigger: /\bi am the\s(?=\w+(?:\s\w+)?\s+(?:of|at)\b)/iy, read: (r) => roleAndPlace(r) },
  { trigger: /\b(?:i|and) (?:now )?(?:work|am working|start|started|am starting|will start|began|joined) as (?:a |an )?/iy, read: (r) => roleAndPlace(r) },
  { trigger: /\bi (?:have )?(?:just )?retired(?: from)?\s*/iy, read: (r) => one('role', `retired${phrase(r, 3) ? ` (from ${phrase(r, 3)})` : ''}`) },
  { trigger: /\b(?:i am |i have been )?(?:studying|majoring in|doing a (?:phd|master'?s|degree) in)\s/iy, read: (r) => one('studies', phrase(r, 4)) },
  { trigger: /\bi (?:now )?study\s/iy, read: (r) => one('studies', phrase(r, 4)) },
  { trigger: /\bi am (\d{1,3})(?: years old)?\b/iy, read: (_r, m) => one('age', m[1]!) },
  { trigger: /\bi (?:just )?turned (\d{1,3})\b/iy, read: (_r, m) => one('age', m[1]!) },
  { trigger: /\bi am (?:originally )?from\s/iy, read: (r) => one('hometown', properPlace(r)) },
  { trigger: /\bi grew up in\s/iy, read: (r) => one('hometown', properPlace(r)) },
  { trigger: /\bi (?:also )?speak\s/iy, read: (r) => one('speaks', phrase(r, 5)) },
  // Home
  { trigger: /\b(?:i|we) (?:now |currently |still )?live in\s/iy, read: (r) => one('home', properPlace(r)) },
  { trigger: /\b(?:i am|we are) (?:now |currently )?(?:living|based|settled) in\s/iy, read: (r) => one('home', properPlace(r)) },
  { trigger: /\b(?:i am|we are) (?:now )?in (?=[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+)?\s+now\b)/iuy, read: (r) => one('home', properPlace(r)) },
  { trigger: /\b(?:my )?(?:home|flat|apartment|house) is (?:still |now )?(?:in )?(?=[\p{Lu}])/iuy, read: (r) => one('home', properPlace(r)) },
  // An introduction's list: "olu, 29, data analyst, currently based in Manchester".
  { trigger: /,\s*(?:currently |now )?(?:based|living) in\s/iy, read: (r) => one('home', properPlace(r)) },
  {
    trigger: /\b(?:i|we|and) (?:have )?(?:just |recently |finally )?(?:moved|relocated)(?: back| up| down| over| out| house| all the way| across(?: the)? [\p{L}]+)*\s*(?:from\s+([\p{Lu}][\p{L}'-]*(?:\s+[\p{Lu}][\p{L}'-]*)*)\s+)?(?:to|into)\s/iuy,
    read: (r, m) => one('home', properPlace(r), m[1] ? { replaces: m[1] } : {}),
  },
  // Work
  { trigger: /\b(?:i|we|and) (?:now |currently |still )?work(?:ing)?(?: [a-z]+ly)? (?:at|for)\s/iy, read: (r) => one('employer', organisation(r)) },
  { trigger: /\bi am (?:now )?at (?=[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+)*\s+now\b)/iuy, read: (r) => one('employer', organisation(r)) },
  { trigger: /\bi (?:have )?(?:just )?(?:got |been |was |am )?(?:hired by|transferred to|taken on by)\s(?=(?:the )?[\p{Lu}])/iuy, read: (r) => one('employer', organisation(r)) },
  { trigger: /\bi (?:have )?(?:just )?(?:taken|took|got|landed|accepted|started) (?:a |an |the )?(?:new )?(?:job|position|role|post)(?: [a-z]+){0,3} (?:at|with)\s/iy, read: (r) => one('employer', organisation(r)) },
  // A job told by what it is: "I've taken a job teaching biology at…", "landed a position as a data engineer at…".
  {
    trigger: /\bi (?:have )?(?:just )?(?:taken|took|got|landed|accepted|started|found) (?:a |an |the )?(?:new )?(?:job|position|role|post) (?:as (?:a |an )?|(teaching|doing|coaching|tutoring|nursing|cooking|driving|managing|selling|designing|writing) )/iy,
    read: (r, m) => roleAndPlace(`${m[1] ? `${m[1]} ` : ''}${r}`),
  },
  { trigger: /\bi am (?:now )?(?:working|employed|interning) (?:at|for|by|with)\s/iy, read: (r) => one('employer', organisation(r)) },
  { trigger: /\b(?:i|and) (?:have )?(?:just |then )?(?:started|joined|began)(?: a new job| working| work)? (?:at|with)\s/iy, read: (r) => one('employer', organisation(r)) },
  { trigger: /\b(?:i|and) (?:have )?(?:just )?joined (?=(?:a |an |the )?[\p{Lu}])/iuy, read: (r) => one('employer', organisation(r)) },
  { trigger: /\bi (?:have )?(?:just )?joined (?=(?:a|an) [\w-]+ (?:practice|clinic|firm|company|startup|agency|lab|hospital|school|team)\b)/iy, read: (r) => one('employer', organisation(r)) },
  { trigger: /\bi (?:have )?(?:just )?(?:signed (?:a |the )?contract with|(?:accepted|got|landed|took) (?:a |an |the )?(?:new )?(?:job|offer|position|role)(?: offer)? (?:at|from|with))\s/iy, read: (r) => one('employer', organisation(r)) },
  // Work said by what you do there: "I write backend code at Cabify", "I teach at Westfield", "I do research for Novartis".
  { trigger: /\bi (?:(?:now|currently|mostly|still) )?(?:write|build|design|develop|code|program|teach|lecture|nurse|research|do (?:research|marketing|sales|design|data science|engineering|accounting|support|finance|ux|qa))(?: [a-z-]+){0,3} (?:at|for) (?=(?:the )?[\p{Lu}])/iuy, read: (r) => one('employer', organisation(r)) },
  // An introduction as a list: "Olu, 29, data analyst" (name, age, what they do).
  {
    trigger: /(?:^|:\s+)([\p{Lu}][\p{L}'-]+), (\d{1,2}), (?=[\p{L}])/uy,
    read: (r, m) => [...one('name', m[1]!), ...one('age', m[2]!), ...roleAndPlace(r.split(/,/)[0]!)],
  },
  { trigger: /\b(?:startup|company|firm|business|agency|shop|studio|restaurant) (?:called|named)\s/iy, read: (r) => one('employer', organisation(r)) },
  { trigger: /\bi (?:run|own|founded|co-?founded) (?:a |an |my own |the )?/iy, read: (r) => one('employer', phrase(r, 6)) },
  // Team and languages
  {
    trigger: /\b(?:we|our team|my team|the team) (?:have )?(?:dropped|ditched|replaced|abandoned|moved away from|migrated from|switched from)\s/iy,
    read: (r) => {
      const old = programmingLanguage(r);
      const next = r.match(/\b(?:for|with|to)\s+([\s\S]*)$/i);
      const now = next ? programmingLanguage(next[1]!) : null;
      return now ? [{ attribute: 'team_language', object: now, ...(old ? { replaces: old } : {}) }] : [];
    },
  },
  {
    trigger: /\b(?:we|our team|my team|the team|our company) (?:(?:now|mostly|mainly|still|all|have|had) )?(?:write|writes|wrote|use|uses|used|build|builds|built|code|codes|develop|develops|ship|ships|rewrote|rewritten|re-?wrote|migrated|ported|switched|moved|are using|are writing|standardi[sz]ed on)\b/iy,
    read: (r) => {
      const fromTo = r.match(/\bfrom\s+([\s\S]+?)\s+to\s+([\s\S]*)$/i);
      if (fromTo && programmingLanguage(fromTo[2]!)) {
        const old = programmingLanguage(fromTo[1]!);
        return [{ attribute: 'team_language', object: programmingLanguage(fromTo[2]!)!, ...(old ? { replaces: old } : {}) }];
      }
      const instead = r.match(/\b(?:instead of|rather than|replacing|from)\s+([\s\S]*)$/i);
      const head = instead ? r.slice(0, r.length - instead[0].length) : r;
      const now = programmingLanguage(head);
      return now ? [{ attribute: 'team_language', object: now, ...(instead && programmingLanguage(instead[1]!) ? { replaces: programmingLanguage(instead[1]!)! } : {}) }] : [];
    },
  },
  { trigger: /\b(?:our|my team's|the team's) (?:backend|frontend|codebase|code|stack|services?|apps?|platform)(?: code)? (?:is|are) (?:now |still |mostly |mainly |all |written |in )*/iy, read: (r) => one('team_language', programmingLanguage(r.split(/[,;.]/)[0]!)) },
  { trigger: /\bi (?:mostly |mainly |now )?(?:code|program|write code) in\s/iy, read: (r) => one('programming_language', programmingLanguage(r)) },
  // Supervisors
  { trigger: new RegExp(String.raw`(?:\bmy |^)(?:new |current )?(${SUPERVISORS})(?: (?:at|in|on)(?: \S+){1,3}?(?= is\b))? ${NAME_OR_POSSESSIVE}(?=(?:(?:Prof|Professor|Dr|Mr|Mrs|Ms)\.?\s+)?[\p{Lu}])`, 'iuy'), read: (r, m) => one('supervisor', properName(r), { detail: m[1]!.toLowerCase() }) },
  {
    trigger: /((?:(?:Prof|Professor|Dr|Mr|Mrs|Ms)\.?\s+)?[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+){0,2}) (?:is|has been|will be) (?:now )?(?:supervising|advising|managing|mentoring) me\b/uy,
    read: (_r, m) => one('supervisor', m[1]!),
  },
  { trigger: /\bi (?:now )?report to\s/iy, read: (r) => one('supervisor', properName(r)) },
  // "Prof. de Vries took me on": a titled person taking you on is your supervisor.
  {
    trigger: /((?:Prof|Professor|Dr)\.?\s+(?:(?:de|da|di|du|van|von|der|den|ter|la|le)\s+)*[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+)?) (?:has )?(?:took|taken|agreed to take|is taking) me on\b/uy,
    read: (_r, m) => one('supervisor', m[1]!),
  },
  {
    trigger: new RegExp(String.raw`((?:(?:Prof|Professor|Dr|Mr|Mrs|Ms)\.?\s+)?[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+){0,2}) (?:has )?(?:took|taken|take|takes) over as my (?:new )?(${SUPERVISORS})\b`, 'uy'),
    read: (_r, m) => one('supervisor', m[1]!, { detail: m[2]!.toLowerCase() }),
  },
  {
    trigger: new RegExp(String.raw`((?:(?:Prof|Professor|Dr|Mr|Mrs|Ms)\.?\s+)?[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+){0,2}) (?:is now|has become|became|is) my (?:new )?(${SUPERVISORS})\b`, 'uy'),
    read: (_r, m) => one('supervisor', m[1]!, { detail: m[2]!.toLowerCase() }),
  },
  // Diet and constraints
  { trigger: /\bi (?:am|have been|have gone|have become|have turned|went|became|turned|eat|follow|am eating|am now|am fully|have switched to|switched to)\b(?! not\b)(?! no longer\b)/iy, read: (r) => one('diet', diet(r.split(/[.;!?]|\bbut\b/)[0]!)) },
  { trigger: /\bi am (?:severely |very |mildly |also |deathly )?allergic to\s/iy, read: (r) => one('allergy', real(phrase(r, 4))) },
  { trigger: /\bi have (?:an? |a severe |a mild )?([\w-]+(?: [\w-]+)?) allergy\b/iy, read: (_r, m) => one('allergy', m[1]!) },
  { trigger: /\bi am (?:also )?([\w-]+) intolerant\b/iy, read: (_r, m) => one('allergy', `${m[1]!} (intolerant)`) },
  { trigger: /\bi (?:cannot|can not|can't|am not able to) (?:eat|have|tolerate|digest|drink)\s/iy, read: (r) => one('allergy', real(phrase(r, 4))) },
  { trigger: /\bi am (coeliac|celiac)\b/iy, read: (_r, m) => one('allergy', `gluten (${m[1]!.toLowerCase()})`) },
  // People and pets
  { trigger: new RegExp(String.raw`\bmy (?:new |little |older |younger |big |baby |eldest |youngest )?(${RELATIONS})${NAME_OR_POSSESSIVE}(?=[\p{Lu}])`, 'iuy'), read: (r, m) => relation(m[1]!, properName(r)) },
  { trigger: /\bi am (?:now )?(?:seeing|dating|engaged to|married to|going out with)\s(?=[\p{Lu}])/iuy, read: (r) => one('partner', properName(r)) },
  { trigger: /\b(?:seeing|dating) (?:someone|somebody)(?: new)?\W+(?:and )?(?:her|his|their) name is\s/iy, read: (r) => one('partner', properName(r)) },
  { trigger: /\ba (?:baby )?(boy|girl) (?:named|called)\s/iy, read: (r, m) => one('relation', properName(r), { detail: m[1]!.toLowerCase() === 'boy' ? 'son' : 'daughter' }) },
  { trigger: new RegExp(String.raw`\bmy (?:\w+ )?(?:two |three |four |\d+ )?(${PETS}),? ${NAME_OR_POSSESSIVE}(?=[\p{Lu}])`, 'iuy'), read: (r, m) => one('pet', properName(r), { detail: m[1]!.toLowerCase() }) },
  { trigger: new RegExp(String.raw`\bi have (?:a|an|two|three|four|\d+) (?:[\w-]+ )?(${PETS}) (?:named|called)\s`, 'iy'), read: (r, m) => one('pet', properName(r), { detail: m[1]!.toLowerCase() }) },
  {
    trigger: new RegExp(String.raw`(?:^|[,.!]\s+)([\p{Lu}][\p{L}'-]+), (?:my|our) (?:\w+ )?(${PETS}|${RELATIONS})\b`, 'uy'),
    read: (_r, m) => (new RegExp(`^(?:${PETS})$`, 'i').test(m[2]!) ? one('pet', m[1]!, { detail: m[2]!.toLowerCase() }) : relation(m[2]!, m[1]!)),
  },
  // Preferences and pastimes
  { trigger: /\bmy (?:absolute |all-time )?favou?rite ([\w-]+(?: [\w-]+)?) (?:is|are)\s/iy, read: (r, m) => one('favourite', phrase(r, 5), { detail: m[1]!.toLowerCase() }) },
  { trigger: /\bi (?:really |absolutely |just |now )?prefer\s/iy, read: (r) => {
    const m = r.match(/^([\s\S]*?)\s+(?:over|to|instead of|rather than)\s+([\s\S]*)$/i);
    if (!m) return one('likes', real(phrase(r, 5)));
    return one('likes', real(phrase(m[1]!, 5)), { replaces: phrase(m[2]!, 4) ?? undefined, inherits: true });
  } },
  { trigger: /\bi (?:really |absolutely |just |totally )?(?:love|like|enjoy|adore)\s(?!to\b|it\b|that\b|this\b|you\b)/iy, read: (r) => one('likes', real(phrase(r, 5))) },
  { trigger: /\bi (?:really |absolutely |just |totally )?(?:hate|dislike|detest|loathe|cannot stand|can't stand|do not like|don't like)\s/iy, read: (r) => one('dislikes', real(phrase(r, 5))) },
  { trigger: /\bi (?:usually |mostly |mainly |only )?drink\s/iy, read: (r) => one('drinks', real(phrase(r, 7))) },
  { trigger: /\bi (?:have )?(?:just |recently )?(?:taken up|took up|picked up|got into|started learning|started doing|started playing)\s/iy, read: (r) => one('hobby', real(phrase(r, 5))) },
  { trigger: /\bmy (?:new )?hobby is\s/iy, read: (r) => one('hobby', real(phrase(r, 5))) },
  { trigger: /\bi am (?:really )?into\s/iy, read: (r) => one('hobby', real(phrase(r, 5))) },
  { trigger: /\b(?:i|we|and) (?:have )?(?:switched|changed|turned) (?:over )?to\s/iy, read: (r) => one('hobby', real(phrase(r, 5)), { inherits: true }) },
  // "I left Monzo for Revolut", "swapped coffee for matcha", "it's green tea only for me now": what follows takes the
  // kind of what the sentence says ended (supersession.ts), and is dropped when nothing known ended.
  {
    trigger: /\b(?:i|we) (?:am |are |have |had )?(?:just |now |finally )?(?:left|leaving|quit|quitting|swapped|swapping|traded|trading|replaced|replacing|ditched|dropped|gave up|given up|exchanged) (?!(?:my job|work|home|it|that|this)\b)[^,.;!?]+? (?:for|with) (?!(?:the|a|an|good|now|ever|years|months|weeks|days|a while|some|me|us)\b)/iy,
    read: (r) => one('hobby', real(phrase(r, 4)), { inherits: true }),
  },
  { trigger: /\b(?:now )?it(?: i|')s (?:now |just |only )?(?=[^,.;!?]{1,40}? for me\b)/iy, read: (r) => one('hobby', real(phrase(r.replace(/\s+(?:only\s+)?for me\b[\s\S]*$/i, ''), 4)), { inherits: true }) },
  // "started at Feedzai as a senior designer", "work at Bain as a summer associate"
  { trigger: /\b(?:at|with|for) (?:the )?[\p{Lu}][\p{L}'-]*(?: [\p{Lu}][\p{L}'-]*)* as (?:a|an|the|our) /uy, read: (r) => one('role', phrase(r, 4)) },
];
