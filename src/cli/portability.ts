/**
 * `memplat export`, `memplat import FILE|-` and `memplat forget`: the operator's copy, restore
 * and erasure of memories, on the same store as the server (through its admin socket while it
 * runs, else on the store directly). Standard output carries only the records (export) or the
 * report (import, forget); standard error names the store used.
 *
 * Export lines are the records of src/domain/memory/portability/record.ts, in a stable order,
 * so an export imported into an empty store exports identically. Import is idempotent (see
 * portability-service.ts for the rule) and sends lines in batches that fit the admin channel.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Command } from 'commander';
import type { ExportPage, ImportLine, ImportReport } from '../domain/memory/portability/portability-service.js';
import type { EraseAnswer } from '../domain/memory/portability/namespace-erasure.js';
import { MAX_REQUEST_BYTES } from '../control-socket/protocol.js';
import type { AdminSession } from './admin-session.js';
import type { CliContext } from './cli-context.js';

/** Lines per import request, and bytes as sent (JSON-escaped): well under the admin channel's 1 MiB request line. */
const IMPORT_BATCH_LINES = 200;
const IMPORT_BATCH_BYTES = 512 * 1024;
/** The largest line a running server's admin channel takes in one request (records with a long history can be larger). */
const IMPORT_LINE_MAX_BYTES = MAX_REQUEST_BYTES - 4096;

async function withSession<T>(ctx: CliContext, work: (session: AdminSession) => Promise<T>): Promise<T> {
  const config = ctx.config();
  // Loaded here, not at the top: it brings the store and every service (src/cli/main.ts).
  const { openAdminSession, storeLine } = await import('./admin-session.js');
  const session = await openAdminSession(config);
  ctx.stderr.write(storeLine(config, session.via));
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}

async function* linesOf(file: string, stdin: NodeJS.ReadableStream): AsyncGenerator<ImportLine> {
  const input = file === '-' ? stdin : fs.createReadStream(file, { encoding: 'utf8' });
  let line = 0;
  for await (const text of readline.createInterface({ input, crlfDelay: Infinity })) {
    line++;
    yield { line, text };
  }
}

/** The key a line names, to point at it in the report (null when it names none). */
function keyOf(text: string): string | null {
  try {
    const key = (JSON.parse(text) as { key?: unknown } | null)?.key;
    return typeof key === 'string' ? key.slice(0, 256) : null;
  } catch {
    return null;
  }
}

function addReport(total: ImportReport, part: ImportReport): void {
  for (const k of ['records', 'created', 'updated', 'unchanged', 'skipped', 'failed'] as const) total[k] += part[k];
  total.errors.push(...part.errors);
  for (const c of part.contexts) {
    const seen = total.contexts.find((t) => t.id === c.id);
    if (seen) seen.records += c.records;
    else total.contexts.push({ ...c });
  }
}

export function formatImportReport(r: ImportReport): string {
  const where = r.contexts.map((c) => `${c.name || c.kind} (${c.id}): ${c.records}`).join(', ');
  return `Imported ${r.records} record(s): ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ` +
    `${r.skipped} skipped (expired), ${r.failed} failed.${where ? `\nContexts: ${where}.` : ''}\n`;
}

export function formatEraseAnswer(a: EraseAnswer, command: string): string {
  const ns = a.namespace.agent_name === null ? `user "${a.namespace.user_id}" (every agent)` : `agent "${a.namespace.agent_name}" of user "${a.namespace.user_id}"`;
  const where = `context ${a.context.name || a.context.kind} (${a.context.id})`;
  if (a.status === 'deleted') {
    const d = a.deleted;
    return `Deleted everything of ${ns} in ${where}: ${d.memories} memories, ${d.feedback} feedback events, ${d.interactions} interactions, ${d.graph_nodes} graph nodes, ${d.graph_edges} graph edges. The audit log records it.\n`;
  }
  const c = a.counts;
  return `This would delete everything of ${ns} in ${where}: ${c.memories} memories, ${c.feedback} feedback events, ` +
    `${c.interactions} interactions, ${c.graph_nodes} graph nodes, ${c.graph_edges} graph edges.\n` +
    `Nothing was deleted. To delete it, run within five minutes (until ${a.expires_at}):\n\n  ${command} --confirm ${a.confirm}\n`;
}

function quoted(value: string): string {
  return /^[A-Za-z0-9._:/@-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

export function registerPortabilityCommands(program: Command, ctx: CliContext): void {
  program
    .command('export')
    .description('Write memories as JSON Lines to standard output (all, or one context, user or agent); no vectors')
    .option('--context <id>', 'only this context (default: every context of the store)')
    .option('--user <id>', 'only this user')
    .option('--agent <name>', 'only this agent namespace')
    .action(async (opts: { context?: string; user?: string; agent?: string }) => {
      await withSession(ctx, async (session) => {
        let cursor: string | null = null;
        let count = 0;
        do {
          const page: ExportPage = await session.run<ExportPage>('memory.export', { context: opts.context, user: opts.user, agent: opts.agent, cursor });
          const chunk = page.records.map((r) => `${JSON.stringify(r)}\n`).join('');
          if (chunk && !ctx.stdout.write(chunk)) await new Promise<void>((resolve) => ctx.stdout.once('drain', resolve));
          count += page.records.length;
          cursor = page.next_cursor;
        } while (cursor);
        ctx.stderr.write(`memplat: exported ${count} memories\n`);
      });
    });

  program
    .command('import <file>')
    .description('Import memories from a JSON Lines export (a file, or - for standard input); a record replaces a memory only when it is newer, so importing twice changes nothing')
    .option('--context <id>', 'put every record in this context (default: the context it came from when it exists here, else the local context)')
    .option('--json', 'print the report as JSON')
    .action(async (given: string, opts: { context?: string; json?: boolean }) => {
      // A relative path names a file in the command's working directory.
      const file = given === '-' ? given : path.resolve(ctx.cwd, given);
      if (file !== '-' && !fs.existsSync(file)) throw new Error(`No such file: ${given}`);
      const report: ImportReport = { records: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0, errors: [], contexts: [] };
      await withSession(ctx, async (session) => {
        let batch: ImportLine[] = [];
        let bytes = 0;
        const send = async () => {
          if (batch.length === 0) return;
          addReport(report, await session.run<ImportReport>('memory.import', { lines: batch, context: opts.context }));
          batch = [];
          bytes = 0;
        };
        for await (const line of linesOf(file, ctx.stdin)) {
          const size = Buffer.byteLength(JSON.stringify(line.text)) + 32;
          if (session.via === 'server' && size > IMPORT_LINE_MAX_BYTES) {
            // Not sent: the running server would refuse the whole request. The store opened by this command has no such limit.
            report.records++;
            report.failed++;
            report.errors.push({ line: line.line, key: keyOf(line.text), code: 'REQUEST-004', message: 'line: larger than a running server takes in one admin request (1 MiB); stop the server and import again, the command then opens the store itself' });
            continue;
          }
          if (batch.length > 0 && bytes + size > IMPORT_BATCH_BYTES) await send();
          batch.push(line);
          bytes += size;
          if (batch.length >= IMPORT_BATCH_LINES) await send();
        }
        await send();
      });
      for (const e of report.errors) ctx.stderr.write(`memplat: line ${e.line}${e.key ? ` (key ${JSON.stringify(e.key)})` : ''}: ${e.code} ${e.message}\n`);
      ctx.stdout.write(opts.json ? `${JSON.stringify(report, null, 2)}\n` : formatImportReport(report));
      if (report.failed > 0) ctx.exitCode = 1;
    });

  program
    .command('forget')
    .description('Delete everything of a user (or one agent of it) in a context: first shows what and prints a confirmation, then deletes with --confirm (audited)')
    .requiredOption('--user <id>', 'the user namespace')
    .option('--agent <name>', 'only this agent namespace of the user (default: every agent)')
    .option('--context <id>', 'the context (default: the local context)')
    .option('--confirm <value>', 'the confirmation printed by the first run (valid five minutes)')
    .option('--json', 'print the answer as JSON')
    .action(async (opts: { user: string; agent?: string; context?: string; confirm?: string; json?: boolean }) => {
      const answer = await withSession(ctx, (session) => session.run<EraseAnswer>('memory.forget', { user: opts.user, agent: opts.agent, context: opts.context, confirm: opts.confirm }));
      const again = ['memplat forget', '--user', quoted(opts.user), ...(opts.agent ? ['--agent', quoted(opts.agent)] : []), ...(opts.context ? ['--context', opts.context] : [])].join(' ');
      ctx.stdout.write(opts.json ? `${JSON.stringify(answer, null, 2)}\n` : formatEraseAnswer(answer, again));
    });
}
