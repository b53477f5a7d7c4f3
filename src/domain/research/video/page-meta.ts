/**
 * Video facts from an HTML page's own metadata: schema.org VideoObject in JSON-LD, Open Graph
 * (og:video:duration, og:site_name), itemprop meta tags (as on YouTube watch pages) and the
 * description. Used for YouTube watch pages and for any other video site.
 */
import { parseHTML } from 'linkedom';
import { isoDurationSeconds } from './youtube-id.js';

type Doc = ReturnType<typeof parseHTML>['document'];
type Json = Record<string, unknown>;

export interface PageVideoFacts {
  title: string | null;
  channel: string | null;
  channel_url: string | null;
  duration_seconds: number | null;
  published_at: string | null;
  description: string | null;
  thumbnail_url: string | null;
  site_name: string | null;
}

function meta(document: Doc, ...names: string[]): string | null {
  for (const name of names) {
    const value = document.querySelector(`meta[property="${name}"], meta[name="${name}"], meta[itemprop="${name}"]`)?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return null;
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The first schema.org VideoObject of the page's JSON-LD blocks (also inside @graph). */
function videoObject(document: Doc): Json | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue; // a broken block elsewhere on the page does not hide the others
    }
    const nodes = (Array.isArray(data) ? data : [data, ...((data as Json)?.['@graph'] as unknown[] ?? [])]) as Json[];
    const found = nodes.find((n) => n && (n['@type'] === 'VideoObject' || (Array.isArray(n['@type']) && (n['@type'] as unknown[]).includes('VideoObject'))));
    if (found) return found;
  }
  return null;
}

function nameOf(value: unknown): string | null {
  if (Array.isArray(value)) return nameOf(value[0]);
  return str(value) ?? str((value as Json | undefined)?.name);
}

function firstUrl(value: unknown): string | null {
  if (Array.isArray(value)) return firstUrl(value[0]);
  return str(value) ?? str((value as Json | undefined)?.url);
}

export function pageVideoFacts(html: string): PageVideoFacts {
  const { document } = parseHTML(html);
  const video = videoObject(document) ?? {};
  const seconds = Number(meta(document, 'og:video:duration', 'video:duration'));
  const author = document.querySelector('[itemprop="author"] link[itemprop="url"]')?.getAttribute('href') ?? null;
  return {
    title: str(video.name) ?? meta(document, 'og:title', 'twitter:title', 'name', 'title') ?? str(document.querySelector('title')?.textContent),
    channel: nameOf(video.author) ?? nameOf(video.creator) ?? str(document.querySelector('[itemprop="author"] [itemprop="name"]')?.getAttribute('content')) ?? meta(document, 'author'),
    channel_url: firstUrl(video.author) ?? author,
    duration_seconds: isoDurationSeconds(str(video.duration) ?? meta(document, 'duration')) ?? (Number.isFinite(seconds) && seconds > 0 ? seconds : null),
    published_at: isoDate(video.uploadDate) ?? isoDate(meta(document, 'uploadDate', 'datePublished', 'article:published_time', 'video:release_date')),
    description: str(video.description) ?? meta(document, 'og:description', 'description', 'twitter:description'),
    thumbnail_url: firstUrl(video.thumbnailUrl) ?? meta(document, 'og:image', 'thumbnailUrl'),
    site_name: meta(document, 'og:site_name'),
  };
}
