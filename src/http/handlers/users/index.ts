import type { HandlerMap } from '../../handler-types.js';

/** Handlers of the "users" tag, keyed by operationId. */
export const handlers: HandlerMap = {};
