/**
 * Evidence for a claim, bounded: the configured search provider's top results (their
 * snippets), the readable text of the first few of them (web_scrape's reader, each under its
 * own short deadline, every address through the outbound fetcher's guard) reduced to the
 * passage that matches the claim best, and the caller's own memories by the hybrid recall.
 * A source that is missing or failing is noted and the others still count: an unconfigured
 * search keeps its WEB-001 sentence naming the settings.
 */
import { AppError } from '../errors/app-error.js';
import type { RecallHit } from '../memory/types.js';
import type { PageReader } from '../research/pages/page-reader.js';
import type { SearchService } from '../research/search/search-service.js';
import type { PageResult } from '../research/search/types.js';
import { sentenceSignals, signalsOf, termOverlap } from './text-signals.js';
import type { Evidence } from './types.js';

export interface EvidenceBudget {
  resultsPerClaim: number;
  pagesPerClaim: number;
  pagesPerCheck: number;
  pageTimeoutMs: number;
  pageMaxChars: number;
  memoriesPerClaim: number;
}

export const DEFAULT_BUDGET: EvidenceBudget = {
  resultsPerClaim: 5, pagesPerClaim: 2, pagesPerCheck: 6, pageTimeoutMs: 8_000, pageMaxChars: 30_000, memoriesPerClaim: 5,
};

export interface EvidenceSources {
  search?: SearchService;
  pages?: PageReader;
  /** The caller's memories as memory_recall finds them; absent when memories are not to be used. */
  recall?: (query: string) => Promise<RecallHit[]>;
  /** The tool, for WEB-001's sentence. */
  tool: string;
  signal?: AbortSignal;
}

const SNIPPET_CHARS = 600;
const clip = (text: string, max = SNIPPET_CHARS) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const failure = (error: unknown) => (error instanceof AppError ? `${error.code}: ${error.message}` : 'an unexpected failure');

/** The sentence of a page that shares most of the claim's terms, with the next one (a "This is a myth." after it counts). */
export function bestPassage(claim: string, text: string): string | null {
  const wanted = signalsOf(claim);
  const sentences = sentenceSignals(text);
  let best = -1;
  let bestShare = 0;
  sentences.forEach((s, i) => {
    const { share } = termOverlap(wanted, s);
    if (share > bestShare) {
      bestShare = share;
      best = i;
    }
  });
  if (best < 0) return null;
  return [sentences[best]!.text, sentences[best + 1]?.text].filter(Boolean).join(' ');
}

/** Gathers evidence claim by claim, sharing the page budget, the pages already read and the notes. */
export class EvidenceGatherer {
  readonly notes: string[] = [];
  searchProvider: string | null = null;
  /** WEB-001's sentence when no search provider is configured. */
  searchUnconfigured: string | null = null;
  searchResults = 0;
  pagesRead = 0;
  memoriesConsidered = 0;
  private searchOff = false;
  private memoriesOff = false;
  private pagesStarted = 0;
  private readonly pageTexts = new Map<string, Promise<{ title: string | null; text: string } | null>>();

  constructor(private readonly sources: EvidenceSources, private readonly budget: EvidenceBudget = DEFAULT_BUDGET) {
    if (!sources.search) {
      this.searchOff = true;
      this.searchUnconfigured = `${sources.tool} needs a search provider for web evidence: set SEARXNG_URL to a SearXNG instance with its JSON API on, or BRAVE_API_KEY for Brave Search.`;
      this.note(`WEB-001: ${this.searchUnconfigured}`);
    }
  }

  private note(text: string): void {
    if (!this.notes.includes(text) && this.notes.length < 20) this.notes.push(text);
  }

  private rethrowIfCancelled(error: unknown): void {
    if (this.sources.signal?.aborted) throw error;
  }

  async gather(claim: string): Promise<Evidence[]> {
    const [web, memories] = await Promise.all([this.fromWeb(claim), this.fromMemories(claim)]);
    return [...web, ...memories];
  }

  private async fromWeb(claim: string): Promise<Evidence[]> {
    if (this.searchOff || !this.sources.search) return [];
    let results: PageResult[];
    try {
      const found = await this.sources.search.web({ query: claim.slice(0, 400), count: this.budget.resultsPerClaim, signal: this.sources.signal }, this.sources.tool);
      this.searchProvider = found.provider;
      results = found.results.slice(0, this.budget.resultsPerClaim);
    } catch (error) {
      this.rethrowIfCancelled(error);
      // One failure (unconfigured, refused, rate-limited) stands for the whole check.
      this.searchOff = true;
      if (error instanceof AppError && error.code === 'WEB-001') this.searchUnconfigured = error.message;
      this.note(error instanceof AppError && error.code === 'WEB-001' ? `WEB-001: ${error.message}` : `Web search failed, so only memories were used: ${failure(error)}`);
      return [];
    }
    this.searchResults += results.length;
    return Promise.all(results.map(async (result, rank) => {
      const page = rank < this.budget.pagesPerClaim ? await this.readPage(result.url) : null;
      const passage = page ? bestPassage(claim, page.text) : null;
      if (passage) return { kind: 'page' as const, url: result.url, title: page?.title ?? result.title, memory_key: null, snippet: clip(passage) };
      return { kind: 'web' as const, url: result.url, title: result.title, memory_key: null, snippet: clip(result.snippet) };
    }));
  }

  private readPage(url: string): Promise<{ title: string | null; text: string } | null> {
    const known = this.pageTexts.get(url);
    if (known) return known;
    if (!this.sources.pages || this.pagesStarted >= this.budget.pagesPerCheck) return Promise.resolve(null);
    this.pagesStarted++;
    const signals = [AbortSignal.timeout(this.budget.pageTimeoutMs), ...(this.sources.signal ? [this.sources.signal] : [])];
    const reading = this.sources.pages.read({ url, format: 'text', maxChars: this.budget.pageMaxChars, signal: AbortSignal.any(signals) }).then(
      (page) => {
        this.pagesRead++;
        return { title: page.title, text: page.content };
      },
      (error: unknown) => {
        this.rethrowIfCancelled(error);
        this.note(`A source page was skipped (${url}): ${error instanceof AppError ? failure(error) : `not read within ${this.budget.pageTimeoutMs} ms`}`);
        return null;
      },
    );
    this.pageTexts.set(url, reading);
    return reading;
  }

  private async fromMemories(claim: string): Promise<Evidence[]> {
    if (!this.sources.recall || this.memoriesOff) return [];
    let hits: RecallHit[];
    try {
      hits = await this.sources.recall(claim);
    } catch (error) {
      this.rethrowIfCancelled(error);
      this.memoriesOff = true;
      this.note(`Memories were not searched: ${failure(error)}`);
      return [];
    }
    const kept = hits.slice(0, this.budget.memoriesPerClaim);
    this.memoriesConsidered += kept.length;
    return kept.map((hit) => ({ kind: 'memory' as const, url: null, title: null, memory_key: hit.key, snippet: clip(hit.value) }));
  }
}
