/**
 * Admin commands: named operations the `memplat` CLI runs against the service's store. The
 * same handler runs inside the live server (sent over the admin socket) or in the CLI process
 * with the store opened directly when no server is running, so every command behaves the same
 * either way. Areas register their commands at import time from src/control-socket/commands/<area>.ts
 * (listed in src/control-socket/commands/index.ts).
 */
import type { AppServices } from '../services.js';

/** JSON-serialisable arguments and results: they may cross the socket. */
export type AdminArgs = Record<string, unknown>;
export type AdminHandler = (services: AppServices, args: AdminArgs) => Promise<unknown>;

const commands = new Map<string, AdminHandler>();

export function registerAdminCommand(name: string, handler: AdminHandler): void {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(name)) throw new Error(`Admin command names are dotted lower-case words (area.action), got "${name}"`);
  if (commands.has(name) && commands.get(name) !== handler) throw new Error(`Admin command "${name}" is already registered`);
  commands.set(name, handler);
}

export function adminCommand(name: string): AdminHandler | undefined {
  return commands.get(name);
}

export function adminCommandNames(): string[] {
  return [...commands.keys()].sort();
}
