import type { OperationHandler } from '../../handler-types.js';

const clearGrantDefaultContext: OperationHandler<'clearGrantDefaultContext'> = async (c) => {
  await c.services.oauth.grants.clearDefaultContext(c.principal, c.params.client_id);
  return { status: 204 };
};
export default clearGrantDefaultContext;
