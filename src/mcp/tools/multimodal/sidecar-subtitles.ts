/**
 * Subtitle files kept next to a local video ("sidecar" files): `river.srt`, `river.vtt`, and
 * `river.<language>.srt` / `.vtt` beside `river.mp4`, the language a BCP 47 / ISO 639 code
 * (`en`, `eng`, `pt-BR`, `pt_BR`). SubRip and WebVTT are parsed by @plussub/srt-vtt-parser;
 * cue markup (`<i>`, `<v Name>`, `{\an8}`) and repeated lines are dropped, so the text reads
 * like the embedded subtitles ffmpeg extracts.
 *
 * The files are found in the video's own (already confined) folder: regular files only, opened
 * with O_NOFOLLOW like every local read, so a symlink named like a subtitle is not followed.
 * Their names and contents make a fingerprint, so re-indexing notices a subtitle file added,
 * changed or removed even when the video itself is unchanged.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@plussub/srt-vtt-parser';
import { openForReading, readRange } from '../local/file-io.js';
import type { ExtractedParts } from './extracted.js';

export const SIDECAR_MAX_BYTES = 2 * 1024 * 1024;
const MAX_SIDECARS = 8;
const VIDEO_EXTENSIONS = new Set(['.mp4', '.m4v', '.mov', '.webm', '.mkv', '.avi', '.ogv']);
/** `<language>.` (optional) then the subtitle extension, after the video's name and a dot. */
const SIDECAR_TAIL = /^(?:([a-z]{2,3}(?:[-_][a-z0-9]{2,8})*)\.)?(srt|vtt)$/i;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export interface SidecarSubtitle {
  /** File name, in the video's folder. */
  file: string;
  /** The language code the name gives, when it is one (`en`, `pt-BR`); null otherwise. */
  language: string | null;
  /** Its English name (`English`, `Brazilian Portuguese`); null without a known code. */
  languageName: string | null;
  cues: number;
  text: string;
}

export interface SidecarReading {
  subtitles: SidecarSubtitle[];
  /** What could not be read, in words. */
  notes: string[];
  /** SHA-256 over the names and contents of the files found; null when there are none. */
  fingerprint: string | null;
}

/** The language a sidecar's name gives (`river.pt_BR.srt` → pt-BR), or null. */
function languageOf(tag: string | undefined): { language: string | null; languageName: string | null } {
  if (!tag) return { language: null, languageName: null };
  const language = tag.replace(/_/g, '-');
  try {
    const name = languageNames.of(language);
    return name ? { language, languageName: name } : { language: null, languageName: null };
  } catch {
    return { language: null, languageName: null };
  }
}

/** Whether `name` is a sidecar subtitle file of a video named `videoName` (same folder). */
export function isSidecarOf(name: string, videoName: string): boolean {
  const stem = path.parse(videoName).name;
  return name.startsWith(`${stem}.`) && SIDECAR_TAIL.test(name.slice(stem.length + 1));
}

/**
 * A folder's files without the sidecar subtitles of its videos, which are indexed with their
 * video rather than again as documents of their own.
 */
export function withoutSidecars(files: string[]): string[] {
  const videos = files.filter((f) => VIDEO_EXTENSIONS.has(path.extname(f).toLowerCase()));
  if (!videos.length) return files;
  return files.filter((f) => !videos.some((v) => path.dirname(v) === path.dirname(f) && isSidecarOf(path.basename(f), path.basename(v))));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', lrm: '', rlm: '' };

/** A cue's text as plain lines: no tags, no ASS override blocks, entities decoded. */
function plainLines(cue: string): string[] {
  return cue
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** UTF-8 (a BOM dropped), else Windows-1252 as older SubRip files often are; line ends as \n. */
function decode(data: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** The text of a SubRip or WebVTT file and its number of cues (0 when nothing could be parsed). */
export function parseSubtitles(content: string): { text: string; cues: number } {
  let entries: Array<{ text: string }>;
  try {
    entries = parse(content).entries;
  } catch {
    return { text: '', cues: 0 }; // the parser throws on a malformed timing line
  }
  const lines: string[] = [];
  for (const entry of entries) {
    for (const line of plainLines(entry.text)) {
      if (lines[lines.length - 1] !== line) lines.push(line);
    }
  }
  return { text: lines.join('\n'), cues: entries.length };
}

async function readSmall(file: string, name: string): Promise<Buffer | null> {
  const handle = await openForReading(file, name);
  try {
    const { size } = await handle.stat();
    return size > SIDECAR_MAX_BYTES ? null : await readRange(handle, 0, size);
  } finally {
    await handle.close();
  }
}

/** The sidecar subtitles of a local video (its real path); subtitles without a language first. */
export async function readSidecarSubtitles(video: string): Promise<SidecarReading> {
  const folder = path.dirname(video);
  const videoName = path.basename(video);
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((e) => e.isFile() && e.name !== videoName && isSidecarOf(e.name, videoName))
    .map((e) => ({ name: e.name, ...languageOf(SIDECAR_TAIL.exec(e.name.slice(path.parse(videoName).name.length + 1))?.[1]) }))
    .sort((a, b) => (a.language === null) !== (b.language === null) ? (a.language === null ? -1 : 1) : a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const reading: SidecarReading = { subtitles: [], notes: [], fingerprint: null };
  if (!names.length) return reading;
  if (names.length > MAX_SIDECARS) reading.notes.push(`${names.length - MAX_SIDECARS} more subtitle file(s) beside the video were left out`);
  const hash = createHash('sha256');
  for (const { name, language, languageName } of names.slice(0, MAX_SIDECARS)) {
    const data = await readSmall(path.join(folder, name), name).catch(() => undefined);
    if (data === undefined) {
      reading.notes.push(`subtitle file ${name} could not be opened`);
      continue;
    }
    if (data === null) {
      reading.notes.push(`subtitle file ${name} is larger than ${SIDECAR_MAX_BYTES / 1024 / 1024} MiB and was not read`);
      hash.update(`${name}\0too large\0`);
      continue;
    }
    hash.update(`${name}\0`).update(createHash('sha256').update(data).digest('hex')).update('\0');
    const { text, cues } = parseSubtitles(decode(data));
    if (!text) {
      reading.notes.push(`subtitle file ${name} has no cues that could be read`);
      continue;
    }
    reading.subtitles.push({ file: name, language, languageName, cues, text });
  }
  reading.fingerprint = hash.digest('hex');
  return reading;
}

/** Adds what the sidecar files gave to a video's parts: their text after any embedded subtitles, and what was read. */
export function addSidecarSubtitles(parts: ExtractedParts, reading: SidecarReading): void {
  parts.notes.push(...reading.notes);
  if (reading.fingerprint) parts.fields.sidecars_sha256 = reading.fingerprint;
  if (!reading.subtitles.length) return;
  const label = (s: SidecarSubtitle) => (s.language ? `${s.languageName} (${s.language})` : null);
  const texts = reading.subtitles.map((s) => `[subtitles, ${label(s) ? `${label(s)}, ` : ''}file ${s.file}]\n${s.text}`);
  parts.text = [parts.text, ...texts].filter(Boolean).join('\n\n');
  parts.lines.push(`Subtitle files: ${reading.subtitles.map((s) => (s.languageName ? `${s.file} (${s.languageName})` : s.file)).join(', ')}`);
  parts.fields.subtitle_files = reading.subtitles.map((s) => ({ file: s.file, language: s.language, cues: s.cues }));
  parts.methods.push('subtitle files (@plussub/srt-vtt-parser)');
}
