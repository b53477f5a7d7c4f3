import type { OperationHandler } from '../../handler-types.js';

const listOAuthGrants: OperationHandler = async (c) => ({ status: 200, body: await c.services.oauth.grants.list(c.principal) });
export default listOAuthGrants;
