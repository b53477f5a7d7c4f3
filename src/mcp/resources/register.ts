/**
 * MCP resources of one server (stdio or a remote session): the tool catalogue, memories by key,
 * the user's recent memories and interaction pattern, with resource templates for the last
 * three, and resources/subscribe: notifications/resources/updated when a subscribed memory (or
 * the user's recent list or pattern) changes on any node, through MCP, REST, import, erasure or
 * the expiry purge (change-feed.ts), and
 * notifications/resources/list_changed when the caller's list does (list-changed.ts).
 */
import {
  ErrorCode, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, McpError, ReadResourceRequestSchema,
  SubscribeRequestSchema, UnsubscribeRequestSchema, type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import type { MemoryChange } from './change-feed.js';
import { announceListChanges } from './list-changed.js';
import { readResource } from './read.js';
import { answering, defaultUserOf, namespaceFor, type McpSurface, type RequestExtra } from './surface.js';
import { factsUri, memoryUri, parseResourceUri, patternUri, recentUri, TEMPLATES, TOOLS_URI, type ResourceAddress } from './uris.js';

const LIST_PAGE = 50;
const MAX_SUBSCRIPTIONS = 200;

function fixedResources(userId: string): Resource[] {
  return [
    { uri: TOOLS_URI, name: 'tools', title: 'Tool catalogue', mimeType: 'application/json', description: 'The tools this server offers you, with their groups and whether each works yet.' },
    { uri: recentUri(userId), name: 'recent-memories', title: `Recent memories of ${userId}`, mimeType: 'application/json', description: `The ${userId} user's 20 most recently updated memories, all agents.` },
    { uri: patternUri(userId), name: 'user-pattern', title: `Interaction pattern of ${userId}`, mimeType: 'application/json', description: 'Recorded interactions: topics, AI platforms used, and how topics changed day by day.' },
    { uri: factsUri(userId), name: 'learned-facts', title: `Learned facts of ${userId}`, mimeType: 'application/json', description: 'Durable facts learned from interactions or stated by stored memories, with source sentence, dates and what superseded what.' },
  ];
}

const TEMPLATE_LIST = [
  { uriTemplate: TEMPLATES.memory, name: 'memory', title: 'A memory by key', mimeType: 'application/json', description: 'One memory (value, scope, tags, importance, metadata, timestamps) in a user\'s agent namespace; agent_name "global" for memories shared across agents. Each variable is one percent-encoded path segment (a key\'s "/" is %2F).' },
  { uriTemplate: TEMPLATES.recent, name: 'recent-memories', title: 'A user\'s recent memories', mimeType: 'application/json', description: 'The 20 most recently updated memories of a user, across agents.' },
  { uriTemplate: TEMPLATES.pattern, name: 'user-pattern', title: 'A user\'s interaction pattern', mimeType: 'application/json', description: 'Recorded interactions of a user: topics, platforms, day-by-day trajectory.' },
  { uriTemplate: TEMPLATES.facts, name: 'learned-facts', title: 'A user\'s learned facts', mimeType: 'application/json', description: 'Durable facts of a user (current and superseded) with their source sentence and dates.' },
];

/** Whether a change touches what a subscribed address shows. */
function touches(address: ResourceAddress, change: MemoryChange): boolean {
  switch (address.kind) {
    case 'memory':
      if (change.kind === 'erased') return change.userId === address.userId && (change.agentName === undefined || change.agentName === address.agentName);
      // A change without a key (a large import or purge) may touch any memory of its namespace.
      return change.kind !== 'interaction' && change.userId === address.userId && change.agentName === address.agentName && (change.key === undefined || change.key === address.key);
    case 'recent':
    case 'facts':
      return change.kind !== 'interaction' && change.userId === address.userId;
    case 'pattern':
      // An erasure may take the user's interactions with it.
      return (change.kind === 'interaction' || change.kind === 'erased') && change.userId === address.userId;
    default:
      return false;
  }
}

export function registerResources(surface: McpSurface): void {
  const { server } = surface;
  const principal = (extra: unknown) => surface.principalOf(extra as RequestExtra);

  server.setRequestHandler(ListResourcesRequestSchema, async (request, extra) => answering(surface, 'resources/list', async () => {
    const caller = principal(extra);
    const userId = defaultUserOf(caller);
    const cursor = request.params?.cursor;
    const page = await surface.services.memories.list(namespaceFor(caller, userId, undefined, extra.requestId), { agentName: '*', limit: LIST_PAGE, cursor });
    const memories: Resource[] = page.items.map((m) => ({
      uri: memoryUri(userId, m.agent_name, m.key),
      name: m.key,
      title: `${m.key} (${m.agent_name})`,
      description: m.value.length > 160 ? `${m.value.slice(0, 159)}…` : m.value,
      mimeType: 'application/json',
      annotations: { lastModified: m.updated_at, priority: Math.round(m.importance * 100) / 100 },
    }));
    return { resources: [...(cursor ? [] : fixedResources(userId)), ...memories], ...(page.next_cursor ? { nextCursor: page.next_cursor } : {}) };
  }));

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: TEMPLATE_LIST }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => answering(surface, 'resources/read', () => readResource(surface, principal(extra), request.params.uri, extra.requestId)));

  const subscribed = new Map<string, { address: ResourceAddress; contextId: string }>();
  server.setRequestHandler(SubscribeRequestSchema, async (request, extra) => {
    const { uri } = request.params;
    const address = parseResourceUri(uri);
    if (!address) throw new McpError(ErrorCode.InvalidParams, `Cannot subscribe to ${uri}: not an address of this server (memplat://...)`);
    if (!subscribed.has(uri) && subscribed.size >= MAX_SUBSCRIPTIONS) throw new McpError(ErrorCode.InvalidParams, `At most ${MAX_SUBSCRIPTIONS} subscriptions per session`);
    subscribed.set(uri, { address, contextId: principal(extra).contextId });
    return {};
  });
  server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    subscribed.delete(request.params.uri);
    return {};
  });

  const stop = surface.changes.onChange((change) => {
    for (const [uri, { address, contextId }] of subscribed) {
      if (contextId === change.contextId && touches(address, change)) server.sendResourceUpdated({ uri }).catch(() => undefined);
    }
  });
  const stopListChanges = announceListChanges(surface);
  const previous = server.onclose;
  server.onclose = () => {
    stop();
    stopListChanges();
    subscribed.clear();
    previous?.();
  };
}
