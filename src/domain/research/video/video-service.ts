/**
 * get_video_metadata and get_video_transcript. YouTube links use the Data API (with
 * YOUTUBE_API_KEY) or oEmbed plus the watch page (without); any other site is read from its
 * page's metadata through the guarded fetcher. Transcripts come from YouTube's caption tracks.
 */
import type { WebConfig } from '../../../config/web.js';
import { AppError } from '../../errors/app-error.js';
import { responseText, type OutboundFetcher } from '../../net/outbound.js';
import { requireOk } from '../../net/provider-status.js';
import { pageVideoFacts } from './page-meta.js';
import type { VideoMetadata, VideoSummary, VideoTranscript } from './types.js';
import { SENTENCES_BY_LENGTH, summarise } from './extractive-summary.js';
import { abstractiveSummary } from './abstractive-summary.js';
import type { LlmClient } from '../../llm/chat-client.js';
import { captionTracksOf, playerResponseOf, YouTubeClient, type CaptionTrack } from './youtube.js';
import { isoDurationSeconds, youtubeVideoId } from './youtube-id.js';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const isoDate = (v: unknown): string | null => {
  const ms = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

/** The requested language's track (exact, then same primary language), manual captions first; else the first manual, else any. */
export function pickTrack(tracks: CaptionTrack[], language?: string): CaptionTrack | undefined {
  const manualFirst = [...tracks].sort((a, b) => Number(a.kind === 'asr') - Number(b.kind === 'asr'));
  if (language) {
    const wanted = language.toLowerCase();
    const exact = manualFirst.find((t) => t.languageCode.toLowerCase() === wanted);
    const primary = manualFirst.find((t) => t.languageCode.toLowerCase().split('-')[0] === wanted.split('-')[0]);
    if (exact ?? primary) return exact ?? primary;
  }
  return manualFirst[0];
}

export class VideoService {
  private readonly youtube: YouTubeClient;

  constructor(private readonly config: WebConfig, private readonly fetcher: OutboundFetcher, private readonly llm?: LlmClient) {
    this.youtube = new YouTubeClient(config, fetcher);
  }

  async metadata(url: string, signal?: AbortSignal): Promise<VideoMetadata> {
    const id = youtubeVideoId(url);
    if (id && this.config.youtubeApiKey) return this.fromDataApi(url, id, signal);
    if (id) return this.fromOembed(url, id, signal);
    return this.fromPage(url, signal);
  }

  private async fromDataApi(url: string, id: string, signal?: AbortSignal): Promise<VideoMetadata> {
    const item = await this.youtube.dataApi(id, signal);
    const snippet = obj(item.snippet);
    const thumbs = obj(snippet.thumbnails);
    return {
      url, platform: 'youtube', video_id: id,
      title: str(snippet.title) ?? id,
      channel: str(snippet.channelTitle),
      channel_url: str(snippet.channelId) ? `https://www.youtube.com/channel/${snippet.channelId as string}` : null,
      duration_seconds: isoDurationSeconds(str(obj(item.contentDetails).duration)),
      published_at: isoDate(snippet.publishedAt),
      description: str(snippet.description),
      thumbnail_url: str(obj(thumbs.high).url) ?? str(obj(thumbs.default).url),
      source: 'youtube_data_api',
    };
  }

  private async fromOembed(url: string, id: string, signal?: AbortSignal): Promise<VideoMetadata> {
    const oembed = await this.youtube.oembed(id, signal);
    // The watch page adds what oEmbed lacks (duration, date, description); without it the oEmbed facts still stand.
    const page = await this.youtube.watchPage(id, signal).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return null;
    });
    const facts = page ? pageVideoFacts(page) : null;
    const details = obj(obj(page ? playerResponseOf(page) : null).videoDetails);
    const length = Number(details.lengthSeconds);
    return {
      url, platform: 'youtube', video_id: id,
      title: str(oembed.title) ?? facts?.title ?? id,
      channel: str(oembed.author_name) ?? facts?.channel ?? null,
      channel_url: str(oembed.author_url) ?? facts?.channel_url ?? null,
      duration_seconds: facts?.duration_seconds ?? (Number.isFinite(length) && length > 0 ? length : null),
      published_at: facts?.published_at ?? null,
      description: str(details.shortDescription) ?? facts?.description ?? null,
      thumbnail_url: str(oembed.thumbnail_url) ?? facts?.thumbnail_url ?? null,
      source: page ? 'oembed+watch_page' : 'oembed',
    };
  }

  private async fromPage(url: string, signal?: AbortSignal): Promise<VideoMetadata> {
    const host = (() => {
      try {
        return new URL(url).host;
      } catch {
        return url;
      }
    })();
    const response = requireOk(
      await this.fetcher.fetch({ url, headers: { accept: 'text/html,application/xhtml+xml' }, signal, provider: host }),
      { provider: host, onNotFound: 'the page does not exist; check the address' },
    );
    if (!response.mediaType.includes('html')) {
      throw new AppError('WEB-008', { message: `${response.url} is ${response.mediaType || 'not a web page'}; get_video_metadata reads video pages (HTML) and YouTube links` });
    }
    const facts = pageVideoFacts(responseText(response));
    return {
      url: response.url, platform: host.replace(/^www\./, ''), video_id: null,
      title: facts.title ?? response.url,
      channel: facts.channel ?? facts.site_name,
      channel_url: facts.channel_url,
      duration_seconds: facts.duration_seconds,
      published_at: facts.published_at,
      description: facts.description,
      thumbnail_url: facts.thumbnail_url,
      source: 'page',
    };
  }

  async transcript(url: string, language: string | undefined, signal?: AbortSignal): Promise<VideoTranscript> {
    const id = youtubeVideoId(url);
    if (!id) {
      throw new AppError('WEB-008', { message: `get_video_transcript reads YouTube captions; ${url} is not a YouTube video link (youtube.com/watch?v=…, youtu.be/…, /shorts/…)` });
    }
    const page = await this.youtube.watchPage(id, signal);
    let tracks = captionTracksOf(playerResponseOf(page));
    if (tracks.length === 0) tracks = await this.youtube.listedTracks(id, signal);
    const track = pickTrack(tracks, language);
    if (!track) throw new AppError('WEB-008', { message: `The YouTube video ${id} has no captions, so there is no transcript to read` });
    const segments = await this.youtube.captions(track, signal);
    if (segments.length === 0) throw new AppError('WEB-003', { message: `YouTube answered an empty ${track.languageCode} caption track for ${id}; try again later or another language (${[...new Set(tracks.map((t) => t.languageCode))].join(', ')})` });
    return {
      url, video_id: id,
      language: track.languageCode,
      auto_generated: track.kind === 'asr',
      available_languages: [...new Set(tracks.map((t) => t.languageCode))],
      segments,
      text: segments.map((s) => s.text).join(' '),
    };
  }

  /**
   * What a video says, for summaries and fact checks: its captions (English preferred), else
   * its description; WEB-008 when it has neither.
   */
  async spokenText(url: string, signal?: AbortSignal): Promise<{ meta: VideoMetadata; transcript: VideoTranscript | null; text: string }> {
    const meta = await this.metadata(url, signal);
    let transcript: VideoTranscript | null = null;
    if (meta.video_id) {
      transcript = await this.transcript(url, 'en', signal).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'WEB-008') return null; // no captions: the description may do
        throw error;
      });
    }
    const text = transcript?.text ?? meta.description;
    if (!text) throw new AppError('WEB-008', { message: `${url} has neither captions nor a description, so there is nothing to read from it` });
    return { meta, transcript, text };
  }

  /**
   * A summary of the transcript, else of the description: written by the language model when
   * LLM_BASE_URL is set (abstractive), else, or when the model fails, extractive; the answer
   * says which, and why it fell back.
   */
  async summary(url: string, length: keyof typeof SENTENCES_BY_LENGTH, signal?: AbortSignal): Promise<VideoSummary> {
    const { meta, transcript, text } = await this.spokenText(url, signal);
    const base = { url, title: meta.title, source: transcript ? 'transcript' as const : 'description' as const, language: transcript?.language ?? null };
    let note: string | undefined;
    if (this.llm) {
      const written = await abstractiveSummary(this.llm, { title: meta.title, source: base.source, text, points: SENTENCES_BY_LENGTH[length], signal });
      if (written.ok) return { ...base, method: 'abstractive', model: written.model, summary: written.summary, key_points: written.key_points };
      note = `The language model was not used: ${written.reason}. This summary is extractive.`;
    }
    const { summary, key_points } = summarise(text, SENTENCES_BY_LENGTH[length]);
    return { ...base, method: 'extractive', model: null, summary, key_points, ...(note ? { note } : {}) };
  }
}
