import { writesOwnResponse } from '../../handler-types.js';
import { mcpHubFor } from '../../../mcp/http/session-hub.js';

/** DELETE /mcp: ends the session; its id then answers 404. */
const endMcpSession = writesOwnResponse<'endMcpSession'>({ handle: (c) => mcpHubFor(c.services).handle(c) });

export default endMcpSession;
