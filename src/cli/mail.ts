/**
 * `memplat mail list [--limit n]` and `memplat mail show <id>`: the operator's view of the
 * outbox that holds outgoing email when no SMTP server is configured (through the live
 * server's admin channel when one runs, else on the store directly).
 */
import type { Command } from 'commander';
import type { OutboxRow } from '../domain/auth/ports/index.js';
import { runForCli } from './admin.js';
import type { CliContext } from './cli-context.js';

export function formatList(rows: OutboxRow[]): string {
  if (rows.length === 0) return 'The outbox is empty.\n';
  const lines = rows.map((r) => [r.id.slice(0, 8), new Date(r.created_at).toISOString(), r.status.padEnd(6), r.kind.padEnd(16), r.recipient, r.subject].join('  '));
  return `${['ID        CREATED                   STATUS  KIND              TO  SUBJECT', ...lines].join('\n')}\n`;
}

export function formatMessage(r: OutboxRow): string {
  return [
    `ID:      ${r.id}`,
    `Date:    ${new Date(r.created_at).toISOString()}`,
    `Status:  ${r.status}${r.error ? ` (${r.error})` : ''}`,
    `Kind:    ${r.kind}`,
    `To:      ${r.recipient}`,
    `Subject: ${r.subject}`,
    '',
    r.body_text ?? '(body not kept: the message was handed to the SMTP server)',
    '',
  ].join('\n');
}

export function registerMailCommands(program: Command, ctx: CliContext): void {
  const mail = program.command('mail').description('Read the outgoing mail outbox (used when SMTP_URL is not set)');
  mail
    .command('list')
    .description('List outgoing messages, newest first')
    .option('--limit <n>', 'how many', '50')
    .action(async (opts: { limit: string }) => {
      const limit = Math.max(1, Math.min(1000, Number.parseInt(opts.limit, 10) || 50));
      const rows = await runForCli<OutboxRow[]>(ctx, 'mail.list', { limit });
      ctx.stdout.write(formatList(rows));
    });
  mail
    .command('show <id>')
    .description('Show one message (full id or the 8-character prefix from `mail list`)')
    .action(async (id: string) => {
      ctx.stdout.write(formatMessage(await runForCli<OutboxRow>(ctx, 'mail.show', { id })));
    });
}
