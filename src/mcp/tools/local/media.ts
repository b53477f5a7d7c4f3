/** The three media_open_* tools: open a confined file, recognise it, hand it to the client. */
import { ToolError } from '../tool-error.js';
import { ToolResultWithMedia, type ToolAnnotations, type ToolDefinition } from '../types.js';
import { confineExisting, localEnvironmentOf } from './confine.js';
import { openForReading, readRange, readWhole } from './file-io.js';
import { posterFrame, probeMedia } from './ffmpeg.js';
import { imageDimensions, sniffFormat, wavDurationSeconds, type MediaFormat, type MediaKind } from './media-formats.js';

const reads: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const HEAD_BYTES = 4096;

const KNOWN: Record<MediaKind, string> = {
  image: 'PNG, JPEG, GIF, WebP or BMP',
  audio: 'MP3, WAV, FLAC, Ogg or M4A',
  video: 'MP4, MOV, WebM, Matroska, AVI or Ogg',
};

async function recognise(real: string, requested: string, kind: MediaKind): Promise<{ format: MediaFormat; bytes: number; head: Buffer }> {
  const handle = await openForReading(real, requested);
  try {
    const { size } = await handle.stat();
    const head = await readRange(handle, 0, Math.min(size, HEAD_BYTES));
    const format = sniffFormat(head);
    if (!format || format.kind !== kind) {
      const seen = format ? `it looks like ${format.kind} (${format.mimeType})` : 'its format is not recognised';
      throw new ToolError('MCP-022', `${requested} is not ${kind === 'image' ? 'an' : 'a'} ${kind} file this tool knows (${KNOWN[kind]}): ${seen}`);
    }
    return { format, bytes: size, head };
  } finally {
    await handle.close();
  }
}

export const mediaOpenImage: ToolDefinition<'media_open_image'> = {
  name: 'media_open_image',
  title: 'Show an image',
  description:
    'Return an image file from the allowed folders as image content, with its type and dimensions.',
  group: 'local',
  localOnly: true,
  annotations: reads,
  async run(args, ctx) {
    const env = localEnvironmentOf(ctx);
    const requested = args.path;
    const { real } = await confineExisting(env, requested);
    const { format } = await recognise(real, requested, 'image');
    const data = await readWhole(real, requested, env.settings.mediaMaxBytes, '(MEMPLAT_MEDIA_MAX_BYTES); this server has no image library to downscale it, so make a smaller copy first');
    const size = imageDimensions(format.mimeType, data);
    return new ToolResultWithMedia(
      { path: real, mime_type: format.mimeType, bytes: data.length, width: size?.width ?? null, height: size?.height ?? null },
      [{ type: 'image', data: data.toString('base64'), mimeType: format.mimeType }],
    );
  },
};

export const mediaOpenAudio: ToolDefinition<'media_open_audio'> = {
  name: 'media_open_audio',
  title: 'Hand over an audio file',
  description:
    'Return an audio file from the allowed folders as audio content, with its type and duration.',
  group: 'local',
  localOnly: true,
  annotations: reads,
  async run(args, ctx) {
    const env = localEnvironmentOf(ctx);
    const requested = args.path;
    const { real } = await confineExisting(env, requested);
    const { format } = await recognise(real, requested, 'audio');
    const data = await readWhole(real, requested, env.settings.mediaMaxBytes, '(MEMPLAT_MEDIA_MAX_BYTES)');
    const duration = format.mimeType === 'audio/wav' ? wavDurationSeconds(data) : (await probeMedia(real, ctx.signal))?.durationSeconds ?? null;
    return new ToolResultWithMedia(
      { path: real, mime_type: format.mimeType, bytes: data.length, duration_seconds: duration },
      [{ type: 'audio', data: data.toString('base64'), mimeType: format.mimeType }],
    );
  },
};

export const mediaOpenVideo: ToolDefinition<'media_open_video'> = {
  name: 'media_open_video',
  title: 'Look at a video file',
  description:
    'Describe a video file in the allowed folders: type and size; with ffmpeg also duration, codecs and a poster frame.',
  group: 'local',
  localOnly: true,
  annotations: reads,
  async run(args, ctx) {
    const env = localEnvironmentOf(ctx);
    const requested = args.path;
    const { real } = await confineExisting(env, requested);
    const { format, bytes } = await recognise(real, requested, 'video');
    const base = { path: real, mime_type: format.mimeType, bytes };
    const probed = await probeMedia(real, ctx.signal);
    if (!probed) {
      return {
        ...base, duration_seconds: null, width: null, height: null, video_codec: null, audio_codec: null, frame_rate: null,
        poster: false, method: 'file-header',
        note: 'ffmpeg (ffprobe) is not installed on this machine or could not read the file, so only the file type and size are reported; install ffmpeg for duration, dimensions, codecs and a poster frame',
      };
    }
    const poster = await posterFrame(real, ctx.signal);
    const structured = {
      ...base, duration_seconds: probed.durationSeconds, width: probed.width, height: probed.height,
      video_codec: probed.videoCodec, audio_codec: probed.audioCodec, frame_rate: probed.frameRate,
      poster: poster !== null, method: 'ffmpeg' as const,
      ...(poster ? {} : { note: 'ffmpeg could not extract a poster frame' }),
    };
    return poster ? new ToolResultWithMedia(structured, [{ type: 'image', data: poster.toString('base64'), mimeType: 'image/png' }]) : structured;
  },
};
