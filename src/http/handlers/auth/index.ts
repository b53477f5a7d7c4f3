import type { HandlerMap } from '../../handler-types.js';

/** Handlers of the "auth" tag, keyed by operationId. */
export const handlers: HandlerMap = {};
