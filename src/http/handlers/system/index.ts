import type { HandlerMap } from '../../handler-types.js';

/** Handlers of the "system" tag, keyed by operationId. */
export const handlers: HandlerMap = {};
