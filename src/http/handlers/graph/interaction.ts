/** Shared body of recordInteraction and createInteraction (the spec's two paths for one operation). */
import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from '../memory/namespace.js';

export const recordInteractionHandler: OperationHandler<'recordInteraction'> & OperationHandler<'createInteraction'> = async (c) => ({
  status: 201,
  body: await c.services.memory.graph.recordInteraction(await memoryNamespace(c), c.body),
});

export const userPatternHandler: OperationHandler<'getUserPattern'> & OperationHandler<'getGraphUserPattern'> = async (c) => ({
  status: 200,
  body: await c.services.memory.graph.userPattern(await memoryNamespace(c), c.params.user_id),
});
