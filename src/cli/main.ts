/**
 * The command-line tool (`memplat`). Subcommands are registered by area; `serve` runs
 * the HTTP service. A command loads what it runs only when it runs (dynamic imports in the
 * actions), so `memplat --help` or `memplat keys list` does not load the HTTP server, and
 * every process the tests start pays for its own command only.
 */
import { Command } from 'commander';
import { registerCommands } from './commands.js';

const program = new Command();
program.name('memplat').description('Memory platform for AI agents').showHelpAfterError();
program.command('serve').description('Run the HTTP service (REST, MCP at /mcp, docs at /docs)').action(async () => (await import('../main.js')).serve());
registerCommands(program);

program.parseAsync(process.argv).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
