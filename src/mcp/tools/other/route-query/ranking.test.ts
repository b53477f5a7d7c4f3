import { describe, expect, it } from 'vitest';
import { toolCatalogue, toolsFor } from '../../catalogue.js';
import { rankTools, type Embedder } from './ranking.js';

/** A bag-of-words embedder over a tiny vocabulary: enough to see the semantic signal count. */
function wordEmbedder(vocabulary: string[]): Embedder & { calls: number } {
  const e = {
    calls: 0,
    modelId: `test-${vocabulary.join('-')}`,
    async embed(texts: string[]) {
      e.calls++;
      return texts.map((t) => {
        const v = Float32Array.from(vocabulary.map((w) => (t.toLowerCase().includes(w) ? 1 : 0)));
        const norm = Math.hypot(...v) || 1;
        return v.map((x) => x / norm);
      });
    },
  };
  return e;
}

const top = async (query: string, mode: 'local' | 'remote' = 'local', embedder: Embedder | null = null) => (await rankTools(query, toolsFor(mode), embedder)).ranked;

describe('route_query ranking', () => {
  it('follows the rules for explicit requests, with the reason', async () => {
    const remember = await top('Remember that I prefer answers in French');
    expect(remember[0]).toMatchObject({ tool: 'memory_store', available: true, reasons: expect.arrayContaining(['rule: the request asks to remember something']) });
    expect((await top('what is on https://example.com/pricing ?'))[0]).toMatchObject({ tool: 'web_scrape', reasons: expect.arrayContaining(['rule: the request contains a web address']) });
    expect((await top('read ./docs/todo.md for me'))[0]!.tool).toBe('file_read');
    expect((await top('run npm test in the project'))[0]!.tool).toBe('shell_exec');
    expect((await top('how many times was memory_recall called this week, and how slow?'))[0]!.tool).toBe('telemetry_stats');
    for (const question of ['what did we decide about the pricing page?', 'What did we decide about deploys', 'what was agreed on the token budget?']) {
      expect((await top(question, 'remote'))[0], question).toMatchObject({ tool: 'memory_recall', reasons: expect.arrayContaining(['rule: the request asks what was decided earlier']) });
    }
    expect((await top('record that we decided to use ESM only'))[0]!.tool).toBe('coding_record_decision');
  });

  it('only ranks the tools offered: no local-only tool on /mcp', async () => {
    const remote = await top('read ./docs/todo.md for me', 'remote');
    expect(remote.some((r) => r.tool === 'file_read')).toBe(false);
    expect(remote).toHaveLength(toolsFor('remote').length);
  });

  it('halves tools that are not available yet and says so', async () => {
    const ranked = await top('search the web for the latest TypeScript release notes');
    const web = ranked.find((r) => r.tool === 'ext_web_search')!;
    const unavailable = toolCatalogue.find((t) => t.name === 'ext_web_search')!.run === undefined;
    if (unavailable) expect(web.reasons).toContain('not available yet on this server');
    expect(web.available).toBe(!unavailable);
  });

  it('adds the similarity of the request to tool descriptions, embedding the descriptions once per model', async () => {
    const embedder = wordEmbedder(['usage', 'statistic', 'latency', 'percentile', 'memory']);
    const first = await rankTools('latency percentile figures', toolsFor('local'), embedder);
    expect(first.semantic).toBe(true);
    expect(first.ranked[0]).toMatchObject({ tool: 'telemetry_stats', reasons: expect.arrayContaining([expect.stringMatching(/resembles its description \(cosine 0\.\d\d\)/)]) });
    const calls = embedder.calls;
    await rankTools('another question about memory', toolsFor('local'), embedder);
    expect(embedder.calls).toBe(calls + 1); // only the query: tool vectors are cached
    const failing: Embedder = { modelId: 'broken', embed: async () => { throw new Error('model down'); } };
    expect((await rankTools('remember this', toolsFor('local'), failing)).semantic).toBe(false);
  });
});
