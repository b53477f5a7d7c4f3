/**
 * What one memory answer costs an agent beyond the memories in it: the text an LLM reads for a
 * 5-result recall, a search and a list page, minus the keys and values (or snippets) it carries.
 * Measured in process on a scratch store with five short facts, and the same five facts in the
 * reference server-memory (its search_nodes and read_graph answers minus names and observations).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestServer } from '../../src/testing/test-server.js';
import { connectInProcess } from '../../src/testing/mcp/in-process-client.js';

export interface AnswerOverheadRow { server: string; answer: string; items: number; textChars: number; payloadChars: number; overheadChars: number }

const NS = { user_id: 'bench_user', agent_name: 'planner' };
const FACTS = [
  ['user.home', 'Dana moved from Porto to Lisbon in March.'],
  ['user.employer', 'Dana works at a logistics start-up as a data engineer.'],
  ['user.diet', 'Dana is vegetarian and allergic to peanuts.'],
  ['project.language', 'The team dropped Rust for Go in the spring rewrite.'],
  ['project.review', 'Code reviews happen on Tuesdays and Thursdays.'],
] as const;

const textOf = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

function row(server: string, answer: string, text: string, payload: readonly string[]): AnswerOverheadRow {
  const payloadChars = payload.reduce((n, p) => n + p.length, 0);
  return { server, answer, items: payload.length / 2, textChars: text.length, payloadChars, overheadChars: text.length - payloadChars };
}

async function ours(): Promise<AnswerOverheadRow[]> {
  const server = await startTestServer('memplat-bench-answers-');
  const { client, close } = await connectInProcess(server.running.services, { mode: 'remote' });
  try {
    for (const [key, value] of FACTS) await client.callTool({ name: 'memory_store', arguments: { ...NS, key, value, scope: 'persistent' } });
    const answers: AnswerOverheadRow[] = [];
    const recall = await client.callTool({ name: 'memory_recall', arguments: { ...NS, query: 'what do we know about Dana', k: 5 } });
    const recalled = (recall.structuredContent as { results: Array<{ key: string; value: string }> }).results;
    answers.push(row('memplat', 'memory_recall (k 5)', textOf(recall), recalled.flatMap((r) => [r.key, r.value])));
    const search = await client.callTool({ name: 'memory_search', arguments: { ...NS, query: 'Dana' } });
    const hits = (search.structuredContent as { results: Array<{ key: string; snippet?: string; value?: string }> }).results;
    answers.push(row('memplat', 'memory_search', textOf(search), hits.flatMap((h) => [h.key, h.snippet ?? h.value ?? ''])));
    const list = await client.callTool({ name: 'memory_list', arguments: { ...NS, limit: 5 } });
    const listed = (list.structuredContent as { memories: Array<{ key: string; value: string }> }).memories;
    answers.push(row('memplat', 'memory_list (5)', textOf(list), listed.flatMap((m) => [m.key, m.value])));
    return answers;
  } finally {
    await close();
    await server.close();
  }
}

async function reference(): Promise<AnswerOverheadRow[]> {
  let entry: string;
  try {
    entry = path.join(path.dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/package.json')), 'dist/index.js');
  } catch {
    return [];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-ref-answers-'));
  const client = new Client({ name: 'memplat-bench', version: '1' });
  try {
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [entry], env: { MEMORY_FILE_PATH: path.join(dir, 'm.jsonl') }, stderr: 'ignore' }));
    const entities = FACTS.map(([name, value]) => ({ name, entityType: 'fact', observations: [value] }));
    await client.callTool({ name: 'create_entities', arguments: { entities } });
    const payload = FACTS.flatMap(([k, v]) => [k, v]);
    const search = await client.callTool({ name: 'search_nodes', arguments: { query: 'Dana' } });
    const graph = await client.callTool({ name: 'read_graph', arguments: {} });
    return [row('reference server-memory', 'search_nodes', textOf(search), payload), row('reference server-memory', 'read_graph (5)', textOf(graph), payload)];
  } finally {
    await client.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureAnswerOverhead(withReference: boolean): Promise<AnswerOverheadRow[]> {
  return [...(await ours()), ...(withReference ? await reference().catch(() => []) : [])];
}
