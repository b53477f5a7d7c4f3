import type { OperationHandler } from '../../handler-types.js';

const listOAuthGrants: OperationHandler<'listOAuthGrants'> = async (c) => ({ status: 200, body: await c.services.oauth.grants.list(c.principal) });
export default listOAuthGrants;
