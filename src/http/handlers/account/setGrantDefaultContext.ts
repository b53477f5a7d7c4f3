import type { OperationHandler } from '../../handler-types.js';

const setGrantDefaultContext: OperationHandler<'setGrantDefaultContext'> = async (c) => {
  return { status: 200, body: await c.services.oauth.grants.setDefaultContext(c.principal, c.params.client_id, c.body.context_id) };
};
export default setGrantDefaultContext;
