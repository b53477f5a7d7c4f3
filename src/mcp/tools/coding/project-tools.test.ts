/**
 * coding_get_project_context and coding_generate_pr_description over stdio (`memplat mcp` in
 * a child process) on a real git repository with a feature branch, with the session records
 * the other coding tools store and a loopback stand-in of a chat-completions model; and on
 * remote /mcp, where they answer from the records alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createScratchStore, type ScratchStore } from '../../../testing/test-server.js';
import { MemplatMcpInProcess } from '../../../testing/mcp/stdio-in-process.js';
import { createFixtureRepo, type FixtureRepo } from '../../../testing/coding/fixture-repo.js';
import { LOCAL_CONTEXT_ID } from '../../../domain/core/contexts.js';
import { AppError } from '../../../domain/errors/app-error.js';
import type { Memory, MemoryService } from '../../../domain/memory/types.js';
import { createLogger } from '../../../logger.js';
import { ToolRunner } from '../../tool-runner.js';
import type { ToolServices } from '../types.js';
import { LLM_TEST_KEY, LLM_TEST_MODEL, startChatStandIn, type ChatStandIn } from '../../../testing/stand-ins/chat-completions.js';
import { createLlmClient } from '../../../domain/llm/chat-client.js';
import { loadLlmConfig } from '../../../config/llm.js';
import { createHttpFetcher } from '../../../adapters/net/http-fetcher.js';
import { loadWebConfig } from '../../../config/web.js';
import { testTime } from '../../../testing/time-budget.js';

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const user = { user_id: 'dana' };

let store: ScratchStore;
let repo: FixtureRepo;
let client: Client;
let chat: ChatStandIn;
/** The stand-in model's answer: not the JSON asked for until a test says otherwise. */
const NOT_JSON = () => 'Sure! Here is a description of your changes.';

async function ok(name: string, args: Record<string, unknown>, via: (name: string, args: Record<string, unknown>) => Promise<CallToolResult> = call): Promise<Record<string, any>> {
  const result = await via(name, args);
  expect(result.isError, `${name}: ${result.isError ? text(result) : ''}`).toBeFalsy();
  return result.structuredContent as Record<string, any>;
}
async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** Records a session on `project` with two file changes, a fixed and an open error and a decision. */
async function recordSession(project: string, via: typeof call): Promise<string> {
  const { session_id: sessionId } = await ok('coding_start_session', { ...user, project, task: 'Round invoice amounts' }, via);
  await ok('coding_track_file_change', { ...user, session_id: sessionId, file_path: 'src/util/index.ts', change_type: 'modified', summary: 'add round()' }, via);
  await ok('coding_track_file_change', { ...user, session_id: sessionId, file_path: 'py/app/config.py', change_type: 'modified', summary: 'currency setting' }, via);
  await ok('coding_record_error', { ...user, project, session_id: sessionId, file_path: 'src/util/index.ts', error_message: 'TypeError: amount is undefined', resolution: 'Default the amount to 0' }, via);
  await ok('coding_record_error', { ...user, project, session_id: sessionId, error_message: 'Currency missing for old invoices' }, via);
  await ok('coding_record_decision', { ...user, project, session_id: sessionId, decision: 'Round half to even', rationale: 'Banking convention', alternatives: ['half up'] }, via);
  return sessionId;
}

beforeAll(async () => {
  store = await createScratchStore('memplat-project-tools-');
  chat = await startChatStandIn(NOT_JSON);
  repo = createFixtureRepo();
  repo.git('checkout', '-q', '-b', 'feature/rounding');
  repo.write('src/util/index.ts', "export function helper() { return 10; }\nexport function other() { return 2; }\nexport const round = (n: number) => Math.round(n);\n");
  repo.git('commit', '-q', '-am', 'Round amounts in util');
  repo.write('py/app/config.py', 'SETTINGS = {"currency": "EUR"}\n');
  const transport = new MemplatMcpInProcess({ ...store.env, MEMPLAT_FS_ROOTS: repo.base, LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL, LLM_API_KEY: LLM_TEST_KEY });
  client = new Client({ name: 'project-tools-test', version: '1.0.0' });
  await client.connect(transport, { timeout: testTime(60_000) });
}, testTime(120_000));

afterAll(async () => {
  await client?.close();
  await store?.remove();
  await chat?.close();
  repo?.remove();
});

describe('project context and PR description over stdio', () => {
  let sessionId = '';

  it('gives the repository (README, manifests, languages, branch and commits) with the project\'s records', async () => {
    sessionId = await recordSession('shop', call);
    const context = await ok('coding_get_project_context', { ...user, project: 'shop' });
    expect(context.repository).toMatchObject({
      path: repo.root, readme: { file: 'README.md', excerpt: expect.stringContaining('A small shop') },
      manifests: [{ file: 'package.json', name: 'shop', version: '1.2.3', dependencies: ['lodash'] }],
      git: { branch: 'feature/rounding', dirty: true, recent_commits: [{ subject: 'Round amounts in util' }, { subject: 'Shop: first version' }] },
    });
    expect(context.repository.languages[0]).toMatchObject({ language: 'TypeScript' });
    expect(context.recent_sessions).toEqual([expect.objectContaining({ session_id: sessionId, task: 'Round invoice amounts', open: true })]);
    expect(context.decisions).toEqual([expect.objectContaining({ decision: 'Round half to even', alternatives: ['half up'] })]);
    expect(context.open_errors).toEqual([expect.objectContaining({ error_message: 'Currency missing for old invoices' })]);
    expect(context.recent_file_changes).toHaveLength(2);
    expect(context.notes).toEqual([]);
    // Given as the folder's path, the records kept under its name are found too.
    const byPath = await ok('coding_get_project_context', { ...user, project: repo.root });
    expect(byPath.recent_sessions.map((s: { session_id: string }) => s.session_id)).toEqual([sessionId]);
    const stranger = await ok('coding_get_project_context', { project: 'shop' });
    expect(stranger.notes).toEqual([expect.stringMatching(/No coding session is recorded for shop by user default_user/)]);
  });

  it('drafts the PR from the session and the diff against main', async () => {
    const pr = await ok('coding_generate_pr_description', { ...user, session_id: sessionId });
    // The model answers prose instead of the JSON asked for: the template answers and says so.
    expect(pr).toMatchObject({ title: 'Round invoice amounts', method: 'template', model: LLM_TEST_MODEL, repository: repo.root, base: 'main', branch: 'feature/rounding', project: 'shop' });
    expect(pr.notes).toEqual([`${LLM_TEST_MODEL} gave no usable description, so the template's is returned.`]);
    expect(pr.files).toEqual([
      { path: 'py/app/config.py', status: 'modified', additions: 1, deletions: 1 },
      { path: 'src/util/index.ts', status: 'modified', additions: 2, deletions: 1 },
    ]);
    expect(pr.commits).toEqual([expect.objectContaining({ subject: 'Round amounts in util' })]);
    expect(pr.body).toContain('- `src/util/index.ts` — modified, +2 −1: add round()');
    expect(pr.body).toContain('## Fixed along the way\n\n- TypeError: amount is undefined (`src/util/index.ts`) → Default the amount to 0');
    expect(pr.body).toContain('## Known issues\n\n- Currency missing for old invoices');
    expect(pr.body).toMatch(/2 files changed, \+3 −2 against `main`.*including changes not committed yet\.$/);
    const explicit = await ok('coding_generate_pr_description', { ...user, session_id: sessionId, base_branch: 'feature/rounding', repository_path: repo.root });
    expect(explicit.files).toEqual([{ path: 'py/app/config.py', status: 'modified', additions: 1, deletions: 1 }]);
  });

  it('lets the language model write it from the draft and the diff when it answers the JSON asked for', async () => {
    chat.setReply(() => JSON.stringify({ title: 'Round invoice amounts half to even', body: '## Summary\n\nAmounts are rounded in util.' }));
    const pr = await ok('coding_generate_pr_description', { ...user, session_id: sessionId });
    expect(pr).toMatchObject({ title: 'Round invoice amounts half to even', body: '## Summary\n\nAmounts are rounded in util.', method: 'llm', model: LLM_TEST_MODEL, notes: [] });
    const asked = chat.bodies.at(-1)!.messages.at(-1)!.content;
    expect(asked).toContain('Draft title: Round invoice amounts');
    expect(asked).toContain('- `src/util/index.ts` — modified, +2 −1: add round()');
    expect(asked).toContain('+export const round = (n: number) => Math.round(n);');
    chat.setReply(NOT_JSON);
  });

  it('refuses a missing base branch, a folder outside the roots and another user\'s session', async () => {
    expect(text(await call('coding_generate_pr_description', { ...user, session_id: sessionId, base_branch: 'develop' }))).toMatch(/^MCP-020: No branch develop \(nor origin\/develop\)/);
    expect(text(await call('coding_generate_pr_description', { ...user, session_id: sessionId, repository_path: '/etc' }))).toMatch(/^MCP-017/);
    expect(text(await call('coding_generate_pr_description', { session_id: sessionId }))).toMatch(/^MEMORY-001: No coding session/);
  });
});

/** Just enough of the memory service for the coding records (tags filter, get, upsert, update). */
function memoryStandIn(): MemoryService {
  const memories = new Map<string, Memory>();
  const at = () => new Date().toISOString();
  return {
    async upsert(ns, input) {
      const memory = { id: input.key, key: input.key, value: input.value, scope: input.scope ?? 'persistent', tags: input.tags ?? [], importance: input.importance ?? 0.5, metadata: input.metadata ?? {}, user_id: ns.userId, agent_name: ns.agentName, created_at: at(), updated_at: at(), expires_at: null } as Memory;
      memories.set(input.key, memory);
      return { memory, created: true };
    },
    async update(_ns, key, patch) {
      const next = { ...memories.get(key)!, ...patch } as Memory;
      memories.set(key, next);
      return next;
    },
    async get(_ns, key) {
      const m = memories.get(key);
      if (!m) throw new AppError('MEMORY-001', { details: { key } });
      return m;
    },
    async list(_ns, options) {
      return { items: [...memories.values()].filter((m) => (options.tags ?? []).every((t: string) => m.tags.includes(t))), next_cursor: null };
    },
  } as MemoryService;
}

describe('on remote /mcp', () => {
  it('answers from the records alone and says why', async () => {
    const services = { memories: memoryStandIn(), graph: {} } as unknown as ToolServices;
    const runner = new ToolRunner({ mode: 'remote', limits: { toolTimeoutMs: 10_000, maxArgumentBytes: 65_536, maxConcurrentCalls: 2 }, services, logger: createLogger('silent') });
    const remote = (name: string, args: Record<string, unknown>) => runner.call({ name, arguments: args, principal: { kind: 'local', contextId: LOCAL_CONTEXT_ID }, requestId: 'r1' });
    const sessionId = await recordSession('shop', remote);
    const context = await ok('coding_get_project_context', { ...user, project: 'shop' }, remote);
    expect(context).toMatchObject({ repository: null, notes: [expect.stringMatching(/read on the local stdio server only/)], decisions: [expect.objectContaining({ decision: 'Round half to even' })] });
    const pr = await ok('coding_generate_pr_description', { ...user, session_id: sessionId }, remote);
    expect(pr).toMatchObject({ title: 'Round invoice amounts', repository: null, files: [], notes: [expect.stringMatching(/diff is read on the local stdio server only/)] });
    expect(pr.body).toContain('- `src/util/index.ts` — modified: add round()');
    expect(pr.body).toMatch(/the diff was not read\.$/);
    // With a model on the server, it writes from the records too; a failing model leaves the template.
    const llm = createLlmClient(loadLlmConfig({ LLM_BASE_URL: `${chat.url}/v1`, LLM_MODEL: LLM_TEST_MODEL }), createHttpFetcher(loadWebConfig({}).fetch))!;
    const withModel = new ToolRunner({ mode: 'remote', limits: { toolTimeoutMs: 10_000, maxArgumentBytes: 65_536, maxConcurrentCalls: 2 }, services: { ...services, web: { llm } } as unknown as ToolServices, logger: createLogger('silent') });
    const refused = await ok('coding_generate_pr_description', { ...user, session_id: sessionId }, (name, args) => withModel.call({ name, arguments: args, principal: { kind: 'local', contextId: LOCAL_CONTEXT_ID }, requestId: 'r2' }));
    expect(refused).toMatchObject({ method: 'template', title: 'Round invoice amounts', notes: [expect.any(String), expect.stringMatching(/^test-model failed \(The language model \(LLM_BASE_URL\) answered HTTP 401: check LLM_API_KEY\)/)] });
  });
});
