/**
 * What the MCP surface costs an AI client's context, measured in-process (no server, a second or
 * two): tools/list tokens per group (characters of the tools array / 4, as the budgets in
 * src/mcp/tools/catalogue-cost.ts count them), the same for the reference server-memory's
 * tools/list, read from a running copy of it, and what each memory_recall answer adds beyond the
 * memories it carries (its text as memory_recall writes it, for a typical 5-result answer).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CATALOGUE_BUDGETS, catalogueCost, costPerGroup, estimateTokens } from '../../src/mcp/tools/catalogue-cost.js';
import { compactItems } from '../../src/mcp/tools/memory/compact-text.js';
import type { MemoryContext } from '../../src/domain/memory/types.js';
import { markdownTable } from './markdown.js';

export interface ContextCostRow { surface: string; tools: number; tokens: number; budget: number | null }

/** A memory_recall answer's text: its length, the keys and values in it, and the rest (header, scores, layout). */
export interface RecallOverhead { results: number; chars: number; payloadChars: number; overheadChars: number }

export interface ContextCost { catalogue: ContextCostRow[]; recall?: RecallOverhead }

/** Five facts of one namespace, persistent and tagged alike, as a recall of a task's context finds them. */
const TYPICAL_RECALL = [
  ['deploy.day', 'We decided to deploy on Fridays after the team review.', 0.82],
  ['deploy.window', 'Deploys happen between 14:00 and 16:00 UTC.', 0.77],
  ['deploy.owner', 'Dana owns the deploy checklist.', 0.71],
  ['deploy.rollback', 'Rollback uses the previous container image tag.', 0.64],
  ['deploy.freeze', 'No deploys during the December freeze.', 0.58],
] as const;

/** The per-call overhead of memory_recall's text (the text tool answers carry; src/mcp/tools/memory/compact-text.ts). */
export function measureRecallOverhead(): RecallOverhead {
  const items = TYPICAL_RECALL.map(([key, value, score]) => ({ key, value, score, agent_name: 'planner', scope: 'persistent', tags: ['deploys'] }));
  const text = compactItems(['memory', 'memories'], items, { user_id: 'ada', agent_name: 'planner', context: { id: '00000000-0000-4000-8000-000000000001', name: 'Private', kind: 'private' } satisfies MemoryContext });
  const payloadChars = items.reduce((n, i) => n + i.key.length + i.value.length, 0);
  return { results: items.length, chars: text.length, payloadChars, overheadChars: text.length - payloadChars };
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

export async function measureContextCost(): Promise<ContextCost> {
  const remote = catalogueCost('remote');
  const stdio = catalogueCost('local');
  const catalogue: ContextCostRow[] = [
    { surface: 'remote /mcp (default tools)', ...remote, budget: CATALOGUE_BUDGETS.remote },
    { surface: 'stdio `memplat mcp` (all tools)', ...stdio, budget: CATALOGUE_BUDGETS.stdio },
    ...costPerGroup('local').map((g) => ({ surface: `group ${g.group}`, tools: g.tools, tokens: g.tokens, budget: g.group === 'memory' ? CATALOGUE_BUDGETS.memory : null })),
  ];
  const reference = await referenceCatalogue().catch(() => null);
  if (reference) catalogue.push(reference);
  return { catalogue, recall: measureRecallOverhead() };
}

export function renderContextCost(cost: ContextCost): string {
  const rows = cost.catalogue.map((r) => [r.surface, String(r.tools), r.tokens.toLocaleString('en-US'), r.budget === null ? '–' : r.budget.toLocaleString('en-US')]);
  return [
    '## Context cost (tools/list, tokens = characters / 4)',
    '',
    markdownTable(['Surface', 'Tools', 'Tokens', 'Budget'], rows),
    ...(cost.recall ? ['', recallLine(cost.recall)] : []),
  ].join('\n');
}

function recallLine(r: RecallOverhead): string {
  const tokens = Math.ceil(r.overheadChars / 4).toLocaleString('en-US');
  return `Per call: a ${r.results}-result \`memory_recall\` answers ${r.chars.toLocaleString('en-US')} characters of text, ${r.overheadChars.toLocaleString('en-US')} of them (about ${tokens} tokens) beyond its keys and values (${r.payloadChars.toLocaleString('en-US')}).`;
}
