import type { HandlerMap } from '../../handler-types.js';
import openMcpStream from './openMcpStream.js';
import postMcpMessage from './postMcpMessage.js';
import endMcpSession from './endMcpSession.js';

/** Handlers of the "mcp" tag, keyed by operationId. */
export const handlers: HandlerMap = { openMcpStream, postMcpMessage, endMcpSession };
