import { readOnly, type ToolDefinition } from '../types.js';
import { confineExisting, localEnvironmentOf } from './confine.js';
import { openForReading, readRange } from './file-io.js';

/** UTF-8 text of `bytes`, or null when they are not text (NUL bytes or invalid UTF-8). */
function asText(bytes: Buffer): { text: string; bytes: number } | null {
  if (bytes.includes(0)) return null;
  try {
    // stream: a character cut by the end of the range is left for the next read, not garbled.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return { text, bytes: Buffer.byteLength(text) };
  } catch {
    return null;
  }
}

export const fileRead: ToolDefinition<'file_read'> = {
  name: 'file_read',
  title: 'Read a file',
  description:
    'Read a file inside the allowed folders (text, or base64 when binary; optionally a byte range).',
  group: 'local',
  localOnly: true,
  annotations: readOnly,
  async run(args, ctx) {
    const env = localEnvironmentOf(ctx);
    const requested = args.path;
    const { real } = await confineExisting(env, requested);
    const handle = await openForReading(real, requested);
    try {
      const { size } = await handle.stat();
      const offset = Math.min(args.offset, size);
      const asked = args.length;
      const length = Math.min(asked, env.settings.fileMaxBytes, size - offset);
      const bytes = await readRange(handle, offset, length);
      const notes: string[] = [];
      if (asked > env.settings.fileMaxBytes && offset + length < size) notes.push(`at most ${env.settings.fileMaxBytes} bytes are returned per call (MEMPLAT_FILE_MAX_BYTES); read on with offset`);
      let content: string;
      let encoding = args.encoding;
      let read = bytes.length;
      if (encoding === 'utf8') {
        const text = asText(bytes);
        if (text) {
          content = text.text;
          read = text.bytes;
        } else {
          encoding = 'base64';
          content = bytes.toString('base64');
          notes.push('the bytes are not UTF-8 text, so they are returned as base64');
        }
      } else {
        content = bytes.toString('base64');
      }
      return {
        path: real, content, encoding, size, offset, bytes_read: read, truncated: offset + read < size,
        ...(notes.length ? { note: notes.join('; ') } : {}),
      };
    } finally {
      await handle.close();
    }
  },
};
