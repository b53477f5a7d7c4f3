/**
 * Settings of the local-only MCP tools (file_read, file_write, dir_list, shell_exec,
 * media_open_*), which `memplat mcp` offers on stdio only. They describe the machine of the
 * person running the MCP client, so `memplat mcp` sends its own (roots resolved against its
 * working directory) when it relays into a running server, which reads them back with
 * localConfigFromRelay.
 */
import path from 'node:path';
import { ConfigError, readBool, readInt, type Env, type SettingDoc } from './env.js';

export const localSettings: SettingDoc[] = [
  { env: 'MEMPLAT_FS_ROOTS', default: '(working directory)', description: 'Folders the local file and media tools may touch when the MCP client offers no roots of its own (separated like PATH: ":" on Linux and macOS, ";" on Windows; relative ones resolve against the working directory). Nothing outside them is reachable, through "..", symlinks or absolute paths alike.' },
  { env: 'MEMPLAT_FILE_MAX_BYTES', default: '1048576', description: 'Most bytes file_read returns and file_write writes in one call.' },
  { env: 'MEMPLAT_DIR_MAX_ENTRIES', default: '10000', description: 'Most entries dir_list returns in one call, whatever the call asks.' },
  { env: 'MEMPLAT_SHELL', default: 'off', description: 'on lets shell_exec run programs (argument lists, never through a shell; working directory inside the roots). Off, it answers MCP-019.' },
  { env: 'MEMPLAT_SHELL_TIMEOUT_MS', default: '60000', description: 'Longest a shell_exec program may run (a call may ask for less); it is then killed with its process group. MCP_TOOL_TIMEOUT_MS still bounds the whole call.' },
  { env: 'MEMPLAT_SHELL_MAX_OUTPUT_BYTES', default: '262144', description: 'Most bytes of standard output, and of standard error, shell_exec returns; the rest is dropped and the result says so.' },
  { env: 'MEMPLAT_MEDIA_MAX_BYTES', default: '5242880', description: 'Largest image or audio file media_open_image / media_open_audio return to the client (base64 content); larger files are refused (MCP-018), as no image library is bundled to downscale them.' },
];

export interface LocalToolsConfig {
  /** Absolute folders (not yet resolved through symlinks). */
  fsRoots: string[];
  fileMaxBytes: number;
  dirMaxEntries: number;
  shellEnabled: boolean;
  shellTimeoutMs: number;
  shellMaxOutputBytes: number;
  mediaMaxBytes: number;
}

export function loadLocalConfig(env: Env, cwd: string = process.cwd()): LocalToolsConfig {
  const raw = env.MEMPLAT_FS_ROOTS;
  const roots = raw === undefined || raw.trim() === '' ? [cwd] : raw.split(path.delimiter).map((r) => r.trim()).filter(Boolean);
  return {
    fsRoots: [...new Set(roots.map((r) => path.resolve(cwd, r)))],
    fileMaxBytes: readInt(env, 'MEMPLAT_FILE_MAX_BYTES', 1_048_576, 1, 256 * 1024 * 1024),
    dirMaxEntries: readInt(env, 'MEMPLAT_DIR_MAX_ENTRIES', 10_000, 1, 1_000_000),
    shellEnabled: readBool(env, 'MEMPLAT_SHELL', false),
    shellTimeoutMs: readInt(env, 'MEMPLAT_SHELL_TIMEOUT_MS', 60_000, 100, 3_600_000),
    shellMaxOutputBytes: readInt(env, 'MEMPLAT_SHELL_MAX_OUTPUT_BYTES', 262_144, 1024, 64 * 1024 * 1024),
    mediaMaxBytes: readInt(env, 'MEMPLAT_MEDIA_MAX_BYTES', 5_242_880, 1024, 64 * 1024 * 1024),
  };
}

/**
 * Settings received from a relaying `memplat mcp`, checked as strictly as the environment
 * (through loadLocalConfig); anything malformed throws ConfigError.
 */
export function localConfigFromRelay(value: unknown): LocalToolsConfig {
  const v = (value ?? {}) as Partial<Record<keyof LocalToolsConfig, unknown>>;
  const roots = Array.isArray(v.fsRoots) ? v.fsRoots.filter((r): r is string => typeof r === 'string' && path.isAbsolute(r)) : [];
  if (roots.length === 0) throw new ConfigError('the relayed MEMPLAT_FS_ROOTS are missing or not absolute');
  const text = (x: unknown) => (x === undefined ? undefined : String(x));
  return loadLocalConfig({
    MEMPLAT_FS_ROOTS: roots.join(path.delimiter),
    MEMPLAT_FILE_MAX_BYTES: text(v.fileMaxBytes),
    MEMPLAT_DIR_MAX_ENTRIES: text(v.dirMaxEntries),
    MEMPLAT_SHELL: text(v.shellEnabled),
    MEMPLAT_SHELL_TIMEOUT_MS: text(v.shellTimeoutMs),
    MEMPLAT_SHELL_MAX_OUTPUT_BYTES: text(v.shellMaxOutputBytes),
    MEMPLAT_MEDIA_MAX_BYTES: text(v.mediaMaxBytes),
  }, path.parse(roots[0]!).root);
}
