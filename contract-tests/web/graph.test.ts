/**
 * The graph and patterns pages in Chromium, on a namespace with memories and interactions:
 * the patterns page charts the leading noun-phrase topics by count and tells the long tail
 * apart; the graph page opens on the latest memory (never empty) with labels readable at the
 * first zoom, memory nodes named by the start of their value and their key in the details;
 * the Memories page searches every user and agent of the context, each hit naming its own.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, screenshot, useWebSuite, type Account } from './support/index.js';

let carol: Account;
const web = useWebSuite({ setup: async (server) => { carol = await server.createAdmin('carol'); } });

/** Writes through the API with the browser's session (cookies and CSRF token), in the page's default namespace. */
async function apiPost(page: Page, path: string, data: unknown, who: { user?: string; agent?: string } = {}): Promise<void> {
  const cookies = await web.context.cookies();
  const csrf = decodeURIComponent(cookies.find((c) => c.name === 'svc_csrf')?.value ?? '');
  const res = await web.context.request.post(web.url(path), {
    data,
    headers: { 'X-CSRF-Token': csrf, 'X-User-ID': who.user ?? 'default_user', ...(who.agent ? { 'X-Agent-Name': who.agent } : {}), Origin: web.url('') },
  });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}

const EXCHANGES: Array<[string, string]> = [
  ["What's the best way to compare the actual row vs the estimated row count in a Postgres query plan?", 'EXPLAIN ANALYZE prints both in the query plan.'],
  ['How do I add an index to speed up my Postgres query? The query plan shows a sequential scan.', 'Create a B-tree index on the column.'],
  ['Can you suggest a good recipe for sourdough bread? I have a new sourdough starter.', 'Mix the sourdough starter with flour and water.'],
  ['My sourdough bread came out flat. What could be the reason?', 'Your sourdough starter may be too young.'],
  ['How often should I feed my sourdough starter?', 'Twice a day while it is young.'],
  ['Which hiking boots suit a wet autumn trail?', 'Waterproof leather boots with a deep tread.'],
  ['Where can I park near the trailhead?', 'The visitor centre has a car park.'],
  ['Thanks a lot! That is a great idea, I will try it this weekend.', 'Good luck!'],
  // Twelve more, each on a topic of its own: twenty interactions in all.
  ['Which violin rosin suits a cold rehearsal hall?', 'A darker rosin grips better in the cold.'],
  ['How do I repot a fiddle-leaf fig?', 'Choose a pot one size up.'],
  ['What tyre pressure does a gravel bike need?', 'Lower than a road bike.'],
  ['Can a cast iron skillet go in the dishwasher?', 'No, wash it by hand.'],
  ['How long does a chess clock increment last?', 'It adds seconds after each move.'],
  ['Which telescope eyepiece shows Saturn best?', 'A high-power eyepiece with a Barlow lens.'],
  ['How do I descale an espresso machine?', 'Run a citric acid solution through it.'],
  ['What is a good beginner kayak paddle?', 'A light aluminium paddle.'],
  ['How do I tune a ukulele without a tuner?', 'Tune the strings against each other.'],
  ['Which knitting needles suit chunky wool?', 'Large bamboo needles.'],
  ['How often should a wooden cutting board be oiled?', 'Once a month.'],
  ['What makes a crossword cryptic?', 'Each clue hides wordplay.'],
];

it('charts the leading topics of twenty interactions by count and tells the long tail apart; the graph opens on the latest memory, readable', async () => {
  const page = await web.page();
  await web.signInThroughApi(carol);
  await page.goto('/patterns');
  await page.getByRole('heading', { level: 1, name: 'Patterns' }).waitFor();
  await page.getByText('No interactions of default_user').waitFor();
  expect(EXCHANGES).toHaveLength(20);
  for (const [query, response] of EXCHANGES) await apiPost(page, '/api/v1/graph/interaction', { user_id: 'default_user', query, response, ai_platform: 'claude' });
  await apiPost(page, '/api/v1/memory', { key: 'note-17', value: 'The sourdough starter lives in the fridge; feed it rye flour on Sundays.', tags: ['baking'] });
  await apiPost(page, '/api/v1/memory', { key: 'note-18', value: 'Keep the Postgres query plan of the slow report for the tuning session.', tags: ['baking', 'work'] });

  await page.reload();
  const chart = page.getByRole('img', { name: /^Bar chart of the most frequent topics: / });
  await chart.waitFor();
  // The starter comes up in three exchanges, the bread and the query plan in two (the bread more recently).
  expect(await chart.getAttribute('aria-label')).toMatch(/^Bar chart of the most frequent topics: sourdough starter 3, sourdough bread 2, query plan 2, /);
  expect(await chart.getAttribute('aria-label')).not.toMatch(/best way|actual row|weekend|others/);
  await page.getByText(/^Not charted: \d+ other topics?, \d+ mentions? in all\.$/).waitFor();
  await page.getByText('Topics: the numbers').click();
  const topics = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Topic' }) });
  expect((await topics.getByRole('row').nth(1).getByRole('cell').allTextContents())).toEqual(['sourdough starter', '3']);
  await screenshot(page, 'patterns-topics');
  await checkA11y(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Graph' }).click();
  await page.getByRole('heading', { level: 1, name: 'Graph' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Showing the neighbourhood of the most recently updated memory' }).waitFor();
  const picture = page.getByRole('img', { name: /^Picture of the graph: \d+ nodes/ });
  await picture.waitFor();
  await expect.poll(() => picture.getAttribute('data-label-px')).not.toBeNull();
  expect(Number(await picture.getAttribute('data-label-px'))).toBeGreaterThanOrEqual(11);
  // Memory nodes say what they hold; the key is in the details.
  const nodes = page.getByRole('table').first();
  await nodes.getByRole('rowheader', { name: /^Keep the Postgres query plan of the slow report/ }).waitFor();
  await nodes.getByRole('rowheader', { name: /^The sourdough starter lives in the fridge.*\(key note-17\)$/ }).waitFor();
  const details = page.getByRole('complementary', { name: 'Selected node' });
  await details.getByRole('heading', { name: /^Keep the Postgres query plan/ }).waitFor();
  await details.getByText('note-18', { exact: true }).waitFor();
  await screenshot(page, 'graph-opening');
  await checkA11y(page);
});

it('searches every user and agent of the context and opens a hit\'s namespace', async () => {
  const page = await web.page();
  await web.signInThroughApi(carol);
  await page.goto('/memories');
  await page.getByRole('heading', { level: 1, name: 'Memories' }).waitFor();
  await apiPost(page, '/api/v1/memory', { key: 'fridge', value: 'A kombucha culture sits in the fridge.' });
  await apiPost(page, '/api/v1/memory', { key: 'bakery', value: 'Dana sells kombucha at the corner bakery.' }, { user: 'dana', agent: 'claude-code' });
  const search = page.getByRole('search', { name: 'Search memories' });
  expect(await search.getByRole('checkbox', { name: 'All users and agents' }).isChecked()).toBe(true);
  await search.getByLabel('Search text').fill('kombucha');
  await search.getByRole('button', { name: 'Search' }).click();
  const hits = page.getByRole('list', { name: 'Search results' });
  await hits.waitFor();
  await expect.poll(() => hits.getByRole('listitem').count()).toBe(2);
  const dana = hits.getByRole('listitem').filter({ hasText: 'bakery' });
  expect(await dana.textContent()).toContain('User dana, agent claude-code');
  expect(await hits.getByRole('listitem').filter({ hasText: 'fridge' }).textContent()).toContain('User default_user, agent global (shown below)');
  await page.getByRole('status').filter({ hasText: '2 memories match “kombucha” in every user and agent of the context' }).waitFor();
  await screenshot(page, 'memories-search-everywhere');
  await checkA11y(page);
  await dana.getByRole('button', { name: 'Open dana / claude-code' }).click();
  await page.getByRole('list', { name: 'Memories', exact: true }).getByRole('heading', { name: 'bakery' }).waitFor();
  // The results stay: they are of the whole context.
  await expect.poll(() => hits.getByRole('listitem').count()).toBe(2);
  // One namespace only: dana's agent has no fridge.
  await search.getByRole('checkbox', { name: 'All users and agents' }).uncheck();
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('status').filter({ hasText: '1 memory matches “kombucha” for dana / claude-code' }).waitFor();
});
