import type { OperationHandler } from '../../handler-types.js';
import { learningService } from './learning.js';
import { memoryNamespace } from './namespace.js';

/** DELETE /api/v1/learning/facts/{fact_id}: the fact and its memory; what it superseded holds again. */
const deleteLearnedFact: OperationHandler<'deleteLearnedFact'> = async (c) => {
  await learningService(c).remove(await memoryNamespace(c), c.params.fact_id);
  return { status: 204 };
};

export default deleteLearnedFact;
