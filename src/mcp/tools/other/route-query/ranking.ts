/**
 * Ranks the offered tools for a request: cosine similarity between the request and each
 * tool's title and description (the embedding provider; tool vectors cached per model),
 * shared words as a lexical signal, and the rules. Tools not available yet are halved.
 */
import type { ToolDefinition } from '../../types.js';
import { ruleMatches } from './rules.js';

export interface RankedTool {
  tool: string;
  score: number;
  reasons: string[];
  available: boolean;
}

export interface Embedder {
  embed(texts: string[]): Promise<Float32Array[]>;
  modelId?: string;
}

const WEIGHTS = { semantic: 0.55, lexical: 0.2, rule: 0.3, ruleCap: 0.45 };
const STOP = new Set('a an and are as at be by can do for from how i in is it me my of on or please the this to use want what when which with you your'.split(' '));
const toolVectors = new Map<string, Map<string, Float32Array>>(); // model id -> tool -> vector

export const toolText = (tool: ToolDefinition) => `${tool.title}. ${tool.description}`;

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !STOP.has(w)).map((w) => w.replace(/(ing|es|s)$/, '')));
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot; // both are unit vectors
}

async function semanticScores(query: string, tools: readonly ToolDefinition[], embedder: Embedder): Promise<Map<string, number>> {
  const model = embedder.modelId ?? 'unknown';
  const cache = toolVectors.get(model) ?? new Map<string, Float32Array>();
  toolVectors.set(model, cache);
  const missing = tools.filter((t) => !cache.has(t.name));
  if (missing.length) {
    const vectors = await embedder.embed(missing.map(toolText));
    missing.forEach((t, i) => cache.set(t.name, vectors[i]!));
  }
  const [q] = await embedder.embed([query]);
  return new Map(tools.map((t) => [t.name, Math.max(0, cosine(q!, cache.get(t.name)!))]));
}

export async function rankTools(query: string, tools: readonly ToolDefinition[], embedder: Embedder | null): Promise<{ ranked: RankedTool[]; semantic: boolean }> {
  let semantic: Map<string, number> | null = null;
  if (embedder) semantic = await semanticScores(query, tools, embedder).catch(() => null);
  const queryWords = words(query);
  const rules = ruleMatches(query);
  const ranked = tools.map((tool) => {
    const reasons: string[] = [];
    let score = 0;
    const similarity = semantic?.get(tool.name);
    if (similarity !== undefined) {
      score += WEIGHTS.semantic * similarity;
      if (similarity >= 0.3) reasons.push(`request resembles its description (cosine ${similarity.toFixed(2)})`);
    }
    const shared = [...words(`${tool.name.replace(/_/g, ' ')} ${toolText(tool)}`)].filter((w) => queryWords.has(w));
    if (queryWords.size && shared.length) {
      score += WEIGHTS.lexical * Math.min(1, shared.length / Math.min(queryWords.size, 4));
      reasons.push(`shares the words ${shared.slice(0, 4).join(', ')}`);
    }
    const matched = rules.get(tool.name) ?? [];
    if (matched.length) {
      score += Math.min(WEIGHTS.ruleCap, WEIGHTS.rule * matched.length);
      reasons.push(...matched.map((r) => `rule: the request ${r}`));
    }
    const available = Boolean(tool.run);
    if (!available) {
      score /= 2;
      reasons.push('not available yet on this server');
    }
    return { tool: tool.name, score: Math.round(Math.min(1, score) * 1000) / 1000, reasons, available };
  });
  ranked.sort((a, b) => b.score - a.score || a.tool.localeCompare(b.tool));
  return { ranked, semantic: semantic !== null };
}
