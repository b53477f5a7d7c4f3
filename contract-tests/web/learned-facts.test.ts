/**
 * The learned facts page in Chromium: two recorded conversations teach a home and then a move;
 * the page shows the current home with the source sentence and the superseded one beside it;
 * a person fixes, pins and deletes a fact, and the one it had superseded holds again.
 */
import { expect, it } from 'vitest';
import { checkA11y, recordInteraction, screenshot, useWebSuite, type Account } from './support/index.js';

let alice: Account;
const web = useWebSuite({ setup: async (server) => { alice = await server.createAdmin('alice'); } });

it('shows learned facts with their source and lets a person fix, pin and delete them', async () => {
  const page = await web.page();
  await web.signInThroughApi(alice);
  await page.goto('/patterns');
  await page.getByRole('heading', { level: 1, name: 'Patterns' }).waitFor();
  for (const [query, answer] of [['I live in Porto with my dog.', 'Porto is lovely.'], ['Big news: I moved to Lisbon!', 'Congratulations! You could also look at Sintra.']]) {
    await recordInteraction(page, query!, answer!);
  }

  await page.goto('/facts');
  await page.getByRole('heading', { level: 1, name: 'Learned facts' }).waitFor();
  const facts = page.getByRole('list', { name: 'Learned facts' });
  const lisbon = facts.getByRole('listitem', { name: 'Home: Lisbon' });
  await lisbon.waitFor();
  await lisbon.getByText('Big news: I moved to Lisbon!').waitFor();
  await expect.poll(() => lisbon.getByRole('list', { name: 'Superseded by Lisbon' }).textContent()).toContain('I live in Porto with my dog.');
  expect(await facts.getByText('Sintra').count()).toBe(0);
  await screenshot(page, 'learned-facts');
  await checkA11y(page);

  await lisbon.getByRole('button', { name: 'Fix Lisbon' }).click();
  await page.getByRole('form', { name: 'Fix Home' }).getByLabel('What it says').fill('Lisbon, Alfama');
  await page.getByRole('button', { name: 'Save fix' }).click();
  await page.getByRole('status').filter({ hasText: 'Fixed: Lisbon, Alfama.' }).waitFor();
  const fixed = facts.getByRole('listitem', { name: 'Home: Lisbon, Alfama' });
  await fixed.getByRole('button', { name: 'Pin Lisbon, Alfama' }).click();
  await fixed.getByText('Pinned').waitFor();

  await fixed.getByRole('button', { name: 'Delete Lisbon, Alfama' }).click();
  await page.getByRole('status').filter({ hasText: 'Deleted Lisbon, Alfama.' }).waitFor();
  await facts.getByRole('listitem', { name: 'Home: Porto' }).waitFor();
  expect(await facts.getByRole('listitem', { name: /Lisbon/ }).count()).toBe(0);
});
