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
