import { LOCAL_CONTEXT_ID } from '../domain/core/contexts.js';
import type { Principal } from '../domain/core/principal.js';

/** The machine's owner: the CLI, the stdio MCP server and whoever can open the 0600 admin socket. */
export const LOCAL_PRINCIPAL: Principal = { kind: 'local', contextId: LOCAL_CONTEXT_ID };
