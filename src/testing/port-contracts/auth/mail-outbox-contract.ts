/** The MailOutbox contract (src/domain/auth/ports/mail-outbox.ts), run on each implementation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailOutbox } from '../../../domain/auth/ports/index.js';
import type { AuthPortHarness, OpenAuthPort } from './fixture.js';

export function describeMailOutboxContract(open: OpenAuthPort<MailOutbox>): void {
  describe('MailOutbox contract', () => {
    let h: AuthPortHarness<MailOutbox>;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    const queue = (subject: string, createdAt = new Date()) =>
      h.store.insert({ kind: 'test', recipient: 'to@example.com', subject, body_text: `body of ${subject}`, status: 'queued', created_at: createdAt });

    it('insert returns a new UUID; find by full id or a unique prefix, in any case', async () => {
      const id = await queue('one');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await h.store.find(id)).toMatchObject({ id, subject: 'one', body_text: 'body of one', status: 'queued', error: null, sent_at: null });
      expect((await h.store.find(` ${id.toUpperCase()} `))?.id).toBe(id);
      expect((await h.store.find(id.slice(0, 12)))?.id).toBe(id);
    });

    it('find gives undefined for short, malformed or unknown values', async () => {
      const id = await queue('two');
      expect(await h.store.find(id.slice(0, 5))).toBeUndefined();
      expect(await h.store.find('not-hex!')).toBeUndefined();
      expect(await h.store.find('ffffffff-ffff-4fff-8fff-ffffffffffff')).toBeUndefined();
      expect(await h.store.find('------')).toBeUndefined();
    });

    it('markSent and markFailed record the outcome and clear the body', async () => {
      const sent = await queue('sent');
      const failed = await queue('failed');
      const at = new Date('2026-04-01T12:00:00.000Z');
      await h.store.markSent(sent, at);
      await h.store.markFailed(failed, 'connection refused');
      const s = await h.store.find(sent);
      expect(s).toMatchObject({ status: 'sent', body_text: null });
      expect(new Date(s!.sent_at!).toISOString()).toBe(at.toISOString());
      expect(await h.store.find(failed)).toMatchObject({ status: 'failed', error: 'connection refused', body_text: null, sent_at: null });
    });

    it('list gives the newest first, at most `limit`', async () => {
      const base = Date.now() + 86_400_000; // after every other message of this suite
      const older = await queue('older', new Date(base));
      const newer = await queue('newer', new Date(base + 1000));
      const listed = await h.store.list(2);
      expect(listed.map((r) => r.id)).toEqual([newer, older]);
      expect((await h.store.list()).length).toBeLessThanOrEqual(50);
    });
  });
}
