/**
 * The resource addresses this server answers, all under memplat:// with each variable one
 * percent-encoded path segment (so keys with slashes, such as coding/session/<id>, fit):
 *
 *   memplat://tools                                   the tools this server offers the caller
 *   memplat://memory/{user_id}/{agent_name}/{key}     one memory, by key, in that agent's namespace
 *   memplat://memories/{user_id}/recent               the user's most recently updated memories, all agents
 *   memplat://pattern/{user_id}                       the user's interaction pattern
 *   memplat://facts/{user_id}                         the user's learned facts, current and superseded
 */
export const TOOLS_URI = 'memplat://tools';

export type ResourceAddress =
  | { kind: 'tools' }
  | { kind: 'memory'; userId: string; agentName: string; key: string }
  | { kind: 'recent'; userId: string }
  | { kind: 'pattern'; userId: string }
  | { kind: 'facts'; userId: string };

export const TEMPLATES = {
  memory: 'memplat://memory/{user_id}/{agent_name}/{key}',
  recent: 'memplat://memories/{user_id}/recent',
  pattern: 'memplat://pattern/{user_id}',
  facts: 'memplat://facts/{user_id}',
} as const;

const seg = encodeURIComponent;

export function memoryUri(userId: string, agentName: string, key: string): string {
  return `memplat://memory/${seg(userId)}/${seg(agentName)}/${seg(key)}`;
}

export const recentUri = (userId: string) => `memplat://memories/${seg(userId)}/recent`;
export const patternUri = (userId: string) => `memplat://pattern/${seg(userId)}`;
export const factsUri = (userId: string) => `memplat://facts/${seg(userId)}`;

function decode(parts: string[]): string[] | null {
  try {
    const decoded = parts.map((p) => decodeURIComponent(p));
    return decoded.every((p) => p.length > 0) ? decoded : null;
  } catch {
    return null;
  }
}

/** The address a URI names, or null when it is not one of this server's. */
export function parseResourceUri(uri: string): ResourceAddress | null {
  if (uri === TOOLS_URI) return { kind: 'tools' };
  const match = /^memplat:\/\/(memory|memories|pattern|facts)\/(.*)$/.exec(uri);
  if (!match) return null;
  const parts = match[2]!.split('/');
  const values = decode(parts);
  if (!values) return null;
  if (match[1] === 'memory' && values.length === 3) return { kind: 'memory', userId: values[0]!, agentName: values[1]!, key: values[2]! };
  if (match[1] === 'memories' && values.length === 2 && values[1] === 'recent') return { kind: 'recent', userId: values[0]! };
  if (match[1] === 'pattern' && values.length === 1) return { kind: 'pattern', userId: values[0]! };
  if (match[1] === 'facts' && values.length === 1) return { kind: 'facts', userId: values[0]! };
  return null;
}
