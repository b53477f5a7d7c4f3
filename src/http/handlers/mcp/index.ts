import type { HandlerMap } from '../../handler-types.js';

/** Handlers of the "mcp" tag, keyed by operationId. */
export const handlers: HandlerMap = {};
