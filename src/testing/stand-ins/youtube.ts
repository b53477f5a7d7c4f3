/**
 * A YouTube stand-in: oEmbed (`/oembed`), watch pages (`/watch?v=`) carrying itemprop meta
 * tags and `ytInitialPlayerResponse` with caption tracks, the timedtext caption endpoint
 * (`/api/timedtext`, classic and format-3 XML, and `type=list`), and the Data API v3
 * (`/youtube/v3/videos`). Videos: dQw4w9WgXcQ (captions en, fr auto), nocaption00 (none),
 * listonly000 (a page without player response; captions only through type=list), facts000001
 * (English captions stating facts, for fact checks), and any other id is unknown (404).
 */
import { sendJson, startStandIn, type StandIn } from './loopback-server.js';

export const YOUTUBE_TEST_KEY = 'AIza-test-key';
export const VIDEO_ID = 'dQw4w9WgXcQ';
export const FACTS_VIDEO_ID = 'facts000001';

function watchPage(base: string, id: string): string {
  const player = id === 'listonly000' ? '' : `<script>var ytInitialPlayerResponse = ${JSON.stringify({
    videoDetails: { videoId: id, title: 'Never Gonna Give You Up', lengthSeconds: '213', shortDescription: 'The official video.\nRemastered.' },
    ...(id === 'nocaption00' ? {} : {
      captions: { playerCaptionsTracklistRenderer: { captionTracks: [
        { baseUrl: `${base}/api/timedtext?v=${id}&lang=en&signature=abc`, languageCode: 'en', name: { simpleText: 'English' } },
        { baseUrl: `${base}/api/timedtext?v=${id}&lang=fr&kind=asr&fmt=srv3&signature=abc`, languageCode: 'fr', kind: 'asr', name: { simpleText: 'French (auto-generated)' } },
      ] } },
    }),
  })};var meta = document.createElement('meta');</script>`;
  return `<!DOCTYPE html><html><head><title>Never Gonna Give You Up - YouTube</title>
<meta name="description" content="The official video.">
<meta property="og:title" content="Never Gonna Give You Up">
<meta property="og:site_name" content="YouTube">
</head><body><div itemscope itemtype="http://schema.org/VideoObject">
<meta itemprop="name" content="Never Gonna Give You Up">
<meta itemprop="duration" content="PT3M33S">
<meta itemprop="uploadDate" content="2009-10-24T23:57:33-07:00">
<meta itemprop="datePublished" content="2009-10-24T23:57:33-07:00">
<span itemprop="author" itemscope itemtype="http://schema.org/Person"><link itemprop="url" href="http://www.youtube.com/@RickAstleyYT"><link itemprop="name" content="Rick Astley"></span>
</div>${player}</body></html>`;
}

const CLASSIC_EN = `<?xml version="1.0" encoding="utf-8" ?><transcript><text start="0.5" dur="2.1">We&amp;#39;re no strangers to love</text><text start="2.6" dur="3">You know the rules &amp;amp; so do I</text></transcript>`;
const FACTS_EN = `<?xml version="1.0" encoding="utf-8" ?><transcript><text start="0" dur="3">Hello everyone and welcome back to the channel.</text><text start="3" dur="4">The Eiffel Tower was completed in 1889.</text><text start="7" dur="4">The Great Wall of China is visible from the Moon.</text><text start="11" dur="3">Thanks for watching and please subscribe!</text></transcript>`;
const FORMAT3_FR = `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body><p t="500" d="2100">nous ne sommes pas</p><p t="2600" d="3000"><s>des étrangers</s><s t="400"> en amour</s></p></body></timedtext>`;

export async function startYoutubeStandIn(): Promise<StandIn> {
  const standIn: StandIn = await startStandIn((req, res) => {
    const path = req.url.pathname;
    const known = (id: string | null) => id === VIDEO_ID || id === 'nocaption00' || id === 'listonly000' || id === FACTS_VIDEO_ID;
    if (path === '/oembed') {
      const id = new URL(req.url.searchParams.get('url') ?? '', 'http://x').searchParams.get('v');
      if (!known(id)) return res.writeHead(404, { 'content-type': 'text/html' }).end('Not Found');
      return sendJson(res, { title: 'Never Gonna Give You Up', author_name: 'Rick Astley', author_url: 'https://www.youtube.com/@RickAstleyYT', type: 'video', height: 113, width: 200, version: '1.0', provider_name: 'YouTube', provider_url: 'https://www.youtube.com/', thumbnail_height: 360, thumbnail_width: 480, thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, html: '<iframe></iframe>' });
    }
    if (path === '/watch') {
      const id = req.url.searchParams.get('v');
      if (!known(id)) return res.writeHead(404).end();
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(watchPage(standIn.url, id!));
    }
    if (path === '/api/timedtext') {
      const id = req.url.searchParams.get('v');
      if (req.url.searchParams.get('type') === 'list') {
        const tracks = id === 'listonly000' ? '<track id="0" name="" lang_code="en" lang_original="English" lang_translated="English" lang_default="true"/>' : '';
        return res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(`<?xml version="1.0" encoding="utf-8" ?><transcript_list docid="1">${tracks}</transcript_list>`);
      }
      if (!known(id)) return res.writeHead(404).end();
      const lang = req.url.searchParams.get('lang');
      const body = lang === 'en' ? (id === FACTS_VIDEO_ID ? FACTS_EN : CLASSIC_EN) : lang === 'fr' ? FORMAT3_FR : '';
      return res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
    }
    if (path === '/youtube/v3/videos') {
      if (req.url.searchParams.get('key') !== YOUTUBE_TEST_KEY) return sendJson(res, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } }, 400);
      const id = req.url.searchParams.get('id');
      const items = known(id) ? [{
        kind: 'youtube#video', id,
        snippet: { publishedAt: '2009-10-25T06:57:33Z', channelId: 'UCuAXFkgsw1L7xaCfnd5JJOw', title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)', description: 'The official video.', thumbnails: { default: { url: 'https://i.ytimg.com/vi/x/default.jpg' }, high: { url: 'https://i.ytimg.com/vi/x/hqdefault.jpg' } }, channelTitle: 'Rick Astley' },
        contentDetails: { duration: 'PT3M33S', dimension: '2d', definition: 'hd', caption: 'true' },
      }] : [];
      return sendJson(res, { kind: 'youtube#videoListResponse', items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
    }
    res.writeHead(404).end();
  });
  return standIn;
}
