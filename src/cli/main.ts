/**
 * The command-line tool (`memplat`). Subcommands are registered by area; `serve` runs
 * the HTTP service.
 */
import { Command } from 'commander';
import { serve } from '../main.js';
import { registerCommands } from './commands.js';

const program = new Command();
program.name('memplat').description('Memory platform for AI agents').showHelpAfterError();
program.command('serve').description('Run the HTTP service (REST, MCP at /mcp, docs at /docs)').action(serve);
registerCommands(program);

program.parseAsync(process.argv).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
