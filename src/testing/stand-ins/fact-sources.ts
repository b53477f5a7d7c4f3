/**
 * Sources for fact checks on one loopback server: a SearXNG JSON API (`GET /search?format=json`)
 * whose results depend on the words asked for, and the article pages those results lead to
 * (`/facts/...`, served by the same server). Topics: the Eiffel Tower's completion (1889) and
 * height (330 metres), and the myth that the Great Wall of China is visible from the Moon;
 * anything else finds nothing.
 */
import { sendJson, startStandIn, type StandIn } from './loopback-server.js';

const PAGES: Record<string, { title: string; paragraphs: string[] }> = {
  '/facts/eiffel-history': {
    title: 'History of the Eiffel Tower',
    paragraphs: [
      'The tower stands on the Champ de Mars in Paris and was designed by the company of Gustave Eiffel.',
      'Construction began in January 1887. The Eiffel Tower was completed in March 1889, in time for the World\'s Fair held that year.',
      'It was the tallest man-made structure in the world for 41 years.',
    ],
  },
  '/facts/eiffel-height': {
    title: 'How tall is the Eiffel Tower?',
    paragraphs: [
      'Visitors often ask about the size of the landmark.',
      'The Eiffel Tower is 330 metres tall, antennas included, which is about the height of an 81-storey building.',
      'Its height changes by up to 15 centimetres with the temperature.',
    ],
  },
  '/facts/great-wall': {
    title: 'Can you see the Great Wall from space?',
    paragraphs: [
      'A popular story holds that the Great Wall of China is visible from the Moon with the naked eye.',
      'This is a myth: astronauts have confirmed that no man-made structure can be made out from the Moon.',
      'From low Earth orbit the wall is hard to see at all.',
    ],
  },
};

function pageHtml(title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><nav><a href="/">Home</a></nav><article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</article><footer>Fact pages</footer></body></html>`;
}

function resultsFor(base: string, q: string): Array<Record<string, unknown>> {
  const words = q.toLowerCase();
  const result = (path: string, content: string) => ({ url: `${base}${path}`, title: PAGES[path]?.title ?? path, content, engine: 'duckduckgo', engines: ['duckduckgo'], category: 'general', publishedDate: null });
  if (words.includes('eiffel') && /complet|built|finish/.test(words)) {
    return [
      result('/facts/eiffel-history', 'Construction began in 1887 and the tower was finished two years later.'),
      result('/facts/eiffel-height', 'Visitors often ask about the size of the landmark.'),
      { url: 'https://encyclopedia.example/eiffel', title: 'Eiffel Tower', content: 'The Eiffel Tower was completed in 1889 and opened to the public that May.', engine: 'brave', category: 'general', publishedDate: null },
    ];
  }
  if (words.includes('eiffel')) return [result('/facts/eiffel-height', 'The Eiffel Tower is 330 metres tall, antennas included.')];
  if (words.includes('great wall')) {
    return [
      result('/facts/great-wall', 'A popular story holds that the wall can be seen from the Moon.'),
      { url: 'https://space.example/wall', title: 'Seeing the wall from orbit', content: 'Claims that the Great Wall of China is visible from the Moon are false.', engine: 'brave', category: 'general', publishedDate: null },
    ];
  }
  return [];
}

export async function startFactSourcesStandIn(): Promise<StandIn> {
  const standIn: StandIn = await startStandIn((req, res) => {
    const path = req.url.pathname;
    if (path === '/search') {
      if (req.url.searchParams.get('format') !== 'json') return res.writeHead(403).end('Forbidden');
      const q = req.url.searchParams.get('q') ?? '';
      const results = Number(req.url.searchParams.get('pageno') ?? '1') > 1 ? [] : resultsFor(standIn.url, q);
      return sendJson(res, { query: q, number_of_results: results.length, results, answers: [], corrections: [], infoboxes: [], suggestions: [], unresponsive_engines: [] });
    }
    const page = PAGES[path];
    if (page) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(page.title, page.paragraphs));
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  return standIn;
}
