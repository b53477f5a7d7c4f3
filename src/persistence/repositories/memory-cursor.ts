/**
 * Opaque list cursors: base64url of `<updated_at in epoch microseconds>.<id>`. Microseconds
 * keep the keyset exact (timestamptz has microsecond precision; a JS Date only milliseconds).
 */
import { isUuid } from '../../domain/core/ids.js';

export function encodeListCursor(updatedUs: number, id: string): string {
  return Buffer.from(`${updatedUs}.${id}`, 'utf8').toString('base64url');
}

/** The keyset position, with the timestamp as an ISO string carrying microseconds; null when malformed. */
export function decodeListCursor(cursor: string): { updatedAt: string; id: string } | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,17})\.([0-9a-f-]{36})$/i.exec(text);
  if (!match || !isUuid(match[2]!)) return null;
  const us = Number(match[1]);
  if (!Number.isSafeInteger(us)) return null;
  const ms = Math.floor(us / 1000);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return null;
  const micros = String(us % 1000).padStart(3, '0');
  return { updatedAt: date.toISOString().replace('Z', `${micros}Z`), id: match[2]! };
}
