/** The video id of a YouTube link (watch, youtu.be, shorts, embed, live, music), or null for other sites. */
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

export function youtubeVideoId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    id = first === 'watch' ? url.searchParams.get('v') : ['shorts', 'embed', 'live', 'v', 'e'].includes(first ?? '') ? second ?? null : null;
  }
  return id && ID.test(id) ? id : null;
}

/** ISO 8601 durations as YouTube writes them (PT1H2M3S, P1DT2H) in seconds. */
export function isoDurationSeconds(value: string | null | undefined): number | null {
  const m = value?.match(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/);
  if (!m || value === 'P' || value === 'PT') return null;
  const [, d = '0', h = '0', mi = '0', s = '0'] = m;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(mi) * 60 + Number(s);
}
