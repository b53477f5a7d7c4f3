/**
 * preprint_search's service: the arXiv API (ARXIV_API_URL, an Atom 1.0 feed with arXiv and
 * OpenSearch extensions) parsed by fast-xml-parser into id, title, authors, abstract, dates,
 * categories and links. arXiv reports a malformed query as a feed whose single entry has an
 * id under /api/errors; that becomes WEB-003 with arXiv's own sentence.
 */
import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../errors/app-error.js';
import { responseText, type OutboundFetcher } from '../../net/outbound.js';
import { requireOk } from '../../net/provider-status.js';
import { endpointTrust } from '../../net/endpoint-trust.js';
import { DEFAULT_ARXIV_API_URL } from '../../../config/web.js';
import type { McpToolResults } from '../../../../generated/mcp-tool-types.js';

export interface PreprintQuery {
  query: string;
  category?: string;
  limit: number;
  signal?: AbortSignal;
}

// The answer's shape is the contract's (preprint_search's output schema through the generated types).
/** One paper; its id is the arXiv identifier with its version, e.g. `2401.01234v2` (old style: `hep-th/9901001v1`). */
export type Preprint = McpToolResults['preprint_search']['results'][number];
export type PreprintResults = McpToolResults['preprint_search'] & { provider: 'arxiv' };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  isArray: (name) => ['entry', 'author', 'link', 'category'].includes(name),
  processEntities: true,
});

type Node = Record<string, unknown>;

function textOf(value: unknown): string | null {
  const raw = value && typeof value === 'object' ? (value as Node)['#text'] : value;
  if (raw === undefined || raw === null) return null;
  const text = String(raw).replace(/\s+/g, ' ').trim();
  return text || null;
}

function isoDate(value: unknown): string | null {
  const text = textOf(value);
  const ms = text ? Date.parse(text) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Free words become `all:` terms joined by AND; a query already in arXiv's field syntax (ti:, au:, ...) is kept. */
export function arxivSearchQuery(query: string, category?: string): string {
  const fielded = /\b(ti|au|abs|co|jr|cat|rn|id|all):/.test(query);
  const words = query.match(/"[^"]+"|\S+/g) ?? [];
  const base = fielded ? query : words.map((w) => `all:${w}`).join(' AND ');
  return category ? `(${base}) AND cat:${category}` : base;
}

function toPreprint(entry: Node): Preprint {
  const absUrl = textOf(entry.id) ?? '';
  const links = (entry.link as Node[] | undefined) ?? [];
  const pdf = links.find((l) => l['@title'] === 'pdf' || l['@type'] === 'application/pdf');
  const page = links.find((l) => l['@rel'] === 'alternate');
  const categories = ((entry.category as Node[] | undefined) ?? []).map((c) => String(c['@term'] ?? '')).filter(Boolean);
  return {
    id: absUrl.replace(/^https?:\/\/arxiv\.org\/abs\//, ''),
    title: textOf(entry.title) ?? '',
    authors: ((entry.author as Node[] | undefined) ?? []).map((a) => textOf(a.name)).filter((n): n is string => n !== null),
    abstract: textOf(entry.summary) ?? '',
    published_at: isoDate(entry.published),
    updated_at: isoDate(entry.updated),
    primary_category: ((entry['arxiv:primary_category'] as Node | undefined)?.['@term'] as string | undefined) ?? categories[0] ?? null,
    categories,
    url: (page?.['@href'] as string | undefined) ?? absUrl,
    pdf_url: (pdf?.['@href'] as string | undefined) ?? null,
    doi: textOf(entry['arxiv:doi']),
    journal_ref: textOf(entry['arxiv:journal_ref']),
    comment: textOf(entry['arxiv:comment']),
  };
}

export class ArxivService {
  constructor(private readonly apiUrl: string, private readonly fetcher: OutboundFetcher) {}

  async search(q: PreprintQuery): Promise<PreprintResults> {
    const url = new URL(this.apiUrl);
    url.searchParams.set('search_query', arxivSearchQuery(q.query, q.category));
    url.searchParams.set('start', '0');
    url.searchParams.set('max_results', String(q.limit));
    url.searchParams.set('sortBy', 'relevance');
    url.searchParams.set('sortOrder', 'descending');
    const response = await this.fetcher.fetch({ url: url.toString(), headers: { accept: 'application/atom+xml' }, signal: q.signal, provider: 'arXiv', trustedHosts: endpointTrust(this.apiUrl, DEFAULT_ARXIV_API_URL) });
    const body = responseText(response);
    let feed: Node;
    try {
      feed = (parser.parse(body) as Node).feed as Node;
    } catch {
      feed = undefined as unknown as Node;
    }
    const entries = ((feed?.entry as Node[] | undefined) ?? []);
    const apiError = entries.find((e) => (textOf(e.id) ?? '').includes('/api/errors'));
    if (apiError) {
      throw new AppError('WEB-003', { message: `arXiv refused the query (HTTP ${response.status}): ${textOf(apiError.summary) ?? 'malformed query'}; rephrase it or drop the category`, details: { status: response.status } });
    }
    requireOk(response, { provider: 'arXiv', onNotFound: 'check ARXIV_API_URL (the query endpoint, e.g. https://export.arxiv.org/api/query)' });
    if (!feed) throw new AppError('WEB-003', { message: 'arXiv answered without an Atom feed: check ARXIV_API_URL' });
    const total = Number(textOf(feed['opensearch:totalResults']));
    return { provider: 'arxiv', total_results: Number.isFinite(total) ? total : null, results: entries.map(toPreprint) };
  }
}
