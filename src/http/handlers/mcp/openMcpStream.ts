import { writesOwnResponse } from '../../handler-types.js';

/** GET /mcp: the session's server-to-client SSE stream (resumable with Last-Event-ID). */
const openMcpStream = writesOwnResponse<'openMcpStream'>({ handle: (c) => c.services.mcpSessions.handle(c) });

export default openMcpStream;
