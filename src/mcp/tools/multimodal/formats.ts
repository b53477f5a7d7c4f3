/**
 * What an item is, from its first bytes (never from its name alone): the media formats the
 * local media tools know (media-formats.ts), more image formats (TIFF, HEIC, AVIF, SVG, ICO,
 * PSD), PDF, and text. A name's extension decides only two things: which files of a folder
 * are worth opening, and whether UTF-8 bytes are Markdown or plain text.
 */
import path from 'node:path';
import { sniffFormat } from '../local/media-formats.js';

export type ItemKind = 'image' | 'audio' | 'video' | 'document';

export interface ItemFormat {
  kind: ItemKind;
  mimeType: string;
}

const ascii = (b: Buffer, start: number, end: number) => b.toString('latin1', start, Math.min(end, b.length));

/** ISO base media brands that are still images, not video (sniffFormat calls every ftyp video). */
const IMAGE_BRANDS: Record<string, string> = {
  avif: 'image/avif', avis: 'image/avif', heic: 'image/heic', heix: 'image/heic', hevc: 'image/heic', heim: 'image/heic',
  heis: 'image/heic', mif1: 'image/heif', msf1: 'image/heif',
};

const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown', '.markdown': 'text/markdown', '.txt': 'text/plain', '.text': 'text/plain', '.rst': 'text/x-rst',
  '.org': 'text/plain', '.adoc': 'text/plain', '.tex': 'text/x-tex', '.csv': 'text/csv', '.tsv': 'text/tab-separated-values',
  '.json': 'application/json', '.yaml': 'text/yaml', '.yml': 'text/yaml', '.xml': 'application/xml', '.html': 'text/html',
  '.htm': 'text/html', '.log': 'text/plain', '.srt': 'application/x-subrip', '.vtt': 'text/vtt',
};

const MEDIA_EXTENSIONS = new Set([
  '.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp', '.tif', '.tiff', '.heic', '.heif', '.avif', '.svg', '.ico', '.psd',
  '.mp3', '.wav', '.flac', '.ogg', '.oga', '.opus', '.m4a', '.m4b', '.aac',
  '.mp4', '.m4v', '.mov', '.webm', '.mkv', '.avi', '.ogv',
  '.pdf',
]);

/** Files of a folder that are opened at all: media, PDFs and the text formats above. */
export function isCandidateName(name: string): boolean {
  const ext = path.extname(name).toLowerCase();
  return MEDIA_EXTENSIONS.has(ext) || ext in TEXT_TYPES;
}

function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  if (head.includes(0)) return false;
  // A cut in the middle of a multi-byte character at the end of the head is fine.
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, Math.max(0, head.length - 4)));
  return !decoded.includes('\uFFFD');
}

export function detectFormat(head: Buffer, name: string): ItemFormat | null {
  if (ascii(head, 0, 5) === '%PDF-') return { kind: 'document', mimeType: 'application/pdf' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = IMAGE_BRANDS[ascii(head, 8, 12)];
    if (brand) return { kind: 'image', mimeType: brand };
  }
  const media = sniffFormat(head);
  if (media) return media;
  if (ascii(head, 0, 4) === 'II*\u0000' || ascii(head, 0, 4) === 'MM\u0000*') return { kind: 'image', mimeType: 'image/tiff' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x00000100) return { kind: 'image', mimeType: 'image/x-icon' };
  if (ascii(head, 0, 4) === '8BPS') return { kind: 'image', mimeType: 'image/vnd.adobe.photoshop' };
  if (!looksLikeText(head)) return null;
  const ext = path.extname(name).toLowerCase();
  if (ext === '.svg' || /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(ascii(head, 0, 1024))) return { kind: 'image', mimeType: 'image/svg+xml' };
  return { kind: 'document', mimeType: TEXT_TYPES[ext] ?? 'text/plain' };
}

/** The media type a server declared, as a kind, for addresses whose bytes say little (HTML pages). */
export function formatFromMediaType(mediaType: string): ItemFormat | null {
  if (mediaType === 'text/html' || mediaType === 'application/xhtml+xml') return { kind: 'document', mimeType: 'text/html' };
  return null;
}
