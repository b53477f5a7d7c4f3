/**
 * Test helper: one valid, minimal call of every tool, in an order where later calls can use what
 * earlier ones made (the stored memory, the coding session), and which calls must succeed on a
 * machine with no network. The others need a provider (search, code host, video site, arXiv) or
 * a stand-in the test points at a closed loopback port: they must answer a clear tool error.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface ToolCallCase {
  tool: string;
  args: (state: CallState) => Record<string, unknown>;
  /** `ok`: must succeed here; `provider`: may succeed, else a clear tool error; per transport when they differ. */
  expect: 'ok' | 'provider' | { remote: 'ok' | 'provider'; local: 'ok' | 'provider' };
}

export interface CallState { sessionId?: string }

const ns = { user_id: 'sdk_user', agent_name: 'sdk_agent' };
const NO_HOST = 'https://video.invalid/watch?v=abc';

/** The calls, in order; the local-only tools (stdio) come last. */
export const EVERY_TOOL_CALL: readonly ToolCallCase[] = [
  { tool: 'memory_store', args: () => ({ ...ns, key: 'deploy.day', value: 'We decided to deploy on Fridays.' }), expect: 'ok' },
  { tool: 'memory_recall', args: () => ({ ...ns, query: 'what did we decide about deploys' }), expect: 'ok' },
  { tool: 'memory_search', args: () => ({ ...ns, query: 'Fridays' }), expect: 'ok' },
  { tool: 'memory_search_ids', args: () => ({ ...ns, query: 'deploy' }), expect: 'ok' },
  { tool: 'memory_list', args: () => ns, expect: 'ok' },
  { tool: 'memory_fetch', args: () => ({ ...ns, key: 'deploy.day' }), expect: 'ok' },
  { tool: 'memory_stats', args: () => ns, expect: 'ok' },
  { tool: 'memory_feedback', args: () => ({ ...ns, key: 'deploy.day', label: 'useful' }), expect: 'ok' },
  { tool: 'memory_record_interaction', args: () => ({ user_id: ns.user_id, query: 'When do we deploy?', response: 'On Fridays.' }), expect: 'ok' },
  { tool: 'memory_get_related', args: () => ({ ...ns, key: 'deploy.day' }), expect: 'ok' },
  { tool: 'memory_get_user_pattern', args: () => ({ user_id: ns.user_id }), expect: 'ok' },
  { tool: 'coding_start_session', args: () => ({ project: 'demo', task: 'Check every tool' }), expect: 'ok' },
  { tool: 'coding_track_file_change', args: (s) => ({ session_id: s.sessionId, file_path: 'src/a.ts', change_type: 'modified' }), expect: 'ok' },
  { tool: 'coding_record_error', args: () => ({ project: 'demo', error_message: 'TypeError: x is undefined' }), expect: 'ok' },
  { tool: 'coding_search_errors', args: () => ({ project: 'demo', query: 'TypeError' }), expect: 'ok' },
  { tool: 'coding_record_decision', args: () => ({ project: 'demo', decision: 'Use ESM only' }), expect: 'ok' },
  { tool: 'coding_analyze_patterns', args: () => ({ project: 'demo' }), expect: 'ok' },
  { tool: 'coding_get_project_context', args: () => ({ project: 'demo' }), expect: 'ok' },
  { tool: 'coding_analyze_file_dependencies', args: () => ({ project: 'demo', file_path: 'src/a.ts' }), expect: { remote: 'provider', local: 'ok' } },
  { tool: 'coding_analyze_refactor_impact', args: () => ({ project: 'demo', file_path: 'src/a.ts' }), expect: { remote: 'provider', local: 'ok' } },
  { tool: 'coding_suggest_refactor_order', args: () => ({ project: 'demo', files: ['src/a.ts'] }), expect: { remote: 'provider', local: 'ok' } },
  { tool: 'coding_generate_pr_description', args: (s) => ({ session_id: s.sessionId }), expect: 'ok' },
  { tool: 'coding_get_issue_context', args: () => ({ project: 'demo', repository: 'octo/demo', issue_number: 1 }), expect: 'provider' },
  { tool: 'coding_link_vcs_issue', args: (s) => ({ session_id: s.sessionId, repository: 'octo/demo', issue_number: 1 }), expect: 'provider' },
  { tool: 'coding_end_session', args: (s) => ({ session_id: s.sessionId, summary: 'Checked every tool' }), expect: 'ok' },
  { tool: 'vcs_exec', args: () => ({ args: ['git', 'status'], path: 'demo' }), expect: 'ok' },
  { tool: 'vcs_issue_list', args: () => ({ repository: 'octo/demo' }), expect: 'provider' },
  { tool: 'vcs_issue_view', args: () => ({ repository: 'octo/demo', number: 1 }), expect: 'provider' },
  { tool: 'vcs_pr_view', args: () => ({ repository: 'octo/demo', number: 1 }), expect: 'provider' },
  { tool: 'vcs_pr_create', args: () => ({ repository: 'octo/demo', title: 'Demo', head: 'feature' }), expect: 'provider' },
  { tool: 'vcs_pr_merge', args: () => ({ repository: 'octo/demo', number: 1 }), expect: 'provider' },
  { tool: 'ext_web_search', args: () => ({ query: 'otters' }), expect: 'provider' },
  { tool: 'ext_image_search', args: () => ({ query: 'otters' }), expect: 'provider' },
  { tool: 'ext_video_search', args: () => ({ query: 'otters' }), expect: 'provider' },
  { tool: 'ext_news_search', args: () => ({ query: 'otters' }), expect: 'provider' },
  { tool: 'ext_local_search', args: () => ({ query: 'cafe', location: 'Lyon, France' }), expect: 'provider' },
  { tool: 'web_scrape', args: () => ({ url: 'https://example.invalid/page' }), expect: 'provider' },
  { tool: 'get_video_transcript', args: () => ({ url: NO_HOST }), expect: 'provider' },
  { tool: 'get_video_metadata', args: () => ({ url: NO_HOST }), expect: 'provider' },
  { tool: 'video_summarize', args: () => ({ url: NO_HOST }), expect: 'provider' },
  { tool: 'video_fact_check', args: () => ({ url: NO_HOST }), expect: 'provider' },
  { tool: 'multimodal_index', args: () => ({ user_id: ns.user_id, path: 'notes.md', description: 'Meeting notes' }), expect: { remote: 'provider', local: 'ok' } },
  { tool: 'multimodal_search', args: () => ({ user_id: ns.user_id, query: 'meeting notes' }), expect: 'ok' },
  { tool: 'preprint_search', args: () => ({ query: 'retrieval augmented generation' }), expect: 'provider' },
  { tool: 'fact_check_claim', args: () => ({ claim: 'Otters sleep holding hands.' }), expect: 'provider' },
  { tool: 'telemetry_stats', args: () => ({}), expect: 'ok' },
  { tool: 'telemetry_cost', args: () => ({}), expect: 'ok' },
  { tool: 'route_query', args: () => ({ query: 'what did we decide about deploys' }), expect: 'ok' },
  { tool: 'memory_delete', args: () => ({ ...ns, key: 'deploy.day' }), expect: 'ok' },
  { tool: 'file_write', args: () => ({ path: 'written.txt', content: 'hello' }), expect: 'ok' },
  { tool: 'file_read', args: () => ({ path: 'written.txt' }), expect: 'ok' },
  { tool: 'dir_list', args: () => ({}), expect: 'ok' },
  { tool: 'shell_exec', args: () => ({ command: 'git', args: ['--version'] }), expect: 'ok' },
  { tool: 'media_open_image', args: () => ({ path: 'chart.png' }), expect: 'ok' },
  { tool: 'media_open_audio', args: () => ({ path: 'birds.wav' }), expect: 'ok' },
  { tool: 'media_open_video', args: () => ({ path: 'river.mp4' }), expect: 'ok' },
];

export type CallOutcome = { tool: string; outcome: 'ok' } | { tool: string; outcome: 'tool-error'; text: string } | { tool: string; outcome: 'protocol-error'; text: string };

/**
 * Calls every tool the client lists, through the SDK client (which checks each structuredContent
 * against the tool's outputSchema and throws on a mismatch, as a protocol error).
 */
export async function callEveryTool(client: Client, offered: ReadonlySet<string>): Promise<CallOutcome[]> {
  const state: CallState = {};
  const outcomes: CallOutcome[] = [];
  for (const call of EVERY_TOOL_CALL) {
    if (!offered.has(call.tool)) continue;
    try {
      const result = (await client.callTool({ name: call.tool, arguments: call.args(state) }, undefined, { timeout: 120_000 })) as CallToolResult;
      if (result.isError) {
        outcomes.push({ tool: call.tool, outcome: 'tool-error', text: (result.content[0] as { text: string }).text });
        continue;
      }
      if (call.tool === 'coding_start_session') state.sessionId = (result.structuredContent as { session_id: string }).session_id;
      outcomes.push({ tool: call.tool, outcome: 'ok' });
    } catch (error) {
      outcomes.push({ tool: call.tool, outcome: 'protocol-error', text: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

/** What a call of this tool must come to on this transport. */
export function expectedOutcome(tool: string, mode: 'remote' | 'local'): 'ok' | 'provider' {
  const call = EVERY_TOOL_CALL.find((c) => c.tool === tool);
  if (!call) throw new Error(`No call of ${tool} in EVERY_TOOL_CALL`);
  return typeof call.expect === 'string' ? call.expect : call.expect[mode];
}
