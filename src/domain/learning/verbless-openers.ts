/**
 * Statements about oneself written without a subject or a verb: "Allergic to peanuts.",
 * "Vegetarian, by the way.", "Big fan of jazz.", "Not a fan of cilantro.", "Originally from
 * Porto.", "Dana here, nurse from Leeds." Each opener below says what the left-out words were
 * ("I am", "I am a"), so the statement patterns read the sentence as if they were there. Only
 * openers that can hardly begin a sentence about something else are listed: "Vegetarian" must
 * stand alone ("Vegetarian lasagna is great" says nothing about the writer), "allergic" must be
 * "allergic to".
 */
const ALONE = String.raw`(?=\s*(?:[,.!;]|$|now\b|since\b|these days\b|for\b))`;

const OPENERS: Array<{ re: RegExp; put: (body: string, m: RegExpMatchArray) => string }> = [
  // "Allergic to peanuts", "Severely allergic to shellfish", "Lactose intolerant", "Vegan now".
  {
    re: new RegExp(String.raw`^(?:(?:very|severely|mildly|quite|also|still|now)\s+)?(?:allergic\s+to\b|(?:lactose|gluten)[- ]intolerant\b|(?:vegetarian|vegan|pescatarian|coeliac|celiac|diabetic)${ALONE})`, 'i'),
    put: (body) => `I am ${lowerFirst(body)}`,
  },
  // "Originally from Porto".
  { re: /^originally\s+from\s+\p{Lu}/iu, put: (body) => `I am ${lowerFirst(body)}` },
  // "Not a fan of cilantro", "Not a big fan of mornings".
  { re: /^not\s+(?:a|much of a)\s+(?:\p{L}+\s+)?fan\s+of\b/iu, put: (body) => `I am ${lowerFirst(body)}` },
  // "Big fan of jazz", "Huge fan of Ghibli films".
  { re: /^(?:(?:big|huge|massive|great|long-?time|lifelong|die-?hard|total)\s+)?fan\s+of\b/i, put: (body) => `I am a ${lowerFirst(body)}` },
  // "Dana here, nurse from Leeds": a name followed by "here" introduces the writer.
  { re: /^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+here\b\s*[,.!—–-]?\s*/u, put: (body, m) => `I am ${m[1]}${body.length > m[0].length ? `, ${body.slice(m[0].length)}` : '.'}` },
];

/** "Vegetarian, by the way" after "I am" is no name: the opener's capital was the sentence's. */
const lowerFirst = (body: string) => body.charAt(0).toLowerCase() + body.slice(1);

/** The sentence with its left-out "I am" (or "I am a") put back, or null when it has no such opener. */
export function withVerblessSubject(body: string): string | null {
  for (const { re, put } of OPENERS) {
    const m = body.match(re);
    if (m) return put(body, m);
  }
  return null;
}
