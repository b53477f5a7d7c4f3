/** Fact checks: claims, the evidence gathered for them and the verdicts, whatever judged them. */

export type Verdict = 'supported' | 'refuted' | 'mixed' | 'unverified';
export type Stance = 'supports' | 'refutes' | 'neutral';

/** One piece of evidence: a search result, a passage of a page read, or one of the caller's memories. */
export interface Evidence {
  kind: 'web' | 'page' | 'memory';
  /** The page's address (web, page); null for memories. */
  url: string | null;
  title: string | null;
  /** The memory's key (memory); null otherwise. */
  memory_key: string | null;
  /** The text judged: the search snippet, the page passage or the memory's value (clipped). */
  snippet: string;
}

export interface Citation extends Evidence {
  /** How this evidence bears on the claim, as judged. */
  stance: Stance;
}

export interface ClaimVerdict {
  claim: string;
  verdict: Verdict;
  /** 0..1: how strongly the evidence backs the verdict (0 when nothing settles the claim). */
  confidence: number;
  explanation: string;
  /** `heuristic` (term overlap, negation cues, numbers) or `llm` (the model of LLM_BASE_URL). */
  method: 'heuristic' | 'llm';
  citations: Citation[];
}

/** Where the evidence of one check came from, and what could not be used. */
export interface EvidenceReport {
  /** The search provider asked, or null when none is configured. */
  search_provider: string | null;
  search_results: number;
  pages_read: number;
  memories_considered: number;
}

export interface FactCheckReport {
  claims: ClaimVerdict[];
  evidence: EvidenceReport;
  /** Sentences about what was missing or failed (an unconfigured search starts with WEB-001). */
  notes: string[];
  /** The model that judged, when one did. */
  model: string | null;
}
