/**
 * Runs the store check of store-location.ts before every command that opens the store:
 * commands that only read refuse where there is no store, the others say they create one.
 * `serve` is left alone (a first start creating the store is the normal case, and the server
 * logs where it is).
 */
import type { Command } from 'commander';
import type { CliContext } from './cli-context.js';
import { checkStore, type StoreUse } from './store-location.js';

/** Commands (by their path below `memplat`) that only read the store. */
const READ_ONLY = new Set(['keys list', 'mail list', 'mail show', 'admin invitations', 'export']);
const NO_STORE = new Set(['serve', 'help']);

function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

export function storeUseOf(path: string): StoreUse | null {
  if (NO_STORE.has(path)) return null;
  return READ_ONLY.has(path) ? 'read' : 'write';
}

export function guardStoreLocation(program: Command, ctx: CliContext): void {
  program.hook('preAction', (_root, action) => {
    const use = storeUseOf(commandPath(action));
    if (!use) return;
    checkStore(use, ctx.config(), ctx.env, (line) => ctx.stderr.write(`${line}\n`), ctx.cwd);
  });
}
