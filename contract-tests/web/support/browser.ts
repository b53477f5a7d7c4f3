/**
 * The system's Chromium driven by playwright-core (no browser is ever downloaded). One Chromium
 * serves the whole run: the global setup launches it as a browser server and every test file
 * connects to it, each test in browser contexts of its own (cookies, storage and permissions
 * are per context, so files and tests do not see each other).
 */
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';
import { testTime } from '../../../src/testing/time-budget.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Nothing leaves the machine: no host resolves but localhost and 127.0.0.1 (the test server and the
  // stand-ins are at 127.0.0.1 or localhost). The page guards report any other request (guards.ts).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const LAUNCH: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, timeout: testTime(60_000) };

/** A Chromium of this process alone. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** A Chromium other processes connect to (`connectChromium(server.wsEndpoint())`). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint, { timeout: testTime(60_000) });
}
