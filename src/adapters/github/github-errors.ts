/**
 * Octokit's RequestError as a sentence: GitHub's status, its own message (and validation
 * details), and what to try. Failures of the fetcher itself (address guard, timeout) and
 * cancellation keep their own errors.
 */
import { AppError } from '../../domain/errors/app-error.js';

/** The shape of Octokit's RequestError (name HttpError), matched by shape so no internal package is imported. */
interface RequestError extends Error {
  status: number;
  response?: { headers: Record<string, string | undefined>; data?: unknown };
  cause?: unknown;
}

function isRequestError(error: unknown): error is RequestError {
  return error instanceof Error && error.name === 'HttpError' && typeof (error as RequestError).status === 'number';
}

function githubMessage(error: RequestError): string {
  const data = error.response?.data as { message?: string; errors?: Array<{ message?: string; code?: string; field?: string }> } | undefined;
  const details = (data?.errors ?? []).map((e) => e.message ?? [e.field, e.code].filter(Boolean).join(' ')).filter(Boolean);
  return [data?.message, ...details].filter(Boolean).join('; ') || error.message;
}

function advice(error: RequestError, what: string): string {
  const headers = error.response?.headers ?? {};
  switch (error.status) {
    case 401: return 'check GITHUB_TOKEN (it is missing, expired or revoked)';
    case 403:
    case 429: {
      if (headers['x-ratelimit-remaining'] === '0') {
        const reset = Number(headers['x-ratelimit-reset']);
        const when = Number.isFinite(reset) ? ` after ${new Date(reset * 1000).toISOString()}` : ' later';
        return `GitHub's rate limit is spent; try again${when}${headers['x-ratelimit-limit'] === '60' ? ' or set GITHUB_TOKEN for a higher limit' : ''}`;
      }
      return 'the token lacks the permission for this; check GITHUB_TOKEN\'s scopes';
    }
    case 404: return `no such ${what}, or GITHUB_TOKEN cannot see it`;
    case 405: return 'GitHub will not merge it as it is (checks, reviews or conflicts); look at the pull request';
    case 409: return 'the branch changed meanwhile; look at the pull request and try again';
    case 422: return 'GitHub refused the request as given; change it as the message says';
    default: return error.status >= 500 ? 'GitHub is failing; try again later' : 'check the arguments';
  }
}

/** Rethrows what the tool should answer; call in a catch around Octokit calls. */
export function githubFailure(error: unknown, what: string, signal?: AbortSignal): never {
  if (signal?.aborted) throw signal.reason;
  if (isRequestError(error)) {
    // A fetcher failure (WEB-002, WEB-004, ...) reaches Octokit as a thrown fetch; it carries the real error.
    if (error.cause instanceof AppError) throw error.cause;
    if (error.status === 500 && !error.response) throw error.cause ?? error;
    throw new AppError('WEB-003', { message: `GitHub answered HTTP ${error.status}: ${githubMessage(error)}; ${advice(error, what)}`, details: { status: error.status } });
  }
  throw error;
}
