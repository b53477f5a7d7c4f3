/**
 * web_scrape over /mcp and stdio against a loopback web-site stand-in: the readable article
 * (Readability) in each format, sanitised, with metadata and absolute links; PDFs; the address
 * guard as a remote caller meets it; provider failures and the timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startMcpTestServer, type McpTestServer } from '../../../testing/mcp/mcp-test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { ARTICLE_PARAGRAPH, startPagesStandIn } from '../../../testing/stand-ins/pages.js';
import type { StandIn } from '../../../testing/stand-ins/loopback-server.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
type Page = { url: string; title: string | null; byline: string | null; published_at: string | null; site_name: string | null; content_type: string; content: string; truncated: boolean; links: Array<{ text: string; url: string }>; pages: number | null };

let site: StandIn;
beforeAll(async () => {
  site = await startPagesStandIn();
});
afterAll(async () => site?.close());

async function expectArticle(client: Client) {
  const result = await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/article` } });
  expect(result.isError).toBeFalsy();
  const page = result.structuredContent as Page;
  expect(page).toMatchObject({ url: `${site.url}/article`, byline: 'Jane Doe', published_at: '2024-03-05T09:00:00.000Z', site_name: 'Marine Notes', content_type: 'text/html', format: 'markdown', truncated: false, pages: null });
  expect(page.title).toMatch(/How otters sleep/);
  expect(page.content).toContain(ARTICLE_PARAGRAPH);
  expect(page.content).toContain(`[more on otters](${site.url}/otters/1)`);
  for (const chrome of ['Home', 'Privacy', 'window.tracker', 'injected', 'javascript:']) expect(page.content).not.toContain(chrome);
  expect(page.links).toContainEqual({ text: 'more on otters', url: `${site.url}/otters/1` });
  expect(page.links.every((l) => l.url.startsWith('http'))).toBe(true);
}

describe('web_scrape over /mcp', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ WEB_FETCH_ALLOW_HOSTS: '127.0.0.1', WEB_FETCH_TIMEOUT_MS: '1000' });
    client = await server.connect(await server.createKey('scrape'));
  }, testTime(60_000));
  afterAll(async () => server?.close());

  it('reads the article as Markdown with its metadata and links, leaving out navigation and scripts', async () => {
    await expectArticle(client);
  });

  it('gives sanitised HTML and text with paragraphs, and cuts at max_chars', async () => {
    const html = (await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/moved`, format: 'html' } })).structuredContent as Page;
    expect(html.url).toBe(`${site.url}/article`); // after the redirect
    expect(html.content).toContain(`<img src="${site.url}/img/otter.jpg" alt="An otter" />`);
    expect(html.content).not.toMatch(/<script|onerror|javascript:/);
    const plain = (await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/article`, format: 'text' } })).structuredContent as Page;
    expect(plain.content).toContain(`${ARTICLE_PARAGRAPH} Paragraph 1 continues with more on otters.\n\n${ARTICLE_PARAGRAPH} Paragraph 2`);
    const short = (await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/article`, format: 'text', max_chars: 300 } })).structuredContent as Page;
    expect(short.truncated).toBe(true);
    expect(short.content.length).toBeLessThanOrEqual(300);
  });

  it('reads the text of PDFs and plain text, and refuses media it cannot read', async () => {
    const pdf = (await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/paper.pdf` } })).structuredContent as Page;
    expect(pdf).toMatchObject({ title: 'A Stand-in Paper', byline: 'Ada Lovelace', published_at: '2024-01-02T03:04:05.000Z', content_type: 'application/pdf', pages: 1 });
    expect(pdf.content).toBe('Attention is all you need\nWe propose a new network architecture.');
    const notes = (await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/notes.txt` } })).structuredContent as Page;
    expect(notes).toMatchObject({ content: 'line one\nline two', content_type: 'text/plain' });
    const image = await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/photo.png` } });
    expect(text(image)).toBe(`WEB-008: ${site.url}/photo.png is image/png, which web_scrape cannot read; it reads HTML pages, PDFs and text`);
  });

  it('answers failures with the status or the timeout, never hanging', async () => {
    const host = new URL(site.url).host;
    expect(text(await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/gone` } }))).toBe(`WEB-003: ${host} answered HTTP 404: the page does not exist; check the address {"status":404}`);
    const started = Date.now();
    expect(text(await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/hang` } }))).toBe(`WEB-004: ${host} did not answer within 1000 ms (WEB_FETCH_TIMEOUT_MS); try again later or ask for less`);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(text(await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/to-metadata` } }))).toMatch(/^WEB-002: 169\.254\.169\.254 is a linkLocal address/);
  });
});

describe('web_scrape address guard for remote callers', () => {
  let server: McpTestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startMcpTestServer({ WEB_FETCH_ALLOW_HOSTS: 'localhost' });
    client = await server.connect(await server.createKey('guard'));
  }, testTime(80_000));
  afterAll(async () => server?.close());

  it('refuses loopback, private and metadata addresses, and nothing in the call can lift it', async () => {
    const port = new URL(site.url).port;
    const before = site.requests.length;
    for (const url of [`http://127.0.0.1:${port}/article`, `http://[::1]:${port}/article`, 'http://10.1.2.3/', 'http://169.254.169.254/latest/meta-data/', 'http://100.64.0.1/', 'http://0.0.0.0/']) {
      const result = await client.callTool({ name: 'web_scrape', arguments: { url } });
      expect(result.isError, url).toBe(true);
      expect(text(result), url).toMatch(/^WEB-002: .*WEB_FETCH_ALLOW_HOSTS/);
    }
    expect(site.requests.length).toBe(before);
    const lifted = await client.callTool({ name: 'web_scrape', arguments: { url: `http://127.0.0.1:${port}/article`, allow_private: true } });
    expect(text(lifted)).toMatch(/^MCP-008: .*allow_private/);
    expect(text(await client.callTool({ name: 'web_scrape', arguments: { url: 'file:///etc/passwd' } }))).toMatch(/^WEB-008: .*only http and https/);
  });

  it('checks the redirect hop: an allowed host redirecting to loopback is refused', async () => {
    const port = new URL(site.url).port;
    const result = await client.callTool({ name: 'web_scrape', arguments: { url: `http://localhost:${port}/to-loopback?port=${port}` } });
    expect(text(result)).toMatch(/^WEB-002: 127\.0\.0\.1:\d+ is a loopback address/);
    expect(site.requests.at(-1)!.url.pathname).toBe('/to-loopback');
  });

  it("an allowed host without a port does not reach the server's own anonymous API, even by a redirect", async () => {
    const own = new URL(server.url).port;
    const exportUrl = `http://localhost:${own}/api/v1/export`;
    for (const url of [exportUrl, `${site.url.replace('127.0.0.1', 'localhost')}/redirect?to=${encodeURIComponent(exportUrl)}`]) {
      const result = await client.callTool({ name: 'web_scrape', arguments: { url } });
      expect(result.isError, url).toBe(true);
      expect(text(result), url).toMatch(/^WEB-002: localhost:\d+ .*own listening address.*WEB_FETCH_ALLOW_HOSTS/);
    }
  });
});

describe('web_scrape over stdio', () => {
  let store: ScratchStore;

  beforeAll(async () => {
    store = await createScratchStore('memplat-scrape-stdio-');
  });
  afterAll(async () => store?.remove());

  it('memplat mcp reads an allowed page, and refuses the same page when not allowed', async () => {
    for (const allow of ['127.0.0.1', '']) {
      const transport = new MemplatMcpInProcess({ ...store.env, WEB_FETCH_ALLOW_HOSTS: allow });
      const client = new Client({ name: 'scrape-stdio-test', version: '1.0.0' });
      await client.connect(transport, { timeout: testTime(60_000) });
      try {
        if (allow) await expectArticle(client);
        else expect(text(await client.callTool({ name: 'web_scrape', arguments: { url: `${site.url}/article` } }))).toMatch(/^WEB-002/);
      } finally {
        await client.close();
      }
    }
  }, testTime(120_000));
});
