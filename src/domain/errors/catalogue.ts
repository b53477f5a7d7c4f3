/**
 * The error catalogue: every code the service can answer with, its HTTP status and
 * default message. Codes are `AREA-NNN`; each area keeps its own file under codes/.
 */
import { requestErrors } from './codes/request.js';
import { systemErrors } from './codes/system.js';
import { memoryErrors } from './codes/memory.js';
import { graphErrors } from './codes/graph.js';
import { authErrors } from './codes/auth.js';
import { accountErrors } from './codes/account.js';
import { adminErrors } from './codes/admin.js';
import { oauthErrors } from './codes/oauth.js';
import { mcpErrors } from './codes/mcp.js';
import { rateErrors } from './codes/rate.js';
import { webErrors } from './codes/web.js';
import { databaseErrors } from './codes/database.js';
import { balancerErrors } from './codes/balancer.js';

export interface CatalogueEntry {
  status: number;
  message: string;
}

export const catalogue = {
  ...requestErrors,
  ...systemErrors,
  ...memoryErrors,
  ...graphErrors,
  ...authErrors,
  ...accountErrors,
  ...adminErrors,
  ...oauthErrors,
  ...mcpErrors,
  ...rateErrors,
  ...webErrors,
  ...databaseErrors,
  ...balancerErrors,
} satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof catalogue;
