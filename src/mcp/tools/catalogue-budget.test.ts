import { describe, expect, it } from 'vitest';
import { CATALOGUE_BUDGETS, catalogueCost, costPerGroup, estimateTokens, listedTools } from './catalogue-cost.js';

/** The keywords used anywhere in a schema (property names are names, not keywords). */
function keywordsOf(schema: unknown, into: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((s) => keywordsOf(s, into));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      into.push(key);
      if (key === 'properties' || key === '$defs') Object.values(value as object).forEach((s) => keywordsOf(s, into));
      else keywordsOf(value, into);
    }
  }
  return into;
}

describe('tools/list budget (characters of the tools array / 4)', () => {
  it('keeps remote /mcp with its 49 default tools within 12,000 tokens', () => {
    const remote = catalogueCost('remote');
    expect(remote.tools).toBe(49);
    expect(remote.tokens).toBeLessThanOrEqual(CATALOGUE_BUDGETS.remote);
  });

  it('keeps the 12 memory tools within 3,500 tokens', () => {
    const memory = catalogueCost('remote', ['memory']);
    expect(memory.tools).toBe(12);
    expect(memory.tokens).toBeLessThanOrEqual(CATALOGUE_BUDGETS.memory);
  });

  it('keeps stdio with all 56 tools within 14,000 tokens', () => {
    const stdio = catalogueCost('local');
    expect(stdio.tools).toBe(56);
    expect(stdio.tokens).toBeLessThanOrEqual(CATALOGUE_BUDGETS.stdio);
  });

  it('counts what tools/list sends: the groups add up to the whole catalogue', () => {
    const perGroup = costPerGroup('local');
    expect(perGroup.map((g) => g.group)).toEqual(['memory', 'web', 'video', 'coding', 'vcs', 'multimodal', 'other', 'local']);
    expect(perGroup.reduce((n, g) => n + g.tools, 0)).toBe(56);
    // Each group's array is counted with its own brackets, so the sum is within a few tokens of the whole.
    const sum = perGroup.reduce((n, g) => n + g.tokens, 0);
    expect(Math.abs(sum - estimateTokens(listedTools('local')))).toBeLessThanOrEqual(perGroup.length);
  });

  it('keeps each description to a sentence or two and lists no prose the model does not need', () => {
    for (const tool of listedTools('local')) {
      expect(tool.description!.length, tool.name).toBeLessThanOrEqual(300);
      expect(keywordsOf(tool.inputSchema), tool.name).not.toContainEqual(expect.stringMatching(/^(title|examples|\$comment|pattern)$/));
    }
  });
});
