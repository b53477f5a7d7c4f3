/** The MCP conformance suite's server scenarios against /mcp (see run-conformance.ts). */
import { expect, it } from 'vitest';
import { runConformance } from './run-conformance.js';

it('passes every applicable MCP conformance server scenario (baseline: expected-failures.yaml)', async () => {
  const { code, output } = await runConformance();
  expect(output).toMatch(/✓ server-initialize: 1 passed, 0 failed/);
  expect(output).toMatch(/✓ tools-list: 1 passed, 0 failed/);
  expect(output).toMatch(/✓ resources-list: 1 passed, 0 failed/);
  expect(output).toMatch(/✓ prompts-list: 1 passed, 0 failed/);
  expect(output).toMatch(/✓ server-sse-multiple-streams: 2 passed, 0 failed/);
  expect(output).toMatch(/✓ dns-rebinding-protection: 2 passed, 0 failed/);
  expect(output).toMatch(/Baseline check passed/);
  expect(code, output).toBe(0);
});
