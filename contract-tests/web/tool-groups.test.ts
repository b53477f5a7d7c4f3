/**
 * Choosing the MCP tool groups of an authorized application in Chromium: the Authorized apps
 * page shows what each group and the choice cost in tokens, the total follows the checkboxes,
 * and the app's access token then lists only the chosen groups' tools over /mcp.
 */
import { expect, it } from 'vitest';
import { authorizeInBrowser, checkA11y, discover, mcpToolNames, screenshot, useWebSuite, type Account } from './support/index.js';
import { catalogueCost } from '../../src/mcp/tools/catalogue-cost.js';
import { toolsFor } from '../../src/mcp/tools/catalogue.js';

let ada: Account;
const web = useWebSuite({
  setup: async (server) => {
    ada = await server.createAdmin('ada');
  },
});

const tokens = (n: number) => n.toLocaleString('en-US');

it('chooses the memory group for an app, sees the cost fall from all groups to memory alone, and the app lists only memory tools', async () => {
  const { metadata, resource } = await discover(web.server.url);
  const page = await web.page();
  const token = await authorizeInBrowser(web, page, ada, { metadata, resource, clientName: 'Claude', redirect: 'http://127.0.0.1:33431/callback' });
  const clientId = token.clientId;
  expect(await mcpToolNames(resource, token.accessToken)).toHaveLength(49);

  const all = catalogueCost('remote');
  const memory = catalogueCost('remote', ['memory']);
  const memoryWeb = catalogueCost('remote', ['memory', 'web']);
  await page.goto('/connections/apps');
  const rowCost = page.getByTestId(`tool-cost-${clientId}`);
  await expect.poll(() => rowCost.textContent()).toBe(`49 tools, ${tokens(all.tokens)} tokens`);
  await page.getByRole('button', { name: 'Choose tools for Claude' }).click();
  const total = page.getByTestId('tool-choice-total');
  await expect.poll(() => total.textContent()).toBe(`This choice: 49 tools, ${tokens(all.tokens)} tokens per connection.`);
  // Each group says what it costs on its own.
  await page.getByRole('checkbox', { name: /^memory 12 tools, / }).waitFor();
  expect(await page.getByRole('checkbox', { name: /^memory / }).isChecked()).toBe(true);

  for (const group of ['video', 'coding', 'vcs', 'multimodal', 'other']) await page.getByRole('checkbox', { name: new RegExp(`^${group} `) }).uncheck();
  await expect.poll(() => total.textContent()).toBe(`This choice: 18 tools, ${tokens(memoryWeb.tokens)} tokens per connection (all groups: ${tokens(all.tokens)} tokens).`);
  await page.getByRole('checkbox', { name: /^web / }).uncheck();
  await expect.poll(() => total.textContent()).toBe(`This choice: 12 tools, ${tokens(memory.tokens)} tokens per connection (all groups: ${tokens(all.tokens)} tokens).`);
  await screenshot(page, 'choose-tools');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Save tools for Claude' }).click();
  await page.getByText('Claude now sees only the memory tools.', { exact: false }).waitFor();
  await expect.poll(() => rowCost.textContent()).toBe(`12 tools, ${tokens(memory.tokens)} tokens`);
  await screenshot(page, 'apps-with-memory-tools');
  expect((await mcpToolNames(resource, token.accessToken)).sort()).toEqual(toolsFor('remote', ['memory']).map((t) => t.name).sort());
});
