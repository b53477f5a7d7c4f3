import type { OperationHandler } from '../../handler-types.js';
import { factView } from '../../../domain/learning/fact-view.js';
import { learningService } from './learning.js';
import { memoryNamespace } from './namespace.js';

/** GET /api/v1/learning/facts: the user's facts, newest first, superseded ones beside current ones. */
const listLearnedFacts: OperationHandler<'listLearnedFacts'> = async (c) => {
  const ns = await memoryNamespace(c);
  const learning = learningService(c);
  const facts = await learning.list(ns, { current: c.query.current ?? false, limit: c.query.limit ?? 200 });
  return { status: 200, body: { facts: facts.map(factView), learning: await learning.learningState(ns) } };
};

export default listLearnedFacts;
