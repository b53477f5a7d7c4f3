/**
 * What the local-only tools may reach on this machine: the roots (folders) and the caps.
 * The roots are the MCP client's own roots when it offers the `roots` capability and lists
 * at least one folder, else MEMPLAT_FS_ROOTS (default: the working directory of `memplat mcp`).
 * They are resolved through symlinks once and re-read when the client says they changed.
 */
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { RootsListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { LocalToolsConfig } from '../../../config/local.js';
import type { Logger } from '../../../logger.js';

export interface ResolvedRoots {
  /** Real paths (symlinks resolved) of the folders that exist. */
  paths: string[];
  source: 'client' | 'settings';
}

export interface LocalEnvironment {
  settings: LocalToolsConfig;
  roots(): Promise<ResolvedRoots>;
}

const LIST_ROOTS_TIMEOUT_MS = 5_000;

async function realFolders(paths: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of paths) {
    const real = await fs.realpath(p).catch(() => null);
    if (real && (await fs.stat(real)).isDirectory() && !out.includes(real)) out.push(real);
  }
  return out;
}

function fileUriPaths(uris: string[]): string[] {
  return uris.flatMap((uri) => {
    try {
      return uri.startsWith('file:') ? [fileURLToPath(uri)] : [];
    } catch {
      return [];
    }
  });
}

/** Roots for the tools of one MCP session (`server`), falling back to the settings. */
export function createLocalEnvironment(server: Server, settings: LocalToolsConfig, logger: Logger): LocalEnvironment {
  let cached: Promise<ResolvedRoots> | null = null;
  server.setNotificationHandler(RootsListChangedNotificationSchema, async () => {
    cached = null;
  });
  const load = async (): Promise<ResolvedRoots> => {
    if (server.getClientCapabilities()?.roots) {
      try {
        const { roots } = await server.listRoots(undefined, { timeout: LIST_ROOTS_TIMEOUT_MS });
        const paths = await realFolders(fileUriPaths(roots.map((r) => r.uri)));
        if (paths.length) return { paths, source: 'client' };
      } catch (err) {
        logger.warn({ err }, 'the MCP client did not answer roots/list; using MEMPLAT_FS_ROOTS');
      }
    }
    return { paths: await realFolders(settings.fsRoots), source: 'settings' };
  };
  return {
    settings,
    roots() {
      cached ??= load().catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
  };
}
