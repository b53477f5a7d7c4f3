/**
 * An arXiv API stand-in: `GET /api/query?search_query=...&max_results=...` answers an Atom 1.0
 * feed with the arXiv and OpenSearch extensions as the real export service writes it. A query
 * naming `cat:invalid` answers arXiv's error feed (an entry whose id is under /api/errors).
 */
import { startStandIn, type StandIn } from './loopback-server.js';

const FEED_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom">`;

function entry(n: number): string {
  return `<entry>
    <id>http://arxiv.org/abs/2401.0000${n}v2</id>
    <updated>2024-02-0${n}T12:00:00Z</updated>
    <published>2024-01-0${n}T18:30:00Z</published>
    <title>Sparse Attention
      for Long Documents, part ${n}</title>
    <summary>  We study attention &amp; memory
      in long documents.  </summary>
    <author><name>Ada Lovelace</name><arxiv:affiliation>Analytical Engines Ltd</arxiv:affiliation></author>
    <author><name>Alan Turing</name></author>
    <arxiv:doi>10.1000/xyz${n}</arxiv:doi>
    <link title="doi" href="http://dx.doi.org/10.1000/xyz${n}" rel="related"/>
    <arxiv:comment>12 pages, 3 figures</arxiv:comment>
    <arxiv:journal_ref>J. Stand-ins 1 (2024)</arxiv:journal_ref>
    <link href="http://arxiv.org/abs/2401.0000${n}v2" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/2401.0000${n}v2" rel="related" type="application/pdf"/>
    <arxiv:primary_category term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.LG" scheme="http://arxiv.org/schemas/atom"/>
  </entry>`;
}

export async function startArxivStandIn(): Promise<StandIn> {
  return startStandIn((req, res) => {
    if (req.url.pathname !== '/api/query') return res.writeHead(404).end();
    const query = req.url.searchParams.get('search_query') ?? '';
    if (query.includes('cat:invalid')) {
      return res.writeHead(400, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(`${FEED_HEAD}
  <title type="html">ArXiv Query: search_query=${query}</title>
  <opensearch:totalResults>1</opensearch:totalResults>
  <entry><id>http://arxiv.org/api/errors#incorrect_id_format_for_invalid</id><title>Error</title>
    <summary>incorrect category format for invalid</summary><updated>2024-01-01T00:00:00-05:00</updated>
    <link href="http://arxiv.org/api/errors#incorrect_id_format_for_invalid" rel="alternate" type="text/html"/>
    <author><name>arXiv api core</name></author></entry>
</feed>`);
    }
    const max = Math.min(Number(req.url.searchParams.get('max_results') ?? '10'), 2);
    const entries = Array.from({ length: max }, (_, i) => entry(i + 1)).join('\n');
    res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(`${FEED_HEAD}
  <link href="http://arxiv.org/api/query?search_query=x" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query: search_query=${query.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>
  <id>http://arxiv.org/api/stand-in</id>
  <updated>2024-03-01T00:00:00-05:00</updated>
  <opensearch:totalResults>42</opensearch:totalResults>
  <opensearch:startIndex>0</opensearch:startIndex>
  <opensearch:itemsPerPage>${max}</opensearch:itemsPerPage>
  ${entries}
</feed>`);
  });
}
