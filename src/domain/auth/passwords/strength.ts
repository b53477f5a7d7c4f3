/**
 * Guessability estimate of a password with zxcvbn-ts (@zxcvbn-ts/core and the common
 * password, keyboard and name lists of @zxcvbn-ts/language-common): it recognises repeats
 * ("aaaaaaaaaaaaaaa", twelve spaces), sequences ("abcdefghijkl", "123456789012"), keyboard
 * walks, dates, common passwords and their variants, and the account's own identifiers, and
 * scores what is left by the guesses an attacker would need. The policy refuses scores below
 * MIN_STRENGTH_SCORE (3: about 10^8 guesses, "safely unguessable" against an online attack and
 * costly offline against argon2id), as NIST SP 800-63B §5.1.1.2 asks for a check against
 * values that are "repetitive or sequential" beyond the block list.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_STRENGTH_SCORE = 3;

/** Longest prefix zxcvbn looks at (its own default): beyond it the work grows and the score no longer matters. */
const MAX_CHECKED_LENGTH = 128;

let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...dictionary }, maxLength: MAX_CHECKED_LENGTH });
  return estimator;
}

/** What zxcvbn's warning keys mean, as the reason shown to the person choosing the password. */
const REASONS: Record<string, string> = {
  straightRow: 'it follows a row of keys on the keyboard',
  keyPattern: 'it follows a short keyboard pattern',
  simpleRepeat: 'it repeats the same character',
  extendedRepeat: 'it repeats the same few characters',
  sequences: 'it is a sequence such as abcd or 1234',
  recentYears: 'it is built on a recent year',
  dates: 'it is built on a date',
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is one of the most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is close to a commonly used password',
  wordByItself: 'it is a single common word',
  namesByThemselves: 'it is made of names',
  commonNames: 'it is made of common names',
  userInputs: 'it is built on your login ID or email address',
};

export interface StrengthEstimate {
  /** 0 (trivial) to 4 (very hard to guess). */
  score: number;
  /** log10 of the estimated guesses. */
  guessesLog10: number;
  /** Why it is weak, when it is (one sentence without a full stop). */
  reason: string | null;
}

export function estimateStrength(password: string, userInputs: string[] = []): StrengthEstimate {
  const result: ZxcvbnResult = zxcvbn().check(password, userInputs);
  const weak = result.score < MIN_STRENGTH_SCORE;
  const warning = result.feedback.warning ?? '';
  return {
    score: result.score,
    guessesLog10: result.guessesLog10,
    reason: weak ? REASONS[warning] ?? 'it would be easy to guess' : null,
  };
}
