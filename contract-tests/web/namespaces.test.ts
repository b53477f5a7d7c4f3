/**
 * All memories in view: the Memories page lists every user and agent with memories in the
 * context (written by AI clients under names nobody typed in the app), with counts, and
 * opens one with a click.
 */
import { expect, it } from 'vitest';
import { checkA11y, screenshot, useWebSuite, type Account } from './support/index.js';

let nora: Account;
const web = useWebSuite({ setup: async (server) => { nora = await server.createAdmin('nora'); } });

it('lists the users and agents with memories and opens one that was never typed', async () => {
  const page = await web.page();
  await web.signInThroughApi(nora);
  await page.goto('/memories');
  await page.getByRole('heading', { level: 1, name: 'Memories' }).waitFor();
  // Two AI clients write under their own names (the session's default context, like the page's).
  const statuses = await page.evaluate(`(async () => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('svc_csrf=')).slice(9));
    const post = (user, agent, key, value) => fetch('/api/v1/memory', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, 'x-user-id': user, 'x-agent-name': agent }, body: JSON.stringify({ key, value }) }).then((r) => r.status);
    return [await post('alice', 'claude-code', 'repo.layout', 'Services live under src/, tests next to them.'), await post('alice', 'claude-code', 'repo.ci', 'CI runs on every push.'), await post('bob', 'global', 'pets.dog', 'Bob has a dog called Biscuit.')];
  })()`);
  expect(statuses).toEqual([201, 201, 201]);
  await page.reload();
  const directory = page.getByRole('list', { name: 'Users and agents with memories' });
  await directory.waitFor();
  await expect.poll(() => directory.getByRole('listitem').count()).toBe(2);
  await page.getByText('3 memories from 2 users and agents').waitFor();
  await screenshot(page, 'memories-directory');
  await checkA11y(page);

  await directory.getByRole('button', { name: 'alice · claude-code' }).click();
  const memories = page.getByRole('list', { name: 'Memories', exact: true });
  await memories.getByText('repo.layout').waitFor();
  await memories.getByText('repo.ci').waitFor();
  expect(await memories.getByText('pets.dog').count()).toBe(0);
  expect(await directory.getByRole('button', { name: 'alice · claude-code' }).getAttribute('aria-pressed')).toBe('true');
  await screenshot(page, 'memories-opened-namespace');
});
