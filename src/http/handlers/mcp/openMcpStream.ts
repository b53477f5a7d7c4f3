import { writesOwnResponse } from '../../handler-types.js';
import { mcpHubFor } from '../../../mcp/http/session-hub.js';

/** GET /mcp: the session's server-to-client SSE stream (resumable with Last-Event-ID). */
const openMcpStream = writesOwnResponse<'openMcpStream'>({ handle: (c) => mcpHubFor(c.services).handle(c) });

export default openMcpStream;
