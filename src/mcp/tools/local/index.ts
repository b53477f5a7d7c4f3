/**
 * Local-only group: 7 tools that need the machine's file system, processes or media
 * players. Offered by the stdio server (`memplat mcp`) only; /mcp refuses them (MCP-006).
 */
import { planned } from '../define.js';
import { readOnly, type ToolAnnotations, type ToolDefinition } from '../types.js';

const destructive: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };
const shell: ToolAnnotations = { ...destructive, openWorldHint: true };
const opensApp: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: false };

export const localTools: ToolDefinition[] = [
  planned('local', 'file_read', 'Read a file', 'Read a local file (text, or base64 for binary), optionally a byte range. Use it to look at files on the user\'s machine.', readOnly),
  planned('local', 'file_write', 'Write a file', 'Write text to a local file: overwrite, append, or create only when absent. Overwriting replaces the file; confirm first.', destructive),
  planned('local', 'dir_list', 'List a folder', 'List the entries of a local folder, optionally recursively. Use it to explore a project or find files.', readOnly),
  planned('local', 'shell_exec', 'Run a shell command', 'Run a command in the local shell and return its exit code and output. It can change anything on the machine: confirm with the user first.', shell),
  planned('local', 'media_open_image', 'Open an image', 'Open a local image file in the default image viewer for the user to see.', opensApp),
  planned('local', 'media_open_audio', 'Play an audio file', 'Open a local audio file in the default player for the user to hear.', opensApp),
  planned('local', 'media_open_video', 'Play a video file', 'Open a local video file in the default player for the user to watch.', opensApp),
];
