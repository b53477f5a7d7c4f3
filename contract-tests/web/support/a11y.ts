/**
 * Accessibility check of the page as it is now with axe-core (WCAG 2.x A/AA and best
 * practices): serious and critical violations fail the test. axe is injected by
 * evaluating its source through the DevTools protocol, which the page's CSP does not govern.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

export interface A11yOptions {
  /** CSS selectors left out of the check (use sparingly, say why at the call). */
  exclude?: string[];
  /** Rule ids switched off (use sparingly, say why at the call). */
  disableRules?: string[];
}

/** Runs axe in `page`; returns every violation (all impacts). */
export async function runAxe(page: Page, options: A11yOptions = {}): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const present = await page.evaluate('typeof window.axe === "object"');
  if (!present) await page.evaluate(axeSource);
  const config = {
    exclude: options.exclude ?? [],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  return page.evaluate(async (cfg) => {
    const g = globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> }; document: unknown };
    const context = cfg.exclude.length ? { include: [['html']], exclude: cfg.exclude.map((s) => [s]) } : g.document;
    const result = await g.axe.run(context, { resultTypes: ['violations'], rules: cfg.rules });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
  }, config);
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    at ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Fails when the page has serious or critical accessibility violations, listing them. */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  const violations = (await runAxe(page, options)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (violations.length) {
    throw new Error(`accessibility violations on ${page.url()}:\n${formatViolations(violations)}`);
  }
}
