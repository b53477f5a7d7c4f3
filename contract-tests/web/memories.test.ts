/**
 * The memory pages in Chromium: a memory is created, found by full-text search (the match
 * highlighted, the value's markup shown as text), recalled (scores shown), rated, edited and
 * deleted; the context picker offers an identity-linked account's private context and
 * remembers the choice; the graph draws a neighbourhood with a text alternative; the
 * patterns page records interactions and draws its charts.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addMemory, ApiSession, checkA11y, recordInteraction, screenshot, useWebSuite, type Account } from './support/index.js';

let alice: Account;
let bruno: Account;
const web = useWebSuite({
  setup: async (server) => {
    alice = await server.createAdmin('alice');
    bruno = await server.createAdmin('bruno');
    // Bruno links Alice's account (both signed in on one browser): each reaches the other's private context.
    const api = new ApiSession(server.url);
    await api.signIn(alice.loginId, alice.password);
    await api.signIn(bruno.loginId, bruno.password);
    const accounts = await api.get('/api/v1/auth/accounts');
    const aliceId = (accounts.json.accounts as Array<{ id: string; email: string }>).find((a) => a.email === alice.email)!.id;
    const linked = await api.post('/api/v1/me/account/identity-links', { account_id: aliceId });
    if (linked.status !== 200) throw new Error(`identity link failed: ${linked.status} ${linked.text}`);
  },
});

async function open(page: Page, path: string, heading: string, account = alice) {
  await web.signInThroughApi(account);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

it('creates, searches, recalls, rates, edits and deletes a memory', async () => {
  const page = await web.page();
  await open(page, '/memories', 'Memories');
  await page.getByText('No memories here yet.').waitFor();
  await screenshot(page, 'memories-empty');
  await checkA11y(page);

  await addMemory(page, 'user.preferences.tea', 'Prefers jasmine green tea in the morning, never <b>sugar</b> & milk.', 'drinks, preferences');
  await addMemory(page, 'pets.dog', 'Has a golden retriever called Biscuit who loves the beach.', 'pets');
  await expect.poll(() => page.getByRole('list', { name: 'Memories', exact: true }).getByRole('listitem').count()).toBe(2);

  const search = page.getByRole('search', { name: 'Search memories' });
  await search.getByLabel('Search text').fill('jasmine');
  await search.getByRole('button', { name: 'Search' }).click();
  const hits = page.getByRole('list', { name: 'Search results' });
  await hits.waitFor();
  expect(await hits.locator('mark').allTextContents()).toEqual(['jasmine']);
  // A hit's BM25 relevance is no scale a person can read: it is not shown.
  expect(await hits.getByText(/relevance/i).count()).toBe(0);
  await screenshot(page, 'memories-search');
  await checkA11y(page);

  // The hit has the same actions; these are the list's.
  const list = page.getByRole('list', { name: 'Memories', exact: true });
  await list.getByRole('button', { name: 'Mark user.preferences.tea as useful' }).click();
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'user.preferences.tea' }) }).getByText('Marked useful.').waitFor();

  await list.getByRole('button', { name: 'Edit memory user.preferences.tea' }).click();
  const editor = page.getByRole('form', { name: 'Edit memory user.preferences.tea' });
  await editor.getByLabel('Value').fill('Prefers sencha in the morning now.');
  await editor.getByLabel('Importance').fill('0.9');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved memory user.preferences.tea.' }).waitFor();
  await page.getByText('Prefers sencha in the morning now.').waitFor();

  await page.getByRole('button', { name: 'Delete memory pets.dog' }).click();
  await screenshot(page, 'memories-confirm-delete');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Confirm delete' }).click();
  await page.getByRole('status').filter({ hasText: 'Deleted memory pets.dog.' }).waitFor();
  await expect.poll(() => page.getByRole('list', { name: 'Memories', exact: true }).getByRole('listitem').count()).toBe(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recall' }).click();
  await page.getByRole('heading', { level: 1, name: 'Recall' }).waitFor();
  await page.getByLabel('Query').fill('what tea does the user drink in the morning?');
  await page.getByRole('button', { name: 'Recall' }).click();
  const recalled = page.getByRole('list', { name: 'Recalled memories' });
  await recalled.waitFor();
  expect(await recalled.getByText(/^Score \d\.\d\d$/).count()).toBeGreaterThan(0);
  // The page says what a score means, and that it is not a probability.
  await page.getByText(/compare scores with each other, not with a fixed bar/).waitFor();
  await page.getByRole('button', { name: 'Mark user.preferences.tea as outdated' }).click();
  await recalled.getByText('Marked outdated.').waitFor();
  await screenshot(page, 'recall');
  await checkA11y(page);
});

it("picks a linked account's private context and remembers the choice", async () => {
  const page = await web.page();
  await open(page, '/memories', 'Memories', bruno);
  // Linked accounts work in the oldest account's private context by default (Alice's).
  const picker = page.getByLabel('Context');
  await expect.poll(() => picker.locator('option').allTextContents()).toEqual(['Private (linked account) · owner', 'Private · owner']);
  await page.getByRole('heading', { name: 'user.preferences.tea' }).waitFor();
  await picker.selectOption({ label: 'Private · owner' });
  await page.getByText('No memories here yet.').waitFor();
  await page.reload();
  await page.getByText('No memories here yet.').waitFor();
  const own = await page.getByLabel('Context').locator('option', { hasText: 'Private · owner' }).getAttribute('value');
  expect(await page.getByLabel('Context').inputValue()).toBe(own);
  await screenshot(page, 'memories-context-picker');
  await checkA11y(page);
  await page.getByLabel('Context').selectOption({ label: 'Private (linked account) · owner' });
  await page.getByRole('heading', { name: 'user.preferences.tea' }).waitFor();
});

it('draws the graph of a memory with a text alternative and the patterns as charts', async () => {
  const page = await web.page();
  await open(page, '/patterns', 'Patterns');
  const interactions: Array<[string, string, string]> = [
    ['Which green tea suits the morning?', 'Sencha and jasmine green tea are gentle in the morning.', 'claude'],
    ['How hot should water be for green tea?', 'About 80 degrees for green tea, for two minutes.', 'chatgpt'],
  ];
  for (const [query, answer, platform] of interactions) {
    await recordInteraction(page, query, answer, platform);
  }
  await expect.poll(() => page.locator('figure canvas').count()).toBe(3);
  await page.getByRole('img', { name: /^Doughnut chart of interactions per AI platform: .*claude 1/ }).waitFor();
  await page.getByText('AI platforms: the numbers').click();
  await page.getByRole('cell', { name: 'chatgpt' }).waitFor();
  await screenshot(page, 'patterns');
  await checkA11y(page);

  await page.goto('/memories');
  await page.getByRole('link', { name: 'Show in graph: user.preferences.tea' }).click();
  await page.getByRole('heading', { level: 1, name: 'Graph' }).waitFor();
  const picture = page.getByRole('img', { name: /^Picture of the graph: \d+ nodes/ });
  await picture.waitFor();
  await expect.poll(() => picture.locator('canvas').count()).toBeGreaterThan(0); // Cytoscape is its own chunk, loaded after the page
  const nodes = page.getByRole('table').first();
  await nodes.getByRole('rowheader', { name: 'drinks' }).waitFor();
  await nodes.getByRole('rowheader', { name: 'Which green tea suits the morning?' }).waitFor();
  await page.getByRole('complementary', { name: 'Selected node' }).getByRole('heading', { name: 'user.preferences.tea' }).waitFor();
  await screenshot(page, 'graph-depth-2');
  await checkA11y(page);
  // One edge out, then the interaction's own neighbourhood merged in.
  await page.getByLabel('Depth').selectOption('1');
  await page.getByRole('button', { name: 'Show graph' }).click();
  await expect.poll(() => nodes.getByRole('rowheader', { name: 'claude' }).count()).toBe(0);
  const before = await nodes.getByRole('row').count();
  await page.getByRole('button', { name: 'Expand Which green tea suits the morning?' }).click();
  await expect.poll(() => nodes.getByRole('row').count()).toBeGreaterThan(before);
  await nodes.getByRole('rowheader', { name: 'claude' }).waitFor();
  await screenshot(page, 'graph-expanded');
  await checkA11y(page);
});
