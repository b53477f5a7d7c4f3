/** Turns a provider's non-success HTTP status into WEB-003 with the status and what to try. */
import { AppError } from '../errors/app-error.js';
import { retryAfterMs } from './retry-policy.js';
import type { OutboundResponse } from './outbound.js';

export interface ProviderHints {
  /** The provider's name in messages, e.g. "Brave Search". */
  provider: string;
  /** What to check when the provider refuses the credentials (401/403), e.g. "check BRAVE_API_KEY". */
  onAuth?: string;
  /** What to check when the endpoint is not found (404). */
  onNotFound?: string;
}

function advice(response: OutboundResponse, hints: ProviderHints): string {
  const status = response.status;
  if (status === 401 || status === 403) return hints.onAuth ?? 'it refused this server\'s credentials';
  if (status === 404) return hints.onNotFound ?? 'check the address';
  if (status === 429) {
    const wait = retryAfterMs(response.headers['retry-after']);
    return wait !== null ? `it is rate-limiting this server; try again in ${Math.ceil(wait / 1000)} s` : 'it is rate-limiting this server; try again later';
  }
  if (status >= 500) return 'the provider is failing; try again later';
  return 'check the arguments of the call';
}

/** Returns the response when its status is 2xx, else throws WEB-003 naming the status. */
export function requireOk(response: OutboundResponse, hints: ProviderHints): OutboundResponse {
  if (response.status >= 200 && response.status < 300) return response;
  throw new AppError('WEB-003', {
    message: `${hints.provider} answered HTTP ${response.status}: ${advice(response, hints)}`,
    details: { status: response.status },
  });
}
