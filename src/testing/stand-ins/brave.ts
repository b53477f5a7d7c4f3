/**
 * A Brave Search API stand-in: /res/v1/{web,news,videos,images}/search and
 * /res/v1/local/place_search with the response shapes of the real API; the token in
 * X-Subscription-Token must match or it answers 401 like the real service. The query
 * `rate-limit` answers 429 with Retry-After, `server-error` 503, `hang` never answers.
 */
import { sendJson, startStandIn, type StandIn } from './loopback-server.js';

export const BRAVE_TEST_KEY = 'BSA-test-key';

export async function startBraveStandIn(): Promise<StandIn> {
  return startStandIn((req, res) => {
    if (req.headers['x-subscription-token'] !== BRAVE_TEST_KEY) {
      return sendJson(res, { type: 'ErrorResponse', error: { code: 'SUBSCRIPTION_TOKEN_INVALID', status: 401, detail: 'The provided subscription token is invalid.' } }, 401);
    }
    const q = req.url.searchParams.get('q') ?? '';
    if (q === 'rate-limit') return sendJson(res, { type: 'ErrorResponse', error: { code: 'RATE_LIMITED', status: 429 } }, 429, { 'retry-after': '30' });
    if (q === 'server-error') return sendJson(res, { type: 'ErrorResponse' }, 503);
    if (q === 'hang') return;
    switch (req.url.pathname) {
      case '/res/v1/web/search':
        return sendJson(res, { type: 'search', query: { original: q }, web: { type: 'search', results: [
          { type: 'search_result', title: `About ${q}`, url: 'https://example.org/a', description: `Everything on <strong>${q}</strong>`, page_age: '2024-05-01T10:00:00', age: 'May 1, 2024', profile: { name: 'Example Org' }, meta_url: { hostname: 'example.org' } },
        ] } });
      case '/res/v1/news/search':
        return sendJson(res, { type: 'news', results: [{ type: 'news_result', title: `${q} news`, url: 'https://news.example.com/n', description: 'Story', age: '2 hours ago', page_age: '2025-01-15T08:30:00', meta_url: { hostname: 'news.example.com' }, thumbnail: { src: 'https://imgs.search.brave.com/n.jpg' } }] });
      case '/res/v1/videos/search':
        return sendJson(res, { type: 'videos', results: [{ type: 'video_result', title: `${q} video`, url: 'https://www.youtube.com/watch?v=xyz', description: 'Clip', page_age: '2023-03-03T00:00:00', thumbnail: { src: 'https://imgs.search.brave.com/v.jpg' }, video: { duration: '04:21', creator: 'Some Channel', publisher: 'YouTube' }, meta_url: { hostname: 'www.youtube.com' } }] });
      case '/res/v1/images/search':
        return sendJson(res, { type: 'images', results: [{ type: 'image_result', title: `${q} image`, url: 'https://pics.example.com/p', source: 'pics.example.com', thumbnail: { src: 'https://imgs.search.brave.com/t.jpg' }, properties: { url: 'https://pics.example.com/full.png', placeholder: 'x' } }] });
      case '/res/v1/local/place_search':
        return sendJson(res, { type: 'locations', query: { original: q }, results: [{
          type: 'location_result', title: 'Blue Bottle Coffee', url: 'https://example.com/biz/blue-bottle', id: 'loc1',
          postal_address: { type: 'PostalAddress', displayAddress: '66 Mint St, San Francisco, CA 94103' },
          contact: { telephone: '+1 510-653-3394' }, rating: { ratingValue: 4.3, bestRating: 5, reviewCount: 587 },
          coordinates: [37.7821, -122.4065], categories: ['Coffee & Tea'],
        }], location: { coordinates: [37.7749, -122.4194], name: 'San Francisco' } });
      default:
        return sendJson(res, { type: 'ErrorResponse' }, 404);
    }
  });
}
