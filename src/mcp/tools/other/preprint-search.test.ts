/**
 * preprint_search over /mcp and stdio against a loopback arXiv API stand-in: the query sent,
 * the Atom feed parsed into normalised papers, arXiv's error feed and an unreachable endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { startArxivStandIn } from '../../../testing/stand-ins/arxiv.js';
import type { StandIn } from '../../../testing/stand-ins/loopback-server.js';
import { arxivSearchQuery } from '../../../domain/research/preprints/arxiv.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

let arxiv: StandIn;
beforeAll(async () => {
  arxiv = await startArxivStandIn();
});
afterAll(async () => arxiv?.close());

const firstPaper = {
  id: '2401.00001v2',
  title: 'Sparse Attention for Long Documents, part 1',
  authors: ['Ada Lovelace', 'Alan Turing'],
  abstract: 'We study attention & memory in long documents.',
  published_at: '2024-01-01T18:30:00.000Z',
  updated_at: '2024-02-01T12:00:00.000Z',
  primary_category: 'cs.CL',
  categories: ['cs.CL', 'cs.LG'],
  url: 'http://arxiv.org/abs/2401.00001v2',
  pdf_url: 'http://arxiv.org/pdf/2401.00001v2',
  doi: '10.1000/xyz1',
  journal_ref: 'J. Stand-ins 1 (2024)',
  comment: '12 pages, 3 figures',
};

async function expectPapers(client: Client) {
  const result = await client.callTool({ name: 'preprint_search', arguments: { query: 'sparse attention', category: 'cs.CL', limit: 2 } });
  expect(result.isError).toBeFalsy();
  const out = result.structuredContent as { provider: string; total_results: number; results: unknown[] };
  expect(out.provider).toBe('arxiv');
  expect(out.total_results).toBe(42);
  expect(out.results).toHaveLength(2);
  expect(out.results[0]).toEqual(firstPaper);
}

describe('arXiv query syntax', () => {
  it('turns free words into all: terms and adds the category', () => {
    expect(arxivSearchQuery('sparse attention', 'cs.CL')).toBe('(all:sparse AND all:attention) AND cat:cs.CL');
    expect(arxivSearchQuery('"large language" models')).toBe('all:"large language" AND all:models');
    expect(arxivSearchQuery('au:lovelace AND ti:engine')).toBe('au:lovelace AND ti:engine');
  });
});

describe('preprint_search over /mcp', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ ARXIV_API_URL: `${arxiv.url}/api/query` });
    client = await server.connect(await server.createKey('arxiv'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('asks the arXiv API and parses the Atom feed', async () => {
    await expectPapers(client);
    expect(Object.fromEntries(arxiv.requests.at(-1)!.url.searchParams)).toEqual({
      search_query: '(all:sparse AND all:attention) AND cat:cs.CL', start: '0', max_results: '2', sortBy: 'relevance', sortOrder: 'descending',
    });
  });

  it('reports arXiv\'s refusal in its own words', async () => {
    const result = await client.callTool({ name: 'preprint_search', arguments: { query: 'x', category: 'invalid' } });
    expect(text(result)).toBe('WEB-003: arXiv refused the query (HTTP 400): incorrect category format for invalid; rephrase it or drop the category {"status":400}');
  });
});

describe('preprint_search with an unreachable endpoint', () => {
  let server: McpTestServer;

  beforeAll(async () => {
    // A port nothing listens on: the connection is refused.
    server = await startMcpTestServer({ ARXIV_API_URL: 'http://127.0.0.1:9/api/query', WEB_FETCH_RETRIES: '0' });
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('says the provider could not be reached', async () => {
    const client = await server.connect(await server.createKey('down'));
    const result = await client.callTool({ name: 'preprint_search', arguments: { query: 'anything' } });
    expect(text(result)).toBe('WEB-007: arXiv could not be reached: the connection was refused (ECONNREFUSED); check the address and try again');
  });
});

describe('preprint_search over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-arxiv-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp searches arXiv', async () => {
    const transport = new MemplatMcpInProcess({ ...store.env, ARXIV_API_URL: `${arxiv.url}/api/query` });
    const client = new Client({ name: 'arxiv-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: testTime(60_000) });
    try {
      await expectPapers(client);
    } finally {
      await client.close();
    }
  }, testTime(120_000));
});
