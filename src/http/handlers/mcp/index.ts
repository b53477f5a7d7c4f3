import type { TagHandlers } from '../../handler-types.js';
import openMcpStream from './openMcpStream.js';
import postMcpMessage from './postMcpMessage.js';
import endMcpSession from './endMcpSession.js';
import listMcpToolGroups from './listMcpToolGroups.js';

/** Handlers of the "mcp" tag, keyed by operationId. */
export const handlers: TagHandlers<'mcp'> = { openMcpStream, postMcpMessage, endMcpSession, listMcpToolGroups };
