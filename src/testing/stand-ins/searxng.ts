/**
 * A SearXNG stand-in speaking its JSON API (`GET /search?format=json&categories=...`), with
 * result fields as SearXNG's engines fill them for each category. `format=html` or any other
 * format answers 403, as an instance whose settings.yml lacks json does.
 */
import { sendJson, startStandIn, type StandIn } from './loopback-server.js';

function resultsFor(category: string, q: string, pageno: number): unknown[] {
  if (pageno > 1) return [];
  switch (category) {
    case 'general':
      return [
        { url: 'https://example.org/a', title: `About ${q}`, content: `All about <b>${q}</b> &amp; more`, engine: 'duckduckgo', engines: ['duckduckgo'], publishedDate: '2024-05-01T10:00:00', category: 'general' },
        { url: 'https://docs.example.com/b', title: `${q} docs`, content: 'Reference', engine: 'brave', publishedDate: null, category: 'general' },
        { url: 'javascript:alert(1)', title: 'dropped', content: '' },
      ];
    case 'images':
      return [{ url: 'https://photos.example.net/page/1', title: `${q} photo`, img_src: 'https://photos.example.net/full/1.jpg', thumbnail_src: 'https://photos.example.net/thumb/1.jpg', source: 'Example Photos', template: 'images.html', category: 'images' }];
    case 'videos':
      return [{ url: 'https://www.youtube.com/watch?v=abc123', title: `${q} talk`, content: 'A talk', author: 'Conf Channel', length: '12:34', thumbnail: 'https://i.ytimg.com/vi/abc123/hqdefault.jpg', publishedDate: '2023-11-02T00:00:00', template: 'videos.html', category: 'videos' }];
    case 'news':
      return [{ url: 'https://news.example.com/story', title: `${q} in the news`, content: 'Breaking', publishedDate: '2025-01-15T08:30:00', img_src: 'https://news.example.com/story.jpg', category: 'news' }];
    case 'map':
      return [{
        url: 'https://www.openstreetmap.org/node/42', title: 'Café du Parc', template: 'map.html', category: 'map',
        latitude: 45.7578, longitude: 4.832,
        address: { name: 'Café du Parc', house_number: '3', road: 'Rue de la République', locality: 'Lyon', postcode: '69002', country: 'France' },
        data: [{ label: 'Phone', key: 'phone', value: '+33 4 00 00 00 00' }],
      }];
    default:
      return [];
  }
}

export async function startSearxngStandIn(): Promise<StandIn> {
  return startStandIn((req, res) => {
    if (req.url.pathname !== '/search') return sendJson(res, { error: 'not found' }, 404);
    if (req.url.searchParams.get('format') !== 'json') return res.writeHead(403).end('Forbidden');
    const q = req.url.searchParams.get('q') ?? '';
    const category = req.url.searchParams.get('categories') ?? 'general';
    const results = resultsFor(category, q, Number(req.url.searchParams.get('pageno') ?? '1'));
    sendJson(res, { query: q, number_of_results: results.length, results, answers: [], corrections: [], infoboxes: [], suggestions: [], unresponsive_engines: [] });
  });
}
