/**
 * `memplat admin invite [--email <addr>] [--note <text>] [--days <n>] [--json]` and
 * `memplat admin invitations [--json]`: closed-beta sign-up invitations (through the live
 * server's admin channel when one runs, else on the store directly). The link carries the
 * token, which is stored only as a hash: it is printed once.
 */
import { InvalidArgumentError, type Command } from 'commander';
import type { CreatedInvitation, InvitationView } from '../domain/admin/invitation-service.js';
import { runForCli } from './admin.js';
import type { CliContext } from './cli-context.js';

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');

export function formatCreatedInvitation(r: CreatedInvitation): string {
  const lines = [`Created invitation ${r.id}, valid until ${when(r.expires_at)} UTC. The link is shown only now:`, '', r.url, ''];
  if (r.email) lines.push(r.emailed ? `The link was also sent to ${r.email}.` : `Sending the link to ${r.email} failed; pass it on yourself.`, '');
  return lines.join('\n');
}

export function formatInvitationList(rows: InvitationView[]): string {
  if (rows.length === 0) return 'No invitations. Create one with: memplat admin invite [--email <address>]\n';
  const header = ['ID', 'STATUS', 'CREATED (UTC)', 'EXPIRES (UTC)', 'EMAIL', 'NOTE'];
  const cells = rows.map((r) => [r.id, r.status, when(r.created_at), when(r.expires_at), r.email ?? '-', r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  return [header, ...cells].map((c) => c.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n') + '\n';
}

function parseDays(value: string): number {
  if (!/^\d{1,3}$/.test(value)) throw new InvalidArgumentError('a whole number of days (1 to 90)');
  return Number(value);
}

export function registerInvitationCommands(admin: Command, ctx: CliContext): void {
  admin
    .command('invite')
    .description('Create a closed-beta sign-up invitation and print its link (shown once)')
    .option('--email <address>', 'who it is for; the link is also emailed there (or queued in the mail outbox)')
    .option('--note <text>', 'note for administrators (up to 200 characters)')
    .option('--days <n>', 'days until it expires (1 to 90, default 14)', parseDays)
    .option('--json', 'print the invitation, token and link as JSON')
    .action(async (opts: { email?: string; note?: string; days?: number; json?: boolean }) => {
      const created = await runForCli<CreatedInvitation>(ctx, 'invitation.create', { email: opts.email, note: opts.note, days: opts.days });
      ctx.stdout.write(opts.json ? `${JSON.stringify(created, null, 2)}\n` : formatCreatedInvitation(created));
    });
  admin
    .command('invitations')
    .description('List closed-beta invitations with their status, newest first')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const rows = await runForCli<InvitationView[]>(ctx, 'invitation.list');
      ctx.stdout.write(opts.json ? `${JSON.stringify(rows, null, 2)}\n` : formatInvitationList(rows));
    });
}
