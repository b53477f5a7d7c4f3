/**
 * The one place a request's text is decoded and checked before any rule or store sees it.
 * The router hands over path parameters still percent-encoded and the query string raw;
 * here they are decoded exactly once, strictly:
 * - a path parameter or declared query parameter that is not valid percent-encoded UTF-8 (a
 *   stray `%`, `%C3%28`, an encoded lone surrogate such as `%ED%A0%80`) is a 400 `REQUEST-009`;
 *   query parameters the operation does not declare are dropped unread;
 * - a string that no store can keep (it contains NUL, or a lone UTF-16 surrogate that a
 *   JSON body can carry as `\ud800`) is a 422 naming the field, in path parameters, query
 *   parameters and every string (and property name) of a parsed body, and so is a body
 *   nested deeper than MAX_JSON_DEPTH.
 * Handlers receive only decoded, storable text and never decode anything themselves.
 */
import { AppError, type ValidationIssue } from '../domain/errors/app-error.js';

export type DecodedLocation = 'path' | 'query' | 'body';

function decodeComponent(raw: string, plusIsSpace: boolean): string {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
  } catch {
    throw new AppError('REQUEST-009');
  }
}

/** Path parameters as the client meant them; `+` stays a plus sign in a path. */
export function decodePathParams(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) out[name] = decodeComponent(value, false);
  return out;
}

/**
 * The declared parameters of a query string (`application/x-www-form-urlencoded` rules: `+`
 * is a space) as an object; a name given more than once becomes an array in order. Parameters
 * the operation does not declare are dropped unread (proxies and cache busters add them), so
 * only a declared parameter's value can make the URL malformed. No bracket syntax: `tag[]=x`
 * is a parameter named `tag[]`.
 */
export function decodeQueryString(raw: string, declared: ReadonlySet<string>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    let name: string;
    try {
      name = decodeComponent(eq < 0 ? pair : pair.slice(0, eq), true);
    } catch {
      continue; // a name that does not decode is no declared name
    }
    if (!declared.has(name)) continue;
    const value = eq < 0 ? '' : decodeComponent(pair.slice(eq + 1), true);
    const seen = out[name];
    if (seen === undefined) out[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else out[name] = [seen, value];
  }
  return out;
}

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (no lone surrogate)';
  return null;
}

/** Deeper JSON is refused: stores and validators walk documents recursively. */
export const MAX_JSON_DEPTH = 64;

/**
 * Issues for every string that cannot be stored (property values, array items and property
 * names, at any depth) and for nesting deeper than MAX_JSON_DEPTH. Iterative, so a body of
 * 200,000 nested arrays costs a loop, not the stack.
 */
export function unstorableTextIssues(value: unknown, location: DecodedLocation): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const pending: Array<{ node: unknown; loc: Array<string | number> }> = [{ node: value, loc: [location] }];
  while (pending.length) {
    const { node, loc } = pending.pop()!;
    if (typeof node === 'string') {
      const msg = problemOf(node);
      if (msg) issues.push({ loc, msg, type: 'value_error.unstorable_text' });
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (loc.length > MAX_JSON_DEPTH) {
      issues.push({ loc: loc.slice(0, MAX_JSON_DEPTH + 1), msg: `must not be nested more than ${MAX_JSON_DEPTH} levels deep`, type: 'value_error.too_deep' });
      continue;
    }
    const entries: Array<[string | number, unknown]> = Array.isArray(node) ? node.map((item, i) => [i, item]) : Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (typeof key === 'string') {
        const keyProblem = problemOf(key);
        if (keyProblem) issues.push({ loc: [...loc, key], msg: `property name ${keyProblem}`, type: 'value_error.unstorable_text' });
      }
      pending.push({ node: child, loc: [...loc, key] });
    }
  }
  return issues;
}
