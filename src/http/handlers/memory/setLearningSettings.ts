import type { OperationHandler } from '../../handler-types.js';
import { learningService } from './learning.js';
import { memoryNamespace } from './namespace.js';

/** PUT /api/v1/learning/settings: learning on or off for the selected context. */
const setLearningSettings: OperationHandler<'setLearningSettings'> = async (c) => ({
  status: 200,
  body: await learningService(c).setLearning(await memoryNamespace(c), c.body.learning),
});

export default setLearningSettings;
