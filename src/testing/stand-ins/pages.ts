/**
 * A web-site stand-in for web_scrape: an article page with navigation, scripts and relative
 * links around it, a PDF with a text layer, plain text, an image, a redirect to a loopback
 * address and a page that never answers.
 */
import { startStandIn, type StandIn } from './loopback-server.js';

export const ARTICLE_PARAGRAPH = 'Sea otters hold hands while they sleep so that they do not drift apart, and they keep a favourite stone in a pouch of skin under the forearm.';

export function articleHtml(): string {
  const paragraphs = Array.from({ length: 6 }, (_, i) => `<p>${ARTICLE_PARAGRAPH} Paragraph ${i + 1} continues with <a href="/otters/${i + 1}">more on otters</a>.</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8"><title>How otters sleep – Marine Notes</title>
<meta property="og:site_name" content="Marine Notes">
<meta name="author" content="Jane Doe">
<meta property="article:published_time" content="2024-03-05T09:00:00Z">
<script>window.tracker = 1</script>
</head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article>
<h1>How otters sleep</h1>
${paragraphs}
<p><img src="/img/otter.jpg" alt="An otter" onerror="steal()"> <a href="javascript:alert(1)">bad link</a></p>
<script>document.write('injected')</script>
</article>
<footer>© Marine Notes — <a href="/privacy">Privacy</a></footer>
</body></html>`;
}

/** A one-page PDF with a text layer and document information, written by hand (the format is plain). */
export function minimalPdf(lines: string[], info: { title: string; author: string; created: string }): Buffer {
  const content = `BT /F1 14 Tf 72 720 Td ${lines.map((l, i) => `${i ? '0 -20 Td ' : ''}(${l}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${info.title}) /Author (${info.author}) /CreationDate (${info.created}) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export async function startPagesStandIn(): Promise<StandIn> {
  return startStandIn((req, res) => {
    switch (req.url.pathname) {
      case '/article':
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(articleHtml());
      case '/moved':
        return res.writeHead(301, { location: '/article' }).end();
      case '/paper.pdf':
        return res.writeHead(200, { 'content-type': 'application/pdf' }).end(minimalPdf(['Attention is all you need', 'We propose a new network architecture.'], { title: 'A Stand-in Paper', author: 'Ada Lovelace', created: 'D:20240102030405Z' }));
      case '/notes.txt':
        return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('line one\nline two');
      case '/photo.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case '/to-metadata':
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/redirect': // to any address the test names
        return res.writeHead(302, { location: req.url.searchParams.get('to') ?? '/' }).end();
      case '/to-loopback':
        return res.writeHead(302, { location: `http://127.0.0.1:${req.url.searchParams.get('port')}/article` }).end();
      case '/hang':
        return; // never answers
      case '/video':
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>Talk page</title>
<meta property="og:title" content="Otters at scale (talk)"><meta property="og:site_name" content="ConfTube">
<meta property="og:video:duration" content="1830"><meta property="og:image" content="https://conftube.example/otters.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"VideoObject","name":"Otters at scale","description":"A talk about otters.","uploadDate":"2024-06-01T10:00:00Z","duration":"PT30M30S","author":{"@type":"Person","name":"Jane Doe","url":"https://conftube.example/jane"},"thumbnailUrl":["https://conftube.example/otters.jpg"]}]}</script>
</head><body><video src="/otters.mp4"></video></body></html>`);
      case '/gone':
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      default:
        return res.writeHead(404).end();
    }
  });
}
