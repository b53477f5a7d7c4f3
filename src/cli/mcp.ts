/**
 * `memplat mcp`: the local MCP server on standard input/output (all 56 tools, no
 * authentication, the local context). Standard output carries only MCP messages; logs go to
 * standard error.
 */
import type { Command } from 'commander';
import type { CliContext } from './cli-context.js';

export function registerMcpCommand(program: Command, ctx: CliContext): void {
  program
    .command('mcp')
    .description('Run the local MCP server on stdio (for Claude Desktop, Cursor, VS Code); shares the store and settings of `memplat serve`')
    .option('--context <id>', 'context the tools use when a call names none (default: the local context); the local context stays reachable with context_id')
    .action(async (opts: { context?: string }) => {
      const { runStdioMcp } = await import('../mcp/stdio.js');
      await runStdioMcp(ctx.config(), { stdin: ctx.stdin, stdout: ctx.stdout }, { contextId: opts.context });
    });
}
