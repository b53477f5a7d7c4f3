/**
 * Optional use of ffprobe/ffmpeg (looked up on PATH at each call, so installing them needs no
 * restart) for audio/video metadata and a video poster frame.
 */
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { runProgram } from './run-program.js';
import { childEnvironment } from './child-environment.js';

const PROBE_TIMEOUT_MS = 15_000;
const POSTER_MAX_BYTES = 4 * 1024 * 1024;

export async function findOnPath(program: string): Promise<string | null> {
  const names = process.platform === 'win32' ? [`${program}.exe`, program] : [program];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      if (await fs.access(candidate, fsConstants.X_OK).then(() => true, () => false)) return candidate;
    }
  }
  return null;
}

export interface ProbedMedia {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  frameRate: number | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
}

const number = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

function frameRate(text: string | undefined): number | null {
  const [n, d] = (text ?? '').split('/').map(Number);
  if (!n || !d) return null;
  return Math.round((n / d) * 1000) / 1000;
}

/** Metadata through ffprobe, or null when ffprobe is not installed or cannot read the file. */
export async function probeMedia(file: string, signal: AbortSignal): Promise<ProbedMedia | null> {
  const ffprobe = await findOnPath('ffprobe');
  if (!ffprobe) return null;
  const run = await runProgram(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file], {
    cwd: path.dirname(file), timeoutMs: PROBE_TIMEOUT_MS, maxOutputBytes: 1024 * 1024, env: childEnvironment(), signal,
  });
  if (run.exitCode !== 0) return null;
  try {
    const json = JSON.parse(run.stdout.toString('utf8')) as { format?: { duration?: string }; streams?: ProbeStream[] };
    const video = json.streams?.find((s) => s.codec_type === 'video');
    const audio = json.streams?.find((s) => s.codec_type === 'audio');
    return {
      durationSeconds: number(json.format?.duration),
      width: number(video?.width),
      height: number(video?.height),
      videoCodec: video?.codec_name ?? null,
      audioCodec: audio?.codec_name ?? null,
      frameRate: frameRate(video?.avg_frame_rate),
    };
  } catch {
    return null;
  }
}

/** One frame (about a second in, or the first) as a PNG at most 640 pixels wide, or null. */
export async function posterFrame(file: string, signal: AbortSignal): Promise<Buffer | null> {
  const ffmpeg = await findOnPath('ffmpeg');
  if (!ffmpeg) return null;
  for (const seek of ['1', '0']) {
    const run = await runProgram(ffmpeg, ['-v', 'error', '-nostdin', '-ss', seek, '-i', file, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-f', 'image2pipe', '-vcodec', 'png', '-'], {
      cwd: path.dirname(file), timeoutMs: PROBE_TIMEOUT_MS, maxOutputBytes: POSTER_MAX_BYTES, env: childEnvironment(), signal,
    });
    if (run.exitCode === 0 && run.stdout.length > 0 && !run.stdoutTruncated) return run.stdout;
  }
  return null;
}
