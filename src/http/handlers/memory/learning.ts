/** Shared by the learning handlers: the learning service (always wired by the composition root). */
import type { RequestContext } from '../../handler-types.js';
import type { LearningService } from '../../../domain/learning/learning-service.js';

export function learningService(c: Pick<RequestContext, 'services'>): LearningService {
  const learning = c.services.memory.learning;
  if (!learning) throw new Error('the learning service is not wired');
  return learning;
}
