/**
 * What resources, prompts and completions share with the tools of the same server: the same
 * services (so the same context rules: every read goes through the memory service's access
 * check for the caller's context), the caller of each request, and domain errors turned into
 * JSON-RPC errors that keep their codes.
 */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Principal } from '../../domain/core/principal.js';
import { AppError, issueField, ValidationError } from '../../domain/errors/app-error.js';
import { DEFAULT_USER_ID, GLOBAL_AGENT, type MemoryNamespace } from '../../domain/memory/types.js';
import type { McpMode } from '../tools/catalogue.js';
import type { ToolGroup, ToolServices } from '../tools/types.js';
import type { Logger } from '../../logger.js';
import type { MemoryChangeFeed } from './change-feed.js';

/** MCP's code for an unknown resource (resources: error handling). */
export const RESOURCE_NOT_FOUND = -32002;

export type RequestExtra = { authInfo?: { extra?: Record<string, unknown> }; requestId: string | number };

export interface McpSurface {
  server: Server;
  mode: McpMode;
  toolGroups?: readonly ToolGroup[];
  services: ToolServices;
  logger: Logger;
  /** The node's memory changes (resources/subscribe, list_changed). */
  changes: MemoryChangeFeed;
  principalOf(extra: RequestExtra): Principal;
}

/** The user a caller means when it names none: its API key's user, else default_user. */
export function defaultUserOf(principal: Principal): string {
  if (principal.kind === 'apiKey') return principal.userId;
  if (principal.kind === 'anonymous' && principal.userId) return principal.userId;
  return DEFAULT_USER_ID;
}

export function namespaceFor(principal: Principal, userId: string, agentName: string = GLOBAL_AGENT, requestId?: string | number): MemoryNamespace {
  return { principal, contextId: principal.contextId, userId, agentName, requestId: requestId === undefined ? undefined : String(requestId) };
}

/** Runs one request's work, its failures as JSON-RPC errors whose message starts with the catalogued code. */
export async function answering<T>(surface: McpSurface, method: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof McpError || error instanceof AppError) asMcpError(error);
    surface.logger.error({ err: error, method }, 'MCP request failed');
    throw new McpError(ErrorCode.InternalError, `MCP-015: ${method} failed unexpectedly; the error is in the server log`);
  }
}

function asMcpError(error: unknown): never {
  if (error instanceof McpError) throw error;
  if (error instanceof ValidationError) {
    const issues = error.issues.map((i) => `${issueField(error, i, 'arguments')}: ${i.msg}`);
    throw new McpError(ErrorCode.InvalidParams, `${error.code}: ${error.message}: ${issues.join('; ')}`);
  }
  if (error instanceof AppError) {
    if (error.code === 'MEMORY-001') throw new McpError(RESOURCE_NOT_FOUND, `${error.code}: ${error.message}`);
    throw new McpError(error.status < 500 ? ErrorCode.InvalidParams : ErrorCode.InternalError, `${error.code}: ${error.message}`);
  }
  throw error;
}
