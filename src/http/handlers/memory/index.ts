import type { HandlerMap } from '../../handler-types.js';

/** Handlers of the "memory" tag, keyed by operationId. */
export const handlers: HandlerMap = {};
