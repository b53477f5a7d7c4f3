/**
 * TOTP codes for test accounts. The server burns the time step of every accepted code
 * (replays are refused) and accepts one step of drift either way, so successive sign-ins
 * within a minute use the previous, the current and the next step before waiting.
 */
import { generate } from 'otplib';
import { testTime } from '../../../src/testing/time-budget.js';

const STEP_SECONDS = 30;
/**
 * A code must stay acceptable this long after it is made (typing, a round trip): 3 s on an idle
 * machine, scaled like every limit (a loaded machine takes longer to submit it), below one step.
 */
const MARGIN_SECONDS = Math.min(testTime(3_000) / 1000, STEP_SECONDS - 5);
const lastStep = new Map<string, number>();

/** A code the server will accept now that no earlier call returned for this secret. */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now() / 1000;
    const lowest = Math.floor((now + MARGIN_SECONDS - STEP_SECONDS) / STEP_SECONDS);
    const highest = Math.floor((now + STEP_SECONDS) / STEP_SECONDS);
    const used = lastStep.get(secret);
    const step = used === undefined ? lowest : Math.max(lowest, used + 1);
    if (step <= highest) {
      lastStep.set(secret, step);
      return generate({ secret, epoch: step * STEP_SECONDS + 1 });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
