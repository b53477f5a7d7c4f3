/**
 * The outbox as an operator reads it (`memplat mail list` / `memplat mail show <id>` send the
 * same admin commands): find the newest message to someone and the links in it (password
 * reset, set-up).
 */
import type { OutboxRow } from '../../../src/domain/auth/ports/index.js';
import type { WebServer } from './server.js';
import { testTime } from '../../../src/testing/time-budget.js';

export interface MailSummary {
  id: string;
  created: string;
  status: string;
  kind: string;
  to: string;
  subject: string;
}

export interface MailMessage extends MailSummary {
  body: string;
}

/** An outbox row as the admin channel answers it (JSON: dates are strings). */
type OutboxJson = Omit<OutboxRow, 'created_at' | 'sent_at'> & { created_at: string };

function message(row: OutboxJson): MailMessage {
  return { id: row.id, created: new Date(row.created_at).toISOString(), status: row.status, kind: row.kind, to: row.recipient, subject: row.subject, body: (row.body_text ?? '').trim() };
}

/** Messages newest first. */
export async function listMail(server: WebServer, limit = 200): Promise<MailSummary[]> {
  return (await server.admin<OutboxJson[]>('mail.list', { limit })).map(message);
}

/** One message in full (its id or the 8-character prefix). */
export async function showMail(server: WebServer, id: string): Promise<MailMessage> {
  return message(await server.admin<OutboxJson>('mail.show', { id }));
}

/**
 * The newest message to `recipient` (optionally of one `kind`), waiting up to `timeoutMs`
 * for it: mail is queued by a background job, not within the request.
 */
export async function latestMailTo(server: WebServer, recipient: string, options: { kind?: string; after?: Date; timeoutMs?: number } = {}): Promise<MailMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? testTime(15_000));
  for (;;) {
    const found = (await listMail(server)).find(
      (m) => m.to === recipient && (!options.kind || m.kind === options.kind) && (!options.after || new Date(m.created) >= options.after),
    );
    if (found) return showMail(server, found.id);
    if (Date.now() > deadline) throw new Error(`no mail to ${recipient}${options.kind ? ` of kind ${options.kind}` : ''} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every http(s) link in a message body; `pathPrefix` keeps those whose path starts with it. */
export function linksIn(message: MailMessage, pathPrefix = '/'): URL[] {
  return [...message.body.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => new URL(m[0])).filter((u) => u.pathname.startsWith(pathPrefix));
}
