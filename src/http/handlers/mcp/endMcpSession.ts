import { writesOwnResponse } from '../../handler-types.js';

/** DELETE /mcp: ends the session; its id then answers 404. */
const endMcpSession = writesOwnResponse<'endMcpSession'>({ handle: (c) => c.services.mcpSessions.handle(c) });

export default endMcpSession;
