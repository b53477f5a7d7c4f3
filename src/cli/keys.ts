/**
 * `memplat keys create|list|revoke` (spec 5.4). Works whether or not the server runs: the
 * command goes to the live server over the admin socket, else to the store opened here.
 */
import type { Command } from 'commander';
import { MCP_TOOL_GROUPS } from '../config/mcp.js';
import type { CreatedKey, KeySummary } from '../control-socket/commands/keys.js';
import type { CliContext } from './cli-context.js';

export function formatKeyList(keys: KeySummary[]): string {
  if (keys.length === 0) return 'No API keys. Create one with: memplat keys create --name <name>\n';
  const rows = keys.map((k) => [
    k.name,
    `${k.prefix}…`,
    k.account ?? '(local)',
    k.tools ? k.tools.join(',') : 'all',
    k.created_at.slice(0, 19).replace('T', ' '),
    k.last_used_at ? k.last_used_at.slice(0, 19).replace('T', ' ') : '-',
    k.revoked_at ? 'revoked' : 'active',
  ]);
  const header = ['NAME', 'KEY', 'ACCOUNT', 'MCP TOOLS', 'CREATED (UTC)', 'LAST USED', 'STATUS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows].map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n') + '\n';
}

/** The admin command runner, loaded when a command runs (it brings the store and every service). */
async function runAdminCommand<T>(ctx: CliContext, command: string, args: Record<string, unknown> = {}): Promise<{ result: T }> {
  return (await import('../control-socket/run-command.js')).runAdminCommand<T>(command, args, ctx.config());
}

export function registerKeyCommands(program: Command, ctx: CliContext): void {
  const keys = program.command('keys').description('Manage API keys (Authorization: Bearer <key> on REST and /mcp)');
  keys
    .command('create')
    .description('Create an API key; it is printed once and stored only as a hash')
    .requiredOption('--name <name>', 'key name, unique among the owner\'s active keys (1-64 letters, digits, ".", "_" or "-")')
    .option('--account <login_id>', 'account (login id or email) whose private context the key reaches; default: the local context')
    .option('--context <id>', 'context the key reaches, one the --account may write to (a workspace\'s, say); default: that account\'s private context')
    .option('--user-id <id>', 'default user id of requests made with the key (default_user)')
    .option('--tools <groups>', `MCP tool groups the key may use, comma-separated (some of ${MCP_TOOL_GROUPS.join(', ')}); default: all the server offers. A /mcp?tools= URL narrows further.`)
    .option('--json', 'print {"name", "key"} as JSON')
    .action(async (opts: { name: string; account?: string; context?: string; userId?: string; tools?: string; json?: boolean }) => {
      const tools = opts.tools?.split(',').map((t) => t.trim()).filter(Boolean);
      const { result } = await runAdminCommand<CreatedKey>(ctx, 'keys.create', { name: opts.name, account: opts.account, userId: opts.userId, contextId: opts.context, tools });
      if (opts.json) {
        ctx.stdout.write(`${JSON.stringify({ name: result.name, key: result.key })}\n`);
        return;
      }
      const reach = opts.context ? `context ${result.context_id} as account "${result.account}"` : result.account ? `the private context of account "${result.account}"` : 'the local context';
      const groups = result.tools ? `; MCP tools: ${result.tools.join(', ')}` : '';
      ctx.stdout.write(`Created API key "${result.name}" (reaches ${reach}${groups}). Copy it now, it is not shown again:\n\n${result.key}\n`);
    });
  keys
    .command('list')
    .description('List API keys (names and prefixes only; keys are not stored)')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const { result } = await runAdminCommand<KeySummary[]>(ctx, 'keys.list');
      ctx.stdout.write(opts.json ? `${JSON.stringify(result, null, 2)}\n` : formatKeyList(result));
    });
  keys
    .command('revoke <name>')
    .description('Revoke a key by name; it stops working at once on REST and /mcp')
    .option('--account <login_id>', 'the account whose key it is (names are unique per account)')
    .option('--local', 'the local-context key of that name (created without --account)')
    .action(async (name: string, opts: { account?: string; local?: boolean }) => {
      const { result } = await runAdminCommand<{ mcp_sessions_closed: number }>(ctx, 'keys.revoke', { name, account: opts.account, local: opts.local ?? false });
      const sessions = result.mcp_sessions_closed ? ` and ended ${result.mcp_sessions_closed} MCP session(s)` : '';
      ctx.stdout.write(`Revoked API key "${name}"${sessions}.\n`);
    });
}
