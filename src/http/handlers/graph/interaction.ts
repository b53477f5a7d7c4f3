/** Shared body of recordInteraction and createInteraction (the spec's two paths for one operation). */
import type { OperationHandler } from '../../handler-types.js';
import type { InteractionInput } from '../../../domain/graph/graph-service.js';
import { memoryNamespace } from '../memory/namespace.js';

export const recordInteractionHandler: OperationHandler = async (c) => ({
  status: 201,
  body: await c.services.memory.graph.recordInteraction(await memoryNamespace(c), c.body as InteractionInput),
});

export const userPatternHandler: OperationHandler = async (c) => ({
  status: 200,
  body: await c.services.memory.graph.userPattern(await memoryNamespace(c), c.params.user_id!),
});
