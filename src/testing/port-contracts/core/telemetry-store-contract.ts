/** The TelemetryRepository contract (src/domain/telemetry/ports.ts), run on each implementation. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallAggregate, LlmUsageAggregate, TelemetryRepository, UsageAggregate } from '../../../domain/telemetry/ports.js';

export interface TelemetryStoreHarness {
  store: TelemetryRepository;
  close(): Promise<void>;
}

const HOUR = 3_600_000;
const hour = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * HOUR);
const context = () => `ctx-${randomBytes(4).toString('hex')}`;

function call(overrides: Partial<CallAggregate>): CallAggregate {
  return { bucketStart: hour(0), surface: 'mcp', contextId: '', client: 'c', name: 'memory_store', calls: 1, errors: 0, totalMs: 10, maxMs: 10, histogram: [1, 0, 0], ...overrides };
}

function usage(overrides: Partial<UsageAggregate>): UsageAggregate {
  return { bucketStart: hour(0), contextId: '', origin: 'mcp', name: 'memory_store', provider: 'builtin', model: 'm', requests: 1, tokens: 5, estimatedTokens: 0, ...overrides };
}

function llmUsage(overrides: Partial<LlmUsageAggregate>): LlmUsageAggregate {
  return { bucketStart: hour(0), contextId: '', origin: 'mcp', name: 'fact_check_claim', provider: 'llm', model: 'm', requests: 1, promptTokens: 100, completionTokens: 20, requestsWithoutUsage: 0, ...overrides };
}

export function describeTelemetryStoreContract(open: () => Promise<TelemetryStoreHarness>): void {
  describe('TelemetryRepository contract', () => {
    let h: TelemetryStoreHarness;
    beforeAll(async () => {
      h = await open();
    }, 120_000);
    afterAll(async () => h?.close());

    it('addCalls: rows of one key add up (histograms element by element, the larger max)', async () => {
      const contextId = context();
      await h.store.addCalls([call({ contextId, calls: 2, errors: 1, totalMs: 30, maxMs: 20, histogram: [1, 1, 0] })]);
      await h.store.addCalls([call({ contextId, calls: 3, errors: 0, totalMs: 15, maxMs: 9, histogram: [2, 0, 1] }), call({ contextId, name: 'other' })]);
      const rows = await h.store.calls({ since: null, contextId });
      const merged = rows.find((r) => r.name === 'memory_store');
      expect(merged).toEqual(call({ contextId, calls: 5, errors: 1, totalMs: 45, maxMs: 20, histogram: [3, 1, 1] }));
      expect(rows).toHaveLength(2);
    });

    it('addUsage: rows of one key add up; another model is another row', async () => {
      const contextId = context();
      await h.store.addUsage([usage({ contextId, requests: 1, tokens: 5, estimatedTokens: 2 })]);
      await h.store.addUsage([usage({ contextId, requests: 2, tokens: 7, estimatedTokens: 0 }), usage({ contextId, model: 'other' })]);
      const rows = await h.store.usage({ since: null, contextId });
      expect(rows.find((r) => r.model === 'm')).toEqual(usage({ contextId, requests: 3, tokens: 12, estimatedTokens: 2 }));
      expect(rows).toHaveLength(2);
    });

    it('addLlmUsage: rows of one key add up, requests without usage apart; another tool or model is another row', async () => {
      const contextId = context();
      await h.store.addLlmUsage([llmUsage({ contextId, requests: 2, promptTokens: 100, completionTokens: 20, requestsWithoutUsage: 1 })]);
      await h.store.addLlmUsage([
        llmUsage({ contextId, requests: 3, promptTokens: 50, completionTokens: 7, requestsWithoutUsage: 0 }),
        llmUsage({ contextId, model: 'other' }),
        llmUsage({ contextId, name: 'video_summarize', requests: 1, promptTokens: 0, completionTokens: 0, requestsWithoutUsage: 1 }),
      ]);
      const rows = await h.store.llmUsage({ since: null, contextId });
      expect(rows.find((r) => r.model === 'm' && r.name === 'fact_check_claim')).toEqual(llmUsage({ contextId, requests: 5, promptTokens: 150, completionTokens: 27, requestsWithoutUsage: 1 }));
      expect(rows.find((r) => r.name === 'video_summarize')).toEqual(llmUsage({ contextId, name: 'video_summarize', promptTokens: 0, completionTokens: 0, requestsWithoutUsage: 1 }));
      expect(rows).toHaveLength(3);
      expect(await h.store.usage({ since: null, contextId })).toEqual([]);
    });

    it('calls and usage: from `since` inclusive, of one context or of all', async () => {
      const [a, b] = [context(), context()];
      await h.store.addCalls([call({ contextId: a, bucketStart: hour(1) }), call({ contextId: a, bucketStart: hour(2) }), call({ contextId: b, bucketStart: hour(2) })]);
      await h.store.addUsage([usage({ contextId: a, bucketStart: hour(1) }), usage({ contextId: a, bucketStart: hour(2) })]);
      await h.store.addLlmUsage([llmUsage({ contextId: a, bucketStart: hour(1) }), llmUsage({ contextId: a, bucketStart: hour(2) }), llmUsage({ contextId: b, bucketStart: hour(2) })]);
      expect((await h.store.calls({ since: hour(2), contextId: a })).map((r) => r.bucketStart.getTime())).toEqual([hour(2).getTime()]);
      expect((await h.store.usage({ since: hour(2), contextId: a })).map((r) => r.bucketStart.getTime())).toEqual([hour(2).getTime()]);
      expect((await h.store.llmUsage({ since: hour(2), contextId: a })).map((r) => r.bucketStart.getTime())).toEqual([hour(2).getTime()]);
      expect((await h.store.llmUsage({ since: hour(2), contextId: null })).filter((r) => r.contextId === a || r.contextId === b)).toHaveLength(2);
      const everyContext = await h.store.calls({ since: hour(2), contextId: null });
      expect(everyContext.filter((r) => r.contextId === a || r.contextId === b)).toHaveLength(2);
      expect(await h.store.calls({ since: null, contextId: context() })).toEqual([]);
    });

    it('deleteBefore: buckets starting before the cutoff go, the rest stay', async () => {
      const contextId = context();
      await h.store.addCalls([call({ contextId, bucketStart: hour(-10_000) }), call({ contextId, bucketStart: hour(-9_999) })]);
      await h.store.addUsage([usage({ contextId, bucketStart: hour(-10_000) }), usage({ contextId, bucketStart: hour(-9_999) })]);
      await h.store.addLlmUsage([llmUsage({ contextId, bucketStart: hour(-10_000) }), llmUsage({ contextId, bucketStart: hour(-9_999) })]);
      await h.store.deleteBefore(hour(-9_999));
      expect((await h.store.calls({ since: null, contextId })).map((r) => r.bucketStart.getTime())).toEqual([hour(-9_999).getTime()]);
      expect((await h.store.usage({ since: null, contextId })).map((r) => r.bucketStart.getTime())).toEqual([hour(-9_999).getTime()]);
      expect((await h.store.llmUsage({ since: null, contextId })).map((r) => r.bucketStart.getTime())).toEqual([hour(-9_999).getTime()]);
    });
  });
}
