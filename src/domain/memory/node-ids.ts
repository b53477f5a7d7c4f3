/**
 * Graph node ids: `<type>:<natural id>`, unique within a (context, user) graph namespace.
 *
 *   memory:<memory uuid>      a memory (stable across updates; `memory:<key>` is accepted as
 *                             input and resolved in the caller's user/agent namespace)
 *   tag:<tag>                 a tag carried by memories
 *   user:<user id>            the user who had interactions
 *   topic:<key phrase>        a topic extracted from interactions (lower-case lemmas)
 *   platform:<name>           the AI platform that answered
 *   interaction:<uuid>        one recorded exchange
 *
 * Memory and tag nodes are not stored: they are the memories and their tags.
 *
 * Edge types: asked (user->interaction), on_platform (interaction->platform), about
 * (interaction->topic), mentions (interaction->memory), interested_in (user->topic, counted),
 * uses (user->platform, counted), tagged (memory<->tag), links_to (memory->memory listed in
 * its metadata.links) and similar (a memory's semantic neighbours, computed per request).
 */
export const NODE_TYPES = ['memory', 'topic', 'user', 'platform', 'interaction', 'tag'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export interface ParsedNodeId {
  type: NodeType;
  ref: string;
}

export const nodeId = (type: NodeType, ref: string): string => `${type}:${ref}`;

/** The type and natural id of a node id, or null when it has no known type prefix. */
export function parseNodeId(id: string): ParsedNodeId | null {
  const colon = id.indexOf(':');
  if (colon <= 0) return null;
  const type = id.slice(0, colon) as NodeType;
  const ref = id.slice(colon + 1);
  if (!(NODE_TYPES as readonly string[]).includes(type) || ref.length === 0) return null;
  return { type, ref };
}
