import type { Command } from 'commander';

/** Adds every area's subcommands (keys, admin, mcp, mail ...). */
export function registerCommands(_program: Command): void {}
