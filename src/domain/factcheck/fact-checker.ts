/**
 * fact_check_claim and video_fact_check: evidence for each claim (evidence.ts), then a verdict
 * by the language model when LLM_BASE_URL is set (llm-verdict.ts), else, or when the model
 * fails or answers badly, by the transparent heuristic (heuristic-verdict.ts), which says so.
 * Claims are checked a few at a time so a long list stays within the tool's time limit.
 */
import { AppError } from '../errors/app-error.js';
import type { LlmClient } from '../llm/chat-client.js';
import type { RecallHit } from '../memory/types.js';
import type { PageReader } from '../research/pages/page-reader.js';
import type { SearchService } from '../research/search/search-service.js';
import { EvidenceGatherer, type EvidenceBudget } from './evidence.js';
import { heuristicVerdict } from './heuristic-verdict.js';
import { llmVerdict } from './llm-verdict.js';
import type { ClaimVerdict, FactCheckReport, Verdict } from './types.js';

const PARALLEL_CLAIMS = 3;

export interface FactCheckSources {
  search?: SearchService;
  pages?: PageReader;
  llm?: LlmClient;
}

export interface FactCheckRequest {
  claims: string[];
  /** Where the claims were made, for the model. */
  context?: string;
  recall?: (query: string) => Promise<RecallHit[]>;
  /** The tool, for sentences naming it. */
  tool: string;
  signal?: AbortSignal;
  budget?: EvidenceBudget;
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

export class FactChecker {
  constructor(private readonly sources: FactCheckSources) {}

  async check(request: FactCheckRequest): Promise<FactCheckReport> {
    const gatherer = new EvidenceGatherer({ search: this.sources.search, pages: this.sources.pages, recall: request.recall, tool: request.tool, signal: request.signal }, request.budget);
    const llm = this.sources.llm;
    let model: string | null = null;
    let anyEvidence = false;
    const fallbacks: string[] = [];
    const claims = await inBatches(request.claims, PARALLEL_CLAIMS, async (claim): Promise<ClaimVerdict> => {
      const evidence = await gatherer.gather(claim);
      if (evidence.length) anyEvidence = true;
      if (llm) {
        const judged = await llmVerdict(llm, claim, evidence, request.context, request.signal);
        if (judged.ok) {
          model = judged.model;
          return judged.verdict;
        }
        fallbacks.push(judged.reason);
      }
      return heuristicVerdict(claim, evidence);
    });
    if (!anyEvidence && gatherer.searchUnconfigured) {
      throw new AppError('WEB-001', { message: `${gatherer.searchUnconfigured} No memory of the caller bore on the claim either, so there was nothing to check it against.` });
    }
    const notes = [...gatherer.notes];
    if (fallbacks.length) notes.push(`The language model was not used for ${fallbacks.length} claim${fallbacks.length === 1 ? '' : 's'} (${[...new Set(fallbacks)].join('; ')}); those verdicts are heuristic.`);
    return {
      claims,
      evidence: { search_provider: gatherer.searchProvider, search_results: gatherer.searchResults, pages_read: gatherer.pagesRead, memories_considered: gatherer.memoriesConsidered },
      notes,
      model,
    };
  }
}

/** One verdict for several claims: unanimous when they agree, mixed when decided ones disagree or some stay open. */
export function overallVerdict(claims: ClaimVerdict[]): { verdict: Verdict; confidence: number } {
  if (claims.length === 0) return { verdict: 'unverified', confidence: 0 };
  if (claims.length === 1) return { verdict: claims[0]!.verdict, confidence: claims[0]!.confidence };
  const decided = claims.filter((c) => c.verdict !== 'unverified');
  const kinds = new Set(claims.map((c) => c.verdict));
  const verdict: Verdict = decided.length === 0 ? 'unverified' : kinds.size === 1 ? claims[0]!.verdict : 'mixed';
  const confidence = claims.reduce((s, c) => s + c.confidence, 0) / claims.length;
  return { verdict, confidence: Math.round(confidence * 100) / 100 };
}
