/**
 * Continuing on this node a remote MCP session another node began. The MCP TypeScript SDK
 * (1.x) has no public way to do it: its Streamable HTTP transport only learns its session id,
 * and counts itself initialized, while answering `initialize`, and the low-level Server only
 * learns the client's capabilities and name there (an `adoptSession` API is an open request
 * upstream). Until it has one, these two functions set the same private fields the
 * `initialize` handling sets, and fail loudly (the request answers 404, the client starts a
 * new session) if an SDK update renamed them — session-registry.test.ts checks them on every
 * run.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { InitializeRequestSchema } from '@modelcontextprotocol/sdk/types.js';

interface TransportInternals {
  _webStandardTransport?: { sessionId?: string; _initialized?: boolean };
}

interface ServerInternals {
  _oninitialize?: (request: unknown) => Promise<unknown>;
}

/** Makes a fresh transport serve the existing session `sessionId`, as if it had answered its initialize. */
export function adoptSessionId(transport: StreamableHTTPServerTransport, sessionId: string): void {
  const inner = (transport as unknown as TransportInternals)._webStandardTransport;
  if (!inner || inner._initialized !== false) {
    throw new Error('the MCP SDK transport does not have the internals needed to continue a session on another node');
  }
  inner.sessionId = sessionId;
  inner._initialized = true;
}

/** Gives a fresh server what the client said in the session's initialize (capabilities, client name). */
export async function restoreClientInitialize(server: Server, init: Record<string, unknown>): Promise<void> {
  const internals = server as unknown as ServerInternals;
  if (typeof internals._oninitialize !== 'function') {
    throw new Error('the MCP SDK server does not have the internals needed to continue a session on another node');
  }
  const request = InitializeRequestSchema.parse({ method: 'initialize', params: init });
  await internals._oninitialize.call(server, request);
}
