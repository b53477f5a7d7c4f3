/**
 * Recognises media files by their first bytes (never by the file name) and reads image
 * dimensions and WAV duration from their headers: enough to label content for a client
 * without a media library.
 */

export type MediaKind = 'image' | 'audio' | 'video';

export interface MediaFormat {
  kind: MediaKind;
  mimeType: string;
}

const ascii = (b: Buffer, start: number, end: number) => b.toString('latin1', start, end);

/** The ISO base media (MP4, MOV, M4A) brand, when `head` is such a file. */
function isoBrand(head: Buffer): string | null {
  return head.length >= 12 && ascii(head, 4, 8) === 'ftyp' ? ascii(head, 8, 12) : null;
}

export function sniffFormat(head: Buffer): MediaFormat | null {
  if (head.length < 4) return null;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'image', mimeType: 'image/png' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mimeType: 'image/jpeg' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return { kind: 'image', mimeType: 'image/gif' };
  if (ascii(head, 0, 4) === 'RIFF' && head.length >= 12) {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return { kind: 'image', mimeType: 'image/webp' };
    if (form === 'WAVE') return { kind: 'audio', mimeType: 'audio/wav' };
    if (form === 'AVI ') return { kind: 'video', mimeType: 'video/x-msvideo' };
  }
  if (ascii(head, 0, 2) === 'BM' && head.length >= 26) return { kind: 'image', mimeType: 'image/bmp' };
  if (ascii(head, 0, 4) === 'fLaC') return { kind: 'audio', mimeType: 'audio/flac' };
  if (ascii(head, 0, 4) === 'OggS') return /OpusHead|vorbis/.test(ascii(head, 0, Math.min(head.length, 64))) ? { kind: 'audio', mimeType: 'audio/ogg' } : { kind: 'video', mimeType: 'video/ogg' };
  if (ascii(head, 0, 3) === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)) return { kind: 'audio', mimeType: 'audio/mpeg' };
  if (head.readUInt32BE(0) === 0x1a45dfa3) return /webm/.test(ascii(head, 0, Math.min(head.length, 64))) ? { kind: 'video', mimeType: 'video/webm' } : { kind: 'video', mimeType: 'video/x-matroska' };
  const brand = isoBrand(head);
  if (brand) {
    if (brand === 'M4A ' || brand === 'M4B ') return { kind: 'audio', mimeType: 'audio/mp4' };
    if (brand === 'qt  ') return { kind: 'video', mimeType: 'video/quicktime' };
    return { kind: 'video', mimeType: 'video/mp4' };
  }
  return null;
}

export interface Dimensions {
  width: number;
  height: number;
}

function jpegDimensions(b: Buffer): Dimensions | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    // Start-of-frame markers (not DHT 0xc4, JPG 0xc8, DAC 0xcc) carry height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

function webpDimensions(b: Buffer): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return null;
}

/** Width and height from the image header, or null when it cannot be read. */
export function imageDimensions(mimeType: string, b: Buffer): Dimensions | null {
  try {
    switch (mimeType) {
      case 'image/png':
        return b.length >= 24 ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) } : null;
      case 'image/gif':
        return b.length >= 10 ? { width: b.readUInt16LE(6), height: b.readUInt16LE(8) } : null;
      case 'image/bmp':
        return { width: b.readInt32LE(18), height: Math.abs(b.readInt32LE(22)) };
      case 'image/jpeg':
        return jpegDimensions(b);
      case 'image/webp':
        return webpDimensions(b);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** Duration of a PCM WAV file from its fmt and data chunks, or null. */
export function wavDurationSeconds(b: Buffer): number | null {
  let i = 12;
  let byteRate = 0;
  while (i + 8 <= b.length) {
    const id = ascii(b, i, i + 4);
    const size = b.readUInt32LE(i + 4);
    if (id === 'fmt ' && i + 16 <= b.length) byteRate = b.readUInt32LE(i + 16);
    if (id === 'data') return byteRate > 0 ? Math.round((size / byteRate) * 1000) / 1000 : null;
    i += 8 + size + (size % 2);
  }
  return null;
}
