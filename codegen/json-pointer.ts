// RFC 6901 JSON pointers, plus the URI-fragment form used in `$ref` ("#/a~1b/%7Bx%7D").

export function parsePointer(fragment: string): string[] {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (raw === '') return [];
  if (!raw.startsWith('/')) throw new Error(`Not a JSON pointer: "${fragment}"`);
  return raw
    .slice(1)
    .split('/')
    .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds a "#/..." fragment. Tokens are pointer-escaped but not percent-encoded (dredd and Ajv accept "{" as is). */
export function toFragment(tokens: readonly string[]): string {
  return '#' + tokens.map((t) => '/' + escapeToken(t)).join('');
}

export function getAtPointer(doc: unknown, tokens: readonly string[], where: string): unknown {
  let node: unknown = doc;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object' || !(token in (node as Record<string, unknown>))) {
      throw new Error(`Unresolvable JSON pointer ${toFragment(tokens)} in ${where} (missing "${token}")`);
    }
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
