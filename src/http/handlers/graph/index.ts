import type { TagHandlers } from '../../handler-types.js';
import recordInteraction from './recordInteraction.js';
import createInteraction from './createInteraction.js';
import getUserPattern from './getUserPattern.js';
import getGraphUserPattern from './getGraphUserPattern.js';
import getRelatedNodes from './getRelatedNodes.js';

/** Handlers of the "graph" tag, keyed by operationId. */
export const handlers: TagHandlers<'graph'> = {
  recordInteraction,
  createInteraction,
  getUserPattern,
  getGraphUserPattern,
  getRelatedNodes,
};
