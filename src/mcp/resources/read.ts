/** Reading one resource: the tool catalogue, a memory, the recent memories, the user pattern, the learned facts. */
import { ErrorCode, McpError, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../../domain/core/principal.js';
import { toolsFor } from '../tools/catalogue.js';
import { parseResourceUri, TOOLS_URI } from './uris.js';
import { factView } from '../../domain/learning/fact-view.js';
import { namespaceFor, RESOURCE_NOT_FOUND, type McpSurface } from './surface.js';

const RECENT_COUNT = 20;
const FACTS_COUNT = 200;

function json(uri: string, body: unknown): ReadResourceResult {
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(body, null, 2) }] };
}

/** The tools this server offers the caller, as tools/list would, with whether each works yet. */
export function toolCatalogue(surface: McpSurface) {
  return toolsFor(surface.mode, surface.toolGroups).map((t) => ({
    name: t.name, title: t.title, group: t.group, local_only: t.localOnly, available: Boolean(t.run), description: t.description,
  }));
}

export async function readResource(surface: McpSurface, principal: Principal, uri: string, requestId: string | number): Promise<ReadResourceResult> {
  const address = parseResourceUri(uri);
  if (!address) {
    throw new McpError(RESOURCE_NOT_FOUND, `No resource ${uri} on this server; resources/templates/list shows the addresses it answers (memplat://...)`);
  }
  const { memories, graph } = surface.services;
  switch (address.kind) {
    case 'tools':
      return json(TOOLS_URI, { transport: surface.mode === 'local' ? 'stdio' : 'remote', tools: toolCatalogue(surface) });
    case 'memory': {
      const memory = await memories.get(namespaceFor(principal, address.userId, address.agentName, requestId), address.key);
      return json(uri, memory);
    }
    case 'recent': {
      const page = await memories.list(namespaceFor(principal, address.userId, undefined, requestId), { agentName: '*', limit: RECENT_COUNT });
      return json(uri, { user_id: address.userId, memories: page.items });
    }
    case 'pattern':
      return json(uri, await graph.userPattern(namespaceFor(principal, address.userId, undefined, requestId), address.userId));
    case 'facts': {
      const learning = surface.services.learning;
      if (!learning) throw new McpError(RESOURCE_NOT_FOUND, `No resource ${uri}: learning is not available on this server`);
      const facts = await learning.list(namespaceFor(principal, address.userId, undefined, requestId), { limit: FACTS_COUNT });
      return json(uri, { user_id: address.userId, facts: facts.map(factView) });
    }
    default:
      throw new McpError(ErrorCode.InternalError, 'unreachable');
  }
}
