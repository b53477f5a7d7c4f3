/**
 * What can be read about a recording without listening to it, through ffprobe and ffmpeg when
 * they are installed (looked up on PATH at each call): duration, container, codecs, frame size
 * and rate, sample rate, the tags people wrote (title, artist, album, comment, language...),
 * chapter titles, and the text of embedded text subtitles. Speech is not transcribed.
 */
import path from 'node:path';
import { findOnPath } from '../local/ffmpeg.js';
import { runProgram } from '../local/run-program.js';
import { emptyParts, type ExtractedParts } from './extracted.js';
import { childEnvironment } from '../local/child-environment.js';

const PROBE_TIMEOUT_MS = 15_000;
const SUBTITLE_TIMEOUT_MS = 20_000;
const SUBTITLE_MAX_BYTES = 512 * 1024;
const MAX_SUBTITLE_TRACKS = 3;
const TEXT_SUBTITLE_CODECS = new Set(['subrip', 'srt', 'ass', 'ssa', 'mov_text', 'webvtt', 'text']);
const TAGS: Array<[string, string]> = [
  ['title', 'Title'], ['artist', 'Artist'], ['album_artist', 'Album artist'], ['album', 'Album'], ['composer', 'Composer'],
  ['genre', 'Genre'], ['date', 'Date'], ['creation_time', 'Created'], ['comment', 'Comment'], ['description', 'Description'],
  ['synopsis', 'Synopsis'], ['show', 'Show'], ['episode_id', 'Episode'], ['language', 'Language'], ['copyright', 'Copyright'],
  ['location', 'Location'], ['com.apple.quicktime.location.ISO6709', 'Location'],
];

interface ProbeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
  tags?: Record<string, string>;
}

interface Probe {
  format?: { duration?: string; format_name?: string; bit_rate?: string; tags?: Record<string, string> };
  streams?: ProbeStream[];
  chapters?: Array<{ start_time?: string; tags?: Record<string, string> }>;
}

const num = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

function rate(text: string | undefined): number | null {
  const [n, d] = (text ?? '').split('/').map(Number);
  return n && d ? Math.round((n / d) * 1000) / 1000 : null;
}

/** Tags are case-insensitive in practice (TITLE in Matroska, title in MP4). */
function lowerKeys(tags: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(tags ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
}

/** SubRip text to plain lines: no numbers, timings, markup or repeats. */
export function subtitleText(srt: string): string {
  const lines: string[] = [];
  for (const raw of srt.replace(/\r/g, '').split('\n')) {
    const line = raw.replace(/<[^>]+>/g, '').replace(/\{\\[^}]*\}/g, '').trim();
    if (!line || /^\d+$/.test(line) || /-->/.test(line)) continue;
    if (lines[lines.length - 1] !== line) lines.push(line);
  }
  return lines.join('\n');
}

async function subtitles(ffmpeg: string, file: string, streams: ProbeStream[], signal: AbortSignal, parts: ExtractedParts): Promise<void> {
  const texts: string[] = [];
  for (const stream of streams.slice(0, MAX_SUBTITLE_TRACKS)) {
    const run = await runProgram(ffmpeg, ['-v', 'error', '-nostdin', '-i', file, '-map', `0:${stream.index}`, '-f', 'srt', 'pipe:1'], {
      cwd: path.dirname(file), timeoutMs: SUBTITLE_TIMEOUT_MS, maxOutputBytes: SUBTITLE_MAX_BYTES, env: childEnvironment(), signal,
    });
    const text = run.exitCode === 0 ? subtitleText(run.stdout.toString('utf8')) : '';
    if (!text) {
      parts.notes.push(`subtitle track ${stream.index} could not be read`);
      continue;
    }
    const language = lowerKeys(stream.tags).language;
    texts.push(`${language ? `[subtitles, ${language}]` : '[subtitles]'}\n${text}`);
    if (run.stdoutTruncated) parts.notes.push(`subtitle track ${stream.index} was cut at ${SUBTITLE_MAX_BYTES} bytes`);
  }
  if (texts.length) {
    parts.text = texts.join('\n\n');
    parts.methods.push('ffmpeg subtitles');
  }
}

/** Metadata, tags, chapters and subtitles of an audio or video file; notes say what was missing. */
export async function readAvMetadata(file: string, signal: AbortSignal): Promise<ExtractedParts> {
  const parts = emptyParts();
  const ffprobe = await findOnPath('ffprobe');
  if (!ffprobe) {
    parts.notes.push('ffprobe is not installed on this machine, so only the file type and size were read (install ffmpeg for duration, codecs, tags, chapters and subtitles)');
    return parts;
  }
  const run = await runProgram(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-show_chapters', '--', file], {
    cwd: path.dirname(file), timeoutMs: PROBE_TIMEOUT_MS, maxOutputBytes: 2 * 1024 * 1024, env: childEnvironment(), signal,
  });
  let probe: Probe;
  try {
    if (run.exitCode !== 0) throw new Error('ffprobe failed');
    probe = JSON.parse(run.stdout.toString('utf8')) as Probe;
  } catch {
    parts.notes.push('ffprobe could not read the file');
    return parts;
  }
  parts.methods.push('ffprobe');
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.codec_name !== 'mjpeg' && s.codec_name !== 'png');
  const audio = streams.find((s) => s.codec_type === 'audio');
  const subs = streams.filter((s) => s.codec_type === 'subtitle');
  const duration = num(probe.format?.duration);
  Object.assign(parts.fields, {
    duration_seconds: duration === null ? null : Math.round(duration * 1000) / 1000,
    container: probe.format?.format_name ?? null,
    video_codec: video?.codec_name ?? null,
    audio_codec: audio?.codec_name ?? null,
    ...(video ? { width: num(video.width), height: num(video.height), frame_rate: rate(video.avg_frame_rate) } : {}),
    ...(audio ? { sample_rate: num(audio.sample_rate), channels: num(audio.channels) } : {}),
  });
  if (duration !== null) parts.lines.push(`Duration: ${Math.round(duration * 10) / 10} seconds`);
  const codecs = [video?.codec_name, audio?.codec_name].filter(Boolean).join(', ');
  if (codecs) parts.lines.push(`Codecs: ${codecs}${probe.format?.format_name ? ` in ${probe.format.format_name}` : ''}`);
  if (video?.width && video.height) parts.lines.push(`Frame size: ${video.width} × ${video.height}`);
  const tags = lowerKeys(probe.format?.tags);
  const kept: Record<string, string> = {};
  for (const [name, label] of TAGS) {
    const value = tags[name.toLowerCase()]?.trim();
    if (!value) continue;
    kept[name] = value.slice(0, 500);
    parts.lines.push(`${label}: ${value.slice(0, 2000)}`);
  }
  if (Object.keys(kept).length) parts.fields.tags = kept;
  if (kept.title) parts.title = kept.title;
  const chapters = (probe.chapters ?? []).map((c) => lowerKeys(c.tags).title).filter((t): t is string => Boolean(t));
  if (chapters.length) {
    parts.fields.chapters = chapters.slice(0, 50).map((t) => t.slice(0, 200));
    parts.lines.push(`Chapters: ${chapters.join('; ')}`);
  }
  const textSubs = subs.filter((s) => TEXT_SUBTITLE_CODECS.has(s.codec_name ?? ''));
  parts.fields.subtitle_tracks = subs.length;
  if (subs.length > textSubs.length) parts.notes.push(`${subs.length - textSubs.length} subtitle track(s) are pictures (no OCR here)`);
  if (textSubs.length) {
    const ffmpeg = await findOnPath('ffmpeg');
    if (ffmpeg) await subtitles(ffmpeg, file, textSubs, signal, parts);
    else parts.notes.push('ffmpeg is not installed, so the embedded subtitles were not read');
  }
  return parts;
}
