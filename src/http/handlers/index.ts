/** Every operation handler, keyed by operationId (one file per operation, grouped by tag). */
import type { HandlerMap } from '../handler-types.js';
import { handlers as memory } from './memory/index.js';
import { handlers as graph } from './graph/index.js';
import { handlers as system } from './system/index.js';
import { handlers as mcp } from './mcp/index.js';
import { handlers as auth } from './auth/index.js';
import { handlers as users } from './users/index.js';
import { handlers as account } from './account/index.js';
import { handlers as admin } from './admin/index.js';
import { handlers as oauth } from './oauth/index.js';

export const handlers: HandlerMap = { ...memory, ...graph, ...system, ...mcp, ...auth, ...users, ...account, ...admin, ...oauth };
