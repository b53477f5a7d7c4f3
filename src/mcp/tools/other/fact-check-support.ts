/**
 * What fact_check_claim and video_fact_check share: the checker over this server's providers,
 * the caller's memories as evidence (the namespace memory_recall would use: the caller's
 * context, the user given or the key's user, agent `global` unless named), and the shape of
 * each verdict in the answer.
 */
import { DEFAULT_USER_ID, GLOBAL_AGENT, type MemoryNamespace } from '../../../domain/memory/types.js';
import { FactChecker } from '../../../domain/factcheck/fact-checker.js';
import type { ClaimVerdict, FactCheckReport } from '../../../domain/factcheck/types.js';
import type { ToolArgs, ToolContext } from '../types.js';

const MEMORIES_PER_CLAIM = 5;

export function factChecker(ctx: ToolContext): FactChecker {
  const web = ctx.services.web;
  return new FactChecker({ search: web?.search, pages: web?.pages, llm: web?.llm });
}

function memoryNamespace(args: ToolArgs, ctx: ToolContext): MemoryNamespace {
  const given = typeof args.user_id === 'string' ? args.user_id : undefined;
  return {
    principal: ctx.principal,
    contextId: ctx.principal.contextId,
    userId: given ?? (ctx.principal.kind === 'apiKey' ? ctx.principal.userId : DEFAULT_USER_ID),
    agentName: typeof args.agent_name === 'string' ? args.agent_name : GLOBAL_AGENT,
    requestId: ctx.requestId,
  };
}

/** The recall the checker may use, or undefined when the call says not to use memories. */
export function memoryRecall(args: ToolArgs, ctx: ToolContext) {
  if (args.use_memories === false) return undefined;
  const ns = memoryNamespace(args, ctx);
  return (query: string) => ctx.services.memories.recall(ns, query, { k: MEMORIES_PER_CLAIM, scope: 'all' });
}

export function verdictView(v: ClaimVerdict) {
  return {
    claim: v.claim,
    verdict: v.verdict,
    confidence: v.confidence,
    explanation: v.explanation,
    method: v.method,
    citations: v.citations.map((c) => ({ source: c.kind, url: c.url, title: c.title, memory_key: c.memory_key, snippet: c.snippet, stance: c.stance })),
    sources: [...new Set(v.citations.map((c) => (c.kind === 'memory' ? `memory:${c.memory_key}` : c.url!)))],
  };
}

export function methodOf(report: FactCheckReport): 'heuristic' | 'llm' | 'llm_and_heuristic' {
  const methods = new Set(report.claims.map((c) => c.method));
  return methods.size > 1 ? 'llm_and_heuristic' : methods.has('llm') ? 'llm' : 'heuristic';
}
