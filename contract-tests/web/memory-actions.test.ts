/**
 * Memories, the finer points: a search snippet keeps the value's markup as text (its leading
 * `<` included); a search hit has the list's actions (edit, delete, feedback); a long value is
 * clamped with "Show more"; the new-memory form starts empty again after a save, tags included.
 */
import { expect, it } from 'vitest';
import { addMemory, useWebSuite, type Account } from './support/index.js';

let mia: Account;
const web = useWebSuite({ setup: async (server) => { mia = await server.createAdmin('mia'); } });

it('searches, acts on hits, clamps long values and clears the form', async () => {
  const page = await web.page();
  await web.signInThroughApi(mia);
  await page.goto('/memories');
  await page.getByRole('heading', { level: 1, name: 'Memories' }).waitFor();
  const form = page.getByRole('region', { name: 'New memory' });

  await addMemory(page, 'drinks', '<b>sugar</b> never, milk sometimes', 'drinks, habits');
  // The form starts empty again: key, value and tags.
  expect(await form.getByLabel('Key').inputValue()).toBe('');
  expect(await form.getByLabel('Value').inputValue()).toBe('');
  expect(await form.getByLabel('Tags').inputValue()).toBe('');

  const long = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a long travel diary about Lisbon.`).join('\n');
  await addMemory(page, 'diary', long, '');
  const list = page.getByRole('list', { name: 'Memories', exact: true });
  const diary = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'diary' }) });
  const more = diary.getByRole('button', { name: 'Show more' });
  await more.waitFor();
  expect(await more.getAttribute('aria-expanded')).toBe('false');
  const heightOf = () => diary.locator('p').first().evaluate((p) => (p as unknown as { getBoundingClientRect(): { height: number } }).getBoundingClientRect().height);
  const clampedHeight = await heightOf();
  await more.click();
  expect(await heightOf()).toBeGreaterThan(clampedHeight * 3);
  await diary.getByRole('button', { name: 'Show less' }).waitFor();
  // A short value shows whole, without a toggle.
  const drinks = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'drinks' }) });
  expect(await drinks.getByRole('button', { name: 'Show more' }).count()).toBe(0);

  const search = page.getByRole('search', { name: 'Search memories' });
  await search.getByLabel('Search text').fill('sugar');
  await search.getByRole('button', { name: 'Search' }).click();
  const hits = page.getByRole('list', { name: 'Search results' });
  const hit = hits.getByRole('listitem').first();
  await hit.waitFor();
  // The value's markup is shown as text, its leading "<" included.
  expect(((await hit.locator('.snippet').textContent()) ?? '').startsWith('<b>sugar</b> never')).toBe(true);
  expect(await hit.locator('mark').allTextContents()).toEqual(['sugar']);

  // The hit's actions are the list's: feedback, edit (the whole value), delete.
  await hit.getByRole('button', { name: 'Mark drinks as useful' }).click();
  await hit.getByText('Marked useful.').waitFor();
  await hit.getByRole('button', { name: 'Edit memory drinks' }).click();
  const editor = hit.getByRole('form', { name: 'Edit memory drinks' });
  expect(await editor.getByLabel('Value').inputValue()).toBe('<b>sugar</b> never, milk sometimes');
  await editor.getByLabel('Value').fill('No sugar, oat milk.');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved memory drinks.' }).waitFor();
  await list.getByText('No sugar, oat milk.').waitFor();
  await hit.getByRole('button', { name: 'Delete memory drinks' }).click();
  await hit.getByRole('button', { name: 'Confirm delete' }).click();
  await page.getByRole('status').filter({ hasText: 'Deleted memory drinks.' }).waitFor();
  await expect.poll(() => hits.getByRole('listitem').count()).toBe(0);
  await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
});
