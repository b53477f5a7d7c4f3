import type { HandlerMap } from '../../handler-types.js';

/** Handlers of the "graph" tag, keyed by operationId. */
export const handlers: HandlerMap = {};
