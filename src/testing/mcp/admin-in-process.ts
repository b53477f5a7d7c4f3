import type { AppServices } from '../../services.js';
import { adminCommand } from '../../control-socket/registry.js';
import '../../control-socket/commands/index.js';

/** Runs an admin command against a running server's services, as the admin channel does. */
export async function runAdminCommandIn(services: AppServices, name: string, args: Record<string, unknown> = {}): Promise<unknown> {
  const handler = adminCommand(name);
  if (!handler) throw new Error(`no admin command ${name}`);
  return handler(services, args);
}
