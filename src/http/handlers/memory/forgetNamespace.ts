import type { OperationHandler } from '../../handler-types.js';
import { memoryNamespace } from './namespace.js';

/** POST /api/v1/forget: without `confirm`, what would be deleted and a confirmation; with it, deletes (audited). */
const forgetNamespace: OperationHandler<'forgetNamespace'> = async (c) => {
  const ns = await memoryNamespace(c);
  const answer = await c.services.memory.erasure.erase(
    { principal: c.principal, requestId: c.requestId },
    { contextId: ns.contextId, userId: c.body.user_id, agentName: c.body.agent_name },
    c.body.confirm,
  );
  return { status: 200, body: answer };
};

export default forgetNamespace;
