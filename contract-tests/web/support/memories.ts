/** Memory page steps shared by journeys. */
import type { Page } from 'playwright-core';

/** Fills the "New memory" form and saves it; waits for the page to say it is saved. */
export async function addMemory(page: Page, key: string, value: string, tags: string): Promise<void> {
  const form = page.getByRole('region', { name: 'New memory' });
  await form.getByLabel('Key').fill(key);
  await form.getByLabel('Value').fill(value);
  await form.getByLabel('Tags').fill(tags);
  await form.getByRole('button', { name: 'Save memory' }).click();
  await page.getByRole('status').filter({ hasText: `Saved memory ${key}.` }).waitFor();
}

/**
 * Fills the Patterns page's interaction form and records it; waits for that request's own
 * answer (the status line of an earlier recording says the same words, so it cannot tell).
 */
export async function recordInteraction(page: Page, query: string, answer: string, platform?: string): Promise<void> {
  await page.getByLabel('Question asked').fill(query);
  await page.getByLabel('AI answer').fill(answer);
  if (platform !== undefined) await page.getByLabel('AI platform (optional)').fill(platform);
  const recorded = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/v1/graph/interactions');
  await page.getByRole('button', { name: 'Record interaction' }).click();
  const res = await recorded;
  if (res.status() !== 201) throw new Error(`recording the interaction answered ${res.status()}: ${await res.text()}`);
  await page.getByRole('status').filter({ hasText: 'Recorded the interaction' }).waitFor();
}
