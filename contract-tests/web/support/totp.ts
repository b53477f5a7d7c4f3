/**
 * TOTP codes for test accounts. The server burns the time step of every accepted code
 * (replays are refused), so a second sign-in within 30 s needs the next step's code; it
 * accepts one step of drift, so at most one step ahead of now, else we wait for the clock.
 */
import { generate } from 'otplib';

const STEP_SECONDS = 30;
const lastStep = new Map<string, number>();

/** A code the server will accept now that no earlier call returned for this secret. */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const used = lastStep.get(secret);
    const step = used === undefined ? now : Math.max(now, used + 1);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return generate({ secret, epoch: step * STEP_SECONDS + 1 });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
