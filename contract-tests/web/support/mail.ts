/**
 * The outbox as an operator reads it (`memplat mail list` / `memplat mail show <id>`):
 * find the newest message to someone and the links in it (password reset, set-up).
 */
import type { WebServer } from './server.js';

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

/** Messages newest first, parsed from `memplat mail list`. */
export async function listMail(server: WebServer, limit = 50): Promise<MailSummary[]> {
  const out = await server.cli(['mail', 'list', '--limit', String(limit)]);
  return out
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() && !line.startsWith('The outbox is empty'))
    .map((line) => {
      const [id, created, status, kind, to, ...subject] = line.split(/ {2,}/);
      return { id, created, status: status.trim(), kind: kind.trim(), to, subject: subject.join('  ') };
    });
}

/** One message in full, parsed from `memplat mail show <id>`. */
export async function showMail(server: WebServer, id: string): Promise<MailMessage> {
  const out = await server.cli(['mail', 'show', id]);
  const [head, ...rest] = out.split('\n\n');
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(head)?.[1] ?? '';
  return { id: field('ID'), created: field('Date'), status: field('Status'), kind: field('Kind'), to: field('To'), subject: field('Subject'), body: rest.join('\n\n').trim() };
}

/**
 * The newest message to `recipient` (optionally of one `kind`), waiting up to `timeoutMs`
 * for it: mail is queued by a background job, not within the request.
 */
export async function latestMailTo(server: WebServer, recipient: string, options: { kind?: string; after?: Date; timeoutMs?: number } = {}): Promise<MailMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const found = (await listMail(server)).find(
      (m) => m.to === recipient && (!options.kind || m.kind === options.kind) && (!options.after || new Date(m.created) >= options.after),
    );
    if (found) return showMail(server, found.id);
    if (Date.now() > deadline) throw new Error(`no mail to ${recipient}${options.kind ? ` of kind ${options.kind}` : ''} in the outbox`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Every http(s) link in a message body; `pathPrefix` keeps those whose path starts with it. */
export function linksIn(message: MailMessage, pathPrefix = '/'): URL[] {
  return [...message.body.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => new URL(m[0])).filter((u) => u.pathname.startsWith(pathPrefix));
}
