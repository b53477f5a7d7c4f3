import type { Command } from 'commander';
import { registerKeyCommands } from './keys.js';
import { registerMcpCommand } from './mcp.js';
import { registerAdminCommands } from './admin.js';
import { registerMailCommands } from './mail.js';
import { registerInvitationCommands } from './invitations.js';
import { registerSecretCommands } from './secrets.js';
import { registerPortabilityCommands } from './portability.js';
import { guardStoreLocation } from './store-guard.js';
import type { CliContext } from './cli-context.js';

/** Adds every area's subcommands; they read and write only through `ctx` (src/cli/cli-context.ts). */
export function registerCommands(program: Command, ctx: CliContext): void {
  registerKeyCommands(program, ctx);
  registerMcpCommand(program, ctx);
  const admin = registerAdminCommands(program, ctx);
  registerInvitationCommands(admin, ctx);
  registerSecretCommands(admin, ctx);
  registerMailCommands(program, ctx);
  registerPortabilityCommands(program, ctx);
  guardStoreLocation(program, ctx);
}
