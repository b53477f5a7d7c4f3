import type { OperationHandler } from '../../handler-types.js';
import { factView } from '../../../domain/learning/fact-view.js';
import { learningService } from './learning.js';
import { memoryNamespace } from './namespace.js';

/** PATCH /api/v1/learning/facts/{fact_id}: fix what a fact says, or pin it against supersession. */
const updateLearnedFact: OperationHandler<'updateLearnedFact'> = async (c) => ({
  status: 200,
  body: factView(await learningService(c).fix(await memoryNamespace(c), c.params.fact_id, c.body)),
});

export default updateLearnedFact;
