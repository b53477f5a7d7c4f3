/** Screenshots of visited pages, for people to look at: contract-tests/web/screenshots/<file>--<name>.png. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'page';
}

/** Where `name`'s screenshot of the running test file goes. */
export function screenshotPath(name: string): string {
  const testPath = expect.getState().testPath;
  const file = testPath ? path.basename(testPath).replace(/\.test\.ts$/, '') : 'web';
  return path.join(SCREENSHOT_DIR, `${slug(file)}--${slug(name)}.png`);
}

/** Saves a full-page PNG of `page` under contract-tests/web/screenshots/; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = screenshotPath(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // A full-page capture scrolls the page: the sticky header and sidebar would be drawn mid-page.
  // They are unstuck through the CSSOM for the capture (an injected stylesheet would break the CSP).
  const unstick = (position: string) =>
    page.evaluate(`document.querySelectorAll('.topbar, .nav').forEach((el) => { el.style.position = '${position}'; })`);
  await unstick('static');
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await unstick('');
  return file;
}
