import type { OperationHandler } from '../../handler-types.js';
import { knownToolGroups } from '../../../domain/core/tool-group-choice.js';

/** GET /api/v1/mcp/tool-groups: what each tool group, all of them and a choice (`?groups=`) cost on /mcp. */
const listMcpToolGroups: OperationHandler<'listMcpToolGroups'> = async ({ query, services }) => {
  const choice = query.groups === undefined ? null : knownToolGroups(query.groups.split(','), ['query', 'groups']);
  return { status: 200, body: services.mcpToolGroups.costs(choice) };
};
export default listMcpToolGroups;
