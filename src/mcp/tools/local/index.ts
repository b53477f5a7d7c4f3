/**
 * Local-only group: 7 tools on the user's machine (files, programs, media), confined to the
 * roots (the MCP client's roots, else MEMPLAT_FS_ROOTS). Offered by the stdio server
 * (`memplat mcp`) only; /mcp refuses them (MCP-006).
 */
import type { ToolDefinition } from '../types.js';
import { fileRead } from './file_read.js';
import { fileWrite } from './file_write.js';
import { dirList } from './dir_list.js';
import { shellExec } from './shell_exec.js';
import { mediaOpenAudio, mediaOpenImage, mediaOpenVideo } from './media.js';

export const localTools: ToolDefinition[] = [fileRead, fileWrite, dirList, shellExec, mediaOpenImage, mediaOpenAudio, mediaOpenVideo];
