import type { OperationHandler } from '../../handler-types.js';

/** GET /: names the service and its versions and links the documentation. */
const getApiRoot: OperationHandler<'getApiRoot'> = async (c) => ({ status: 200, body: c.services.memory.system.apiRoot() });

export default getApiRoot;
