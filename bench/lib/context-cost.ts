/**
 * What the MCP surface costs an AI client's context, measured in-process (no server, a second or
 * two): tools/list tokens per group (characters of the tools array / 4, as the budgets in
 * src/mcp/tools/catalogue-cost.ts count them), and the same for the reference server-memory's
 * tools/list, read from a running copy of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CATALOGUE_BUDGETS, catalogueCost, costPerGroup, estimateTokens } from '../../src/mcp/tools/catalogue-cost.js';
import { measureAnswerOverhead, type AnswerOverheadRow } from './answer-overhead.js';
import { markdownTable } from './markdown.js';

export interface ContextCostRow { surface: string; tools: number; tokens: number; budget: number | null }

export interface ContextCost {
  catalogue: ContextCostRow[];
  /** Per-call overhead: an answer's text beyond the keys and values in it (absent in reports made before it was measured). */
  answers?: AnswerOverheadRow[];
}

async function referenceCatalogue(): Promise<ContextCostRow | null> {
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = path.join(path.dirname(require.resolve('@modelcontextprotocol/server-memory/package.json')), 'dist/index.js');
  } catch {
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-ref-tools-'));
  const client = new Client({ name: 'memplat-bench', version: '1' });
  try {
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [entry], env: { MEMORY_FILE_PATH: path.join(dir, 'm.jsonl') }, stderr: 'ignore' }));
    const { tools } = await client.listTools();
    return { surface: 'reference server-memory (all tools)', tools: tools.length, tokens: estimateTokens(tools), budget: null };
  } finally {
    await client.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureContextCost(withReference = true): Promise<ContextCost> {
  const remote = catalogueCost('remote');
  const stdio = catalogueCost('local');
  const catalogue: ContextCostRow[] = [
    { surface: 'remote /mcp (default tools)', ...remote, budget: CATALOGUE_BUDGETS.remote },
    { surface: 'stdio `memplat mcp` (all tools)', ...stdio, budget: CATALOGUE_BUDGETS.stdio },
    ...costPerGroup('local').map((g) => ({ surface: `group ${g.group}`, tools: g.tools, tokens: g.tokens, budget: g.group === 'memory' ? CATALOGUE_BUDGETS.memory : null })),
  ];
  const reference = withReference ? await referenceCatalogue().catch(() => null) : null;
  if (reference) catalogue.push(reference);
  return { catalogue, answers: await measureAnswerOverhead(withReference) };
}

export function renderContextCost(cost: ContextCost): string {
  const rows = cost.catalogue.map((r) => [r.surface, String(r.tools), r.tokens.toLocaleString('en-US'), r.budget === null ? '–' : r.budget.toLocaleString('en-US')]);
  return [
    '## Context cost (tools/list, tokens = characters / 4)',
    '',
    markdownTable(['Surface', 'Tools', 'Tokens', 'Budget'], rows),
    ...(cost.answers?.length ? ['', renderAnswerOverhead(cost.answers)] : []),
  ].join('\n');
}

function renderAnswerOverhead(answers: readonly AnswerOverheadRow[]): string {
  const rows = answers.map((a) => [a.server, a.answer, String(a.items), a.textChars.toLocaleString('en-US'), a.payloadChars.toLocaleString('en-US'),
    a.overheadChars.toLocaleString('en-US'), `${Math.round((100 * a.overheadChars) / a.textChars)}%`]);
  return [
    '## Per-call overhead (the answer text an agent reads, beyond the keys and values in it)',
    '',
    markdownTable(['Server', 'Answer', 'Items', 'Text chars', 'Keys + values', 'Overhead chars', 'Overhead share'], rows),
  ].join('\n');
}
