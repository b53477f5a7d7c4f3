import type { Command } from 'commander';
import { registerKeyCommands } from './keys.js';
import { registerMcpCommand } from './mcp.js';
import { registerAdminCommands } from './admin.js';
import { registerMailCommands } from './mail.js';
import { registerInvitationCommands } from './invitations.js';
import { registerSecretCommands } from './secrets.js';
import { registerPortabilityCommands } from './portability.js';
import { guardStoreLocation } from './store-guard.js';

/** Adds every area's subcommands. */
export function registerCommands(program: Command): void {
  registerKeyCommands(program);
  registerMcpCommand(program);
  const admin = registerAdminCommands(program);
  registerInvitationCommands(admin);
  registerSecretCommands(admin);
  registerMailCommands(program);
  registerPortabilityCommands(program);
  guardStoreLocation(program);
}
