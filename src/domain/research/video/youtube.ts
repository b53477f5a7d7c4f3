/**
 * YouTube without a browser: oEmbed (no key) for title, channel and thumbnail; the watch page's
 * metadata and player response for duration, date, description and caption tracks; the Data
 * API v3 when YOUTUBE_API_KEY is set; captions (timedtext XML, both the classic and the
 * format-3 layout) for transcripts. Requests go to YOUTUBE_URL / YOUTUBE_API_URL, whose hosts
 * the fetcher trusts for these calls only.
 */
import { XMLParser } from 'fast-xml-parser';
import { DEFAULT_YOUTUBE_API_URL, DEFAULT_YOUTUBE_URL, type WebConfig } from '../../../config/web.js';
import { endpointTrust } from '../../net/endpoint-trust.js';
import { AppError } from '../../errors/app-error.js';
import { responseText, type OutboundFetcher, type OutboundResponse } from '../../net/outbound.js';
import { requireOk, type ProviderHints } from '../../net/provider-status.js';
import { plain } from '../search/normalise.js';
import type { TranscriptSegment } from './types.js';

type Json = Record<string, unknown>;

export interface CaptionTrack {
  baseUrl: string;
  languageCode: string;
  /** `asr` for speech recognition. */
  kind: string | null;
}

const xml = new XMLParser({ trimValues: false, ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text', isArray: (name) => ['text', 'p', 'track', 's'].includes(name) });

function obj(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

/** The `ytInitialPlayerResponse = {...};` object of a watch page, or null. */
export function playerResponseOf(html: string): Json | null {
  const marker = html.indexOf('ytInitialPlayerResponse');
  if (marker < 0) return null;
  const start = html.indexOf('{', marker);
  const scriptEnd = html.indexOf('</script>', start);
  const segment = html.slice(start, scriptEnd < 0 ? undefined : scriptEnd);
  // The object ends at one of the "};" in its script; try from the last one back.
  for (let end = segment.lastIndexOf('}'), tries = 0; end > 0 && tries < 20; end = segment.lastIndexOf('}', end - 1), tries++) {
    try {
      return obj(JSON.parse(segment.slice(0, end + 1)));
    } catch {
      // not this brace
    }
  }
  return null;
}

export function captionTracksOf(player: Json | null): CaptionTrack[] {
  const tracks = obj(obj(obj(player).captions).playerCaptionsTracklistRenderer).captionTracks;
  return (Array.isArray(tracks) ? tracks : []).map(obj).flatMap((t) => (typeof t.baseUrl === 'string' && typeof t.languageCode === 'string' ? [{ baseUrl: t.baseUrl, languageCode: t.languageCode, kind: typeof t.kind === 'string' ? t.kind : null }] : []));
}

/** Segments of a timedtext document (classic `<transcript><text start dur>` or format 3 `<p t d>` in ms). */
export function parseTimedText(body: string): TranscriptSegment[] {
  const doc = obj(xml.parse(body));
  const classic = obj(doc.transcript).text;
  if (Array.isArray(classic)) {
    return classic.map(obj).map((t) => ({ start: Number(t['@start'] ?? 0), duration: Number(t['@dur'] ?? 0), text: plain(String(t['#text'] ?? '')) })).filter((s) => s.text);
  }
  const paragraphs = obj(obj(doc.timedtext).body).p;
  if (Array.isArray(paragraphs)) {
    return paragraphs.map(obj).map((p) => {
      const words = Array.isArray(p.s) ? (p.s as unknown[]).map((s) => String(obj(s)['#text'] ?? s)).join('') : String(p['#text'] ?? '');
      return { start: Number(p['@t'] ?? 0) / 1000, duration: Number(p['@d'] ?? 0) / 1000, text: plain(words) };
    }).filter((s) => s.text);
  }
  return [];
}

export class YouTubeClient {
  constructor(private readonly config: Pick<WebConfig, 'youtubeUrl' | 'youtubeApiUrl' | 'youtubeApiKey'>, private readonly fetcher: OutboundFetcher) {}

  private async get(url: string, signal: AbortSignal | undefined, hints: ProviderHints, accept = '*/*'): Promise<OutboundResponse> {
    const trusted = [...endpointTrust(this.config.youtubeUrl, DEFAULT_YOUTUBE_URL), ...endpointTrust(this.config.youtubeApiUrl, DEFAULT_YOUTUBE_API_URL)];
    const response = await this.fetcher.fetch({ url, headers: { accept, 'accept-language': 'en' }, signal, provider: hints.provider, trustedHosts: trusted });
    return requireOk(response, hints);
  }

  watchUrl(id: string): string {
    return `${this.config.youtubeUrl}/watch?v=${id}`;
  }

  async oembed(id: string, signal?: AbortSignal): Promise<Json> {
    const url = `${this.config.youtubeUrl}/oembed?format=json&url=${encodeURIComponent(this.watchUrl(id))}`;
    const response = await this.get(url, signal, { provider: 'YouTube oEmbed', onAuth: 'the video is private or may not be embedded', onNotFound: 'no such video (removed, or a wrong id)' }, 'application/json');
    return obj(JSON.parse(responseText(response)));
  }

  async watchPage(id: string, signal?: AbortSignal): Promise<string> {
    return responseText(await this.get(this.watchUrl(id), signal, { provider: 'YouTube', onNotFound: 'no such video (removed, or a wrong id)' }, 'text/html'));
  }

  /** snippet and contentDetails from the Data API v3 (YOUTUBE_API_KEY). */
  async dataApi(id: string, signal?: AbortSignal): Promise<Json> {
    const url = `${this.config.youtubeApiUrl}/videos?part=snippet,contentDetails&id=${encodeURIComponent(id)}&key=${encodeURIComponent(this.config.youtubeApiKey ?? '')}`;
    const response = await this.get(url, signal, { provider: 'The YouTube Data API', onAuth: 'it refused the key or its quota is spent: check YOUTUBE_API_KEY', onNotFound: 'check YOUTUBE_API_URL' }, 'application/json');
    const item = (obj(JSON.parse(responseText(response))).items as unknown[] | undefined)?.[0];
    if (!item) throw new AppError('WEB-008', { message: `YouTube has no public video with id ${id} (removed, private or a wrong id)` });
    return obj(item);
  }

  /** Caption languages from the timedtext list, for pages that carry no player response. */
  async listedTracks(id: string, signal?: AbortSignal): Promise<CaptionTrack[]> {
    const response = await this.get(`${this.config.youtubeUrl}/api/timedtext?type=list&v=${id}`, signal, { provider: 'YouTube captions' }, 'text/xml');
    const tracks = obj(obj(xml.parse(responseText(response))).transcript_list).track;
    return (Array.isArray(tracks) ? tracks : []).map(obj).map((t) => {
      const lang = String(t['@lang_code'] ?? '');
      const kind = typeof t['@kind'] === 'string' ? t['@kind'] : null;
      return { languageCode: lang, kind, baseUrl: `${this.config.youtubeUrl}/api/timedtext?v=${id}&lang=${encodeURIComponent(lang)}${kind ? `&kind=${kind}` : ''}` };
    }).filter((t) => t.languageCode);
  }

  async captions(track: CaptionTrack, signal?: AbortSignal): Promise<TranscriptSegment[]> {
    return parseTimedText(responseText(await this.get(track.baseUrl, signal, { provider: 'YouTube captions' }, 'text/xml')));
  }
}
