/**
 * What can be read about a picture without looking at it: its dimensions (image-size, many
 * formats) and its EXIF, IPTC and XMP fields (exifr): camera, lens, exposure, when it was
 * taken, where (GPS), and the captions, titles, keywords and credits people wrote into it.
 * The pixels themselves are not interpreted.
 */
import exifr from 'exifr';
import { imageSize } from 'image-size';
import { emptyParts, type ExtractedParts } from './extracted.js';

/** EXIF/IPTC/XMP fields worth keeping, with the label they get in the indexed text. */
const FIELDS: Array<[string, string]> = [
  ['ImageDescription', 'Description'], ['Caption', 'Caption'], ['description', 'Description'], ['title', 'Title'],
  ['ObjectName', 'Title'], ['Headline', 'Headline'], ['XPTitle', 'Title'], ['XPComment', 'Comment'], ['XPSubject', 'Subject'],
  ['UserComment', 'Comment'], ['Keywords', 'Keywords'], ['XPKeywords', 'Keywords'], ['subject', 'Keywords'],
  ['Artist', 'Artist'], ['creator', 'Creator'], ['By-line', 'Creator'], ['Copyright', 'Copyright'], ['rights', 'Copyright'],
  ['Make', 'Camera make'], ['Model', 'Camera model'], ['LensModel', 'Lens'], ['Software', 'Software'],
  ['City', 'City'], ['Sub-location', 'Place'], ['Province-State', 'Region'], ['Country-PrimaryLocationName', 'Country'],
];

const NUMERIC: Array<[string, string]> = [['ExposureTime', 'exposure_time'], ['FNumber', 'f_number'], ['ISO', 'iso'], ['FocalLength', 'focal_length_mm']];

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.replace(/\u0000+$/g, '').trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ') || null;
  if (value instanceof Uint8Array) {
    const text = Buffer.from(value).toString('utf8').replace(/^(ASCII|UNICODE)\u0000+/, '').replace(/\u0000/g, '').trim();
    return /^[\p{L}\p{N}\p{P}\p{Zs}]+$/u.test(text) ? text : null;
  }
  if (typeof value === 'object' && 'value' in (value as object)) return asText((value as { value: unknown }).value);
  return null;
}

function isoDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  return null;
}

const clip = (s: string, max = 500) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

export async function readImageMetadata(data: Buffer): Promise<ExtractedParts> {
  const parts = emptyParts();
  try {
    const size = imageSize(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    parts.fields.width = size.width;
    parts.fields.height = size.height;
    if (size.orientation) parts.fields.orientation = size.orientation;
    parts.lines.push(`Dimensions: ${size.width} × ${size.height} pixels`);
    parts.methods.push('image-size');
  } catch {
    parts.notes.push('the image dimensions could not be read');
  }
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(data, { tiff: true, exif: true, gps: true, iptc: true, xmp: true, ifd1: false, icc: false, interop: false, mergeOutput: true });
  } catch {
    parts.notes.push('its EXIF/XMP block could not be parsed');
  }
  if (!tags) return parts;
  parts.methods.push('exifr');
  const exif: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const [name, label] of FIELDS) {
    const text = asText(tags[name]);
    if (!text || seen.has(`${label}:${text}`)) continue;
    seen.add(`${label}:${text}`);
    exif[name] = clip(text);
    parts.lines.push(`${label}: ${clip(text, 2000)}`);
  }
  const taken = isoDate(tags.DateTimeOriginal) ?? isoDate(tags.CreateDate) ?? isoDate(tags.ModifyDate);
  if (taken) {
    parts.fields.taken_at = taken;
    parts.lines.push(`Taken: ${taken}`);
  }
  for (const [name, key] of NUMERIC) if (typeof tags[name] === 'number') exif[key] = tags[name];
  if (typeof tags.latitude === 'number' && typeof tags.longitude === 'number') {
    parts.fields.latitude = Math.round(tags.latitude * 1e6) / 1e6;
    parts.fields.longitude = Math.round(tags.longitude * 1e6) / 1e6;
    parts.lines.push(`Location: ${parts.fields.latitude}, ${parts.fields.longitude}`);
  }
  if (Object.keys(exif).length) parts.fields.exif = exif;
  return parts;
}
