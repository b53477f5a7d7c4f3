import type { HandlerMap } from '../../handler-types.js';

/** Handlers of the "account" tag, keyed by operationId. */
export const handlers: HandlerMap = {};
