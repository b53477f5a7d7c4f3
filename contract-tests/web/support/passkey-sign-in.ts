/**
 * Signing in with the "Sign in with a passkey" button on a page whose login field also waits for
 * a passkey from the browser's autofill (a conditional request). Once the virtual authenticator
 * answers at once again (the user's presence switched back on), the browser may answer that
 * waiting request before the click lands: the same passkey then signs in, the page moves on, and
 * the button is gone. Either way the passkey alone signed in, which is what the journeys assert.
 */
import type { Page } from 'playwright-core';

/** Clicks the button unless the autofill request signed in first, then waits for `pathname`. */
export async function signInWithPasskeyButton(page: Page, pathname: string): Promise<void> {
  const arrived = page.waitForURL((url) => url.pathname === pathname);
  // A click that fails only because the page moved on is no failure; any other failure is.
  const clicked = page.getByRole('button', { name: 'Sign in with a passkey' }).click().then(() => null, (error: unknown) => error);
  const first = await Promise.race([arrived.then(() => null), clicked]);
  if (first) throw first;
  await arrived;
}
