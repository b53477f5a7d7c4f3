import type { OperationHandler } from '../../handler-types.js';

const setGrantDefaultContext: OperationHandler = async (c) => {
  const { context_id: contextId } = c.body as { context_id: string | null };
  return { status: 200, body: await c.services.oauth.grants.setDefaultContext(c.principal, c.params.client_id, contextId) };
};
export default setGrantDefaultContext;
