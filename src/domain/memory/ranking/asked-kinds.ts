/**
 * Which kinds of durable fact a question asks about ("where does Dana live?" → home), in the
 * words people ask with. Recall puts memories stating a current fact of the user of that kind
 * first among the current ones (current-first.ts); the kinds are the learning area's
 * (src/domain/learning/attributes.ts).
 */
const ASKS: Array<[string, RegExp]> = [
  ['home', /\bwhere\b.*\b(?:live|lives|living|based|reside|resides|home)\b|\b(?:which|what) (?:city|town|country|neighbou?rhood)\b.*\b(?:live|lives|living|home|based)\b|\bhome (?:city|town)\b/i],
  ['employer', /\b(?:where|who|which company|what company|which firm)\b.*\b(?:work|works|working|employed|employer)\b|\bwhich \w+ (?:does|did|is) \S+ (?:work|working|employed)\b|\b(?:company|employer|workplace)\b/i],
  ['role', /\bfor a living\b|\b(?:job|profession|occupation|job title)\b|\bwhat does \S+ do\b/i],
  ['studies', /\b(?:study|studies|studying|major|majoring|degree|field)\b/i],
  ['team_language', /\b(?:programming )?language\b.*\b(?:team|backend|frontend|code|written|use|uses|stack)\b|\b(?:team|backend|code)\b.*\bwritten in\b/i],
  ['supervisor', /\b(?:manager|supervisor|supervises|supervised|advisor|adviser|boss|reports? to|mentor|(?:team|tech) lead)\b/i],
  ['diet', /\b(?:diet|eat|eats|eating|vegetarian|vegan|pescatarian)\b/i],
  ['allergy', /\b(?:allergic|allergy|allergies|intoleran(?:t|ce)|can'?t eat|cannot eat)\b/i],
  ['partner', /\b(?:partner|dating|married|engaged|wife|husband|girlfriend|boyfriend|spouse|fianc[ée]e?)\b/i],
  ['relation', /\b(?:sister|brother|mother|mom|mum|father|dad|son|daughter|child|children|kids?|grandson|granddaughter|cousin|cofounder|co-founder|friend)\b/i],
  ['pet', /\b(?:dog|cat|cats|dogs|pet|pets|puppy)\b/i],
  ['drinks', /\b(?:drink|drinks|drinking)\b/i],
  ['likes', /\b(?:like|likes|prefer|prefers|love|loves|enjoy|enjoys)\b/i],
  ['dislikes', /\b(?:dislike|dislikes|hate|hates|can'?t stand)\b/i],
  ['favourite', /\bfavou?rite\b/i],
  ['hobby', /\b(?:hobby|hobbies|pastime|free time|spare time)\b/i],
  ['plan', /\b(?:when|trip|plan|plans|planning|travel|flying|going|wedding|marathon|moving|cruise)\b/i],
  ['birthday', /\b(?:birthday|born|turns?)\b/i],
  ['name', /\bname\b/i],
];

export function askedKinds(query: string): Set<string> {
  return new Set(ASKS.filter(([, re]) => re.test(query)).map(([kind]) => kind));
}

/**
 * Kinds that answer a question well enough when no current fact of the asked kind does: what
 * someone does for a living is answered by where they work when their occupation ended and
 * only the new employer was said ("I left nursing and joined Revolut").
 */
const NEAR: Readonly<Record<string, readonly string[]>> = { role: ['employer'] };

export function nearKinds(asked: ReadonlySet<string>): Set<string> {
  return new Set([...asked].flatMap((kind) => NEAR[kind] ?? []).filter((kind) => !asked.has(kind)));
}
