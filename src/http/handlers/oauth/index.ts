import type { HandlerMap } from '../../handler-types.js';

/** Handlers of the "oauth" tag, keyed by operationId. */
export const handlers: HandlerMap = {};
