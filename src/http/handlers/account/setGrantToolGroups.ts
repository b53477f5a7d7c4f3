import type { OperationHandler } from '../../handler-types.js';

/** PUT /api/v1/me/oauth/grants/{client_id}/tool-groups: the choice applies at once, as the client's open MCP sessions end. */
const setGrantToolGroups: OperationHandler<'setGrantToolGroups'> = async ({ principal, params, body, services }) => {
  const { grant, openedUnderGrant } = await services.oauth.grants.setToolGroups(principal, params.client_id, body.tool_groups);
  await services.mcpSessions.closeWhere(openedUnderGrant);
  return { status: 200, body: grant };
};
export default setGrantToolGroups;
