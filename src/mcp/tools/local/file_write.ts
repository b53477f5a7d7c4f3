import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import { ToolError } from '../tool-error.js';
import type { ToolAnnotations, ToolDefinition } from '../types.js';
import { confinePath, localEnvironmentOf } from './confine.js';
import { NOFOLLOW } from './file-io.js';

const { O_WRONLY, O_CREAT, O_EXCL, O_TRUNC, O_APPEND } = fsConstants;
const FLAGS = {
  overwrite: O_WRONLY | O_CREAT | O_TRUNC | NOFOLLOW,
  append: O_WRONLY | O_CREAT | O_APPEND | NOFOLLOW,
  create: O_WRONLY | O_CREAT | O_EXCL | NOFOLLOW,
} as const;

const destructive: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };

export const fileWrite: ToolDefinition<'file_write'> = {
  name: 'file_write',
  title: 'Write a file',
  description:
    'Write text to a file inside the allowed folders (overwrite, append or create). Confirm an overwrite with the user.',
  group: 'local',
  localOnly: true,
  annotations: destructive,
  async run(args, ctx) {
    const env = localEnvironmentOf(ctx);
    const requested = args.path;
    const mode = args.mode;
    const bytes = Buffer.from(args.content, 'utf8');
    if (bytes.length > env.settings.fileMaxBytes) {
      throw new ToolError('MCP-018', `The content is ${bytes.length} bytes, more than ${env.settings.fileMaxBytes} written per call (MEMPLAT_FILE_MAX_BYTES); write it in parts with mode "append"`);
    }
    const target = await confinePath(env, requested);
    const handle = await fs.open(target.real, FLAGS[mode]).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') throw new ToolError('MCP-021', `${requested} already exists; mode "create" never replaces a file (use "overwrite" or "append")`);
      if (error.code === 'EISDIR') throw new ToolError('MCP-020', `${requested} is a folder`);
      if (error.code === 'ELOOP') throw new ToolError('MCP-017', `${requested} became a symlink while being opened; it was not followed`);
      if (error.code === 'ENOENT') throw new ToolError('MCP-020', `The folder of ${requested} does not exist`);
      throw error;
    });
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw new ToolError('MCP-020', `${requested} is not a regular file`);
      await handle.writeFile(bytes); // the whole buffer, at the end for append (O_APPEND)
      const { size } = await handle.stat();
      return { path: target.real, bytes_written: bytes.length, created: !target.exists, size };
    } finally {
      await handle.close();
    }
  },
};
