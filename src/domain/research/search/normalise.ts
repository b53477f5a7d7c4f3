/** Small helpers turning loosely typed provider JSON into normalised result fields. */
import { parseHTML } from 'linkedom';

export type Json = Record<string, unknown>;

export function obj(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function num(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** An ISO 8601 date from a provider's date text, or null when it is not a date. */
export function isoDate(value: unknown): string | null {
  const text = str(value);
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Only http(s) links leave a provider's answer: anything else (javascript:, data:) is dropped. */
export function httpUrl(value: unknown): string | null {
  const text = str(value);
  if (!text) return null;
  try {
    const url = new URL(text.startsWith('//') ? `https:${text}` : text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Provider snippets may carry highlighting tags and entities; the normalised snippet is plain text. */
export function plain(value: unknown): string {
  const text = str(value);
  if (!text) return '';
  if (!/[<&]/.test(text)) return text;
  const { document } = parseHTML(`<!doctype html><html><body>${text}</body></html>`);
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
