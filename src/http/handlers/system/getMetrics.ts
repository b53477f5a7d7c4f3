import { AppError } from '../../../domain/errors/app-error.js';
import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from '../memory/namespace.js';
import { localCallerOf } from '../../local-caller.js';
import { isOperator } from './metrics-access.js';

/**
 * GET /api/v1/metrics: memory, graph and storage counts and the embedding backlog of the
 * context the call addresses (read access checked as for memories), or with scope=service of
 * the whole service, for the operator only (see metrics-access.ts).
 */
const getMetrics: OperationHandler<'getMetrics'> = async (c) => {
  const { system, memories } = c.services.memory;
  if (c.query.scope === 'service') {
    if (!(await isOperator(c.principal, localCallerOf(c.koa, c.services), c.services))) throw new AppError('SYSTEM-007');
    return { status: 200, body: { scope: 'service' as const, context: null, ...(await system.metrics()) } };
  }
  const ns = await memoryNamespace(c);
  const context = await memories.contextOf(ns);
  return { status: 200, body: { scope: 'context' as const, context, ...(await system.metrics(ns.contextId)) } };
};

export default getMetrics;
