/**
 * Single-use WebAuthn challenges kept server-side: 32 random bytes (base64url) handed to the
 * browser, stored only as sha256 with their purpose, account and pending sign-in, valid 5
 * minutes. The browser's answer carries the challenge inside clientDataJSON; it is taken
 * (deleted) before the answer is checked, so a failed check burns it and a replay finds nothing.
 */
import { sha256Hex } from '../../core/sha256.js';
import { randomBytes } from 'node:crypto';
import type { PasskeyChallenge, PasskeyChallengePurpose, PasskeyStore } from './ports.js';

export const CHALLENGE_TTL_SECONDS = 300;

export interface IssuedChallenge {
  /** base64url, as the options and clientDataJSON carry it. */
  challenge: string;
  /** The same 32 bytes, for the options generators (a string would be taken as UTF-8 text). */
  bytes: Uint8Array<ArrayBuffer>;
  expiresAt: Date;
}

/** The challenge a browser's answer was made for (clientDataJSON.challenge), or null when unreadable. */
export function challengeOfAnswer(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 512 ? data.challenge : null;
  } catch {
    return null;
  }
}

export class PasskeyChallenges {
  constructor(
    private readonly store: PasskeyStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(purpose: PasskeyChallengePurpose, accountId: string | null, pendingLoginHash: string | null = null): Promise<IssuedChallenge> {
    const bytes = new Uint8Array(randomBytes(32));
    const challenge = Buffer.from(bytes).toString('base64url');
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + CHALLENGE_TTL_SECONDS * 1000);
    await this.store.saveChallenge({ challengeHash: sha256Hex(challenge), purpose, accountId, pendingLoginHash, createdAt, expiresAt });
    return { challenge, bytes, expiresAt };
  }

  /** Takes the challenge the answer names, once; undefined when unknown, expired, used or for another purpose. */
  async take(clientDataJSON: string, purpose: PasskeyChallengePurpose): Promise<(PasskeyChallenge & { challenge: string }) | undefined> {
    const challenge = challengeOfAnswer(clientDataJSON);
    if (!challenge) return undefined;
    const row = await this.store.consumeChallenge(sha256Hex(challenge), purpose, this.now());
    return row ? { ...row, challenge } : undefined;
  }
}
